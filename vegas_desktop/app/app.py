"""The window and main loop: a fixed 1280x720 logical surface scaled into a resizable window."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from vegas_desktop.app.icon_art import draw_icon
from vegas_desktop.app.scene import Scene, SceneStack

LOGICAL_SIZE = (1280, 720)
FPS = 60
_MOUSE_EVENTS = {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION}


class App:
    """Owns the window, the clock and the scene stack. Scenes reach shared services through it."""

    def __init__(self, window_size: tuple[int, int] = LOGICAL_SIZE, title: str = "Vegas Desktop") -> None:
        # Only what we use: the game has no sound yet, and opening the mixer on a machine without a sound card
        # prints ALSA errors (and costs start-up time).
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_icon(draw_icon(64))  # before set_mode: some platforms read it only when the window opens
        self.window = pygame.display.set_mode(window_size, pygame.RESIZABLE)
        pygame.display.set_caption(title)
        self.surface = pygame.Surface(LOGICAL_SIZE)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.running = True
        self.exit_code = 0
        self.fullscreen = False
        self.speed = 1.0  # animation speed multiplier (settings / autoplay)
        self.autoplay = False  # headless self-play: overlays continue by themselves
        self.screenshot_path: str | None = None
        self.frame_hooks: list[Callable[[App], None]] = []
        self._view = pygame.Rect((0, 0), window_size)
        self._fit()

    # -- coordinates -------------------------------------------------------------------------
    def _fit(self) -> None:
        """Letterbox the logical surface into the window, keeping its aspect ratio."""
        ww, wh = self.window.get_size()
        scale = min(ww / LOGICAL_SIZE[0], wh / LOGICAL_SIZE[1]) or 1.0
        w, h = int(LOGICAL_SIZE[0] * scale), int(LOGICAL_SIZE[1] * scale)
        self._view = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        x = (pos[0] - self._view.x) * LOGICAL_SIZE[0] / max(1, self._view.w)
        y = (pos[1] - self._view.y) * LOGICAL_SIZE[1] / max(1, self._view.h)
        return int(x), int(y)

    def mouse_pos(self) -> tuple[int, int]:
        return self.to_logical(pygame.mouse.get_pos())

    def _translate(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in _MOUSE_EVENTS and hasattr(event, "pos") and not getattr(event, "logical", False):
            data = dict(event.dict)
            data["pos"] = self.to_logical(event.pos)
            data["logical"] = True
            return pygame.event.Event(event.type, data)
        return event

    # -- window ------------------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(LOGICAL_SIZE, pygame.RESIZABLE)
        self._fit()

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # -- loop --------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window-level keys first, then the top scene."""
        if event.type == pygame.QUIT:
            self.quit(0)
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            self.window = pygame.display.get_surface() or self.window
            self._fit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        self.stack.handle_event(self._translate(event))

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw. Tests call this directly with posted events."""
        for event in pygame.event.get() if events is None else events:
            self.dispatch(event)
        self.stack.update(dt * self.speed)
        self.render()
        for hook in list(self.frame_hooks):
            hook(self)
        if not self.stack.scenes:
            self.quit(self.exit_code)

    def render(self) -> None:
        self.surface.fill((0, 0, 0))
        self.stack.draw(self.surface)
        self.window.fill((0, 0, 0))
        if self._view.size == LOGICAL_SIZE:
            self.window.blit(self.surface, self._view)
        else:
            self.window.blit(pygame.transform.smoothscale(self.surface, self._view.size), self._view)
        pygame.display.flip()

    def run(self, first: Scene, max_frames: int | None = None) -> int:
        self.stack.push(first)
        frames = 0
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(min(dt, 0.1))
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break
        return self.exit_code

    def screenshot(self, path: str | Path) -> None:
        pygame.image.save(self.surface, str(path))
