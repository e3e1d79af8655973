"""Words: Fluent messages in the reader's language and the names in them (i18n.py), the Czech forms
Fluent asks for (fluent_functions.py, declension.py), and where locale/ is (locale_files.py). Below
the faces: it knows no game and no front end.
"""
