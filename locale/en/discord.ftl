## Discord front end (English): buttons, selects and replies only the Discord face uses.
## Keep this file and locale/cs/discord.ftl in step: same ids, same variables.

## Commands the Discord face adds (see commands.ftl for the naming rules)

cmd-settings-server-language-name = server-language
cmd-settings-server-language-desc = Set this server's default language (needs Manage Server)

## The /rules menu (a game's own turn buttons and selects are in its own file)

rules-pick-placeholder = Pick a rules section…

## Replies

lobby-created-fixed = { $host } opened a table for { $game } ({ $count ->
        [one] 1 player
       *[other] { $count } players
    }). Press “Join” to take a seat; the host starts the game.
settings-server-language-set = This server's language is now { $language }.
settings-need-manage-server = Only members who may manage the server can change its language.
lobby-already-started = The game at this table has already started.
game-not-started = The game in this channel has not started yet: the host starts it with the Start button.
lobby-unknown-ai = There is no AI player of the kind “{ $level }”.
lobby-host-cannot-leave = The host cannot leave the table; abandon the game with /game abandon instead.

## /game hand: your secrets, privately (any game); the console's “hand”

cmd-game-hand-name = hand
cmd-game-hand-desc = Show your secret cards in this game (only you see them)
hand-title = Your secrets in { $game }
hand-empty = You hold no secret cards now.
hand-choose = { $player }, your choice (only you see it):
button-show-my-choice = Show my choice
button-my-secret = My secret
console-hand-warning = The secrets of { $player } follow: everyone else, look away!
console-hand-hint = { $player } chooses among secret cards: the others look away, then type “hand” and “choices” to see them.
error-choose-one = Several choices fit; say which: { $options }

## Options of more than one game's action commands (opt-<field>-name; see bot/cogs/action_commands.py).
## An option of one game's actions only is named in that game's own file.

opt-card-name = card
opt-space-name = space
opt-marker-name = marker
opt-source-name = source

## /game new: variants, by the game's on/off options (choice-variant-<option>)

opt-variants-name = variants
opt-variants-desc = Variants to switch on, separated by commas (type to see the game's variants)
opt-setting-name = setting
opt-ai-name = ai
opt-ai-desc = The AI level the Add AI player button seats (simple unless chosen; strong plays best)
opt-setting-desc = One more option as name=value, e.g. layout=hills@2,-1 sea@-3,0/1 or pace=36h (10m to 30d)

## The host's option menus on the lobby message (bot/discord/cogs/lobby_options.py)

lobby-option-auto = automatic
lobby-option-variants-none = Variants: none (pick to switch on)
lobby-option-set = { $player } set: { $options }.
lobby-option-conflict = { $option } cannot be combined with { $other }: change that first. Nothing was changed.
lobby-option-invalid = These options do not fit together ({ $detail }). Nothing was changed.
