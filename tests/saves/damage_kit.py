"""Shared by the damaged-input tests: a time limit for any read, and a real save to damage."""

from __future__ import annotations

import threading
from collections.abc import Callable
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
