"""Majority ranking where equal entries cancel each other, as every Las Vegas game scores."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from typing import TypeVar

P = TypeVar("P", bound=Hashable)


def rank_cancelling(keys: Mapping[P, tuple | int]) -> tuple[list[P], list[list[P]]]:
    """Rank entries by key, highest first, after removing every group with an equal key.

    Returns (ranking, cancelled_groups). Entries with a falsy key (0 dice) take no part.
    """
    present = {p: k for p, k in keys.items() if k}
    tally = Counter(present.values())
    cancelled: dict = {}
    ranking: list[P] = []
    for p, k in present.items():
        if tally[k] > 1:
            cancelled.setdefault(k, []).append(p)
        else:
            ranking.append(p)
    ranking.sort(key=lambda p: present[p], reverse=True)
    groups = [cancelled[k] for k in sorted(cancelled, reverse=True)]
    return ranking, groups


def final_standings(money: list[int], bills: list[int]) -> list[list[int]]:
    """Seats grouped by final place: most money, then more bills; groups of several share the place."""
    keyed: dict[tuple[int, int], list[int]] = {}
    for seat, key in enumerate(zip(money, bills, strict=True)):
        keyed.setdefault(key, []).append(seat)
    return [keyed[k] for k in sorted(keyed, reverse=True)]
