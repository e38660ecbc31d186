"""Sound effects: short WAVs from assets/sounds (made by tools/make_sounds.py), played through pygame's mixer.

The mixer is opened on the first sound actually played, never at start-up: opening it costs time and, on a
machine without a sound card, SDL/ALSA complain. Whatever goes wrong (no device, the dummy driver, a mixer that
will not open, a missing file) the game simply stays silent; it is logged at debug level only.

Volume and mute come from the app's settings (`bind(settings)`); M toggles mute anywhere (App's event loop).

    sound.play("click")
    sound.play_for_event(event)          # a rules event from any game: picks the matching sound, or nothing
    sound.sound_for_event(event)         # just the name (tests, or a table that wants to delay it)
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol

from vegas_desktop import games
from vegas_desktop.descriptor import shared_sound

log = logging.getLogger(__name__)

RATE = 22_050
NAMES = (
    "dice_roll_few",
    "dice_roll_some",
    "dice_roll_many",
    "die_set",
    "bill",
    "bills",
    "card_draw",
    "chips",
    "roulette",
    "jingle_round",
    "jingle_win",
    "click",
)


class SoundSettings(Protocol):
    """What sound reads of the app's settings (app/settings.py's Settings)."""

    volume: int  # 0..100
    muted: bool


class Backend(Protocol):
    """What sound.py needs from a mixer (pygame's, or a recording stand-in in tests)."""

    def open(self) -> bool: ...

    def load(self, path: Path) -> Any: ...

    def play(self, clip: Any, volume: float) -> None: ...


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Silence C libraries writing to stderr directly (ALSA lists every device it failed to open)."""
    if sys.platform == "win32":
        yield
        return
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "w") as null:
            sys.stderr.flush()
            os.dup2(null.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


class PygameBackend:
    def open(self) -> bool:
        import pygame

        try:
            if pygame.mixer.get_init() is None:
                with _quiet_stderr():
                    pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            pygame.mixer.set_num_channels(16)
        except (pygame.error, NotImplementedError, ImportError, OSError) as exc:
            log.debug("no sound: the mixer did not open (%s)", exc)
            return False
        return True

    def load(self, path: Path) -> Any:
        import pygame

        return pygame.mixer.Sound(str(path))

    def play(self, clip: Any, volume: float) -> None:
        clip.set_volume(volume)
        clip.play()


class _State:
    def __init__(self) -> None:
        self.backend: Backend = PygameBackend()
        self.opened: bool | None = None  # None: not tried yet; False: no sound this session
        self.clips: dict[str, Any] = {}
        self.settings: SoundSettings | None = None  # the app's settings; None: full volume
        self.saver: Callable[[Any], object] | None = None
        self.enabled = True  # False: silent whatever the settings say (autoplay, benchmarks)


_state = _State()


def set_backend(backend: Backend | None) -> None:
    """Use another mixer (tests); None restores pygame's. Forgets the loaded clips."""
    _state.backend = backend if backend is not None else PygameBackend()
    _state.opened = None
    _state.clips.clear()


def bind(settings: SoundSettings | None, saver: Callable[[Any], object] | None = None) -> None:
    """Read volume and mute from this settings object from now on, saving a change of mute with `saver`
    (settings.for_app calls it: sound knows nothing of the settings file)."""
    _state.settings = settings
    _state.saver = saver


def set_enabled(on: bool) -> None:
    """Headless self-play and benchmarks turn sound off entirely."""
    _state.enabled = on


def muted() -> bool:
    return _state.settings is not None and _state.settings.muted


def volume() -> float:
    """0.0 .. 1.0 from the settings' 0..100."""
    raw = _state.settings.volume if _state.settings is not None else 100
    try:
        return max(0.0, min(1.0, float(raw) / 100))
    except (TypeError, ValueError):
        return 1.0


def toggle_mute() -> bool:
    """Flip mute in the bound settings and save them; returns the new state."""
    s = _state.settings
    if s is None:
        return False
    s.muted = not s.muted
    if _state.saver is not None:
        _state.saver(s)
    return s.muted


def _path(name: str) -> Path:
    from vegas_desktop.resources import asset_path

    return asset_path("sounds", f"{name}.wav")


def _clip(name: str) -> Any:
    if name not in _state.clips:
        try:
            _state.clips[name] = _state.backend.load(_path(name))
        except Exception as exc:  # any failure to load is only a missing sound
            log.debug("sound %s not loaded (%s)", name, exc)
            _state.clips[name] = None
    return _state.clips[name]


def play(name: str | None, gain: float = 1.0) -> bool:
    """Play a sound by name at the settings' volume; True if it was handed to the mixer."""
    if not name or not _state.enabled or muted():
        return False
    level = volume() * gain
    if level <= 0:
        return False
    if _state.opened is None:
        _state.opened = bool(_state.backend.open())
    if not _state.opened:
        return False
    clip = _clip(name)
    if clip is None:
        return False
    try:
        _state.backend.play(clip, min(1.0, level))
    except Exception as exc:  # a sound must never stop the game
        log.debug("sound %s not played (%s)", name, exc)
        return False
    return True


# -- rules events -> sounds ----------------------------------------------------------------------------------------
def sound_for_event(event: Any, game: str | None = None) -> str | None:
    """The sound for one rules event, as its game's descriptor names it (None: quiet)."""
    name = game or _game_of(event)
    if name in games.game_names():
        return games.descriptor(name).sound_for(event)
    return shared_sound(event)


def _game_of(event: Any) -> str:
    """The game whose package defines the event's class ('' for shared events and strangers)."""
    module = type(event).__module__
    for name in games.game_names():
        if module.startswith(f"vegas_desktop.{name}."):
            return name
    return ""


def play_for_event(event: Any, game: str | None = None) -> str | None:
    """Play the sound for a rules event (if it has one); returns its name whether or not it could sound."""
    name = sound_for_event(event, game)
    if name is not None:
        play(name)
    return name
