"""The window and main loop: a fixed 1280x720 logical surface scaled into a resizable window.

The loop draws at full rate only while something moves: for a few seconds after any input or scene change,
and while the top scene says it is animating (`Scene.animating`). Otherwise it sleeps, looks for input every
20 ms and draws on input, or once a second (a heartbeat frame that keeps timers and slow glows going).
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from vegas_desktop import text as texts
from vegas_desktop.app import event_fields, screens, style
from vegas_desktop.app.cache import clear_caches, reclaim
from vegas_desktop.app.crisp import FrameCanvas, compose
from vegas_desktop.app.frame_tiles import TILE
from vegas_desktop.app.icon_art import draw_icon
from vegas_desktop.app.scene import Scene, SceneStack
from vegas_desktop.app.screens import Screens

if TYPE_CHECKING:
    from vegas_desktop.app.settings import Settings

LOGICAL_SIZE = (1280, 720)
# The smallest window (7/8 scale): the table's usual small text (13) is 11.4 screen pixels there, and smaller
# sizes are raised to 13 (style.set_view_scale).
MIN_WINDOW = (1120, 630)
FPS = 60
ACTIVE_SECONDS = 2.0  # full-rate frames after input or a scene change (hover fades, tooltips, short effects)
HEARTBEAT_SECONDS = 1.0  # while idle: one frame a second at most, for timers and slow pulses
TOAST_SECONDS = 1.6
IDLE_POLL_SECONDS = 0.02  # while idle: how often to look for input
_MOUSE_EVENTS = {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION}
_RESIZE_EVENTS = {pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED}
# After these the window's pixels on screen may be gone (uncovered, restored, shown again): only changed rects
# are sent to the screen in a large window (crisp.compose), so the next frame sends all of it.
_REPAINT_EVENTS = {
    pygame.WINDOWEXPOSED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWRESTORED,
    pygame.WINDOWMAXIMIZED,
    pygame.VIDEOEXPOSE,
}


class App:
    """Owns the window, the clock and the scene stack. Scenes reach shared services through it."""

    def __init__(self, window_size: tuple[int, int] = LOGICAL_SIZE, title: str = "Vegas Desktop") -> None:
        # Only what we use: the game has no sound yet, and opening the mixer on a machine without a sound card
        # prints ALSA errors (and costs start-up time).
        if sys.platform.startswith("linux"):
            # SDL2 on Linux opens a hidden OpenGL window to ask the driver's vendor before it picks how to show the
            # window's pixels: that loads Mesa (and LLVM) into the process, ~95 MB of resident memory (menu: 162 ->
            # 67 MB under Xvfb) for a probe; the X11 shared-memory framebuffer shows our changed rects directly.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_icon(draw_icon(64))  # before set_mode: some platforms read it only when the window opens
        self.window = pygame.display.set_mode(window_size, pygame.RESIZABLE)
        pygame.display.set_caption(title)
        self.surface = FrameCanvas(LOGICAL_SIZE)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.running = True
        self.exit_code = 0
        self.fullscreen = False
        self.speed = 1.0  # animation speed multiplier (settings / autoplay)
        self.speed_override: float | None = None  # --speed: wins over the settings' speed until the player picks one
        self.settings_applied = False  # the saved settings were applied (once, at the main menu's first entry)
        self.autoplay = False  # headless self-play: overlays continue by themselves
        self.settings: Settings | None = None  # the player's settings, loaded on first use (`settings.for_app`)
        self.screenshot_path: str | None = None
        self.frame_hooks: list[Callable[[App], None]] = []
        self.real_time = 0.0
        self.notices: list[str] = []  # shown one at a time over every scene until clicked away
        self.toast: tuple[str, float] | None = None  # (text, real_time it goes) - e.g. "Sound off" after M
        self.renders = 0  # frames drawn (tests and benchmarks read it)
        self.crisp_texts = 0  # texts the last frame drew at the window's own size (see crisp)
        self.idle = False  # True while the loop sleeps between heartbeat frames
        self._windowed: tuple[tuple[int, int], tuple[int, int] | None] | None = None  # size, position before F11
        self.active_seconds = ACTIVE_SECONDS
        self._active_until = 0.0
        self._seen_changes = -1
        self._text_version = texts.version()
        self.min_window = self._min_window()
        self._apply_min_size()
        self._view = pygame.Rect((0, 0), window_size)
        self._fit()

    # -- coordinates -------------------------------------------------------------------------
    def _fit(self) -> None:
        """Letterbox the logical surface into the window, keeping its aspect ratio."""
        ww, wh = self.window.get_size()
        scale = min(ww / LOGICAL_SIZE[0], wh / LOGICAL_SIZE[1]) or 1.0
        if scale > 1:  # a whole number of window pixels per tile (1/80 steps; at most 16x9 pixels of border)
            scale = max(1.0, math.floor(scale * TILE + 1e-6) / TILE)  # so only what changed is drawn again
        w, h = int(LOGICAL_SIZE[0] * scale), int(LOGICAL_SIZE[1] * scale)
        old = self._view.size
        self._view = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)
        self.surface.tiler.reset()  # a new or resized window (F11 may keep its size): its pixels are all to send
        if style.set_view_scale(scale):  # text sizes change: rendered text in the caches is stale
            clear_caches()
        if self._view.size != old:
            for scene in self.stack.scenes:
                scene.on_resize()

    @property
    def screens(self) -> Screens:
        """The screens one screen opens of another's kind (see app/screens.py)."""
        return screens.current()

    @property
    def ui_size(self) -> tuple[int, int]:
        """The size pygame-gui managers are built at: the window's view, so widget text is drawn at its size (the
        logical size for a view too small to build widgets in, a window the window manager shrank for a moment)."""
        if self._view.w < 320 or self._view.h < 180:
            return LOGICAL_SIZE
        return self._view.size

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        x = (pos[0] - self._view.x) * LOGICAL_SIZE[0] / max(1, self._view.w)
        y = (pos[1] - self._view.y) * LOGICAL_SIZE[1] / max(1, self._view.h)
        return int(x), int(y)

    def mouse_pos(self) -> tuple[int, int]:
        return self.to_logical(pygame.mouse.get_pos())

    def _translate(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in _MOUSE_EVENTS and event_fields.has_pos(event) and not event.dict.get("logical", False):
            data = dict(event.dict)
            data["pos"] = self.to_logical(event.pos)
            data["logical"] = True
            return pygame.event.Event(event.type, data)
        return event

    # -- window ------------------------------------------------------------------------------
    @staticmethod
    def _min_window() -> tuple[int, int]:
        """MIN_WINDOW, or less on a desktop too small for it (room left for a title bar and a task bar)."""
        try:
            desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return MIN_WINDOW
        return (max(320, min(MIN_WINDOW[0], desk_w - 40)), max(180, min(MIN_WINDOW[1], desk_h - 100)))

    def _apply_min_size(self) -> None:
        """Tell the window manager the smallest size (set_mode makes a new window, so after each one)."""
        try:
            with warnings.catch_warnings():  # pygame-ce warns about surface rendering through Window; unused here
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = self.min_window
        except (pygame.error, AttributeError):  # an older pygame-ce, or no window: the resize check still holds
            pass

    def _enforce_min_size(self) -> None:
        """A window made smaller than the minimum (a window manager that ignores it) grows back to it."""
        if self.fullscreen:
            return
        w, h = self.window.get_size()
        mw, mh = self.min_window
        if w < mw or h < mh:
            self.window = pygame.display.set_mode((max(w, mw), max(h, mh)), pygame.RESIZABLE)
            self._apply_min_size()

    def toggle_fullscreen(self) -> None:
        """F11: full screen, and back to the size and place the window had before."""
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            position = None
            with contextlib.suppress(pygame.error, AttributeError):
                position = pygame.display.get_window_position()
            self._windowed = (self.window.get_size(), position)
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            size, position = self._windowed or (LOGICAL_SIZE, None)
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
            self._apply_min_size()
            if position is not None:
                with contextlib.suppress(pygame.error, AttributeError):
                    pygame.display.set_window_position(position)
        self._fit()

    # -- language ------------------------------------------------------------------------------
    def set_language(self, code: str) -> bool:
        """Switch the game to `code` ("en" or "de") at once and remember it in the settings; True if it changed.

        The one call for a language selector: every scene in the stack gets `on_language_changed` and the
        drawing caches are emptied before the next frame. Raises ValueError for an unknown code."""
        from vegas_desktop.app import settings

        changed = texts.set_language(code)
        s = settings.for_app(self)
        if s.language != texts.language():
            s.language = texts.language()
            settings.save(s)
        self.refresh_language()
        return changed

    def refresh_language(self) -> None:
        """Bring what is on screen up to the current language (each frame calls it; cheap when nothing changed)."""
        if self._text_version == texts.version():
            return
        self._text_version = texts.version()
        clear_caches()  # cached surfaces may hold words of the old language (e.g. casino names on cards)
        for scene in list(self.stack.scenes):
            scene.on_language_changed()
        self._active_until = time.monotonic() + self.active_seconds

    def close_handled(self) -> bool:
        """Ask the scenes, top first, whether closing the window must wait (a game in progress asks first)."""
        for scene in reversed(self.stack.scenes):
            answer = scene.on_close_request()
            if answer is not None:
                return answer
        return False

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # -- loop --------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window-level keys first, then the top scene."""
        if event.type == pygame.QUIT:
            if self.autoplay or not self.close_handled():
                self.quit(0)
            return
        if event.type in _RESIZE_EVENTS:
            self.window = pygame.display.get_surface() or self.window
            self._enforce_min_size()
            self._fit()
            return
        if event.type in _REPAINT_EVENTS:  # the screen lost what the window showed: send all of it next frame
            self.surface.tiler.reset()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and self._mute_key_free(event):
            self.toggle_mute()
            return
        self.stack.handle_event(self._translate(event))

    # -- M: mute anywhere ---------------------------------------------------------------------------------------------
    def _mute_key_free(self, event: pygame.event.Event) -> bool:
        """M is the mute key unless a text field has the keyboard (a name with an m) or a modifier is held."""
        if event_fields.mods(event) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        top = self.stack.top
        return not (top is not None and top.typing())

    def toggle_mute(self) -> None:
        from vegas_desktop.app import settings, sound
        from vegas_desktop.text import t

        settings.for_app(self)  # binds the settings to the sound module
        muted = sound.toggle_mute()
        self.show_toast(t("settings.toast.muted" if muted else "settings.toast.unmuted"))

    def show_toast(self, text: str, seconds: float = TOAST_SECONDS) -> None:
        """A small message at the top of the window that goes away by itself."""
        self.toast = (text, self.real_time + seconds)
        self._active_until = time.monotonic() + seconds  # keep drawing until it is gone

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw. Tests call this directly with posted events."""
        self.refresh_language()
        self._collect_notices()
        for event in pygame.event.get() if events is None else events:
            if self.notices and self._dismisses_notice(event):
                continue
            self.dispatch(event)
        self.real_time += dt  # wall-clock seconds, whatever the animation speed (confirmation windows use it)
        self.stack.update(dt * self.speed)
        self.render()
        for hook in list(self.frame_hooks):
            hook(self)
        self.release_dropped()
        if not self.stack.scenes:
            self.quit(self.exit_code)

    def release_dropped(self) -> None:
        """Let scenes that left the stack this frame go, with their widgets and surfaces (see cache.reclaim)."""
        dropped = self.stack.take_dropped()
        if not dropped:
            return
        while dropped:  # no loop variable: it would keep the last scene alive through the collection
            dropped.pop().release()
        reclaim()

    # -- notices: messages for the player from outside any scene (a damaged settings file...) -----------------
    def _collect_notices(self) -> None:
        from vegas_desktop.app import settings

        for text in settings.take_notices():
            if not self.autoplay and text not in self.notices:  # autoplay has nobody to read it (it is logged)
                self.notices.append(text)

    def _dismisses_notice(self, event: pygame.event.Event) -> bool:
        """A click or a key closes the notice on top and is used up by it (so it cannot also press a button)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and event.dict.get("key") != pygame.K_F11:
            self.notices.pop(0)
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def render(self) -> None:
        self.renders += 1
        self.surface.start_frame(recording=self._view.size != LOGICAL_SIZE)  # see crisp: text at the real size
        self.surface.fill((0, 0, 0))
        self.stack.draw(self.surface)
        if self.notices:
            from vegas_desktop.app.notice_art import draw_notice

            draw_notice(self.surface, self.notices[0])
        if self.toast is not None:
            if self.real_time < self.toast[1]:
                from vegas_desktop.app.notice_art import draw_toast

                draw_toast(self.surface, self.toast[0])
            else:
                self.toast = None
        if self._view.size == LOGICAL_SIZE:
            self.window.fill((0, 0, 0))
            self.window.blit(self.surface, self._view)
            pygame.display.flip()
            return
        # compose draws again only what changed since the last frame (and says where): a large window costs
        # little more than a small one while most of the table stands still
        self.crisp_texts = compose(self.surface, self.window, self._view)
        if self.surface.updated is None:
            pygame.display.flip()
        elif self.surface.updated:
            pygame.display.update(self.surface.updated)

    def busy(self, now: float) -> bool:
        """Draw every frame? While something moves, and for a while after input or a scene change."""
        if self.stack.changes != self._seen_changes:
            self._seen_changes = self.stack.changes
            self._active_until = now + self.active_seconds
        return self.autoplay or now < self._active_until or self.stack.animating()

    def wait_events(self, timeout: float) -> list[pygame.event.Event]:
        """Sleep until events arrive or `timeout` seconds pass; returns the pending events.

        Polls every IDLE_POLL_SECONDS instead of `pygame.event.wait`, which spins on 1 ms delays inside SDL
        (~3.5% of a core by itself); a 20 ms poll costs ~0.7% and adds at most 20 ms to the first reaction."""
        deadline = time.monotonic() + timeout
        while True:
            events = pygame.event.get()
            if events or not self.running:
                return events
            left = deadline - time.monotonic()
            if left <= 0:
                return []
            time.sleep(min(IDLE_POLL_SECONDS, left))

    def run(self, first: Scene, max_frames: int | None = None, max_seconds: float | None = None) -> int:
        """The main loop. `step` draws whenever it runs; this decides when to run it (see the module doc)."""
        self.stack.push(first)
        frames = 0
        start = time.monotonic()
        self.clock.tick()
        while self.running:
            now = time.monotonic()
            if self.busy(now):
                self.idle = False
                dt = self.clock.tick(FPS) / 1000.0
                events = pygame.event.get()
                if events:
                    self._active_until = now + self.active_seconds
                self.step(min(dt, 0.1), events)
            else:
                self.idle = True
                events = self.wait_events(HEARTBEAT_SECONDS)
                # Scene clocks run in real time while asleep, so timers (e.g. a confirmation window) expire;
                # on input they catch up first, so the input's own animation starts from its beginning.
                slept = min(self.clock.tick() / 1000.0, HEARTBEAT_SECONDS * 2)
                if events:
                    self._active_until = time.monotonic() + self.active_seconds
                    self.stack.update(slept * self.speed)
                    self.step(1 / FPS, events)
                else:
                    self.step(slept)
            frames += 1
            if max_frames is not None and frames >= max_frames:
                break
            if max_seconds is not None and time.monotonic() - start >= max_seconds:
                break
        return self.exit_code

    def screenshot(self, path: str | Path) -> None:
        pygame.image.save(self.surface, str(path))
