"""The saved games as the menus list them: games to resume and files set aside as unreadable (Continue's choice
among them is `saves/recover.py`).

Nothing here deletes a file except `delete`, which the player asked for: unreadable files are moved aside
(`files.move_aside`) and named."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from vegas_desktop.app.names import clean_text
from vegas_desktop.match import Match
from vegas_desktop.saves.autosave import Autosave
from vegas_desktop.saves.files import move_aside
from vegas_desktop.saves.repair import recover_once
from vegas_desktop.saves.savefile import SavedGame, SaveError, finished_dir, read, restore, saves_dir


@dataclass
class Listed:
    path: Path
    saved: SavedGame | None
    problem: str = ""  # why it cannot be opened (it has been moved aside to `kept`)
    kept: Path | None = None


def list_saves(folder: Path | None = None) -> list[Listed]:
    """Games in progress, newest first; unreadable files are moved aside and listed with their reason. The first
    call for a data folder finishes what an interrupted run left (`repair.recover_once`): a save whose game
    was finished is not listed."""
    if folder is None:
        recover_once()
    folder = folder or saves_dir()
    out: list[Listed] = []
    try:
        paths = sorted(folder.glob("*.json"))
    except OSError:
        return []
    done = finished_dir()
    for path in paths:
        if (done / path.name).exists():  # superseded by its finished game (recorded on the next start)
            continue
        try:
            saved = read(path)
        except SaveError as exc:
            out.append(Listed(path, None, str(exc), move_aside(path)))
            continue
        out.append(Listed(path, saved))
    out.sort(key=lambda e: e.saved.updated if e.saved else "", reverse=True)
    return out


def list_kept_aside(folder: Path | None = None) -> list[Listed]:
    """Files set aside earlier as unreadable (`<name>.broken-<date>`), newest first, each with its reason read
    again (the reason is not stored anywhere else); the player may delete them from the saved games screen."""
    folder = folder or saves_dir()
    try:
        paths = list(folder.glob("*.broken-*"))  # pipes and folders too: listed with their reason
    except OSError:
        return []
    out: list[Listed] = []
    for path in paths:
        try:
            saved = read(path)
            restore(saved)
        except SaveError as exc:
            out.append(Listed(path, None, str(exc), path))
        except Exception as exc:  # a file set aside must never stop the list from showing
            out.append(Listed(path, None, str(SaveError("saves.error.unreadable", why=type(exc).__name__)), path))
        else:  # it reads now (e.g. a newer version's save, opened again by that version): it can be resumed
            if not saved.finished:
                out.append(Listed(path, saved, str(SaveError("saves.error.kept")), path))
    out.sort(key=lambda e: _mtime(e.path), reverse=True)
    return out


def reinstate(entry: Listed) -> Path:
    """Put a set-aside file that reads again back among the saves (under its old name if free); its new path."""
    base = entry.path.name.split(".broken-")[0]
    stem = base[:-5] if base.endswith(".json") else base
    target = entry.path.with_name(f"{stem}.json")
    n = 1
    while target.exists() and n < 1000:  # ends: at most 1000 names are tried
        target = entry.path.with_name(f"{stem}-{n}.json")
        n += 1
    os.replace(entry.path, target)
    return target


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def resume(entry: Listed) -> Match:
    """The listed save's match, ready to play on: replayed from its log, with its save following it again (a
    set-aside file that reads now is put back among the saves first). Raises SaveError, or OSError; a save that
    cannot be resumed is set aside first and the error names where it is kept."""
    if entry.saved is None:
        raise SaveError("saves.error.unreadable", why=entry.problem)
    try:
        match = restore(entry.saved)
    except SaveError as exc:
        if entry.kept is not None:
            raise
        kept = move_aside(entry.path)
        if kept is None:
            raise
        raise SaveError("saves.kept_as", reason=str(exc), kept=clean_text(kept.name)) from None
    path = reinstate(entry) if entry.kept is not None else entry.path
    Autosave(match, path, entry.saved.created, entry.saved.undo_used)
    return match


def delete(path: Path) -> bool:
    """Remove a save the player chose to delete (asked for confirmation first); False if it could not be."""
    try:
        path.unlink()
    except OSError:
        return False
    return True
