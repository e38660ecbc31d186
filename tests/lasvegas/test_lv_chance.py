"""The state's RNG: reproducible, copyable without sharing, fair enough for dice."""

from __future__ import annotations

import pickle
import random
from collections import Counter

from vegas_desktop.lasvegas.chance import DiceRng, copy_rng, roll_faces


def test_same_seed_same_sequence_and_copies_are_independent():
    a, b = DiceRng(42), DiceRng(42)
    assert a.dice(8) == b.dice(8) and a.randint(1, 6) == b.randint(1, 6)
    twin = copy_rng(a)
    first = twin.dice(8)
    assert a.dice(8) == first  # drawing from the copy did not move the original
    assert DiceRng(1).dice(12) != DiceRng(2).dice(12)


def test_state_round_trips_through_getstate_and_pickle():
    rng = DiceRng(7)
    rng.dice(3)
    saved = rng.getstate()
    ahead = rng.dice(5)
    rng.setstate(saved)
    assert rng.dice(5) == ahead
    rng.setstate(saved)
    assert pickle.loads(pickle.dumps(rng)).dice(5) == ahead


def test_faces_are_in_range_and_roughly_uniform():
    rng = DiceRng(3)
    faces = Counter(f for _ in range(6000) for f in rng.dice(10))
    assert set(faces) == {1, 2, 3, 4, 5, 6}
    assert all(9000 < n < 11000 for n in faces.values())  # 10000 expected, sd ~91
    assert len(rng.dice(40)) == 40 and all(1 <= f <= 6 for f in rng.dice(40))


def test_shuffle_and_randrange_work_through_the_random_interface():
    rng = DiceRng(5)
    items = list(range(54))
    rng.shuffle(items)
    assert sorted(items) == list(range(54)) and items != list(range(54))
    assert {rng.randrange(6) for _ in range(200)} == set(range(6))


def test_a_plain_random_is_accepted_too():
    plain = random.Random(9)
    twin = copy_rng(plain)
    assert roll_faces(plain, 6) == roll_faces(twin, 6)


def test_a_plain_random_throws_the_faces_randint_would():
    """Play-outs roll with a plain Random through an inlined draw: the same faces, and the same generator
    state after them, as `randint(1, 6)` die by die."""
    for seed in range(300):
        fast, slow = random.Random(seed), random.Random(seed)
        for count in (1, 2, 5, 8, 16):
            assert roll_faces(fast, count) == [slow.randint(1, 6) for _ in range(count)]
        assert fast.getstate() == slow.getstate()
