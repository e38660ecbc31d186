"""Pig & Bet is registered for each test here (and taken out after), with every user file in a tmp folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from vegas_desktop import games
from vegas_desktop.app.app import App
from vegas_desktop.app.gui import click_events

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


@pytest.fixture
def app() -> Iterator[App]:
    application = App()
    yield application
    application.frame_hooks.clear()
    while application.stack.scenes:
        application.stack.pop()
    pygame.event.clear()


class Driver:
    """Feeds the app posted input the way a player would (logical positions)."""

    def __init__(self, app: App) -> None:
        self.app = app

    def click(self, pos: tuple[float, float], frames: int = 1) -> None:
        self.app.step(1 / 60, click_events((int(pos[0]), int(pos[1]))))
        self.frames(frames)

    def click_widget(self, widget: object, frames: int = 1) -> None:
        manager = widget.ui_manager  # type: ignore[attr-defined]  # a pygame-gui element
        rect = manager.logical_rect(widget.rect) if hasattr(manager, "logical_rect") else widget.rect  # type: ignore[attr-defined]
        self.click(rect.center, frames)

    def key(self, k: int, frames: int = 1, mod: int = 0) -> None:
        event = pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": mod, "unicode": "", "scancode": 0})
        self.app.step(1 / 60, [event])
        self.frames(frames)

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt, [])


@pytest.fixture
def drive(app: App) -> Driver:
    return Driver(app)
