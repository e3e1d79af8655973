## Nástroje serveru (issue 15): /hra moje, /hra seznam, /nastavení server a přehled, zavírání stolů.
## Udržuj tento soubor ve shodě s locale/en/server.ftl: stejné klíče, stejné proměnné.

cmd-game-mine-name = moje
cmd-game-mine-desc = Hry na tomto serveru, ve kterých jsi na tahu, s odkazy
cmd-game-list-name = seznam
cmd-game-list-desc = Rozehrané hry a otevřené stoly na tomto serveru, s odkazy
cmd-settings-server-name = server
cmd-settings-server-desc = Změní nastavení serveru (vyžaduje Spravovat server); bez voleb ho ukáže
cmd-settings-show-name = přehled
cmd-settings-show-desc = Ukáže tvoje nastavení a nastavení serveru
opt-creators-name = zakládání
opt-creators-desc = Kdo smí na tomto serveru otevírat nové hry
opt-creator-role-name = role-zakladatelů
opt-creator-role-desc = Role, jejíž členové smějí otevírat hry (přepne zakládání na tuto roli)
opt-default-pace-name = výchozí-tempo
opt-default-pace-desc = Čas na tah, který nová hra dostane, pokud zakladatel nezvolí jiný
opt-game-limit-name = limit-her
opt-game-limit-desc = Kolik otevřených her smí jeden člen hrát najednou (0: bez omezení)
opt-lobby-timeout-name = zavření-stolu
opt-lobby-timeout-desc = Za jak dlouho se zavře stůl, který nikdo nespustil
choice-creators-everyone = Každý
choice-creators-role = Členové s rolí
choice-creators-admins = Jen členové, kteří smějí spravovat server
choice-default-pace-off = Bez lhůty (hra naživo)
choice-default-pace-1h = 1 hodina na tah
choice-default-pace-12h = 12 hodin na tah
choice-default-pace-1d = 1 den na tah
choice-default-pace-3d = 3 dny na tah
choice-default-pace-7d = 7 dní na tah
choice-lobby-timeout-6h = 6 hodin
choice-lobby-timeout-12h = 12 hodin
choice-lobby-timeout-1d = 1 den
choice-lobby-timeout-2d = 2 dny
choice-lobby-timeout-3d = 3 dny
choice-lobby-timeout-7d = 7 dní

## /hra moje a /hra seznam

server-mine-title = Jsi na tahu ({ $count ->
        [one] 1 hra
        [few] { $count } hry
       *[other] { $count } her
    })
server-mine-none = V žádné hře na tomto serveru teď nejsi na tahu.
server-mine-line = { $game } ({ $players }) — čeká se na tebe: { $actions }
server-deadline = lhůta { $when }
server-list-active = Rozehrané hry ({ $count })
server-list-lobbies = Otevřené stoly ({ $count })
server-list-none = Na tomto serveru se nic nehraje a žádný stůl není otevřený: otevři ho příkazem /hra nová.
server-list-game = { $game } — { $players }
server-list-lobby = { $game } — místa: { $count }/{ $max }, zakladatel { $host }: { $players }
server-page = Strana { $page } z { $pages }
server-button-previous = Předchozí
server-button-next = Další

## /nastavení server a /nastavení přehled

server-need-manage-server = Nastavení serveru mohou měnit jen členové, kteří smějí spravovat server.
server-bad-value = Nastavení { $setting } nemůže mít hodnotu { $value }; povoleno: { $allowed }.
server-role-needed = Uveď i roli (volba role-zakladatelů): hry pak budou otevírat jen její členové.
server-create-admins = Na tomto serveru otevírají nové hry jen členové, kteří smějí spravovat server (nastavení serveru „zakládání“; změnit ho mohou právě oni, příkazem /nastavení server).
server-create-role = Na tomto serveru otevírají nové hry jen členové s rolí { $role } (nastavení serveru „zakládání“; mění ho členové, kteří smějí spravovat server, příkazem /nastavení server).
server-game-limit = Už hraješ { $count ->
        [one] 1 otevřenou hru
        [few] { $count } otevřené hry
       *[other] { $count } otevřených her
    }, víc tento server jednomu členovi nedovolí (nastavení serveru „limit-her“; mění ho členové, kteří smějí spravovat server, příkazem /nastavení server). Nejdřív některou dohraj nebo od stolu odejdi.
server-settings-saved = Nastavení serveru je uložené.
server-settings-title = Nastavení serveru
server-settings-language = Jazyk: { $language }
server-settings-creators = Kdo otevírá hry: { $creators }
server-settings-pace = Výchozí tempo: { $pace }
server-settings-game-limit = Otevřených her na člena: { $limit }
server-settings-lobby-timeout = Stůl, který nikdo nespustí, se zavře za { $timeout }
server-settings-boards = Veřejné obrázky plánu: { $theme }, { $layout }
server-settings-how = Měnit je mohou členové, kteří smějí spravovat server, příkazem /nastavení server.
server-settings-yours = Tvoje nastavení
server-settings-your-language = Tvůj jazyk: { $language }
server-settings-your-boards = Tvoje obrázky plánu: { $theme }, { $layout }
server-settings-from-client = podle tvého klienta Discordu
server-no-limit = bez omezení
server-duration = { $unit ->
        [hours] { $count ->
            [one] 1 hodinu
            [few] { $count } hodiny
           *[other] { $count } hodin
        }
       *[days] { $count ->
            [one] 1 den
            [few] { $count } dny
           *[other] { $count } dní
        }
    }

## Zavření stolu (veřejně, v kanálu stolu)

server-lobby-closed = Stůl pro hru { $game } (zakladatel { $host }) je zavřený: hru nikdo nespustil ani za { $timeout } od otevření stolu (nastavení serveru „zavření-stolu“). Nový otevřeš příkazem /hra nová.
