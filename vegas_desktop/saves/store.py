"""Saved games, as the rest of the game uses them: one door to the saves' modules.

A game is its seed plus its actions (chance lives in the state), so a save replays to exactly the table that
was left, whose turn it is included. The parts, each importing only those below it:

- `files`: bounded reading of regular files, atomic writes, setting a damaged file aside;
- `savefile`: a save's format (migrated from older formats, refused with a reason when damaged), reading and
  replaying it to a Match;
- `notices`: messages for the player from saving in the background;
- `autosave`: the save written after every action, moved to the finished games (and the history) at the end;
- `repair`: what a start finishes of an interrupted run (`listing` runs it before the first list);
- `listing`: the saves as the menus list them, resuming one, the files set aside;
- `recover`: which saved game Continue offers;
- `undo`: the last human decision taken back.
"""

from __future__ import annotations

from vegas_desktop.saves.autosave import Autosave, autosave, start_autosave
from vegas_desktop.saves.listing import Listed, delete, list_kept_aside, list_saves, reinstate, resume
from vegas_desktop.saves.notices import take_notices
from vegas_desktop.saves.recover import latest_unfinished
from vegas_desktop.saves.savefile import (
    COLOURS,
    DECODE_ERRORS,
    FORMAT,
    KIND,
    MAX_FILE_BYTES,
    SavedGame,
    SaveError,
    SeatInfo,
    finished_dir,
    load,
    parse,
    read,
    restore,
    saves_dir,
    snapshot,
)
from vegas_desktop.saves.undo import undo_last_human, undo_problem, undo_with_autosave

__all__ = [
    "COLOURS",
    "DECODE_ERRORS",
    "FORMAT",
    "KIND",
    "MAX_FILE_BYTES",
    "Autosave",
    "Listed",
    "SaveError",
    "SavedGame",
    "SeatInfo",
    "autosave",
    "delete",
    "finished_dir",
    "latest_unfinished",
    "list_kept_aside",
    "list_saves",
    "load",
    "parse",
    "read",
    "reinstate",
    "restore",
    "resume",
    "saves_dir",
    "snapshot",
    "start_autosave",
    "take_notices",
    "undo_last_human",
    "undo_problem",
    "undo_with_autosave",
]
