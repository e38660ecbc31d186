"""How long Cash & Run games run: turns and rounds over many games of computer players (for the round limit).

    python tools/cashrun_length.py --players 3,4,6 --games 2000 --seats normal [--jobs 2] [--options rounds=0]

Prints one JSON object: per player count, the median, p95 and max of turns and rounds, and how games ended.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vegas_desktop.cashrun import RULES, parse_options  # noqa: E402
from vegas_desktop.cashrun.rules import step  # noqa: E402
from vegas_desktop.games import make_agent  # noqa: E402
from vegas_desktop.tournament import game_seed  # noqa: E402

MAX_DECISIONS = 200_000  # a safety bound: a game still running after this many decisions is reported as such


def _play(job: tuple[int, str, int, list[int], str]) -> list[tuple[int, int, str]]:
    players, kind, seed, indices, options_text = job
    options = parse_options(options_text)
    out = []
    for g in indices:
        gseed = game_seed(seed, g)
        agents = [make_agent("cashrun", kind, gseed + 101 * s) for s in range(players)]
        state = RULES.initial_state(players, gseed, options)
        events: list = []
        for _ in range(MAX_DECISIONS):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            action = (
                legal[0] if len(legal) == 1 else agents[seat].choose(RULES, RULES.observe(state, seat), legal, seat)
            )
            step(state, action, events, seat)
            events.clear()
        if not RULES.is_over(state):
            how = "unfinished"
        elif state.laps or sum(state.alive) > 1:
            how = "limit" if options.round_limit and state.round > options.round_limit else "final lap"
        else:
            how = "last standing"
        out.append((state.turns, state.round, how))
    return out


def _pct(values: list[int], q: float) -> int:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", default="3,4,6")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--options", default="")
    args = parser.parse_args(argv)
    report = {}
    for n in (int(x) for x in args.players.split(",")):
        indices = list(range(args.games))
        work = [(n, args.seats, args.seed, indices[k :: args.jobs], args.options) for k in range(args.jobs)]
        if args.jobs == 1:
            rows = _play(work[0])
        else:
            with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
                rows = [r for part in pool.map(_play, work) for r in part]
        turns = [r[0] for r in rows]
        rounds = [r[1] for r in rows]
        ends: dict[str, int] = {}
        for r in rows:
            ends[r[2]] = ends.get(r[2], 0) + 1
        report[str(n)] = {
            "games": len(rows),
            "turns": {"median": _pct(turns, 0.5), "p95": _pct(turns, 0.95), "max": max(turns)},
            "rounds": {"median": _pct(rounds, 0.5), "p95": _pct(rounds, 0.95), "max": max(rounds)},
            "ended_by": ends,
        }
    print(json.dumps({"seats": args.seats, "options": args.options, "by_players": report}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
