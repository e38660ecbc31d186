"""State, dice and options of Las Vegas. Money is in thousands (50 == $50,000)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from vegas_desktop.core.rng import clone_rng

ROUNDS = 4
CASINO_COUNT = 6
DICE_PER_PLAYER = 8
MIN_PLAYERS, MAX_PLAYERS = 2, 6
MIN_SUM = 50
WHITE = -1  # owner id of neutral (white) dice

# 5x 60-90k, 6x 10/40/50k, 8x 20/30k: 54 bills.
BILLS_CLASSIC: tuple[int, ...] = (
    (60,) * 5 + (70,) * 5 + (80,) * 5 + (90,) * 5 + (10,) * 6 + (40,) * 6 + (50,) * 6 + (20,) * 8 + (30,) * 8
)

# Die kinds: a plain die; others arrive with the options of RULES.md §1.1.
PLAIN = "d"


@dataclass(frozen=True)
class Options:
    """Game setup switches. `auto_forced` is honoured by the match driver, not by the rules."""

    random_first_player: bool = False
    auto_forced: bool = True


def bill_set(options: Options) -> tuple[int, ...]:
    """Every bill (and card) the game owns, in a fixed order before shuffling."""
    return BILLS_CLASSIC


@dataclass(frozen=True, slots=True)
class Die:
    """One die with its face. `owner` is a seat, or WHITE for neutral dice."""

    owner: int
    value: int
    kind: str = PLAIN

    @property
    def weight(self) -> int:
        return 1


@dataclass(slots=True)
class LasVegasState:
    """The whole table. `pile[0]` is the top of the face-down draw pile.

    `rng` is None in an observation (a seat's view), where the pile is also sorted so its order,
    the only hidden information of the classic game, is not revealed.
    """

    players: int
    options: Options
    rng: random.Random | None
    round: int = 0
    start_player: int = 0
    current: int = 0
    phase: str = "roll"  # "roll" | "place" | "over"
    supply: list[list[str]] = field(default_factory=list)  # die kinds in each player's hand
    casinos: list[list[Die]] = field(default_factory=list)  # dice placed; index 0 is casino 1
    bills: list[list[int]] = field(default_factory=list)  # bills at each casino, highest first
    pile: list[int] = field(default_factory=list)
    money: list[int] = field(default_factory=list)
    won: list[list[int]] = field(default_factory=list)  # bills each player has taken
    throw: tuple[Die, ...] | None = None

    def clone(self) -> LasVegasState:
        return LasVegasState(
            players=self.players,
            options=self.options,
            rng=clone_rng(self.rng) if self.rng is not None else None,
            round=self.round,
            start_player=self.start_player,
            current=self.current,
            phase=self.phase,
            supply=[list(s) for s in self.supply],
            casinos=[list(c) for c in self.casinos],
            bills=[list(b) for b in self.bills],
            pile=list(self.pile),
            money=list(self.money),
            won=[list(w) for w in self.won],
            throw=self.throw,
        )

    def dice_count(self, casino: int, owner: int) -> int:
        """Dice (by weight) `owner` has on casino index `casino` (0-based)."""
        return sum(d.weight for d in self.casinos[casino] if d.owner == owner)

    def dice_left(self, seat: int) -> int:
        return len(self.supply[seat])
