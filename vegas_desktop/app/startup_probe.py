"""Start-up measurement hook for tools/bench_startup.py (enabled by VEGAS_DESKTOP_STARTUP_PROBE=1).

It prints one line when the first frame has been drawn and flipped, then ends the process at once, so the
benchmark times exactly "process start to first menu frame", with the real executable and no code of its own inside.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

MARKER = "vegas-desktop: first frame"

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
    os._exit(0)  # skip interpreter teardown: it is not part of start-up
