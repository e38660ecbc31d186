"""The card game's Hard player: the same seed gives the same decisions, and it reads nothing hidden (the others'
hands and picks, every draw pile's order) in either variant."""

from __future__ import annotations

import pytest
from cards_helpers import secrets_redealt

from vegas_desktop.cards import RULES, Options
from vegas_desktop.cards.ai.agents import HardAgent
from vegas_desktop.cards.model import CardsState

pytestmark = pytest.mark.usefixtures("no_safety_caps")  # the sample counts alone decide, whatever the load


def played_into(players: int, seed: int, sequential: bool, moves: int) -> CardsState:
    """A game `moves` picks in (each seat takes its last legal pick: groups, so cards reach the casinos fast)."""
    state = RULES.initial_state(players, seed, Options(sequential=sequential))
    for _ in range(moves):
        seat = RULES.to_act(state)[0]
        state, _ = RULES.apply(state, RULES.legal_actions(state, seat)[-1], seat)
    return state


@pytest.mark.parametrize("sequential", [False, True])
@pytest.mark.parametrize("moves", [0, 7, 30])
def test_hard_decides_alike_whatever_the_hidden_cards(sequential, moves):
    state = played_into(4, 31 + moves, sequential, moves)
    seat = RULES.to_act(state)[0]
    other = secrets_redealt(state, seat, 5)
    assert any(other.hands[p] != state.hands[p] for p in range(4) if p != seat and state.hands[p])
    assert RULES.observe(other, seat) == RULES.observe(state, seat)
    legal = RULES.legal_actions(state, seat)
    first = HardAgent(9).choose(RULES, RULES.observe(state, seat), legal, seat)
    second = HardAgent(9).choose(RULES, RULES.observe(other, seat), legal, seat)
    assert first == second and first in legal


def test_hard_is_deterministic_per_seed_and_reseeding_replays_a_decision():
    state = played_into(4, 8, False, 10)
    seat = RULES.to_act(state)[0]
    view, legal = RULES.observe(state, seat), RULES.legal_actions(state, seat)
    agent = HardAgent(3)
    first = agent.choose(RULES, view, legal, seat)
    used = agent.last_samples
    elsewhere = played_into(4, 9, False, 3)  # another decision in between moves its random stream on
    agent.choose(RULES, RULES.observe(elsewhere, 3), RULES.legal_actions(elsewhere, 3), 3)
    agent.reseed(3)
    assert agent.choose(RULES, view, legal, seat) == first and agent.last_samples == used
    assert HardAgent(3).choose(RULES, view, legal, seat) == first
