"""Invariants of Royale over random tile sets, seeds and random legal play (hypothesis)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.royale import BIGGY, BLACK, GREY, NEUTRAL, RULES, SMALL, Options, RoyaleState
from vegas_desktop.royale.model import BOARDS, DECK_TOTAL

MAX_STEPS = 5000


@st.composite
def setups(draw):
    players = draw(st.integers(2, 5))
    seed = draw(st.integers(0, 2**31))
    if draw(st.booleans()):
        options = Options(boards=draw(st.integers(0, 6)), no_repeats=draw(st.booleans()))
    else:
        layouts = []
        for _ in range(3):
            boards = draw(st.permutations(BOARDS))[: draw(st.integers(0, 6))]
            layouts.append(tuple(f"{b}{draw(st.integers(1, 2))}" for b in boards))
        options = Options(tiles=tuple(layouts))
    return players, seed, options


def check_invariants(state: RoyaleState) -> None:
    p = state.pieces
    placed = [d for c in state.casinos for d in c]
    for seat in range(state.players):
        mine = [k for k in state.supply[seat]]
        mine += [d.kind for d in placed if d.owner == seat and d.kind != BLACK]
        mine += [d.kind for d in p.knockout_bar + p.double_down if d.owner == seat]
        mine += [d.kind for d in p.nice_dice if d is not None and d.owner == seat]
        mine += [p.golden.kind] if p.golden is not None and p.golden.owner == seat else []
        assert sorted(mine) == sorted([SMALL] * 7 + [BIGGY]), (seat, mine)
    greys = sum(d.owner == GREY for d in placed)
    if "F1" in state.tiles:
        assert greys + sum(p.block_groups) == 9
    elif "F2" in state.tiles:
        assert greys + sum(p.handicap_slots.values()) == 9
    else:
        assert greys == 0
    assert sum(d.kind == BLACK for d in placed) <= 2
    neutral = sum(d.owner == NEUTRAL for d in placed)
    assert neutral == (8 if state.players == 2 else 0)
    on_table = sum(state.pile) + sum(sum(b) for b in state.bills) + sum(sum(c) for c in state.cards)
    assert on_table - state.bank_net == DECK_TOTAL
    assert all(c > 0 for cards in state.cards for c in cards)
    assert all(j >= 0 for j in state.jetons)
    assert state.closed is None or state.closed != state.tile_at("E1")


def random_game(players, seed, options, check=True):
    rng = random.Random(seed)
    state, opening = RULES.new_game(players, seed, options)
    log = []
    for _ in range(MAX_STEPS):
        if RULES.is_over(state):
            break
        acting = RULES.to_act(state)
        assert acting, "a live game always names who acts"
        seat = rng.choice(acting)
        legal = RULES.legal_actions(state, seat)
        assert legal, f"no legal action in phase {state.phase}"
        action = rng.choice(legal)
        if check and len(log) % 5 == 0:
            for other in legal:  # everything listed as legal is accepted
                RULES.apply(state, other, seat)
            if state.phase not in ("knockout",):
                bystander = (seat + 1) % players
                if bystander != seat and bystander not in acting:
                    assert RULES.legal_actions(state, bystander) == []
                    with pytest.raises(IllegalAction):
                        RULES.apply(state, action, bystander)
        before = repr(state), state.rng.getstate()
        new, events = RULES.apply(state, action, seat)
        if check:
            assert (repr(state), state.rng.getstate()) == before, "apply mutated its input"
            check_invariants(new)
        log.append((seat, action))
        state = new
    return state, log


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups())
def test_random_games_end_and_keep_invariants(setup):
    players, seed, options = setup
    state, log = random_game(players, seed, options)
    assert RULES.is_over(state), f"not over after {len(log)} steps"
    assert state.round == 3
    ranked = [s for group in RULES.standings(state) for s in group]
    assert sorted(ranked) == list(range(players))


@settings(max_examples=15, deadline=None)
@given(setups())
def test_replay_is_deterministic(setup):
    players, seed, options = setup
    state, log = random_game(players, seed, options, check=False)
    again = RULES.initial_state(players, seed, options)
    for seat, action in log:
        again, _ = RULES.apply(again, action, seat)
    assert repr(again.cards) == repr(state.cards) and again.jetons == state.jetons
    assert RULES.money(again) == RULES.money(state)


@settings(max_examples=15, deadline=None)
@given(setups(), st.integers(0, 400))
def test_observation_hides_rng_pile_order_and_secrets(setup, cut):
    players, seed, options = setup
    state, log = random_game(players, seed, options, check=False)
    replay = RULES.initial_state(players, seed, options)
    for seat, action in log[:cut]:
        replay, _ = RULES.apply(replay, action, seat)
    for seat in range(players):
        view = RULES.observe(replay, seat)
        assert view.rng is None and view.pile == sorted(replay.pile, reverse=True)
        if replay.lucky_count is not None and seat != replay.current:
            assert view.lucky_count is None
        for other, pick in view.knockout_picks.items():
            assert pick in (None, "?") or other == seat
        if view.box_split is not None:
            assert seat == (replay.box_winner + 1) % players
        legal = RULES.legal_actions(replay, seat)
        if legal:
            with pytest.raises(IllegalAction, match="observation"):
                RULES.apply(view, legal[0], seat)
