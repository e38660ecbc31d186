"""`vegas-desktop bench` reports Cash & Run's rules core under random play (games, moves, rounds)."""

from __future__ import annotations

from vegas_desktop.bench import cashrun_random_play


def test_cash_and_run_random_play_figures():
    out = cashrun_random_play(0.01)
    assert out["players"] == 4
    assert out["games_per_second"] > 0 and out["moves_per_second"] > out["games_per_second"]
    assert 1 <= out["rounds_per_game"] <= 51  # the house rule ends every game by round 50
