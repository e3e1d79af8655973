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

me-phase-draft = Výběr počátečních akcií
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
render-me-phase-draft = Výběr počátečních akcií
render-me-phase-play = Hra
render-me-phase-over = Konec hry
render-me-to-play = Na tahu:
render-me-last-round = Poslední kolo!
render-me-first-game = První partie: každé město pojme 2
render-me-length = Délka trati
render-me-share-value = Hodnota akcie:
render-me-first = 1st
render-me-second = 2nd
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
error-build-no-wild = Ve městě { $city } není žeton poptávky se žolíkem, volbu žolíka proto vynech.
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
me-ev-buy = { $seat } si pořizuje akcii { $company_gen } za { $cost ->
        [0] 0 vlivu (zdarma)
        [one] 1 bod vlivu
        [few] { $cost } body vlivu
       *[other] { $cost } bodů vlivu
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
