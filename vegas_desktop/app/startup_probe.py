"""Start-up measurement hook for tools/bench_startup.py (enabled by VEGAS_DESKTOP_STARTUP_PROBE=1).

It prints one line when the first frame has been drawn and flipped, then ends the process at once, so the
benchmark times exactly "process start to first menu frame", with the real executable and no code of its own inside.

With VEGAS_DESKTOP_STARTUP_PROBE=sound it then checks the sound path of the build it runs in (the PyInstaller build
replaces SDL_mixer's music codecs by stubs, packaging/codec_stubs.py): the mixer opens, every WAV loads and one plays,
and a file in a format the game does not use is refused with an error instead of crashing the process. One line
(SOUND_OK or "sound: FAIL ...") and exit code 0 or 1.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

MARKER = "vegas-desktop: first frame"
SOUND_OK = "vegas-desktop: sound ok"

P = ParamSpec("P")


def install() -> None:
    from vegas_desktop.app.app import App

    # mypy refuses any assignment to a method (method-assign), and through Concatenate `self` is positional-only
    # (assignment); the replacement takes exactly App.__init__'s parameters
    App.__init__ = _hooked(App.__init__)  # type: ignore[method-assign, assignment]


def _hooked(original_init: Callable[Concatenate[App, P], None]) -> Callable[Concatenate[App, P], None]:
    """App.__init__, then the first-frame hook added to the new app."""

    def init(self: App, *args: P.args, **kwargs: P.kwargs) -> None:
        original_init(self, *args, **kwargs)
        self.frame_hooks.append(_first_frame)

    return init


def _first_frame(app: object) -> None:
    sys.stdout.write(MARKER + "\n")
    sys.stdout.flush()
    code = 0
    if os.environ.get("VEGAS_DESKTOP_STARTUP_PROBE") == "sound":
        failure = check_sound()
        sys.stdout.write(f"{SOUND_OK}\n" if failure is None else f"vegas-desktop: sound FAIL: {failure}\n")
        sys.stdout.flush()
        code = 0 if failure is None else 1
    os._exit(code)  # skip interpreter teardown: it is not part of start-up


# Headers of music formats SDL_mixer would hand to a codec library (Ogg Vorbis, MP3, FLAC, MIDI, Opus).
FOREIGN_HEADERS = {
    "ogg": b"OggS" + bytes(60),
    "mp3": b"ID3\x04" + bytes(60),
    "flac": b"fLaC" + bytes(60),
    "mid": b"MThd\x00\x00\x00\x06" + bytes(56),
}


def check_sound() -> str | None:
    """None if sound works in this process: the mixer opens, each WAV loads, one plays, and foreign formats are
    refused cleanly; else what failed."""
    import tempfile

    import pygame

    from vegas_desktop.app import sound

    backend = sound.PygameBackend()
    if not backend.open():
        return "the mixer did not open"
    try:
        clips = [backend.load(sound._path(name)) for name in sound.NAMES]
        backend.play(clips[-1], 0.5)
    except (pygame.error, OSError) as exc:
        return f"a WAV did not load or play ({exc})"
    with tempfile.TemporaryDirectory() as folder:
        for suffix, header in FOREIGN_HEADERS.items():
            path = os.path.join(folder, f"x.{suffix}")
            with open(path, "wb") as f:
                f.write(header)
            try:
                pygame.mixer.Sound(path)
            except pygame.error:
                continue
            return f"a broken .{suffix} file was accepted"
    return None
