## Mini Express (čeština). Herní pojmy podle českých pravidel (BoardBros); id a proměnné
## drž v souladu s locale/en/mini-express.ftl.
## $company je název společnosti v 1. pádě; $company_gen/_dat/_acc/_loc/_ins jsou tentýž název
## v dalších pádech (akcie Dřevařské, trať pro Dřevařskou, vliv v Dřevařské).
## Města stojí v přístavku („do města { $city }“), takže se jejich názvy neskloňují.

game-mini-express = Mini Express

## Společnosti. Termíny se skloňují: { -lumber(case: "gen") }.

-lumber = { $case ->
       *[nom] Dřevařská
        [gen] Dřevařské
        [dat] Dřevařské
        [acc] Dřevařskou
        [loc] Dřevařské
        [ins] Dřevařskou
    }
-steel = { $case ->
       *[nom] Ocelářská
        [gen] Ocelářské
        [dat] Ocelářské
        [acc] Ocelářskou
        [loc] Ocelářské
        [ins] Ocelářskou
    }
-leather = { $case ->
       *[nom] Kožedělná
        [gen] Kožedělné
        [dat] Kožedělné
        [acc] Kožedělnou
        [loc] Kožedělné
        [ins] Kožedělnou
    }
-cotton = { $case ->
       *[nom] Bavlněná
        [gen] Bavlněné
        [dat] Bavlněné
        [acc] Bavlněnou
        [loc] Bavlněné
        [ins] Bavlněnou
    }
-wild = žolík

company-lumber = { -lumber }
    .gen = { -lumber(case: "gen") }
    .dat = { -lumber(case: "dat") }
    .acc = { -lumber(case: "acc") }
    .loc = { -lumber(case: "loc") }
    .ins = { -lumber(case: "ins") }
    .colour = hnědá
company-steel = { -steel }
    .gen = { -steel(case: "gen") }
    .dat = { -steel(case: "dat") }
    .acc = { -steel(case: "acc") }
    .loc = { -steel(case: "loc") }
    .ins = { -steel(case: "ins") }
    .colour = šedá
company-leather = { -leather }
    .gen = { -leather(case: "gen") }
    .dat = { -leather(case: "dat") }
    .acc = { -leather(case: "acc") }
    .loc = { -leather(case: "loc") }
    .ins = { -leather(case: "ins") }
    .colour = oranžová
company-cotton = { -cotton }
    .gen = { -cotton(case: "gen") }
    .dat = { -cotton(case: "dat") }
    .acc = { -cotton(case: "acc") }
    .loc = { -cotton(case: "loc") }
    .ins = { -cotton(case: "ins") }
    .colour = bílá
company-wild = Žolík
    .gen = žolíka
    .dat = žolíku
    .acc = žolíka
    .loc = žolíku
    .ins = žolíkem
    .colour = fialová

## Mapy, nastavení, varianty, režimy

me-map-usa = USA
me-map-europe = Evropa
me-opt-map = Mapa
me-opt-first_game = První partie
me-opt-first_game-desc = Každé město pojme vlaky nejvýše 2 společností bez ohledu na své ohraničení.
me-variant-golden-spike = Zlatý hřeb
me-variant-ports = Přístavy
me-masinfira = Mašinfíra
me-mode-base = Základní hra (3–5 hráčů)
me-mode-solo = Sólová hra proti Mašinfírovi
me-mode-two-player = Hra pro 2 hráče s Mašinfírou
me-mode-experts = Hra pro 2 zkušené hráče (bez Mašinfíry)

## Fáze a akce

me-phase-draft = Počáteční výběr akcií
me-phase-play = Hra
me-phase-over = Konec hry
me-action-draft = Výběr počáteční akcie
me-action-buy = Pořízení akcie
me-action-build = Stavba trati
me-action-pass = Vynechání tahu
me-trains = { $count ->
        [one] { $count } vlak
        [few] { $count } vlaky
       *[other] { $count } vlaků
    }
me-shares = { $count ->
        [one] { $count } akcie
        [few] { $count } akcie
       *[other] { $count } akcií
    }
me-influence-points = { $count ->
        [one] { $count } bod vlivu
        [few] { $count } body vlivu
       *[other] { $count } bodů vlivu
    }
me-round = Kolo { $round }
me-turn = Tah { $turn }
me-shares-left = { $count ->
        [0] nezbývá žádná akcie
        [one] zbývá 1 akcie
        [few] zbývají { $count } akcie
       *[other] zbývá { $count } akcií
    }
me-capacity = { $capacity ->
        [one] pojme 1 společnost
        [few] pojme { $capacity } společnosti
       *[other] pojme { $capacity } společností
    }

## Obrázek herního plánu (render/mini_express.py hledá render-me-<slovo>; záloha je angličtina)

render-me-title = Mini Express
render-me-map-usa = USA
render-me-map-europe = Evropa
render-me-phase-draft = Počáteční výběr akcií
render-me-phase-play = Hra
render-me-phase-over = Konec hry
render-me-to-play = Na tahu:
render-me-last-round = Poslední kolo!
render-me-first-game = První partie: každé město pojme 2
render-me-length = Délka trati
render-me-share-value = Hodnota akcie:
render-me-first = 1. místo
render-me-second = 2. místo
render-me-other = Ostatní
render-me-offer = Akcie
render-me-trains = Vlaky
render-me-supply = Zásoba
render-me-set-aside = Odloženo
render-me-exhausted = VYČERPÁNO
render-me-influence = Vliv
render-me-player = Hráč
render-me-start-player = začínající hráč
render-me-holdings = akcie (vliv)
render-me-points = body
render-me-total = Celkem
render-me-rank = #
render-me-winner = Vítěz
render-me-legend-capacity = kolik společností město pojme
render-me-legend-start = počáteční lokace
render-me-legend-token = žeton poptávky
render-me-legend-port = přístav
render-me-legend-port-closed = přístav (nestaví se)
render-me-mf-company = Mašinfíra
render-me-mf-destination = cílové město Mašinfíry
render-me-golden-spike = Zlatý hřeb
render-me-east-branch = východ
render-me-west-branch = západ
render-me-spike-cancelled = zrušen
render-me-signal-go = Volno
render-me-signal-stop = Stůj
render-me-debt = dluh

## Chyby pravidel (games/mini_express/state.py). Každá říká proč a co by šlo.

error-draft-none-left = Mezi odloženými akciemi už žádná akcie { $company_gen } nezbyla. Vyber jinou společnost.
error-draft-same-company = Akcii { $company_gen } už máš; druhá počáteční akcie musí být od jiné společnosti.
error-draft-same-pair = Akcie { $company_gen } by ti dala stejnou dvojici počátečních akcií, jakou už má jiný hráč, a každá dvojice musí být jiná. Vyber jinou společnost.
error-buy-no-shares = Na poli pro akcie { $company_gen } už žádná akcie není (nabídka akcií je vyčerpána). Trať pro ni ale stavět můžeš dál.
error-buy-influence = Akcie { $company_gen } teď stojí { $cost ->
        [one] 1 bod vlivu
        [few] { $cost } body vlivu
       *[other] { $cost } bodů vlivu
    } (jeden za každý vlak na jejím poli pro vlaky), ale tvůj vliv v { $company_loc } je jen { $have }. Vliv získáš stavbou trati do města, jehož žeton poptávky nese symbol { $company_gen }, nebo si pořiď akcii jiné společnosti.
error-unknown-city = Město „{ $city }“ na této mapě není.
error-build-not-new-market = { $company } už ve městě { $city } vlak má; trať musí vést na nový trh. Vyber město, kam trať { $company_gen } ještě nevede.
error-build-city-full = Město { $city } má vyčerpanou kapacitu: pojme vlaky nejvýše { $capacity ->
        [one] 1 společnosti
       *[other] { $capacity } společností
    }. Vyber jiné město.
error-build-no-trains = { $company } nemá na poli pro vlaky žádný vlak, a tak nemůže stavět. Pořízením akcie { $company_gen } tam přibudou 3 vlaky.
error-build-no-route = Z trati { $company_gen } nevede do města { $city } žádná cesta přes políčka krajiny (trať nesmí vést skrz jiná města).
error-build-out-of-reach = { $company } potřebuje do města { $city } { $need ->
        [one] 1 vlak
        [few] { $need } vlaky
       *[other] { $need } vlaků
    }, ale na poli pro vlaky má jen { $have }. Vyber bližší město, nebo si nejdřív pořiď akcii { $company_gen }, čímž vlaky přibudou.
error-build-route-not-shortest = Tato trasa do města { $city } není jedna z nejkratších (ty potřebují { $need ->
        [one] 1 vlak
        [few] { $need } vlaky
       *[other] { $need } vlaků
    } a nevedou skrz jiné město). Vyber některou z nejkratších tras.
error-not-in-draft = Počáteční akcie už jsou rozebrané; akcie se teď získávají akcí Pořízení akcie.
error-draft-first = Nejdřív je třeba rozebrat počáteční akcie (příprava hry).
error-build-no-wild = Ve městě { $city } není žeton poptávky se žolíkovým symbolem, volbu žolíka proto vynech.
error-build-wild-choice = Žeton poptávky ve městě { $city } má žolíkový symbol: urči jednu společnost kromě { $company_gen }, ve které ti vliv stoupne o 1.
error-pass-not-allowed = Tah nelze vynechat, dokud je možná nějaká akce: v každém tahu si buď pořídíš akcii, nebo postavíš trať.

## Události (me-ev-*): co se stalo, pro kanál a průběh hry.

me-ev-draft = { $seat } si bere počáteční akcii { $company_gen }.
me-ev-draft-skipped = { $seat } už nemá žádnou povolenou počáteční akcii a vynechává.
me-ev-draft-leftover = { $shares ->
        [one] Nevybraná akcie { $company_gen } posouvá
        [few] { $shares } nevybrané akcie { $company_gen } posouvají
       *[other] { $shares } nevybraných akcií { $company_gen } posouvá
    } její ukazatel délky trati o { $steps ->
        [one] 1 políčko
        [few] { $steps } políčka
       *[other] { $steps } políček
    }.
me-ev-play-begins = Počáteční akcie jsou rozebrané. Hru zahajuje začínající hráč: { $seat }.
me-ev-buy = { $seat } si pořizuje akcii { $company_gen } { $cost ->
        [0] zdarma
        [one] za 1 bod vlivu
        [few] za { $cost } body vlivu
       *[other] za { $cost } bodů vlivu
    }; na pole pro vlaky { $trains ->
        [0] nepřibývá žádný vlak.
        [one] přibývá 1 vlak.
        [few] přibývají { $trains } vlaky.
       *[other] přibývá { $trains } vlaků.
    }
me-ev-build = { $seat } staví trať { $company_gen } do města { $city } ({ $trains ->
        [one] 1 vlak
        [few] { $trains } vlaky
       *[other] { $trains } vlaků
    }); délka trati { $length_from } → { $length_to }.
me-ev-compensation = Kompenzační bonus: { $company } { $trains ->
        [0] nedostává žádný vlak (pole pro vlaky je plné nebo zásoba prázdná).
        [one] dostává 1 vlak na pole pro vlaky.
        [few] dostává { $trains } vlaky na pole pro vlaky.
       *[other] dostává { $trains } vlaků na pole pro vlaky.
    }
me-ev-influence = { $seat }: vliv v { $company_loc } stoupá na { $to }.
me-ev-token-removed = Město { $city } má vyčerpanou kapacitu; jeho žeton poptávky se odstraňuje.
me-ev-supply-out = V obecné zásobě nezbyl žádný vlak { $company_gen }: { $shares ->
        [one] její poslední akcie jde ze hry.
        [few] její zbývající { $shares } akcie jdou ze hry.
       *[other] jejích zbývajících { $shares } akcií jde ze hry.
    }
me-ev-exhausted = Nabídka akcií { $company_gen } je vyčerpána.
me-ev-end-triggered = Nabídky akcií dvou společností jsou vyčerpány: hra skončí, až se dohraje toto kolo.
me-ev-game-over = Hra skončila. Vítězí { $winner }! Skóre: { $scores }.
me-ev-pass = { $seat } nemůže provést žádnou akci a tah vynechává.

## Režimy: sólová hra, hra pro 2 hráče s Mašinfírou, hra pro 2 zkušené hráče (state.py, automa.py)

error-split-company-taken = { $company } už byla při rozdělování počátečních akcií zvolena. Vyber jinou společnost.
error-split-not-duel = Rozdělování počátečních akcií volbou společností patří jen do hry pro 2 zkušené hráče; v této hře si počáteční akcie vybíráš po jedné.
error-draft-duel-split = Ve hře pro 2 zkušené hráče se počáteční akcie rozdělují volbou společností: začínající hráč volí dvakrát (společnost, od které si vezme obě akcie, a pak společnost, od které si oba vezmou po jedné), potom jednou druhý hráč.
error-duel-same-company = Obě akce tahu musí být pro 2 různé společnosti a první byla pro { $company_acc }. Vyber jinou společnost.
error-duel-second-action-ends = Tato akce pro { $company_acc } by vyčerpala nabídku akcií a ukončila hru, ale druhou akcí tahu hru ukončit nesmíš. Zvol jinou akci.
me-ev-end-now = Nabídky akcií dvou společností jsou vyčerpány a { $seat } hraje v kole poslední: hra okamžitě končí.
me-ev-split-two = { $seat } volí { $company_acc } a bere si obě její odložené akcie.
me-ev-split-shared = { $seat } volí { $company_acc }: každý hráč si bere 1 její akcii.
me-ev-split-last = Z poslední společnosti si každý hráč bere 1 akcii: { $company }.
me-ev-duel-second = { $seat } hraje druhou akci tahu, a to pro jinou společnost než { $company_acc }.
me-ev-duel-end = Nabídka akcií { $company_gen } je vyčerpána: hra pro 2 zkušené hráče ihned končí.
me-ev-mf-leftover = { $seat } dostává { $shares ->
        [one] nevybranou akcii
        [few] { $shares } nevybrané akcie
       *[other] { $shares } nevybraných akcií
    } { $company_gen }.
me-ev-mf-setup-token = Příprava Mašinfíry: { $seat } losuje žeton a ukazatel zvolené společnosti se posouvá o { $steps ->
        [one] 1 pole
        [few] { $steps } pole
       *[other] { $steps } polí
    } (ukazatel cílového města se nehýbe).
me-ev-mf-setup-share = { $seat } si bere { $shares ->
        [one] počáteční akcii
        [few] { $shares } počáteční akcie
       *[other] { $shares } počátečních akcií
    } { $company_gen }{ $from_box ->
        [0] .
        [one] {" "}(1 z krabice, protože odložená už nezbyla).
       *[other] {" "}({ $from_box } z krabice, protože odložené už nezbyly).
    }
me-ev-mf-ready = Žetony s ikonou obnovení jdou do sáčku; { $bag ->
        [one] je v něm 1 žeton Mašinfíry.
        [few] jsou v něm { $bag } žetony Mašinfíry.
       *[other] je v něm { $bag } žetonů Mašinfíry.
    }
me-ev-mf-token = { $seat } losuje žeton Mašinfíry: ukazatel zvolené společnosti se posouvá o { $company_steps ->
        [one] 1 pole
        [few] { $company_steps } pole
       *[other] { $company_steps } polí
    }, ukazatel cílového města o { $destination_steps ->
        [one] 1 město
        [few] { $destination_steps } města
       *[other] { $destination_steps } měst
    }.
me-ev-mf-reshuffle = { $seat } losuje žeton s ikonou obnovení: { $returned ->
        [one] 1 žeton se vrací
        [few] { $returned } žetony se vracejí
       *[other] { $returned } žetonů se vrací
    } do sáčku a losuje se znovu.
me-ev-mf-company = Ukazatel zvolené společnosti se posouvá o { $steps ->
        [one] 1 pole
        [few] { $steps } pole
       *[other] { $steps } polí
    } na { $company_acc }.
me-ev-mf-destination = Ukazatel cílového města se posouvá do města { $city } (č. { $number }){ $skipped ->
        [0] .
        [one] {" "}a přeskakuje 1 město bez žetonu poptávky.
        [few] {" "}a přeskakuje { $skipped } města bez žetonu poptávky.
       *[other] {" "}a přeskakuje { $skipped } měst bez žetonu poptávky.
    }
me-ev-mf-destination-enters = Ukazatel cílového města vstupuje na mapu do města { $city } (č. { $number }){ $skipped ->
        [0] , nejbližšího pravému hornímu rohu.
        [one] : město č. 1 už nemá žeton poptávky.
       *[other] : města č. 1–{ $skipped } už nemají žeton poptávky.
    }
me-ev-mf-destination-stays = Ukazatel cílového města stojí na posledním městě ({ $city }) a zůstává tam.
me-ev-mf-last-city = Ukazatel cílového města dorazil do města s číslem 32 ({ $city }): na této obtížnosti hra okamžitě končí.
me-ev-mf-takes-share = { $company } má na poli pro vlaky { $trains ->
        [0] 0 vlaků
        [one] 1 vlak
        [few] { $trains } vlaky
       *[other] { $trains } vlaků
    } (0–2): { $seat } si pořizuje její akcii.
me-ev-mf-cannot-take = { $company } má na poli pro vlaky { $trains ->
        [0] 0 vlaků
        [one] 1 vlak
        [few] { $trains } vlaky
       *[other] { $trains } vlaků
    }, ale na poli pro akcie už nemá žádnou akcii: { $seat } losuje nový žeton (ukazatel cílového města se nehýbe).
me-ev-mf-builds = { $company } má na poli pro vlaky { $trains ->
        [one] 1 vlak
        [few] { $trains } vlaky
       *[other] { $trains } vlaků
    } (3–5): { $seat } pro ni staví trať.
me-ev-mf-cannot-build = { $company } má na poli pro vlaky { $trains ->
        [one] 1 vlak
        [few] { $trains } vlaky
       *[other] { $trains } vlaků
    }, ale nemůže postavit trať do žádného města: { $seat } losuje nový žeton (ukazatel cílového města se nehýbe).
me-ev-mf-redraw = Nový žeton posouvá ukazatel zvolené společnosti o { $steps ->
        [one] 1 pole
        [few] { $steps } pole
       *[other] { $steps } polí
    }.
me-ev-mf-target = { $seat } staví trať { $company_gen } do města { $city }: { $reason ->
        [only] je to jediné město, kam může { $company } postavit trať.
        [shorter] cílovému městu je stejně blízko více měst (celkem { $tied }) a sem vede nejkratší trať ({ $trains ->
            [one] 1 vlak
            [few] { $trains } vlaky
           *[other] { $trains } vlaků
        }).
        [more-companies] stejně blízko cílovému městu a se stejně dlouhou tratí je více měst (celkem { $tied }) a tady jsou vlaky nejvíce společností ({ $present }).
        [higher-number] více měst (celkem { $tied }) je cílovému městu stejně blízko, se stejně dlouhou tratí i se stejným počtem společností, a toto má nejvyšší číslo.
       *[nearest] ze všech dosažitelných měst (celkem { $candidates }) je nejblíže cílovému městu ({ $distance ->
            [0] je to samo cílové město
            [one] vzdálenost 1 políčko
            [few] vzdálenost { $distance } políčka
           *[other] vzdálenost { $distance } políček
        }).
    }
me-ev-mf-route = Trať začíná na startovním políčku nejvíce na východ a pak na sever ({ $hex }{ $starts ->
        [one] ; jiné startovní políčko není
       *[other] ; startovních políček je víc, celkem { $starts }
    }); { $rule ->
        [only] odtud vede jediná nejkratší trasa.
       *[clockwise] ze stejně dlouhých tras odtud (celkem { $routes }) vybírá pravidlo hodinových ručiček.
    }
me-ev-mf-wild = Žeton poptávky ve městě { $city } má žolíkový symbol: { $seat } získává vliv ve všech čtyřech společnostech.
me-ev-mf-no-compensation = Kompenzační bonus: { $company } nedostává nic, protože už má na poli pro vlaky { $trains ->
        [one] 1 vlak
        [few] { $trains } vlaky
       *[other] { $trains } vlaků
    } (Turista).
me-ev-mf-share-influence = { $seat }: s akcií stoupá vliv v { $company_loc } na { $to } (Průvodčí).
me-ev-mf-pass = { $seat } nemůže provést akci pro žádnou společnost a tah vynechává.

## Varianty a minirozšíření (games/mini_express/variants.py): Zlatý hřeb, Přístavy, Tajný dluh,
## V ruchu a spěchu, Plnou parou vpřed.

me-variant-secret-debt = Tajný dluh
me-variant-signals = V ruchu a spěchu
me-variant-full-steam = Plnou parou vpřed
me-action-branch = Zvolit západní větev
me-action-port = Zvolit přístav
me-action-next = Zvolit dalšího hráče

error-branch-pending = Nejdřív vyber společnost, která bude provozovat západní větev transkontinentální železnice ({ $count ->
        [one] připadá v úvahu 1 společnost
        [few] připadají v úvahu { $count } společnosti
       *[other] připadá v úvahu { $count } společností
    }).
error-branch-not-pending = Západní větev se teď nevybírá: tato volba přichází, jen když trať propojí Omahu se San Franciskem.
error-branch-choice = { $company } nemůže provozovat západní větev: vyber společnost s vlakem na políčku, kde se větve spojily, kromě společnosti provozující východní větev.
error-build-spike-closed = Do města { $city } už trať postavit nelze: jeho žeton poptávky byl odstraněn, když první trať dorazila do Omahy (Zlatý hřeb).
error-port-pending = Nejdřív vyber neobsazený přístav pro vlak { $company_gen } ({ $options }).
error-port-not-pending = Přístav se teď nevybírá: tato volba přichází jen po první trati do města se žetonem poptávky se žolíkovým symbolem.
error-port-unknown = { $hex } není políčko přístavu.
error-port-taken = Přístav na políčku { $hex } je už obsazený; vyber neobsazený přístav.
error-next-pending = Nejdřív urči, kdo bude na tahu: hráče, jehož návěstidlo ukazuje Volno.
error-next-not-pending = Dalšího hráče teď nikdo nevybírá.
error-next-unknown = { $seat } u tohoto stolu nesedí.
error-next-self = Tvůj tah právě skončil: vyber jednoho z ostatních hráčů.
error-next-stop = Návěstidlo hráče { $seat } ukazuje Stůj: vyber hráče, jehož návěstidlo ukazuje Volno.

me-ev-spike-omaha = { $seat } staví první trať do města { $city } (pro { $company_acc }): nastává událost Zlatý hřeb a začíná stavba transkontinentální železnice!
me-ev-spike-east = Vlak { $company_gen } ze zásoby jde na destičku Zlatého hřebu: { $company } provozuje východní větev.
me-ev-spike-no-east = { $company } už nemá v zásobě žádný vlak, takže východní větev v této hře nikdo neprovozuje.
me-ev-spike-west-start = Vlak { $company_gen } ze zásoby jde do města { $city }, nové počáteční lokace { $company_gen }.
me-ev-spike-no-train = { $company } už nemá v zásobě žádný vlak a do města { $city } žádný nedostává.
me-ev-spike-token-removed = Žeton poptávky ve městě { $city } se odstraňuje: vliv už odtud získat nelze a trať sem už postavit nelze.
me-ev-spike-cancelled = { $seat } staví trať do města { $city } dřív, než nějaká trať dorazila do Omahy: destička Zlatého hřebu jde ze hry a událost nenastane.
me-ev-spike-linked = Zlatý hřeb je zatlučen! Souvislá trať teď spojuje Omahu se San Franciskem; větve se spojily na políčku { $hexes }.
me-ev-spike-choose = { $seat } vybírá, která ze společností na místě spojení (celkem { $count }) bude provozovat západní větev.
me-ev-spike-no-candidate = Na místě spojení stojí jen východní větev: západní větev nikdo neprovozuje.
me-ev-spike-west-chosen = { $seat } volí pro západní větev { $company_acc }.
me-ev-spike-west = Vlak { $company_gen } ze zásoby jde na destičku Zlatého hřebu: { $company } provozuje západní větev.
me-ev-spike-no-west = { $company } už nemá v zásobě žádný vlak, takže západní větev nikdo neprovozuje.
me-ev-spike-bonus = { $company } provozuje větev transkontinentální železnice: délka trati { $length_from } → { $length_to }.
me-ev-mf-branch = { $seat } volí pro západní větev { $company_acc }: { $reason ->
        [more-shares] má od ní víc akcií než od ostatních.
        [fewer-player-shares] od ní i od jiné má stejně akcií, ale hráči mají od této méně.
        [marker] při shodě rozhoduje ukazatel zvolené společnosti (tato je na něm, nebo po něm následuje).
       *[only] je to jediná přítomná společnost.
    }
me-ev-port-event = { $seat } staví první trať do města { $city }, jehož žeton poptávky má žolíkový symbol: událost Přístav pro { $company_acc }.
me-ev-port-no-train = { $company } už nemá v zásobě žádný vlak: událost Přístav se přeskakuje.
me-ev-port-none-free = Žádný přístav není volný: událost Přístav se přeskakuje.
me-ev-port-choose = { $seat } vybírá neobsazený přístav pro vlak { $company_gen }: { $options }.
me-ev-port-placed = { $seat } staví vlak { $company_gen } do přístavu na políčku { $hex }, další počáteční lokace { $company_gen }.
me-ev-mf-port = { $seat } bere neobsazený přístav nejblíže cílovému městu: { $hex } ({ $distance ->
        [0] cílové město zatím nemá
        [one] vzdálenost 1 políčko
        [few] vzdálenost { $distance } políčka
       *[other] vzdálenost { $distance } políček
    }).
me-ev-signal-stop = { $seat } otáčí své návěstidlo na Stůj.
me-ev-signal-end-triggered = Nabídky akcií dvou společností jsou vyčerpány: hraje se dál, dokud všechna návěstidla neukazují Stůj.
me-ev-signal-reset = Všechna návěstidla ukazují Stůj, takže se všechna otáčejí zpět na Volno; { $seat } vybírá, kdo z ostatních hráčů bude na tahu.
me-ev-signal-choose = { $seat } vybírá dalšího aktivního hráče z těch, jejichž návěstidlo ukazuje Volno.
me-ev-signal-next = { $seat } dostává žeton začínajícího hráče a je na tahu.
me-ev-debt-yours = { $seat }, toto je tvůj tajný žeton dluhu (č. { $token }); vidíš ho jen ty:
me-ev-debt-line = Vliv v { $company_loc } −{ $amount } před závěrečným bodováním.
me-ev-debt-revealed = { $seat } odhaluje svůj žeton dluhu (č. { $token }).
me-ev-debt-paid = { $seat } splácí dluh: vliv v { $company_loc } −{ $amount }, nyní { $to }.

## Mapy rozšíření: Spojené království 1918 (uk) a Tchaj-wan 1908 (taiwan)

me-map-uk = Spojené království 1918
me-map-taiwan = Tchaj-wan 1908
choice-map-uk = Spojené království 1918
choice-map-taiwan = Tchaj-wan 1908
me-action-underground = Stavba londýnského metra
me-action-ferry = Stavba trajektové linky
me-action-white = Stavba trati bílé společnosti
me-action-influence = Volba vlivu (venkov)
me-action-restrict = Volba žetonu omezení
me-action-seal = Císařská pečeť: společnost, v níž vliv stoupne
cmd-mx-underground-name = metro
cmd-mx-underground-desc = Spojené království: bílý vlak na volné políčko okolo Londýna (např. K15)
cmd-mx-ferry-name = trajekt
cmd-mx-ferry-desc = Spojené království: volná trajektová linka z města společnosti do druhého města
cmd-mx-white-name = bílá
cmd-mx-white-desc = Tchaj-wan: trať bílé společnosti přes jedno horské políčko do prázdného města
cmd-mx-influence-name = vliv
cmd-mx-influence-desc = Venkov: společnost pro jeden žolíkový vliv
cmd-mx-restrict-name = omezení
cmd-mx-restrict-desc = Tchaj-wan: společnost, v níž klesne vliv i žeton omezení o 1
cmd-mx-seal-name = pečeť
cmd-mx-seal-desc = Tchaj-wan, císařská pečeť: společnost, v níž vliv stoupne o 1 (v ostatních klesne o 1)
opt-ferry-name = trajekt
opt-ferry-desc = Trajektová linka, pojmenovaná svými dvěma městy
button-mx-underground = Metro
button-mx-ferry = Trajekt
button-mx-white = Bílá trať
button-mx-influence = Vliv
button-mx-restrict = Omezení
button-mx-seal = Pečeť

error-draft-white = Akcie bílé společnosti se na této mapě při výběru neberou: vyber hnědou, šedou nebo oranžovou.
error-split-pile-same = Hromádka má 2 akcie jedné společnosti a 1 akcii jiné: pro jednu akcii vyber jinou společnost.
error-split-pile-choice = Vyber jednu ze dvou hromádek podle společnosti, od které má 2 akcie; { $company } to není.
error-not-your-choice = Tahle volba patří jinému hráči.
error-uk-only = Tato akce existuje jen na mapě Spojeného království.
error-taiwan-only = Tato akce existuje jen na mapě Tchaj-wanu.
error-underground-hex = { $hex } není žádné ze šesti políček metra okolo Londýna.
error-underground-taken = Na políčku metra { $hex } už bílý vlak je.
error-white-own-build = Bílá společnost na této mapě běžnou trať nestaví: použij její vlastní stavbu.
error-ferry-unknown = Trajektová linka { $ferry } neexistuje.
error-ferry-white = Bílá společnost trajektovou linku stavět nemůže.
error-ferry-taken = Trajektovou linku { $ferry } už obsluhuje { $company }.
error-ferry-not-connected = { $company } nemá vlak v žádném z měst na koncích trajektové linky { $ferry }.
error-ferry-both-ends = { $company } už má vlak v obou městech na koncích trajektové linky { $ferry }.
error-tw-no-tokens = Všech 8 žetonů rozvoje měst už je na mapě: bílá společnost už stavět nemůže.
error-tw-no-restriction = Potřebuješ vliv v hnědé, šedé nebo oranžové společnosti, jejíž žeton omezení je ještě nad hodnotou 3.
error-tw-source-empty = Trať bílé společnosti vede z obsazeného města; { $city } žádný vlak nemá.
error-tw-target-occupied = Trať bílé společnosti vede do neobsazeného města; { PREP("v", $city) } už vlak je.
error-tw-same-side = Města musí ležet na opačných stranách hor; { $city } tak neleží.
error-tw-no-mountain-route = Žádná nejkratší cesta { PREP("do", $city) } nevede přes právě jedno neobsazené horské políčko.
error-tw-developed = { PREP("V", $city) } je žeton rozvoje měst: stavět tam smí jen bílá společnost.
error-countryside-pending = Nejdřív zvol, kam půjde vliv z venkova (na výběr { $count ->
        [one] je 1 společnost
        [few] jsou { $count } společnosti
       *[other] je { $count } společností
    }).
error-countryside-not-pending = Teď se žádný vliv z venkova nevybírá.
error-countryside-choice = { $company } tento vliv získat nemůže: každý žolíkový symbol zvyšuje vliv v jiné společnosti.
error-restrict-pending = Nejdřív zvol žeton omezení, který klesne (na výběr { $count ->
        [one] je 1 společnost
        [few] jsou { $count } společnosti
       *[other] je { $count } společností
    }).
error-restrict-not-pending = Teď se žádný žeton omezení nevybírá.
error-restrict-choice = { $company } zvolit nejde: musíš v ní mít vliv a její žeton omezení musí být nad 3.
error-seal-pending = Nejdřív držitel císařské pečetě zvolí společnost, v níž si zvýší vliv (na výběr { $count ->
        [one] je 1 společnost
        [few] jsou { $count } společnosti
       *[other] je { $count } společností
    }).
error-seal-not-pending = Císařská pečeť se použije až před závěrečným bodováním.
error-seal-choice = { $company } nelze císařskou pečetí zvýšit.

me-ev-pile-double = { $seat } dává do první hromádky 2 akcie { $company_gen }.
me-ev-pile-single = { $seat } přidává 1 akcii { $company_gen }; druhou hromádku tvoří zbytek.
me-ev-pile-taken = { $seat } bere hromádku se 2 akciemi { $company_gen }.
me-ev-uk-faster = Pořízena osmá akcie: rychlejší vlaky! Akcie teď přidává 4 vlaky a pole pro vlaky pojme 6 (bílá dál 1 a 2).
me-ev-underground = { $seat } staví londýnské metro na políčko { $hex }: délka trati bílé společnosti { $length_from } → { $length_to }.
me-ev-ferry = { $seat } staví pro { $company_acc } trajektovou linku { $ferry } do města { $city }: délka trati { $length_from } → { $length_to }.
me-ev-countryside = { $seat } připojuje okrajové město { $city } (připojení venkova) a získává { $count ->
        [one] 1 bod vlivu.
        [few] { $count } body vlivu, každý v jiné společnosti.
       *[other] { $count } bodů vlivu, každý v jiné společnosti.
    }
me-ev-uk-key = Město { $city } má klíč k městu: délka trati { $company_gen } → { $to }.
me-ev-tw-restrict = { $seat } snižuje svůj vliv v { $company_loc } na { $to }; žeton omezení klesá na { $limit }.
me-ev-tw-capped = Vliv hráče { $seat } v { $company_loc } klesá na { $to }, těsně pod žeton omezení.
me-ev-tw-restrict-choose = { $seat } volí, který žeton omezení klesne.
me-ev-tw-white-from = { $seat } staví trať bílé společnosti (japonské vlády) z města { $city }.
me-ev-tw-white = Trať bílé společnosti dosahuje města { $city } ({ $trains ->
        [one] 1 vlak
        [few] { $trains } vlaky
       *[other] { $trains } vlaků
    }); délka trati bílé společnosti { $length_from } → { $length_to }.
me-ev-tw-developed = Žeton rozvoje měst jde do města { $city }: nová počáteční lokace všech společností ({ $left ->
        [0] další žeton rozvoje měst už nezbývá
        [one] zbývá poslední žeton rozvoje měst
        [few] zbývají ještě { $left } žetony rozvoje měst
       *[other] zbývá ještě { $left } žetonů rozvoje měst
    }).
me-ev-tw-star-all = { $city } je město s hvězdičkou a žetonem rozvoje měst: všechny žetony označení bonusů postupují o 1 políčko.
me-ev-tw-new-trains = { $company } { $trains ->
        [0] nedostává na pole pro vlaky žádný nový vlak.
        [one] dostává na pole pro vlaky 1 nový vlak.
        [few] dostává na pole pro vlaky { $trains } nové vlaky.
       *[other] dostává na pole pro vlaky { $trains } nových vlaků.
    }
me-ev-tw-white-train = { $seat } si ze zásoby bere bílý vlak (teď má { $count ->
        [one] 1 bílý vlak
        [few] { $count } bílé vlaky
       *[other] { $count } bílých vlaků
    }).
me-ev-tw-star = { $company } připojuje město s hvězdičkou { $city }: její žeton označení bonusů postupuje na { $count }.
me-ev-tw-seal = { $seat } drží císařskou pečeť (součet bílých vlaků a bílých akcií je { $total }{ $shared ->
        [1] {""}
        [few] ; pečeť drží společně { $shared } hráči
       *[other] ; pečeť drží společně { $shared } hráčů
    }).
me-ev-tw-star-bonus = { $company } připojila { $stars ->
        [one] 1 město
        [few] { $stars } města
       *[other] { $stars } měst
    } s hvězdičkou: délka trati { $length_from } → { $length_to }.
me-ev-tw-seal-up = Císařská pečeť: { $seat } zvyšuje svůj vliv v { $company_loc } na { $to }.
me-ev-tw-seal-down = Císařská pečeť: { $seat } snižuje svůj vliv v { $company_loc } na { $to }.
me-ev-tw-seal-white = Císařská pečeť: { $seat } nemá vliv v { $company_loc }, a tak si snižuje vliv v bílé společnosti o 2 na { $to }.
render-me-map-uk = Spojené království 1918
render-me-map-taiwan = Tchaj-wan 1908
render-me-legend-ferry = trajektová linka
render-me-legend-red-line = červená čára (trať ji nepřekročí)
render-me-legend-key = klíč k městu (+1 délka)
render-me-legend-wild = žolíkové symboly (venkov)
render-me-legend-underground = metro (+délka)
render-me-legend-mountain = hory (jen bílá)
render-me-legend-star = město s hvězdičkou
render-me-legend-developed = žeton rozvoje měst
render-me-upgrade = Vylepšení vlaků
render-me-limit = omezení
render-me-bonus = bonus
render-me-seal = pečeť
render-me-legend-number = číslo města (sólo)
opt-mx-source-desc = Tchaj-wan: obsazené město, odkud vede trať bílé společnosti

## /mx: příkazy na Discordu (cmd-mx-<akce>-name/-desc, opt-<pole>-name/-desc, choice-<volba>-<hodnota>;
## pravidla pojmenování viz commands.ftl)

cmd-mx-name = mx
cmd-mx-desc = Akce hry Mini Express
cmd-mx-draft-name = výběr
cmd-mx-draft-desc = Příprava hry: vezmi si jednu z odložených počátečních akcií
cmd-mx-buy-name = akcie
cmd-mx-buy-desc = Pořízení akcie: zaplatíš vlivem tolik, kolik vlaků je na poli pro vlaky společnosti
cmd-mx-build-name = trať
cmd-mx-build-desc = Stavba trati: prodluž trať společnosti nejkratší cestou do města
cmd-mx-pass-name = pas
cmd-mx-pass-desc = Vynechat tah (jen když žádná akce není možná)

opt-route-name = trasa
opt-route-desc = Kterou z rovnocenných nejkratších tras postavit (prázdné: první)
opt-wild-name = žolík
opt-wild-desc = Společnost, ve které ti žolík na žetonu poptávky zvýší vliv o 1

choice-company-lumber = { -lumber } (hnědá)
choice-company-steel = { -steel } (šedá)
choice-company-leather = { -leather } (oranžová)
choice-company-cotton = { -cotton } (bílá)

## Tlačítka a nabídky u zprávy o tahu a slova o trase (bot/faces/mini_express.py)

button-draft = Vzít akcii { $company_gen }
button-buy = Pořídit akcii { $company_gen } (cena { $cost })
button-pass = Vynechat tah
select-build-placeholder = Stavba trati pro { $company_acc }…
select-build-option = { $city } ({ $count ->
        [one] 1 vlak
        [few] { $count } vlaky
       *[other] { $count } vlaků
    })
select-wild-prompt = Žeton poptávky ve městě { $city } ukazuje žolíka: vyber společnost, ve které získáš 1 vliv.
route-via = přes { $hexes }

## /hra nová: mapa a první hra (choice-<volba>-<hodnota>, choice-variant-<volba>)

opt-first_game-name = první_partie
opt-first_game-desc = Zjednodušení pro první partii: každé město pojme vlaky 2 společností
choice-variant-first_game = První partie (každé město pojme 2 společnosti)
choice-map-usa = USA

## /hra nová: režimy hry Mini Express a obtížnost sólové hry (choice-<volba>-<hodnota>)

opt-mode-name = režim
opt-mode-desc = Jak hrát: 3–5 hráčů, sólo proti Mašinfírovi, nebo 2 hráči
opt-difficulty-name = obtížnost
opt-difficulty-desc = Obtížnost sólové hry (jen v sólovém režimu)
choice-mode-standard = Základní hra (3–5 hráčů)
choice-mode-solo = Sólová hra proti Mašinfírovi
choice-mode-two_player = Hra pro 2 hráče s Mašinfírou
choice-mode-experts = Hra pro 2 zkušené hráče (bez Mašinfíry)
choice-difficulty-cestujici = Cestující (lehká)
choice-difficulty-turista = Turista (normální)
choice-difficulty-sotous = Šotouš (těžká)
choice-difficulty-pruvodci = Průvodčí (brutální)
choice-difficulty-ajznbonak = Ajznbónák (ultimátní)

## /hra nová: varianty podle přepínačů hry (choice-variant-<volba>)

choice-variant-golden_spike = Zlatý hřeb (Mini Express, mapa USA)
choice-variant-ports = Přístavy (Mini Express, mapa Evropy)
choice-variant-secret_debt = Tajný dluh (Mini Express)
choice-variant-signals = V ruchu a spěchu (Mini Express)
choice-variant-full_steam = Plnou parou vpřed (Mini Express)

## /mx: rozdělení akcií ve hře zkušených a čekající volby variant (bot/faces/mini_express.py)

cmd-mx-split-name = rozdělení
cmd-mx-split-desc = Hra pro 2 zkušené hráče, příprava: zvol společnost při rozdělení počátečních akcií
cmd-mx-branch-name = větev
cmd-mx-branch-desc = Zlatý hřeb: zvol společnost, která provozuje západní větev
cmd-mx-port-name = přístav
cmd-mx-port-desc = Přístavy: neobsazený přístav, na který vlak přijde (např. G8)
cmd-mx-next-name = další
cmd-mx-next-desc = V ruchu a spěchu: hráč, který hraje další (návěstidlo Volno)
opt-hex-name = pole
opt-hex-desc = Pole podle označení na okraji plánu, např. G8
opt-player-name = hráč
opt-player-desc = Hráč
button-split-both = Obě akcie { $company_gen }
button-split-shared = Každý jednu akcii { $company_gen }
button-choose-branch = Západní větev: { $company }
button-choose-port = Přístav { $value }
button-choose-next = Další hraje { $value }
debt-start-note = Tajný dluh: každý hráč má tajný žeton dluhu. Svůj uvidíš příkazem /hra ruka (nebo tlačítkem „Moje tajemství“); vidíš ho jen ty.
