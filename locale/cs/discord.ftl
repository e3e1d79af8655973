## Rozhraní pro Discord (čeština): tlačítka, nabídky a odpovědi, které používá jen Discord.
## Drž tento soubor v souladu s locale/en/discord.ftl: stejná id, stejné proměnné.

## Příkazy, které přidává rozhraní pro Discord (pravidla pojmenování viz commands.ftl)

cmd-settings-server-language-name = jazyk-serveru
cmd-settings-server-language-desc = Výchozí jazyk tohoto serveru (vyžaduje oprávnění Spravovat server)

## Tlačítka a nabídky u zprávy o tahu

button-draft = Vzít akcii { $company_gen }
button-buy = Pořídit akcii { $company_gen } (cena { $cost })
button-pass = Vynechat tah
select-build-placeholder = Stavba trati pro { $company_acc }…
select-build-option = { $city } ({ $count ->
        [one] 1 vlak
        [few] { $count } vlaky
       *[other] { $count } vlaků
    })
select-wild-placeholder = Žolík: ve které společnosti získáš vliv?
select-wild-prompt = Žeton poptávky ve městě { $city } ukazuje žolíka: vyber společnost, ve které získáš 1 vliv.
rules-pick-placeholder = Vyber část pravidel…

## Odpovědi

lobby-created-fixed = { $host } otevírá stůl pro hru { $game } ({ $count ->
        [one] 1 hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }). Tlačítkem „Přidat se“ si sedneš ke stolu; hru spouští zakladatel.
route-via = přes { $hexes }
settings-server-language-set = Jazyk tohoto serveru je teď { $language }.
settings-need-manage-server = Jazyk serveru může změnit jen člen s oprávněním Spravovat server.
lobby-already-started = Hra u tohoto stolu už začala.
game-not-started = Hra v tomto kanálu ještě nezačala: zakladatel ji spustí tlačítkem Začít.
lobby-unknown-ai = AI hráč druhu „{ $level }“ neexistuje.
lobby-host-cannot-leave = Zakladatel nemůže od stolu odejít; hru místo toho ukonči příkazem /hra ukončit.

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

## /hra ruka: tvoje tajné informace, soukromě (každá hra); příkaz „hand“ v konzoli

cmd-game-hand-name = ruka
cmd-game-hand-desc = Ukáže tvoje tajné karty v této hře (vidíš je jen ty)
hand-title = Tvoje tajné informace ve hře { $game }
hand-empty = Teď nemáš žádné tajné karty.
hand-choose = { $player }, tvoje volba (vidíš ji jen ty):
button-show-my-choice = Ukázat mou volbu
export-secret-running = Záznam hry by prozradil tajné karty hráčů: stáhnout ho půjde až po konci hry.
choice-map-dyorle = Dyorle
console-hand-warning = Následují tajné informace hráče { $player }: ostatní, nedívejte se!
console-help-hand = Tajné: hand [jméno] (tajné karty hráče na tahu, nebo hráče jméno) · akce podle typu, např. „transport warsaw copenhagen“, „keep_task 17“
console-hand-hint = { $player } vybírá z tajných karet: ostatní se nedívají, pak napiš „hand“ a „choices“, ať je uvidíš.
error-choose-one = Hodí se víc možností; upřesni, kterou: { $options }

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
opt-card-name = karta
opt-goods-name = zboží
opt-supply-name = nabídkové_město
opt-demand-name = poptávkové_město
opt-road-name = silniční
opt-rail-name = železniční
opt-sea-name = námořní
opt-space-name = pole
opt-rush-name = spěch
opt-marker-name = ukazatel
opt-path-name = trasa
opt-ability-name = schopnost
opt-pay-name = platba
opt-source-name = odkud
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

## /hra nová: varianty podle přepínačů hry (choice-variant-<volba>)

opt-variants-name = varianty
opt-variants-desc = Varianty, které zapnout, oddělené čárkou (při psaní se nabídnou varianty hry)
opt-setting-name = nastavení
opt-setting-desc = Další volba jako název=hodnota, např. layout=hills@2,-1 sea@-3,0/1
choice-variant-clans = Schopnosti klanů (Dopravní impérium)
choice-variant-vassals = Vazalové, 2 hráči (Dopravní impérium)
choice-variant-spediter = Špeditér, umělý hráč (Dopravní impérium)
choice-variant-advanced_tracks = Pokročilé stupnice rozvoje (Dopravní impérium)
choice-variant-golden_spike = Zlatý hřeb (Mini Express, mapa USA)
choice-variant-ports = Přístavy (Mini Express, mapa Evropy)
choice-variant-secret_debt = Tajný dluh (Mini Express)
choice-variant-signals = V ruchu a spěchu (Mini Express)
choice-variant-full_steam = Plnou parou vpřed (Mini Express)

## /mx: rozdělení akcií ve hře zkušených a čekající volby variant (bot/cogs/mini_express.py)

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
button-my-secret = Moje tajemství
debt-start-note = Tajný dluh: každý hráč má tajný žeton dluhu. Svůj uvidíš příkazem /hra ruka (nebo tlačítkem „Moje tajemství“); vidíš ho jen ty.

## Volby hry, které zakladatel nastaví na zprávě u stolu (bot/cogs/lobby_options.py)

lobby-option-auto = automaticky
lobby-option-variants-none = Varianty: žádné (vyber a zapni)
lobby-option-set = { $player } mění nastavení hry: { $options }.
lobby-option-conflict = { $option } nelze kombinovat s volbou { $other }: nejdřív změň tu. Nic se nezměnilo.
lobby-option-invalid = Tyto volby k sobě nepasují ({ $detail }). Nic se nezměnilo.
choice-variant-first_game = První partie (každé město pojme 2 společnosti)
