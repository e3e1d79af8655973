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

## /game hand: your secrets, privately (any game); the console's “hand”

cmd-game-hand-name = hand
cmd-game-hand-desc = Show your secret cards in this game (only you see them)
hand-title = Your secrets in { $game }
hand-empty = You hold no secret cards now.
hand-choose = { $player }, your choice (only you see it):
button-show-my-choice = Show my choice
export-secret-running = The record would reveal the players' secret cards: export it once the game is over.
choice-map-dyorle = Dyorle
console-hand-warning = The secrets of { $player } follow: everyone else, look away!
console-help-hand = Secrets: hand [name] (the secret cards of the player to act, or of name) · actions by type, e.g. “transport warsaw copenhagen”, “keep_task 17”
console-hand-hint = { $player } chooses among secret cards: the others look away, then type “hand” and “choices” to see them.
error-choose-one = Several choices fit; say which: { $options }

## /ce: Cargo Empire actions (one subcommand per action type; see bot/cogs/action_commands.py)

cmd-ce-name = ce
cmd-ce-desc = Cargo Empire actions
cmd-ce-keep-task-name = keep-task
cmd-ce-keep-task-desc = Keep one of the two task cards you drew (the other goes under the deck)
cmd-ce-choose-card-name = choose-card
cmd-ce-choose-card-desc = Take one transport card of the type you choose
cmd-ce-place-post-name = place-post
cmd-ce-place-post-desc = Set-up: place a trading post on a demand space of a city
cmd-ce-transport-name = transport
cmd-ce-transport-desc = Carry one goods cube from a supply city to a demand city, playing transport cards
cmd-ce-refill-name = refill
cmd-ce-refill-desc = No transport possible: refill the supply spaces of a LV1/LV2 city with your post
cmd-ce-take-cards-name = take-cards
cmd-ce-take-cards-desc = No transport possible: take one road, one rail and one sea card
cmd-ce-advance-name = advance
cmd-ce-advance-desc = Move a development marker one space (at a crossing: the upper or lower path)
cmd-ce-take-city-name = take-city
cmd-ce-take-city-desc = City bonus: take a card from the city-card offer
cmd-ce-take-tasks-name = take-tasks
cmd-ce-take-tasks-desc = Instead of a city card: draw two task cards and keep one
cmd-ce-place-crest-name = place-crest
cmd-ce-place-crest-desc = Clans: put your clan crest on a city
cmd-ce-clan-ability-name = clan-ability
cmd-ce-clan-ability-desc = Clans: pay two kept cubes for a clan ability
cmd-ce-end-turn-name = end-turn
cmd-ce-end-turn-desc = Clans: end your turn without (more) clan abilities
cmd-ce-port-choice-name = port-choice
cmd-ce-port-choice-desc = Tino clan, end of the game: does your crest city count as a port for your tasks?
cmd-ce-vassal-transport-name = vassal-transport
cmd-ce-vassal-transport-desc = Vassals: your vassal carries a cube to a free demand space and posts there

opt-task-name = task
opt-card-name = card
opt-goods-name = goods
opt-supply-name = supply
opt-demand-name = demand
opt-road-name = road
opt-rail-name = rail
opt-sea-name = sea
opt-space-name = space
opt-rush-name = rush
opt-marker-name = marker
opt-path-name = path
opt-ability-name = ability
opt-pay-name = pay
opt-source-name = source
opt-clan-name = clan
opt-port-name = port
opt-ce-task-desc = Task card (number and title)
opt-ce-card-desc = Card to take: a transport card type, or a city card from the offer
opt-ce-city-desc = City
opt-ce-goods-desc = Goods colour of the demand space
opt-ce-supply-desc = Supply city: where you have a trading post and goods are offered
opt-ce-demand-desc = Demand city: with a free demand space for the goods
opt-ce-road-desc = Road cards to play (left out: the only set that fits)
opt-ce-rail-desc = Rail cards to play (left out: the only set that fits)
opt-ce-sea-desc = Sea cards to play (left out: the only set that fits)
opt-ce-space-desc = Demand space (only when both could take the cube)
opt-ce-rush-desc = Rush token the route collects (Dyorle)
opt-ce-marker-desc = Development marker: car, train or ship
opt-ce-path-desc = Upper or lower path (before the first track and at a crossing)
opt-ce-ability-desc = Clan ability
opt-ce-pay-desc = Two kept cubes to pay with
opt-ce-source-desc = City the goods cube moves from
opt-ce-clan-desc = Clan whose crest power you borrow
opt-ce-port-desc = Count your crest city as a port?

button-ce-keep-task = Keep a task card
button-ce-choose-card = Take a transport card
button-ce-place-post = Place a trading post
button-ce-transport = Transport goods
button-ce-refill = Refill goods
button-ce-take-cards = Take one card of each type
button-ce-advance = Development move
button-ce-take-city = Take a city card
button-ce-take-tasks = Draw two task cards
button-ce-place-crest = Place the clan crest
button-ce-clan-ability = Clan ability
button-ce-end-turn = End the turn
button-ce-port-choice = Crest city as a port?
button-ce-vassal-transport = Vassal's transport

## /game new: variants, by the game's on/off options (choice-variant-<option>)

opt-variants-name = variants
opt-variants-desc = Variants to switch on, separated by commas (type to see the game's variants)
opt-setting-name = setting
opt-setting-desc = One more option as name=value, e.g. layout=hills@2,-1 sea@-3,0/1
choice-variant-clans = Clans (Cargo Empire)
choice-variant-vassals = Vassals, 2 players (Cargo Empire)
choice-variant-spediter = Špeditér automa (Cargo Empire)
choice-variant-advanced_tracks = Advanced development tracks (Cargo Empire)
choice-variant-golden_spike = Golden Spike (Mini Express, USA map)
choice-variant-ports = Ports (Mini Express, Europe map)
choice-variant-secret_debt = Secret Debt (Mini Express)
choice-variant-signals = Rush Hour (Mini Express)
choice-variant-full_steam = Full Steam Ahead (Mini Express)

## /mx: the experts' split and the variants' pending decisions (bot/cogs/mini_express.py)

cmd-mx-split-name = split
cmd-mx-split-desc = Experts' duel set-up: name a company in the split of the starting shares
cmd-mx-branch-name = branch
cmd-mx-branch-desc = Golden Spike: name the company that runs the western branch
cmd-mx-port-name = port
cmd-mx-port-desc = Ports: the free port hex the train goes on (e.g. G8)
cmd-mx-next-name = next
cmd-mx-next-desc = Rush Hour: the player who plays next (signal Volno)
opt-hex-name = hex
opt-hex-desc = Hex as the board's edges label it, e.g. G8
opt-player-name = player
opt-player-desc = Player
button-split-both = Take both shares of { $company }
button-split-shared = Each takes a share of { $company }
button-choose-branch = Western branch: { $company }
button-choose-port = Port { $value }
button-choose-next = { $value } plays next
button-my-secret = My secret
debt-start-note = Secret Debt: every player holds a secret debt token. Use /game hand (or press “My secret”) to see yours; only you see it.

## The host's option menus on the lobby message (bot/cogs/lobby_options.py)

lobby-option-auto = automatic
lobby-option-variants-none = Variants: none (pick to switch on)
lobby-option-set = { $player } set: { $options }.
lobby-option-conflict = { $option } cannot be combined with { $other }: change that first. Nothing was changed.
lobby-option-invalid = These options do not fit together ({ $detail }). Nothing was changed.
choice-variant-first_game = First game (every city takes 2 companies)
