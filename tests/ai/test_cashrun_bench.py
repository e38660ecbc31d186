"""`vegas-desktop bench` reports the rules core under random play (games and moves a second) for every game with
an in-place step."""

from __future__ import annotations

import pytest

from vegas_desktop.bench.decisions import random_play, run_bench


@pytest.mark.parametrize(("game", "players"), [("cashrun", 4), ("lasvegas", 4)])
def test_random_play_figures(game: str, players: int) -> None:
    out = random_play(game, 0.01)
    assert out["players"] == players
    assert out["games_per_second"] > 0 and out["moves_per_second"] > out["games_per_second"]


def test_the_bench_reports_random_play_only_where_a_game_steps_in_place() -> None:
    report = run_bench(0.01, ("lasvegas", "royale"))["games"]
    assert "rules_core_random_play" in report["lasvegas"] and "rules_core_random_play" not in report["royale"]
