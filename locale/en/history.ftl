## History of finished games, import of records, stats and leaderboards, the glossary.

cmd-game-history-name = history
cmd-game-history-desc = Page through a finished game's boards, move by move (only you see it)
cmd-game-import-name = import
cmd-game-import-desc = Bring in a game record (JSON, as /game export writes it) and store it here
cmd-stats-name = stats
cmd-stats-desc = This server's leaderboards by game, or one player's records
cmd-glossary-name = glossary
cmd-glossary-desc = A game term in Czech or English, with the other language's term in every game
opt-move-name = move
opt-move-desc = The move to open at (0: the set-up; empty: the last move)
opt-record-name = record
opt-record-desc = The record file (JSON)
opt-user-name = user
opt-user-desc = Whose records (empty: the whole server's leaderboards)
opt-term-name = term
opt-term-desc = A game term, in Czech or English

## /game history
history-title = { $game } #{ $id }
history-setup = the set-up
history-move = move { $n } of { $total }
history-no-words = (this move has no public description)
history-abandoned = The game was abandoned here, without scoring.
history-no-such-game = No game number { $id } has ended on this server.
history-not-over = Game { $id } is still running; its history opens once it ends (until then: /game log).
history-none-here = No game has finished in this channel yet. Pick a finished game by its number: /game history game:…
history-damaged = The record of game { $id } no longer replays, so its history cannot be shown.
history-button-first = ⏮ Set-up
history-button-previous = ◀ Previous
history-button-next = Next ▶
history-button-last = Last ⏭
history-button-open = History
history-pick = #{ $id } { $game }: { $players }

## /game import
import-no-file = Attach the record file (JSON, as /game export writes it).
import-too-big = The file is too large for a game record (at most { $limit } kB).
import-read-failed = Discord did not hand over the file just now; try /game import again.
import-not-json = The file is not a game record: it is not JSON text.
import-not-record = The file is not a game record: the field “{ $field }” is missing or wrong.
import-unknown-game = The record is of a game this bot does not know: “{ $game }”.
import-bad-setup = The record’s set-up does not work (game options or players): { $reason }
import-bad-move = Move { $move } of { $count } in the record breaks the rules, so nothing was imported: { $reason }
import-move-unreadable = the game cannot read it ({ $reason }).
import-channel-busy = This channel has a game in progress or an open table; import the record where no game is open.
import-thread = { $player } imports a game of { $game } (#{ $id }) into its own thread: { $thread }
import-done-finished = { $player } imports a finished game of { $game } (#{ $id }, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }). The History button or /game history shows it move by move.
import-done-active = { $player } imports a game of { $game } (#{ $id }, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }); it goes on here.
console-import-written = Imported as game #{ $id } ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    }).
console-import-no-file = There is no record file at { $path }.
console-import-usage = Type the record file’s path: import PATH

## /stats
stats-game-title = { $game } — { $count ->
        [one] { $count } finished game
       *[other] { $count } finished games
    }
stats-line = { $name } — { $wins } of { $games } won ({ $rate } %), best score { $best }, rating { $rating }
stats-more = …and { $count } more
stats-ai-title = AI players and automa
stats-ai-seat = AI ({ $level })
stats-personal-title = { $name }’s records on this server
stats-personal-line = { $wins } of { $games } won ({ $rate } %), best score { $best }, rating { $rating }; { $place }. of { $count } on the leaderboard
stats-none = No game has finished on this server yet.
stats-none-user = { $name } has not finished a game on this server yet.
console-stats-none = No game has finished here yet.
stats-cut = … (shortened: choose one game with game:)

## /glossary
glossary-title = Glossary: “{ $term }”
glossary-none = No game term matches “{ $term }”. Try a shorter word, in Czech or English.
