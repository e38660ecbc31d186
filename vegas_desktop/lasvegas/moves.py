"""Actions a seat can take and the events the rules emit. Plain frozen data: saved and replayed."""

from __future__ import annotations

from dataclasses import dataclass

from vegas_desktop.lasvegas.model import Die


@dataclass(frozen=True)
class Roll:
    """Throw every die still in hand."""


@dataclass(frozen=True)
class Place:
    """Place all thrown dice showing `value` on casino `value`."""

    value: int


Action = Roll | Place


@dataclass(frozen=True)
class RoundStarted:
    round: int
    start_player: int
    bills: tuple[tuple[int, ...], ...]


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
class DicePlaced:
    player: int
    value: int
    casino: int  # 1-based casino number
    dice: tuple[Die, ...]  # dice that went to the casino
    returned: tuple[Die, ...]  # thrown dice that go back to the hand


@dataclass(frozen=True)
class TieCancelled:
    casino: int
    players: tuple[int, ...]
    count: int


@dataclass(frozen=True)
class BillPaid:
    casino: int
    player: int
    amount: int


@dataclass(frozen=True)
class BillsReturned:
    """Unclaimed bills go face down under the draw pile."""

    casino: int
    bills: tuple[int, ...]


@dataclass(frozen=True)
class RoundEnded:
    round: int
    money: tuple[int, ...]


@dataclass(frozen=True)
class GameEnded:
    standings: tuple[tuple[int, ...], ...]
    money: tuple[int, ...]


Event = (
    RoundStarted
    | TurnStarted
    | PlayerSkipped
    | DiceThrown
    | DicePlaced
    | TieCancelled
    | BillPaid
    | BillsReturned
    | RoundEnded
    | GameEnded
)
