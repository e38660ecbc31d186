"""How well could any player do against Normal in two-player classic Las Vegas? Exact answers per round.

    python tools/ceiling/ceiling.py games  --player best-response --games 400 --seed 1 [--jobs 2]
    python tools/ceiling/ceiling.py rounds --deals 100 --seed 1
    python tools/ceiling/ceiling.py exact  --games 200 --seed 1 [--jobs 2]

`round_solver.c` (built here with the C compiler into tools/ceiling/build/, loaded with ctypes) solves a whole
round exactly: every position, every throw. Players it makes:

- `perfect`: plays each round to maximise its expected money lead against a perfect opponent (minimax
  expectimax), and the last round to maximise its chance to win the game given the lead.
- `best-response`: knows Normal's rule exactly and plays the best reply to it (same objectives). No player wins
  more money from Normal within a round, so its win rate is the practical ceiling for any Hard (only aiming at
  the game's win chance in earlier rounds could add a little: `--round-spread` plays that way).

`games` plays them against Normal through the real rules (seats alternate, seeds as `simulate`) and prints one
JSON object; `rounds` prints the exact value of a round over random deals for each pairing; `exact` gives the
best reply's game win rate with every round's dice summed out exactly (the round's lead distribution under the
solved policies, convolved over the four rounds of a real game's deals), far less noisy than sampled games.
An analysis tool for developers (needs a C compiler and ~150 MB of memory); the game does not use it.
"""

from __future__ import annotations

import argparse
import ctypes
import hashlib
import json
import math
import multiprocessing
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from vegas_desktop.bench.tournament import game_seed, wilson  # noqa: E402
from vegas_desktop.lasvegas.ai.agents import NormalAgent  # noqa: E402
from vegas_desktop.lasvegas.model import BILLS_CLASSIC, DICE_PER_PLAYER, MIN_SUM, ROUNDS  # noqa: E402
from vegas_desktop.lasvegas.rules import RULES, _deal_casino, step  # noqa: E402

SOURCE = HERE / "round_solver.c"
HIST_HALF = 200  # round leads in 10k steps: at most six casinos of 100k + 90k bills
NOBODY, BOTH = -1, 2  # who follows Normal's rule in a solve
SIX = ctypes.c_int * 6


def compiler() -> str | None:
    return os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")


# -O3 and this machine's instructions: a quarter off every solve (the library is built where it runs, never shipped)
FLAGS = ("-O3", "-march=native", "-shared", "-fPIC")


def build() -> Path:
    """Compile the solver once per source version (into tools/ceiling/build/, git-ignored)."""
    cc = compiler()
    if cc is None:
        raise RuntimeError("tools/ceiling needs a C compiler (set CC or install cc)")
    digest = hashlib.sha256(SOURCE.read_bytes() + " ".join(FLAGS).encode()).hexdigest()[:12]
    lib = HERE / "build" / f"round_solver-{digest}.so"
    if not lib.exists():
        lib.parent.mkdir(exist_ok=True)
        tmp = lib.with_suffix(f".{os.getpid()}.tmp")
        subprocess.run([cc, *FLAGS, "-o", str(tmp), str(SOURCE), "-lm"], check=True)
        tmp.replace(lib)
        for old in lib.parent.glob("round_solver-*.so"):
            if old != lib:  # builds of earlier versions of the source
                old.unlink(missing_ok=True)
    return lib


class Solver:
    """The C solver: one solved round at a time (tables of ~150 MB)."""

    def __init__(self) -> None:
        self.lib = ctypes.CDLL(str(build()))
        self.lib.value.restype = ctypes.c_double
        self.lib.normal_score.restype = ctypes.c_double
        self.lib.solve.argtypes = [
            SIX,
            SIX,
            ctypes.c_int,
            ctypes.c_double,
            ctypes.c_int,
            ctypes.c_double,
            ctypes.c_double,
            ctypes.c_int,
        ]
        self.lib.distribution.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_double), ctypes.c_int, ctypes.c_int]
        self.key: tuple[Any, ...] | None = None
        self._distributions: dict[tuple[Any, ...], dict[int, float]] = {}  # a forward pass costs as much as a solve

    def solve(
        self,
        bills: list[list[int]],
        normal: int,
        mode: int = 0,
        lead: float = 0.0,
        spread: float = 0.0,
        endgame: int = 2 * DICE_PER_PLAYER,
    ) -> None:
        """Solve the round with these bills. mode 0: money lead; 1: chance to win given `lead`; 2: the same
        when later rounds add a normal `spread` to the lead. With `normal` one seat, the other replies best
        only once at most `endgame` dice are left in hand (before that it follows Normal's rule too)."""
        key = (tuple(map(tuple, bills)), normal, mode, lead, spread, endgame)
        if key == self.key:
            return
        top, second = _tops(bills)
        if self.lib.solve(SIX(*top), SIX(*second), normal, per_die(bills), mode, float(lead), float(spread), endgame):
            raise MemoryError("round solver: not enough memory for its tables")
        self.key = key

    def distribution(self, bills: list[list[int]], normal: int) -> dict[int, float]:
        """Seat 0's round lead (k) -> its probability, seat 0 throwing first, both seats playing the round's
        solved policies for the money lead (`normal` as in `solve`)."""
        key = (tuple(map(tuple, bills)), normal)
        if key in self._distributions:
            return dict(self._distributions[key])
        self.solve(bills, normal)
        size, offset = 2 * HIST_HALF + 1, HIST_HALF
        hist = (ctypes.c_double * size)()
        code = self.lib.distribution(normal, hist, size, offset)
        if code:
            raise (
                MemoryError("round solver: no memory for the distribution")
                if code == -1
                else RuntimeError("round solver: a lead outside the histogram")
            )
        found = self._distributions[key] = {10 * (j - offset): p for j, p in enumerate(hist) if p > 0}
        return dict(found)

    def value(self, counts: list[list[int]], mover: int) -> float:
        """Seat 0's value of a position (dice per casino per seat) with `mover` to throw."""
        return self.lib.value(SIX(*counts[0]), SIX(*counts[1]), mover)

    def normal_score(self, bills: list[list[int]], counts: list[list[int]], seat: int, face: int, dice: int) -> float:
        """Normal's score (seat's lead) of placing `dice` dice on casino `face` (1-6), as the C port sees it."""
        top, second = _tops(bills)
        return self.lib.normal_score(
            SIX(*top),
            SIX(*second),
            ctypes.c_double(per_die(bills)),
            SIX(*counts[0]),
            SIX(*counts[1]),
            seat,
            face - 1,
            dice,
        )


def _tops(bills: list[list[int]]) -> tuple[list[int], list[int]]:
    return [b[0] if b else 0 for b in bills], [b[1] if len(b) > 1 else 0 for b in bills]


def per_die(bills: list[list[int]]) -> float:
    """Normal's value of a die in hand: die_value 2.0 times the stake over all 16 dice (lasvegas_eval)."""
    return 2.0 * sum(sum(b) for b in bills) / (2 * DICE_PER_PLAYER)


def counts_of(state: Any) -> list[list[int]]:
    counts = [[0] * 6, [0] * 6]
    for c, dice in enumerate(state.casinos):
        for d in dice:
            counts[d.owner][c] += d.weight
    return counts


class SolverAgent:
    """Places by the solved values: `perfect` (minimax) or `best-response` (to Normal in the other seat)."""

    def __init__(self, solver: Solver, kind: str, round_spread: float = 0.0) -> None:
        self.solver = solver
        self.kind = kind
        # > 0: rounds before the last maximise the chance to win the game (later rounds spread the lead by
        # this much each, normal law) instead of the expected money lead.
        self.round_spread = round_spread

    def choose(self, rules: Any, obs: Any, legal: list[Any], seat: int) -> Any:
        if len(legal) == 1:
            return legal[0]
        lead = obs.money[0] - obs.money[1]
        normal = 1 - seat if self.kind == "best-response" else NOBODY
        if obs.round >= ROUNDS:
            self.solver.solve(obs.bills, normal, 1, lead)
        elif self.round_spread > 0:
            self.solver.solve(obs.bills, normal, 2, lead, self.round_spread * math.sqrt(ROUNDS - obs.round))
        else:
            self.solver.solve(obs.bills, normal)
        chance = obs.round >= ROUNDS or self.round_spread > 0
        counts = counts_of(obs)
        hands = [len(obs.supply[0]), len(obs.supply[1])]
        best, best_value = legal[0], -1e18
        for action in legal:
            placed = sum(1 for d in obs.throw if d.value == action.value)
            after = [list(counts[0]), list(counts[1])]
            after[seat][action.value - 1] += placed
            left = list(hands)
            left[seat] -= placed
            mover = 1 - seat if left[1 - seat] else seat
            v = self.solver.value(after, mover)
            if seat == 1:
                v = 1.0 - v if chance else -v
            if v > best_value:
                best, best_value = action, v
        return best


def _play(job: tuple[str, float, int, list[int]]) -> list[dict[str, Any]]:
    kind, spread, seed, indices = job
    solver = Solver()
    rows = []
    for g in indices:
        gseed = game_seed(seed, g)
        me = g % 2
        agents: list[Any] = [None, None]
        agents[me] = SolverAgent(solver, kind, spread)
        agents[1 - me] = NormalAgent(gseed + 101)
        state = RULES.initial_state(2, gseed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            action = (
                legal[0] if len(legal) == 1 else agents[seat].choose(RULES, RULES.observe(state, seat), legal, seat)
            )
            step(state, action, [], seat)
        first = RULES.standings(state)[0]
        win = 1.0 / len(first) if me in first else 0.0
        rows.append({"game": g, "win": win, "lead": state.money[me] - state.money[1 - me]})
    return rows


def games(kind: str, count: int, seed: int, jobs: int, spread: float = 0.0) -> dict[str, Any]:
    indices = list(range(count))
    jobs = max(1, min(jobs, count))
    work = [(kind, spread, seed, indices[k::jobs]) for k in range(jobs)]
    if jobs == 1:
        rows = _play(work[0])
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            rows = [r for part in pool.map(_play, work) for r in part]
    wins = sum(r["win"] for r in rows)
    leads = [r["lead"] for r in rows]
    mean = sum(leads) / count
    sd = (sum((x - mean) ** 2 for x in leads) / max(1, count - 1)) ** 0.5
    lo, hi = wilson(wins, count)
    return {
        "player": kind,
        "round_spread": spread,
        "opponent": "normal",
        "games": count,
        "seed": seed,
        "wins": wins,
        "win_rate": round(wins / count, 4),
        "ci95": [round(lo, 4), round(hi, 4)],
        "mean_lead": round(mean, 2),
        "sd_lead": round(sd, 2),
    }


def deal(rng: random.Random) -> list[list[int]]:
    pile = list(BILLS_CLASSIC)
    rng.shuffle(pile)
    return [_deal_casino(pile, MIN_SUM) for _ in range(6)]


def rounds(deals: int, seed: int, endgames: list[int]) -> dict[str, Any]:
    """Exact round values in k (seat 0 throws first), averaged over random deals of the bills.

    `best_response_edge`: what replying best to Normal gains per round over Normal's own play, averaged over
    both seats; per `endgame` K, the same when the reply starts only once at most K dice are left in hand.
    """
    solver = Solver()
    rng = random.Random(seed)
    zero = [[0] * 6, [0] * 6]
    full = 2 * DICE_PER_PLAYER
    sums = {"normal_vs_normal": 0.0, "minimax": 0.0}
    edges = dict.fromkeys(sorted({*endgames, full}), 0.0)
    for _ in range(deals):
        bills = deal(rng)
        solver.solve(bills, BOTH)
        sums["normal_vs_normal"] += solver.value(zero, 0)
        solver.solve(bills, NOBODY)
        sums["minimax"] += solver.value(zero, 0)
        for k in edges:
            solver.solve(bills, 1, endgame=k)  # seat 0 replies, throwing first
            first = solver.value(zero, 0)
            solver.solve(bills, 0, endgame=k)  # seat 1 replies
            edges[k] += (first - solver.value(zero, 0)) / 2
    out: dict[str, Any] = {name: round(v / deals, 3) for name, v in sums.items()}
    out["best_response_edge"] = round(edges.pop(full) / deals, 3)
    if edges:
        out["best_response_edge_from_endgame"] = {str(k): round(v / deals, 3) for k, v in edges.items()}
    return {"deals": deals, "seed": seed, "values_k_per_round": out}


def round_starts(seed: int, index: int) -> list[list[list[int]]]:
    """The bills of each round's start in a real two-player game (Normal against Normal, seeds as `simulate`)."""
    gseed = game_seed(seed, index)
    agents = [NormalAgent(gseed + 101), NormalAgent(gseed + 202)]
    state = RULES.initial_state(2, gseed)
    starts: list[list[list[int]]] = []
    while not RULES.is_over(state):
        if len(starts) < state.round:
            starts.append([list(b) for b in state.bills])
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else agents[seat].choose(RULES, RULES.observe(state, seat), legal, seat)
        step(state, action, [], seat)
    return starts


def convolve(a: dict[int, float], b: dict[int, float]) -> dict[int, float]:
    out: dict[int, float] = {}
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] = out.get(x + y, 0.0) + p * q
    return out


def exact_game(solver: Solver, starts: list[list[list[int]]], me: int, normal_reply: bool = True) -> float:
    """The replier's exact chance to win the game at seat `me` (0 starts round 1; the start passes each round)
    when every round's dice are summed out: P(lead > 0) + P(lead == 0) / 2 (the game would break that tie by
    bills). `normal_reply=False` gives Normal against Normal (a check: about a half)."""
    total: dict[int, float] = {0: 1.0}
    for r, bills in enumerate(starts):
        starter = r % 2
        i_start = me == starter
        normal = BOTH if not normal_reply else (1 if i_start else 0)
        dist = solver.distribution(bills, normal)
        mine = dist if i_start else {-k: p for k, p in dist.items()}
        total = convolve(total, mine)
    return sum(p for k, p in total.items() if k > 0) + 0.5 * total.get(0, 0.0)


def _exact_range(job: tuple[int, list[int], bool]) -> list[float]:
    seed, indices, normal_reply = job
    solver = Solver()
    return [exact_game(solver, round_starts(seed, g), g % 2, normal_reply) for g in indices]


def exact(count: int, seed: int, jobs: int, resamples: int = 1000, normal_reply: bool = True) -> dict[str, Any]:
    """The best reply's win rate against Normal computed over games' deals: each round's dice summed out exactly
    (solver distributions), the deals taken from real round starts; the interval resamples the deals."""
    indices = list(range(count))
    jobs = max(1, min(jobs, count))
    work = [(seed, indices[k::jobs], normal_reply) for k in range(jobs)]
    if jobs == 1:
        values = _exact_range(work[0])
    else:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            values = [v for part in pool.map(_exact_range, work) for v in part]
    mean = sum(values) / count
    rng = random.Random(seed)
    boot = sorted(sum(rng.choice(values) for _ in values) / count for _ in range(resamples))
    lo, hi = boot[int(0.025 * resamples)], boot[min(resamples - 1, int(0.975 * resamples))]
    return {
        "player": "best-response" if normal_reply else "normal",
        "opponent": "normal",
        "method": "exact over dice, deals from real round starts (Normal vs Normal games, seeds as simulate)",
        "games": count,
        "seed": seed,
        "win_rate": round(mean, 4),
        "ci95_deals_resampled": [round(lo, 4), round(hi, 4)],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("games", help="play a solver player against Normal")
    g.add_argument("--player", choices=["perfect", "best-response"], default="best-response")
    g.add_argument("--games", type=int, default=400)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--jobs", type=int, default=1)
    g.add_argument(
        "--round-spread",
        type=float,
        default=0.0,
        help="k per later round: rounds 1-3 maximise the chance to win the game instead of the money lead",
    )
    r = sub.add_parser("rounds", help="exact round values over random deals")
    r.add_argument("--deals", type=int, default=100)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--endgame", default="", help="comma list of K: the best reply only once K dice are left")
    e = sub.add_parser("exact", help="the best reply's game win rate, dice summed out exactly, over real deals")
    e.add_argument("--games", type=int, default=100)
    e.add_argument("--seed", type=int, default=1)
    e.add_argument("--jobs", type=int, default=1)
    e.add_argument("--normal", action="store_true", help="Normal against Normal instead (a check: about 50%%)")
    args = parser.parse_args(argv)
    try:
        return _run(args, parser)
    except (RuntimeError, MemoryError, OSError, subprocess.CalledProcessError) as exc:
        print(f"ceiling: {exc}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.command in ("games", "exact") and not 1 <= args.games <= 1_000_000:
        parser.error("--games must be from 1 to 1,000,000")
    if args.command in ("games", "exact") and not 1 <= args.jobs <= 64:
        parser.error("--jobs must be from 1 to 64")
    if args.command == "games":
        print(json.dumps(games(args.player, args.games, args.seed, args.jobs, args.round_spread)))
    elif args.command == "exact":
        print(json.dumps(exact(args.games, args.seed, args.jobs, normal_reply=not args.normal)))
    else:
        try:
            endgames = [int(k) for k in args.endgame.split(",") if k.strip()]
        except ValueError:
            parser.error("--endgame takes a comma list of whole numbers")
        print(json.dumps(rounds(args.deals, args.seed, endgames)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
