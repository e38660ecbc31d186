"""Invariants of the card game under random legal play (hypothesis): conservation of cards and bills,
termination, replay determinism, apply never mutating its input, and observations hiding what they must."""

from __future__ import annotations

import random

from cards_helpers import random_game, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop.cards import RULES, Card, CardsView, Options
from vegas_desktop.cards.moves import CardsDrawn, CardsPlaced, PicksRevealed, RoundEnded

games = st.tuples(
    st.integers(min_value=2, max_value=5),
    st.integers(min_value=0, max_value=2**32),
    st.booleans(),
    st.integers(min_value=0, max_value=1000),
)
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(games)
def test_random_games_conserve_cards_and_bills_and_end(game):
    """random_game checks after every action: 30 cards per player across hand, pile, discards, pick and
    casinos; the 48 bills across pile, casinos, winnings and box; money = bills won; apply leaves its
    input untouched; and the game ends."""
    players, seed, sequential, choice = game
    states, events, actions = random_game(players, seed, Options(sequential=sequential), choice)
    final = states[-1]
    assert RULES.is_over(final)
    assert [e.round for e in events if isinstance(e, RoundEnded)] == [1, 2, 3, 4]
    assert len(actions) <= 4 * 6 * players
    assert final.bill_pile == []


@SETTINGS
@given(games)
def test_replaying_seed_and_actions_gives_the_same_game(game):
    players, seed, sequential, choice = game
    options = Options(sequential=sequential)
    states, events, actions = random_game(players, seed, options, choice, check=False)
    state, replayed = RULES.new_game(players, seed, options)
    for seat, action in actions:
        state, new = RULES.apply(state, action, seat)
        replayed += new
    assert snapshot(state) == snapshot(states[-1])
    assert replayed == events


def hidden_cards(view: CardsView) -> list[Card]:
    """Every card the view shows outside the open casinos."""
    return list(view.hand) + list(view.my_pick or ()) + list(view.my_discards)


@SETTINGS
@given(games, st.integers(min_value=0, max_value=10**6))
def test_observation_hides_other_hands_picks_and_pile_order(game, shuffle_seed):
    players, seed, sequential, choice = game
    states, _, _ = random_game(players, seed, Options(sequential=sequential), choice, check=False)
    shuffler = random.Random(shuffle_seed)
    for state in states[:: max(1, len(states) // 12)]:
        for seat in range(players):
            view = RULES.observe(state, seat)
            assert all(c.owner == seat for c in hidden_cards(view))
            # Reshuffling what the others hide (hand, pick, pile, discards) must not change the view,
            # and neither may reordering the seat's own pile.
            other = state.clone()
            for p in range(players):
                pool = list(other.hands[p]) + list(other.picks[p] or ()) + other.piles[p] + other.discards[p]
                if p == seat:
                    shuffler.shuffle(other.piles[p])
                    continue
                shuffler.shuffle(pool)
                sizes = [len(other.hands[p]), len(other.picks[p] or ()), len(other.piles[p])]
                other.hands[p] = pool[: sizes[0]]
                if other.picks[p] is not None:
                    other.picks[p] = tuple(pool[sizes[0] : sizes[0] + sizes[1]])
                other.piles[p] = pool[sizes[0] + sizes[1] : sizes[0] + sizes[1] + sizes[2]]
                other.discards[p] = pool[sizes[0] + sizes[1] + sizes[2] :]
            assert RULES.observe(other, seat) == view


@SETTINGS
@given(games)
def test_events_agree_with_the_table(game):
    """Every card laid at a casino was revealed or played, and every hand was drawn from the pile."""
    players, seed, sequential, choice = game
    _, events, _ = random_game(players, seed, Options(sequential=sequential), choice, check=False)
    for e in events:
        if isinstance(e, CardsPlaced):
            assert all(c.number == e.casino and c.owner == e.player for c in e.cards)
        if isinstance(e, CardsDrawn):
            assert e.count == len(e.cards) and all(c.owner == e.player for c in e.cards)
    assert any(isinstance(e, PicksRevealed) for e in events) != sequential
