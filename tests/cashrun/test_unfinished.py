"""Games stopped by a cap are unfinished, never wins (issue 29): `simulate` (the tournament) and `bench` count them
apart, and Cash & Run without a round limit plays to a real end."""

from __future__ import annotations

from vegas_desktop.bench import decisions as bench
from vegas_desktop.bench import tournament


def test_a_game_the_move_cap_stops_is_unfinished_and_nobodys_win():
    report = tournament.run_tournament("cashrun", ["normal", "easy", "random"], games=2, seed=3, max_moves=40)
    assert report["unfinished"] == 2 and report["max_moves_per_game"] == 40
    assert all(s["wins"] == 0 and s["win_rate"] == 0 for s in report["seats"])


def test_games_played_to_their_end_are_all_finished_and_won():
    report = tournament.run_tournament("cashrun", ["normal", "easy", "random"], games=3, seed=3)
    assert report["unfinished"] == 0 and report["options"] == ""
    assert sum(s["wins"] for s in report["seats"]) == 3


def test_bench_reports_the_games_its_cap_stopped(monkeypatch):
    monkeypatch.setattr(bench, "MAX_MOVES", 25)
    figures = bench.random_play("cashrun", 0.01)
    assert figures["unfinished"] >= 1 and figures["max_moves_per_game"] == 25
