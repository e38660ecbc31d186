"""Timing from outside the match: a timed computer chooses exactly as the untimed one and records each decision."""

from __future__ import annotations

import pytest

from vegas_desktop import games
from vegas_desktop.bench import calibration
from vegas_desktop.bench.timing import TimedAgent
from vegas_desktop.match import new_match


@pytest.mark.parametrize("game", games.game_names())
def test_a_timed_game_is_the_same_game(game: str) -> None:
    low = games.descriptor(game).seats[0]
    kinds = (["easy", "random", "normal"] * 2)[: max(3, low)]
    plain = new_match(game, kinds, 21, in_place=True)
    plain.run_agents(max_steps=3000)
    timed = new_match(game, kinds, 21, in_place=True)
    timers = []
    for seat in timed.seats:
        assert seat.agent is not None
        timers.append(TimedAgent(seat.agent))
        seat.agent = timers[-1]
    timed.run_agents(max_steps=3000)
    assert timed.log == plain.log
    # one record per decision asked (a lone legal action is played without asking): at most one per action played
    assert sum(len(t.cpu_ms) for t in timers) > 0
    for seat, t in enumerate(timers):
        assert len(t.wall_ms) == len(t.cpu_ms) <= timed.played(seat) and not t.unit_ms
        assert all(ms >= 0 for ms in t.wall_ms + t.cpu_ms)


def test_with_a_speed_each_decision_gets_the_unit_beside_it(monkeypatch: pytest.MonkeyPatch) -> None:
    units = iter([5.0, 7.0, 9.0])
    monkeypatch.setattr(calibration, "unit_cpu_ms", lambda repeats=1: next(units))
    timer = TimedAgent(games.make_agent("lasvegas", "random", 1), calibration.Speed())
    match = new_match("lasvegas", ["random", "random"], 4)
    match.seats[0].agent = timer
    match.run_agents(max_steps=12)
    # cheap decisions keep the first unit's time (it is timed again only after a costly one)
    assert timer.cpu_ms and timer.unit_ms == [5.0] * len(timer.cpu_ms)
