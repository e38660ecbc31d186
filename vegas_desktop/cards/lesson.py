"""The guided first game of Las Vegas – The Card Game: one round against Lucy, simultaneous picks.

Seed 3 shuffles both players' dice cards; each turn's hand is the next five cards of the pile, so the deal is the
script's chance, and the picks are chosen from it (by number and dice shown). It shows: three cards of one number
in one pick, two cards of different numbers, secret picks revealed together, the unpicked cards discarded and five
new drawn, both players out at eight cards, and scoring by dice shown (not cards): a majority, a second place, a
tie that cancels, unwon bills leaving the game.
"""

from __future__ import annotations

from functools import cache

from vegas_desktop.cards.model import HAND_SIZE, Card
from vegas_desktop.cards.moves import Pick
from vegas_desktop.cards.rules import RULES
from vegas_desktop.tutorial.script import Bot, Do, Lesson, Say

YOU, LUCY = 0, 1
SEED = 3


@cache
def _decks() -> tuple[tuple[Card, ...], ...]:
    """Each player's 30 cards in the order the seed deals them (hand first, then the pile)."""
    state, _ = RULES.new_game(2, SEED)
    return tuple(tuple(state.hands[p] + state.piles[p]) for p in range(2))


def pick(seat: int, turn: int, cards: list[tuple[int, int]]) -> Pick:
    """The pick of `cards` ((number, dice) each) from `seat`'s hand of turn `turn` (1-based)."""
    hand = list(_decks()[seat][(turn - 1) * HAND_SIZE : turn * HAND_SIZE])
    ids = []
    for number, dice in cards:
        card = next(c for c in hand if (c.number, c.dice) == (number, dice))
        hand.remove(card)
        ids.append(card.id)
    return Pick(tuple(ids))


def lesson() -> Lesson:
    k = "tutorial.ca."
    return Lesson(
        game="cards",
        seed=SEED,
        names=("", "tutorial.lucy.name"),
        entries=[
            Say(k + "welcome", ("casinos",)),
            Say(k + "hand", ("hand",)),
            Bot(LUCY, pick(LUCY, 1, [(5, 2), (4, 1)])),
            Do(pick(YOU, 1, [(6, 2), (6, 1), (6, 1)]), k + "pick6", ("hand", "casino:6")),
            Say(k + "revealed", ("casino:6", "casino:5")),
            Bot(LUCY, pick(LUCY, 2, [(6, 1), (6, 1)])),
            Do(pick(YOU, 2, [(4, 2), (5, 2)]), k + "pick45", ("hand", "casino:4", "casino:5")),
            Say(k + "tie5", ("casino:5",)),
            Bot(LUCY, pick(LUCY, 3, [(1, 1), (1, 1)])),
            Do(pick(YOU, 3, [(3, 2), (3, 1)]), k + "pick3", ("hand", "casino:3")),
            Say(k + "count", ("panel:0", "panel:1")),
            Bot(LUCY, pick(LUCY, 4, [(3, 1), (3, 1)])),
            Do(pick(YOU, 4, [(4, 1)]), k + "pick4", ("hand", "casino:4")),
            Say(k + "scored", ("log",)),
            Say(k + "end", ("panel:0",)),
        ],
    )
