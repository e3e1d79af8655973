## 18Lilliput (English). Game terms follow the English edition; keep ids and variables in step
## with locale/cs/lilliput.ftl.

game-18lilliput = 18Lilliput

company-mildendo = Mildendo Railway
company-slamecksan = Slamecksan Railway
company-glimigrim = Glimigrim Valley Railway
company-national = Lilliput National Railway
company-tramecksan = Tramecksan Railway
company-blefuscu = Blefuscu Railway
company-belfaborac = Belfaborac Railway
company-lustrog = Lustrog Railway

## Rule errors
ll-error-bad-home = That is not a legal home tile placement for { $company }.
ll-error-bad-split = The money must add up to { $amount } £, split between one or two of your companies.
ll-error-bad-start-price = { $price } is not a free space of the share price chart.
ll-error-bad-station = No free station circle { $spot } that the company reaches.
ll-error-bad-tile = Tile { $tile } cannot be laid at { $x },{ $y } like that.
ll-error-bank-price = A new train from the bank costs its printed price: give no train and no price.
ll-error-card-not-used = Dimen's Land copies only a card already used this round ({ $card } was not).
ll-error-card-taken = The action card { $card } was already taken this round.
ll-error-certificate-limit = You may hold at most { $limit } certificates.
ll-error-director-limit = You may direct at most { $limit } companies.
ll-error-final-payout = In the last round every company pays out.
ll-error-no-company = The card { $card } needs a company you direct.
ll-error-no-dimens-land = You have no Dimen's Land card left.
ll-error-no-exchange = { $character } cannot be exchanged for money.
ll-error-no-home = { $company } cannot have its home station on { $spot }.
ll-error-no-share-left = The bank holds no share of { $company }.
ll-error-no-such-card = There is no action card { $card } in this game.
ll-error-no-such-train = There is no train { $train } there.
ll-error-no-trains = No train is left to buy.
ll-error-not-director = You do not direct { $company }.
ll-error-not-enough-shares = You hold only { $held } shares of { $company }.
ll-error-not-maximum = These routes earn { $total } £, but { $best } £ is possible: the company must take the maximum. The best routes: { $routes }.
ll-error-not-now = The game waits for { $waiting }, not { $action }.
ll-error-not-obsolete = Only an obsolete train may be returned to the train pool at will ({ $train }).
ll-error-not-startable = { $company } cannot be started.
ll-error-not-started = { $company } has not been started.
ll-error-train-limit = { $company } already has its { $limit } trains.
ll-error-train-price = A train changes hands for at least 1 £, not { $price }.
ll-error-cannot-afford-share = A share of { $company } costs { $price } £, but you have only { $cash } £.
ll-error-cannot-afford-certificate = The director's certificate of { $company } costs { $price } £ (five times the start price), but you have only { $cash } £.
ll-error-has-start-company = You already have a start company ({ $company }); each player takes one.
ll-error-not-start-company = { $company } is not a start company: the draft offers only the start companies.
ll-error-company-taken = Another player has already taken { $company }.
ll-error-characters-enough = You already have as many characters as you may take ({ $count }).
ll-error-character-taken = Another player has already taken the character { $character }.
ll-error-start-company-drafted = { $company } is a start company: it is taken in the draft, not founded by buying a director's certificate.
ll-error-already-started = { $company } has already been founded.
ll-error-company-removed = { $company } is out of the game.
ll-error-treasury-short = { $company } needs { $price } £ but has only { $treasury } £ in its treasury.
ll-error-emergency-short = { $company } needs { $price } £: its treasury holds { $treasury } £ and its director may pay the rest from their own money, but has only { $cash } £.
ll-error-seller-self = A company cannot buy a train from itself ({ $company }).
ll-error-no-station-token = { $company } has placed all { $count } of its station tokens.
ll-error-tile-same-track = Tile { $tile } turned { $rotation } lays its track where turned { $same } does: give rotation { $same }.
ll-error-lay-cost = Laying tile { $tile } costs { $price } £, but { $company } has only { $treasury } £ in its treasury.
ll-error-train-needed = Say which train of { $company } you buy.
ll-error-other-company = This decision is { $company }'s, not another company's.

## Events
ll-ev-round = Round { $round } begins.
ll-ev-chose-company = { $seat } takes { $company }.
ll-ev-chose-character = { $seat } takes the character { $character }.
ll-ev-home = { $company } places its home tile.
ll-ev-company-removed = { $company } leaves the game.
ll-ev-income = { $seat } receives { $amount } £ (Balmuff).
ll-ev-income-companies = { $seat } gives 20 £ to their companies (Balmuff).
ll-ev-card = { $seat } takes the action card { $card } ({ $side }){ $copy ->
    [true] {" "}with Dimen's Land.
   *[other] .
}
ll-ev-money = { $seat } adds { $amount } £ to their cash.
ll-ev-funded = { $seat } adds money to their companies' treasuries.
ll-ev-tile = { $seat } lays { $tile } at { $x },{ $y } for { $company } ({ $cost } £).
ll-ev-sold-shares = { $seat } sells { $count ->
        [one] 1 share
       *[other] { $count } shares
    } of { $company } at { $price } £.
ll-ev-bought-share = { $seat } buys a share of { $company } for { $price } £.
ll-ev-started = { $seat } starts { $company } at { $price } £.
ll-ev-bought-train = { $company } buys a { $train }-train for { $price } £ (the director adds { $director_paid } £).
ll-ev-depot-train = { $company } buys a { $train }-train from the train pool for { $price } £ (the director adds { $director_paid } £).
ll-ev-offer = { $buyer } offers { $price } £ for a { $train }-train of { $seller }.
ll-ev-offer-refused = { $seller } refuses to sell to { $buyer }.
ll-ev-sold-train = { $seller } sells a { $train }-train to { $buyer } for { $price } £.
ll-ev-returned-train = { $company } puts a { $train }-train in the train pool.
ll-ev-station = { $company } places a station token on { $spot } ({ $cost } £).
ll-ev-exchanged = { $seat } exchanges { $character } for { $amount } £.
ll-ev-phase = Phase { $phase } begins.
ll-ev-rusted = { $count ->
        [one] 1 { $train }-train rusts and leaves the game.
       *[other] { $count } { $train }-trains rust and leave the game.
    }
ll-ev-paid-out = { $company } pays out { $revenue } £.
ll-ev-withheld = { $company } keeps { $revenue } £ in its treasury.
ll-ev-train-to-depot = A { $train }-train moves to the train pool.
ll-ev-train-removed = A { $train }-train leaves the game (advanced variant).
ll-ev-game-over = The game is over. { $scores }

## Solo against Gulliver and the variants (Allenbeck-Tottenham-Express, Laputa, Brobdingnag)
ll-ev-gulliver-company = Gulliver plays { $company }.
ll-ev-gulliver-train = { $company } takes a { $train }-train from the deck (Gulliver).
ll-ev-gulliver-discard = { $company } discards a { $train }-train to make room (Gulliver).
ll-ev-brob-kept = { $company } keeps { $amount } £ of the paid-out revenue (Brobdingnag).
ll-ev-tile-removed = Tile { $tile } leaves the game: { $company } is not in play (Laputa).
ll-error-gulliver-trades = Gulliver's companies neither sell nor buy trains ({ $company }).

## Scenario tiles
ll-ev-mine = { $company } takes { $amount } £ from a mine into its treasury.
ll-error-tile-terrain = { $terrain } lies on { $x },{ $y }: tile { $tile } cannot replace it.
ll-error-layout-entry = Cannot read the layout entry "{ $entry }" (write tile@x,y or tile@x,y/rotation).
ll-error-layout-tile = { $tile } is not a scenario tile laid before the game ({ $x },{ $y }).
ll-error-layout-square = Square { $x },{ $y } is taken or lies beside Mildendo: { $tile } cannot go there.
ll-error-layout-checkerboard = { $tile } on { $x },{ $y } breaks the checkerboard rule.
ll-error-layout-twice = Choose a printed scenario or your own layout, not both.
choice-variant-solo = Solo against Gulliver (18Lilliput)
choice-variant-allenbeck = Allenbeck-Tottenham-Express (18Lilliput)
choice-variant-laputa = Laputa (18Lilliput)
choice-variant-brobdingnag = Brobdingnag (18Lilliput)
choice-variant-advanced = Variant for advanced players (18Lilliput)
choice-variant-two_characters = 2 players with two characters each (18Lilliput)
help-option-18lilliput-layout = your own scenario: tiles laid before the game as tile@x,y or tile@x,y/rotation, separated by semicolons
