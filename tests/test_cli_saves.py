"""`vegas-desktop --continue`, `replay FILE` and `stats`: they open the right table, refuse clearly, work headless."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from vegas_desktop import cli
from vegas_desktop.history import db
from vegas_desktop.match import new_match
from vegas_desktop.saves import store


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The scene each App.run opens with, the loop cut to a few frames (no window to close by hand)."""
    from vegas_desktop.app.app import App

    seen: list[object] = []
    real = App.run

    def run(self, first, max_frames=None, max_seconds=None):  # noqa: ANN001, ANN202
        seen.append(first)
        try:
            return real(self, first, max_frames=5)
        finally:
            while self.stack.scenes:
                self.stack.pop()

    monkeypatch.setattr(App, "run", run)
    return seen


def _run(argv: list[str]) -> int:
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


def _half_played(game: str = "lasvegas", moves: int = 7):
    match = new_match(game, ["human", "random", "random"], 11, names=["Ann", "Bo", "Cy"])
    saver = store.autosave(match)
    for _ in range(moves):
        match.run_agents()
        match.play(0, match.forced_action(0) or match.legal(0)[0])
    return match, saver


def test_continue_opens_the_latest_unfinished_game_at_its_table(opened: list[object]) -> None:
    from vegas_desktop.scenes.table.base import TableScene

    match, saver = _half_played()
    assert _run(["--continue"]) == 0
    [table] = opened
    assert isinstance(table, TableScene)
    assert table.match.game == "lasvegas" and table.match.log == match.log
    assert [s.name for s in table.match.seats] == ["Ann", "Bo", "Cy"]
    assert saver.path.exists()  # still the same save, written on as the game goes on


def test_continue_refuses_other_play_flags_and_a_broken_save(capsys: pytest.CaptureFixture[str]) -> None:
    _, saver = _half_played()
    assert _run(["--continue", "--seats", "human,easy"]) == 2
    assert "--continue resumes a saved game as it was" in capsys.readouterr().err
    data = json.loads(saver.path.read_text())
    data["actions"][2][0] = 2  # a move by the wrong seat
    saver.path.write_text(json.dumps(data))
    assert _run(["--continue"]) == 2
    err = capsys.readouterr().err
    kept = [p for p in saver.path.parent.iterdir() if p.name.startswith(saver.path.name + ".broken-")]
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == data  # kept, never deleted
    assert "move 3" in err and kept[0].name in err and "nothing else to continue" in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_replay_opens_a_finished_game_on_its_table_with_the_replay_bar(opened: list[object]) -> None:
    match = new_match("cards", ["random", "random", "random"], 6)
    saver = store.autosave(match)
    match.run_agents()
    assert saver.finished_path is not None
    assert _run(["replay", str(saver.finished_path), "--speed", "4"]) == 0
    [table] = opened
    assert getattr(table, "replay", None) is not None
    assert len(table.replay.actions) == len(match.log)


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("{ broken", "cannot be read"),
        (json.dumps({"kind": "someone-else"}), "not a Vegas Desktop save"),
        (json.dumps({"kind": store.KIND, "format": store.FORMAT + 1}), "newer version"),
    ],
)
def test_replay_names_what_is_wrong_with_a_file_and_keeps_it(
    tmp_path: Path, content: str, needle: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(content)
    assert _run(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert needle in err and err.count("\n") == 1 and "Traceback" not in err
    assert path.read_text() == content


def test_replay_flags_are_checked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(["replay", str(tmp_path / "x.json"), "--speed", "0"]) == 2
    assert "--speed" in capsys.readouterr().err
    assert _run(["replay"]) == 2


def test_stats_on_a_damaged_history_says_so_and_keeps_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    path = db.db_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a database" * 40)
    assert _run(["stats"]) == 0
    captured = capsys.readouterr()
    assert "No finished games yet." in captured.out and "could not be read" in captured.err
    assert [p for p in path.parent.iterdir() if p.name.startswith("history.sqlite3.broken-")]


def test_stats_json_for_one_player_over_several_games(capsys: pytest.CaptureFixture[str]) -> None:
    history = db.History()
    for seed, game in enumerate(["lasvegas", "cards", "royale", "lasvegas"]):
        match = new_match(game, ["random", "easy", "hard"], seed, names=["Ann", "Bob", "Cy"])
        match.run_agents()
        match.seats[0].agent = None
        match.seats[0].level = "human"
        history.record(match)
    history.close()
    assert _run(["stats", "--player", "Ann", "--json"]) == 0
    [ann] = json.loads(capsys.readouterr().out)
    assert ann["games"] == 4 and ann["by_game"]["lasvegas"]["games"] == 2
    assert set(ann["by_computer_level"]) == {"easy", "hard"}
    assert 0 <= ann["win_rate"] <= 1


def test_stats_runs_without_pygame(private_home: Path) -> None:
    """The statistics command needs no display and never imports pygame."""
    code = (
        "import sys\n"
        "from vegas_desktop.cli import main\n"
        "rc = main(['stats', '--json'])\n"
        "assert not [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')], 'pygame imported'\n"
        "raise SystemExit(rc)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == []


def test_stats_on_a_newer_history_starts_afresh_and_keeps_the_newer_file(capsys: pytest.CaptureFixture[str]) -> None:
    db.History().close()
    conn = sqlite3.connect(db.db_path())
    conn.execute(f"PRAGMA user_version = {db.SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    assert _run(["stats"]) == 0
    assert "newer version" in capsys.readouterr().err
    kept = [p for p in db.db_path().parent.iterdir() if p.name.startswith("history.sqlite3.broken-")]
    assert len(kept) == 1
    conn = sqlite3.connect(kept[0])
    assert conn.execute("PRAGMA user_version").fetchone()[0] == db.SCHEMA_VERSION + 1
    conn.close()


def test_continue_names_a_damaged_newest_save_and_opens_the_one_before(
    opened: list[object], capsys: pytest.CaptureFixture[str]
) -> None:
    match, saver = _half_played()
    newest = saver.path.with_name("20990101T000000-lasvegas-3.json")
    data = json.loads(saver.path.read_text())
    data["updated"] = "2099-01-01T00:00:00"
    data["actions"][0][1] = "DEEP"
    newest.write_text(json.dumps(data).replace('"DEEP"', "[" * 5000 + "]" * 5000))  # nested far too deep
    assert _run(["--continue"]) == 0
    err = capsys.readouterr().err
    kept = [p for p in newest.parent.iterdir() if p.name.startswith(newest.name + ".broken-")]
    assert len(kept) == 1 and not newest.exists()
    assert err.count("\n") == 1 and kept[0].name in err and "here is the one before it" in err
    [table] = opened
    assert table.match.log == match.log and any(kept[0].name in n for n in table.app.notices)
