"""Screens of the game, one module per screen (menu, setup, tables, overlays, results, rules help).

Screens that lead to each other in a circle reach the next one through `app.screens` (scenes/router.py,
installed here) instead of importing it, so there are no import circles; PyInstaller finds every screen through
normal imports, never by scanning folders.
"""

from vegas_desktop.app import screens as _screens
from vegas_desktop.scenes.router import Router as _Router

_screens.install(_Router())
