"""Values of every searched move against the one a search chose, from the samples they share.

A search that compares moves on common random numbers (sample `j` throws the same dice for every move) knows each
move best as a paired difference to the chosen one. Reporting a move as `chosen's mean - mean difference on the
samples both have` keeps a move dropped early (successive halving) comparable with the chosen one, and its
standard error is the uncertainty of that gap.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from vegas_desktop.ai.appraisal import Unit

# % : below this chance to win for the move played, a last round is a lost cause, appraised by money instead
LOST_CHANCE = 1.0


def chance_open(wins: Sequence[Sequence[float]], chosen: int) -> bool:
    """Whether a last round reads as a chance to win (each sample 100, 0 or a tie's share): the move played still
    has `LOST_CHANCE` % or more (it tops what is shown) and not every move wins for sure."""
    played = wins[chosen]
    means = [sum(w) / len(w) for w in wins if w]
    return bool(played) and sum(played) / len(played) >= LOST_CHANCE and min(means) < 100.0


def shown_values(samples: Sequence[Sequence[float]], chosen: int, unit: Unit) -> list[tuple[float, float]]:
    """`paired_values`, and a chance kept within 0-100% (a paired estimate on few common samples may stray past)."""
    valued = paired_values(samples, chosen)
    if unit is Unit.WIN_CHANCE:
        valued = [(min(100.0, max(0.0, v)), s) for v, s in valued]
    return valued


def paired_values(samples: Sequence[Sequence[float]], chosen: int) -> list[tuple[float, float]]:
    """(value, spread) of each move: the chosen move's mean, and for every other move that mean less the paired mean
    difference on their common samples, with one standard error of that difference as its spread (0 for the
    chosen move, `math.inf` for a move with fewer than two common samples).

    A move the search did not choose is never shown above the chosen one: where its common samples put it ahead
    (a gate that keeps a default move unless another is clearly better, or a budget ending a halving round
    midway), it is shown level with the chosen move, which its spread then marks as about equal."""
    own = samples[chosen]
    top = sum(own) / len(own) if own else 0.0
    out: list[tuple[float, float]] = []
    for c, values in enumerate(samples):
        if c == chosen:
            out.append((top, 0.0))
            continue
        n = min(len(own), len(values))
        if n == 0:
            out.append((top, math.inf))
            continue
        diffs = [own[j] - values[j] for j in range(n)]
        mean = sum(diffs) / n
        spread = math.inf
        if n >= 2:
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            spread = math.sqrt(var / n)
        out.append((top - max(0.0, mean), spread))
    return out
