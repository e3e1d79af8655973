# Who may do what, sealed exports, imported games whose seats are claimed (bot/table/rights.py,
# bot/table/records/sealing.py, bot/table/claims.py, bot/discord/cogs/claims.py).

## sealed exports
export-sealed = The game is not over yet, so the record is sealed: the seed and the moves are readable only by a bot holding this bot's key, and /game import opens it there. Once the game ends, /game export gives the full record.
import-sealed-other-key = This record is sealed with another bot's key, so this bot cannot open it. Import it where it was exported (or in a bot sharing that key), or export the game again once it is over.

## imported games: the seats are claimed first
import-done-claims = { $player } imports a game of { $game } (#{ $id }, { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }). Nobody is seated yet: the game goes on once every seat is taken.
claims-title = Seats of { $game } (#{ $id }) still free — each player takes their own seat; the host may give a seat to an AI:
claims-seat-named = { $n }. { $player } — kept for the player the record names
claims-seat-open = { $n }. { $player } — anyone not yet seated may take it
claims-unsealed = This record came unsealed: whoever had the file may know the cards still to come.
claims-button-take = Take seat { $n } ({ $seat })
claims-button-ai = Seat { $n }: AI
claims-taken = { $player } takes seat { $n } ({ $seat }).
claims-ai = { $player } gives seat { $n } ({ $seat }) to an AI.
claims-done = Every seat of { $game } is taken: the game goes on.
claims-waiting = This imported game waits until every seat is taken; nobody moves before.
claim-not-yours = The record keeps this seat ({ $player }) for another player: only they can take it. The host can give it to an AI.
claim-taken = That seat is not free any more.
claim-already-seated = You already play a seat in this game.

## undo
undo-already-agreed = You already agreed to this undo; { $needed ->
        [one] 1 more player has
       *[other] { $needed } more players have
    } to agree.
