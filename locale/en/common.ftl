## Výpravčí — generic bot messages (English).
## Keep this file and locale/cs/common.ftl in step: same ids, same variables.
## $player, $host, $winner are display names; $game is a localized game name.

bot-name = Výpravčí
language-cs = Čeština
language-en = English
seat-fallback = Player { $n }
yes = yes
no = no
ai-random = random
ai-simple = simple
ai-strong = strong
seat-kind-human = player
seat-kind-ai = AI

## Lobby

lobby-created = { $host } opened a table for { $game } ({ $min }–{ $max } players). Press “Join” to take a seat; the host starts the game.
lobby-joined = { $player } joined the table ({ $count ->
        [one] 1 player
       *[other] { $count } players
    } seated).
lobby-left = { $player } left the table.
lobby-ai-added = An AI player ({ $ai }) takes a seat: { $player }.
lobby-started = { $game } begins! Seating order: { $players }.
lobby-abandoned = { $player } abandoned the game of { $game }. Nothing is scored.
lobby-not-host = Only the host ({ $host }) can do that.
refuse-host-or-admin = Only the host ({ $host }) or a server admin (Manage Server or Manage Channels) can do that.
refuse-newcomer-game-limit = { $player } already plays { $count ->
        [one] 1 open game
       *[other] { $count } open games
    } here, the most this server allows one member (server setting “game-limit”). The seat stays as it is.
lobby-channel-busy = A game of { $game } is already running in this channel. Finish or abandon it first, or use another channel.
lobby-need-players = { $game } needs { $min }–{ $max } players, but { $count ->
        [one] only 1 is
       *[other] { $count } are
    } seated.
lobby-already-seated = You already have a seat at this table.
lobby-full = The table is full ({ $max } players).
lobby-no-table = There is no open table in this channel. Create one with /game new.
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-add-ai = Add AI player
lobby-button-start = Start
lobby-button-cancel = Cancel

## Turns and refusals

turn-ping = { $player }, your turn in { $game }.
turn-waiting = Waiting for { $player }.
turn-ai-thinking = { $player } (AI) is thinking…
refuse-not-your-turn = It is not your turn — { $player } is to act.
refuse-not-seated = You are not seated in this game.
refuse-state-changed = The game moved on while you were choosing. Please look at the board and try again.
refuse-no-game = There is no game running in this channel. Start one with /game new.
refuse-game-over = This game is already over.

## Undo

undo-done = { $player } took back the last action.
undo-only-own = You can only take back your own last action, and only before anybody else has acted.
undo-needs-consent = { $player } wants to take back an action. { $needed ->
        [one] One more player must agree.
       *[other] { $needed } more players must agree.
    }
undo-consent-button = Agree to undo
undo-nothing = There is nothing to undo.
undo-declined = The undo request was declined; the game goes on unchanged.

## Log, export, status, board

log-title = Game log — { $game }
log-empty = Nothing has happened yet.
log-entry = { $n }. { $text }
log-more = …and { $count ->
        [one] 1 earlier entry
       *[other] { $count } earlier entries
    }.
export-title = Game record
export-done = The record of this game ({ $count ->
        [one] 1 action
       *[other] { $count } actions
    }). Replaying it rebuilds the game exactly.
status-title = { $game } — status
status-to-act = To act: { $player }
status-phase = Phase: { $phase }
status-players = Players
status-seat = { $n }. { $player }
status-options = Options
status-host = Host: { $host }
board-title = Board — { $game }
board-rendering = Drawing the board…
board-failed = The board picture could not be drawn; the game itself is unaffected.

## Settings

settings-language-set = Language set to { $language }.
settings-language-current = Current language: { $language }.

## Rules lookup

rules-no-match = No rule section matches “{ $query }”. Try a shorter word, or pick from the list while typing.
rules-pick = Several sections match “{ $query }”. Pick one: { $options }
rules-see = See rule: { $title }
rules-source = A summary written for Výpravčí; the printed rulebook is authoritative.
rules-no-rules = There is no rules summary for { $game } yet.

## Console front end

console-welcome = Výpravčí console (database { $db }, pictures in { $out }). Type “help” for the commands, “quit” to leave.
console-prompt = { $player }>{ " " }
console-help =
    Table:   new <game> [option=value…] [pace=1h|12h|1d|3d|7d|off] · join <name> · leave · ai [simple|random|strong] · start · hotseat on|off (host) · abandon · repair (host)
    Players: the prompt shows who types · as <name> (type as that player) · “Name: buy steel” (one line as Name) · AI seats move by themselves
    Game:    <action> <values…> (names may have spaces: “build leather new york”; or field=value; Czech names work too: “trať”, “silniční=1”) · choices [action] [field] [field=value…] · suggest <action>
    Views:   status · board · log · export [file] · undo (your own move at once; someone else's when all agree) · agree (to an undo asked for) · rules <words> · games
    Tables:  mine (games where it is your turn) · list (running games and open tables) · import <file> (a game record, as export writes it) · stats (leaderboards of finished games) · glossary <words> (a game term in Czech and English)
    Secrets: hand [name] (your own secret cards, or name's, after a look-away warning) · choices <action> lists a secret choice to its player
    Other:   lang <cs|en> · help [game] (with a game: its moves) · quit
console-help-moves = Its moves (the command, then the values; [field=…] may be left out):
console-help-games = Games and their options (new <game> option=value …):
console-help-lobby = A table for { $game } is open: join <name>, ai, then start.
console-help-now = Legal now for { $player }, with an example each:
console-help-any = any value
console-help-example = e.g. { $example }
console-help-default = (default { $value })
console-example-secret = { $action } … (a secret choice: “{ $hand }”, then “{ $choices } { $action }”)
console-choices-head = { $action }: { $count ->
        [one] 1 legal { $field }
       *[other] { $count } legal values of { $field }
    } (type the word on the left or the name):
console-choices-none = { $action }: no { $field } can be listed now; the game checks the whole move when you type it. For example: { $example }
console-choices-bare = { $action } has nothing to choose: type “{ $action }”.
console-understood = → { $action }: { $fields }
console-as-ai = { $player } is an AI seat: it moves by itself and cannot be played by hand.
console-not-seated = { $player } has no seat in this game; { $to_act } is to act. Type “as { $to_act }”, or the host turns on “hotseat on”.
console-not-your-turn = It is { $player }’s turn. Type “as { $player }” (or “{ $player }: …”), or the host turns on “hotseat on”.
console-turn-other = { $player }, your turn (type “as { $player }” to play).
console-hotseat-on = Hot seat on: the console plays whichever person is to act.
console-hotseat-off = Hot seat off: each player moves under their own name (“as <name>”).
console-unknown-game = There is no game “{ $game }”. Did you mean “{ $near }”? Games: { $games }
console-unknown-command-near = Unknown command “{ $command }”. Did you mean “{ $near }”? Type “help”.
console-error-not-now = “{ $action }” is not possible now. Legal now: { $examples }
console-error-no-field = “{ $action }” has no field “{ $field }”. Did you mean “{ $near }”? Fields: { $fields }
console-error-no-field-none = “{ $action }” has no field “{ $field }”. Fields: { $fields }
console-error-extra-words = “{ $words }” is more than “{ $action }” takes.
console-rules-see = See rule: { $title } (type “rules { $title }”)
console-lobby-created = { $host } opened a table for { $game } ({ $players } { $count ->
        [one] player
       *[other] players
    }). Players: “join <name>”, AI: “ai”; the host types “start”.
console-lobby-no-table = There is no open table. Open one with “new <game>”.
console-refuse-no-game = No game is running. Start one with “new <game>” (“help” lists the games).
console-lobby-host-cannot-leave = The host cannot leave the table; “abandon” ends the game instead.
console-lobby-channel-busy = A game is already running here. Finish it or “abandon” it first.
console-error-bad-action = That move cannot be read ({ $detail }). Type “help” for the commands legal now.
game-status-lobby = table open
game-status-active = in play
game-status-finished = finished
game-status-abandoned = abandoned
console-suggest-none = The game has no suggestion for that move.
console-unknown-command = Unknown command “{ $command }”. Type “help”.
console-bad-input = Could not read that: { $detail }
console-bye = Goodbye.
console-now-playing = Now acting as { $player }.
console-board-written = Board picture saved: { $path }
turn-ping-console = { $player }, your turn.
export-written = Game record written to { $path }.
status-line = { $game } ({ $status }): { $players }
game-abandoned = The game was abandoned; nothing is scored.
undo-vote-open = Undo requested: { $agreed } of { $needed } players agree so far.
rules-pick-one = Several sections match. Pick one: { $options }

## End of a game

game-over = Game over!
game-over-winner = { $winner } wins!
game-over-scores = Scores: { $scores }
game-over-title = Game over — final scores
score-line = { $place }. { $player }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
score-line-worth = { $place }. { $player }: { $worth }

## Core rule errors (raised by games/core for every game)

error-game-over = The game is already over; no more actions can be taken.
error-not-your-turn = { $seat }, it is not your turn — wait until you are pinged.
error-bad-action = That action is not understood ({ $detail }). Use the commands or buttons offered.
error-bad-options = Those game options are not valid ({ $detail }).
error-unknown-game = There is no game called “{ $game }”. Pick one from the list.
error-player-count = This game cannot be played with { $count ->
        [one] 1 player
       *[other] { $count } players
    }.
error-game-too-long = The game was stopped after { $actions } actions without reaching its end (a safety limit for AI-only games).
error-generic = Something went wrong; the game was not changed.
interaction-too-late = { $player }: Discord handed the bot your last command or button press too late to answer it; nothing changed — just send it again.

# Typed arguments that match no legal choice (console and slash commands).
error-not-now = That move is not possible now: the game waits for another decision.
error-no-such-choice = “{ $typed }” is not a legal { $field } now. Choices: { $options }
error-unknown-ai = Unknown AI level: { $ai }. Known: { $known }.

## Input that fails validation: field, value, why, what is allowed (never a validation dump)
field-type = action
error-bad-action-field = That move cannot be read:
error-bad-options-field = Those game options are not valid:
error-invalid-value = { $field } “{ $value }” { $why }.
error-invalid-missing = { $field } { $why }.
error-invalid-allowed = Allowed: { $allowed }.
error-invalid-combination = these options do not go together: { $fields } (“help” shows which map or mode each one needs).
did-you-mean = Did you mean “{ $word }”?
why-missing = is missing (it must be given)
why-literal_error = is not one of the allowed values
why-enum = is not one of the allowed values
why-unknown_type = is not an action of this game
why-extra_forbidden = is not an option of this game
why-int_parsing = is not a whole number
why-int_type = is not a whole number
why-bool_parsing = is neither true nor false
why-bool_type = is neither true nor false
why-string_type = is not text
why-list_type = is not a list
why-too_short = has too few items
why-too_long = has too many items
why-greater_than_equal = is too small
why-less_than_equal = is too large
why-value_error = does not fit the other values
why-setting_form = is not in the form name=value (e.g. layout=hills@1,0)
why-other = is not valid here
error-no-such-choice-near = “{ $typed }” is not a legal { $field } now. Did you mean “{ $near }”? Choices: { $options }
console-error-missing = “{ $action }”: { $field } is missing; choices: { $options }
console-unknown-ai = There is no AI level “{ $level }”. Did you mean “{ $near }”? Levels: { $known }
console-secret-not-yours = { $player } chooses among secret cards: only { $player } may list them (type “as { $player }” first).
console-game-damaged = This game's record breaks at move { $move }: that move can no longer be replayed, so the game cannot go on as it is. The host can cut it back to move { $good } with “repair”, or end it with “abandon”.
console-game-damaged-setup = This game's record cannot be set up again (its options or seats are no longer valid), so it cannot go on. End it with “abandon”.
console-repair-setup-broken = The game breaks already at its set-up, so there is no good move to go back to. End it with “abandon”.
console-game-not-started = The game has not started yet: the host types “start”.
console-error-not-your-turn = { $seat }, it is not your turn.
console-rules-no-match = No rule section matches “{ $query }”. Try a shorter word.
