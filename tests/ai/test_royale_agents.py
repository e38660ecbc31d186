"""Royale computer players: legal play at every level, sensible tile choices, mixed bluffing strategies."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.royale.helpers import do, finish, game, put, scripted, throw
from vegas_desktop.games import make_agent
from vegas_desktop.royale import RULES, SMALL, Options
from vegas_desktop.royale.ai import agents as royale_agents
from vegas_desktop.royale.ai.agents import determinize, fifty_value
from vegas_desktop.royale.ai.sim import RoundSim, make_rolls
from vegas_desktop.royale.ai.sim_tiles import block_it, double_down, handicap, no_entry, prime_time, ranking
from vegas_desktop.royale.moves import BoxPick, BoxSplit, DoubleDown, LuckyCount, LuckyGuess, Place, PrimeTime

pytestmark = pytest.mark.usefixtures("no_safety_caps")  # the hard level's cap would tie choices to the load


def play_out(kinds, seed, options=None):
    agents = [make_agent("royale", k, seed + i) for i, k in enumerate(kinds)]
    state = RULES.initial_state(len(kinds), seed, options)
    for _ in range(5000):
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = agents[seat].choose(RULES, RULES.observe(state, seat), legal, seat)
        assert action in legal
        state, _ = RULES.apply(state, action, seat)
    assert RULES.is_over(state)
    return state


@pytest.mark.slow
@pytest.mark.parametrize(
    "kinds", [("easy", "normal"), ("normal", "hard", "easy"), ("hard", "normal", "normal", "easy", "easy")]
)
def test_agents_play_legal_full_games_with_all_boards(kinds):
    for seed in range(2):
        play_out(kinds, seed, Options(boards=6))


def test_normal_beats_random():
    wins = 0
    games = 30
    for seed in range(games):
        state = play_out(("normal", "random", "random", "random"), 100 + seed, Options())
        wins += 0 in RULES.standings(state)[0]
    assert wins / games > 0.45  # a random seat wins about a quarter


def test_fifty_fifty_policy():
    assert fifty_value(1, 2)[1] == "higher" and fifty_value(1, 12)[1] == "lower"
    assert fifty_value(6, 7)[1] == "stop"  # 50k now beats 60k at 15/36
    assert fifty_value(7, 7) == (60.0, "stop")


def test_lucky_punch_and_black_box_are_mixed():
    state = game(3, ("A1",))
    do(throw(state, 1, 4), Place(1))
    agent = make_agent("royale", "normal", 3)
    view = RULES.observe(state, 0)
    counts = Counter(agent.choose(RULES, view, RULES.legal_actions(state, 0), 0) for _ in range(300))
    assert set(counts) == {LuckyCount(1), LuckyCount(2), LuckyCount(3)}
    assert counts[LuckyCount(1)] > counts[LuckyCount(3)]  # the cheap count is chosen more often
    do(state, LuckyCount(2))
    view = RULES.observe(state, 1)
    guesses = Counter(agent.choose(RULES, view, RULES.legal_actions(state, 1), 1) for _ in range(300))
    assert len(guesses) == 3 and guesses[LuckyGuess(3)] > guesses[LuckyGuess(1)]

    state = game(3, (None, None, "G1"))
    put(state, 3, 0, 2)
    finish(state, 6)
    view = RULES.observe(state, 1)
    splits = Counter(agent.choose(RULES, view, RULES.legal_actions(state, 1), 1) for _ in range(200))
    assert len(splits) >= 10 and all(isinstance(s, BoxSplit) for s in splits)
    do(state, BoxSplit((4,)))
    view = RULES.observe(state, 0)
    picks = Counter(agent.choose(RULES, view, RULES.legal_actions(state, 0), 0) for _ in range(200))
    assert set(picks) == {BoxPick(0), BoxPick(1)}


def test_knockout_keeps_the_biggy_and_determinize_fills_secrets():
    state = game(3, ("E2",))
    do(throw(state, 1, 4), Place(1))
    agent = make_agent("royale", "normal", 1)
    choice = agent.choose(RULES, RULES.observe(state, 1), RULES.legal_actions(state, 1), 1)
    assert choice.kind == SMALL
    do(state, choice, seat=1)
    view = RULES.observe(state, 2)
    full = determinize(view, 5)
    assert full.rng is not None and full.knockout_picks[1] in (SMALL, "B")


def test_unknown_level():
    with pytest.raises(ValueError):
        make_agent("royale", "genius", 0)


# -- the hard level's play-outs -------------------------------------------------------------------------------


def _midgame(seed: int, players: int = 4, options=None):
    """A position reached by normal players, stopped at a placement with a real choice."""
    agents = [make_agent("royale", "normal", seed + i) for i in range(players)]
    state = RULES.initial_state(players, seed, options or Options())
    while True:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if state.phase == "place" and len(legal) >= 3 and state.round >= 1 and sum(map(len, state.casinos)) > 6:
            return state, seat, legal
        action = agents[seat].choose(RULES, RULES.observe(state, seat), legal, seat) if len(legal) > 1 else legal[0]
        state, _ = RULES.apply(state, action, seat)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), roll_seed=st.integers(0, 10_000))
def test_play_out_places_every_die_and_pays_at_most_the_cards_on_the_table(seed, players, roll_seed):
    state, seat, _ = _midgame(seed, players)
    sim = RoundSim.from_state(RULES.observe(state, seat), seat, 34.0)
    assert sim.small[seat] + 2 * sim.big[seat] == sum(2 if k == "B" else 1 for k in state.supply[seat])
    before = [float(state.worth(s)) for s in range(players)]
    worth = sim.copy().play_out(seat, make_rolls(random.Random(roll_seed), players))
    assert worth == sim.copy().play_out(seat, make_rolls(random.Random(roll_seed), players))  # deterministic
    played = sim.copy()
    played.play_out(seat, make_rolls(random.Random(roll_seed), players))
    assert not any(played.has_dice(s) for s in range(players))
    table = sum(sum(b) for b in state.bills)
    # Money only moves in through the cards on the table and tile rewards (bounded); skips cost 10k each.
    assert sum(worth) - sum(before) <= table + 100 * players + 400


def test_hard_turn_decision_ignores_hidden_information():
    state, seat, legal = _midgame(3)
    other = state.clone()
    other.rng = random.Random(99)
    random.Random(5).shuffle(other.pile)
    assert RULES.observe(other, seat) == RULES.observe(state, seat)
    for agent_seed in range(3):
        a = make_agent("royale", "hard", agent_seed).choose(RULES, RULES.observe(state, seat), legal, seat)
        b = make_agent("royale", "hard", agent_seed).choose(RULES, RULES.observe(other, seat), legal, seat)
        assert a == b and a in legal


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_lucky_guess_ignores_the_secret_count(level):
    state = game(3, ("A1",))
    do(throw(state, 1, 4), Place(1))
    low, high = state.clone(), state
    do(low, LuckyCount(1))
    do(high, LuckyCount(3))
    assert RULES.observe(low, 1) == RULES.observe(high, 1)
    legal = RULES.legal_actions(low, 1)
    first = [make_agent("royale", level, s).choose(RULES, RULES.observe(low, 1), legal, 1) for s in range(20)]
    second = [make_agent("royale", level, s).choose(RULES, RULES.observe(high, 1), legal, 1) for s in range(20)]
    assert first == second


def test_black_box_winner_sees_only_the_group_sizes():
    state = game(3, (None, None, "G1"))
    put(state, 3, 0, 2)
    finish(state, 6)
    a, b = state.clone(), state
    do(a, BoxSplit((4,)))  # the 100k alone
    do(b, BoxSplit((5,)))  # the blank alone
    assert RULES.observe(a, 0) == RULES.observe(b, 0)
    picks = [
        make_agent("royale", "hard", s).choose(RULES, RULES.observe(a, 0), [BoxPick(0), BoxPick(1)], 0)
        for s in range(10)
    ]
    assert picks == [
        make_agent("royale", "hard", s).choose(RULES, RULES.observe(b, 0), [BoxPick(0), BoxPick(1)], 0)
        for s in range(10)
    ]


def test_hard_is_deterministic_under_a_seed():
    state, seat, legal = _midgame(8)
    view = RULES.observe(state, seat)
    choices = {make_agent("royale", "hard", 4).choose(RULES, view, legal, seat) for _ in range(3)}
    assert len(choices) == 1


def test_hard_prime_time_takes_the_card_it_can_win():
    # Seat 1 wins casino 1 (Prime Time) and throws 5, 5; casino 5 is seat 2's with one die against none of
    # seat 1's: both black dice there turn it into seat 1's higher card. Placing one would tie and cancel.
    state = game(3, ("B1",))
    put(state, 1, 1, 2)
    put(state, 5, 2, 1)
    scripted(state, 5, 5)
    state.current = state.actor = 0
    finish(state, 6)
    legal = RULES.legal_actions(state, 1)
    choice = make_agent("royale", "hard", 0).choose(RULES, RULES.observe(state, 1), legal, 1)
    assert choice == PrimeTime((5, 5))


def test_hard_double_down_moves_dice_only_when_the_casino_is_safe():
    # Seat 0 holds casino 1 (Double Down) with 4 dice against 1: moving two keeps the majority (2 vs 1)
    # and wins the field's 60k; moving all four would hand the casino to seat 1.
    state = game(3, ("G2",))
    put(state, 1, 1, 1)
    put(state, 1, 0, 3)
    do(throw(state, 1, 4), Place(1))  # seat 0 adds one more die: 4 on casino 1
    assert state.phase == "double_down"
    legal = RULES.legal_actions(state, 0)
    choice = make_agent("royale", "hard", 0).choose(RULES, RULES.observe(state, 0), legal, 0)
    assert isinstance(choice, DoubleDown) and 1 <= choice.small <= 2 and not choice.biggy


def test_black_box_split_is_balanced_whatever_the_winner_sees():
    state = game(3, (None, None, "G1"))
    put(state, 3, 0, 2)
    finish(state, 6)
    view = RULES.observe(state, 1)
    legal = RULES.legal_actions(state, 1)
    agent = make_agent("royale", "hard", 2)

    def worth(i):
        return {0: 20, 1: 40, 2: 60, 3: 80, 4: 100, 5: 0}[i]

    by_sizes: dict[int, list[int]] = {}
    for _ in range(1200):
        split = agent.choose(RULES, view, legal, 1)
        first = sum(worth(i) for i in split.group)
        assert first in (140, 160)
        by_sizes.setdefault(len(split.group), []).append(first)
    assert set(by_sizes) == {2, 3, 4}  # sizes vary too
    for values in by_sizes.values():  # picking by size (or by position) gains nothing on average
        assert abs(sum(values) / len(values) - 150) < 6


def test_play_out_rule_mostly_agrees_with_normal():
    """The play-outs model the other players as normal ones: the quick rule should choose as normal does."""
    agree = total = 0
    for g in range(6):
        agents = [make_agent("royale", "normal", 10 * g + i) for i in range(4)]
        state = RULES.initial_state(4, g, Options())
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            view = RULES.observe(state, seat)
            action = agents[seat].choose(RULES, view, legal, seat) if len(legal) > 1 else legal[0]
            if state.phase == "place" and len(legal) > 1:
                sim = RoundSim.from_state(view, seat, royale_agents.PLACE_DIE_COST)
                faces = [0] * 8
                small = [d.value for d in state.throw if d.kind == SMALL]
                faces[: len(small)] = small
                faces[7] = next((d.value for d in state.throw if d.kind != SMALL), 0)
                before = [row[seat] for row in sim.cnt]
                sim.turn(seat, faces)
                placed = [c + 1 for c, row in enumerate(sim.cnt) if row[seat] != before[c]]
                agree += (placed == [action.value]) if isinstance(action, Place) else (not placed)
                total += 1
            state, _ = RULES.apply(state, action, seat)
    assert total > 300 and agree / total > 0.9


@pytest.mark.parametrize("seed", [3, 8, 11, 19])
def test_hard_gate_keeps_normals_turn_unless_the_play_outs_beat_it(seed):
    """An impossible gate gives Normal's turn (unless the play-outs already pruned it as clearly worse), no gate
    the search's own pick; the gate spends no play-outs of its own, so the search's pick is the same."""
    state, seat, legal = _midgame(seed)
    view = RULES.observe(state, seat)
    normal = make_agent("royale", "normal", 1).choose(RULES, view, legal, seat)
    hard = royale_agents.LEVELS["hard"]
    params = hard.search
    assert params is not None

    def with_search(**changes: float) -> royale_agents.RoyaleAgent:
        return royale_agents.RoyaleAgent("hard", 2, replace(hard, search=replace(params, **changes)))

    free = with_search(gate_z=0.0).choose(RULES, view, legal, seat)
    gated = with_search(gate_z=1e9).choose(RULES, view, legal, seat)
    never_pruned = with_search(gate_z=1e9, prune_z=1e9).choose(RULES, view, legal, seat)
    assert never_pruned == normal
    assert gated in (normal, free)


def test_gate_needs_the_paired_difference_beyond_z_standard_errors():
    from vegas_desktop.ai.search import clearly_ahead

    def beats(a, b, z):  # the gate's test: two pairs are enough
        return clearly_ahead(a, b, z, min_pairs=2)

    assert beats([1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 2.0, 3.5], 2.0)  # +0.875 a pair, se 0.125
    assert beats([1.0, 2.0, 3.0, 4.0], [0.0, 2.5, 2.0, 4.0], 0.5)  # +0.375 a pair, se 0.375
    assert not beats([1.0, 2.0, 3.0, 4.0], [0.0, 2.5, 2.0, 4.0], 1.5)  # one se short of 1.5
    assert not beats([1.0], [0.0], 0.0)  # one pair gives no standard error
    assert not clearly_ahead([1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 2.0, 3.5], 2.0)  # the halving's default: 8 pairs


def _normal_tile_decisions(tiles: str, phases: set[str], games: int = 8):
    """(state, view, seat, Normal's action) at each of `phases` with a choice, in four-Normal games."""
    from vegas_desktop.royale.options import parse_options

    options = parse_options(f"tiles={tiles}")
    for g in range(games):
        agents = [make_agent("royale", "normal", 10 * g + i) for i in range(4)]
        state = RULES.initial_state(4, g, options)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            view = RULES.observe(state, seat)
            action = agents[seat].choose(RULES, view, legal, seat) if len(legal) > 1 else legal[0]
            if state.phase in phases and len(legal) > 1:
                yield state, view, seat, action
            state, _ = RULES.apply(state, action, seat)


def test_play_outs_block_and_close_as_normal_does():
    """Block It! and No Entry! change the board in the play-outs as Normal's own choice would: the same grey group
    on the same casino, the same casino closed."""
    from vegas_desktop.royale.moves import BlockIt, NoEntry

    seen = {"block_it": 0, "no_entry": 0}
    for state, view, seat, action in _normal_tile_decisions("E1+F1/E1+F1/E1+F1", set(seen)):
        sim = RoundSim.from_state(view, seat, royale_agents.PLACE_DIE_COST)
        if isinstance(action, BlockIt):
            block_it(sim, seat, state.tile_casino)
            grey = [row[sim.n + 1] for row in sim.cnt]
            expected = [row[sim.n + 1] for row in RoundSim.from_state(view, seat, 34.0).cnt]
            expected[action.casino - 1] += state.pieces.block_groups[action.group]
            assert grey == expected
            assert sum(sim.groups) == sum(state.pieces.block_groups) - state.pieces.block_groups[action.group]
        else:
            assert isinstance(action, NoEntry)
            reward = no_entry(sim, seat, state.tile_casino)
            assert sim.closed == (state.closed if action.casino is None else action.casino - 1)
            assert (reward >= 0) and (sim.ne_marker != state.pieces.no_entry_marker) == (action.casino is not None)
        seen[state.phase] += 1
    assert min(seen.values()) >= 10, seen


def test_play_outs_take_handicaps_grey_die_as_normal_does():
    """Handicap in the play-outs: the grey die Normal would take off (or none), onto the slot it would pick."""
    from vegas_desktop.royale.model import HANDICAP_SLOTS
    from vegas_desktop.royale.moves import Handicap

    seen = 0
    for _state, view, seat, action in _normal_tile_decisions("F2/F2/F2", {"handicap"}):
        sim = RoundSim.from_state(view, seat, royale_agents.PLACE_DIE_COST)
        before = [row[sim.n + 1] for row in sim.cnt]
        worth = handicap(sim, seat, view.tile_casino)
        after = [row[sim.n + 1] for row in sim.cnt]
        if isinstance(action, Handicap):
            taken = [c + 1 for c in range(len(after)) if after[c] != before[c]]
            assert taken == [action.casino]
            slot = list(HANDICAP_SLOTS).index(action.slot)
            assert sim.slots[slot] == view.pieces.handicap_slots.get(action.slot, 0) + 1 and worth > 0
        else:
            assert after == before and worth == 0
        seen += 1
    assert seen >= 10, seen


def test_play_outs_double_down_mostly_as_normal_does():
    """Double Down in the play-outs moves the weight of dice Normal would (the sim knows weights, not kinds, so a
    few choices between a Biggy and two small dice may differ)."""
    agree = total = 0
    for state, view, seat, action in _normal_tile_decisions("G2/G2/G2", {"double_down"}):
        sim = RoundSim.from_state(view, seat, royale_agents.PLACE_DIE_COST)
        here = state.tile_casino
        before = sim.cnt[here][seat]
        double_down(sim, seat, here)
        moved = before - sim.cnt[here][seat]
        assert sim.dd[seat] - sum(d.weight for d in view.pieces.double_down if d.owner == seat) == moved
        agree += moved == action.small + (2 if action.biggy else 0)
        total += 1
    assert total >= 10 and agree / total > 0.9, (agree, total)


def test_play_outs_place_prime_times_black_dice_as_normal_does():
    """Prime Time in the play-outs: the winner of its casino places the black dice Normal would."""
    seen = 0
    for _state, view, seat, action in _normal_tile_decisions("B1/B1/B1", {"prime_time"}):
        sim = RoundSim.from_state(view, seat, royale_agents.PLACE_DIE_COST)
        assert ranking(sim.cnt[sim.tile_of["B1"]])[0] == seat
        rolls = make_rolls(random.Random(seen), 4)
        rolls[seat][-1][:2] = list(view.pieces.black)
        before = [row[seat] for row in sim.cnt]
        prime_time(sim, rolls)
        added = sorted(v + 1 for v, row in enumerate(sim.cnt) for _ in range(row[seat] - before[v]))
        assert added == sorted(action.values)
        seen += 1
    assert seen >= 10, seen
