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
