## Příkazy aplikace na Discordu (čeština). Překladač hledá tato id:
##   cmd-<skupina>-name / -desc            skupina příkazů (nebo samostatný příkaz)
##   cmd-<skupina>-<příkaz>-name / -desc   podpříkaz
##   opt-<volba>-name / -desc              volba (všude stejné znění)
##   choice-<volba>-<hodnota>              popisek jedné pevné možnosti
## Názvy: malými písmeny, 1–32 znaků, jen písmena/číslice/-/_ (bez mezer). Popisy: 1–100 znaků.
## Příkazy, volby a možnosti jediné hry (cmd-<prefix>-…, volba jen jejích akcí nebo jen její
## nabídky /hra nová) patří do souboru té hry, locale/cs/<hra>.ftl (tests/test_locale.py).

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
opt-company-name = společnost
opt-company-desc = Železniční společnost
opt-city-name = město
opt-city-desc = Město, do kterého nová trať povede
opt-query-name = dotaz
opt-query-desc = Co hledáš v pravidlech: slovo nebo název části
opt-language-name = jazyk
opt-language-desc = Jazyk

choice-language-cs = Čeština
choice-language-en = English
choice-map-europe = Evropa
