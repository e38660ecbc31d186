"""The hint's speed and the ★'s stability, per game with a judge.

Positions are a player's decisions (seat 0, more than one choice) in self-play at the app's default table (four
seats of Normal, fewer where the game seats fewer), taken from several games. At each position the hint is asked
as the table asks it (the judge on the seat's observation, seeded as the match seeds that decision): its wall
time is measured. The judge is asked again with another seed: the ★ is *stable* where both give the same top,
counted among the positions where the first appraisal's top two differ by more than their uncertainty (where they
do not, the hint shows them as about equal). Prints one JSON object.

Usage: python tools/hint_bench.py [--positions 200] [--games lasvegas,royale] [--test-game]
(--test-game registers the test-only fifth game from tests/ and benches it too.)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from vegas_desktop import games
from vegas_desktop.advice import hint
from vegas_desktop.ai.base import decision_seed
from vegas_desktop.match import new_match

OTHER_SEED = 0x5EED  # the second asking's seed is the decision's seed mixed with this


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def positions(game: str, count: int, first_seed: int = 1) -> list[tuple[Any, list[Any], int, int]]:
    """(view, legal, seat, seed) at `count` decisions of seat 0, spread over games (every third decision)."""
    lo, hi = games.descriptor(game).seats
    seats = max(lo, min(4, hi))
    found: list[tuple[Any, list[Any], int, int]] = []
    seed = first_seed
    while len(found) < count and seed < first_seed + 10 * count:
        match = new_match(game, ["normal"] * seats, seed)
        mine = 0
        for _ in range(20_000):  # a game ends; the bound keeps a broken one from hanging the bench
            if match.over or len(found) >= count:
                break
            seat = match.to_act()[0]
            legal = match.legal(seat)
            if seat == 0 and len(legal) > 1 and match.forced_action(seat) is None:
                if mine % 3 == 0:
                    found.append((match.view(0), legal, 0, hint.seed_for(match.seed, 0, match.played(0))))
                mine += 1
            step = match.next_step()
            if step is None:
                break
            match.play(*step)
        seed += 1
    return found


def bench(game: str, count: int) -> dict[str, object]:
    times: list[float] = []
    decisive = same = 0
    for view, legal, seat, seed in positions(game, count):
        start = time.perf_counter()
        shown = hint.compute_hint(game, view, legal, seat, seed)
        times.append(time.perf_counter() - start)
        appraisal = shown.appraisal
        if len(appraisal.moves) < 2 or appraisal.about_equal(appraisal.moves[1].action):
            continue
        decisive += 1
        again = hint.appraise(game, view, legal, seat, decision_seed(seed, OTHER_SEED, 0))
        same += again.best.action == appraisal.best.action
    out: dict[str, object] = {"positions": len(times)}
    if times:
        out["hint_p50_s"] = round(statistics.median(times), 3)
        out["hint_p95_s"] = round(_percentile(times, 0.95), 3)
        out["hint_max_s"] = round(max(times), 3)
    out["decisive_positions"] = decisive
    out["star_stable_share"] = round(same / decisive, 3) if decisive else None
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--games", default="")
    parser.add_argument("--test-game", action="store_true")
    args = parser.parse_args()
    if args.positions < 1:
        parser.error("--positions must be at least 1")
    if args.test_game:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
        from fifth_game import register

        register()
    names = [g for g in args.games.split(",") if g] or list(games.game_names())
    unknown = [g for g in names if g not in games.game_names()]
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)}; choose from {', '.join(games.game_names())}")
    report: dict[str, object] = {}
    for game in names:
        if games.descriptor(game).judge is None:
            report[game] = "no judge: no hint"
            continue
        report[game] = bench(game, args.positions)
        print(json.dumps({game: report[game]}), file=sys.stderr, flush=True)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
