"""The guided first game of each game, by the game's name (each lesson's module is imported when asked)."""

from __future__ import annotations

import importlib
import importlib.util

from vegas_desktop.tutorial.script import Lesson

GAMES = ("lasvegas", "royale", "cards", "cashrun")


def available() -> list[str]:
    """The games that have a lesson, in menu order."""
    return [g for g in GAMES if importlib.util.find_spec(f"vegas_desktop.tutorial.{g}") is not None]


def lesson(game: str) -> Lesson:
    if game not in GAMES:
        raise ValueError(f"no lesson for {game!r}")
    module = importlib.import_module(f"vegas_desktop.tutorial.{game}")
    made: Lesson = module.lesson()
    return made
