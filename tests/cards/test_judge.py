"""The card game's judge (Hard): its appraisal values every legal pick from the seat's view only, its top is the pick
Hard plays with the same seed, and the ★ is the top of the shown numbers."""

from __future__ import annotations

import random

import pytest
from cards_helpers import secrets_redealt
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop.ai.appraisal import Unit
from vegas_desktop.cards import RULES, Options
from vegas_desktop.cards.ai.agents import HardAgent, HardConfig, NormalAgent
from vegas_desktop.cards.game import GAME
from vegas_desktop.cards.model import ROUNDS, CardsState
from vegas_desktop.text import t

pytestmark = pytest.mark.usefixtures("no_safety_caps")  # the sample counts alone decide, whatever the load
SMALL = HardConfig(max_samples=200)  # the same search, fewer play-outs: quick tests


def position(seed: int, moves: int, players: int, sequential: bool) -> tuple[CardsState, int]:
    """A seeded game `moves` Normal picks in (or earlier, where it ends), and a seat to act there."""
    state = RULES.initial_state(players, seed, Options(sequential=sequential))
    normal = NormalAgent(seed)
    for _ in range(moves):
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if RULES.is_over(state) or not legal:
            break
        state, _ = RULES.apply(state, normal.choose(RULES, RULES.observe(state, seat), legal, seat), seat)
    if RULES.is_over(state):
        state = RULES.initial_state(players, seed, Options(sequential=sequential))
    return state, RULES.to_act(state)[0]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    moves=st.integers(0, 90),
    players=st.integers(2, 5),
    sequential=st.booleans(),
    agent_seed=st.integers(0, 2**32),
)
def test_the_appraisal_values_every_legal_pick_and_its_top_is_hards_choice(
    seed, moves, players, sequential, agent_seed
):
    state, seat = position(seed, moves, players, sequential)
    view, legal = RULES.observe(state, seat), RULES.legal_actions(state, seat)
    appraisal = HardAgent(agent_seed, SMALL).appraise(RULES, view, legal, seat)
    choice = HardAgent(agent_seed, SMALL).choose(RULES, view, legal, seat)
    assert sorted(m.action.card_ids for m in appraisal.moves) == sorted(a.card_ids for a in legal)
    assert appraisal.best.action == choice
    assert appraisal.unit is Unit.ROUND_MONEY
    assert all(m.value <= appraisal.best.value for m in appraisal.moves)  # the ★ tops the shown numbers
    assert all(m.spread >= 0 and m.reason is not None for m in appraisal.moves)
    for m in appraisal.moves:  # every reason reads in both languages
        assert m.reason is not None and t(m.reason.key, **m.reason.args) != m.reason.key


def test_picks_of_the_same_cards_are_valued_alike():
    state, seat = position(4, 0, 3, False)
    view, legal = RULES.observe(state, seat), RULES.legal_actions(state, seat)
    appraisal = HardAgent(1, SMALL).appraise(RULES, view, legal, seat)
    by_shape: dict[tuple, set[float]] = {}
    for m in appraisal.moves:
        shape = tuple(sorted((c.number, c.dice) for c in view.hand if c.id in m.action.card_ids))
        by_shape.setdefault(shape, set()).add(m.value)
    assert all(len(values) == 1 for values in by_shape.values())


def test_the_last_round_says_how_often_a_pick_wins_and_a_lost_game_does_not():
    for mine, theirs, wins_told in ((5000, 0, True), (0, 5000, False)):
        state, seat = position(7, 0, 3, False)
        state.round = ROUNDS
        state.money = [theirs if p != seat else mine for p in range(state.players)]
        view, legal = RULES.observe(state, seat), RULES.legal_actions(state, seat)
        appraisal = HardAgent(2, SMALL).appraise(RULES, view, legal, seat)
        keys = [m.reason.key for m in appraisal.moves if m.reason is not None]
        assert len(keys) == len(legal)
        assert all(k.endswith("_wins") == wins_told for k in keys)
        if wins_told:
            assert all(m.reason.args["wins"] == 100 for m in appraisal.moves if m.reason is not None)


def test_an_only_move_is_appraised_alone():
    state, seat = position(3, 0, 3, False)
    view, legal = RULES.observe(state, seat), RULES.legal_actions(state, seat)[:1]
    appraisal = HardAgent(2, SMALL).appraise(RULES, view, legal, seat)
    assert [m.action for m in appraisal.moves] == legal and appraisal.samples == 0


def test_the_appraisal_reads_nothing_hidden():
    rng = random.Random(5)
    for i in range(6):
        state, seat = position(rng.randrange(1000), rng.randrange(60), rng.choice((3, 4)), i % 2 == 1)
        other = secrets_redealt(state, seat, i)
        assert RULES.observe(other, seat) == RULES.observe(state, seat)
        legal = RULES.legal_actions(state, seat)
        first = HardAgent(9, SMALL).appraise(RULES, RULES.observe(state, seat), legal, seat)
        second = HardAgent(9, SMALL).appraise(RULES, RULES.observe(other, seat), legal, seat)
        assert first == second


def test_the_descriptor_names_hard_as_the_judge():
    assert GAME.judge is not None and isinstance(GAME.judge(3), HardAgent)
