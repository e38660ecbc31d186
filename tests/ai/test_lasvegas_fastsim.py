"""The lean rollout simulator must finish a round exactly as the real rules would."""

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

import vegas_desktop.lasvegas.ai.fastsim as fastsim
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
    state = RULES.initial_state(players, seed)
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


def _random_position(seed, players, moves, phase):
    rng = random.Random(seed)
    state = RULES.initial_state(players, seed)
    for _ in range(moves):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        state, _ = RULES.apply(state, legal[rng.randrange(len(legal))], seat)
    assume(state.phase == phase and state.round == 1)
    return state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), moves=st.integers(0, 40))
def test_normal_face_is_the_normal_agents_choice(seed, players, moves):
    """The lean copy of Normal's rule picks a move Normal scores best (Hard's rollouts play like Normal)."""
    from vegas_desktop.lasvegas.ai.agents import NormalAgent
    from vegas_desktop.lasvegas.ai.evaluation import reach_tail

    state = _random_position(seed, players, moves, "place")
    seat = state.current
    legal = RULES.legal_actions(state, seat)
    assume(len(legal) > 1)
    normal = NormalAgent(0)
    view = RULES.observe(state, seat)
    scores = {a.value - 1: normal.score(view, a, seat) for a in legal}
    rows, _, bills, money, cur, per_die = fastsim.prepare(state)
    wsum = [0] * 6
    for d in state.throw:
        wsum[d.value - 1] += d.weight
    hw = [len(h) for h in state.supply]
    face = fastsim.normal_face(list(rows), bills, hw, cur, wsum, [float(m) for m in money], per_die, {}, reach_tail)
    assert scores[face] >= max(scores.values()) - 1e-6


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), moves=st.integers(0, 40))
def test_normal_rollout_matches_the_rules_move_for_move(seed, players, moves):
    """Replaying the table's throws and the policy's choices through the real rules ends with the same money."""
    state = _random_position(seed, players, moves, "roll")
    assert fastsim.fast_ok(state)
    trace = []
    original = fastsim.normal_face

    def recording(rows, bills, hw, cur, wsum, *rest):
        face = original(rows, bills, hw, cur, wsum, *rest)
        trace.append((cur, list(wsum), face))
        return face

    table = fastsim.dice_table(random.Random(seed + 1), players)
    fastsim.normal_face = recording
    try:
        money = fastsim.play_normal(fastsim.prepare(state), random.Random(seed), {}, table)
    finally:
        fastsim.normal_face = original
    real = state.clone()
    turn = [0] * players
    while real.round == 1 and real.phase == "roll":
        cur = real.current
        faces = table[cur][turn[cur]][: len(real.supply[cur])]
        turn[cur] += 1
        real.throw = tuple(Die(cur, f + 1) for f in faces)
        real.phase = "place"
        if len(set(faces)) == 1:
            face = faces[0]
        else:
            who, wsum, face = trace.pop(0)
            assert who == cur and wsum == [faces.count(f) for f in range(6)]
        step(real, Place(face + 1), [], cur)
    assert not trace
    assert real.money == money


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), moves=st.integers(0, 40))
def test_memoized_play_outs_end_with_the_same_money(seed, players, moves):
    """Hard shares its claim and payout memos between the play-outs of one decision: they change no result."""
    state = _random_position(seed, players, moves, "roll")
    prepared = fastsim.prepare(state)
    claims: fastsim.ClaimMemo = {}
    paid: fastsim.PayMemo = {}
    for sample in range(6):
        table = fastsim.dice_table(random.Random(seed * 10 + sample), players)
        fresh = fastsim.play_normal(prepared, random.Random(sample), {}, table)
        assert fastsim.play_normal(prepared, random.Random(sample), claims, table, paid) == fresh
    assert paid  # the payouts were memoized
