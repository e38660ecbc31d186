"""Pig & Bet from the command line, in-process after registering: `simulate --game pigbet` (also with worker
processes), `bench` (which runs over every registered game: it has no --game) and `--autoplay --game pigbet` (the
real table, headless)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vegas_desktop import cli

from .rules import NAME


def _run(argv: list[str]) -> int:
    try:
        return cli.main(argv)
    except SystemExit as exc:  # argparse's refusals
        return int(exc.code or 0)


def test_simulate_plays_a_tournament_of_the_registered_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--game", NAME, "--seats", "hard,normal,easy", "--games", "12", "--seed", "4"]
    assert _run(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == NAME and report["games"] == 12
    seats = report["seats"]
    assert [s["player"] for s in seats] == ["hard", "normal", "easy"]
    assert sum(s["wins"] for s in seats) == pytest.approx(12) and all(s["decisions"] > 0 for s in seats)
    assert _run(argv) == 0  # the same command, the same games
    again = json.loads(capsys.readouterr().out)["seats"]
    assert [(s["wins"], s["mean_money"]) for s in again] == [(s["wins"], s["mean_money"]) for s in seats]
    assert _run([*argv, "--jobs", "2"]) == 0  # worker processes register the game again from its loader
    shared = json.loads(capsys.readouterr().out)["seats"]
    assert [(s["wins"], s["mean_money"]) for s in shared] == [(s["wins"], s["mean_money"]) for s in seats]
    assert _run([*argv, "--options", "target=60"]) == 0
    longer = json.loads(capsys.readouterr().out)["seats"]
    assert sum(s["mean_money"] for s in longer) > sum(s["mean_money"] for s in seats)
    assert _run(["simulate", "--game", NAME, "--seats", "easy,easy,easy,easy,easy"]) == 2
    assert "2-4 players" in capsys.readouterr().err


def test_bench_reports_the_registered_game_with_the_others(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(["bench", "--seconds", "0.01"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report["games"])[-1] == NAME and len(report["games"]) >= 5
    entry = report["games"][NAME]
    assert "error" not in entry and entry["players"] == 4 and entry["random_games_per_second_apply"] > 0
    for level in ("random", "easy", "normal", "hard"):
        assert entry["decision_ms"][level]["decisions"] >= 1


def test_autoplay_runs_the_real_table_to_the_results(tmp_path: Path) -> None:
    shot = tmp_path / "results.png"
    argv = ["--autoplay", "--game", NAME, "--seed", "3", "--seats", "easy,hard,normal", "--speed", "50"]
    assert _run([*argv, "--screenshot", str(shot)]) == 0
    assert shot.stat().st_size > 10_000
    assert not (tmp_path / "data" / "saves").exists()  # self-play writes nothing into the player's folders
