"""The one action (a pick) and the events the rules emit. Plain frozen data: saved and replayed.

Events are the full truth; `redact(event, seat)` gives what `seat` may see (draws and discards of
other players lose their cards but keep their count), so a hot-seat table can animate other players'
draws without showing them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from vegas_desktop.cards.model import Card
from vegas_desktop.core.events import (
    BillPaid,
    BillsRemoved,
    GameEnded,
    RoundEnded,
    RoundStarted,
    TieCancelled,
)


@dataclass(frozen=True)
class Pick:
    """Choose these cards (by id) from the hand; they go to the casinos of their numbers.

    Ids are kept sorted so equal picks compare equal whatever order the player dragged them in.
    """

    card_ids: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "card_ids", tuple(sorted(self.card_ids)))


Action = Pick


@dataclass(frozen=True)
class CardsDrawn:
    """`player` took `count` cards from their pile; `cards` is empty when redacted for another seat."""

    player: int
    count: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class TurnStarted:
    round: int
    turn: int
    players: tuple[int, ...]  # who takes part in this turn (not out)


@dataclass(frozen=True)
class PickMade:
    """Simultaneous rules: `player` has picked secretly (the cards stay hidden until the reveal)."""

    player: int
    count: int


@dataclass(frozen=True)
class PicksRevealed:
    """Simultaneous rules: every pick turned over at once; () for players who are out."""

    picks: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class CardsPlayed:
    """Sequential variant: `player` picked these cards, openly."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class CardsPlaced:
    player: int
    casino: int  # 1-based
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class CardsDiscarded:
    """Unpicked hand cards go under the cocktail glass (face down: redacted for others)."""

    player: int
    count: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class PlayerOut:
    """`player` has `placed` (8+) cards at the casinos: out for the rest of the round; the draw pile
    (`pile_discarded` cards) goes under the cocktail glass."""

    player: int
    placed: int
    pile_discarded: int


Event = (
    RoundStarted
    | CardsDrawn
    | TurnStarted
    | PickMade
    | PicksRevealed
    | CardsPlayed
    | CardsPlaced
    | CardsDiscarded
    | PlayerOut
    | TieCancelled
    | BillPaid
    | BillsRemoved
    | RoundEnded
    | GameEnded
)


def redact(event: object, seat: int) -> object:
    """The event as `seat` may see it: other players' drawn and discarded cards are hidden."""
    if isinstance(event, CardsDrawn | CardsDiscarded) and event.player != seat:
        return replace(event, cards=())
    return event
