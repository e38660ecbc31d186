"""Which saved game Continue offers (the menu, the Continue button and `--continue`), and every file set aside on
the way named in one line. What a start repairs first (games whose end was cut short, leftover temporary
files) is `saves/repair.py`.
"""

from __future__ import annotations

from pathlib import Path

from vegas_desktop.app.names import clean_text
from vegas_desktop.saves.files import move_aside
from vegas_desktop.saves.listing import Listed, list_saves
from vegas_desktop.saves.notices import notice_text
from vegas_desktop.saves.savefile import SaveError, restore
from vegas_desktop.text import t, tn


def _name(path: Path) -> str:
    return clean_text(path.name)


def _mtime(path: Path | None) -> float:
    try:
        return path.lstat().st_mtime if path is not None else 0.0
    except OSError:
        return 0.0


def find_latest(folder: Path | None = None) -> tuple[Listed | None, str | None]:
    """The newest unfinished save whose whole log replays, and one line naming every save set aside on the way
    (None when none was). A save that reads but does not replay is set aside here too, so Continue never opens
    a game that then fails, and never an older game without a word."""
    listed = list_saves(folder)
    kept: list[tuple[Listed, float]] = [(e, _mtime(e.kept)) for e in listed if e.saved is None]
    chosen: Listed | None = None
    for entry in listed:
        if entry.saved is None or entry.saved.finished:
            continue
        when = _mtime(entry.path)
        try:
            restore(entry.saved)
        except SaveError as exc:
            aside = move_aside(entry.path)
            kept.append((Listed(entry.path, None, str(exc), aside), when))
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


def latest_unfinished(folder: Path | None = None) -> Listed | None:
    """The newest unfinished game that resumes (its whole log replays). Saves that cannot be read or resumed
    are set aside and named in one notice (`take_notices`): which files, kept as what, and whether an older
    game is offered instead or there is nothing else to continue."""
    entry, message = find_latest(folder)
    if message is not None:
        notice_text(message)
    return entry
