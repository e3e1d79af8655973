## Lhůty a místa, která mění hráče (issue 15): /hra tempo, pauza, pokračovat, dovolená, vyměnit, vyřadit;
## připomínky a tlačítka po vypršení lhůty. Udržuj v souladu s locale/en/deadlines.ftl.

cmd-game-pace-name = tempo
cmd-game-pace-desc = Nastav čas na jeden tah v této hře, nebo lhůty vypni (zakladatel nebo správce)
cmd-game-pause-name = pauza
cmd-game-pause-desc = Zastav hodiny této hry; táhnout se dá dál (zakladatel nebo správce)
cmd-game-resume-name = pokračovat
cmd-game-resume-desc = Spusť hodiny této hry znovu (zakladatel nebo správce)
cmd-game-vacation-name = dovolená
cmd-game-vacation-desc = Nech své místo na čas hrát AI, nebo si ho vezmi zpět
cmd-game-replace-name = vyměnit
cmd-game-replace-desc = Předej místo hráče jinému členovi serveru (zakladatel nebo správce)
cmd-game-kick-name = vyřadit
cmd-game-kick-desc = Předej místo hráče AI (zakladatel nebo správce)
cmd-game-stand-in-name = záskok
cmd-game-stand-in-desc = Vyber AI, která hraje předané místo (dovolená, vyřazení, vypršený čas) (zakladatel nebo správce)
opt-level-name = úroveň
opt-level-desc = Úroveň AI: silný hraje nejlépe
opt-pace-name = tempo
opt-pace-desc = Kolik času má každý hráč na tah
opt-away-name = pryč
opt-away-desc = Ano: tvé místo hraje AI; ne: bereš si ho zpět
opt-member-name = hráč
opt-member-desc = Hráč, jehož místo to je
opt-newcomer-name = nováček
opt-newcomer-desc = Člen serveru, který místo přebírá
choice-pace-off = Bez lhůty (hra naživo)
choice-pace-1h = 1 hodina na tah
choice-pace-12h = 12 hodin na tah
choice-pace-1d = 1 den na tah
choice-pace-3d = 3 dny na tah
choice-pace-7d = 7 dní na tah

deadline-days = { $count ->
        [one] 1 den
        [few] { $count } dny
       *[other] { $count } dní
    }
deadline-hours = { $count ->
        [one] 1 hodinu
        [few] { $count } hodiny
       *[other] { $count } hodin
    }
deadline-minutes = { $count ->
        [one] 1 minutu
        [few] { $count } minuty
       *[other] { $count } minut
    }
deadline-reminder = ⏰ { $player }, ve hře { $game } jsi na tahu: máš na něj ještě { $left }.
deadline-expired = ⌛ { $player }, ve hře { $game } ti vypršel čas na tah ({ $pace }).
deadline-expired-choices = Ostatní hráči, zakladatel nebo správce mohou počkat déle, přeskočit tento tah (pas), nebo místo předat AI:
deadline-expired-choices-no-skip = Ostatní hráči, zakladatel nebo správce mohou počkat déle, nebo místo předat AI (pas tu pravidla nedovolují):
deadline-status = Čas na tento tah: do <t:{ $deadline }:f> (<t:{ $deadline }:R>).
deadline-status-paused = Hodiny stojí.

expiry-button-wait = Počkat déle
expiry-button-skip = Přeskočit tah (pas)
expiry-button-ai = Předat místo AI
expiry-waited = ⌛ { $player } dává hráči { $late } víc času: { $left } od této chvíle.
expiry-skipped = ⌛ { $player } přeskakuje tah hráče { $late } (pas).
expiry-handed = ⌛ { $player } předává místo hráče { $late } AI; { $late } si ho vezme zpět příkazem /hra dovolená.
expiry-not-allowed = O hráči, kterému vypršel čas, rozhodují ostatní hráči, zakladatel nebo správce; ty můžeš pořád táhnout.
expiry-not-expired = Čas na tento tah nevypršel, nebo už stůl rozhodl.
expiry-no-skip = V tomto okamžiku hry pravidla pas nedovolují.

pace-set = { $player } nastavuje tempo hry { $game }: { $pace }.
pace-off = { $player } vypíná lhůty hry { $game }.
pause-no-pace = Tato hra nemá lhůty, takže nejsou žádné hodiny k zastavení (nastavíš je příkazem /hra tempo).
pause-already = Hodiny této hry už stojí.
pause-not-paused = Hodiny této hry běží, není co spouštět.
pause-done = ⏸ { $player } zastavuje hodiny hry { $game }. Táhnout se dá dál; připomínky přijdou, až hodiny zase poběží.
pause-resumed = ▶ { $player } znovu spouští hodiny hry { $game }.

seats-already-ai = Toto místo už hraje AI.
seats-not-on-vacation = Tvé místo nehraje AI, hraješ ho ty.
seats-kicked-ask-host = Tvé místo hraje AI z rozhodnutí zakladatele stolu nebo správce serveru: vrátit ti ho může jen zakladatel nebo správce (/hra vyměnit).
seats-already-seated = { $player } už v této hře hraje.
seats-bot-cannot-play = Bot si ke stolu sednout nemůže.
seats-not-running = Místa mění hráče jen v rozehrané hře.
seats-vacation-on = { $player } nechává své místo na čas hrát AI (zpět si ho vezme příkazem /hra dovolená).
seats-vacation-off = { $player } si bere své místo zpět od AI.
seats-kicked = { $host } předává místo hráče { $player } AI.
seats-replaced = { $newcomer } přebírá místo hráče { $player } ve hře { $game }.
stand-in-set = { $player } určuje, jaká AI hraje předané místo ve hře { $game }: { $level }.
stand-in-unknown = Úroveň AI „{ $level }“ tato hra nemá. Úrovně: { $levels }
