"""The local console over the same table service and commands as Discord: the console itself and
its main loop (app.py), a typed move (moves.py), the table's management (table.py), help
(help.py) and its words in both languages (words.py).
"""
