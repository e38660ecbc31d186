"""Cash & Run invariants over random games (hypothesis): money, casinos and bluff cards are conserved, every
game ends, a decision is always pending while it runs, apply never mutates, seed + actions replay the game, and
views hide the others' bluff cards."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.cashrun.helpers import bluff_cards_total
from vegas_desktop.cashrun import RULES, Options
from vegas_desktop.cashrun.rules import TOTAL_MONEY
from vegas_desktop.core.errors import IllegalAction

MAX_DECISIONS = 30_000  # with a 40-round limit a game ends long before this


def random_game(players: int, seed: int, check_each: bool = True):
    state = RULES.initial_state(players, seed, Options(round_limit=40))
    rng = random.Random(seed)
    log = []
    for _ in range(MAX_DECISIONS):
        if RULES.is_over(state):
            break
        acting = RULES.to_act(state)
        assert acting, "nobody to act while the game runs"
        legal = RULES.legal_actions(state, acting[0])
        assert legal, "no legal action while the game runs"
        action = rng.choice(legal)
        before = state.copy()
        new, _ = RULES.apply(state, action, acting[0])
        if check_each:
            assert state.chips == before.chips and state.owner == before.owner and state.stack == before.stack
            assert new.total_money() == TOTAL_MONEY[players]
            assert len(new.owner) == 15 and all(-1 <= o < players for o in new.owner)
            assert bluff_cards_total(new) == 25
        log.append((acting[0], action))
        state = new
    return state, log


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(st.integers(3, 6), st.integers(0, 10**6))
def test_random_games_keep_every_invariant_and_end(players, seed):
    state, _ = random_game(players, seed)
    assert RULES.is_over(state) and state.winners
    assert RULES.to_act(state) == () and RULES.legal_actions(state, 0) == []


@settings(max_examples=8, deadline=None)
@given(st.integers(3, 6), st.integers(0, 10**6))
def test_seed_and_action_log_replay_the_same_game(players, seed):
    state, log = random_game(players, seed, check_each=False)
    replay = RULES.initial_state(players, seed, Options(round_limit=40))
    for seat, action in log:
        replay, _ = RULES.apply(replay, action, seat)
    assert replay.chips == state.chips and replay.owner == state.owner and replay.winners == state.winners
    assert replay.hands == state.hands and replay.bluff_pile == state.bluff_pile


@settings(max_examples=20, deadline=None)
@given(st.integers(3, 6), st.integers(0, 10**6), st.integers(0, 400))
def test_views_hide_other_players_bluff_cards(players, seed, steps):
    state = RULES.initial_state(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)[0]
        state, _ = RULES.apply(state, rng.choice(RULES.legal_actions(state, seat)), seat)
    other = state.copy()
    # seat 1 holds different cards (same count) and the pile is in another order
    pool = other.hands[1] + other.bluff_pile
    random.Random(seed + 1).shuffle(pool)
    other.hands[1], other.bluff_pile = pool[: len(other.hands[1])], pool[len(other.hands[1]) :]
    for seat in range(players):
        if seat != 1:
            assert RULES.observe(state, seat) == RULES.observe(other, seat)
    view = RULES.observe(state, 0)
    assert view.hand == tuple(state.hands[0]) and view.hand_counts == tuple(len(h) for h in state.hands)


def test_a_face_down_bluff_card_is_hidden_from_everyone_but_its_owner():
    from tests.cashrun.test_rules import bluff_table

    state = bluff_table(3)
    assert RULES.observe(state, 1).frame.bluff_card == -1
    assert RULES.observe(state, 2).frame.bluff_card == -1
    assert RULES.observe(state, 0).frame.bluff_card == 3


def test_moves_after_the_end_are_refused():
    state, _ = random_game(3, 5, check_each=False)
    try:
        RULES.apply(state, object(), 0)
    except IllegalAction as exc:
        assert "game over" in exc.rule
    else:
        raise AssertionError("a move after the end was accepted")
