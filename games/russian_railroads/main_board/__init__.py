"""The main board: worker placement on the action spaces, the engineer strip, the turn-order track.
"""
