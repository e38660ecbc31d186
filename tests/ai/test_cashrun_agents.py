"""Cash & Run computer players on the real rules: legal everywhere, blind to hidden cards, seeded, and better
than chance. (Needs the rules core `vegas_desktop.cashrun`.)"""

from __future__ import annotations

import random

from vegas_desktop.cashrun import RULES
from vegas_desktop.games import make_agent


def play(kinds, seed, visit=None, max_steps=20_000):
    agents = [make_agent("cashrun", k, seed + 11 * i) for i, k in enumerate(kinds)]
    state = RULES.initial_state(len(kinds), seed)
    phases = set()
    for _ in range(max_steps):
        if RULES.is_over(state):
            break
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        view = RULES.observe(state, seat)
        if visit is not None:
            visit(state, seat, legal)
        action = agents[seat].choose(RULES, view, legal, seat) if len(legal) > 1 else legal[0]
        assert action in legal, (view.phase, action)
        phases.add(view.phase)
        state, _ = RULES.apply(state, action, seat)
    assert RULES.is_over(state)
    return state, phases


def test_every_level_plays_legal_full_games():
    seen = set()
    for seed, kinds in enumerate([("easy", "normal", "random"), ("normal", "easy", "normal", "random", "easy")]):
        _, phases = play(kinds, 40 + seed)
        seen |= phases
    _, phases = play(("hard", "normal", "easy"), 7)
    seen |= phases
    assert len(seen) >= 10  # most phases were decided along the way


def _swap_other_hands(state, seat, rng):
    """The same table with every other seat's bluff cards replaced by other cards of the pile/hands pool."""
    other = state.copy()
    pool = list(other.bluff_pile)
    for s in range(other.players):
        if s != seat:
            pool += other.hands[s]
    rng.shuffle(pool)
    for s in range(other.players):
        if s != seat:
            k = len(other.hands[s])
            other.hands[s], pool = pool[:k], pool[k:]
    other.bluff_pile = pool
    return other


def test_choices_ignore_hidden_bluff_cards_and_hard_is_seeded():
    checked = 0
    rng = random.Random(3)

    def visit(state, seat, legal):
        nonlocal checked
        if len(legal) < 2 or checked >= 40 or rng.random() > 0.3:
            return
        twin = _swap_other_hands(state, seat, rng)
        for kind in ("normal", "hard"):
            a = make_agent("cashrun", kind, 99).choose(RULES, RULES.observe(state, seat), legal, seat)
            b = make_agent("cashrun", kind, 99).choose(RULES, RULES.observe(twin, seat), legal, seat)
            assert a == b
        checked += 1

    play(("normal", "normal", "normal", "normal"), 21, visit)
    assert checked >= 10


def test_normal_beats_random():
    wins = 0
    games = 16
    for g in range(games):
        kinds = ["random"] * 4
        kinds[g % 4] = "normal"
        state, _ = play(kinds, 300 + g)
        wins += (g % 4) in RULES.standings(state)[0]
    assert wins >= 7  # a fair share is 4; Normal won 65% of 20 games against three Random seats
