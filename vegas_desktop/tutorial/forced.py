"""Chance forced to a script, through the games' own generator.

The rules draw everything from the `random.Random` kept in their state, and a state's copy carries the
generator's exact Mersenne Twister state along. So a lesson does not change a line of the rules: just before an
action whose chance it scripts, it puts into the state a generator whose next 32-bit outputs are chosen so that
Python's own `randint`, `randrange`, `shuffle` and `sample` come out as the lesson needs. MT19937 hands out
`temper(mt[i])` for i = 0, 1, ... after a state with index 0, and tempering is invertible, so the state words
are the untempered wanted outputs. After the scripted draws it goes on from a seeded, ordinary state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

_N = 624
_MASK32 = 0xFFFFFFFF


def _undo_right(y: int, shift: int) -> int:
    result = y
    for _ in range(32 // shift + 1):
        result = y ^ (result >> shift)
    return result & _MASK32


def _undo_left(y: int, shift: int, mask: int) -> int:
    result = y
    for _ in range(32 // shift + 1):
        result = y ^ ((result << shift) & mask)
    return result & _MASK32


def untemper(y: int) -> int:
    """The state word that MT19937 tempers into the output `y`."""
    y = _undo_right(y, 18)
    y = _undo_left(y, 15, 0xEFC60000)
    y = _undo_left(y, 7, 0x9D2C5680)
    return _undo_right(y, 11)


def forced_random(words: Sequence[int], seed: int = 0) -> random.Random:
    """A generator whose next outputs of `getrandbits(32)` are `words` (at most 600), then a seeded sequence."""
    if len(words) > _N - 24:
        raise ValueError("too many forced draws for one generator")
    base = random.Random(seed)
    state: tuple[Any, ...] = base.getstate()
    mt = list(state[1][:_N])
    for i, w in enumerate(words):
        mt[i] = untemper(w & _MASK32)
    rng = random.Random()
    rng.setstate((state[0], (*mt, 0), state[2]))
    return rng


# -- the words for Python's own draws ---------------------------------------------------------------------
def below(n: int, r: int) -> int:
    """The word that makes `_randbelow(n)` (randrange, randint, choice, shuffle, sample) give `r`."""
    if not 0 <= r < n:
        raise ValueError(f"{r} is not below {n}")
    k = n.bit_length()
    return r << (32 - k)


def dice(*faces: int) -> list[int]:
    """Words for `randint(1, 6)` once per face."""
    return [below(6, f - 1) for f in faces]


def randint(a: int, b: int, value: int) -> int:
    return below(b - a + 1, value - a)


def shuffle_to(source: Sequence[Any], target: Sequence[Any]) -> list[int]:
    """Words that make `shuffle(list(source))` give `target` (the same items in another order)."""
    work = list(source)
    if sorted(map(repr, work)) != sorted(map(repr, target)):
        raise ValueError("a shuffle keeps the same items")
    words = []
    for i in reversed(range(1, len(work))):
        j = next(k for k in range(i + 1) if work[k] == target[i])
        words.append(below(i + 1, j))
        work[i], work[j] = work[j], work[i]
    return words


def sample_picks(population_size: int, picks: Sequence[int]) -> list[int]:
    """Words that make `sample(population, k)` (its pool method, small populations) pick the items at
    positions `picks` in that order."""
    pool = list(range(population_size))
    words = []
    for i, want in enumerate(picks):
        j = pool.index(want)
        words.append(below(population_size - i, j))
        pool[j] = pool[population_size - i - 1]
    return words
