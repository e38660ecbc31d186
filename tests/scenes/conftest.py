"""Shared fixtures for headless scene tests: an App on the dummy driver and a private settings folder."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from vegas_desktop.app.app import App
from vegas_desktop.app.gui import click_events


@pytest.fixture(autouse=True)
def private_settings_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Settings always go to a fresh temporary folder, never into the real user config folder."""
    home = tmp_path_factory.mktemp("vegas_home")
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(home))
    return home


@pytest.fixture
def app() -> Iterator[App]:
    application = App()
    yield application
    application.frame_hooks.clear()
    while application.stack.scenes:
        application.stack.pop()
    pygame.event.clear()


class Driver:
    """Feeds one app synthetic input the way a player would (explicit logical positions)."""

    def __init__(self, app: App) -> None:
        self.app = app

    def click(self, pos: tuple[float, float], frames: int = 1) -> None:
        """A left click at a logical position, then `frames` plain frames."""
        self.app.step(1 / 60, click_events((int(pos[0]), int(pos[1]))))
        self.frames(frames)

    def click_widget(self, widget, frames: int = 1) -> None:
        """A click on a pygame-gui widget (its manager may be built at the window's size: back to logical)."""
        manager = widget.ui_manager
        rect = manager.logical_rect(widget.rect) if hasattr(manager, "logical_rect") else widget.rect
        self.click(rect.center, frames)

    def key(self, k: int, frames: int = 1) -> None:
        event = pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})
        self.app.step(1 / 60, [event])
        self.frames(frames)

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt, [])


@pytest.fixture
def drive(app: App) -> Driver:
    return Driver(app)
