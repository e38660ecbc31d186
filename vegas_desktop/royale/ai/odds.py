"""Exact odds the Royale players share: two-dice sums and the best Fifty Fifty play (no imports of the
players themselves, so the agents, the search and the play-out model can all use them without a circle)."""

from __future__ import annotations

from functools import cache

from vegas_desktop.royale.model import FIFTY_REWARDS


def _sum_prob() -> dict[int, float]:
    probs: dict[int, float] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            probs[a + b] = probs.get(a + b, 0.0) + 1 / 36
    return probs


_SUMS = _sum_prob()


@cache
def fifty_value(field: int, total: int) -> tuple[float, str]:
    """Best expected reward of a Fifty Fifty run at `field` with last sum `total`, and the call to make."""
    stop = float(FIFTY_REWARDS[field])
    if field >= 7:
        return stop, "stop"
    best, call = stop, "stop"
    for c in ("higher", "lower"):
        ev = sum(
            p * fifty_value(field + 1, t)[0] for t, p in _SUMS.items() if (t > total if c == "higher" else t < total)
        )
        if ev > best:
            best, call = ev, c
    return best, call
