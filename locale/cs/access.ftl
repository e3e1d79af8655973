## Přístupnost (česky): motivy herního plánu a /game status jako text pro čtečky obrazovky.
## Udržuj tento soubor v souladu s locale/en/access.ftl: stejná id, stejné proměnné.

## /settings theme (tvoje obrázky) a /settings server-theme (veřejné plány serveru)

cmd-settings-theme-name = motiv
cmd-settings-theme-desc = Obrázky, které si vyžádáš, světlé, nebo tmavé
cmd-settings-server-theme-name = motiv-serveru
cmd-settings-server-theme-desc = Plány zveřejňované na tomto serveru světlé, nebo tmavé (vyžaduje oprávnění Spravovat server)
opt-theme-name = motiv
opt-theme-desc = Světlý, nebo tmavý
choice-theme-light = Světlý
choice-theme-dark = Tmavý
settings-theme-set = Obrázky, které si vyžádáš, se teď kreslí { $theme ->
        [dark] v tmavém
       *[light] ve světlém
    } motivu.
settings-server-theme-set = Plány zveřejňované na tomto serveru se teď kreslí { $theme ->
        [dark] v tmavém
       *[light] ve světlém
    } motivu.
settings-theme-unknown = Motiv „{ $theme }“ neexistuje: vyber světlý, nebo tmavý.
settings-theme-need-manage-server = Motiv plánů serveru může změnit jen člen s oprávněním Spravovat server.

## /game status: veřejné hodnoty každého hráče (zobrazí se klíč pohledu, který tu má zprávu)

status-points = { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }
status-on-turn = na tahu
status-field-cash = hotovost { $value } £
status-field-coins = { $value ->
        [one] 1 mince
        [few] { $value } mince
       *[other] { $value } mincí
    }
status-field-workers = { $value ->
        [one] 1 dělník
        [few] { $value } dělníci
       *[other] { $value } dělníků
    }
status-field-posts-on-board = { $value ->
        [one] 1 obchodní stanice na hráčské desce
        [few] { $value } obchodní stanice na hráčské desce
       *[other] { $value } obchodních stanic na hráčské desce
    }
status-field-task-counts = { $value ->
        [one] 1 karta úkolu
        [few] { $value } karty úkolů
       *[other] { $value } karet úkolů
    }
status-field-shares = akcie: { $value }
status-field-influence = vliv: { $value }
status-field-hands = karty přepravy: { $value }
status-field-city-cards = karty měst: { $value }
status-key-road = silniční
status-key-rail = železniční
status-key-sea = námořní
status-key-hidden = jedna lícem dolů
status-key-blank = prázdná karta
status-last-move = Poslední tah ({ $n }.): { $text }
status-awaited = Na výběr má: { $actions }

## /settings board (tvoje obrázky) a /settings server-board (veřejné plány serveru):
## rozvržení plánu, na šířku, nebo pro telefon (na výšku, větší písmo)

cmd-settings-board-name = plán
cmd-settings-board-desc = Obrázky, které si vyžádáš, na šířku, nebo pro obrazovku telefonu
cmd-settings-server-board-name = plán-serveru
cmd-settings-server-board-desc = Plány zveřejňované na serveru na šířku, nebo pro telefony (vyžaduje oprávnění Spravovat server)
opt-layout-name = rozvržení
opt-layout-desc = Na šířku (počítač), nebo pro telefon (na výšku, větší písmo)
choice-layout-wide = Na šířku (počítač)
choice-layout-phone = Pro telefon (na výšku)
settings-layout-set = Obrázky, které si vyžádáš, se teď kreslí { $layout ->
        [phone] pro telefon: na výšku a s větším písmem
       *[wide] na šířku
    }.
settings-server-layout-set = Plány zveřejňované na tomto serveru se teď kreslí { $layout ->
        [phone] pro telefony: na výšku a s větším písmem
       *[wide] na šířku
    }.
settings-layout-unknown = Rozvržení plánu „{ $layout }“ neexistuje: vyber na šířku, nebo pro telefon.
settings-layout-need-manage-server = Rozvržení plánů serveru může změnit jen člen s oprávněním Spravovat server.
