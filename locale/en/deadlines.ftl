## Deadlines and seats that change hands (issue 15): /game pace, pause, resume, vacation, replace, kick;
## reminders and the expiry buttons. Keep this file and locale/cs/deadlines.ftl in step.

cmd-game-pace-name = pace
cmd-game-pace-desc = Set the time per move of this game, or switch the deadlines off (host or admin)
cmd-game-pause-name = pause
cmd-game-pause-desc = Stop the clock of this game; moves may still be made (host or admin)
cmd-game-resume-name = resume
cmd-game-resume-desc = Start the clock of this game again (host or admin)
cmd-game-vacation-name = vacation
cmd-game-vacation-desc = Let an AI play your seat for a while, or take your seat back
cmd-game-replace-name = replace
cmd-game-replace-desc = Give a player's seat to another member (host or admin)
cmd-game-kick-name = kick
cmd-game-kick-desc = Hand a player's seat to an AI (host or admin)
cmd-game-stand-in-name = stand-in
cmd-game-stand-in-desc = Choose the AI that plays a seat handed over (vacation, kick, time up) (host or admin)
opt-level-name = level
opt-level-desc = The AI level: strong plays best
opt-pace-name = pace
opt-pace-desc = The time each player has for a move
opt-away-name = away
opt-away-desc = Yes: an AI plays your seat; no: you take it back
opt-member-name = member
opt-member-desc = The player whose seat it is
opt-newcomer-name = newcomer
opt-newcomer-desc = The member who takes the seat over
choice-pace-off = No deadline (live play)
choice-pace-1h = 1 hour per move
choice-pace-12h = 12 hours per move
choice-pace-1d = 1 day per move
choice-pace-3d = 3 days per move
choice-pace-7d = 7 days per move

deadline-days = { $count ->
        [one] 1 day
       *[other] { $count } days
    }
deadline-hours = { $count ->
        [one] 1 hour
       *[other] { $count } hours
    }
deadline-minutes = { $count ->
        [one] 1 minute
       *[other] { $count } minutes
    }
deadline-reminder = ⏰ { $player }, your move in { $game }: { $left } left.
deadline-expired = ⌛ { $player }, your time for the move in { $game } is up ({ $pace }).
deadline-expired-choices = The other players, the host or an admin may wait longer, pass for the player, or hand the seat to an AI:
deadline-expired-choices-no-skip = The other players, the host or an admin may wait longer or hand the seat to an AI (the rules allow no pass here):
deadline-status = Time for this move: until <t:{ $deadline }:f> (<t:{ $deadline }:R>).
deadline-status-paused = The clock is paused.

expiry-button-wait = Wait longer
expiry-button-skip = Pass for the player
expiry-button-ai = Hand the seat to an AI
expiry-waited = ⌛ { $player } gives { $late } more time: { $left } from now.
expiry-skipped = ⌛ { $player } passes for { $late }.
expiry-handed = ⌛ { $player } hands { $late }'s seat to an AI; { $late } takes it back with /game vacation.
expiry-not-allowed = Only the other players, the host or an admin decide for a late player; you can still make your move.
expiry-not-expired = The time for this move has not run out, or the table has already decided.
expiry-no-skip = The rules allow no pass at this point of the game.

pace-set = { $player } sets the pace of { $game }: { $pace }.
pace-off = { $player } switches the deadlines of { $game } off.
pause-no-pace = This game has no deadlines: there is no clock to stop (/game pace sets one).
pause-already = The clock of this game is already stopped.
pause-not-paused = The clock of this game is running: there is nothing to resume.
pause-done = ⏸ { $player } stops the clock of { $game }. Moves may still be made; no reminders until it runs again.
pause-resumed = ▶ { $player } starts the clock of { $game } again.

seats-already-ai = An AI already plays that seat.
seats-not-on-vacation = Your seat is not played by an AI: you play it yourself.
seats-kicked-ask-host = The host or an admin handed your seat to an AI: only the host or an admin can give it back (/game replace).
seats-already-seated = { $player } already plays in this game.
seats-bot-cannot-play = A bot cannot take a seat.
seats-not-running = Seats change hands only in a running game.
seats-vacation-on = { $player } lets an AI play their seat for a while (/game vacation takes it back).
seats-vacation-off = { $player } takes their seat back from the AI.
seats-kicked = { $host } hands { $player }'s seat to an AI.
seats-replaced = { $newcomer } takes over { $player }'s seat in { $game }.
stand-in-set = { $player } chooses the AI that plays a seat handed over in { $game }: { $level }.
stand-in-unknown = There is no AI level “{ $level }” in this game. Levels: { $levels }
