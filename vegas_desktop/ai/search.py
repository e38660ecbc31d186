"""Game-agnostic search helpers: flat Monte Carlo with successive halving under a sample and time budget.

A game plugs in by providing `simulate(candidate, sample) -> utility`. Sample `j` should use the same chance
(common random numbers) for every candidate, so candidates are compared on the same dice and the paired
differences have far less noise than independent runs would.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

# Wall-clock safety caps stop a search on a badly overloaded machine, which makes a seeded choice depend on the
# machine's load. `simulate` and tests turn them off so the sample counts alone decide (same seed, same games on any
# machine); the app keeps them as a fallback and counts how often they fire.
_caps_on = True
cap_fired = 0


def set_safety_caps(on: bool) -> None:
    global _caps_on
    _caps_on = on


def safety_caps_on() -> bool:
    return _caps_on


def over_cap(elapsed: float, cap: float) -> bool:
    """True when a safety cap stops a search now (never while caps are off); counted in `cap_fired`."""
    global cap_fired
    if _caps_on and elapsed > cap:
        cap_fired += 1
        return True
    return False


def successive_halving(
    candidates: int,
    simulate: Callable[[int, int], float],
    max_samples: int,
    time_budget: float,
    *,
    first_round: int = 8,
    clock: Callable[[], float] = time.perf_counter,
    values: list[list[float]] | None = None,
) -> tuple[int, int]:
    """Pick the candidate with the best mean utility; returns (index, samples used).

    Rounds give every surviving candidate the same number of samples, then drop the worse half. A round
    also stops early when the leader is clearly ahead (paired difference beyond ~3 standard errors), so
    obvious choices cost little. Never runs past `max_samples` in total or past `time_budget` seconds
    (checked between samples); a sample budget alone keeps the choice deterministic. `values`, when given (one
    empty list per candidate), receives every candidate's utilities by sample, for an appraisal of all of them.
    """
    if candidates <= 1:
        return 0, 0
    start = clock()
    alive = list(range(candidates))
    if values is None:
        values = [[] for _ in range(candidates)]
    used = 0
    per = max(2, first_round)
    while len(alive) > 1:
        for j in range(len(values[alive[0]]), per):
            for c in alive:
                if used >= max_samples or over_cap(clock() - start, time_budget):
                    return _best(alive, values), used
                values[c].append(simulate(c, j))
                used += 1
        alive.sort(key=lambda c: -_mean(values[c]))
        if clearly_ahead(values[alive[0]], values[alive[1]]):
            return alive[0], used
        if len(alive) > 2:
            alive = alive[: max(2, math.ceil(len(alive) / 2))]
        per *= 2
    return _best(alive, values), used


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else -math.inf


def _best(alive: list[int], values: list[list[float]]) -> int:
    counted = [c for c in alive if values[c]]
    if not counted:
        return alive[0]
    most = max(len(values[c]) for c in counted)
    return max((c for c in counted if len(values[c]) == most), key=lambda c: _mean(values[c][:most]))


def clearly_ahead(a: list[float], b: list[float], z: float = 3.0, min_pairs: int = 8) -> bool:
    """Paired test on common samples (the first min(len) of each): is mean(a - b) more than z standard errors
    above zero? Fewer than `min_pairs` pairs (at least 2 for a standard error) never are."""
    n = min(len(a), len(b))
    if n < max(2, min_pairs):
        return False
    diffs = [a[i] - b[i] for i in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    if var == 0:
        return mean > 0
    return mean > z * math.sqrt(var / n)
