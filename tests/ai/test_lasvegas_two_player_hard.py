"""Las Vegas Hard with two players: the exact round end, Normal's move challenged early, no peeking, same seed
same moves."""

import random
from dataclasses import replace

import pytest

from vegas_desktop.lasvegas import RULES
from vegas_desktop.lasvegas.ai.agents import HARD, HardAgent
from vegas_desktop.lasvegas.ai.endgame import Endgame, outcomes
from vegas_desktop.lasvegas.ai.fastsim import payouts

BILLS = [[90, 10], [60, 30], [50, 40], [80], [70, 20], [60, 50]]


def test_throw_outcomes_cover_every_throw_once() -> None:
    for dice in range(1, 6):
        found = outcomes(dice)
        assert abs(sum(p for _, p in found) - 1.0) < 1e-12
        assert all(sum(c) == dice for c, _ in found)
        assert len({c for c, _ in found}) == len(found)


def test_last_die_is_placed_where_it_earns_most() -> None:
    """One die left, ours: its value is the mean over its six faces of the round's lead after placing it."""
    rows = ((1, 1), (0, 1), (2, 0), (0, 0), (1, 2), (0, 0))
    solver = Endgame(BILLS, 0, 0, 10.0, float)
    expected = 0.0
    for face in range(6):
        lead = 0
        for c, row in enumerate(rows):
            mine = row[0] + (1 if c == face else 0)
            pay = payouts([mine, row[1]], BILLS[c])
            lead += pay[0] - pay[1]
        expected += lead / 6
    assert solver.value(rows, (1, 0), 0) == pytest.approx(expected)


def test_the_exact_end_prefers_the_better_of_two_placements() -> None:
    """Two dice thrown, one placed: the empty 80k casino (4) beats a second place at 1 behind the rival's two."""
    rows = ((0, 2), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0))
    solver = Endgame(BILLS, 0, 0, 10.0, float)
    on_one = solver.place(rows, (2, 0), 0, 0, 1)
    on_four = solver.place(rows, (2, 0), 0, 3, 1)
    assert on_four > on_one


def positions(seed: int, count: int) -> list[tuple[object, int, list[object]]]:
    """Two-player positions with a choice, early, middle and late in rounds, from random play."""
    rng = random.Random(seed)
    state = RULES.initial_state(2, seed)
    found = []
    while not RULES.is_over(state) and len(found) < count:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if len(legal) > 1:
            found.append((state.clone(), seat, legal))
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))], seat)
    return found


def test_two_player_decisions_ignore_hidden_information_and_repeat_with_the_seed() -> None:
    """Pile order and future dice differ, the view is the same: the same move (exact end, challenge and search
    alike), and asking again with the same seed gives the same move."""
    sizes = set()
    for state, seat, legal in positions(5, 24):
        other = state.clone()
        random.Random(3).shuffle(other.pile)
        other.rng = random.Random(99)
        sizes.add(sum(len(h) for h in state.supply))
        hard = HardAgent(11, replace(HARD, max_samples=32))
        a = hard.choose(RULES, RULES.observe(state, seat), legal, seat)
        hard.reseed(11)
        again = hard.choose(RULES, RULES.observe(state, seat), legal, seat)
        b = HardAgent(11, replace(HARD, max_samples=32)).choose(RULES, RULES.observe(other, seat), legal, seat)
        assert a == b == again
    assert min(sizes) <= 6 and max(sizes) >= 8  # the exact end and the challenged early moves were both asked


def test_the_exact_end_is_used_with_few_dice_left_and_costs_no_samples() -> None:
    for state, seat, legal in positions(8, 40):
        if sum(len(h) for h in state.supply) <= 6:
            hard = HardAgent(1)
            assert hard.choose(RULES, RULES.observe(state, seat), legal, seat) in legal
            assert hard.last_samples == 0
            return
    pytest.fail("no late position found")
