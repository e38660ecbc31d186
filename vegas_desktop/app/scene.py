"""Scenes and the stack that runs them.

Input goes to the top scene only, and only the top scene updates (a pause or hand-over overlay
freezes the table under it). Drawing starts at the highest opaque scene and walks up, so an
overlay is drawn over the scenes below it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from vegas_desktop.app.app import App


class Scene:
    """A screen. Subclasses override the hooks they need."""

    opaque = True  # False for overlays: the scene below stays visible

    def __init__(self, app: App) -> None:
        self.app = app

    def on_enter(self) -> None:
        """Called when pushed or made current by replace."""

    def on_exit(self) -> None:
        """Called when popped or replaced."""

    def on_resume(self) -> None:
        """Called when the scene above it is popped."""

    def on_resize(self) -> None:
        """Called when the logical surface is rebuilt (rare: the logical size is fixed)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical 1280x720 surface."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        if self.scenes:
            self.scenes[-1].on_resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Drop every scene and start over with `scene` (e.g. quit to the main menu)."""
        while self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        return top.handle_event(event) if top is not None else False

    def update(self, dt: float) -> None:
        top = self.top
        if top is not None:
            top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
