"""Where each guided first game was left, which are finished, and which games were offered one.

A small JSON file beside the saves (`tutorial.json` in the data folder), written atomically. It is a
convenience: a missing, damaged or foreign file reads as "nothing started" and is never a reason to fail.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from vegas_desktop import games
from vegas_desktop.saves.files import data_dir, read_limited, write_json_atomic

LIMIT = 64 * 1024


def _a_game(name: object) -> bool:
    """A game the registry knows (a name from elsewhere is dropped)."""
    return isinstance(name, str) and name in games.game_names()


@dataclass
class Progress:
    beats: dict[str, int] = field(default_factory=dict)  # game -> the beat to resume at
    done: set[str] = field(default_factory=set)
    offered: set[str] = field(default_factory=set)


def path() -> Path:
    return data_dir() / "tutorial.json"


def load() -> Progress:
    """What the file says, cleaned; an unreadable file is an empty record."""
    try:
        raw = json.loads(read_limited(path(), LIMIT).decode("utf-8"))
    except (OSError, ValueError):
        return Progress()
    if not isinstance(raw, dict):
        return Progress()
    beats = raw.get("beats")
    clean = {
        g: b
        for g, b in (beats.items() if isinstance(beats, dict) else ())
        if _a_game(g) and isinstance(b, int) and not isinstance(b, bool) and 0 <= b < 10_000
    }

    def names(key: str) -> set[str]:
        value = raw.get(key)
        return {g for g in value if _a_game(g)} if isinstance(value, list) else set()

    return Progress(clean, names("done"), names("offered"))


def save(progress: Progress) -> bool:
    """Write the record (False when the folder cannot be written: the lesson goes on anyway)."""
    data = {
        "beats": dict(sorted(progress.beats.items())),
        "done": sorted(progress.done),
        "offered": sorted(progress.offered),
    }
    try:
        write_json_atomic(path(), data)
    except OSError:
        return False
    return True


def remember_beat(game: str, beat: int) -> None:
    progress = load()
    progress.beats[game] = beat
    save(progress)


def finished(game: str) -> None:
    progress = load()
    progress.beats.pop(game, None)
    progress.done.add(game)
    progress.offered.add(game)
    save(progress)


def mark_offered(game: str) -> None:
    progress = load()
    progress.offered.add(game)
    save(progress)
