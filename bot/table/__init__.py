"""The table service: one game at a table, the same for every front end (no Discord here).

Sessions (lobby, start, act, undo, repair: session.py) over the store; who plays a seat
(seats.py), who may do what (rights.py), an imported game's claimed seats (claims.py), the
table's management (table_ops.py), deadlines on a clock (deadlines.py, clock.py), the outbox's
bookkeeping (outbox.py; the Discord layer posts), a server's tables seen from above (tables.py),
where AI seats think (thinking.py), the refusal every part raises (refusal.py); finished games,
results and records brought in or sealed: records/.
"""
