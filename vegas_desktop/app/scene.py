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

    def on_language_changed(self) -> None:
        """Called on every scene in the stack after the language changed (`App.set_language`, or any
        `text.set_language`). Text drawn with `t()` each frame needs nothing; text kept in widgets (pygame-gui
        buttons) or in strings made earlier is refreshed here (`GuiScene.rebuild` redoes all widgets)."""

    def animating(self) -> bool:
        """True while something on screen moves by itself (the idle loop in `App.run` then draws every frame).

        Input and scene changes always get a few seconds of full-rate frames, so only motion that outlasts
        them (a computer's turn, a long animation) needs to say so here."""
        return False

    def release(self) -> None:
        """Called once the scene has left the stack for good (at the end of that frame): drop what keeps it
        alive or holds much memory, e.g. widgets whose callbacks point back at the scene."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def game_shown(self) -> str | None:
        """The game this scene shows (a table, its results), or None: the rules help opens on it."""
        return None

    def typing(self) -> bool:
        """True while a text field of this scene has the keyboard (letters are text then, not keys)."""
        return False

    def on_close_request(self) -> bool | None:
        """The window's close button was pressed. True: this scene handles it (e.g. asks first); False: close now;
        None: no opinion, ask the scene below (the window closes when nobody has one)."""
        return None

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical 1280x720 surface."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.dropped: list[Scene] = []  # left the stack since the last `take_dropped` (released by App)
        self.changes = 0  # counts pushes and pops: the idle loop redraws after any change

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        self.changes += 1
        scene.on_enter()

    def _remove_top(self) -> Scene:
        scene = self.scenes.pop()
        self.changes += 1
        self.dropped.append(scene)
        scene.on_exit()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self._remove_top()
        if self.scenes:
            self.scenes[-1].on_resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        if self.scenes:
            self._remove_top()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Drop every scene and start over with `scene` (e.g. quit to the main menu)."""
        while self.scenes:
            self._remove_top()
        self.push(scene)

    def take_dropped(self) -> list[Scene]:
        """Scenes that left the stack and did not come back (each once)."""
        out = [s for s in self.dropped if all(s is not kept for kept in self.scenes)]
        self.dropped.clear()
        return out

    def animating(self) -> bool:
        """Only the top scene updates, so only it can move by itself."""
        top = self.top
        return top is not None and top.animating()

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
