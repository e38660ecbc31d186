"""Cards, state and the per-seat view of Las Vegas – The Card Game (docs/rules.md#cards). Money in thousands."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum

from vegas_desktop.core.rng import clone_rng


class Phase(StrEnum):
    """Where the game stands; a StrEnum so logs, saves and older comparisons read the plain word."""

    PICK = "pick"
    OVER = "over"


ROUNDS = 4
TURNS = 6  # at most six turns per round
CASINO_COUNT = 6
HAND_SIZE = 5
OUT_AT = 8  # a player with this many cards at the casinos after a turn is out for the round
MIN_PLAYERS, MAX_PLAYERS = 2, 5
BILLS_PER_CASINO = 2
# [decided] 6x each of 30k..100k: 48 bills, 12 per round, so four rounds use the pile up exactly.
BILLS_CARDS: tuple[int, ...] = tuple(v for v in range(30, 101, 10) for _ in range(6))
# Per number 1-6: four cards with one die and one with two dice -> 30 cards, 36 dice. The rulebook's own examples
# need this: Henry lays four cards with 4 dice (four single 5s), and a player lays "seine Doppel-3" (one double).
DECK_SHAPE: tuple[tuple[int, int], ...] = tuple((number, dice) for number in range(1, 7) for dice in (1, 1, 1, 1, 2))
DECK_SIZE = len(DECK_SHAPE)


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One dice card. `id` is stable for the whole game (owner * 30 + position in the deck), so the UI
    can drag a specific card and a pick is plain data (a tuple of ids)."""

    id: int
    owner: int
    number: int  # 1-6: the casino it goes to
    dice: int  # 1 or 2 dice shown on the card


def deck_for(owner: int) -> list[Card]:
    """The 30 dice cards of one player, in a fixed (unshuffled) order."""
    return [Card(owner * DECK_SIZE + i, owner, n, d) for i, (n, d) in enumerate(DECK_SHAPE)]


def card_by_id(card_id: int) -> Card:
    """Every card is determined by its id alone."""
    owner, index = divmod(card_id, DECK_SIZE)
    number, dice = DECK_SHAPE[index]
    return Card(card_id, owner, number, dice)


@dataclass(frozen=True)
class Options:
    """Setup switches. `sequential`: players pick in turn, openly, instead of simultaneously."""

    sequential: bool = False


@dataclass(slots=True)
class CardsState:
    """The whole table, including everything hidden. Computer players and hand-over screens only ever
    get `CardsView` (from `observe`).

    Per player: `hands`, `piles` (draw pile, [0] is the top), `discards` (under the cocktail glass) and
    `picks` (this turn's hidden pick, simultaneous rules only). `casinos[i]` holds the cards laid at casino
    i + 1 by everybody, in the order they were laid. Every card of a player is in exactly one of these.
    """

    players: int
    options: Options
    rng: random.Random | None
    round: int = 0
    turn: int = 0  # 1..TURNS within the round
    start_player: int = 0
    current: int = -1  # sequential: the seat to play; simultaneous: -1
    phase: Phase = Phase.PICK  # "pick" | "over"
    hands: list[list[Card]] = field(default_factory=list)
    piles: list[list[Card]] = field(default_factory=list)
    discards: list[list[Card]] = field(default_factory=list)
    picks: list[tuple[Card, ...] | None] = field(default_factory=list)
    out: list[bool] = field(default_factory=list)
    casinos: list[list[Card]] = field(default_factory=list)
    bills: list[list[int]] = field(default_factory=list)  # at each casino, highest first
    bill_pile: list[int] = field(default_factory=list)
    box: list[int] = field(default_factory=list)  # unwon bills leave the game
    money: list[int] = field(default_factory=list)
    won: list[list[int]] = field(default_factory=list)

    def clone(self) -> CardsState:
        return CardsState(
            players=self.players,
            options=self.options,
            rng=clone_rng(self.rng) if self.rng is not None else None,
            round=self.round,
            turn=self.turn,
            start_player=self.start_player,
            current=self.current,
            phase=self.phase,
            hands=[list(h) for h in self.hands],
            piles=[list(p) for p in self.piles],
            discards=[list(d) for d in self.discards],
            picks=list(self.picks),
            out=list(self.out),
            casinos=[list(c) for c in self.casinos],
            bills=[list(b) for b in self.bills],
            bill_pile=list(self.bill_pile),
            box=list(self.box),
            money=list(self.money),
            won=[list(w) for w in self.won],
        )

    def placed_count(self, seat: int) -> int:
        """Cards `seat` has at the casinos this round (8 or more: out)."""
        return sum(1 for cards in self.casinos for c in cards if c.owner == seat)


@dataclass(frozen=True)
class CardsView:
    """What `seat` may know: its own hand, pick and discards; of the others only what lies open on the
    table and counts. Never another hand, another hidden pick or any draw pile's order."""

    seat: int
    players: int
    options: Options
    round: int
    turn: int
    start_player: int
    current: int
    phase: Phase
    hand: tuple[Card, ...]
    my_pick: tuple[Card, ...] | None
    my_discards: tuple[Card, ...]
    picked: tuple[bool, ...]  # who has already (secretly) picked this turn
    out: tuple[bool, ...]
    hand_counts: tuple[int, ...]
    pile_counts: tuple[int, ...]
    discard_counts: tuple[int, ...]
    casinos: tuple[tuple[Card, ...], ...]
    bills: tuple[tuple[int, ...], ...]
    bill_pile_count: int
    money: tuple[int, ...]
    won: tuple[tuple[int, ...], ...]

    def placed_count(self, seat: int) -> int:
        return sum(1 for cards in self.casinos for c in cards if c.owner == seat)
