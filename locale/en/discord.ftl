## Discord front end (English): buttons, selects and replies only the Discord face uses.
## Keep this file and locale/cs/discord.ftl in step: same ids, same variables.

## Commands the Discord face adds (see commands.ftl for the naming rules)

cmd-settings-server-language-name = server-language
cmd-settings-server-language-desc = Set this server's default language (needs Manage Server)

## Buttons and selects on a turn message

button-draft = Take { $company }
button-buy = Buy { $company } (cost { $cost })
button-pass = Pass
select-build-placeholder = Build track for { $company }…
select-build-option = { $city } ({ $count ->
        [one] 1 train
       *[other] { $count } trains
    })
select-wild-placeholder = Wild symbol: which company gains the influence?
select-wild-prompt = The demand token in { $city } shows a wild symbol: pick the company in which you gain 1 influence.
rules-pick-placeholder = Pick a rules section…

## Replies

lobby-created-fixed = { $host } opened a table for { $game } ({ $count ->
        [one] 1 player
       *[other] { $count } players
    }). Press “Join” to take a seat; the host starts the game.
route-via = via { $hexes }
settings-server-language-set = This server's language is now { $language }.
settings-need-manage-server = Only members who may manage the server can change its language.
lobby-already-started = The game at this table has already started.
game-not-started = The game in this channel has not started yet: the host starts it with the Start button.
lobby-unknown-ai = There is no AI player of the kind “{ $level }”.
lobby-host-cannot-leave = The host cannot leave the table; abandon the game with /game abandon instead.

## /game new: Mini Express modes and the solo difficulty (choice-<option>-<value>)

opt-mode-name = mode
opt-mode-desc = How to play: 3–5 players, solo against Mašinfíra, or 2 players
opt-difficulty-name = difficulty
opt-difficulty-desc = Solo difficulty (solo mode only)
choice-mode-standard = Base game (3–5 players)
choice-mode-solo = Solo against Mašinfíra
choice-mode-two_player = 2 players with Mašinfíra
choice-mode-experts = Experts’ duel (2 players, no Mašinfíra)
choice-difficulty-cestujici = Passenger (easy)
choice-difficulty-turista = Tourist (normal)
choice-difficulty-sotous = Trainspotter (hard)
choice-difficulty-pruvodci = Conductor (brutal)
choice-difficulty-ajznbonak = Railwayman (ultimate)
