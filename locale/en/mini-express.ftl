## Mini Express (English). Game terms follow the Czech edition (BoardBros); keep ids and
## variables in step with locale/cs/mini-express.ftl.
## $company is the company name; the Czech file also uses $company_gen/_dat/_acc/_loc/_ins
## (the same name declined), which English does not need.

game-mini-express = Mini Express

## Companies. Terms take a grammatical case in Czech: { -lumber(case: "gen") }.

-lumber = Lumber Company
-steel = Steel Company
-leather = Leather Company
-cotton = Cotton Company
-wild = wild

company-lumber = { -lumber }
    .gen = { -lumber }
    .dat = { -lumber }
    .acc = { -lumber }
    .loc = { -lumber }
    .ins = { -lumber }
    .colour = brown
company-steel = { -steel }
    .gen = { -steel }
    .dat = { -steel }
    .acc = { -steel }
    .loc = { -steel }
    .ins = { -steel }
    .colour = grey
company-leather = { -leather }
    .gen = { -leather }
    .dat = { -leather }
    .acc = { -leather }
    .loc = { -leather }
    .ins = { -leather }
    .colour = orange
company-cotton = { -cotton }
    .gen = { -cotton }
    .dat = { -cotton }
    .acc = { -cotton }
    .loc = { -cotton }
    .ins = { -cotton }
    .colour = white
company-wild = Wild
    .gen = wild
    .dat = wild
    .acc = wild
    .loc = wild
    .ins = wild
    .colour = purple

## Maps, options, variants, modes

me-map-usa = USA
me-map-europe = Europe
me-opt-map = Map
me-opt-first_game = First game
me-opt-first_game-desc = Every city takes trains of at most 2 companies, whatever its border says.
me-variant-golden-spike = Golden Spike
me-variant-ports = Ports
me-masinfira = Mašinfíra (the automa)
me-mode-base = Base game (3–5 players)
me-mode-solo = Solo game against Mašinfíra
me-mode-two-player = 2 players with Mašinfíra
me-mode-experts = Experts’ duel (2 players, no Mašinfíra)

## Phases and actions

me-phase-draft = Starting shares
me-phase-play = Play
me-phase-over = Game over
me-action-draft = Take a starting share
me-action-buy = Buy a share
me-action-build = Build track
me-action-pass = Pass
me-trains = { $count ->
        [one] { $count } train
       *[other] { $count } trains
    }
me-shares = { $count ->
        [one] { $count } share
       *[other] { $count } shares
    }
me-influence-points = { $count } influence
me-round = Round { $round }
me-turn = Turn { $turn }
me-shares-left = { $count ->
        [0] no shares left
        [one] 1 share left
       *[other] { $count } shares left
    }
me-capacity = { $capacity ->
        [one] takes 1 company
       *[other] takes { $capacity } companies
    }

## Board picture (render/mini_express.py looks up render-me-<word>; English is its fallback)

render-me-title = Mini Express
render-me-map-usa = USA
render-me-map-europe = Europe
render-me-phase-draft = Starting shares
render-me-phase-play = Playing
render-me-phase-over = Game over
render-me-to-play = To play:
render-me-last-round = Last round!
render-me-first-game = First game: every city takes 2
render-me-length = Track length
render-me-share-value = Value per share:
render-me-first = 1st
render-me-second = 2nd
render-me-other = Other
render-me-offer = Shares
render-me-trains = Trains
render-me-supply = Supply
render-me-set-aside = Set aside
render-me-exhausted = EXHAUSTED
render-me-influence = Influence
render-me-player = Player
render-me-start-player = start player
render-me-holdings = shares (influence)
render-me-points = points
render-me-total = Total
render-me-rank = #
render-me-winner = Winner
render-me-legend-capacity = companies a city takes
render-me-legend-start = start location
render-me-legend-token = demand token
render-me-legend-port = port
render-me-legend-port-closed = port (no track)
render-me-mf-company = Mašinfíra
render-me-mf-destination = Mašinfíra’s destination
render-me-golden-spike = Golden Spike
render-me-east-branch = east
render-me-west-branch = west
render-me-spike-cancelled = cancelled
render-me-signal-go = Volno
render-me-signal-stop = Stůj
render-me-debt = debt

## Rule errors (games/mini_express/state.py). Each says why, and what would work.

error-draft-none-left = No { $company } shares are left among the set-aside shares. Pick another company.
error-draft-same-company = You already hold a { $company } share; your second starting share must come from a different company.
error-draft-same-pair = With { $company } you would hold the same pair of starting shares as another player, and every pair must be different. Pick another company.
error-buy-no-shares = { $company } has no shares left in its share offer (its share supply is exhausted). You can still build track for it.
error-buy-influence = A { $company } share costs { $cost } influence now (one per train on its train area), but your influence in { $company } is only { $have }. Build track into a city whose demand token shows { $company } to gain influence, or buy another company’s share.
error-unknown-city = There is no city “{ $city }” on this map.
error-build-not-new-market = { $company } already has a train in { $city }; track must lead to a new market. Choose a city { $company } has not reached yet.
error-build-city-full = { $city } is full: it takes trains of at most { $capacity ->
        [one] 1 company
       *[other] { $capacity } companies
    }. Choose another city.
error-build-no-trains = { $company } has no trains on its train area, so it cannot build. Buying a { $company } share puts 3 trains there.
error-build-no-route = No route over land leads from { $company }’s track to { $city } (track may not pass through other cities).
error-build-out-of-reach = { $company } needs { $need ->
        [one] 1 train
       *[other] { $need } trains
    } to reach { $city } but has only { $have } on its train area. Choose a closer city, or buy a { $company } share first to add trains.
error-build-route-not-shortest = That route to { $city } is not one of the shortest (they use { $need ->
        [one] 1 train
       *[other] { $need } trains
    } and never pass through another city). Pick one of the shortest routes.
error-not-in-draft = The starting shares have all been taken; now shares are bought with the Buy a share action.
error-draft-first = The starting shares must be drafted first (set-up).
error-build-no-wild = { $city } has no demand token with a wild symbol, so leave the wild choice empty.
error-build-wild-choice = The demand token in { $city } has a wild symbol: name one company other than { $company } that gains 1 influence from it.
error-pass-not-allowed = You cannot pass while an action is possible: every turn you either buy a share or build track.

## Events (me-ev-*): what happened, for the channel and the game log.

me-ev-draft = { $seat } takes a starting share of { $company }.
me-ev-draft-skipped = { $seat } has no legal starting share left and is skipped.
me-ev-draft-leftover = { $shares ->
        [one] 1 unclaimed { $company } share moves
       *[other] { $shares } unclaimed { $company } shares move
    } the { $company } track length marker { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    }.
me-ev-play-begins = The starting shares are drafted. { $seat }, the start player, takes the first turn.
me-ev-buy = { $seat } buys a { $company } share for { $cost ->
        [0] no influence
       *[other] { $cost } influence
    }; { $trains ->
        [0] no trains are added to its train area.
        [one] 1 train is added to its train area.
       *[other] { $trains } trains are added to its train area.
    }
me-ev-build = { $seat } builds { $company } track into { $city } with { $trains ->
        [one] 1 train
       *[other] { $trains } trains
    }; track length { $length_from } → { $length_to }.
me-ev-compensation = Compensation: { $company } { $trains ->
        [0] gets no train (its train area is full or its supply is empty).
        [one] gets 1 train on its train area.
       *[other] gets { $trains } trains on its train area.
    }
me-ev-influence = { $seat }’s influence in { $company } rises to { $to }.
me-ev-token-removed = { $city } has reached its capacity; its demand token is removed.
me-ev-supply-out = { $company } has no trains left in the general supply: its { $shares ->
        [one] last share leaves
       *[other] { $shares } remaining shares leave
    } the game.
me-ev-exhausted = The { $company } share supply is exhausted.
me-ev-end-triggered = Two companies’ share supplies are exhausted: the game ends once this round is complete.
me-ev-game-over = The game is over. { $winner } wins! Scores: { $scores }.
me-ev-pass = { $seat } can take no action and passes.

## Modes: solo, 2 players with Mašinfíra, experts' duel (games/mini_express/state.py, automa.py)

error-split-company-taken = { $company } has already been chosen in the split of the starting shares. Choose another company.
error-split-not-duel = Choosing companies to split the starting shares belongs to the experts’ duel only; in this game you draft your starting shares one by one.
error-draft-duel-split = In the experts’ duel the starting shares are split by choosing companies: the start player chooses twice (a company to take both shares of, then one both players take a share of), then the other player chooses once.
error-duel-same-company = The two actions of a turn must be for 2 different companies, and the first was for { $company }. Choose another company.
error-duel-second-action-ends = This action for { $company } would exhaust a share supply and end the game, but nobody may end the game with the second action of a turn. Choose another action.
me-ev-end-now = Two companies’ share supplies are exhausted and { $seat } plays last in the round: the game ends at once.
me-ev-split-two = { $seat } chooses { $company } and takes both its set-aside shares.
me-ev-split-shared = { $seat } chooses { $company }: each player takes 1 of its shares.
me-ev-split-last = Each player takes 1 share of the last company, { $company }.
me-ev-duel-second = { $seat } takes the second action of the turn, for a company other than { $company }.
me-ev-duel-end = The { $company } share supply is exhausted: the experts’ duel ends at once.
me-ev-mf-leftover = { $seat } receives { $shares ->
        [one] the unclaimed { $company } share
       *[other] the { $shares } unclaimed { $company } shares
    }.
me-ev-mf-setup-token = Mašinfíra’s set-up: { $seat } draws a token; the chosen-company marker moves { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } (the destination-city marker stays put).
me-ev-mf-setup-share = { $seat } takes { $shares ->
        [one] a starting share
       *[other] { $shares } starting shares
    } of { $company }{ $from_box ->
        [0] .
        [one] {" "}(1 of them from the box, as no more were set aside).
       *[other] {" "}({ $from_box } of them from the box, as no more were set aside).
    }
me-ev-mf-ready = The reshuffle tokens join the bag; it now holds { $bag } Mašinfíra tokens.
me-ev-mf-token = { $seat } draws a Mašinfíra token: the chosen-company marker moves { $company_steps ->
        [one] 1 step
       *[other] { $company_steps } steps
    }, the destination-city marker { $destination_steps ->
        [one] 1 city
       *[other] { $destination_steps } cities
    }.
me-ev-mf-reshuffle = { $seat } draws a reshuffle token: { $returned ->
        [one] 1 token goes
       *[other] { $returned } tokens go
    } back into the bag, and { $seat } draws again.
me-ev-mf-company = The chosen-company marker moves { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } to { $company }.
me-ev-mf-destination = The destination-city marker moves to { $city } (city { $number }){ $skipped ->
        [0] .
        [one] , skipping 1 city without a demand token.
       *[other] , skipping { $skipped } cities without a demand token.
    }
me-ev-mf-destination-enters = The destination-city marker enters the map on { $city } (city { $number }){ $skipped ->
        [0] , the city nearest the top-right corner.
        [one] : city 1 has no demand token left.
       *[other] : cities 1–{ $skipped } have no demand token left.
    }
me-ev-mf-destination-stays = The destination-city marker is on the last city ({ $city }) and stays there.
me-ev-mf-last-city = The destination-city marker has reached city 32, { $city }: at this difficulty the game ends at once.
me-ev-mf-takes-share = { $company } has { $trains ->
        [0] no trains
        [one] 1 train
       *[other] { $trains } trains
    } on its train area (0–2): { $seat } takes one of its shares.
me-ev-mf-cannot-take = { $company } has { $trains ->
        [0] no trains
        [one] 1 train
       *[other] { $trains } trains
    } on its train area but no shares left in its share offer: { $seat } draws a new token (the destination-city marker stays put).
me-ev-mf-builds = { $company } has { $trains } trains on its train area (3–5): { $seat } builds track for it.
me-ev-mf-cannot-build = { $company } has { $trains } trains on its train area but cannot build into any city: { $seat } draws a new token (the destination-city marker stays put).
me-ev-mf-redraw = The new token moves the chosen-company marker { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    }.
me-ev-mf-target = { $seat } builds { $company } track into { $city }: { $reason ->
        [only] it is the only city { $company } can reach.
        [shorter] { $tied } cities are equally close to the destination city, and this one needs the shortest track ({ $trains ->
            [one] 1 train
           *[other] { $trains } trains
        }).
        [more-companies] { $tied } cities are equally close to the destination city with equally short track, and this one has trains of the most companies ({ $present }).
        [higher-number] { $tied } cities tie on distance to the destination city, track length and companies present, and this one has the highest number.
       *[nearest] of the { $candidates } cities within reach it is the closest to the destination city ({ $distance ->
            [0] it is the destination city itself
            [one] 1 hex away
           *[other] { $distance } hexes away
        }).
    }
me-ev-mf-route = The track starts from the hex furthest east, then north ({ $hex }; possible start hexes: { $starts }); { $rule ->
        [only] one shortest route leads from there.
       *[clockwise] the clockwise rule picks one of { $routes } equally short routes from there.
    }
me-ev-mf-wild = The demand token in { $city } shows the wild symbol: { $seat } gains influence in all four companies.
me-ev-mf-no-compensation = Compensation: { $company } gets none, as it already has { $trains } trains on its train area (Turista).
me-ev-mf-share-influence = { $seat }’s influence in { $company } rises to { $to } with the share (Průvodčí).
me-ev-mf-pass = { $seat } can take no action for any company and passes.

## Variants and mini-expansions (games/mini_express/variants.py): Zlatý hřeb (Golden Spike),
## Přístavy (Ports), Tajný dluh (Secret Debt), V ruchu a spěchu (Rush Hour: signals), Plnou parou vpřed.

me-variant-secret-debt = Secret Debt (Tajný dluh)
me-variant-signals = Rush Hour (V ruchu a spěchu)
me-variant-full-steam = Full Steam Ahead (Plnou parou vpřed)
me-action-branch = Choose the western branch
me-action-port = Choose a port
me-action-next = Choose the next player

error-branch-pending = First choose the company that runs the western branch of the transcontinental railroad ({ $count ->
        [one] 1 company qualifies
       *[other] { $count } companies qualify
    }).
error-branch-not-pending = No western branch is being chosen now: that choice comes only when a track links Omaha and San Francisco.
error-branch-choice = { $company } cannot run the western branch: choose a company with a train on a hex where the two branches met, other than the eastern branch.
error-build-spike-closed = { $city } takes no more track: its demand token was removed when the first track reached Omaha (Golden Spike).
error-port-pending = First choose the free port for the { $company } train ({ $options }).
error-port-not-pending = No port is being chosen now: that choice comes only after the first track into a city whose demand token has a wild symbol.
error-port-unknown = { $hex } is not a port hex.
error-port-taken = The port at { $hex } is already occupied; choose a free port.
error-next-pending = First choose who plays next: a player whose signal shows Volno.
error-next-not-pending = Nobody is choosing the next player now.
error-next-unknown = { $seat } is not at this table.
error-next-self = You have just played: choose one of the other players to go next.
error-next-stop = The signal of { $seat } shows Stůj: choose a player whose signal shows Volno.

me-ev-spike-omaha = { $seat } builds the first track into { $city } for { $company }: the Golden Spike event begins and the transcontinental railroad is under way!
me-ev-spike-east = A { $company } train from the supply goes on the Golden Spike tile: { $company } runs the eastern branch.
me-ev-spike-no-east = { $company } has no train left in the supply, so nobody runs the eastern branch this game.
me-ev-spike-west-start = A { $company } train from the supply goes to { $city }, a new start location for { $company }.
me-ev-spike-no-train = { $company } has no train left in the supply and gets none in { $city }.
me-ev-spike-token-removed = The demand token in { $city } is removed: no more influence can be gained there, and no more track may be built into it.
me-ev-spike-cancelled = { $seat } builds into { $city } before any track reached Omaha: the Golden Spike tile leaves the game and the event will not happen.
me-ev-spike-linked = The Golden Spike is driven! Continuous track now links Omaha and San Francisco; the branches met at { $hexes }.
me-ev-spike-choose = { $seat } chooses which of the { $count } companies present where the branches met runs the western branch.
me-ev-spike-no-candidate = Only the eastern branch stands where the branches met: no company runs the western branch.
me-ev-spike-west-chosen = { $seat } chooses { $company } for the western branch.
me-ev-spike-west = A { $company } train from the supply goes on the Golden Spike tile: { $company } runs the western branch.
me-ev-spike-no-west = { $company } has no train left in the supply, so no company runs the western branch.
me-ev-spike-bonus = { $company } runs a branch of the transcontinental railroad: track length { $length_from } → { $length_to }.
me-ev-mf-branch = { $seat } chooses { $company } for the western branch: { $reason ->
        [more-shares] it holds more of its shares than of the others’.
        [fewer-player-shares] it holds as many of its shares as of another’s, and the players hold fewer of them.
        [marker] the tie goes to the company under its chosen-company marker or next after it.
       *[only] it is the only company present.
    }
me-ev-port-event = { $seat } builds the first track into { $city }, whose demand token has a wild symbol: a port event for { $company }.
me-ev-port-no-train = { $company } has no train left in the supply: the port event is skipped.
me-ev-port-none-free = No port is free: the port event is skipped.
me-ev-port-choose = { $seat } chooses a free port for the { $company } train: { $options }.
me-ev-port-placed = { $seat } puts the { $company } train on the port at { $hex }, an extra start location for { $company }.
me-ev-mf-port = { $seat } takes the free port nearest its destination city, { $hex } ({ $distance ->
        [0] it has no destination city yet
        [one] 1 hex away
       *[other] { $distance } hexes away
    }).
me-ev-signal-stop = { $seat } turns their signal to Stůj.
me-ev-signal-end-triggered = Two companies’ share supplies are exhausted: play goes on until every signal shows Stůj.
me-ev-signal-reset = Every signal shows Stůj, so all turn back to Volno; { $seat } chooses one of the other players to go next.
me-ev-signal-choose = { $seat } chooses the next active player among those whose signal shows Volno.
me-ev-signal-next = { $seat } takes the start player token and plays next.
me-ev-debt-yours = { $seat }, this is your secret debt token (no. { $token }); only you can see it:
me-ev-debt-line = −{ $amount } influence in { $company } before final scoring.
me-ev-debt-revealed = { $seat } reveals their debt token (no. { $token }).
me-ev-debt-paid = { $seat } pays the debt: influence in { $company } −{ $amount }, now { $to }.

## The expansion maps: Spojené království 1918 (uk) and Tchaj-wan 1908 (taiwan)

me-map-uk = United Kingdom 1918
me-map-taiwan = Taiwan 1908
choice-map-uk = United Kingdom 1918
choice-map-taiwan = Taiwan 1908
me-action-underground = Build the London Underground
me-action-ferry = Build a ferry line
me-action-white = Build white track (Japanese government)
me-action-influence = Choose influence (countryside)
me-action-restrict = Choose a restriction token
me-action-seal = Imperial seal: choose the company to raise
cmd-mx-underground-name = underground
cmd-mx-underground-desc = UK: a white train on a free hex around London (e.g. K15)
cmd-mx-ferry-name = ferry
cmd-mx-ferry-desc = UK: take a free ferry line from a city of the company into the other end
cmd-mx-white-name = white
cmd-mx-white-desc = Taiwan: white track across one mountain hex into an empty city
cmd-mx-influence-name = influence
cmd-mx-influence-desc = UK countryside: a company for one wild influence
cmd-mx-restrict-name = restrict
cmd-mx-restrict-desc = Taiwan: the company whose influence and restriction token go down 1
cmd-mx-seal-name = seal
cmd-mx-seal-desc = Taiwan imperial seal: the company you raise by 1 (the others go down 1)
opt-ferry-name = ferry
opt-ferry-desc = Ferry line, named by its two cities
button-mx-underground = Underground
button-mx-ferry = Ferry
button-mx-white = White track
button-mx-influence = Influence
button-mx-restrict = Restriction
button-mx-seal = Seal

error-draft-white = White shares are not drafted on this map: choose brown, grey or orange.
error-split-pile-same = A pile holds two shares of one company and one of another: choose a different company for the single share.
error-split-pile-choice = Take one of the two piles: name the company of which it holds two shares, not { $company }.
error-not-your-choice = This choice belongs to another player.
error-uk-only = That action exists only on the United Kingdom map.
error-taiwan-only = That action exists only on the Taiwan map.
error-underground-hex = { $hex } is not one of the six Underground hexes around London.
error-underground-taken = The Underground hex { $hex } already has a white train.
error-white-own-build = On this map white never builds ordinary track: use its own build instead.
error-ferry-unknown = There is no ferry line called { $ferry }.
error-ferry-white = White cannot take a ferry line.
error-ferry-taken = The ferry line { $ferry } is already run by { $company }.
error-ferry-not-connected = { $company } has no train in either end city of the ferry line { $ferry }.
error-ferry-both-ends = { $company } already has trains in both end cities of the ferry line { $ferry }.
error-tw-no-tokens = All 8 city development tokens are on the map: white cannot build any more.
error-tw-no-restriction = You need influence in brown, grey or orange whose restriction token is still above 3.
error-tw-source-empty = White's track starts in a city that already has a train; { $city } has none.
error-tw-target-occupied = White's track must end in a city with no train; { $city } has one.
error-tw-same-side = The two cities must lie on opposite sides of the mountains; { $city } does not.
error-tw-no-mountain-route = No shortest route into { $city } crosses exactly one free mountain hex.
error-tw-developed = { $city } has a city development token: only white builds there.
error-countryside-pending = First choose where the countryside influence goes ({ $count } companies left to choose from).
error-countryside-not-pending = No countryside influence is being chosen now.
error-countryside-choice = { $company } cannot take this influence: each wild symbol raises a different company.
error-restrict-pending = First choose the restriction token that goes down ({ $count } options).
error-restrict-not-pending = No restriction token is being chosen now.
error-restrict-choice = { $company } cannot be chosen: you need influence there and its token above 3.
error-seal-pending = First the holder of the imperial seal chooses a company to raise ({ $count } options).
error-seal-not-pending = The imperial seal is used only before final scoring.
error-seal-choice = { $company } cannot be raised with the imperial seal.

me-ev-pile-double = { $seat } puts two shares of { $company } in the first pile.
me-ev-pile-single = { $seat } adds one share of { $company }; the other pile holds the rest.
me-ev-pile-taken = { $seat } takes the pile with two shares of { $company }.
me-ev-uk-faster = The 8th share is bought: faster trains! A share now adds 4 trains and a train area holds 6 (white still 1 and 2).
me-ev-underground = { $seat } builds the London Underground at { $hex }: white's track length { $length_from } → { $length_to }.
me-ev-ferry = { $seat } takes the ferry line { $ferry } for { $company } into { $city }: track length { $length_from } → { $length_to }.
me-ev-countryside = { $seat } connects the countryside city { $city }: { $count } influence in different companies.
me-ev-uk-key = { $city } has a city key: { $company } track length → { $to }.
me-ev-tw-restrict = { $seat } lowers their influence in { $company } to { $to }; its restriction token goes down to { $limit }.
me-ev-tw-capped = { $seat } drops to influence { $to } in { $company }, just below its restriction token.
me-ev-tw-restrict-choose = { $seat } chooses which restriction token goes down.
me-ev-tw-white-from = { $seat } builds white track for the Japanese government from { $city }.
me-ev-tw-white = White track reaches { $city } ({ $trains } trains); white's track length { $length_from } → { $length_to }.
me-ev-tw-developed = A city development token goes to { $city }: a new start location for every company ({ $left } tokens left).
me-ev-tw-star-all = { $city } is a star city with a development token: every bonus marker moves up 1.
me-ev-tw-new-trains = { $company } gets { $trains ->
        [one] 1 new train
       *[other] { $trains } new trains
    } on its train area.
me-ev-tw-white-train = { $seat } takes a white train from the supply (now { $count }).
me-ev-tw-star = { $company } reaches the star city { $city }: bonus marker at { $count }.
me-ev-tw-seal = { $seat } holds the imperial seal (white trains + white shares: { $total }{ $shared ->
        [1] {""}
       *[other] , shared by { $shared } players
    }).
me-ev-tw-star-bonus = { $company } joined { $stars } star cities: track length { $length_from } → { $length_to }.
me-ev-tw-seal-up = Imperial seal: { $seat } raises their influence in { $company } to { $to }.
me-ev-tw-seal-down = Imperial seal: { $seat } lowers their influence in { $company } to { $to }.
me-ev-tw-seal-white = Imperial seal: { $seat } has no influence left in { $company }, so white influence drops by 2 to { $to }.
render-me-map-uk = United Kingdom 1918
render-me-map-taiwan = Taiwan 1908
render-me-legend-ferry = ferry line
render-me-legend-red-line = red line (no track across)
render-me-legend-key = city key (+1 length)
render-me-legend-wild = wild symbols (countryside)
render-me-legend-underground = Underground (+length)
render-me-legend-mountain = mountain (white only)
render-me-legend-star = star city
render-me-legend-developed = city development token
render-me-upgrade = Shares bought
render-me-limit = limit
render-me-bonus = stars
render-me-seal = seal
render-me-legend-number = city number (solo)
opt-mx-source-desc = Taiwan: the city with a train where white track starts

## /mx: the Discord commands (cmd-mx-<type>-name/-desc, opt-<field>-name/-desc, choice-<option>-<value>;
## the naming rules are in commands.ftl)

cmd-mx-name = mx
cmd-mx-desc = Mini Express actions
cmd-mx-draft-name = draft
cmd-mx-draft-desc = Set-up: take one of the set-aside starting shares
cmd-mx-buy-name = buy
cmd-mx-buy-desc = Buy a share: pay influence equal to the trains on the company's train area
cmd-mx-build-name = build
cmd-mx-build-desc = Build track: extend a company's line along a shortest route into a city
cmd-mx-pass-name = pass
cmd-mx-pass-desc = Pass (only when no action at all is possible)

opt-route-name = route
opt-route-desc = Which of the equally short routes to build (empty: the first one)
opt-wild-name = wild
opt-wild-desc = Company that gains 1 influence from a wild symbol on the demand token

choice-company-lumber = { -lumber } (brown)
choice-company-steel = { -steel } (grey)
choice-company-leather = { -leather } (orange)
choice-company-cotton = { -cotton } (white)

## Buttons and selects on a turn message, and a route's words (bot/faces/mini_express.py)

button-draft = Take { $company }
button-buy = Buy { $company } (cost { $cost })
button-pass = Pass
select-build-placeholder = Build track for { $company }…
select-build-option = { $city } ({ $count ->
        [one] 1 train
       *[other] { $count } trains
    })
select-wild-prompt = The demand token in { $city } shows a wild symbol: pick the company in which you gain 1 influence.
route-via = via { $hexes }

## /game new: the map and the first game (choice-<option>-<value>, choice-variant-<option>)

opt-first_game-name = first_game
opt-first_game-desc = First-game simplification: every city takes trains of 2 companies
choice-variant-first_game = First game (every city takes 2 companies)
choice-map-usa = USA

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

## /game new: variants, by the game's on/off options (choice-variant-<option>)

choice-variant-golden_spike = Golden Spike (Mini Express, USA map)
choice-variant-ports = Ports (Mini Express, Europe map)
choice-variant-secret_debt = Secret Debt (Mini Express)
choice-variant-signals = Rush Hour (Mini Express)
choice-variant-full_steam = Full Steam Ahead (Mini Express)

## /mx: the experts' split and the variants' pending decisions (bot/faces/mini_express.py)

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
debt-start-note = Secret Debt: every player holds a secret debt token. Use /game hand (or press “My secret”) to see yours; only you see it.
