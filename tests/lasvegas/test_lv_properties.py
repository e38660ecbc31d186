"""Invariants of Las Vegas under random legal play (hypothesis): termination, conservation, replay, purity."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lv_helpers import all_bills, bills_everywhere, snapshot

from vegas_desktop.lasvegas import RULES, WHITE, Options
from vegas_desktop.lasvegas.model import DICE_PER_PLAYER, white_dice_total

MAX_ACTIONS = 5000  # far above any real game; reaching it means the game does not terminate


def check_invariants(state) -> None:
    n = state.players
    assert state.phase in {"roll", "place", "kick", "over"}
    assert Counter(bills_everywhere(state)) == all_bills(state.options)
    for seat in range(n):
        assert state.money[seat] == sum(state.won[seat])
    for casino in state.bills:
        assert casino == sorted(casino, reverse=True)
    if state.phase == "over":
        return
    out = list(getattr(state, "out", []))
    for seat in range(n):
        in_hand = sum(1 for k in state.supply[seat] if k != "w")
        placed = sum(1 for c in state.casinos for d in c if d.owner == seat)
        gone = sum(1 for d in out if d.owner == seat)
        assert in_hand + placed + gone == DICE_PER_PLAYER, (seat, in_hand, placed, gone)
    whites = sum(k == "w" for hand in state.supply for k in hand)
    whites += sum(d.owner == WHITE for c in state.casinos for d in c) + sum(d.owner == WHITE for d in out)
    assert whites == white_dice_total(state.options, n)
    assert all(d.kind != "k" for c in state.casinos for d in c) or state.phase == "kick"
    if state.phase == "kick":
        assert state.kicks_left > 0 and RULES.legal_actions(state, state.current)
    if state.phase in {"place"}:
        assert state.throw is not None
        hand = Counter(state.supply[state.current])
        thrown = Counter(d.kind for d in state.throw)
        assert thrown == hand  # every die in hand is thrown
        assert all(d.owner in (state.current, WHITE) for d in state.throw)
    else:
        assert state.throw is None
    if state.phase in {"roll", "place"}:
        assert state.supply[state.current], "the player to act has dice"


def random_game(players: int, seed: int, options: Options | None = None, choice_seed: int = 0, check=True):
    """Play a whole game with random legal moves; returns (states, events, actions)."""
    pick = random.Random(choice_seed)
    state, events = RULES.new_game(players, seed, options)
    states, actions = [state], []
    if check:
        check_invariants(state)
    for _ in range(MAX_ACTIONS):
        if RULES.is_over(state):
            break
        (seat,) = RULES.to_act(state)
        legal = RULES.legal_actions(state, seat)
        assert legal
        action = legal[pick.randrange(len(legal))]
        before = snapshot(state) if check else None
        state, new_events = RULES.apply(state, action, seat)
        if check:
            assert snapshot(states[-1]) == before, "apply mutated its input"
            check_invariants(state)
        states.append(state)
        events.extend(new_events)
        actions.append((seat, action))
    else:
        raise AssertionError("game did not end")
    return states, events, actions


seeds = st.integers(min_value=0, max_value=2**32 - 1)
player_counts = st.integers(min_value=2, max_value=6)


@settings(max_examples=25, deadline=None)
@given(seed=seeds, players=player_counts, choice_seed=seeds)
def test_random_games_end_and_conserve_dice_bills_and_money(seed, players, choice_seed):
    states, events, _ = random_game(players, seed, choice_seed=choice_seed)
    final = states[-1]
    assert final.phase == "over" and final.round == 4
    assert sum(final.money) == sum(e.amount for e in events if type(e).__name__ == "BillPaid" and e.player >= 0)


@settings(max_examples=15, deadline=None)
@given(seed=seeds, players=player_counts, choice_seed=seeds)
def test_replaying_seed_and_actions_gives_the_same_game(seed, players, choice_seed):
    states, events, actions = random_game(players, seed, choice_seed=choice_seed, check=False)
    state, replay_events = RULES.new_game(players, seed)
    assert snapshot(state) == snapshot(states[0])
    for i, (seat, action) in enumerate(actions):
        state, new = RULES.apply(state, action, seat)
        replay_events.extend(new)
        assert snapshot(state) == snapshot(states[i + 1])
    assert replay_events == events


@settings(max_examples=20, deadline=None)
@given(seed=seeds, players=player_counts, steps=st.integers(min_value=0, max_value=150))
def test_observation_hides_pile_order_and_has_no_rng(seed, players, steps):
    state = RULES.initial_state(players, seed)
    pick = random.Random(seed)
    for _ in range(steps):
        if RULES.is_over(state):
            break
        state, _ = RULES.apply(state, pick.choice(RULES.legal_actions(state, state.current)), state.current)
    for seat in range(players):
        view = RULES.observe(state, seat)
        assert view.rng is None
        assert Counter(view.pile) == Counter(state.pile)
        assert view.pile == sorted(view.pile, reverse=True)
        # Two tables that differ only in the pile's order look the same to every seat.
        other = state.clone()
        random.Random(1).shuffle(other.pile)
        assert snapshot(RULES.observe(other, seat)) == snapshot(view)
        # Everything public is shown as is.
        assert view.casinos == state.casinos and view.bills == state.bills and view.money == state.money
        assert view.throw == state.throw and view.supply == state.supply and view.current == state.current
    assert state.rng is not None  # observing did not touch the real state


@st.composite
def game_setups(draw):
    players = draw(player_counts)
    options = Options(
        random_first_player=draw(st.booleans()),
        neutral=draw(st.booleans()),
        minsum=draw(st.booleans()),
        bills_100k=draw(st.booleans()),
        biggy=draw(st.booleans()),
        kickers=draw(st.integers(min_value=0, max_value=1 if players == 6 else 2)),
        rainbow=draw(st.booleans()),
        bandit=draw(st.booleans()),
    )
    return players, options


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(setup=game_setups(), seed=seeds, choice_seed=seeds)
def test_random_games_with_options_end_and_conserve_everything(setup, seed, choice_seed):
    players, options = setup
    states, events, _ = random_game(players, seed, options, choice_seed=choice_seed)
    final = states[-1]
    assert final.phase == "over" and final.round == 4
    names = Counter(type(e).__name__ for e in events)
    assert names["RoundStarted"] == names["RoundEnded"] == 4
    if options.kickers:
        kicked = [e for e in events if type(e).__name__ == "DieKicked"]
        assert all(e.returned == (e.die.owner != WHITE) for e in kicked)
    if options.rainbow:
        assert Counter(final.discard) == Counter({0: len(final.discard)})
        assert all(0 not in w for w in final.won)


@settings(max_examples=15, deadline=None)
@given(setup=game_setups(), seed=seeds, choice_seed=seeds)
def test_replay_with_options_is_deterministic(setup, seed, choice_seed):
    players, options = setup
    states, events, actions = random_game(players, seed, options, choice_seed=choice_seed, check=False)
    state, replay_events = RULES.new_game(players, seed, options)
    for seat, action in actions:
        state, new = RULES.apply(state, action, seat)
        replay_events.extend(new)
    assert snapshot(state) == snapshot(states[-1]) and replay_events == events


@settings(max_examples=15, deadline=None)
@given(setup=game_setups(), seed=seeds, choice_seed=seeds)
def test_step_without_events_plays_the_same_game(setup, seed, choice_seed):
    """Play-outs step with `events` None (no events made): every state is the one `apply` reaches."""
    from vegas_desktop.lasvegas.rules import step

    players, options = setup
    states, _, actions = random_game(players, seed, options, choice_seed=choice_seed, check=False)
    quiet = RULES.initial_state(players, seed, options)
    for (seat, action), after in zip(actions, states[1:], strict=True):
        step(quiet, action, None, seat)
        assert snapshot(quiet) == snapshot(after)


def test_kicked_dice_go_back_to_the_hand_in_random_games():
    """Over many random games with kickers, every kicked own die returns to its owner's hand at once."""
    from vegas_desktop.lasvegas.moves import DieKicked, RoundEnded

    returned = 0
    for seed in range(20):
        pick = random.Random(seed)
        state = RULES.initial_state(4, seed, Options(kickers=2, neutral=True))
        while not RULES.is_over(state):
            action = pick.choice(RULES.legal_actions(state))
            after, events = RULES.apply(state, action, state.current)
            if isinstance(events[0], DieKicked) and not any(isinstance(e, RoundEnded) for e in events):
                victim = events[0].die
                assert victim == action.die
                if victim.owner != WHITE:
                    assert Counter(after.supply[victim.owner]) == Counter(state.supply[victim.owner] + [victim.kind])
                    returned += 1
                else:
                    assert after.out.count(victim) == state.out.count(victim) + 1
            state = after
    assert returned > 0


def test_different_seeds_give_different_games():
    a = random_game(4, 1, check=False)[1]
    b = random_game(4, 2, check=False)[1]
    assert a != b
