"""The lean rollout simulator must finish a round exactly as the real rules would."""

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import vegas_desktop.ai.lasvegas_fastsim as fastsim
from vegas_desktop.core.ranking import rank_cancelling
from vegas_desktop.lasvegas import RULES, Place
from vegas_desktop.lasvegas.model import Die
from vegas_desktop.lasvegas.rules import step


@settings(max_examples=200, deadline=None)
@given(counts=st.lists(st.integers(0, 6), min_size=2, max_size=7), bills=st.lists(st.integers(1, 10), max_size=5))
def test_payouts_follow_the_cancelling_ranking(counts, bills):
    bills = sorted((b * 10 for b in bills), reverse=True)
    ranking, _ = rank_cancelling(dict(enumerate(counts)))
    expected = [0] * len(counts)
    for owner, bill in zip(ranking, bills, strict=False):
        expected[owner] = bill
    assert fastsim.payouts(counts, bills) == expected


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), moves=st.integers(0, 40))
def test_rollout_matches_the_rules_move_for_move(seed, players, moves):
    # Reach some position in the roll phase by random play.
    rng = random.Random(seed)
    state = RULES.new_game(players, seed)
    for _ in range(moves):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))], seat)
    assume(state.phase == "roll" and state.round == 1)
    assert fastsim.fast_ok(state)
    # Record every throw and choice of the lean simulator...
    trace = []
    original = fastsim.choose_face

    def recording(counts, pay, bills, cur, wsum, dcount, *rest):
        face = original(counts, pay, bills, cur, wsum, dcount, *rest)
        trace.append((cur, list(dcount), face))
        return face

    fastsim.choose_face = recording
    try:
        money = fastsim.rollout(state, random.Random(seed))
    finally:
        fastsim.choose_face = original
    # ...and replay them through the real rules: same turn order, same final money.
    real = state.clone()
    for cur, dcount, face in trace:
        assert real.phase == "roll" and real.current == cur and real.round == 1
        real.throw = tuple(Die(cur, f + 1) for f in range(6) for _ in range(dcount[f]))
        real.phase = "place"
        step(real, Place(face + 1), [], cur)
    assert real.round == 2 or real.phase == "over"
    assert real.money == money
