"""The optional rules of the base game, one module each: the map variants Zlatý hřeb (USA) and
Přístavy (Europe), and the mini-expansions Tajný dluh and V ruchu a spěchu.
"""
