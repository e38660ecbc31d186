"""Actions a seat can take and the events the rules emit. Plain frozen data: saved and replayed."""

from __future__ import annotations

from dataclasses import dataclass

from vegas_desktop.core.events import (
    BillPaid,
    BillsReturned,
    GameEnded,
    NeutralWon,
    RoundEnded,
    RoundStarted,
    TieCancelled,
)
from vegas_desktop.lasvegas.model import Die


@dataclass(frozen=True)
class Roll:
    """Throw every die still in hand."""


@dataclass(frozen=True)
class Place:
    """Place all thrown dice showing `value` (own and white) on casino `value`, or on the Bandit if `bandit`."""

    value: int
    bandit: bool = False


@dataclass(frozen=True)
class Kick:
    """Phase "kick": one of the kickers just placed removes `die` from its casino (`state.kick_casino`)."""

    die: Die


Action = Roll | Place | Kick


@dataclass(frozen=True)
class TurnStarted:
    player: int


@dataclass(frozen=True)
class PlayerSkipped:
    """A player with no dice left is passed over."""

    player: int


@dataclass(frozen=True)
class DiceThrown:
    player: int
    dice: tuple[Die, ...]


@dataclass(frozen=True)
class WhiteDicePreplaced:
    """3 players with white dice: before the round the start player rolls 2 white dice onto their casinos."""

    player: int
    dice: tuple[Die, ...]  # owner WHITE; each lies on the casino of its value


@dataclass(frozen=True)
class DicePlaced:
    player: int
    value: int
    casino: int  # 1-based casino number (7 is the One-armed Bandit)
    dice: tuple[Die, ...]  # dice that went to the casino
    returned: tuple[Die, ...]  # thrown dice that go back to the hand


@dataclass(frozen=True)
class DieKicked:
    """A kicker and the die it kicked leave `casino`. The die goes back to its owner's hand if `returned`
    (a player without dice is back in the round); a kicked white die is out for the round (`returned` False).
    The kicker is out for the round."""

    player: int
    casino: int
    kicker: Die
    die: Die
    returned: bool


@dataclass(frozen=True)
class KickerOut:
    """A kicker with nothing it may kick leaves its casino (out for the round)."""

    player: int
    casino: int
    kicker: Die


@dataclass(frozen=True)
class RainbowReplaced:
    """Before scoring: a rainbow card at `casino` is discarded and `drawn` (None: pile empty) replaces it.

    A drawn rainbow card is replaced by a further event. `bills` is the casino's bills afterwards, re-sorted."""

    casino: int
    drawn: int | None
    bills: tuple[int, ...]


Event = (
    RoundStarted
    | TurnStarted
    | PlayerSkipped
    | DiceThrown
    | WhiteDicePreplaced
    | DicePlaced
    | DieKicked
    | KickerOut
    | RainbowReplaced
    | TieCancelled
    | NeutralWon
    | BillPaid
    | BillsReturned
    | RoundEnded
    | GameEnded
)
