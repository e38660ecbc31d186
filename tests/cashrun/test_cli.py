"""Cash & Run on the command line: simulate and bench cover it; the window says plainly it has no table yet."""

from __future__ import annotations

import json

import pytest

from vegas_desktop import cli


def _run(argv):
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


def test_simulate_plays_cash_and_run(capsys):
    assert _run(["simulate", "--game", "cashrun", "--seats", "normal,easy,random", "--games", "3"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "cashrun" and sum(s["wins"] for s in report["seats"]) == 3


def test_simulate_refuses_bad_cash_and_run_options_and_seat_counts(capsys):
    assert _run(["simulate", "--game", "cashrun", "--seats", "normal,easy", "--games", "1"]) == 2
    assert "3-6 players" in capsys.readouterr().err
    assert _run(["simulate", "--game", "cashrun", "--seats", "normal,easy,easy", "--options", "biggy"]) == 2
    assert "unknown option 'biggy' for cashrun" in capsys.readouterr().err


def test_autoplay_refuses_a_game_without_a_table_with_a_clear_message(capsys, monkeypatch):
    """A registered game whose table is not on screen yet (as Cash & Run was) is a usage error, not a crash."""
    from dataclasses import replace

    from vegas_desktop import games

    without_table = replace(games.descriptor("cashrun"), table=None)
    monkeypatch.setitem(games._LOADED, "cashrun", without_table)
    assert _run(["--autoplay", "--game", "cashrun", "--seats", "normal,easy,easy"]) == 2
    err = capsys.readouterr().err
    assert "no table on screen yet" in err and "simulate" in err and "Traceback" not in err


@pytest.mark.slow
def test_autoplay_of_cash_and_run_plays_its_table_to_the_results():
    flags = ["--autoplay", "--game", "cashrun", "--seats", "normal,easy,random", "--seed", "4", "--speed", "60"]
    assert _run(flags) == 0


def test_bench_measures_cash_and_run():
    from vegas_desktop.bench.decisions import random_games_per_second

    rate, players = random_games_per_second("cashrun", 0.05, in_place=True)
    assert rate > 0 and players == 4
