"""Posted input for headless UI tests: clicks, widget clicks, keys and plain frames, the way a player gives them
(explicit logical positions: the dummy video driver has no real mouse)."""

from __future__ import annotations

import pygame

from vegas_desktop.app.app import App
from vegas_desktop.app.gui import click_events


class Driver:
    """Feeds one app synthetic input the way a player would (explicit logical positions)."""

    def __init__(self, app: App) -> None:
        self.app = app

    def click(self, pos: tuple[float, float], frames: int = 1) -> None:
        """A left click at a logical position, then `frames` plain frames."""
        self.app.step(1 / 60, click_events((int(pos[0]), int(pos[1]))))
        self.frames(frames)

    def click_widget(self, widget: object, frames: int = 1) -> None:
        """A click on a pygame-gui widget (its manager may be built at the window's size: back to logical)."""
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
