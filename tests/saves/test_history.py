"""The history database: finished games with seats, money per round and the log; statistics; damage; the CLI."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from vegas_desktop.ai.base import RandomAgent
from vegas_desktop.cli import main
from vegas_desktop.history import db
from vegas_desktop.match import new_match
from vegas_desktop.saves import store


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _finished(game: str, kinds: list[str], seed: int, names: list[str]):
    match = new_match(game, kinds, seed, names=names)
    match.run_agents()
    return match


def test_a_finished_game_is_recorded_with_rounds_ranks_and_its_log() -> None:
    match = _finished("lasvegas", ["random", "random", "random"], 5, ["Ann", "Bob", "Cid"])
    history = db.History()
    game_id = history.record(match, undo_used=True)
    [rec] = history.games()
    assert rec.id == game_id and rec.game == "lasvegas" and rec.undo_used
    assert len(rec.rounds) == 4 and rec.rounds[-1] == match.rules.money(match.state)
    assert [s.money for s in rec.seats] == match.rules.money(match.state)
    assert {s.rank for s in rec.seats} >= {1}
    assert len(history.log_of(game_id)) == len(match.log)


def test_autosave_records_the_game_once_when_it_ends() -> None:
    match = new_match("cards", ["random", "random"], 3, names=["Ann", "Bob"])
    saver = store.start_autosave(match)
    match.run_agents()
    saver.write()  # a second write of the finished game must not add a second row
    history = db.History()
    assert len(history.games()) == 1


def test_statistics_per_player_name() -> None:
    history = db.History()
    for seed in range(6):
        match = new_match("lasvegas", ["human", "easy"], seed, names=["Ann", "Cpu"])
        match.seats[0].agent = RandomAgent(seed)  # the "human" plays at random here
        match.run_agents()
        match.seats[0].agent = None  # recorded as the human it was
        history.record(match)
    stats = history.stats("Ann")
    assert stats.games == 6 and 0 <= stats.wins <= 6
    assert stats.by_game["lasvegas"][0] == 6 and stats.by_level["easy"][0] == 6
    assert len(stats.money) == 6 and stats.best_money == max(stats.money)
    assert len(stats.rolling_win_rate()) == 6 and all(0 <= v <= 1 for v in stats.rolling_win_rate())
    assert history.players() == ["Ann"]
    assert history.games(player="Cpu") and not history.games(game="royale")


def test_a_damaged_or_foreign_database_is_moved_aside_and_a_new_one_started(private_home: Path) -> None:
    path = db.db_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not sqlite at all" * 100)
    history = db.History()
    assert history.notice and "new one" in history.notice
    assert history.games() == []
    kept = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken-")]
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not sqlite")
    history.close()
    foreign = path.parent / "other.sqlite3"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE x (y)")
    conn.commit()
    conn.close()
    other = db.History(foreign)
    assert other.notice and "not a Vegas Desktop history" in other.notice


def test_a_newer_schema_is_not_touched(private_home: Path) -> None:
    path = db.db_path()
    db.History().close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {db.SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()
    history = db.History()
    assert history.notice and "newer version" in history.notice


def test_schema_1_is_migrated(private_home: Path) -> None:
    path = db.db_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.executescript(db.MIGRATIONS[0] + "; PRAGMA user_version = 1;")
    conn.execute(
        "INSERT INTO games (played, game, options, seed, actions, log) VALUES ('2026', 'lasvegas', '', 1, 0, '[]')"
    )
    conn.commit()
    conn.close()
    [rec] = db.History().games()
    assert rec.undo_used is False and rec.rounds == []


def test_schema_4_cash_and_run_games_keep_the_round_limit_they_were_played_with(private_home: Path) -> None:
    path = db.db_path()
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.executescript("".join(db.MIGRATIONS[:4]) + "; PRAGMA user_version = 4;")
    for seed, (game, options) in enumerate(
        [("cashrun", ""), ("cashrun", "no-auto"), ("cashrun", "rounds=30"), ("lasvegas", "")]
    ):
        conn.execute(
            "INSERT INTO games (played, game, options, seed, actions, log) VALUES ('2026', ?, ?, ?, 0, '[]')",
            (game, options, seed),
        )
    conn.commit()
    conn.close()
    found = {rec.seed: rec.options for rec in db.History().games()}
    assert found == {0: "rounds=50", 1: "rounds=50,no-auto", 2: "rounds=30", 3: ""}


def test_stats_command(capsys: pytest.CaptureFixture[str]) -> None:
    history = db.History()
    match = new_match("lasvegas", ["random", "random"], 2, names=["Ann", "Bob"])
    match.run_agents()
    match.seats[0].agent = None
    history.record(match)
    history.close()
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data[0]["player"] == "Ann" and data[0]["games"] == 1
    assert main(["stats", "--player", "Ann"]) == 0
    out = capsys.readouterr().out
    assert "Ann: 1 game," in out and "1 games" not in out
    assert main(["stats", "--player", "Zed"]) == 2


def test_continue_and_replay_refuse_clearly_when_there_is_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["--continue"]) == 2
    assert "no unfinished game" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main(["replay", str(bad)]) == 2
    assert "not a Vegas Desktop save" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.json")]) == 2


def test_money_after_each_round_for_every_game() -> None:
    """Cash & Run has no round events: its rounds are read from the state's count (one entry per round)."""
    from vegas_desktop import games

    for game in games.game_names():
        low = games.descriptor(game).seats[0]
        match = _finished(game, ["random"] * max(3, low), 4, [f"P{i}" for i in range(max(3, low))])
        rounds = db.round_money(match)
        assert len(rounds) >= 2, game
        assert rounds[-1] == list(match.rules.money(match.state)), game
        assert all(len(r) == len(match.seats) for r in rounds)


def test_a_damaged_history_that_cannot_be_moved_is_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """When even setting the file aside fails, it is not touched and this session's games live in memory."""
    path = db.db_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"garbage" * 100)
    monkeypatch.setattr(db, "move_aside", lambda p: None)
    history = db.History()
    assert history.notice and "could not be set aside" in history.notice
    match = _finished("cards", ["random", "random"], 1, ["Ann", "Bob"])
    history.record(match)
    assert len(history.games()) == 1
    history.close()
    assert path.read_bytes() == b"garbage" * 100


def test_history_messages_follow_the_language(private_home: Path) -> None:
    from vegas_desktop import text

    path = db.db_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"garbage" * 100)
    text.set_language("de")
    try:
        history = db.History()
        assert history.notice and "ließ sich nicht lesen" in history.notice
        history.close()
    finally:
        text.set_language("en")
