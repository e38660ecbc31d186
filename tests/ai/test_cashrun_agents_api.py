"""Cash & Run computer players: legal choices in every phase, blind to hidden cards, reproducible, and better
than chance."""

from __future__ import annotations

import random

import pytest

from vegas_desktop.cashrun import RULES, Options
from vegas_desktop.cashrun.rules import step
from vegas_desktop.games import make_agent


def positions(count: int, seed: int = 2):
    """Positions with a real choice from random games, with the phases they cover."""
    found = []
    g = 0
    while len(found) < count and g < 200:
        state = RULES.initial_state(3 + g % 4, seed * 100 + g, Options(round_limit=30))
        rng = random.Random(g)
        while not RULES.is_over(state) and len(found) < count:
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            if len(legal) > 1 and rng.random() < 0.2:
                found.append(state.copy())
            step(state, rng.choice(legal), [], seat)
        g += 1
    return found


POSITIONS = positions(150)


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_agents_choose_legal_actions_in_every_phase(kind):
    agent = make_agent("cashrun", kind, 3)
    phases = set()
    for state in POSITIONS[: 60 if kind == "hard" else 150]:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        choice = agent.choose(RULES, RULES.observe(state, seat), legal, seat)
        assert choice in legal
        phases.add(state.stack[-1].phase)
    assert len(phases) >= 8


@pytest.mark.parametrize("kind", ["normal", "hard"])
def test_choices_never_depend_on_other_players_hidden_cards(kind):
    for state in POSITIONS[:25]:
        seat = RULES.to_act(state)[0]
        other = state.copy()
        victim = (seat + 1) % state.players
        pool = other.hands[victim] + other.bluff_pile
        random.Random(1).shuffle(pool)
        n = len(other.hands[victim])
        other.hands[victim], other.bluff_pile = pool[:n], pool[n:]
        legal = RULES.legal_actions(state, seat)
        a = make_agent("cashrun", kind, 9).choose(RULES, RULES.observe(state, seat), legal, seat)
        b = make_agent("cashrun", kind, 9).choose(RULES, RULES.observe(other, seat), legal, seat)
        assert a == b


def test_hard_with_a_seed_is_deterministic():
    for state in POSITIONS[:20]:
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        first = make_agent("cashrun", "hard", 4).choose(RULES, RULES.observe(state, seat), legal, seat)
        again = make_agent("cashrun", "hard", 4).choose(RULES, RULES.observe(state, seat), legal, seat)
        assert first == again


def test_normal_beats_random_players():
    from vegas_desktop.bench.tournament import run_tournament

    report = run_tournament("cashrun", ["normal", "random", "random"], 24, 5, 1, "rounds=60")
    assert report["seats"][0]["wins"] >= 14  # a fair share would be 8 of 24
