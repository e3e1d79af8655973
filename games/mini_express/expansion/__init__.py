"""The expansion's maps, Spojené království 1918 and Tchaj-wan 1908: each map's own rules, and the
share draft both of them change.
"""
