# Announcements: threads per game, pings with context, the pinned status, DMs, the outbox (bot/table/outbox.py, bot/discord/notify.py)
announce-thread-opened = { $host } opened a table for { $game }: { $thread }
announce-since = { $count ->
    [one] Since your last move:
   *[other] Since your last move ({ $count } moves):
}
announce-more = { $count ->
    [one] … and 1 earlier move
   *[other] … and { $count } earlier moves
}
announce-jump = Game: { $link }
announce-status-title = { $game } #{ $id } — status
announce-deadline = The move is due by { $when }
announce-dm = Your turn in { $game }: { $link }
announce-catch-up = { $game }: posted late (the bot was interrupted)
announce-taken-back = { $count ->
    [one] 1 move was taken back.
   *[other] { $count } moves were taken back.
}
cmd-settings-notify-name = notify
cmd-settings-notify-desc = Get a direct message when it is your turn
opt-dm-name = dm
opt-dm-desc = Yes: a direct message when it is your turn; no: none
settings-notify-on = You will get a direct message when it is your turn.
settings-notify-off = No more direct messages when it is your turn.
announce-round = Round { $round }
announce-mark = -# Game #{ $id } · move { $seq }
status-pins-full = This channel already holds Discord's limit of 250 pinned messages, so the status of game #{ $id } is not pinned. Unpin a few old messages and the next game's status is pinned again.
