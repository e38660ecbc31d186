"""Royale computer players: legal play at every level, sensible tile choices, mixed bluffing strategies."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.royale.helpers import do, finish, game, put, throw
from vegas_desktop.ai.registry import make_agent
from vegas_desktop.ai.royale_agents import determinize, fifty_value
from vegas_desktop.royale import RULES, SMALL, Options
from vegas_desktop.royale.moves import BoxPick, BoxSplit, LuckyCount, LuckyGuess, Place


def play_out(kinds, seed, options=None):
    agents = [make_agent("royale", k, seed + i) for i, k in enumerate(kinds)]
    state = RULES.new_game(len(kinds), seed, options)
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
    assert len(splits) > 20 and all(isinstance(s, BoxSplit) for s in splits)
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
