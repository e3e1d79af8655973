"""What both faces share about words in and out: what a player typed read as a game action, field by
field (actions.py), events, refusals and values in the reader's words (present.py), /game status
for a screen reader (status_text.py), the rules lookup (rules.py) and the command names in its
texts (command_names.py), game terms in both languages (glossary.py), long text cut into pages
(paging.py). Above the faces, below the table service.
"""
