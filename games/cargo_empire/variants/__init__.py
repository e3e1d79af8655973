"""The rulebook's variants: clan abilities, two players with vassals, and the Špeditér automa (the
solo game, or a third participant of a two-player game).
"""
