## The console's table management (bot/console/table.py): vacation, kick, replace, pace, pause,
## resume as Discord's /game commands, in the console's words where Discord's name a slash command.
## Keep this file and locale/cs/console-table.ftl in step.

console-help-table =
    Table management (the host where Discord asks for the host or an admin), with an example each:
      vacation [on|off]   an AI plays your own seat until you take it back: vacation · vacation off
      kick <name>         (host) an AI plays that player's seat; only the host gives it back: kick Eva
      replace <name> <newcomer>  (host) another person plays the seat from now on (the player themselves takes it back): replace Eva Jiří Novák
      pace <1h|12h|1d|3d|7d|off>  (host) the time per move (or any from 10m to 30d: 90m, 36h, 2d), at the table or while playing; the current player's time starts again: pace 1d
      pause · resume      (host) stop the clock and start it again; moves go on: pause
      stand-in <level>    (host) the AI that plays a seat handed over (vacation, kick), in the lobby or while playing: stand-in simple
    A deadline here runs on this computer's clock: status shows the pace and until when the player to act has. The console sends no reminders and offers no expiry choices (only Discord does).
console-seat-unknown = { $player } plays no seat in this game. The players: { $players }
console-usage-vacation = Type “vacation” (an AI plays your seat) or “vacation off” (you take it back).
console-usage-kick = Type the player's name: kick <name>
console-usage-stand-in = Type the AI level: stand-in { $levels }
console-usage-replace = Type the player's name and the newcomer's: replace <name> <newcomer>
console-usage-pace = Type the time per move: pace 1h|12h|1d|3d|7d|off, or any from 10m to 30d (pace 36h)
console-status-pace = Pace: { $pace }.
console-deadline-status = Time for this move: until { $time } on this computer's clock ({ $left } left).
console-refuse-host-or-admin = Only the host ({ $host }) can do that.
console-pause-no-pace = This game has no deadlines: there is no clock to stop (“pace 1d” sets one).
console-seats-kicked-ask-host = The host handed your seat to an AI: only the host can give it back (“replace <your name> <your name>”).
console-seats-vacation-on = { $player } lets an AI play their seat for a while (“vacation off” takes it back).
