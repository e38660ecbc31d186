"""Start-up measurement hook for tools/bench_startup.py (enabled by VEGAS_DESKTOP_STARTUP_PROBE=1).

It prints one line when the first frame has been drawn and flipped, then ends the process at once, so the
benchmark times exactly "process start to first menu frame", with the real executable and no code of its own inside.
"""

from __future__ import annotations

import os
import sys

MARKER = "vegas-desktop: first frame"


def install() -> None:
    from vegas_desktop.app.app import App

    original_init = App.__init__

    def init(self: App, *args: object, **kwargs: object) -> None:
        original_init(self, *args, **kwargs)
        self.frame_hooks.append(_first_frame)

    App.__init__ = init  # type: ignore[method-assign]


def _first_frame(app: object) -> None:
    sys.stdout.write(MARKER + "\n")
    sys.stdout.flush()
    os._exit(0)  # skip interpreter teardown: it is not part of start-up
