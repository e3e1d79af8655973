"""The modes beyond the standard game: Mašinfíra, the automa of the solo and two-player games (its
turn, its destination marker), and the experts' duel.
"""
