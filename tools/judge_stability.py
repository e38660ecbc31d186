"""How stable is a game's judge? Its ★ asked with two seeds at the same positions. Prints one JSON object.

    python tools/judge_stability.py --game lasvegas --positions 100
    python tools/judge_stability.py --game royale --options boards=3 --positions 100

Positions are decisions with a choice from games of four Normal players (the app's default table: one person
and three Normal), taken at random. At each the descriptor's judge (Hard) appraises every move with seed A and
with seed B. "clear" positions are those where seed A's top two differ by more than EQUAL_Z times the second's
spread: there the ★ should not move with the seed. Also the decision's CPU time (both appraisals).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from vegas_desktop.ai import search
from vegas_desktop.ai.appraisal import EQUAL_Z
from vegas_desktop.games import descriptor, game_names, make_agent, parse_options, rules_for


def stability(game: str, positions: int, options: str = "", players: int = 4, seed: int = 1) -> dict[str, object]:
    rules = rules_for(game)
    judge_of = descriptor(game).judge
    if judge_of is None:
        raise SystemExit(f"{game} has no judge")
    rng = random.Random(seed)
    same = clear = clear_same = units = 0
    cpu: list[float] = []
    asked = 0
    for g in range(10_000):
        if asked >= positions:
            break
        state = rules.initial_state(players, seed * 1000 + g, parse_options(game, options))
        normal = [make_agent(game, "normal", seed * 1000 + g + s) for s in range(players)]
        for _ in range(5000):
            if rules.is_over(state) or asked >= positions:
                break
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            view = rules.observe(state, seat)
            if len(legal) > 1 and rng.random() < 0.15:
                t0 = time.thread_time()
                a = judge_of(rng.getrandbits(32)).appraise(rules, view, legal, seat)
                b = judge_of(rng.getrandbits(32)).appraise(rules, view, legal, seat)
                cpu.append((time.thread_time() - t0) * 500.0)  # ms per appraisal
                asked += 1
                units += a.unit.value == "win_chance"
                same += a.best.action == b.best.action
                second = a.moves[1] if len(a.moves) > 1 else None
                if second is not None and a.best.value - second.value > EQUAL_Z * second.spread:
                    clear += 1
                    clear_same += a.best.action == b.best.action
            state, _ = rules.apply(state, normal[seat].choose(rules, view, legal, seat), seat)
    cpu.sort()
    return {
        "game": game,
        "options": options,
        "positions": asked,
        "same_top_pct": round(100.0 * same / max(1, asked), 1),
        "clear_positions": clear,
        "same_top_where_clear_pct": round(100.0 * clear_same / max(1, clear), 1),
        "win_chance_positions": units,
        "appraisal_cpu_ms_median": round(statistics.median(cpu), 1) if cpu else 0.0,
        "appraisal_cpu_ms_p95": round(cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))], 1) if cpu else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=game_names(), default="lasvegas")
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--options", default="")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    search.set_safety_caps(False)  # the sample counts alone decide
    print(json.dumps(stability(args.game, max(1, args.positions), args.options, args.players, args.seed)))


if __name__ == "__main__":
    main()
