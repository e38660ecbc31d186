"""The seeded RNG kept in a Las Vegas state: a `random.Random` whose whole state is one 64-bit integer.

Search and `apply` copy states all the time; copying a Mersenne Twister costs ~25 us, this one ~1 us.
SplitMix64 (Steele, Lea, Flood 2014) is plenty for dice and shuffles and is fully reproducible from the seed.
"""

from __future__ import annotations

import random

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class DiceRng(random.Random):
    """SplitMix64 behind the `random.Random` interface (getstate/setstate give one int)."""

    _s: int

    def seed(self, a: object = None, version: int = 2) -> None:  # called by random.Random.__init__
        if a is None:
            a = 0
        if not isinstance(a, int):
            a = int.from_bytes(str(a).encode(), "big")
        self._s = a & _MASK
        self.gauss_next = None

    def _next(self) -> int:
        s = (self._s + _GOLDEN) & _MASK
        self._s = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        return (self._next() >> 11) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k: int) -> int:
        if k <= 64:
            return self._next() >> (64 - k) if k else 0
        words = [self._next() for _ in range((k + 63) // 64)]
        value = 0
        for w in words:
            value = (value << 64) | w
        return value >> (64 * len(words) - k)

    def randint(self, a: int, b: int) -> int:
        """Fast path for dice: multiply-shift (bias below 2**-58 for small ranges)."""
        return a + ((self._next() * (b - a + 1)) >> 64)

    def dice(self, count: int) -> list[int]:
        """`count` die faces 1-6, up to 16 per 64-bit draw (fractional multiply: ~2.6 bits used per die)."""
        if count > 16:
            return self.dice(16) + self.dice(count - 16)
        s = (self._s + _GOLDEN) & _MASK
        self._s = s
        x = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
        x ^= x >> 31
        faces = []
        for _ in range(count):
            x *= 6
            faces.append((x >> 64) + 1)
            x &= _MASK
        return faces

    def getstate(self) -> int:  # type: ignore[override]
        return self._s

    def setstate(self, state: int) -> None:  # type: ignore[override]
        self._s = state

    def copy(self) -> DiceRng:
        twin = DiceRng.__new__(DiceRng)
        twin._s = self._s
        return twin

    def __reduce__(self) -> tuple:
        return (DiceRng, (), self._s)

    def __setstate__(self, state: int) -> None:
        self._s = state


def roll_faces(rng: random.Random, count: int) -> list[int]:
    """Die faces from the state's RNG (fast for DiceRng, plain randint for any other Random)."""
    if isinstance(rng, DiceRng):
        return rng.dice(count)
    if type(rng) is random.Random:  # play-outs: randint(1, 6)'s own draws (3 bits, redrawn above 5), inlined
        bits = rng.getrandbits
        faces: list[int] = []
        while len(faces) < count:
            r = bits(3)
            if r < 6:
                faces.append(r + 1)
        return faces
    return [rng.randint(1, 6) for _ in range(count)]


def make_dice_rng(seed: int) -> DiceRng:
    return DiceRng(seed)


def copy_rng(rng: random.Random) -> random.Random:
    """A private copy of any RNG a state may hold (ours is cheap; a plain Random is cloned)."""
    if isinstance(rng, DiceRng):
        return rng.copy()
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin
