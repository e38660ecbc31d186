"""The game-agnostic search helper: budgets, early stop, picking the best."""

import random

from vegas_desktop.ai.search import successive_halving


def noisy(means, seed=0):
    def simulate(c, j):
        return means[c] + random.Random(seed * 1_000_000 + j).gauss(0, 1.0)  # common noise per sample

    return simulate


def test_picks_best_and_stops_early_when_obvious():
    choice, used = successive_halving(4, noisy([0.0, 5.0, 1.0, 0.5]), max_samples=10_000, time_budget=1e9)
    assert choice == 1
    assert used < 200  # the paired test ends the search long before the sample budget


def test_close_candidates_use_the_whole_sample_budget():
    def simulate(c, j):  # independent noise: no candidate is clearly ahead of another
        return random.Random(c * 7919 + j).gauss(0, 1.0)

    choice, used = successive_halving(3, simulate, max_samples=300, time_budget=1e9)
    assert used == 300
    assert choice in (0, 1, 2)


def test_single_candidate_costs_nothing():
    assert successive_halving(1, lambda c, j: 1 / 0, max_samples=100, time_budget=1.0) == (0, 0)


def test_time_budget_stops_search_on_a_fake_clock():
    ticks = iter(range(10**6))
    calls = []

    def simulate(c, j):
        calls.append((c, j))
        return 0.0

    choice, used = successive_halving(5, simulate, max_samples=10**6, time_budget=50, clock=lambda: float(next(ticks)))
    # One clock read at start and one before each sample: the budget of 50 ticks allows ~50 samples.
    assert used == len(calls)
    assert 45 <= used <= 51
    assert 0 <= choice < 5
