"""The guided first game of each game that has one (its descriptor's `lesson`), in the registry's order."""

from __future__ import annotations

from vegas_desktop import games
from vegas_desktop.tutorial.script import Lesson


def available() -> list[str]:
    """The games that have a lesson, in menu order."""
    return [g for g in games.game_names() if games.descriptor(g).lesson is not None]


def lesson(game: str) -> Lesson:
    make = games.descriptor(game).lesson
    if make is None:
        raise ValueError(f"no lesson for {game!r}")
    return make()
