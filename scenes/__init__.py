"""Screens of the game, one module per screen (menu, setup, tables, overlays, results, rules help).

Modules import each other lazily inside functions so every screen imports on its own (and PyInstaller
finds them all through normal imports, never by scanning folders).
"""
