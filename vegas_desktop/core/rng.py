"""Seeded chance kept inside the game state, so apply() stays replayable from seed + actions."""

from __future__ import annotations

import random


def make_rng(seed: int) -> random.Random:
    """A private generator; never use the module-level `random` in rules code."""
    return random.Random(seed)


def clone_rng(rng: random.Random) -> random.Random:
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy


def roll(rng: random.Random, count: int) -> list[int]:
    return [rng.randint(1, 6) for _ in range(count)]
