"""Events that read the same in every game of the family (the games' `moves` modules re-export them)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RoundStarted:
    round: int
    start_player: int
    bills: tuple[tuple[int, ...], ...]  # per casino, highest first


@dataclass(frozen=True)
class BillPaid:
    casino: int
    player: int
    amount: int


@dataclass(frozen=True)
class BillsReturned:
    """Bills (or money cards) nobody won go face down under the draw pile."""

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


@dataclass(frozen=True)
class TieCancelled:
    """Equal counts at a casino cancel (dice in the dice games, dice shown on the cards in the card game)."""

    casino: int
    players: tuple[int, ...]  # may include WHITE (-1) in Las Vegas: the white dice tie like a player
    count: int
    field: str = "casino"  # Royale: or "double_down"


@dataclass(frozen=True)
class NeutralWon:
    """Las Vegas: the white dice (an imaginary player) win `amount` at `casino`; it goes under the draw pile."""

    casino: int
    amount: int


@dataclass(frozen=True)
class BillsRemoved:
    """The card game: bills nobody won leave the game."""

    casino: int
    bills: tuple[int, ...]
