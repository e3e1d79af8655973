# Damaged game records (a stored game that no longer replays) and their repair.
game-damaged = This game's record breaks at move { $move }: that move can no longer be replayed, so the game cannot go on as it is. The host (or a server admin) can cut it back to move { $good } with /game repair, or end it with /game abandon.
game-damaged-setup = This game's record cannot be set up again (its options or seats are no longer valid), so it cannot go on. The host (or a server admin) can end it with /game abandon.
repair-not-damaged = This game replays without a fault: there is nothing to repair.
repair-setup-broken = The game breaks already at its set-up, so there is no good move to go back to. End it with /game abandon.
repair-done = { $player } cut the game back to move { $move }, its last good move. Play goes on from there.
cmd-game-repair-name = repair
cmd-game-repair-desc = Cut a damaged game back to its last good move (host or admin)
