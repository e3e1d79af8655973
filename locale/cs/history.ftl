## Historie dohraných her, import záznamů, statistiky a žebříčky, slovník pojmů.

cmd-game-history-name = historie
cmd-game-history-desc = Listuj dohranou hrou tah po tahu, s obrázkem plánu (vidíš jen ty)
cmd-game-import-name = import
cmd-game-import-desc = Nahraje záznam hry (JSON, jak ho dává /hra export) a uloží hru sem
cmd-stats-name = statistiky
cmd-stats-desc = Žebříčky tohoto serveru podle her, nebo výsledky jednoho hráče
cmd-glossary-name = slovník
cmd-glossary-desc = Herní pojem česky nebo anglicky a jeho znění v druhém jazyce ve všech hrách
opt-move-name = tah
opt-move-desc = Tah, na kterém se historie otevře (0: příprava hry; prázdné: poslední tah)
opt-record-name = záznam
opt-record-desc = Soubor se záznamem hry (JSON)
opt-user-name = hráč
opt-user-desc = Čí výsledky (prázdné: žebříčky celého serveru)
opt-term-name = pojem
opt-term-desc = Herní pojem, česky nebo anglicky

## /hra historie
history-title = { $game } č. { $id }
history-setup = příprava hry
history-move = tah { $n } z { $total }
history-no-words = (tento tah nemá veřejný popis)
history-abandoned = Tady byla hra ukončena bez bodování.
history-no-such-game = Na tomto serveru neskončila žádná hra s číslem { $id }.
history-not-over = Hra č. { $id } ještě běží; její historie se otevře, až skončí (do té doby: /hra průběh).
history-none-here = V tomto kanálu zatím žádná hra neskončila. Vyber dohranou hru podle čísla: /hra historie hra:…
history-damaged = Záznam hry č. { $id } už nejde přehrát, a tak její historii nelze ukázat.
history-button-first = ⏮ Příprava
history-button-previous = ◀ Předchozí
history-button-next = Další ▶
history-button-last = Poslední ⏭
history-button-open = Historie
history-pick = č. { $id } { $game }: { $players }

## /hra import
import-no-file = Přilož soubor se záznamem hry (JSON, jak ho dává /hra export).
import-too-big = Soubor je na záznam hry příliš velký (nejvýš { $limit } kB).
import-read-failed = Discord teď soubor nepředal; zkus /hra import znovu.
import-not-json = Soubor není záznam hry: není to text ve formátu JSON.
import-not-record = Soubor není záznam hry: pole „{ $field }“ chybí nebo je chybné.
import-unknown-game = Záznam je ze hry, kterou tento bot nezná: „{ $game }“.
import-bad-setup = Příprava hry ze záznamu nejde provést (volby hry nebo hráči): { $reason }
import-bad-move = Tah { $move } z { $count } v záznamu porušuje pravidla, a tak se nic nenahrálo: { $reason }
import-move-unreadable = hra ho nedokáže přečíst ({ $reason }).
import-channel-busy = V tomto kanálu běží hra nebo je otevřený stůl; záznam nahraj tam, kde žádná hra otevřená není.
import-thread = { $player } nahrává hru { $game } (č. { $id }) do jejího vlastního vlákna: { $thread }
import-done-finished = { $player } nahrává dohranou hru { $game } (č. { $id }, { $count ->
        [one] { $count } tah
        [few] { $count } tahy
       *[other] { $count } tahů
    }). Tah po tahu ji ukáže tlačítko Historie nebo příkaz /hra historie.
import-done-active = { $player } nahrává hru { $game } (č. { $id }, { $count ->
        [one] { $count } tah
        [few] { $count } tahy
       *[other] { $count } tahů
    }); pokračuje se tady.
console-import-written = Nahráno jako hra č. { $id } ({ $count ->
        [one] { $count } tah
        [few] { $count } tahy
       *[other] { $count } tahů
    }).
console-import-no-file = Soubor se záznamem { $path } neexistuje.
console-import-usage = Napiš cestu k souboru se záznamem: import CESTA

## /statistiky
stats-game-title = { $game } — { $count ->
        [one] { $count } dohraná hra
        [few] { $count } dohrané hry
       *[other] { $count } dohraných her
    }
stats-line = { $name } — vítězství { $wins } z { $games } ({ $rate } %), nejlepší skóre { $best }, hodnocení { $rating }
stats-more = { $count ->
        [one] …a 1 další
        [few] …a { $count } další
       *[other] …a { $count } dalších
    }
stats-ai-title = Hráči AI a automa
stats-ai-seat = AI ({ $level })
stats-personal-title = Výsledky hráče { $name } na tomto serveru
stats-personal-line = vítězství { $wins } z { $games } ({ $rate } %), nejlepší skóre { $best }, hodnocení { $rating }; { $place }. místo z { $count } v žebříčku
stats-none = Na tomto serveru zatím žádná hra neskončila.
stats-none-user = { $name } zatím na tomto serveru nemá žádnou dohranou hru.
console-stats-none = Zatím tu žádná hra neskončila.
stats-cut = … (zkráceno: vyber jednu hru volbou hra:)

## /slovník
glossary-title = Slovník: „{ $term }“
glossary-none = Žádný herní pojem neodpovídá slovu „{ $term }“. Zkus kratší slovo, česky nebo anglicky.
