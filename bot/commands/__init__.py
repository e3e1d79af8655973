"""What both faces share about words: what a player typed read as a game action, field by field
(actions.py), long text cut into pages (paging.py), game terms in both languages (glossary.py).
"""
