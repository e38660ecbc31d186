"""How much of the edge over Normal does a player leave? Exact regrets against the best reply, per round.

    python tools/ceiling/regret.py collect --games 40 --seed 1 --out /tmp/regret.pkl
    python tools/ceiling/regret.py score --positions /tmp/regret.pkl --player hard --player normal

A far quieter yardstick than whole games (two-player games spread the lead by ~117k; the edges sought are a
few k a round). `collect` plays Hard against Normal (two players, classic, seeds as `simulate`) and, at each of
Hard's decisions in rounds before the last, asks the exact round solver (`ceiling.py`) for the value of every
legal placement when the player replies best to Normal from there on (money lead, k). `score` lets players
choose at those positions and sums the regret, value of the best placement minus value of the one chosen. By the
performance-difference lemma, regrets summed along a player's own games are exactly the money it leaves against
the best reply (~4.5k a round for Normal); on Hard's positions they rank variants of Hard with little noise.
"""

from __future__ import annotations

import argparse
import json
import math
import pickle
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
sys.path.insert(0, str(HERE))

from ceiling import Solver, counts_of  # noqa: E402

from vegas_desktop.ai.base import decision_seed  # noqa: E402
from vegas_desktop.bench.tournament import game_seed  # noqa: E402
from vegas_desktop.lasvegas.ai.agents import HARD, NORMAL, HardAgent, NormalAgent  # noqa: E402
from vegas_desktop.lasvegas.model import ROUNDS  # noqa: E402
from vegas_desktop.lasvegas.rules import RULES, step  # noqa: E402


def values(solver: Solver, obs: Any, legal: list[Any], seat: int, last: bool = False) -> list[float]:
    """The best reply's money lead (k, for `seat`) after each legal placement, Normal in the other seat; in
    the last round (`last`) its chance to win the game instead (a tie counts a half)."""
    if last:
        solver.solve(obs.bills, 1 - seat, 1, obs.money[0] - obs.money[1])
    else:
        solver.solve(obs.bills, 1 - seat)
    counts = counts_of(obs)
    hands = [len(obs.supply[0]), len(obs.supply[1])]
    out = []
    for action in legal:
        placed = sum(1 for d in obs.throw if d.value == action.value)
        after = [list(counts[0]), list(counts[1])]
        after[seat][action.value - 1] += placed
        left = list(hands)
        left[seat] -= placed
        mover = 1 - seat if left[1 - seat] else seat
        v = solver.value(after, mover)
        out.append(v if seat == 0 else (1.0 - v if last else -v))
    return out


def collect(games: int, seed: int, out: str, last_round: bool = False, by: str = "hard") -> list[dict[str, Any]]:
    solver = Solver()
    rows: list[dict[str, Any]] = []
    for g in range(games):
        gseed = game_seed(seed, g)
        me = g % 2
        hard, normal = make(by, gseed), NormalAgent(gseed + 1)
        state = RULES.initial_state(2, gseed)
        played = [0, 0]
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            if len(legal) == 1:
                action = legal[0]
            else:
                obs = RULES.observe(state, seat)
                agent: Any = hard if seat == me else normal
                agent.reseed(decision_seed(gseed, seat, played[seat]))
                if seat == me and (state.round == ROUNDS) == last_round:
                    rows.append(
                        {
                            "game": g,
                            "round": state.round,
                            "seat": seat,
                            "obs": obs.clone(),
                            "legal": list(legal),
                            "q": values(solver, obs, legal, seat, last_round),
                            "dseed": decision_seed(gseed, seat, played[seat]),
                        }
                    )
                action = agent.choose(RULES, obs, legal, seat)
            step(state, action, [], seat)
            played[seat] += 1
        with open(out, "wb") as fh:  # after every game, so a long collection can be scored while it runs
            pickle.dump(rows, fh)
        print(f"game {g}: {len(rows)} positions", file=sys.stderr)
    return rows


def make(player: str, seed: int) -> Any:
    """A player by name: hard, normal, or hard:key=value,... (fields of its level's config: hard:max_samples=960)."""
    name, _, params = player.partition(":")
    kwargs: dict[str, Any] = {}
    for item in filter(None, params.split(",")):
        key, _, raw = item.partition("=")
        kwargs[key] = float(raw) if "." in raw else (int(raw) if raw.lstrip("-").isdigit() else raw)
    if name == "normal":
        return NormalAgent(seed, replace(NORMAL, **kwargs))
    if name == "hard":
        return HardAgent(seed, replace(HARD, **kwargs))
    raise SystemExit(f"unknown player {player!r}")


def score(rows: list[dict[str, Any]], player: str) -> dict[str, Any]:
    agent = make(player, 0)
    regrets = []
    times = []
    for row in rows:
        agent.reseed(row["dseed"])
        t0 = time.process_time()
        choice = agent.choose(RULES, row["obs"], row["legal"], row["seat"])
        times.append(1000.0 * (time.process_time() - t0))
        q = row["q"]
        regrets.append(max(q) - q[row["legal"].index(choice)])
    rounds = len({(r["game"], r["round"]) for r in rows})
    mean = sum(regrets) / len(regrets)
    sd = math.sqrt(sum((x - mean) ** 2 for x in regrets) / max(1, len(regrets) - 1))
    per_round = sum(regrets) / rounds
    se_round = sd * math.sqrt(len(regrets)) / rounds
    return {
        "player": player,
        "positions": len(regrets),
        "rounds": rounds,
        "unit": "win chance" if rows[0]["round"] == ROUNDS else "k",
        "regret_per_round": round(per_round, 4),
        "se": round(se_round, 4),
        "best_share": round(sum(1 for x in regrets if x < 1e-6) / len(regrets), 3),
        "cpu_ms_mean": round(sum(times) / len(times), 1),
        "cpu_ms_p95": round(sorted(times)[int(0.95 * (len(times) - 1))], 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=20)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--out", required=True)
    c.add_argument("--by", default="hard", help="who plays the positions' seat (a player as for score)")
    c.add_argument("--last", action="store_true", help="the last round's decisions, valued as the chance to win")
    s = sub.add_parser("score")
    s.add_argument("--positions", required=True)
    s.add_argument("--player", action="append", required=True)
    args = parser.parse_args()
    if args.command == "collect":
        rows = collect(args.games, args.seed, args.out, args.last, args.by)
        print(json.dumps({"positions": len(rows), "games": args.games, "seed": args.seed}))
    else:
        with open(args.positions, "rb") as fh:
            rows = pickle.load(fh)
        for player in args.player:
            print(json.dumps(score(rows, player)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
