"""Pig & Bet is registered for each test here (and taken out after), with every user file in a tmp folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from vegas_desktop import games

from . import register, unregister
from .rules import NAME


@pytest.fixture(autouse=True)
def pigbet(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The fifth game, registered through the public API only; settings, saves and history in `tmp_path`."""
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    register()
    assert NAME in games.game_names()
    yield NAME
    unregister()
    assert NAME not in games.game_names()
