"""Track: the tiles, the growing board and where a tile may go, the board as track and as the route
graph, the scenario tiles; ``network`` is the one seam the money rules ask.
"""
