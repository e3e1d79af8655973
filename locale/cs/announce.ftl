# Oznámení: vlákno pro každou hru, upozornění s kontextem, připnutý stav, soukromé zprávy, odchozí fronta (bot/table/outbox.py, bot/discord/notify.py)
announce-thread-opened = { $host } otevírá stůl pro hru { $game }: { $thread }
announce-since = { $count ->
    [one] Od tvého posledního tahu:
    [few] Od tvého posledního tahu ({ $count } tahy):
   *[other] Od tvého posledního tahu ({ $count } tahů):
}
announce-more = { $count ->
    [one] … a 1 starší tah
    [few] … a { $count } starší tahy
   *[other] … a { $count } starších tahů
}
announce-jump = Hra: { $link }
announce-status-title = { $game } #{ $id } — stav
announce-deadline = Na tah je čas do { $when }
announce-dm = Jsi na tahu ve hře { $game }: { $link }
announce-catch-up = { $game }: zveřejněno dodatečně (bot byl přerušen)
announce-taken-back = { $count ->
    [one] 1 tah byl vzat zpět.
    [few] { $count } tahy byly vzaty zpět.
   *[other] { $count } tahů bylo vzato zpět.
}
cmd-settings-notify-name = upozornění
cmd-settings-notify-desc = Soukromá zpráva, když jsi na tahu
opt-dm-name = zpráva
opt-dm-desc = Ano: soukromá zpráva, když jsi na tahu; ne: žádná
settings-notify-on = Když budeš na tahu, pošlu ti soukromou zprávu.
settings-notify-off = Soukromé zprávy o tahu už posílat nebudu.
announce-round = { $round }. kolo
announce-mark = -# Hra #{ $id } · tah { $seq }
status-pins-full = Tento kanál už má 250 připnutých zpráv, víc Discord nedovolí, a tak stav hry #{ $id } připnutý není. Až se pár starých zpráv odepne, stav další hry se zase připne.
