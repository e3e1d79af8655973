"""A player's board: the rails of the lines, the industry track, locomotives and factories, and the
special spaces that reward once.
"""
