"""Games as records: replayed with checks (replay.py), sealed while unfinished (sealing.py), kept
as results and leaderboards (stats.py), paged through and brought in from a file (history.py).
"""
