"""Shared by the damaged-input tests: a time limit for any read, a real save to damage, and things that are not
regular files to put where a file is expected."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
LIMIT_SECONDS = 20.0  # far above any read here (milliseconds); only a hang reaches it


def bounded(call: Callable[[], T], seconds: float = LIMIT_SECONDS) -> T:
    """`call()` in a thread that must finish within `seconds` (a hang fails the test instead of stopping the run:
    the thread is a daemon, left behind). Its exception, if any, is raised here, so a test sees exactly what
    escaped."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = call()
        except BaseException as exc:  # handed to the test thread as it is
            box["error"] = exc

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"no answer within {seconds:g} s: it hangs"
    if "error" in box:
        raise box["error"]
    return box["value"]


def good_save(game: str = "lasvegas", moves: int = 6) -> dict[str, Any]:
    """A real save of a game in progress (one human and two computer seats), as written to disk."""
    from vegas_desktop.match import new_match
    from vegas_desktop.saves import store

    match = new_match(game, ["human", "random", "random"], 7, names=["Ann", "Bo", "Cy"])
    for _ in range(moves):
        match.run_agents()
        if match.over:
            break
        match.play(0, match.forced_action(0) or match.legal(0)[0])
    return store.snapshot(match).to_json()


def finished_save(game: str = "lasvegas") -> dict[str, Any]:
    """A real finished game (three computer seats) as the finished folder holds it."""
    from vegas_desktop.match import new_match
    from vegas_desktop.saves import store

    match = new_match(game, ["random", "random", "random"], 3, names=["Ann", "Bo", "Cy"])
    match.run_agents()
    assert match.over
    return store.snapshot(match).to_json()


SPECIAL = ["fifo", "folder", "link-to-dev-zero", "link-to-fifo", "link-loop", "huge"]


def special(kind: str, path: Path, tmp: Path, limit: int) -> None:
    """Something that is not a usable regular file at `path` (one of SPECIAL); "huge" is a sparse file one byte
    over `limit` (its size says so without the bytes being written)."""
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "link-to-dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "link-to-fifo":
        os.mkfifo(tmp / f"pipe-{path.name}")
        path.symlink_to(tmp / f"pipe-{path.name}")
    elif kind == "link-loop":
        path.symlink_to(path)
    elif kind == "huge":
        with open(path, "wb") as fh:
            fh.truncate(limit + 1)
    else:
        raise ValueError(kind)
