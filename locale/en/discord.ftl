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

route-via = via { $hexes }
settings-server-language-set = This server's language is now { $language }.
settings-need-manage-server = Only members who may manage the server can change its language.
lobby-already-started = The game at this table has already started.
game-not-started = The game in this channel has not started yet: the host starts it with the Start button.
lobby-unknown-ai = There is no AI player of the kind “{ $level }”.
lobby-host-cannot-leave = The host cannot leave the table; abandon the game with /game abandon instead.
