## Discord application commands (English). The translator looks these ids up:
##   cmd-<group>-name / -desc            a command group (or a top-level command)
##   cmd-<group>-<command>-name / -desc  a subcommand
##   opt-<option>-name / -desc           an option (same wording wherever the option appears)
##   choice-<option>-<value>             the label of one fixed choice
## Names: lowercase, 1–32 characters, letters/digits/-/_ only (no spaces). Descriptions: 1–100.
## English names are the base names the code registers.
## A game's own commands, options and choices (cmd-<prefix>-…, an option of its actions or of its
## /game new menu alone) live in the game's own file, locale/en/<game>.ftl (tests/test_locale.py).

cmd-game-name = game
cmd-game-desc = Create and manage the game in this channel
cmd-game-new-name = new
cmd-game-new-desc = Open a table for a new game in this channel
cmd-game-status-name = status
cmd-game-status-desc = Show who is to act, the players and the scores so far
cmd-game-abandon-name = abandon
cmd-game-abandon-desc = End the game in this channel without scoring (host or admin)
cmd-game-undo-name = undo
cmd-game-undo-desc = Take back your last action
cmd-game-log-name = log
cmd-game-log-desc = Show what has happened so far
cmd-game-export-name = export
cmd-game-export-desc = Download the game record (JSON) to replay or archive it
cmd-game-board-name = board
cmd-game-board-desc = Show a picture of the current board

cmd-rules-name = rules
cmd-rules-desc = Look up a rule of the game
cmd-settings-name = settings
cmd-settings-desc = Your settings for this bot
cmd-settings-language-name = language
cmd-settings-language-desc = Choose the language the bot uses with you

opt-game-name = game
opt-game-desc = Which game
opt-map-name = map
opt-map-desc = Board side to play on
opt-company-name = company
opt-company-desc = Railway company
opt-city-name = city
opt-city-desc = City the new track leads to
opt-query-name = query
opt-query-desc = Rule to look up: a word or a section name
opt-language-name = language
opt-language-desc = Language

choice-language-cs = Čeština
choice-language-en = English
choice-map-europe = Europe
