"""Pig & Bet: a fifth game that lives in the tests and plugs in at run time through the public registry API
(issue 28, item 2): `register()` adds it, `unregister()` takes it out again."""

from __future__ import annotations

from vegas_desktop import games, text

from .rules import NAME


def register() -> None:
    """Register Pig & Bet and its texts (English and German)."""
    from .texts import DE, EN

    text.add_texts("en", EN)
    text.add_texts("de", DE)
    games.register(NAME, _load)


def unregister() -> None:
    games.unregister(NAME)


def _load() -> games.AnyGame:
    from .game import GAME

    return GAME
