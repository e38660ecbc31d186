"""What a start does with what an interrupted run left, and which saved game Continue offers.

`recover` makes the end of every game whole: a finished game whose history row was not written yet (the
process was killed in between) is recorded, the save it replaced is removed, and temporary files of writes that
never completed are deleted. `find_latest` picks the newest save that really resumes and words, in one line,
every file that had to be set aside on the way.
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from vegas_desktop.app.names import clean_text
from vegas_desktop.saves import store
from vegas_desktop.saves.files import data_dir, move_aside, remove_leftover_temps

_recovered: set[Path] = set()  # data folders already recovered by this process


def recover_once() -> None:
    """`recover` for the current data folder, the first time this process asks."""
    folder = data_dir()
    if folder in _recovered:
        return
    _recovered.add(folder)
    recover()


def recover() -> int:
    """Finish what an interrupted run left; how many finished games were added to the history now.

    Never raises for a damaged or busy file: a finished file that cannot be read is set aside and named (once,
    in `store.take_notices`), a busy history is left for the next start."""
    saves, finished = store.saves_dir(), store.finished_dir()
    for folder in (saves, finished):
        remove_leftover_temps(folder)
    try:
        paths = sorted(finished.glob("*.json"))
    except OSError:
        return 0
    if not paths:
        return 0
    from vegas_desktop.history.db import History

    try:
        history = History()
    except (OSError, sqlite3.Error):
        return 0
    added = 0
    try:
        if history.notice:
            store._notice("history.reset", reason=history.notice)
        if history.busy:
            return 0
        recorded = history.keys()
        for path in paths:
            if path.name not in recorded:
                if not _record(history, path):
                    continue
                added += 1
            with contextlib.suppress(OSError):  # its save, superseded by the finished game
                (saves / path.name).unlink(missing_ok=True)
    except sqlite3.Error as exc:  # e.g. busy again half-way: the rest waits for the next start
        store._notice("saves.history_failed", reason=clean_text(str(exc))[:200])
    finally:
        history.close()
    return added


def _record(history: object, path: Path) -> bool:
    from vegas_desktop.history.db import History

    assert isinstance(history, History)
    try:
        saved = store.read(path)
        match = store.restore(saved)
        if not match.over:
            raise store.SaveError("saves.error.not_finished")
    except store.SaveError as exc:
        kept = move_aside(path)
        store._notice("saves.finished_unreadable", name=_name(path), reason=str(exc), kept=_name(kept or path))
        return False
    history.record(match, saved.undo_used, played=saved.updated or None, key=path.name)
    return True


def _name(path: Path) -> str:
    return clean_text(path.name)


def _mtime(path: Path | None) -> float:
    try:
        return path.lstat().st_mtime if path is not None else 0.0
    except OSError:
        return 0.0


def find_latest(folder: Path | None = None) -> tuple[store.Listed | None, str | None]:
    """The newest unfinished save whose whole log replays, and one line naming every save set aside on the way
    (None when none was). A save that reads but does not replay is set aside here too, so Continue never opens
    a game that then fails, and never an older game without a word."""
    from vegas_desktop.text import t, tn

    listed = store.list_saves(folder)
    kept: list[tuple[store.Listed, float]] = [(e, _mtime(e.kept)) for e in listed if e.saved is None]
    chosen: store.Listed | None = None
    for entry in listed:
        if entry.saved is None or entry.saved.finished:
            continue
        when = _mtime(entry.path)
        try:
            store.restore(entry.saved)
        except store.SaveError as exc:
            aside = move_aside(entry.path)
            kept.append((store.Listed(entry.path, None, str(exc), aside), when))
            continue
        chosen = entry
        break
    if not kept:
        return chosen, None
    names = ", ".join(_name(e.kept or e.path) for e, _ in kept)
    if len(kept) == 1:
        entry, when = kept[0]
        if chosen is None or when >= _mtime(chosen.path):
            key = "saves.continue.newest_next" if chosen is not None else "saves.continue.newest_none"
            return chosen, t(key, reason=entry.problem, kept=names)
    key = "saves.continue.some_next" if chosen is not None else "saves.continue.some_none"
    return chosen, tn(key, len(kept), kept=names)
