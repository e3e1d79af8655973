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
ce-error-not-enough-cards = You hold { $have } { $card } card(s) but want to play { $need }.
ce-error-cards-cannot-carry = These cards cannot carry goods from { $supply } to { $demand } (a rail card cannot be split around another card).
ce-error-card-not-needed = One of these cards is not needed from { $supply } to { $demand }: play only cards the transport needs, along the shortest route.
ce-error-must-transport = You can still transport goods, so you must.
ce-error-refill-full = The supply spaces of { $city } are already full.
ce-error-no-cubes = No { $goods } cubes are left in the supply.
ce-error-not-now = That is not what the game waits for now ({ $expected }, not { $got }).
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
ce-ev-transport = { $seat } carries { $goods } goods from { $supply } to { $demand } (road { $road }, rail { $rail }, sea { $sea }).
ce-ev-upgrade = { $city } is upgraded to LV{ $level }{ $perfect ->
    [true] {" "}— a perfect upgrade!
   *[other] .
}
ce-ev-rewards = { $seat } moves car { $car }, train { $train }, ship { $ship }; city rewards { $rewards }.
ce-ev-advance = { $seat } moves the { $marker } to space { $progress }.
ce-ev-city-card = { $seat } takes the city card { $card }.
ce-ev-refill = { $seat } refills { $city } with { $cubes } cube(s).
ce-ev-take-cards = { $seat } takes one road, one rail and one sea card.
ce-ev-order = Turn order for the next round: { $order }.
ce-ev-game-over = The game is over. { $scores }
