## 18Lilliput: the /ll commands, the words of its values and turn buttons (bot/faces/lilliput.py,
## bot/faces/lilliput_buttons.py) and of its picture (render/lilliput.py). English terms follow the
## English edition. Keep ids and variables in step with locale/cs/lilliput-face.ftl.

cmd-ll-name = ll
cmd-ll-desc = Play 18Lilliput
cmd-ll-choose-company-name = choose-company
cmd-ll-choose-company-desc = Draft: take a start company
cmd-ll-choose-character-name = choose-character
cmd-ll-choose-character-desc = Draft: take a character card
cmd-ll-place-home-name = place-home
cmd-ll-place-home-desc = Set-up: lay your start company's home tile beside Mildendo
cmd-ll-round-income-name = round-income
cmd-ll-round-income-desc = Balmuff: 5 £ for you or 20 £ for your companies
cmd-ll-take-card-name = take-card
cmd-ll-take-card-desc = Take an action card and do its main or alternative action
cmd-ll-copy-card-name = copy-card
cmd-ll-copy-card-desc = Hand in Dimen's Land to repeat a card used this round
cmd-ll-lay-tile-name = lay-tile
cmd-ll-lay-tile-desc = Lay or upgrade a track tile for one of your companies
cmd-ll-sell-shares-name = sell-shares
cmd-ll-sell-shares-desc = Sell shares to the bank
cmd-ll-buy-share-name = buy-share
cmd-ll-buy-share-desc = Buy one share from the bank
cmd-ll-start-company-name = start-company
cmd-ll-start-company-desc = Buy a director's certificate and start a company
cmd-ll-buy-train-name = buy-train
cmd-ll-buy-train-desc = Buy a train from the bank or from another company
cmd-ll-answer-offer-name = answer-offer
cmd-ll-answer-offer-desc = Accept or refuse an offer for your company's train
cmd-ll-return-train-name = return-train
cmd-ll-return-train-desc = Put a train in the train pool
cmd-ll-depot-train-name = depot-train
cmd-ll-depot-train-desc = Buy a train from the train pool
cmd-ll-place-station-name = place-station
cmd-ll-place-station-desc = Buy and place a station token
cmd-ll-fund-companies-name = fund-companies
cmd-ll-fund-companies-desc = Company action: money for one or two of your companies
cmd-ll-cash-character-name = cash-character
cmd-ll-cash-character-desc = Flimnap: exchange the character card for money
cmd-ll-done-name = done
cmd-ll-done-desc = End the card's action (or buy nothing from the train pool)
cmd-ll-operate-name = operate
cmd-ll-operate-desc = Run a company's trains for the maximum, pay out or withhold

button-ll-choose-company = Take company
button-ll-choose-character = Take character
button-ll-place-home = Home tile
button-ll-round-income = Balmuff's income
button-ll-take-card = Action card
button-ll-copy-card = Dimen's Land
button-ll-sell-shares = Sell shares
button-ll-buy-share = Buy a share
button-ll-start-company = Start a company
button-ll-buy-train = Buy a train
button-ll-return-train = Return a train
button-ll-depot-train = Train pool
button-ll-place-station = Station token
button-ll-fund-companies = Company money
button-ll-cash-character = Exchange Flimnap

opt-tile-name = tile
opt-tile-desc = Track tile
opt-x-name = x
opt-x-desc = Column (the numbers along the board's top)
opt-y-name = y
opt-y-desc = Row (the numbers along the board's left side)
opt-rotation-name = rotation
opt-rotation-desc = Quarter turns clockwise
opt-side-name = side
opt-side-desc = Main or alternative action
opt-character-name = character
opt-character-desc = Character card
opt-split-name = split
opt-split-desc = Money for your companies
opt-count-name = count
opt-count-desc = How many
opt-price-name = price
opt-price-desc = Price in £
opt-home-name = home
opt-home-desc = Station circle for the home station (x,y)
opt-seller-name = seller
opt-seller-desc = Company selling the train (empty: the bank)
opt-train-name = train
opt-train-desc = Train
opt-accept-name = accept
opt-accept-desc = Accept the offer?
opt-spot-name = spot
opt-spot-desc = Station circle (x,y)
opt-payout-name = payout
opt-payout-desc = Pay out (true) or withhold (false)
opt-routes-name = routes
opt-routes-desc = Your routes, one per train in order, split by ";" (0,0-1,0; 0,0-0,1); empty: the best found
opt-ll-company-desc = Company
opt-ll-card-desc = Action card

ll-face-kind-track = track
ll-face-kind-city = city
ll-face-kind-metropolis = Y city
ll-face-kind-town = small town
ll-face-kind-harbour = harbour
ll-face-kind-castle = castle
ll-face-kind-mildendo = Mildendo
ll-face-kind-mine = mine
ll-face-kind-hills = hills
ll-face-kind-swamp = swamp
ll-face-kind-sea = sea
ll-face-kind-mountains = mountains
ll-face-kind-offboard = off-board location
ll-face-colour-yellow = yellow
ll-face-colour-green = green
ll-face-colour-brown = brown
ll-face-colour-red = red
ll-face-colour-grey = grey
ll-face-tile = { $piece } ({ $exits } { $exits ->
    [one] exit
   *[other] exits
}{ $value ->
    [0] {""}
   *[other] , value { $value }
}{ $slots ->
    [0] {""}
    [one] , 1 circle
   *[other] , { $slots } circles
})
ll-face-piece = { $colour } { $piece }
ll-face-piece-track = track{ $shape ->
    [straight] {" "}(straight)
    [curve] {" "}(curve)
   *[other] {""}
}
ll-face-piece-city = city{ $shape ->
    [straight] {" "}(straight)
    [curve] {" "}(curve)
   *[other] {""}
}
ll-face-piece-metropolis = Y city{ $shape ->
    [straight] {" "}(straight)
    [curve] {" "}(curve)
   *[other] {""}
}
ll-face-piece-town = small town{ $shape ->
    [straight] {" "}(straight)
    [curve] {" "}(curve)
   *[other] {""}
}
ll-face-piece-harbour = harbour
ll-face-piece-castle = castle
ll-face-piece-mildendo = Mildendo
ll-face-piece-mine = mine
ll-face-piece-hills = hills
ll-face-piece-swamp = swamp
ll-face-piece-sea = sea
ll-face-piece-mountains = mountains
ll-face-piece-offboard = off-board location
ll-face-spot = { $spot } ({ $tile })
ll-face-title-ruler = ruler
ll-face-title-general = general
ll-face-title-admiral = admiral
ll-face-title-judge = judge
ll-face-title-treasurer = treasurer
ll-face-character = { $name } ({ $title })
ll-face-train = { $train }-train{ $obsolete ->
    [true] {" "}(obsolete)
   *[other] {""}
}
ll-face-route = { $train }: { $stops }
ll-face-side-main = main action
ll-face-side-alt = alternative action
ll-face-own-cash = 5 £ to your own cash
ll-face-bank = the bank
ll-face-train-of = { $train } ({ $company })
ll-face-bank-train = the next { $train }-train
ll-face-money = { $amount } £
ll-face-printed-price = printed price
ll-face-rotation = { $degrees }°
ll-face-payout-true = pay out
ll-face-payout-false = withhold
ll-face-accept-true = accept
ll-face-accept-false = refuse
ll-face-stage-draft = the draft
ll-face-stage-home = a home tile
ll-face-stage-income = Balmuff's income
ll-face-stage-card = an action card
ll-face-stage-tiles = track laying
ll-face-stage-shares = a share action
ll-face-stage-trains = a train purchase
ll-face-stage-station = a station token
ll-face-stage-fund = the company money split
ll-face-stage-offer = an answer to a train offer
ll-face-stage-depot = a train from the train pool
ll-face-stage-return = a train back to the train pool
ll-face-stage-operate = a company's run
ll-face-phase-draft = draft
ll-face-phase-home = home tile
ll-face-phase-income = Balmuff's income
ll-face-phase-card = action cards
ll-face-phase-tiles = laying track
ll-face-phase-shares = shares
ll-face-phase-trains = buying trains
ll-face-phase-station = station token
ll-face-phase-fund = company money
ll-face-phase-offer = a train offer
ll-face-phase-depot = train pool
ll-face-phase-return = returning a train
ll-face-phase-operate = operating
ll-face-hint = Round { $round }/{ $rounds }: { $what }
ll-face-hint-setup = Set-up: { $what }
ll-face-square-new = { $x },{ $y }: new tile
ll-face-square-upgrade = { $x },{ $y }: upgrade the { $tile }
ll-face-lay-placeholder = Lay a tile for { $company }: square…
ll-face-home-placeholder = Home tile of { $company }: square…
ll-face-tile-placeholder = Tile…
ll-face-rotation-placeholder = Rotation…
ll-face-button-payout = Pay out { $amount } £
ll-face-button-withhold = Withhold { $amount } £
ll-face-button-accept = Sell the { $train }-train for { $price } £
ll-face-button-refuse = Refuse
ll-face-button-done = Done
ll-face-button-done-depot = No train from the pool
ll-face-button-lay = Lay this tile
ll-face-preview = { $company }: { $tile } on { $x },{ $y }, turned { $rotation }. Lay it?

ll-character-golbasto = Golbasto Momarem Evlame Gurdilo Shefin Mully Ully Gue
ll-character-limnoc = Limnoc
ll-character-skyresh = Skyresh Bolgolam
ll-character-balmuff = Balmuff
ll-character-flimnap = Flimnap

render-ll-title = 18Lilliput
render-ll-round = Round
render-ll-phase = Phase
render-ll-limit = train limit
render-ll-colours = tiles
render-ll-money = company action
render-ll-over = Game over
render-ll-winner = winner
render-ll-market = Share prices
render-ll-companies = Companies
render-ll-company = Company
render-ll-director = Director
render-ll-price = Price
render-ll-treasury = Treasury
render-ll-trains = Trains
render-ll-stations = Stations
render-ll-bank = Bank
render-ll-run = Last run
render-ll-players = Players
render-ll-player = Player
render-ll-cash = Cash
render-ll-certificates = Certificates
render-ll-characters = Characters
render-ll-dimens = Dimen's Land
render-ll-worth = Worth
render-ll-cards = Action cards
render-ll-used = used
render-ll-free = free
render-ll-deck = Train deck
render-ll-next = next
render-ll-depot = Train pool
render-ll-rusted = rusted
render-ll-none = —
render-ll-yellow = yellow
render-ll-green = green
render-ll-brown = brown
render-ll-tiles = tile
render-ll-shares = shares
render-ll-train = train
render-ll-station = station
render-ll-company_money = company £
render-ll-obsolete = obsolete
render-ll-preview = Proposed lay
render-ll-start = start player
render-ll-unlimited = unlimited
render-ll-setup = Set-up
