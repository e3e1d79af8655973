"""Výpravčí's faces: the Discord bot and the local console over one command layer."""
