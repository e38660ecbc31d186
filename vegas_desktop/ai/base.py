"""The contract between a game and its computer players."""

from __future__ import annotations

import hashlib
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

    def choose(self, rules: GameRules[Any, A, Any, Any], observation: V_contra, legal: list[A], seat: int) -> A: ...

    def reseed(self, seed: int) -> None:
        """Start every random generator the agent draws from (its own and its helpers') again from `seed`."""
        ...


def decision_seed(game_seed: int, seat: int, position: int) -> int:
    """The seed of one computer decision: a function of the game's seed, the seat and the decision's place in
    the game (`Match` passes how many actions the seat has played before it), the same in every process."""
    digest = hashlib.blake2b(f"{game_seed}:{seat}:{position}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


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

    def reseed(self, seed: int) -> None:
        self.rng.seed(seed)

    def choose(self, rules: object, observation: object, legal: list[A], seat: int) -> A:
        return legal[self.rng.randrange(len(legal))]
