"""How fast the machine runs at the moment: a fixed piece of pure-Python work timed in CPU time.

A shared machine's speed drifts (by up to 2x within minutes, CPU time included: other programs compete for the
caches and the cores' clocks). Decision times measured next to this unit and divided by its factor (the unit's
time now over its time on the quiet machine) compare across runs and with the targets; the raw figures are
reported beside them. Never imports pygame.
"""

from __future__ import annotations

import math
import time

from vegas_desktop import games
from vegas_desktop.match import new_match

# The unit: a few games of the registry's first game, random players at a table of four where it seats four,
# in place through the one driver (the seeds fix the moves: the same work every time).
UNIT_SEEDS = (0, 1, 2, 3)
UNIT_PLAYERS = 4
UNIT_MAX_MOVES = 10_000  # far above such a game's moves: a bound, never reached
# The unit's CPU ms on the reference machine when quiet (the 5th percentile of many units timed a few seconds
# apart: a low percentile, as disturbances only ever slow it down). Measure it again if the unit's game changes.
REFERENCE_UNIT_MS = 11.3


def unit_cpu_ms(repeats: int = 3) -> float:
    """CPU ms of one unit, the best of `repeats` (the least disturbed)."""
    game = games.game_names()[0]
    low, high = games.descriptor(game).seats
    players = max(low, min(high, UNIT_PLAYERS))
    best = math.inf
    for _ in range(max(1, repeats)):
        start = time.process_time()
        for seed in UNIT_SEEDS:
            new_match(game, ["random"] * players, seed, in_place=True).run_agents(max_steps=UNIT_MAX_MOVES)
        best = min(best, (time.process_time() - start) * 1000.0)
    return best


class Speed:
    """The unit timed again right after each decision of at least `RETIME_MS` of CPU (and after the first):
    the machine's speed next to the decisions that matter, without slowing the many cheap ones."""

    RETIME_MS = 10.0

    def __init__(self) -> None:
        self.unit_ms: float | None = None

    def after(self, cpu_ms: float) -> float:
        """The unit's time to judge a decision that took `cpu_ms` of CPU by."""
        if self.unit_ms is None or cpu_ms >= self.RETIME_MS:
            self.unit_ms = unit_cpu_ms(1)
        return self.unit_ms


def factor(unit_ms: float) -> float:
    """How much slower than the quiet machine a run was (> 1: slower) from its unit time."""
    return unit_ms / REFERENCE_UNIT_MS


def at_quiet_speed(cpu_ms: float, speed_factor: float) -> float:
    """A CPU time measured at `speed_factor` as it would be on the quiet machine."""
    return cpu_ms / speed_factor if speed_factor > 0 else cpu_ms
