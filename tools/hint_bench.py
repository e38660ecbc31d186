"""How long "What would Hard do?" takes, per game: wall-clock seconds of the hint at a player's decisions in
self-play (Hard's choice plus the estimates, as the table's background thread runs it), and of a whole game's
review. Prints one JSON object. Usage: python tools/hint_bench.py [--decisions N] [--games lasvegas,royale]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from vegas_desktop.advice import hint, review
from vegas_desktop.ai.base import decision_seed
from vegas_desktop.match import new_match

GAMES = ("lasvegas", "royale", "cards", "cashrun")


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def bench(game: str, decisions: int, seed: int = 1) -> dict[str, object]:
    seats = 4 if game == "cashrun" else 3
    match = new_match(game, ["normal"] * seats, seed)
    times: list[float] = []
    while not match.over and len(times) < decisions:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        if seat == 0 and len(legal) > 1 and match.forced_action(seat) is None:
            start = time.perf_counter()
            hint.compute_hint(game, match.view(seat), legal, seat, decision_seed(match.seed, seat, len(match.log)))
            times.append(time.perf_counter() - start)
        step = match.next_step()
        if step is None:
            break
        match.play(*step)
    out: dict[str, object] = {"hints": len(times)}
    if times:
        out["p50_s"] = round(statistics.median(times), 3)
        out["p95_s"] = round(_percentile(times, 0.95), 3)
        out["max_s"] = round(max(times), 3)
    if game != "cashrun":  # a whole game's review (Cash & Run's games run for hundreds of decisions)
        while not match.over:
            step = match.next_step()
            if step is None:
                break
            match.play(*step)
        start = time.perf_counter()
        review.review(game, seats, match.seed, match.options, list(match.log), 0)
        out["review_s"] = round(time.perf_counter() - start, 2)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decisions", type=int, default=12)
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args()
    print(json.dumps({game: bench(game, args.decisions) for game in args.games.split(",")}, indent=1))


if __name__ == "__main__":
    main()
