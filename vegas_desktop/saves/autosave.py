"""Writing a game in progress after every action, and moving it to the finished games (and into the history)
when it ends: the one writer of saves (`saves/savefile.py` is their format)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from vegas_desktop.app.names import clean_name
from vegas_desktop.match import Match
from vegas_desktop.saves.files import write_json_atomic
from vegas_desktop.saves.notices import notice
from vegas_desktop.saves.savefile import finished_dir, now, saves_dir, snapshot


class Autosave:
    """A Match listener that rewrites the game's save after every action; when the game ends, the file moves to
    the finished games (kept for replays). A failed write is remembered for the screen to say once."""

    def __init__(self, match: Match, path: Path | None = None, created: str | None = None, undo_used: bool = False):
        self.created = created or now()
        stamp = self.created.replace(":", "").replace("-", "")
        self.path = path or saves_dir() / f"{stamp}-{match.game}-{match.seed}.json"
        self.undo_used = undo_used
        self.problem: str | None = None
        self.finished_path: Path | None = None
        self.attach(match)

    def attach(self, match: Match) -> None:
        """Save `match` from now on (an undo's new match takes over the file); the match before lets go."""
        previous = getattr(self, "match", None)
        if previous is not None and previous is not match and self in previous.listeners:
            previous.listeners.remove(self)
        self.match = match
        if self not in match.listeners:
            match.listeners.append(self)

    def __call__(self, seat: int, action: Any, events: list[Any]) -> None:
        self.write()

    def _record(self, target: Path) -> bool:
        """The finished game's history row (keyed by its file name, so never twice); False if it could not be
        written now (the finished file stays, and the next start records it)."""
        import sqlite3  # here: the history is opened when a game ends, not when the menu starts

        try:
            return _record_finished(self, target.name)
        except (OSError, sqlite3.Error) as exc:
            notice("saves.history_failed", reason=clean_name(str(exc), 200))
            return False

    def write(self) -> bool:
        written = self._write()
        if written and _unwritten and self not in _unwritten:
            write_pending()  # saving works again: the finished games kept in memory go to disk now
        return written

    def _write(self) -> bool:
        saved = snapshot(self.match, self.created, self.undo_used)
        try:
            if saved.finished:
                target = finished_dir() / self.path.name
                # the order makes the end of a game one step that nothing can cut in half: the finished file,
                # then its history row, then the save goes (a kill in between is finished by repair.recover)
                write_json_atomic(target, saved.to_json())
                if self.finished_path is None and self._record(target):  # once: one row per game
                    self.path.unlink(missing_ok=True)
                self.finished_path = target
            else:
                write_json_atomic(self.path, saved.to_json())
        except OSError as exc:
            reason = clean_name(exc.strerror or str(exc), 200)
            if saved.finished and self not in _unwritten:  # kept here, written at the next chance or on quit
                _unwritten.append(self)
                notice("saves.finished_kept", reason=reason)
            elif self.problem is None:  # said once, not after every move while the disk stays full
                notice("saves.write_failed", reason=reason)
            self.problem = reason
            return False
        self.problem = None
        if self in _unwritten:
            _unwritten.remove(self)
            notice("saves.finished_written", name=clean_name(self.path.name, 120))
        return True


_unwritten: list[Autosave] = []  # finished games whose file could not be written yet (a full disk): kept in memory


def write_pending() -> list[str]:
    """Write the finished games that could not be written when they ended (after any later successful save, and
    when the window closes); one line for each that still cannot be, naming it and why."""
    left: list[str] = []
    for saver in list(_unwritten):  # ends: one try each
        if not saver._write():
            left.append(f"{saver.path.name}: {saver.problem}")
    return left


def _record_finished(saver: Autosave, key: str) -> bool:
    from vegas_desktop.history.db import History

    history = History()
    try:
        if history.notice:
            notice("history.reset", reason=history.notice)
        if history.busy:
            return False
        history.record(saver.match, saver.undo_used, key=key)
    finally:
        history.close()
    return True


def start_autosave(match: Match) -> Autosave:
    """Save a new game now (so Continue finds it even before the first move) and after every action."""
    saver = Autosave(match)
    saver.write()
    return saver


def autosave(match: Match) -> Autosave:
    """Hook `match` to its save file: written now and after every action (a `match.listeners` entry); a finished
    game moves to the finished folder and into the history. The same as `start_autosave`."""
    return start_autosave(match)
