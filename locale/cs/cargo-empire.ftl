## Dopravní impérium (česky). Herní pojmy podle českého vydání; id a proměnné drž ve shodě
## s locale/en/cargo-empire.ftl.

game-cargo-empire = Dopravní impérium

## Chyby pravidel
ce-error-unknown-city = Město { $city } na mapě není.
ce-error-same-city = Nabídkové a poptávkové město musí být různá ({ $city }).
ce-error-level3 = { $city } je město úrovně 3: zboží nenabízí ani nepoptává.
ce-error-no-post = Ve městě { $city } nemáš obchodní stanici.
ce-error-no-goods = Ve městě { $city } už na polích nabídky není žádné zboží.
ce-error-no-demand = Město { $city } nemá volné pole poptávky pro { $goods } zboží.
ce-error-no-cards = Zahraj aspoň jednu kartu přepravy.
ce-error-not-enough-cards = Máš jen { $have ->
        [0] žádnou kartu
        [one] 1 kartu
        [few] { $have } karty
       *[other] { $have } karet
    } { $card } přepravy, ale chceš jich zahrát { $need }.
ce-error-cards-cannot-carry = Těmito kartami nelze přepravit zboží na trase { $supply } → { $demand } (kartu železniční přepravy nelze rozdělit jinou kartou).
ce-error-card-not-needed = Některá z karet není pro přepravu { $supply } → { $demand } potřeba: hraj jen karty, které přeprava po nejkratší trase vyžaduje.
ce-error-must-transport = Přepravu provést můžeš, a proto musíš.
ce-error-refill-full = Pole nabídky ve městě { $city } jsou plná.
ce-error-no-cubes = V zásobě už nejsou žádné { $goods } kostičky.
ce-error-not-now = Hra teď nečeká na „{ $got }“, ale na: { $expected }.
ce-error-task-not-drawn = Karta úkolu { $task } není mezi kartami, ze kterých teď vybíráš.
ce-error-first-post-city = První obchodní stanice patří do města z nabídky karet měst, které nezvolil nikdo jiný ({ $city } takové není).
ce-error-second-post-city = Druhá obchodní stanice patří do města z tvé tajné karty města, ne { PREP("do", $city) }.
ce-error-post-space = Ve městě { $city } není volné pole poptávky pro { $goods } zboží.
ce-error-marker-not-allowed = Na stupnici rozvoje se teď { $marker } posunout nesmí.
ce-error-path-needed = Zvol, zda { $marker } na stupnici rozvoje pojede horní, nebo spodní trasou.
ce-error-path-fixed = Na stupnici rozvoje zůstává { $marker } na své trase až do místa křížení.
ce-error-city-not-offered = Karta { $card } není v nabídce karet měst.

## Události
ce-ev-round = Začíná { $round }. kolo.
ce-ev-task = { $seat } si nechává kartu úkolu; teď má { $count ->
        [one] 1 kartu úkolu
        [few] { $count } karty úkolů
       *[other] { $count } karet úkolů
    }.
ce-ev-card = { $seat } bere kartu { $card } přepravy.
ce-ev-post = { $seat } umisťuje obchodní stanici do města { $city }.
ce-ev-transport = { $seat } přepravuje { $goods } zboží { PREP("z", $supply) } { PREP("do", $demand) } a zahrává { LIST(ce-played-road, ce-played-rail, ce-played-sea, conj: "a") }.
ce-ev-upgrade = Město { $city } je povýšeno na úroveň { $level }{ $perfect ->
    [true] {" "}— bezchybné povýšení!
   *[other] .
}
ce-ev-rewards = Odměna za přepravu: { $seat } posune { LIST(ce-move-car, ce-move-train, ce-move-ship, conj: "a") }{ $rewards ->
        [0] {""}
        [one] ; k tomu 1 posun navíc za městskou odměnu
        [few] ; k tomu { $rewards } posuny navíc za městské odměny
       *[other] ; k tomu { $rewards } posunů navíc za městské odměny
    }{ $perfect ->
        [true] {" "}a 1 posun navíc za bezchybné povýšení
       *[other] {""}
    }.
ce-ev-advance = { $seat } posouvá na stupnici rozvoje { $marker } na pole { $progress }.
ce-ev-city-card = { $seat } bere kartu města { $card }.
ce-ev-refill = { $seat } doplňuje na pole nabídky { DECL($city, "gen") } { $cubes ->
        [one] 1 kostičku zboží
        [few] { $cubes } kostičky zboží
       *[other] { $cubes } kostiček zboží
    }.
ce-ev-take-cards = { $seat } bere po jedné kartě silniční, železniční a námořní přepravy.
ce-ev-order = Pořadí v dalším kole: { $order }.
ce-ev-game-over = Hra skončila. Vítězí { $winner }! Skóre: { $scores }.
ce-played-road = { $road ->
        [0] {""}
        [one] 1 kartu silniční přepravy
        [few] { $road } karty silniční přepravy
       *[other] { $road } karet silniční přepravy
    }
ce-played-rail = { $rail ->
        [0] {""}
        [one] 1 kartu železniční přepravy
        [few] { $rail } karty železniční přepravy
       *[other] { $rail } karet železniční přepravy
    }
ce-played-sea = { $sea ->
        [0] {""}
        [one] 1 kartu námořní přepravy
        [few] { $sea } karty námořní přepravy
       *[other] { $sea } karet námořní přepravy
    }
ce-move-car = { $car ->
        [0] {""}
        [one] auto o 1 pole
        [few] auto o { $car } pole
       *[other] auto o { $car } polí
    }
ce-move-train = { $train ->
        [0] {""}
        [one] vlak o 1 pole
        [few] vlak o { $train } pole
       *[other] vlak o { $train } polí
    }
ce-move-ship = { $ship ->
        [0] {""}
        [one] loď o 1 pole
        [few] loď o { $ship } pole
       *[other] loď o { $ship } polí
    }

## Varianty: chyby pravidel
ce-error-no-clans = V této hře nemáš žádný klan.
ce-error-not-your-ability = Tvůj klan schopnost „{ $ability }“ nemá.
ce-error-ability-field = Ke schopnosti „{ $ability }“ nepatří údaj { $field } (je zadaný navíc, nebo chybí).
ce-error-cannot-pay = Na zaplacení klanové schopnosti nemáš tyto kostičky: { $pay }.
ce-error-ability-after-transport = Schopnost „{ $ability }“ mění jen přepravu v tomto tahu, a ta už proběhla.
ce-error-crest-already-there = Tvůj klanový erb už je ve městě { $city }.
ce-error-cube-move = Kostičku nelze přesunout { PREP("z", $source) } { PREP("do", $city) }: potřebuje volné pole nabídky své barvy v jiném městě.
ce-error-once-a-turn = Schopnost „{ $ability }“ lze použít jen jednou za tah (nebo už je schopnost tohoto klanu vypůjčená).
ce-error-borrow = Klanový erb jiného hráče s klanem { $clan } na plánu není, nelze si ho vypůjčit.
ce-error-crest-exclusive = Ve městě { $city } je klanový erb Lockrielů jiného hráče: jako nabídkové či poptávkové město ho smí zvolit jen on.
ce-error-space-needed = Kostičku může přijmout kterékoli z obou polí poptávky města { $city }: urči, které (horní, nebo spodní).
ce-error-space-fixed = Kostičku může přijmout jen jedno pole poptávky města { $city }; pole nevybírej.
ce-error-unknown-rush = Pole spěchu { $rush } na této mapě není.
ce-error-rush-must-take = Každá trasa { $supply } → { $demand }, kterou tyto karty smí jet, vede přes žeton spěchu: jeden si vezmi.
ce-error-rush-not-on-route = Žádná trasa, kterou tyto karty smí jet, nevede přes pole spěchu { $rush }.
ce-error-no-task-cards = Balíček úkolů je prázdný: vezmi si kartu města.

## Varianty: události
ce-ev-crest = { $seat } umisťuje klanový erb do města { $city }.
ce-ev-crest-moved = { $seat } platí dvě kostičky a přesouvá klanový erb do města { $city }.
ce-ev-clan-road-card = { $seat } platí dvě kostičky a bere kartu silniční přepravy.
ce-ev-clan-cube = { $seat } platí dvě kostičky a přesouvá kostičku zboží { PREP("z", $source) } { PREP("do", $city) }.
ce-ev-clan-long-rail = { $seat } platí dvě kostičky: jedna karta železniční přepravy smí v tomto tahu vést zboží až přes 3 pozemní cesty (místo 2) a posune vlak o 2 pole.
ce-ev-clan-exchange = { $seat } platí dvě kostičky a vyměňuje kartu { $card } přepravy za kartu námořní přepravy.
ce-ev-clan-borrow = { $seat } platí dvě kostičky a na tento tah si vypůjčuje schopnost klanového erbu klanu { $clan }.
ce-ev-port-choice = { $seat } { $port ->
    [true] považuje město { $city } pro všechny své karty úkolů za přístav.
   *[other] nepovažuje město { $city } za přístav.
}
ce-ev-rush = { $seat } bere { $card } žeton spěchu z pole spěchu { $rush } (1 posun navíc).
ce-ev-rush-refresh = Žetony spěchu se znovu losují na pole spěchu.
ce-ev-vassal = Vazal hráče { $seat } přepravuje { $goods } zboží { PREP("z", $supply) } { PREP("do", $demand) } (kostička jde ze hry).
ce-ev-spediter-post = Špeditér umisťuje obchodní stanici do města { $city }.
ce-ev-spediter-reveal = Špeditér odhaluje kartu města { $city } a svou kartu úkolu.
ce-ev-spediter-reshuffle = Karta Špeditéra { $card } má symbol míchání: všechny jeho karty se zamíchají.
ce-ev-spediter-card = Karta Špeditéra { $card }: { $card_type } přeprava, { $steps ->
        [one] posun o 1 pole
        [few] posun o { $steps } pole
       *[other] posun o { $steps } polí
    }, šipka { $arrow }.
ce-ev-spediter-transport = Špeditér zdarma přepravuje { $goods } zboží { PREP("z", $supply) } { PREP("do", $demand) }.
ce-ev-spediter-advance = Špeditér posouvá na stupnici rozvoje { $marker } na pole { $progress }.
ce-ev-spediter-task = Špeditér otáčí kartu úkolu: { $task }.
ce-ev-spediter-city = Špeditér bere kartu města { $card }.

## Obrázek desky (render/cargo_empire.py hledá render-ce-<slovo>; chybí-li, použije angličtinu)
render-ce-title = Dopravní impérium
render-ce-map-europe = Evropa
render-ce-map-dyorle = Dyorle
render-ce-stage-setup = Příprava hry
render-ce-stage-play = Fáze akcí
render-ce-stage-end = Závěrečné bodování
render-ce-stage-over = Konec hry
render-ce-round = Kolo
render-ce-to-play = Na tahu:
render-ce-winner = Vítěz:
render-ce-do-task = vybírá kartu úkolu
render-ce-do-card = vybírá kartu přepravy
render-ce-do-first_post = umisťuje první obchodní stanici
render-ce-do-second_post = odhaluje kartu města a umisťuje druhou stanici
render-ce-do-turn = přeprava zboží
render-ce-do-develop = posun po stupnici rozvoje
render-ce-do-city = bere kartu města
render-ce-do-city_or_task = karta města, nebo karty úkolů
render-ce-do-crest = umisťuje klanový erb
render-ce-do-vassal = přeprava za vazala
render-ce-do-turn_end = klanové schopnosti, nebo konec tahu
render-ce-do-port = přístav pro karty úkolů
render-ce-extra = navíc
render-ce-offer = Nabídka karet měst
render-ce-blank = prázdná
render-ce-city-deck = Balíček měst
render-ce-task-deck = Balíček úkolů
render-ce-supply = Zásoba zboží
render-ce-removed = mimo hru
render-ce-turn-order = Pořadí hráčů
render-ce-cities = Karty měst
render-ce-hidden = ?
render-ce-vp = VB
render-ce-development = Deska rozvoje
render-ce-upper = horní
render-ce-lower = spodní
render-ce-start = Start
render-ce-crossing = křížení
render-ce-car = auto
render-ce-train = vlak
render-ce-ship = loď
render-ce-road = silniční
render-ce-rail = železniční
render-ce-sea = námořní
render-ce-city = karta města
render-ce-task = karta úkolu
render-ce-any = libovolná karta
render-ce-city_or_task = město, nebo úkol
render-ce-legend-supply = nabídka (zboží)
render-ce-legend-demand = pole poptávky
render-ce-legend-post = obchodní stanice
render-ce-legend-port = přístav
render-ce-legend-offer = v nabídce karet měst
render-ce-legend-rush = žeton spěchu
render-ce-score-development = rozvoj
render-ce-score-level3 = LV3
render-ce-score-city_cards = města
render-ce-score-tasks = úkoly
render-ce-spediter = Špeditér
render-ce-spediter-card = poslední karta
render-ce-vassal = vazal
render-ce-kept = ponechané
render-ce-clan-erestdon = Erestdon
render-ce-clan-glat = Glat
render-ce-clan-lockriel = Lockriel
render-ce-clan-tino = Tino
render-ce-clan-kasha = Kasha

## Rozhraní: slova pro volby (našeptávání, tlačítka, konzole) a parametry událostí, názvy karet
## úkolů a tajné informace, které vidí jen jejich majitel (games/cargo_empire/private.py)
ce-choice-goods-orange = oranžové
ce-choice-goods-white = bílé
ce-choice-goods-brown = hnědé
ce-choice-goods-grey = šedé
ce-choice-card-road = silniční
ce-choice-card-rail = železniční
ce-choice-card-sea = námořní
ce-choice-card-blank = prázdná karta města
ce-choice-marker-car = auto
ce-choice-marker-train = vlak
ce-choice-marker-ship = loď
ce-choice-arrow-up = nahoru
ce-choice-arrow-down = dolů
ce-choice-path-upper = horní trasa
ce-choice-path-lower = spodní trasa
ce-choice-space-0 = horní pole poptávky
ce-choice-space-1 = spodní pole poptávky
ce-choice-port-true = ano: město s erbem počítat jako přístav
ce-choice-port-false = ne
ce-choice-clan-erestdon = Erestdon
ce-choice-clan-glat = Glat
ce-choice-clan-lockriel = Lockriel
ce-choice-clan-tino = Tino
ce-choice-clan-kasha = Kasha
ce-choice-ability-move_crest = přesunout klanový erb
ce-choice-ability-road_card = vzít kartu silniční přepravy
ce-choice-ability-move_cube = přesunout kostičku zboží
ce-choice-ability-long_rail = karta železniční přepravy až přes 3 pozemní cesty (Lockriel)
ce-choice-ability-exchange = vyměnit kartu za kartu námořní přepravy
ce-choice-ability-borrow = vypůjčit si schopnost klanového erbu
ce-choice-supply-goods = { $city } ({ $goods } zboží)
ce-choice-count-road = { $count ->
    [0] žádná karta silniční přepravy
    [one] 1 karta silniční přepravy
    [few] { $count } karty silniční přepravy
   *[other] { $count } karet silniční přepravy
}
ce-choice-count-rail = { $count ->
    [0] žádná karta železniční přepravy
    [one] 1 karta železniční přepravy
    [few] { $count } karty železniční přepravy
   *[other] { $count } karet železniční přepravy
}
ce-choice-count-sea = { $count ->
    [0] žádná karta námořní přepravy
    [one] 1 karta námořní přepravy
    [few] { $count } karty námořní přepravy
   *[other] { $count } karet námořní přepravy
}
ce-choice-rush = pole spěchu { $a } – { $b } (žeton: { $card })
ce-rush-route = { $a } – { $b }
ce-group-red = červené město
    .plural = červená města
    .loc = červených městech
ce-group-blue = modré město
    .plural = modrá města
    .loc = modrých městech
ce-group-green = zelené město
    .plural = zelená města
    .loc = zelených městech
ce-group-yellow = žluté město
    .plural = žlutá města
    .loc = žlutých městech
ce-group-port = město s přístavem
    .plural = města s přístavem
    .loc = městech s přístavem
ce-group-inland = město bez přístavu
    .plural = města bez přístavu
    .loc = městech bez přístavu
ce-task-label = Úkol { $number }: { $title }
ce-task-tier = { $count }+ → { $points } VB
ce-task-set = { $points } VB za každou sadu měst s přítomností ({ $groups })
ce-task-network = { $points } VB za každé město nejdelší vlastní sítě pevninských měst
ce-task-group_count = přítomnost v { $group } ({ $tiers })
ce-task-city_cards = karty měst ({ $tiers })
ce-task-level_count = přítomnost ve městech úrovně { $level } ({ $tiers })
ce-task-per_level3 = { $points } VB za každé město úrovně 3 s přítomností
ce-task-four_posts = { $points } VB za 4 obchodní stanice v jednom městě
ce-task-exactly_two = { $points } VB za každé město s přesně 2 vlastními obchodními stanicemi
ce-task-task_cards = karty úkolů ({ $tiers })
ce-task-behind = { $points } VB za { $marker ->
    [car] každé auto soupeře za vlastním autem
    [train] každý vlak soupeře za vlastním vlakem
   *[ship] každou loď soupeře za vlastní lodí
}
ce-private-city = Tvoje tajná karta města: { $city } (odhalíš ji při umístění druhé obchodní stanice).
ce-private-tasks = { $count ->
    [one] Tvoje karta úkolu
   *[other] Tvoje karty úkolů
}: { $tasks }
ce-private-drawn = Karty úkolů na výběr (jednu si nech): { $tasks }

## /di: akce hry Dopravní impérium (podpříkaz pro každý typ akce; viz bot/cogs/action_commands.py)

cmd-ce-name = di
cmd-ce-desc = Akce hry Dopravní impérium
cmd-ce-keep-task-name = úkol
cmd-ce-keep-task-desc = Nech si jednu ze dvou tažených karet úkolů (druhá jde dospod balíčku)
cmd-ce-choose-card-name = karta-přepravy
cmd-ce-choose-card-desc = Vezmi si jednu kartu přepravy typu podle své volby
cmd-ce-place-post-name = stanice
cmd-ce-place-post-desc = Příprava hry: umísti obchodní stanici na pole poptávky ve městě
cmd-ce-transport-name = přeprava
cmd-ce-transport-desc = Přeprav kostičku zboží z nabídkového do poptávkového města zahráním karet přepravy
cmd-ce-refill-name = doplnit
cmd-ce-refill-desc = Přeprava není možná: doplň zboží na pole nabídky města LV1/LV2 se svou stanicí
cmd-ce-take-cards-name = vzít-karty
cmd-ce-take-cards-desc = Přeprava není možná: vezmi si po kartě silniční, železniční a námořní přepravy
cmd-ce-advance-name = posun
cmd-ce-advance-desc = Posuň ukazatel na stupnici rozvoje o pole (na místě křížení: horní, nebo spodní trasa)
cmd-ce-take-city-name = karta-města
cmd-ce-take-city-desc = Bonus: vezmi si kartu z nabídky karet měst
cmd-ce-take-tasks-name = vzít-úkoly
cmd-ce-take-tasks-desc = Místo karty města: vezmi si dvě karty úkolů a jednu si nech
cmd-ce-place-crest-name = erb
cmd-ce-place-crest-desc = Klany: umísti svůj klanový erb do města
cmd-ce-clan-ability-name = schopnost
cmd-ce-clan-ability-desc = Klany: zaplať dvě ponechané kostičky zboží za klanovou schopnost
cmd-ce-end-turn-name = konec-tahu
cmd-ce-end-turn-desc = Klany: ukonči tah bez (dalších) klanových schopností
cmd-ce-port-choice-name = přístav
cmd-ce-port-choice-desc = Klan Tino na konci hry: počítá se město s tvým erbem pro úkoly jako přístav?
cmd-ce-vassal-transport-name = vazal
cmd-ce-vassal-transport-desc = Vazalové: tvůj vazal přepraví kostičku na volné pole poptávky a umístí tam stanici

opt-task-name = úkol
opt-goods-name = zboží
opt-supply-name = nabídkové_město
opt-demand-name = poptávkové_město
opt-road-name = silniční
opt-rail-name = železniční
opt-sea-name = námořní
opt-rush-name = spěch
opt-path-name = trasa
opt-ability-name = schopnost
opt-pay-name = platba
opt-clan-name = klan
opt-port-name = přístav

opt-ce-task-desc = Karta úkolu (číslo a název)
opt-ce-card-desc = Karta, kterou si bereš: typ karty přepravy, nebo karta města z nabídky
opt-ce-city-desc = Město
opt-ce-goods-desc = Barva zboží pole poptávky
opt-ce-supply-desc = Nabídkové město: máš v něm obchodní stanici a nabízí zboží
opt-ce-demand-desc = Poptávkové město: má volné pole poptávky pro toto zboží
opt-ce-road-desc = Kolik karet silniční přepravy zahrát (nevyplněno: jediná možná sada)
opt-ce-rail-desc = Kolik karet železniční přepravy zahrát (nevyplněno: jediná možná sada)
opt-ce-sea-desc = Kolik karet námořní přepravy zahrát (nevyplněno: jediná možná sada)
opt-ce-space-desc = Pole poptávky (jen když kostičku může přijmout kterékoli z obou)
opt-ce-rush-desc = Žeton spěchu, který trasa sebere (Dyorle)
opt-ce-marker-desc = Ukazatel na stupnici rozvoje: auto, vlak, nebo loď
opt-ce-path-desc = Horní, nebo spodní trasa (před první stupnicí a na místě křížení)
opt-ce-ability-desc = Klanová schopnost
opt-ce-pay-desc = Dvě ponechané kostičky zboží, kterými platíš
opt-ce-source-desc = Město, odkud se kostička zboží přesouvá
opt-ce-clan-desc = Klan, jehož schopnost klanového erbu si půjčuješ
opt-ce-port-desc = Počítat město s erbem jako přístav?

button-ce-keep-task = Ponechat kartu úkolu
button-ce-choose-card = Vzít kartu přepravy
button-ce-place-post = Umístit obchodní stanici
button-ce-transport = Přeprava zboží
button-ce-refill = Doplnit zboží
button-ce-take-cards = Vzít po kartě od každého typu
button-ce-advance = Posun po stupnici rozvoje
button-ce-take-city = Vzít kartu města
button-ce-take-tasks = Vzít dvě karty úkolů
button-ce-place-crest = Umístit klanový erb
button-ce-clan-ability = Klanová schopnost
button-ce-end-turn = Ukončit tah
button-ce-port-choice = Město s erbem jako přístav?
button-ce-vassal-transport = Přeprava za vazala

## /hra nová: mapa Dyorle a varianty (choice-<volba>-<hodnota>, choice-variant-<volba>)

choice-map-dyorle = Dyorle
choice-variant-clans = Schopnosti klanů (Dopravní impérium)
choice-variant-vassals = Vazalové, 2 hráči (Dopravní impérium)
choice-variant-spediter = Špeditér, umělý hráč (Dopravní impérium)
choice-variant-advanced_tracks = Pokročilé stupnice rozvoje (Dopravní impérium)
help-option-cargo-empire-tracks = tři stupnice rozvoje zleva doprava, oddělené čárkami (bez volby: vylosované)
