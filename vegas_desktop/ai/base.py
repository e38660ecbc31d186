"""The contract between a game and its computer players."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from vegas_desktop.core.game import GameRules

V_contra = TypeVar("V_contra", contravariant=True)  # what the seat sees (the game's view type)
A = TypeVar("A")  # the game's action type
T = TypeVar("T")

SHOWN_LEGAL = 8  # legal actions an IllegalChoice lists before it counts the rest


class Agent(Protocol[V_contra, A]):
    """Chooses one of `legal` for `seat`, seeing only `observation` (never the full state).

    Its choice depends on nothing but the observation and the seed it was last given (`reseed`): the match
    reseeds it before every decision (`decision_seed`), so a game resumed from its save or taken back by undo
    gets the same choices as the first time. Memory kept from one decision to the next must not change a choice
    (caches of pure functions are fine)."""

    name: str
    # False for a player that never looks at the table: drivers skip building its observation (a state copy)
    needs_observation: bool

    def choose(self, rules: GameRules[Any, A, Any, Any], observation: V_contra, legal: list[A], seat: int) -> A: ...

    def reseed(self, seed: int) -> None:
        """Start every random generator the agent draws from (its own and its helpers') again from `seed`."""
        ...


_MASK = (1 << 64) - 1


def decision_seed(game_seed: int, seat: int, position: int) -> int:
    """The seed of one computer decision: a function of the game's seed, the seat and the decision's place in
    the game (`Match` passes how many actions the seat has played before it), the same in every process."""
    # splitmix64 over the three (integer arithmetic only: cheap, and no hash salt between processes)
    x = (game_seed * 0x9E3779B97F4A7C15 + (seat + 1) * 0xBF58476D1CE4E5B9 + position * 0x94D049BB133111EB) & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


class IllegalChoice(RuntimeError):
    """A computer player chose an action that is not among the legal ones: a bug in that player. It is raised,
    never quietly replaced by another action (not an `IllegalAction`, which is a player's forbidden move)."""

    def __init__(self, game: str, seat: int, choice: object, legal: Sequence[object]) -> None:
        self.game, self.seat, self.choice = game, seat, choice
        shown = ", ".join(repr(a) for a in legal[:SHOWN_LEGAL])
        more = f" and {len(legal) - SHOWN_LEGAL} more" if len(legal) > SHOWN_LEGAL else ""
        super().__init__(
            f"{game}: the computer player at seat {seat} chose {choice!r}, which is not legal here "
            f"(legal: {shown}{more})"
        )


def checked(game: str, seat: int, choice: A, legal: Sequence[A]) -> A:
    """`choice` if it is one of `legal`; otherwise raises IllegalChoice naming the game, the seat and the choice."""
    if choice not in legal:
        raise IllegalChoice(game, seat, choice, legal)
    return choice


def only(kind: type[T], legal: Sequence[object]) -> list[T]:
    """The legal actions of a decision that offers `kind` alone, as that type (TypeError if it offers others)."""
    found: list[T] = [a for a in legal if isinstance(a, kind)]
    if len(found) != len(legal):
        raise TypeError(f"a {kind.__name__} decision offers other actions too: {list(legal)!r}")
    return found


class RandomAgent:
    """Uniformly random legal moves: a baseline for tests and benchmarks."""

    name = "random"
    # It never looks at the table, so drivers may skip building its observation (a state copy).
    needs_observation = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.draw: int | None = None  # a decision seed's bits, when the match has given one (`reseed`)

    def reseed(self, seed: int) -> None:
        # One draw a decision: the decision seed's own bits (a hash) pick the move, so the benchmark's random
        # seats do not pay for seeding a Mersenne Twister every move.
        self.draw = seed

    def choose(self, rules: object, observation: object, legal: list[A], seat: int) -> A:
        if self.draw is None:
            return legal[self.rng.randrange(len(legal))]
        draw, self.draw = self.draw, None
        return legal[draw % len(legal)]
