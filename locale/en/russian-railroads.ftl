## Russian Railroads (English). Terms of the English edition; keep ids and variables in step
## with locale/cs/russian-railroads.ftl.

render-rr-title = Russian Railroads

render-rr-round = Round

render-rr-order = Turn order

render-rr-engineers = Engineers

render-rr-hire = hire

render-rr-spaces = Action spaces

render-rr-supply = Supply

render-rr-locos = Locomotives

render-rr-cards = ? cards

render-rr-coins = roubles

render-rr-doubling = doubling tokens

render-rr-score = Score

render-rr-workers = workers

render-rr-next = next scoring

render-rr-industry = Industry

render-rr-ts = Trans-Siberian

render-rr-spb = St. Petersburg

render-rr-kiev = Kiev

render-rr-tokens = tokens

render-rr-end-cards = end cards

render-rr-passed = passed

render-rr-over = Game over

render-rr-pile = end-bonus pile

game-russian-railroads = Russian Railroads



error-rr-no-space = There is no action space { $space } in this game or round.

error-rr-space-taken = The action space { $space } is already taken this round.

error-rr-own-marker = You may not put a worker under your own marker ({ $space }), nor take both turn-order places.

error-rr-cannot-pay = You cannot pay { $space } ({ $workers ->
        [one] 1 worker
       *[other] { $workers } workers
    }, { $coins ->
        [one] 1 rouble
       *[other] { $coins } roubles
    }) that way: a rouble may replace a worker, never a worker a rouble.

error-rr-not-performable = The action of { $space } cannot be done completely, so you cannot take it.

error-rr-not-your-engineer = { $space }: you have not hired this engineer.

error-rr-waiting = The game waits for { $waiting ->
        [start] a starting bonus card
        [turn] workers placed on an action space, or a pass
        [relocate] a turn-order worker to move
        [end_bonus] an end-bonus card
        [steps] the rail steps of the action in progress
        [industry] an industry marker to move
        [loco] where the new locomotive goes
        [lof] a new locomotive or a factory
        [loco9] where locomotive 9 goes
        [bump] where the replaced locomotive goes
        [factory] a factory to build
        [repeat] the action to repeat
        [card] a "?" card
        [again] the part of the card done once more
        [token] a token to use
       *[other] another decision
    }, not “{ $type }”.

error-rr-rail-locked = You cannot make a { $rail ->
        [bg] black or grey
        [any] any
       *[other] { $rail }
    } rail step yet: you get that rail when your black rail on the Trans-Siberian Railroad reaches space { $space }.

error-rr-rail-room = Your { $rail ->
        [bg] black or grey
        [any] any
       *[other] { $rail }
    } rails can move { $room ->
        [one] 1 space
       *[other] { $room } spaces
    } at most now, but the action needs { $need ->
        [one] 1 step
       *[other] { $need } steps
    }: a rail may only advance while the rail of the colour before it stays ahead, and black stops at the end of the line. An action of the board must be done completely.

error-rr-industry-end = The marker is at the end of the industry track: it cannot move on.

error-rr-industry-gap = The industry marker cannot move on: the next space is a factory gap you have not filled yet (factories built: { $factories }; they fill the gaps from the left).

error-rr-doubling-room = You can add only { $room } more doubling tokens to the Trans-Siberian Railroad (free places and the supply); the action gives { $need }.

error-rr-bank-empty = The bank has { $bank } roubles left; the action gives { $need }.

error-rr-no-engineer = No engineer is left on the engineer strip to hire.

error-rr-no-loco-left = No locomotive is left in the supply.

error-rr-loco-no-room = Locomotive { $tile } has nowhere to go: every line is full and none of your locomotives there is weaker.

error-rr-factory-gaps-full = All 5 factory gaps of your industry track are filled.

error-rr-no-factory-tile = No tile is left to build a factory from.

error-rr-no-loco-nor-factory = You get neither a locomotive nor a factory: { $loco ->
        [none-left] no locomotive is left in the supply
       *[other] locomotive { $tile } has nowhere to go
    } and { $factory ->
        [gaps-full] all 5 factory gaps are filled
       *[other] no tile is left for a factory
    }.

error-rr-nothing-to-repeat = None of the one-worker actions you used this round can be repeated now.

error-rr-no-card = None of the laid-out "?" cards can be carried out completely now.

error-rr-nothing-again = No part of this card can be done completely once more now.

error-rr-has-black-worker = You already have the black worker.

error-rr-no-later = Only a bonus can wait behind another bonus that is still open, and only once.

error-rr-must-finish = This part cannot be left out: an action of the board must be done completely.

error-rr-no-second-marker = You do not have a second industry marker yet.

error-rr-factory-tile = You cannot build a factory from tile { $tile }: a factory is the lowest tile of the stacks or a returned tile ({ $tiles }).

error-rr-repeat-unused = You did not use the action of “{ $space }” this round (or it cannot be repeated), so you cannot repeat it.

error-rr-card-gone = The card “{ $card }” is no longer among the laid-out "?" cards.

error-rr-token-used = You do not have the token “{ $token }”: each token is used once a game.

error-rr-step-colour = This action gives no { $rail ->
        [bg] black or grey
        [any] any
       *[other] { $rail }
    } rail step.

error-rr-line-colour = The { $line } has no { $rail ->
        [bg] black or grey
        [any] any
       *[other] { $rail }
    } rail.

error-rr-line-end = That rail is on the last space of the { $line }: it cannot move on.

error-rr-rail-behind = The { $rail ->
        [bg] black or grey
        [any] any
       *[other] { $rail }
    } rail on the { $line } must stay behind the rail of the colour before it, which is on space { $position }: a rail never catches up with the rail ahead.

error-rr-step-strands = After this { $rail ->
        [bg] black or grey
        [any] any
       *[other] { $rail }
    } step on the { $line } the rest of the action could no longer be done; an action of the board must be done completely — choose another step.

error-rr-loco-line-needed = Put locomotive { $tile } on a line.

error-rr-line-full = The { $line } is full ({ $count ->
        [one] 1 locomotive
       *[other] { $count } locomotives
    }): choose the locomotive the new one replaces.

error-rr-loco-not-there = You have no locomotive { $tile } on the { $line }.

error-rr-loco-not-weaker = Locomotive { $tile } can only replace a weaker locomotive, not locomotive { $old }.

error-rr-start-card-taken = The starting bonus card “{ $card }” has been taken.

error-rr-end-card-gone = The end-bonus card “{ $card }” is not in the pile.

error-rr-relocate-one-worker = A turn-order worker moves only to a free space for one worker and no rouble (not the seasonal workers, the turn-order spaces or hiring an engineer); “{ $space }” is not one.

rr-round = Round { $round } of { $rounds } begins.

rr-start-card = { $seat } takes the starting bonus card: { $card }.

rr-placed = { $seat } takes { $space }{ $coins ->
    [0] {""}
   *[other] {" "}(roubles: { $coins })
}.

rr-passed = { $seat } passes and flips the turn-order card: { $points } points.

rr-step = { $seat }: the { $colour } rail on the { $line } moves to space { $position }.

rr-rails = { $seat } gains the { $colour } rails.

rr-worker = { $seat } brings a new worker into play.

rr-token-space = { $seat } reached space { $space } ({ $line }) and may use a token.

rr-end-station = { $seat }'s black rail reaches the end station ({ $line }): { $points } points.

rr-points = { $seat } scores { $points } points.

rr-coins = { $seat } takes { $coins ->
        [one] 1 rouble
       *[other] { $coins } roubles
    }.

rr-seasonal = { $seat } gains { $workers } seasonal workers.

rr-doubling = { $seat } places { $tokens ->
        [one] 1 doubling token
       *[other] { $tokens } doubling tokens
    } on the Trans-Siberian Railroad.

rr-hired = { $seat } hires engineer { $engineer }.

rr-engineer-leaves = Nobody hired engineer { $engineer }; it leaves the game.

rr-second-marker = { $seat } places a second industry marker.

rr-revalued = { $seat } places the revaluation token.

rr-medal = { $seat } places the Kiev medal.

rr-black-worker = { $seat } gains the black worker.

rr-industry = { $seat } moves the { $marker ->
    [0] {""}
   *[other] second{" "}
}industry marker to space { $position }.

rr-factory = { $seat } builds factory { $tile }.

rr-factory-reached = { $seat } reaches factory { $tile } and carries out its action.

rr-loco = { $seat } puts locomotive { $tile } on the { $line }.

rr-loco-returned = { $seat }'s locomotive { $tile } returns to the supply (now only as a factory).

rr-repeat = { $seat } repeats the action of { $space }.

rr-card = { $seat } takes the ? card: { $card }.

rr-token = { $seat } uses the token: { $token }.

rr-token-forfeited = { $seat } forgoes the token.

rr-relocated = { $seat } moves the turn-order worker to { $space }.

rr-end-bonus-card = { $seat } picks an end-bonus card.

rr-end-bonus-points = { $seat } takes { $points } points instead of an end-bonus card.

rr-turn-order = Turn order for the next round is set; { $seat } starts.

rr-scored = Scoring: { $seat } scores { $points } points.

rr-game-over = The game is over. { $scores }

rr-your-end-card = Your end-bonus card: { $card }.

## Discord commands (/rr) and the words of choices

cmd-rr-name = rr

cmd-rr-desc = Russian Railroads actions

cmd-rr-place-name = place

cmd-rr-place-desc = Take an action space with a worker, roubles or the black worker

cmd-rr-pass-name = pass

cmd-rr-pass-desc = Pass: flip your turn-order card and leave the round

cmd-rr-step-name = step

cmd-rr-step-desc = Move one rail one space

cmd-rr-industry-name = industry

cmd-rr-industry-desc = Move one of your industry markers

cmd-rr-locomotive-name = locomotive

cmd-rr-locomotive-desc = Put the locomotive on a line (or return a replaced one)

cmd-rr-factory-name = factory

cmd-rr-factory-desc = Build a factory on the leftmost empty gap

cmd-rr-repeat-name = repeat

cmd-rr-repeat-desc = Choose the space whose action you repeat

cmd-rr-card-name = card

cmd-rr-card-desc = Take a laid-out ? card

cmd-rr-choose-name = choose

cmd-rr-choose-desc = Choose which action of the card to do again

cmd-rr-token-name = token

cmd-rr-token-desc = Use a ? token (or none)

cmd-rr-end-bonus-name = end-bonus

cmd-rr-end-bonus-desc = Pick an end-bonus card, or 10 points

cmd-rr-stop-name = stop

cmd-rr-stop-desc = Leave the rest of an action that may stop part way

cmd-rr-later-name = later

cmd-rr-later-desc = Take this bonus later in the turn

cmd-rr-start-card-name = start-card

cmd-rr-start-card-desc = Pick a starting bonus card

cmd-rr-relocate-name = relocate

cmd-rr-relocate-desc = Move your turn-order worker to a free space

rr-choice-space-black-1 = 2 black rail steps (1 worker)

rr-choice-space-black-2 = 3 black rail steps (2 workers)

rr-choice-space-grey-1 = 2 grey rail steps (1 worker)

rr-choice-space-grey-2 = 3 grey rail steps (2 workers)

rr-choice-space-brown-1 = 1 brown rail step (1 worker)

rr-choice-space-brown-2 = 2 brown rail steps (2 workers)

rr-choice-space-natural-1 = 1 natural rail step (1 worker)

rr-choice-space-natural-2 = 2 natural rail steps (2 workers)

rr-choice-space-white-1 = 1 white rail step (1 worker)

rr-choice-space-white-2 = 2 white rail steps (2 workers)

rr-choice-space-any-2 = 2 steps of any rails (worker + rouble)

rr-choice-space-bottom = 1 black or grey rail step (bottom space)

rr-choice-space-loco-1 = locomotive or factory (1 worker)

rr-choice-space-loco-2 = locomotive or factory (2 workers)

rr-choice-space-loco-3 = locomotive and factory (3 workers)

rr-choice-space-industry-1 = industry +1 (1 worker)

rr-choice-space-industry-2 = industry +2 (2 workers)

rr-choice-space-industry-black = industry +1 and a black step (2 workers)

rr-choice-space-industry-3 = industry +3 (last-round tile)

rr-choice-space-doubling = doubling token

rr-choice-space-seasonal = 2 seasonal workers

rr-choice-space-coins = 2 roubles

rr-choice-space-order-1 = 1st place on the turn-order track

rr-choice-space-order-2 = 2nd place on the turn-order track

rr-choice-space-engineer-left = left variable engineer space

rr-choice-space-engineer-right = right variable engineer space

rr-choice-space-hire = hire the engineer (rouble)

rr-choice-space-own-1 = own engineer 1

rr-choice-space-own-2 = own engineer 2

rr-choice-space-own-3 = own engineer 3

rr-choice-space-own-4 = own engineer 4

rr-choice-space-own-5 = own engineer 5

rr-choice-space-own-6 = own engineer 6

rr-choice-space-own-7 = own engineer 7

rr-choice-space-own-8 = own engineer 8

rr-choice-space-own-9 = own engineer 9

rr-choice-space-own-10 = own engineer 10

rr-choice-space-own-11 = own engineer 11

rr-choice-space-own-12 = own engineer 12

rr-choice-space-own-13 = own engineer 13

rr-choice-space-own-14 = own engineer 14

rr-choice-space-own-15 = own engineer 15

rr-choice-line-ts = Trans-Siberian Railroad
    .gen = Trans-Siberian Railroad

rr-choice-line-spb = Moscow – St. Petersburg line
    .gen = Moscow – St. Petersburg line

rr-choice-line-kiev = Moscow – Kiev line
    .gen = Moscow – Kiev line

rr-choice-colour-black = black
    .acc = black
    .ins = black

rr-choice-colour-grey = grey
    .acc = grey
    .ins = grey

rr-choice-colour-brown = brown
    .acc = brown
    .ins = brown

rr-choice-colour-natural = natural
    .acc = natural
    .ins = natural

rr-choice-colour-white = white
    .acc = white
    .ins = white

rr-choice-token-steps = up to 4 steps of any rails

rr-choice-token-industry = industry up to +5

rr-choice-token-marker = second industry marker

rr-choice-token-doubling = 3 doubling tokens

rr-choice-token-revalue = revaluation token

rr-choice-token-medal = Kiev medal

rr-choice-token-card = a ? card and an end-bonus card

rr-choice-card-four = four actions

rr-choice-card-engineer = engineer and rouble

rr-choice-card-factory = factory and industry +2

rr-choice-card-black-worker = black worker

rr-choice-card-loco9 = locomotive 9

rr-choice-card-black = 1 black rail step

rr-choice-card-industry = industry +1

rr-choice-card-doubling = 1 doubling token

rr-choice-card-coin = 1 extra rouble

rr-choice-card-flat = 15 points

rr-choice-card-end-stations = end stations

rr-choice-card-factories = factories

rr-choice-card-locomotives = locomotives

rr-choice-card-workers = extra workers

rr-choice-card-black-rails = black rails

rr-choice-card-tokens = tokens used

rr-choice-card-doubling-tokens = doubling tokens

rr-choice-card-extra-engineer = extra engineer

rr-choice-card-engineers = 6 points per engineer

rr-choice-option-doubling = doubling token

rr-choice-option-industry = industry +1

rr-choice-option-black = a black step

## The Discord face: buttons, option names, what engineers and factories do, status hints

button-rr-place = Place
button-rr-pass = Pass
button-rr-step = Step
button-rr-industry = Industry
button-rr-locomotive = Locomotive
button-rr-locomotive-supply = Back to the supply
button-rr-factory = Factory
button-rr-repeat = Repeat
button-rr-card = ? card
button-rr-choose = Again
button-rr-token = Token
button-rr-token-none = Forgo the token
button-rr-end-bonus = End-bonus card
button-rr-end-bonus-none = 10 points instead of a card
button-rr-stop = Stop here
button-rr-later = Later
button-rr-start-card = Starting card
button-rr-relocate = Move the worker
button-rr-relocate-none = Keep the worker

opt-line-name = line
opt-colour-name = colour
opt-coins-name = coins
opt-black-name = black
opt-replace-name = replace
opt-option-name = option
opt-token-name = token
opt-rr-space-desc = The action space (only the ones you can take now are offered)
opt-rr-coins-desc = Roubles paid in all, the space's own rouble included
opt-rr-black-desc = Use the black worker as one of the workers
opt-rr-line-desc = The line: Trans-Siberian, St. Petersburg or Kiev
opt-rr-colour-desc = The rail colour
opt-rr-marker-desc = Which industry marker moves
opt-rr-replace-desc = Your locomotive the new one replaces
opt-rr-tile-desc = The locomotive tile built as a factory
opt-rr-card-desc = The card
opt-rr-option-desc = The part of the card done once more
opt-rr-token-desc = The ? token (leave empty to forgo it)

rr-op-steps = { $count ->
        [one] 1 { $colour } rail step
       *[other] { $count } { $colour } rail steps
    }
rr-op-colour-black = black
rr-op-colour-grey = grey
rr-op-colour-brown = brown
rr-op-colour-natural = natural
rr-op-colour-white = white
rr-op-colour-any = any
rr-op-points = { $count } points
rr-op-points-engineer-sum = points: the sum of your engineers' numbers
rr-op-points-best-two-locos = points: your two best locomotives
rr-op-industry = industry +{ $count }
rr-op-doubling = { $count ->
        [one] 1 doubling token
       *[other] { $count } doubling tokens
    }
rr-op-coins = { $count ->
        [one] 1 rouble
       *[other] { $count } roubles
    }
rr-op-seasonal = { $count } seasonal workers
rr-op-repeat = repeat a one-worker action
rr-op-loco-or-factory = a locomotive or a factory
rr-op-endbonus = an end-bonus card or 10 points

rr-label-engineer = engineer { $number } ({ $effect })
rr-label-own = your { $engineer }
rr-label-factory = factory { $tile } ({ $effect })
rr-label-coins = { $count ->
        [0] no rouble
        [one] pay 1 rouble
       *[other] pay { $count } roubles
    }
rr-label-black-yes = with the black worker
rr-label-black-no = without the black worker
rr-label-marker = industry marker { $number }
rr-label-replace = replacing locomotive { $tile }

rr-start-note = End-bonus cards are secret: each player sees their own with /game hand.
rr-hint-start = Set-up: starting bonus cards
rr-hint-turn = Round { $round } of { $rounds }: placing workers
rr-hint-task = Round { $round } of { $rounds }: carrying out an action
rr-hint-relocate = Round { $round } of { $rounds }: moving the turn-order workers
rr-hint-end-bonus = Round { $round } of { $rounds }: choosing an end-bonus card
rr-label-number = { $number } ({ $effect })

render-rr-worker-mark = +W

render-rr-factory-mark = F

render-rr-legend = Under the spaces: a coloured square: that colour's rails arrive; +W: a new worker; ?: a ? token; ×2: St. Petersburg doubles; +n: Kiev bonus. Red line: locomotive reach; gold bar: doubling token. F: factory.

render-rr-majority = engineer majority
render-rr-revalued = +value
render-rr-medal = medal
button-rr-locomotive-tile = Locomotive { $tile }
