"""A computer player's appraisal of the moves at one decision: the one judgement behind its play and all advice.

A game's strongest computer player (its *judge*) values every legal move from the seat's own observation, in one
unit, with the uncertainty of each value against the best one. It plays the top of its appraisal, the hint shows
the appraisal, the review asks for it again at the recorded position with the same seed, and the lessons read it:
so the advice never disagrees with itself or with how the computer plays.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Generic, Protocol, TypeVar

from vegas_desktop.core.game import GameRules

A = TypeVar("A")
V_contra = TypeVar("V_contra", contravariant=True)

# Two values closer than this many standard errors of their paired difference are "about equal": reseeded, the
# judge would rank them either way often enough that ranking them for a player is ranking noise.
EQUAL_Z = 2.0


class Unit(Enum):
    """What an appraisal's values measure."""

    ROUND_MONEY = "round_money"  # money ($k) ahead of the rivals by the end of this round
    WIN_CHANCE = "win_chance"  # chance to win the game, in percent
    MONEY = "money"  # money ($k) expected from this move


@dataclass(frozen=True)
class Reason:
    """Why the judge values a move so: a text key (in the game's own text file) and its arguments."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Appraised(Generic[A]):
    """One move as the judge values it.

    `spread` is one standard error of (this move's value - the best move's value) on the samples they share;
    0 where the judge knows the value exactly (a solved end, a rule with no chance in it), `math.inf` where it
    has no sample of this move that it can compare.
    """

    action: A
    value: float
    spread: float = 0.0
    reason: Reason | None = None


@dataclass(frozen=True)
class Appraisal(Generic[A]):
    """Every legal move valued, best first (the move the judge plays is `moves[0]`)."""

    moves: tuple[Appraised[A], ...]
    unit: Unit
    samples: int = 0  # play-outs behind the values (0: a rule or an exact solution)

    def __post_init__(self) -> None:
        if not self.moves:
            raise ValueError("an appraisal needs at least one move")
        best = self.moves[0].value
        if any(m.value > best + 1e-9 for m in self.moves[1:]):
            raise ValueError("an appraisal lists its best move first: the top must have the highest value")

    @property
    def best(self) -> Appraised[A]:
        return self.moves[0]

    def of(self, action: A) -> Appraised[A] | None:
        """The appraisal of `action`, or None when it was not among the legal moves appraised."""
        return next((m for m in self.moves if m.action == action), None)

    def behind(self, action: A) -> float:
        """How much less `action` is worth than the best move (0 for the best itself)."""
        move = self.of(action)
        if move is None:
            raise KeyError(f"{action!r} was not appraised")
        return self.best.value - move.value

    def about_equal(self, action: A) -> bool:
        """`action` is worth the best move's value within the judge's uncertainty (the best itself included)."""
        move = self.of(action)
        if move is None:
            return False
        gap = self.best.value - move.value
        if gap <= 1e-9:
            return True
        return math.isinf(move.spread) or gap <= EQUAL_Z * move.spread


def ranked(moves: Sequence[Appraised[A]], unit: Unit, samples: int = 0, first: A | None = None) -> Appraisal[A]:
    """An appraisal of `moves` sorted best first (stable, so equal values keep the judge's own order), with `first`
    (the move the judge plays) put on top among the moves of the highest value."""
    order = sorted(range(len(moves)), key=lambda i: -moves[i].value)
    if first is not None:
        top = moves[order[0]].value
        lead = next((i for i in order if moves[i].action == first and moves[i].value >= top - 1e-9), None)
        if lead is not None:
            order.remove(lead)
            order.insert(0, lead)
    return Appraisal(tuple(moves[i] for i in order), unit, samples)


class Judge(Protocol[V_contra, A]):
    """A computer player that can say how it values every move: its `choose` is `appraise(...).best.action`."""

    name: str

    def reseed(self, seed: int) -> None: ...

    def choose(self, rules: GameRules[Any, A, Any, Any], observation: V_contra, legal: list[A], seat: int) -> A: ...

    def appraise(
        self, rules: GameRules[Any, A, Any, Any], observation: V_contra, legal: list[A], seat: int
    ) -> Appraisal[A]:
        """Every one of `legal` valued from `observation` (this seat's view only), best first; the same code path
        and samples as `choose`, so the top is the move it plays with the same seed."""
        ...
