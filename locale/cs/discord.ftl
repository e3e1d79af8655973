## Rozhraní pro Discord (čeština): tlačítka, nabídky a odpovědi, které používá jen Discord.
## Drž tento soubor v souladu s locale/en/discord.ftl: stejná id, stejné proměnné.

## Příkazy, které přidává rozhraní pro Discord (pravidla pojmenování viz commands.ftl)

cmd-settings-server-language-name = jazyk-serveru
cmd-settings-server-language-desc = Výchozí jazyk tohoto serveru (vyžaduje oprávnění Spravovat server)

## Nabídka /pravidla (tlačítka a nabídky u tahu jedné hry jsou v souboru té hry)

rules-pick-placeholder = Vyber část pravidel…

## Odpovědi

lobby-created-fixed = { $host } otevírá stůl pro hru { $game } (pro { $count ->
        [one] 1 hráče
        [few] { $count } hráče
       *[other] { $count } hráčů
    }). Tlačítkem „Přidat se“ si sedneš ke stolu; hru spouští zakladatel.
settings-server-language-set = Výchozí jazyk tohoto serveru je teď { $language }.
settings-need-manage-server = Jazyk serveru může změnit jen člen s oprávněním Spravovat server.
lobby-already-started = Hra u tohoto stolu už začala.
game-not-started = Hra v tomto kanálu ještě nezačala: zakladatel ji spustí tlačítkem Začít.
lobby-unknown-ai = AI hráč druhu „{ $level }“ neexistuje.
lobby-host-cannot-leave = Zakladatel nemůže od stolu odejít; hru místo toho ukonči příkazem /hra ukončit.

## /hra ruka: tvoje tajné informace, soukromě (každá hra); příkaz „hand“ v konzoli

cmd-game-hand-name = ruka
cmd-game-hand-desc = Ukáže tvoje tajné karty v této hře (vidíš je jen ty)
hand-title = Tvoje tajné informace ve hře { $game }
hand-empty = Teď nemáš žádné tajné karty.
hand-choose = { $player }, tvoje volba (vidíš ji jen ty):
button-show-my-choice = Ukázat mou volbu
button-my-secret = Moje tajemství
console-hand-warning = Následují tajné informace hráče { $player }: ostatní, nedívejte se!
console-hand-hint = { $player } vybírá z tajných karet: ať se ostatní nedívají, pak napiš „ruka“ a „možnosti“ a uvidíš je.
error-choose-one = Hodí se víc možností; upřesni, kterou: { $options }

## Volby příkazů akcí více než jedné hry (opt-<pole>-name; viz bot/cogs/action_commands.py).
## Volba akcí jediné hry je pojmenovaná v souboru té hry.

opt-card-name = karta
opt-space-name = pole
opt-marker-name = ukazatel
opt-source-name = odkud

## /hra nová: varianty podle přepínačů hry (choice-variant-<volba>)

opt-variants-name = varianty
opt-variants-desc = Varianty, které zapnout, oddělené čárkou (při psaní se nabídnou varianty hry)
opt-setting-name = nastavení
opt-ai-name = ai
opt-ai-desc = Úroveň AI, kterou přisadí tlačítko Přidat AI hráče (bez volby jednoduchý; silný hraje nejlépe)
opt-setting-desc = Další volba jako název=hodnota, např. layout=hills@2,-1 sea@-3,0/1 nebo tempo=36h (10m až 30d)

## Volby hry, které zakladatel nastaví na zprávě u stolu (bot/discord/cogs/lobby_options.py)

lobby-option-auto = automaticky
lobby-option-variants-none = Varianty: žádné (vyber a zapni)
lobby-option-set = { $player } mění nastavení hry: { $options }.
lobby-option-conflict = { $option } nelze kombinovat s volbou { $other }: nejdřív změň tu. Nic se nezměnilo.
lobby-option-invalid = Tyto volby k sobě nepasují ({ $detail }). Nic se nezměnilo.
