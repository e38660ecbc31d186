"""Real odds (docs/rules.md#cr-odds): a European wheel whose 0 spins again, one die, a card from a full 52-card deck.

Every draw comes from the state's own generator and is reported as an event, so a seed plus the action log
replays the game and the table can animate exactly what happened.
"""

from __future__ import annotations

import random

from vegas_desktop.cashrun.model import CARDS, DICE, HEARTS, JACK, RED_NUMBERS, ROULETTE, SPADES, Bet
from vegas_desktop.cashrun.moves import CardDrawn, DieRolled, RouletteSpun

MAX_SPINS = 1000  # a 0 spins again; the chance of 1000 zeros in a row is 37**-1000, but the loop still ends


def spin(rng: random.Random, events: list) -> int:
    numbers = []
    for _ in range(MAX_SPINS):
        n = rng.randint(0, 36)
        numbers.append(n)
        if n:
            break
    else:  # pragma: no cover - unreachable in practice; keeps the loop provably finite
        numbers.append(1)
    events.append(RouletteSpun(tuple(numbers)))
    return numbers[-1]


def die(rng: random.Random, events: list) -> int:
    value = rng.randint(1, 6)
    events.append(DieRolled(value))
    return value


def card(rng: random.Random, events: list) -> tuple[int, int]:
    """A card from a freshly shuffled full deck (it is shuffled back each time): (rank 2..14, suit)."""
    k = rng.randrange(52)
    rank, suit = 2 + k % 13, k // 13
    events.append(CardDrawn(rank, suit))
    return rank, suit


def is_red_card(suit: int) -> bool:
    return suit in (HEARTS, HEARTS + 1)


def play(rng: random.Random, game: int, bet: Bet, events: list) -> bool:
    """Play one bet of `game` and say whether it won."""
    kind, pick = bet.kind, bet.pick
    if game == ROULETTE:
        n = spin(rng, events)
        if kind == "red":
            return n in RED_NUMBERS
        if kind == "black":
            return n not in RED_NUMBERS
        if kind == "odd":
            return n % 2 == 1
        if kind == "even":
            return n % 2 == 0
        if kind == "dozen":
            return (n - 1) // 12 == pick[0]
        if kind == "six":
            return (n - 1) // 6 == pick[0]
    elif game == DICE:
        v = die(rng, events)
        if kind == "odd":
            return v % 2 == 1
        if kind == "even":
            return v % 2 == 0
        if kind in ("two", "one"):
            return v in pick
    elif game == CARDS:
        rank, suit = card(rng, events)
        if kind == "card_red":
            return is_red_card(suit)
        if kind == "card_black":
            return not is_red_card(suit)
        if kind == "jqka":
            return rank >= JACK
        if kind == "suit":
            return suit == pick[0]
    raise ValueError(f"bet {bet} does not belong to game {game}")


def value_of(rng: random.Random, game: int, events: list) -> int:
    """All play: one spin (1-36), one die or one card's rank (2 < ... < ace)."""
    if game == ROULETTE:
        return spin(rng, events)
    if game == DICE:
        return die(rng, events)
    return card(rng, events)[0]


def spades_drawn(rng: random.Random, events: list) -> bool:
    return card(rng, events)[1] == SPADES
