## Příkazy aplikace na Discordu (čeština). Překladač hledá tato id:
##   cmd-<skupina>-name / -desc            skupina příkazů (nebo samostatný příkaz)
##   cmd-<skupina>-<příkaz>-name / -desc   podpříkaz
##   opt-<volba>-name / -desc              volba (všude stejné znění)
##   choice-<volba>-<hodnota>              popisek jedné pevné možnosti
## Názvy: malými písmeny, 1–32 znaků, jen písmena/číslice/-/_ (bez mezer). Popisy: 1–100 znaků.

cmd-game-name = hra
cmd-game-desc = Založení a správa hry v tomto kanálu
cmd-game-new-name = nová
cmd-game-new-desc = Otevře stůl pro novou hru v tomto kanálu
cmd-game-status-name = stav
cmd-game-status-desc = Kdo je na tahu, kdo hraje a průběžné skóre
cmd-game-abandon-name = ukončit
cmd-game-abandon-desc = Ukončí hru v tomto kanálu bez bodování (zakladatel nebo správce)
cmd-game-undo-name = zpět
cmd-game-undo-desc = Vezme zpět tvou poslední akci
cmd-game-log-name = průběh
cmd-game-log-desc = Co se zatím ve hře stalo
cmd-game-export-name = export
cmd-game-export-desc = Stáhne záznam hry (JSON) k přehrání nebo archivaci
cmd-game-board-name = plán
cmd-game-board-desc = Ukáže obrázek aktuálního herního plánu

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

cmd-rules-name = pravidla
cmd-rules-desc = Vyhledá pravidlo hry
cmd-settings-name = nastavení
cmd-settings-desc = Tvoje nastavení bota
cmd-settings-language-name = jazyk
cmd-settings-language-desc = Jazyk, kterým s tebou bot mluví

opt-game-name = hra
opt-game-desc = Která hra
opt-map-name = mapa
opt-map-desc = Strana herního plánu
opt-first_game-name = první_partie
opt-first_game-desc = Zjednodušení pro první partii: každé město pojme vlaky 2 společností
opt-company-name = společnost
opt-company-desc = Železniční společnost
opt-city-name = město
opt-city-desc = Město, do kterého nová trať povede
opt-route-name = trasa
opt-route-desc = Kterou z rovnocenných nejkratších tras postavit (prázdné: první)
opt-wild-name = žolík
opt-wild-desc = Společnost, ve které ti žolík na žetonu poptávky zvýší vliv o 1
opt-query-name = dotaz
opt-query-desc = Co hledáš v pravidlech: slovo nebo název části
opt-language-name = jazyk
opt-language-desc = Jazyk

choice-language-cs = Čeština
choice-language-en = English
choice-map-usa = USA
choice-map-europe = Evropa
choice-company-lumber = { -lumber } (hnědá)
choice-company-steel = { -steel } (šedá)
choice-company-leather = { -leather } (oranžová)
choice-company-cotton = { -cotton } (bílá)
