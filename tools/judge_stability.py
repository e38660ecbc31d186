"""How stable a game's judge is: on random positions, is its ★ the same when asked with another seed, where its top
two differ by more than EQUAL_Z times their uncertainty? Prints one JSON line per game.

    .venv/bin/python tools/judge_stability.py --game cards --positions 100
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from vegas_desktop.ai import search
from vegas_desktop.ai.appraisal import EQUAL_Z, Appraisal
from vegas_desktop.games import descriptor


def positions(game: str, count: int, seed: int, players: int) -> list[tuple[Any, int, list[Any]]]:
    """`count` positions (state, seat, legal) with more than one legal choice, from games Normal seats play,
    each taken at a random point."""
    d = descriptor(game)
    rules = d.rules
    rng = random.Random(seed)
    found: list[tuple[Any, int, list[Any]]] = []
    g = 0
    while len(found) < count:
        state = rules.initial_state(players, seed * 1000 + g)
        agents = [d.make_agent("normal", seed + g * 7 + s) for s in range(players)]
        g += 1
        stop = rng.random()
        steps = 0
        while not rules.is_over(state) and len(found) < count and steps < 5000:
            steps += 1
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            if len(legal) > 1 and rng.random() < 0.08 * (0.5 + stop):
                found.append((state, seat, legal))
                break
            action = agents[seat].choose(rules, rules.observe(state, seat), legal, seat) if len(legal) > 1 else legal[0]
            state, _ = rules.apply(state, action, seat)
    return found


def separated(a: Appraisal[Any]) -> bool:
    """The judge's top two differ by more than its uncertainty."""
    if len(a.moves) < 2:
        return False
    second = a.moves[1]
    gap = a.best.value - second.value
    return gap > EQUAL_Z * second.spread and gap > 1e-9


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    d = descriptor(args.game)
    if d.judge is None:
        raise SystemExit(f"{args.game} has no judge")
    search.set_safety_caps(False)
    rules = d.rules
    apart = same = 0
    cpu: list[float] = []
    for state, seat, legal in positions(args.game, args.positions, args.seed, args.players):
        view = rules.observe(state, seat)
        start = time.process_time()
        first = d.judge(11).appraise(rules, view, legal, seat)
        cpu.append(1000 * (time.process_time() - start))
        if not separated(first):
            continue
        apart += 1
        same += d.judge(12).appraise(rules, view, legal, seat).best.action == first.best.action
    cpu.sort()
    print(json.dumps({
        "game": args.game, "positions": args.positions, "separated": apart, "same_star": same,
        "stable": round(same / apart, 3) if apart else None,
        "appraise_cpu_ms_p95": round(cpu[int(0.95 * (len(cpu) - 1))], 1) if cpu else None,
    }))  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
