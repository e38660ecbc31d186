"""A die of the dice games (Las Vegas, Royale): whose it is, its face and its kind."""

from __future__ import annotations

from collections.abc import Sequence, Sized
from dataclasses import dataclass

PLAIN = "d"
# A Biggy counts as two dice at scoring. Las Vegas writes its kind "b", Royale "B" (their saves keep them so).
BIG_KINDS = frozenset({"b", "B"})


@dataclass(frozen=True, slots=True)
class Die:
    """One die with its face. `owner` is a seat, or a negative id for dice nobody owns (white, neutral, grey);
    `kind` is the game's kind letter."""

    owner: int
    value: int
    kind: str = PLAIN

    @property
    def weight(self) -> int:
        """How many dice this die counts as at scoring (a Biggy counts two)."""
        return 2 if self.kind in BIG_KINDS else 1


def next_with_dice(current: int, supply: Sequence[Sized]) -> tuple[int, list[int]] | None:
    """The next seat clockwise after `current` that still has dice in `supply`, with the seats passed over on
    the way (they have none left); None when nobody has any (the round is over)."""
    n = len(supply)
    for offset in range(1, n + 1):
        seat = (current + offset) % n
        if len(supply[seat]):
            return seat, [(current + skipped) % n for skipped in range(1, offset)]
    return None
