"""The solo game against Gulliver, the automa, and the variants with rules of their own (Laputa,
Brobdingnag; Allenbeck-Tottenham-Express is tile data only).
"""
