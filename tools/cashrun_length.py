"""How long Cash & Run games run: rounds and turns over many games of computer players, without the round limit.

    nice -n 19 python tools/cashrun_length.py --players 3,4,5,6 --games 1000 --seats normal [--jobs 2] [--cap 500]

Every game is played through the one driver (`Match`) as `simulate` plays it. A game still running after `--cap`
rounds (a safety cap of the measurement, not a rule) is stopped and counted as unfinished, never as a win: it
counts as longer than the cap in the percentiles, which then read '>cap' where they reach one. Prints one JSON
object: per player count the median, p95, p99 and max of rounds and turns, how the games ended, and how many never
ended within the cap. `OFFER_AFTER_ROUNDS` (vegas_desktop/cashrun/options.py) holds the p99 of rounds.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vegas_desktop.bench.tournament import game_seed  # noqa: E402
from vegas_desktop.cashrun import parse_options  # noqa: E402
from vegas_desktop.match import new_match  # noqa: E402

Job = tuple[int, str, int, list[int], str, int]


def _play(job: Job) -> list[tuple[int, int, str]]:
    """(rounds, turns, how it ended) per game; rounds is cap + 1 for a game the cap stopped."""
    players, kind, seed, indices, options_text, cap = job
    options = parse_options(options_text)
    out = []
    for g in indices:
        match = new_match("cashrun", [kind] * players, game_seed(seed, g), options, in_place=True)
        state = match.state
        while not match.over and state.round <= cap:
            step = match.next_step()
            if step is None:  # pragma: no cover - computer seats only: somebody always acts
                break
            match.play(*step)
        if not match.over:
            out.append((cap + 1, state.turns, "unfinished"))
        elif state.agreed_end or (options.round_limit and state.round > options.round_limit):
            out.append((state.round, state.turns, "round limit"))
        elif sum(state.alive) == 1:
            out.append((state.round, state.turns, "last standing"))
        else:
            out.append((state.round, state.turns, "final lap"))
    return out


def _pct(values: list[int], q: float, cap: int | None = None) -> int | str:
    """The q-quantile (nearest rank); '>cap' when it falls on a game the cap stopped."""
    ordered = sorted(values)
    v = ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]
    return f">{cap}" if cap is not None and v > cap else v


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--players", default="3,4,6")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--options", default="")
    parser.add_argument("--cap", type=int, default=500, help="stop a game after this many rounds (unfinished)")
    args = parser.parse_args(argv)
    report: dict[str, object] = {}
    for n in (int(x) for x in args.players.split(",")):
        start = time.perf_counter()
        indices = list(range(args.games))
        work: list[Job] = [(n, args.seats, args.seed, indices[k :: args.jobs], args.options, args.cap)
                           for k in range(args.jobs)]  # fmt: skip
        if args.jobs == 1:
            rows = _play(work[0])
        else:
            with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
                rows = [r for part in pool.map(_play, work) for r in part]
        rounds = [r[0] for r in rows]
        turns = [r[1] for r in rows]
        ends: dict[str, int] = {}
        for r in rows:
            ends[r[2]] = ends.get(r[2], 0) + 1
        report[str(n)] = {
            "games": len(rows),
            "rounds": {
                "median": _pct(rounds, 0.5, args.cap),
                "p95": _pct(rounds, 0.95, args.cap),
                "p99": _pct(rounds, 0.99, args.cap),
                "max": _pct(rounds, 1.0, args.cap),
            },
            "turns": {"median": _pct(turns, 0.5), "p95": _pct(turns, 0.95), "p99": _pct(turns, 0.99)},
            "ended_by": ends,
            "unfinished_within_cap": ends.get("unfinished", 0),
            "seconds": round(time.perf_counter() - start, 1),
        }
    print(json.dumps({"seats": args.seats, "options": args.options, "cap_rounds": args.cap, "by_players": report}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
