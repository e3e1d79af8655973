## Ruské železnice (čeština). Termíny podle českých pravidel (MINDOK 2013); id a proměnné
## drž v souladu s locale/en/russian-railroads.ftl.

render-rr-title = Ruské železnice

render-rr-round = Kolo

render-rr-order = Pořadí na tahu

render-rr-engineers = Inženýři

render-rr-hire = najmutí

render-rr-spaces = Akční pole

render-rr-supply = Zásoba

render-rr-locos = Lokomotivy

render-rr-cards = Karty ?

render-rr-coins = mince

render-rr-doubling = žetony zdvojnásobení

render-rr-score = Body

render-rr-workers = dělníci

render-rr-next = příští vyhodnocení

render-rr-industry = Průmysl

render-rr-ts = Transsibiřská

render-rr-spb = Sankt Petěrburg

render-rr-kiev = Kyjev

render-rr-tokens = žetony

render-rr-end-cards = cílové bonusy

render-rr-passed = vzdáno

render-rr-over = Konec hry

render-rr-pile = balíček cílových bonusů

game-russian-railroads = Ruské železnice



error-rr-no-space = Akční pole { $space } v této hře ani v tomto kole není.

error-rr-space-taken = Akční pole „{ $space }“ je v tomto kole už obsazené.

error-rr-own-marker = Dělníka nelze postavit pod vlastní označovací figuru ({ $space }), ani obsadit obě místa lišty pořadí.

error-rr-cannot-pay = Pole „{ $space }“ takto zaplatit nemůžeš ({ $workers ->
        [0] žádný dělník
        [one] 1 dělník
        [few] { $workers } dělníci
       *[other] { $workers } dělníků
    } a { $coins ->
        [0] žádná mince
        [one] 1 mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }): mince smí nahradit dělníka, dělník minci ne.

error-rr-not-performable = Akci pole „{ $space }“ nelze provést celou, proto ho nelze obsadit.

error-rr-not-your-engineer = { $space }: tohoto inženýra nemáš najatého.

error-rr-waiting = Teď se čeká na { $waiting ->
        [start] výběr počáteční prémiové karty
        [turn] umístění dělníků na akční pole, nebo vzdání se tahu
        [relocate] přemístění dělníka z lišty pořadí na tahu
        [end_bonus] výběr karty cílového bonusu
        [steps] kroky kolejnic rozpracované akce
        [industry] posun ukazatele na liště průmyslového rozvoje
        [loco] umístění nové lokomotivy
        [lof] novou lokomotivu, nebo továrnu
        [loco9] umístění lokomotivy 9
        [bump] místo pro nahrazenou lokomotivu
        [factory] stavbu továrny
        [repeat] výběr akce, kterou zopakuješ
        [card] výběr karty „?“
        [again] výběr části karty, kterou provedeš ještě jednou
        [token] použití žetonu
       *[other] jiné rozhodnutí
    }, ne na „{ $type }“.

error-rr-rail-locked = Krok { $rail ->
        [black] černou
        [grey] šedou
        [brown] hnědou
        [natural] bezbarvou
        [white] bílou
        [bg] černou nebo šedou
       *[other] libovolnou
    } kolejnicí zatím udělat nemůžeš: tu kolejnici dostaneš, až tvoje černá kolejnice na Transsibiřské magistrále dosáhne pole { $space }.

error-rr-rail-room = { $rail ->
        [black] Černé
        [grey] Šedé
        [brown] Hnědé
        [natural] Bezbarvé
        [white] Bílé
        [bg] Černé a šedé
       *[other] Tvoje
    } kolejnice se teď mohou posunout nejvýš o { $room } { $room ->
        [one] pole
        [few] pole
       *[other] polí
    }, ale akce potřebuje { $need ->
        [one] 1 krok
        [few] { $need } kroky
       *[other] { $need } kroků
    }: kolejnice smí postoupit jen tak, aby kolejnice předchozí barvy zůstala před ní, a černá končí na konci trati. Akci z herního plánu musíš provést celou.

error-rr-industry-end = Ukazatel je už na konci lišty průmyslového rozvoje, dál postoupit nemůže.

error-rr-industry-gap = Ukazatel průmyslového rozvoje nemůže dál: před ním je mezera pro továrnu, která ještě není zaplněná (továrny zaplňují mezery zleva a postavených máš { $factories }).

error-rr-doubling-room = Žetonů zdvojnásobení můžeš k trati Transsibiřské magistrály přidat už jen { $room } (podle volných míst a zásoby), akce jich dává { $need }.

error-rr-bank-empty = V banku { $bank ->
        [0] už nezbývá žádná mince
        [one] zbývá jen 1 mince
        [few] zbývají jen { $bank } mince
       *[other] zbývá jen { $bank } mincí
    }, akce jich dává { $need }.

error-rr-no-engineer = Na liště inženýrů už žádný inženýr k najmutí nezbývá.

error-rr-no-loco-left = V zásobě už žádná lokomotiva nezbývá.

error-rr-loco-no-room = Lokomotivu stupně { $tile } nemáš kam umístit: na každé trati máš plno a žádná tvoje lokomotiva tam není slabší.

error-rr-factory-gaps-full = Všech 5 mezer pro továrny na liště průmyslového rozvoje už máš zaplněných.

error-rr-no-factory-tile = Žádný dílek, ze kterého by se dala postavit továrna, už nezbývá.

error-rr-no-loco-nor-factory = Nezískáš lokomotivu ani továrnu: { $loco ->
        [none-left] v zásobě už žádná lokomotiva není
       *[other] lokomotivu stupně { $tile } nemáš kam umístit
    } a { $factory ->
        [gaps-full] všech 5 mezer pro továrny máš zaplněných
       *[other] žádný dílek na továrnu nezbývá
    }.

error-rr-nothing-to-repeat = Žádnou akci pro jednoho dělníka využitou v tomto kole teď zopakovat nejde.

error-rr-no-card = Žádnou z vyložených karet „?“ teď provést celou nejde.

error-rr-nothing-again = Žádnou část této karty teď znovu provést celou nejde.

error-rr-has-black-worker = Černého dělníka už máš.

error-rr-no-later = Odložit za jiný bonus lze jen bonus, a to jednou, když čeká ještě jiný bonus.

error-rr-must-finish = Tuto část akce vynechat nejde: akci z herního plánu musíš provést celou.

error-rr-no-second-marker = Druhý ukazatel průmyslového rozvoje zatím nemáš.

error-rr-factory-tile = Továrnu z dílku { $tile } postavit nejde: továrna vzniká z nejnižšího dílku v zásobě, nebo z vráceného dílku ({ $tiles }).

error-rr-repeat-unused = Akce pole „{ $space }“ v tomto kole využitá nebyla (nebo se opakovat nedá), a proto ji zopakovat nemůžeš.

error-rr-card-gone = Karta „{ $card }“ už mezi vyloženými kartami „?“ není.

error-rr-token-used = Žeton „{ $token }“ nemáš: každý žeton lze využít jen jednou za hru.

error-rr-step-colour = Krok { $rail ->
        [black] černou
        [grey] šedou
        [brown] hnědou
        [natural] bezbarvou
        [white] bílou
        [bg] černou nebo šedou
       *[other] libovolnou
    } kolejnicí tato akce nedává.

error-rr-line-colour = Trať { $line } { $rail ->
        [black] černou
        [grey] šedou
        [brown] hnědou
        [natural] bezbarvou
        [white] bílou
        [bg] černou nebo šedou
       *[other] libovolnou
    } kolejnici nemá.

error-rr-line-end = Kolejnice na trati { $line_gen } je už na posledním poli, dál postoupit nemůže.

error-rr-rail-behind = { $rail ->
        [black] Černé
        [grey] Šedé
        [brown] Hnědé
        [natural] Bezbarvé
        [white] Bílé
        [bg] Černé a šedé
       *[other] Tvoje
    } kolejnice na trati { $line_gen } musí zůstat za kolejnicí předchozí barvy, která je na poli { $position }: kolejnice nesmí dohnat kolejnici před sebou.

error-rr-step-strands = Po tomto kroku { $rail ->
        [black] černou
        [grey] šedou
        [brown] hnědou
        [natural] bezbarvou
        [white] bílou
        [bg] černou nebo šedou
       *[other] libovolnou
    } kolejnicí na trati { $line_gen } by zbytek akce už provést nešel; akci z herního plánu musíš provést celou — vyber jiný krok.

error-rr-loco-line-needed = Lokomotivu stupně { $tile } musíš umístit k některé trati.

error-rr-line-full = Na trati { $line_gen } už je plno ({ $count ->
        [one] 1 lokomotiva
        [few] { $count } lokomotivy
       *[other] { $count } lokomotiv
    }): vyber lokomotivu, kterou nová nahradí.

error-rr-loco-not-there = Na trati { $line_gen } lokomotivu stupně { $tile } nemáš.

error-rr-loco-not-weaker = Lokomotiva stupně { $tile } může nahradit jen slabší lokomotivu, ne lokomotivu stupně { $old }.

error-rr-start-card-taken = Počáteční prémiová karta „{ $card }“ už je rozebraná.

error-rr-end-card-gone = Karta cílového bonusu „{ $card }“ v balíčku není.

error-rr-relocate-one-worker = Dělníka z lišty pořadí na tahu lze přemístit jen na volné pole pro jednoho dělníka bez mince (ne sezónní dělníky, lištu pořadí ani najmutí inženýra); „{ $space }“ takové není.

rr-round = Začíná { $round }. kolo z { $rounds }.

rr-start-card = { $seat } si bere počáteční prémiovou kartu: { $card }.

rr-placed = { $seat } obsazuje pole „{ $space }“{ $coins ->
    [0] {""}
    [one] {" "}a platí 1 minci
    [few] {" "}a platí { $coins } mince
   *[other] {" "}a platí { $coins } mincí
}.

rr-passed = { $seat } se vzdává tahu, otáčí kartu pořadí na tahu a získává { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }.

rr-step = { $seat } posouvá { $colour_acc } kolejnici na trati { $line_gen } na pole { $position }.

rr-rails = { $seat } smí teď stavět i { $colour_ins } kolejnicí.

rr-worker = { $seat } nasazuje do hry nového dělníka.

rr-token-space = { $seat } dosahuje pole { $space } na trati { $line_gen } a smí využít žeton.

rr-end-station = { $seat } dojíždí černou kolejnicí do konečné stanice na trati { $line_gen } a získává { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }.

rr-points = { $seat } získává { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }.

rr-coins = { $seat } bere { $coins ->
        [one] 1 minci
        [few] { $coins } mince
       *[other] { $coins } mincí
    }.

rr-seasonal = { $seat } získává { $workers ->
        [one] 1 sezónního dělníka
        [few] { $workers } sezónní dělníky
       *[other] { $workers } sezónních dělníků
    }.

rr-doubling = { $seat } pokládá { $tokens ->
        [one] 1 žeton zdvojnásobení
        [few] { $tokens } žetony zdvojnásobení
       *[other] { $tokens } žetonů zdvojnásobení
    } k trati Transsibiřské magistrály.

rr-hired = { $seat } najímá inženýra { $engineer }.

rr-engineer-leaves = Inženýra { $engineer } nikdo nenajal, odchází ze hry.

rr-second-marker = { $seat } nasazuje druhý ukazatel průmyslového rozvoje.

rr-revalued = { $seat } pokládá žeton zvýšení hodnoty.

rr-medal = { $seat } pokládá žeton Kyjevské medaile.

rr-black-worker = { $seat } získává černou figurku dělníka.

rr-industry = { $seat } posouvá { $marker ->
    [0] {""}
   *[other] druhý{" "}
}ukazatel na liště průmyslového rozvoje na pole { $position }.

rr-factory = { $seat } staví továrnu č. { $tile }.

rr-factory-reached = { $seat } dosahuje továrny č. { $tile } a provádí její akci.

rr-loco = { $seat } umisťuje lokomotivu stupně { $tile } k trati { $line_gen }.

rr-loco-returned = Lokomotiva stupně { $tile } hráče { $seat } se vrací do zásoby (dál může posloužit už jen jako továrna).

rr-repeat = { $seat } opakuje akci pole „{ $space }“.

rr-card = { $seat } si bere kartu ?: { $card }.

rr-token = { $seat } využívá žeton ?: { $token }.

rr-token-forfeited = { $seat } žeton nevyužívá.

rr-relocated = { $seat } přemisťuje dělníka z lišty pořadí na tahu na pole „{ $space }“.

rr-end-bonus-card = { $seat } si vybírá kartu cílového bonusu.

rr-end-bonus-points = { $seat } si místo karty cílového bonusu bere { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }.

rr-turn-order = Pořadí na tahu pro příští kolo určeno, začíná { $seat }.

rr-scored = Vyhodnocení: { $seat } získává { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }.

rr-game-over = Konec hry. Body: { $scores }.

rr-your-end-card = Tvoje karta cílového bonusu: { $card }.

## Discord commands (/rr) and the words of choices

cmd-rr-name = rz

cmd-rr-desc = Akce hry Ruské železnice

cmd-rr-place-name = obsadit

cmd-rr-place-desc = Obsaď akční pole dělníkem, mincí nebo černým dělníkem

cmd-rr-pass-name = vzdát

cmd-rr-pass-desc = Vzdej se tahu a otoč kartu pořadí na tahu

cmd-rr-step-name = krok

cmd-rr-step-desc = Posuň kolejnici o jedno pole

cmd-rr-industry-name = průmysl

cmd-rr-industry-desc = Posuň jeden z ukazatelů průmyslového rozvoje

cmd-rr-locomotive-name = lokomotiva

cmd-rr-locomotive-desc = Umísti lokomotivu k trati (nebo vrať nahrazenou)

cmd-rr-factory-name = továrna

cmd-rr-factory-desc = Postav továrnu na nejlevější prázdnou mezeru

cmd-rr-repeat-name = opakovat

cmd-rr-repeat-desc = Zvol pole, jehož akci zopakuješ

cmd-rr-card-name = karta

cmd-rr-card-desc = Vezmi si vyloženou kartu ?

cmd-rr-choose-name = zvolit

cmd-rr-choose-desc = Zvol, kterou akci karty zopakuješ

cmd-rr-token-name = žeton

cmd-rr-token-desc = Využij žeton ? (nebo žádný)

cmd-rr-end-bonus-name = cílový-bonus

cmd-rr-end-bonus-desc = Vyber kartu cílového bonusu, nebo 10 bodů

cmd-rr-stop-name = dost

cmd-rr-stop-desc = Ukonči zbytek akce, kterou lze provést částečně

cmd-rr-later-name = později

cmd-rr-later-desc = Nech tuto výhodu na později v tomto tahu

cmd-rr-start-card-name = počáteční-karta

cmd-rr-start-card-desc = Vyber si počáteční prémiovou kartu

cmd-rr-relocate-name = přemístit

cmd-rr-relocate-desc = Přemísti dělníka z lišty pořadí na tahu na volné pole

rr-choice-space-black-1 = 2 kroky černou kolejnicí (1 dělník)

rr-choice-space-black-2 = 3 kroky černou kolejnicí (2 dělníci)

rr-choice-space-grey-1 = 2 kroky šedou kolejnicí (1 dělník)

rr-choice-space-grey-2 = 3 kroky šedou kolejnicí (2 dělníci)

rr-choice-space-brown-1 = 1 krok hnědou kolejnicí (1 dělník)

rr-choice-space-brown-2 = 2 kroky hnědou kolejnicí (2 dělníci)

rr-choice-space-natural-1 = 1 krok bezbarvou kolejnicí (1 dělník)

rr-choice-space-natural-2 = 2 kroky bezbarvou kolejnicí (2 dělníci)

rr-choice-space-white-1 = 1 krok bílou kolejnicí (1 dělník)

rr-choice-space-white-2 = 2 kroky bílou kolejnicí (2 dělníci)

rr-choice-space-any-2 = 2 kroky libovolnými kolejnicemi (dělník + mince)

rr-choice-space-bottom = 1 krok černou nebo šedou kolejnicí (spodní pole)

rr-choice-space-loco-1 = lokomotiva nebo továrna (1 dělník)

rr-choice-space-loco-2 = lokomotiva nebo továrna (2 dělníci)

rr-choice-space-loco-3 = lokomotiva a továrna (3 dělníci)

rr-choice-space-industry-1 = průmyslový rozvoj +1 (1 dělník)

rr-choice-space-industry-2 = průmyslový rozvoj +2 (2 dělníci)

rr-choice-space-industry-black = průmyslový rozvoj +1 a 1 krok černou kolejnicí (2 dělníci)

rr-choice-space-industry-3 = průmyslový rozvoj +3 (destička posledního kola)

rr-choice-space-doubling = žeton zdvojnásobení

rr-choice-space-seasonal = 2 sezónní dělníci

rr-choice-space-coins = 2 mince

rr-choice-space-order-1 = 1. místo na liště pořadí na tahu

rr-choice-space-order-2 = 2. místo na liště pořadí na tahu

rr-choice-space-engineer-left = levé proměnlivé pole inženýra

rr-choice-space-engineer-right = pravé proměnlivé pole inženýra

rr-choice-space-hire = najmutí inženýra (mince)

rr-choice-space-own-1 = vlastní inženýr 1

rr-choice-space-own-2 = vlastní inženýr 2

rr-choice-space-own-3 = vlastní inženýr 3

rr-choice-space-own-4 = vlastní inženýr 4

rr-choice-space-own-5 = vlastní inženýr 5

rr-choice-space-own-6 = vlastní inženýr 6

rr-choice-space-own-7 = vlastní inženýr 7

rr-choice-space-own-8 = vlastní inženýr 8

rr-choice-space-own-9 = vlastní inženýr 9

rr-choice-space-own-10 = vlastní inženýr 10

rr-choice-space-own-11 = vlastní inženýr 11

rr-choice-space-own-12 = vlastní inženýr 12

rr-choice-space-own-13 = vlastní inženýr 13

rr-choice-space-own-14 = vlastní inženýr 14

rr-choice-space-own-15 = vlastní inženýr 15

rr-choice-line-ts = Transsibiřská magistrála
    .gen = Transsibiřské magistrály

rr-choice-line-spb = Moskva – Sankt Petěrburg
    .gen = Moskva – Sankt Petěrburg

rr-choice-line-kiev = Moskva – Kyjev
    .gen = Moskva – Kyjev

rr-choice-colour-black = černá
    .acc = černou
    .ins = černou

rr-choice-colour-grey = šedá
    .acc = šedou
    .ins = šedou

rr-choice-colour-brown = hnědá
    .acc = hnědou
    .ins = hnědou

rr-choice-colour-natural = bezbarvá
    .acc = bezbarvou
    .ins = bezbarvou

rr-choice-colour-white = bílá
    .acc = bílou
    .ins = bílou

rr-choice-token-steps = až 4 kroky libovolnými kolejnicemi

rr-choice-token-industry = průmyslový rozvoj až +5

rr-choice-token-marker = druhý ukazatel průmyslového rozvoje

rr-choice-token-doubling = 3 žetony zdvojnásobení

rr-choice-token-revalue = žeton zvýšení hodnoty

rr-choice-token-medal = Kyjevská medaile

rr-choice-token-card = karta ? a karta cílového bonusu

rr-choice-card-four = čtyři akce

rr-choice-card-engineer = inženýr a mince

rr-choice-card-factory = továrna a průmyslový rozvoj +2

rr-choice-card-black-worker = černá figurka dělníka

rr-choice-card-loco9 = lokomotiva 9

rr-choice-card-black = 1 krok černou kolejnicí

rr-choice-card-industry = průmyslový rozvoj +1

rr-choice-card-doubling = 1 žeton zdvojnásobení

rr-choice-card-coin = 1 mince navíc

rr-choice-card-flat = 15 bodů

rr-choice-card-end-stations = konečné stanice

rr-choice-card-factories = továrny

rr-choice-card-locomotives = lokomotivy

rr-choice-card-workers = dělníci navíc

rr-choice-card-black-rails = černé kolejnice

rr-choice-card-tokens = využité žetony

rr-choice-card-doubling-tokens = žetony zdvojnásobení

rr-choice-card-extra-engineer = inženýr navíc

rr-choice-card-engineers = 6 bodů za inženýra

rr-choice-option-doubling = žeton zdvojnásobení

rr-choice-option-industry = průmyslový rozvoj +1

rr-choice-option-black = 1 krok černou kolejnicí

## Discordová tvář: tlačítka, názvy voleb, co dělají inženýři a továrny, stav hry

button-rr-place = Obsadit
button-rr-pass = Vzdát se
button-rr-step = Krok
button-rr-industry = Průmysl
button-rr-locomotive = Lokomotiva
button-rr-locomotive-supply = Vrátit do zásoby
button-rr-factory = Továrna
button-rr-repeat = Opakovat
button-rr-card = Karta ?
button-rr-choose = Znovu
button-rr-token = Žeton
button-rr-token-none = Žeton nevyužít
button-rr-end-bonus = Karta cílového bonusu
button-rr-end-bonus-none = 10 bodů místo karty
button-rr-stop = Dost
button-rr-later = Později
button-rr-start-card = Počáteční karta
button-rr-relocate = Přemístit dělníka
button-rr-relocate-none = Dělníka nechat

opt-line-name = trať
opt-colour-name = barva
opt-coins-name = mince
opt-black-name = černý-dělník
opt-replace-name = nahradit
opt-option-name = volba
opt-token-name = žeton
opt-rr-space-desc = Akční pole (nabízí se jen ta, která teď můžeš obsadit)
opt-rr-coins-desc = Kolik mincí celkem zaplatíš, včetně mince, kterou pole vyžaduje
opt-rr-black-desc = Použij černého dělníka jako jednoho z dělníků
opt-rr-line-desc = Trať: Transsibiřská magistrála, Sankt Petěrburg nebo Kyjev
opt-rr-colour-desc = Barva kolejnice
opt-rr-marker-desc = Který ukazatel průmyslového rozvoje se posune
opt-rr-replace-desc = Tvoje lokomotiva, kterou nová nahradí
opt-rr-tile-desc = Destička lokomotivy, kterou postavíš jako továrnu
opt-rr-card-desc = Karta
opt-rr-option-desc = Která část karty se provede ještě jednou
opt-rr-token-desc = Žeton ? (nevyplníš-li, žeton nevyužiješ)

rr-op-steps = { $count ->
        [one] 1 krok { $colour }
        [few] { $count } kroky { $colour }
       *[other] { $count } kroků { $colour }
    }
rr-op-colour-black = černou kolejnicí
rr-op-colour-grey = šedou kolejnicí
rr-op-colour-brown = hnědou kolejnicí
rr-op-colour-natural = bezbarvou kolejnicí
rr-op-colour-white = bílou kolejnicí
rr-op-colour-any = libovolnou kolejnicí
rr-op-points = { $count ->
        [one] 1 bod
        [few] { $count } body
       *[other] { $count } bodů
    }
rr-op-points-engineer-sum = body za součet čísel vlastních inženýrů
rr-op-points-best-two-locos = body za součet stupňů dvou nejvýkonnějších vlastních lokomotiv
rr-op-industry = průmyslový rozvoj +{ $count }
rr-op-doubling = { $count ->
        [one] 1 žeton zdvojnásobení
        [few] { $count } žetony zdvojnásobení
       *[other] { $count } žetonů zdvojnásobení
    }
rr-op-coins = { $count ->
        [one] 1 mince
        [few] { $count } mince
       *[other] { $count } mincí
    }
rr-op-seasonal = { $count ->
        [one] 1 sezónní dělník
        [few] { $count } sezónní dělníci
       *[other] { $count } sezónních dělníků
    }
rr-op-repeat = zopakování akce jednoho dělníka
rr-op-loco-or-factory = lokomotiva nebo továrna
rr-op-endbonus = karta cílového bonusu nebo 10 bodů

rr-label-engineer = inženýr { $number } ({ $effect })
rr-label-own = tvůj { $engineer }
rr-label-factory = továrna { $tile } ({ $effect })
rr-label-coins = { $count ->
        [0] bez mince
        [one] zaplatit 1 minci
        [few] zaplatit { $count } mince
       *[other] zaplatit { $count } mincí
    }
rr-label-black-yes = s černým dělníkem
rr-label-black-no = bez černého dělníka
rr-label-marker = { $number }. ukazatel průmyslového rozvoje
rr-label-replace = místo lokomotivy { $tile }

rr-start-note = Karty cílových bonusů jsou tajné: každý hráč vidí ty své příkazem /hra ruka.
rr-hint-start = Příprava: počáteční prémiové karty
rr-hint-turn = Kolo { $round } z { $rounds }: umisťování dělníků
rr-hint-task = Kolo { $round } z { $rounds }: provádění akce
rr-hint-relocate = Kolo { $round } z { $rounds }: přemístění dělníků z lišty pořadí na tahu
rr-hint-end-bonus = Kolo { $round } z { $rounds }: výběr karty cílového bonusu
rr-label-number = { $number } ({ $effect })

render-rr-worker-mark = +D

render-rr-factory-mark = T

render-rr-legend = Pod poli: barevný čtverec – přibudou kolejnice té barvy; +D – nový dělník; ? – žeton ?; ×2 – zdvojnásobení Sankt Petěrburgu; +n – prémie Kyjeva. Červená čára: dosah lokomotiv; zlatý proužek: žeton zdvojnásobení. T – továrna.

render-rr-majority = většina inženýrů
render-rr-revalued = zvýšení hodnoty
render-rr-medal = Kyjevská medaile
button-rr-locomotive-tile = Lokomotiva { $tile }
