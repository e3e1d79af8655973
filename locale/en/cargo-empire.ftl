## Cargo Empire (English). Game terms follow the Czech edition (Dopravní impérium); keep ids and
## variables in step with locale/cs/cargo-empire.ftl.

game-cargo-empire = Cargo Empire

## Rule errors
ce-error-unknown-city = There is no city { $city } on the map.
ce-error-same-city = The supply city and the demand city must differ ({ $city }).
ce-error-level3 = { $city } is a LV3 city: it neither offers nor demands goods.
ce-error-no-post = You have no trading post in { $city }.
ce-error-no-goods = { $city } has no goods left on its supply spaces.
ce-error-no-demand = { $city } has no free demand space for { $goods } goods.
ce-error-no-cards = Play at least one transport card.
ce-error-not-enough-cards = You hold { $have ->
        [one] 1 { $card } card
       *[other] { $have } { $card } cards
    } but want to play { $need }.
ce-error-cards-cannot-carry = These cards cannot carry goods from { $supply } to { $demand } (a rail card cannot be split around another card).
ce-error-card-not-needed = One of these cards is not needed from { $supply } to { $demand }: play only cards the transport needs, along the shortest route.
ce-error-must-transport = You can still transport goods, so you must.
ce-error-refill-full = The supply spaces of { $city } are already full.
ce-error-no-cubes = No { $goods } cubes are left in the supply.
ce-error-not-now = The game does not wait for “{ $got }” now; it waits for: { $expected }.
ce-error-task-not-drawn = Task card { $task } is not one of the cards you drew.
ce-error-first-post-city = Your first trading post goes to a city in the city-card offer that no other player chose ({ $city } is not one).
ce-error-second-post-city = Your second trading post goes to the city on your secret city card, not { $city }.
ce-error-post-space = { $city } has no free { $goods } demand space.
ce-error-marker-not-allowed = The { $marker } may not move now.
ce-error-path-needed = Choose the upper or lower path for the { $marker }.
ce-error-path-fixed = The { $marker } stays on its path until the next crossing.
ce-error-city-not-offered = { $card } is not in the city-card offer.

## Events
ce-ev-round = Round { $round } begins.
ce-ev-task = { $seat } keeps a task card ({ $count } in hand).
ce-ev-card = { $seat } takes a { $card } card.
ce-ev-post = { $seat } places a trading post in { $city }.
ce-ev-transport = { $seat } carries { $goods } goods from { $supply } to { $demand }, playing { LIST(ce-played-road, ce-played-rail, ce-played-sea, conj: "and") }.
ce-ev-upgrade = { $city } is upgraded to LV{ $level }{ $perfect ->
    [true] {" "}— a perfect upgrade!
   *[other] .
}
ce-ev-rewards = Transport reward: { $seat } moves { LIST(ce-move-car, ce-move-train, ce-move-ship, conj: "and") }{ $rewards ->
        [0] {""}
        [one] ; plus 1 extra step for a city reward
       *[other] ; plus { $rewards } extra steps for city rewards
    }{ $perfect ->
        [true] {" "}and 1 extra step for a perfect upgrade
       *[other] {""}
    }.
ce-ev-advance = { $seat } moves the { $marker } to space { $progress }.
ce-ev-city-card = { $seat } takes the city card { $card }.
ce-ev-refill = { $seat } refills { $city } with { $cubes ->
        [one] 1 cube
       *[other] { $cubes } cubes
    }.
ce-ev-take-cards = { $seat } takes one road, one rail and one sea card.
ce-ev-order = Turn order for the next round: { $order }.
ce-ev-game-over = The game is over. { $winner } wins! Scores: { $scores }.
ce-played-road = { $road ->
        [0] {""}
        [one] 1 road card
       *[other] { $road } road cards
    }
ce-played-rail = { $rail ->
        [0] {""}
        [one] 1 rail card
       *[other] { $rail } rail cards
    }
ce-played-sea = { $sea ->
        [0] {""}
        [one] 1 sea card
       *[other] { $sea } sea cards
    }
ce-move-car = { $car ->
        [0] {""}
        [one] the car 1 space
       *[other] the car { $car } spaces
    }
ce-move-train = { $train ->
        [0] {""}
        [one] the train 1 space
       *[other] the train { $train } spaces
    }
ce-move-ship = { $ship ->
        [0] {""}
        [one] the ship 1 space
       *[other] the ship { $ship } spaces
    }

## Variants: rule errors
ce-error-no-clans = You have no clan in this game.
ce-error-not-your-ability = Your clan has no ability { $ability }.
ce-error-ability-field = The ability { $ability } does not fit the field { $field } (given where not needed, or missing).
ce-error-cannot-pay = You do not hold the cubes { $pay } to pay for a clan ability.
ce-error-ability-after-transport = The ability { $ability } only changes this turn's transport, which is already done.
ce-error-crest-already-there = Your crest already stands in { $city }.
ce-error-cube-move = A cube cannot move from { $source } to { $city }: it needs a free supply space of its colour in another city.
ce-error-once-a-turn = The ability { $ability } can be used only once a turn (or that clan is already borrowed).
ce-error-borrow = No other player's crest of clan { $clan } is on the board to borrow.
ce-error-crest-exclusive = Another player's Lockriel crest stands in { $city }: only that clan may use it as a supply or demand city.
ce-error-space-needed = Both demand spaces of { $city } can take this cube: say which one (upper or lower).
ce-error-space-fixed = Only one demand space of { $city } can take this cube; do not choose a space.
ce-error-unknown-rush = There is no rush space { $rush } on this map.
ce-error-rush-must-take = Every route these cards may take from { $supply } to { $demand } passes a rush token: collect one.
ce-error-rush-not-on-route = No route these cards may take passes a rush token on { $rush }.
ce-error-no-task-cards = The task deck is empty: take a city card.

## Variants: events
ce-ev-crest = { $seat } places the clan crest in { $city }.
ce-ev-crest-moved = { $seat } pays two cubes and moves the clan crest to { $city }.
ce-ev-clan-road-card = { $seat } pays two cubes and takes a road card.
ce-ev-clan-cube = { $seat } pays two cubes and moves a cube from { $source } to { $city }.
ce-ev-clan-long-rail = { $seat } pays two cubes: one rail card may cross three stretches this turn and moves the train two spaces.
ce-ev-clan-exchange = { $seat } pays two cubes and exchanges a { $card } card for a sea card.
ce-ev-clan-borrow = { $seat } pays two cubes and borrows the crest power of clan { $clan } for this turn.
ce-ev-port-choice = { $seat } { $port ->
    [true] counts { $city } as a port for all task cards.
   *[other] does not count { $city } as a port.
}
ce-ev-rush = { $seat } collects the { $card } rush token on { $rush }.
ce-ev-rush-refresh = The rush tokens are drawn anew onto the rush spaces.
ce-ev-vassal = The vassal of { $seat } carries { $goods } goods from { $supply } to { $demand } (the cube leaves the game).
ce-ev-spediter-post = The Špeditér places a trading post in { $city }.
ce-ev-spediter-reveal = The Špeditér reveals its city card { $city } and its task card.
ce-ev-spediter-reshuffle = Špeditér card { $card } shows the reshuffle symbol: all its cards are shuffled.
ce-ev-spediter-card = Špeditér card { $card }: { $card_type }, { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    }, arrow { $arrow }.
ce-ev-spediter-transport = The Špeditér carries { $goods } goods from { $supply } to { $demand }.
ce-ev-spediter-advance = The Špeditér moves its { $marker } to space { $progress }.
ce-ev-spediter-task = The Špeditér turns up a task card: { $task }.
ce-ev-spediter-city = The Špeditér takes the city card { $card }.

## Board picture (render/cargo_empire.py looks up render-ce-<word>; English is its fallback)
render-ce-title = Cargo Empire
render-ce-map-europe = Europe
render-ce-map-dyorle = Dyorle
render-ce-stage-setup = Set-up
render-ce-stage-play = Action phase
render-ce-stage-end = Final scoring
render-ce-stage-over = Game over
render-ce-round = Round
render-ce-to-play = To play:
render-ce-winner = Winner:
render-ce-do-task = keeps a task card
render-ce-do-card = chooses a transport card
render-ce-do-first_post = places the first trading post
render-ce-do-second_post = reveals the city card, places the second post
render-ce-do-turn = transport
render-ce-do-develop = development moves
render-ce-do-city = takes a city card
render-ce-do-city_or_task = city card or task cards
render-ce-do-crest = places the clan crest
render-ce-do-vassal = the vassal's transport
render-ce-do-turn_end = clan abilities or end of turn
render-ce-do-port = port for the task cards
render-ce-extra = extra
render-ce-offer = City-card offer
render-ce-blank = blank
render-ce-city-deck = City deck
render-ce-task-deck = Task deck
render-ce-supply = Goods supply
render-ce-removed = out of the game
render-ce-turn-order = Turn order
render-ce-cities = City cards
render-ce-hidden = ?
render-ce-vp = VP
render-ce-development = Development board
render-ce-upper = upper
render-ce-lower = lower
render-ce-start = Start
render-ce-crossing = crossing
render-ce-car = car
render-ce-train = train
render-ce-ship = ship
render-ce-road = road
render-ce-rail = rail
render-ce-sea = sea
render-ce-city = city card
render-ce-task = task card
render-ce-any = any card
render-ce-city_or_task = city or task
render-ce-legend-supply = supply (goods)
render-ce-legend-demand = demand space
render-ce-legend-post = trading post
render-ce-legend-port = port
render-ce-legend-offer = in the offer
render-ce-legend-rush = rush token
render-ce-score-development = development
render-ce-score-level3 = LV3
render-ce-score-city_cards = cities
render-ce-score-tasks = tasks
render-ce-spediter = Špeditér
render-ce-spediter-card = last card
render-ce-vassal = vassal
render-ce-kept = kept
render-ce-clan-erestdon = Erestdon
render-ce-clan-glat = Glat
render-ce-clan-lockriel = Lockriel
render-ce-clan-tino = Tino
render-ce-clan-kasha = Kasha

## Front ends: words for choices (autocomplete, buttons, console) and event parameters,
## task-card titles, and the secrets only their owner is shown (games/cargo_empire/private.py)
ce-choice-goods-orange = orange
ce-choice-goods-white = white
ce-choice-goods-brown = brown
ce-choice-goods-grey = grey
ce-choice-card-road = road
ce-choice-card-rail = rail
ce-choice-card-sea = sea
ce-choice-card-blank = blank city card
ce-choice-marker-car = car
ce-choice-marker-train = train
ce-choice-marker-ship = ship
ce-choice-arrow-up = up
ce-choice-arrow-down = down
ce-choice-path-upper = upper path
ce-choice-path-lower = lower path
ce-choice-space-0 = upper demand space
ce-choice-space-1 = lower demand space
ce-choice-port-true = yes: count the crest city as a port
ce-choice-port-false = no
ce-choice-clan-erestdon = Erestdon
ce-choice-clan-glat = Glat
ce-choice-clan-lockriel = Lockriel
ce-choice-clan-tino = Tino
ce-choice-clan-kasha = Kasha
ce-choice-ability-move_crest = move the crest
ce-choice-ability-road_card = take a road card
ce-choice-ability-move_cube = move a goods cube
ce-choice-ability-long_rail = long rail (one rail card over three stretches)
ce-choice-ability-exchange = exchange a card for a sea card
ce-choice-ability-borrow = borrow a crest power
ce-choice-supply-goods = { $city } ({ $goods } goods)
ce-choice-count-road = { $count ->
    [0] no road card
    [one] 1 road card
   *[other] { $count } road cards
}
ce-choice-count-rail = { $count ->
    [0] no rail card
    [one] 1 rail card
   *[other] { $count } rail cards
}
ce-choice-count-sea = { $count ->
    [0] no sea card
    [one] 1 sea card
   *[other] { $count } sea cards
}
ce-choice-rush = rush space { $a } – { $b } (token: { $card })
ce-rush-route = { $a } – { $b }
ce-group-red = red city
    .plural = red cities
    .loc = red cities
ce-group-blue = blue city
    .plural = blue cities
    .loc = blue cities
ce-group-green = green city
    .plural = green cities
    .loc = green cities
ce-group-yellow = yellow city
    .plural = yellow cities
    .loc = yellow cities
ce-group-port = port city
    .plural = port cities
    .loc = port cities
ce-group-inland = inland city
    .plural = inland cities
    .loc = inland cities
ce-task-label = Task { $number }: { $title }
ce-task-tier = { $count }+ → { $points } VP
ce-task-set = { $points } VP per set with your presence: { $groups }
ce-task-network = { $points } VP per city of your longest network of land-connected cities
ce-task-group_count = { $group } with your presence: { $tiers }
ce-task-city_cards = city cards: { $tiers }
ce-task-level_count = presence in LV{ $level } cities: { $tiers }
ce-task-per_level3 = { $points } VP per LV3 city with your presence
ce-task-four_posts = { $points } VP for four trading posts in one city
ce-task-exactly_two = { $points } VP per city where you have exactly two trading posts
ce-task-task_cards = task cards: { $tiers }
ce-task-behind = { $points } VP per { $marker ->
    [car] car behind your car
    [train] train behind your train
   *[ship] ship behind your ship
}
ce-private-city = Your secret city card: { $city } (revealed when you place your second trading post).
ce-private-tasks = Your task { $count ->
    [one] card
   *[other] cards
}: { $tasks }
ce-private-drawn = Task cards to choose from (keep one): { $tasks }

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
opt-goods-name = goods
opt-supply-name = supply
opt-demand-name = demand
opt-road-name = road
opt-rail-name = rail
opt-sea-name = sea
opt-rush-name = rush
opt-path-name = path
opt-ability-name = ability
opt-pay-name = pay
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

## /game new: the Dyorle map and the variants (choice-<option>-<value>, choice-variant-<option>)

choice-map-dyorle = Dyorle
choice-variant-clans = Clans (Cargo Empire)
choice-variant-vassals = Vassals, 2 players (Cargo Empire)
choice-variant-spediter = Špeditér automa (Cargo Empire)
choice-variant-advanced_tracks = Advanced development tracks (Cargo Empire)
help-option-cargo-empire-tracks = three development tracks, left to right, separated by commas (without it: drawn at random)
