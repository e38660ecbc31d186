"""What a start does with what an interrupted run left: the end of every game made whole.

A finished game whose history row was not written yet (the process was killed in between) is recorded, the save
it replaced is removed, and temporary files of writes that never completed are deleted. Which saved game
Continue offers is `saves/recover.py`.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from vegas_desktop.app.names import clean_text
from vegas_desktop.saves.files import data_dir, move_aside, remove_leftover_temps
from vegas_desktop.saves.notices import notice
from vegas_desktop.saves.savefile import SaveError, finished_dir, read, restore, saves_dir

if TYPE_CHECKING:
    from vegas_desktop.history.db import History

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
    saves, finished = saves_dir(), finished_dir()
    for folder in (saves, finished):
        remove_leftover_temps(folder)
    try:
        paths = sorted(finished.glob("*.json"))
    except OSError:
        return 0
    if not paths:
        return 0
    import sqlite3  # here: a start with no finished game opens no database (and imports none)

    from vegas_desktop.history.db import History

    try:
        history = History()
    except (OSError, sqlite3.Error):
        return 0
    added = 0
    try:
        if history.notice:
            notice("history.reset", reason=history.notice)
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
        notice("saves.history_failed", reason=clean_text(str(exc))[:200])
    finally:
        history.close()
    return added


def _record(history: History, path: Path) -> bool:
    try:
        saved = read(path)
        match = restore(saved)
        if not match.over:
            raise SaveError("saves.error.not_finished")
    except SaveError as exc:
        kept = move_aside(path)
        notice("saves.finished_unreadable", name=_name(path), reason=str(exc), kept=_name(kept or path))
        return False
    history.record(match, saved.undo_used, played=saved.updated or None, key=path.name)
    return True


def _name(path: Path) -> str:
    return clean_text(path.name)
