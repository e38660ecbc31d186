"""Helpers for the card-game tests: move specific cards into place, compare states by value, play games."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from vegas_desktop.cards import BILLS_CARDS, DECK_SIZE, RULES, Card, CardsState, Options, Pick

MAX_ACTIONS = 2000  # far above any real game (4 rounds x 6 turns x 5 seats = 120 picks)


def take(state: CardsState, owner: int, number: int, dice: int) -> Card:
    """Remove one card of this shape from `owner`'s discards or pile and return it. If only the hand
    holds one, the hand gets the top pile card in its place, so the hand keeps its size."""
    for where in (state.discards[owner], state.piles[owner]):
        for card in where:
            if card.number == number and card.dice == dice:
                where.remove(card)
                return card
    hand = state.hands[owner]
    for i, card in enumerate(hand):
        if card.number == number and card.dice == dice:
            hand[i] = state.piles[owner].pop(0)
            return card
    raise AssertionError(f"seat {owner} has no free card {number}/{dice}")


def lay(state: CardsState, owner: int, number: int, *dice: int) -> list[Card]:
    """Put cards of `owner` with these dice counts at casino `number` (as if played earlier)."""
    cards = [take(state, owner, number, d) for d in dice]
    state.casinos[number - 1].extend(cards)
    return cards


def set_hand(state: CardsState, owner: int, *shapes: tuple[int, int]) -> list[Card]:
    """Replace `owner`'s hand by cards of the given (number, dice) shapes; the old hand goes back on the pile."""
    state.piles[owner].extend(state.hands[owner])
    state.hands[owner] = []
    cards = [take(state, owner, n, d) for n, d in shapes]
    state.hands[owner] = cards
    return cards


def pick_of(*cards: Card) -> Pick:
    return Pick(tuple(c.id for c in cards))


def smallest_pick(state: CardsState, seat: int) -> Pick:
    """Pick one card: the lowest id in the hand."""
    return Pick((min(c.id for c in state.hands[seat]),))


def snapshot(state: CardsState) -> tuple[Any, ...]:
    """Everything in the state by value (including the RNG position) for mutation checks."""
    return (
        state.players,
        state.options,
        state.rng.getstate() if state.rng is not None else None,
        state.round,
        state.turn,
        state.start_player,
        state.current,
        state.phase,
        tuple(tuple(h) for h in state.hands),
        tuple(tuple(p) for p in state.piles),
        tuple(tuple(d) for d in state.discards),
        tuple(state.picks),
        tuple(state.out),
        tuple(tuple(c) for c in state.casinos),
        tuple(tuple(b) for b in state.bills),
        tuple(state.bill_pile),
        tuple(state.box),
        tuple(state.money),
        tuple(tuple(w) for w in state.won),
    )


def cards_of(state: CardsState, seat: int) -> list[Card]:
    """Every card of `seat` wherever it lies."""
    found = list(state.hands[seat]) + list(state.piles[seat]) + list(state.discards[seat])
    found += [c for pile in state.casinos for c in pile if c.owner == seat]
    found += list(state.picks[seat] or ()) if state.picks else []
    return found


def check_invariants(state: CardsState, exact_piles: bool = False) -> None:
    """Conservation and shape of the state; `exact_piles` also checks pile sizes of unrigged play."""
    n = state.players
    for seat in range(n):
        mine = cards_of(state, seat)
        assert len(mine) == DECK_SIZE, (seat, len(mine))
        assert {c.id for c in mine} == set(range(seat * DECK_SIZE, (seat + 1) * DECK_SIZE))
        assert all(c.owner == seat for c in mine)
        for where in (state.hands[seat], state.piles[seat], state.discards[seat]):
            assert all(c.owner == seat for c in where)
    everywhere = list(state.bill_pile) + list(state.box) + [b for c in state.bills for b in c]
    everywhere += [b for w in state.won for b in w]
    assert Counter(everywhere) == Counter(BILLS_CARDS)
    for seat in range(n):
        assert state.money[seat] == sum(state.won[seat])
    for casino, cards in enumerate(state.casinos):
        assert all(c.number == casino + 1 for c in cards)
    if state.phase == "over":
        return
    assert len(state.bill_pile) == 48 - 12 * state.round
    assert 1 <= state.turn <= 6
    for seat in range(n):
        if state.out[seat]:
            assert not state.hands[seat] and not state.piles[seat] and state.placed_count(seat) >= 8
        else:
            assert state.placed_count(seat) < 8
            if exact_piles and not state.options.sequential:
                assert len(state.piles[seat]) == 30 - 5 * state.turn
            held = len(state.hands[seat]) + len(state.picks[seat] or ())
            assert held in (0, 5)
    assert RULES.to_act(state), "somebody must be able to act"


def random_game(
    players: int, seed: int, options: Options | None = None, choice_seed: int = 0, check: bool = True
) -> tuple[list[CardsState], list[Any], list[tuple[int, Pick]]]:
    """Play a whole game with random legal picks, seats chosen at random among those to act."""
    chooser = random.Random(choice_seed)
    state, events = RULES.new_game(players, seed, options)
    states, actions = [state], []
    if check:
        check_invariants(state, exact_piles=True)
    for _ in range(MAX_ACTIONS):
        if RULES.is_over(state):
            break
        acting = RULES.to_act(state)
        seat = acting[chooser.randrange(len(acting))]
        legal = RULES.legal_actions(state, seat)
        assert legal
        action = legal[chooser.randrange(len(legal))]
        before = snapshot(state) if check else None
        state, new_events = RULES.apply(state, action, seat)
        if check:
            assert snapshot(states[-1]) == before, "apply mutated its input"
            check_invariants(state, exact_piles=True)
        states.append(state)
        events.extend(new_events)
        actions.append((seat, action))
    else:
        raise AssertionError("game did not end")
    return states, events, actions


def secrets_redealt(state: CardsState, seat: int, seed: int) -> CardsState:
    """The same table for `seat`: every other seat's hidden cards dealt anew, every draw pile (its own too)
    shuffled again. A player who reads only what `seat` may see decides the same on both."""
    other = state.clone()
    rng = random.Random(seed)
    for p in range(state.players):
        if p == seat:
            rng.shuffle(other.piles[p])
            continue
        pool = other.hands[p] + other.piles[p] + other.discards[p]
        rng.shuffle(pool)
        h, k = len(other.hands[p]), len(other.piles[p])
        other.hands[p], other.piles[p], other.discards[p] = pool[:h], pool[h : h + k], pool[h + k :]
    return other
