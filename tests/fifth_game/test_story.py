"""Pig & Bet's move log at every moment the four games' is tested (tests/scenes/test_move_log_story.py and
test_move_log_moments.py), by those tests' own code with this game's name (it has no lesson)."""

from __future__ import annotations

import importlib
import inspect
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .rules import NAME

# tests/scenes is no package (its modules import each other by name, with their folder on sys.path as pytest puts it)
sys.path.insert(0, str(Path(__file__).parents[1] / "scenes"))


def _moments() -> list[Any]:
    found = []
    for module in (importlib.import_module("test_move_log_story"), importlib.import_module("test_move_log_moments")):
        for name, fn in vars(module).items():
            takes = name.startswith("test_") and list(inspect.signature(fn).parameters) == ["app", "game"]
            if takes and "lesson" not in name:
                found.append(pytest.param(fn, id=name.removeprefix("test_")))
    return found


MOMENTS = _moments()


def test_every_moment_was_found() -> None:
    assert len(MOMENTS) >= 6  # Continue, undo, a replay's seek, language, palette, a network rejoin


@pytest.mark.parametrize("check", MOMENTS)
def test_the_move_log_at_every_moment(check: Callable[[Any, str], None], app: Any) -> None:
    check(app, NAME)
