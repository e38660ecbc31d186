"""Timing computer players from outside the match: a wrapper around an agent that records what each decision cost.

The match asks a computer only when it has a real choice (a lone legal action is played without asking), so every
call timed here is a decision with at least two legal actions.
"""

from __future__ import annotations

import time
from typing import Any, Generic, TypeVar

from vegas_desktop.ai.base import Agent
from vegas_desktop.bench.calibration import Speed
from vegas_desktop.core.game import GameRules

V = TypeVar("V")
A = TypeVar("A")


class TimedAgent(Generic[V, A]):
    """Chooses as `inner` does (same seeds, same choices) and records, per decision, the wall-clock and CPU
    milliseconds it took and, given a `speed`, the calibration unit's CPU milliseconds timed beside it."""

    def __init__(self, inner: Agent[V, A], speed: Speed | None = None) -> None:
        self.inner = inner
        self.name = inner.name
        # the match skips building an observation for an agent that never reads it: the same for the wrapper
        self.needs_observation: bool = inner.needs_observation
        self.speed = speed
        self.wall_ms: list[float] = []
        self.cpu_ms: list[float] = []
        self.unit_ms: list[float] = []  # with a speed: the unit's time beside each decision's

    def reseed(self, seed: int) -> None:
        self.inner.reseed(seed)

    def choose(self, rules: GameRules[Any, A, Any, Any], observation: V, legal: list[A], seat: int) -> A:
        t0, c0 = time.perf_counter(), time.process_time()
        action = self.inner.choose(rules, observation, legal, seat)
        self.wall_ms.append((time.perf_counter() - t0) * 1000.0)
        cpu = (time.process_time() - c0) * 1000.0
        self.cpu_ms.append(cpu)
        if self.speed is not None:
            self.unit_ms.append(self.speed.after(cpu))
        return action
