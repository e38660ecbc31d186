"""Hints used are recorded in the history (schema 4), and older histories are migrated without losing a game."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from vegas_desktop.history import db
from vegas_desktop.match import new_match


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _finished(seed: int) -> object:
    match = new_match("lasvegas", ["random", "random"], seed, names=["Ann", "Bob"])
    match.run_agents()
    match.seats[0].agent = None  # Ann was the human
    return match


def test_a_game_played_with_hints_is_marked() -> None:
    history = db.History()
    with_hints = _finished(1)
    with_hints.__dict__["hints_used"] = [0]  # as the table's Hint button leaves it
    history.record(with_hints)
    history.record(_finished(2))
    records = {r.seed: r for r in history.games()}
    assert records[1].hints == [0] and records[2].hints == []


def test_schema_3_is_migrated_and_its_games_took_no_hints(private_home: Path) -> None:
    path = db.db_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.executescript("".join(db.MIGRATIONS[:3]) + "; PRAGMA user_version = 3;")
    conn.execute(
        "INSERT INTO games (played, game, options, seed, actions, log) VALUES ('2026', 'lasvegas', '', 1, 0, '[]')"
    )
    conn.commit()
    conn.close()
    [rec] = db.History().games()
    assert rec.hints == [] and rec.undo_used is False
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == db.SCHEMA_VERSION
    check.close()


def test_damaged_hints_leave_the_game_out_not_the_history() -> None:
    history = db.History()
    history.record(_finished(3))
    history.conn.execute("UPDATE games SET hints = '[\"x\"]'")
    history.conn.commit()
    history.close()
    again = db.History()
    assert again.games() == [] and again.skipped
