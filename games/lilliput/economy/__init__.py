"""Money: the share price chart, buying and selling shares, trains and phases, operating (revenue and
dividends).
"""
