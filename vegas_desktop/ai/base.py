"""The contract between a game and its computer players."""

from __future__ import annotations

import random
from typing import Any, Protocol

from vegas_desktop.core.game import GameRules


class Agent(Protocol):
    """Chooses one of `legal` for `seat`, seeing only `observation` (never the full state)."""

    name: str

    def choose(self, rules: GameRules, observation: Any, legal: list[Any], seat: int) -> Any: ...


class RandomAgent:
    """Uniformly random legal moves: a baseline for tests and benchmarks."""

    name = "random"
    # It never looks at the table, so drivers may skip building its observation (a state copy).
    needs_observation = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, rules: GameRules, observation: Any, legal: list[Any], seat: int) -> Any:
        return legal[self.rng.randrange(len(legal))]
