"""The move log is the game's story: told again from the match's action log whenever a table opens on a game in
progress (Continue, undo, a replay's step back or jump), so it never starts empty or forgets what happened.

A *scribe* is a second table of the same game, on a stand-in app that plays no sound and shows no screens, that
replays the match's actions from its seed with every animation finished at once: the very handlers that write
the log at the real table write it here, and each entry is stamped with how many actions had been played. The
real table then gets the entries up to its own point. The last scribe is kept, so stepping back and forth in a
replay, or undoing again, only tells the actions it has not told yet.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from vegas_desktop import text as texts
from vegas_desktop.app import style
from vegas_desktop.app.scene import SceneStack
from vegas_desktop.match import Match

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.base import TableScene

log = logging.getLogger(__name__)

Colour = tuple[int, int, int]
Entry = tuple[int, str, Colour]  # (actions played when it was written, text, colour)


def display_of(table: Any) -> Any:
    """The display model holding the table's log (`log`, `log_scroll`, `add_log`), or None."""
    drawing = table.parts.drawing
    for holder in (drawing, getattr(drawing, "ui", None), getattr(drawing, "look", None)):
        d = getattr(holder, "d", None)
        if d is not None and hasattr(d, "log") and hasattr(d, "add_log"):
            return d
    return None


class _QuietApp:
    """The real app for everything a table reads (settings, fonts, speed checks), but instant, with a scene stack
    of its own: a scribe's round summaries and results go nowhere and its events make no sound."""

    def __init__(self, app: Any) -> None:
        self._app = app
        self.speed = math.inf
        self.stack = SceneStack()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)


@dataclass
class _Scribe:
    key: tuple[Any, ...]
    table: Any
    match: Match
    told: list[tuple[int, Any]] = field(default_factory=list)  # the actions played so far
    entries: list[Entry] = field(default_factory=list)


_last: _Scribe | None = None


def _key(table: Any) -> tuple[Any, ...]:
    m = table.match
    seats = tuple((s.name, s.colour, s.level) for s in m.seats)
    return (id(table.app), m.game, m.seed, repr(m.options), seats, table.viewer, texts.version())


def _new_scribe(table: TableScene[Any]) -> _Scribe | None:
    m = table.match
    match = Match(m.game, m.rules, list(m.seats), m.seed, m.options)
    scribe = type(table)(_QuietApp(table.app), match, table._make_parts)  # type: ignore[arg-type]
    scribe._viewer = table.viewer
    scribe._show_summary = lambda events: None  # type: ignore[method-assign]
    scribe._show_results = lambda: None  # type: ignore[method-assign]
    d = display_of(scribe)
    if d is None:
        return None
    found = _Scribe(_key(table), scribe, match, entries=[(0, text, colour) for text, colour in d.log])
    d.add_log = lambda text, colour=style.PAPER: found.entries.append((len(found.told), text, colour))
    scribe.queue.finish_all()  # the opening (stamped 0)
    return found


def _tell(scribe: _Scribe, actions: list[tuple[int, Any]]) -> None:
    table = scribe.table
    for seat, action in actions[len(scribe.told) :]:
        scribe.told.append((seat, action))
        table.play(seat, action)
        table.queue.finish_all()
        table.parts.drawing.sync()  # as the real table does when its queue runs dry


def story(table: TableScene[Any]) -> list[tuple[str, Colour]]:
    """The log entries of `table`'s match so far, as its viewer saw them written."""
    global _last
    actions = list(table.match.log)
    n = len(actions)
    scribe = _last
    known = min(n, len(scribe.told)) if scribe is not None else 0
    if scribe is None or scribe.key != _key(table) or scribe.told[:known] != actions[:known]:
        scribe = _new_scribe(table)
        if scribe is None:
            return []
    _tell(scribe, actions)
    _last = scribe
    return [(text, colour) for stamp, text, colour in scribe.entries if stamp <= n]


def retell(table: TableScene[Any]) -> None:
    """Give a table that opens on a game in progress its story so far (newest line at the bottom)."""
    d = display_of(table)
    if d is None or not table.match.log:
        return
    try:
        entries = story(table)
    except Exception:  # the story is a comfort: a table that cannot retell it still plays
        log.warning("the move log could not be told again", exc_info=True)
        forget()
        return
    d.log[:] = entries
    d.log_scroll = 0


def forget() -> None:
    """Drop the kept scribe (tests, or a table that could not be retold)."""
    global _last
    _last = None
