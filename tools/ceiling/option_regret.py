"""Regrets of Hard's variants at all-options Las Vegas positions, judged by play-outs that model the opponents exactly.

    python tools/ceiling/option_regret.py collect --games 4 --seed 900 --out /tmp/pos.pkl
    python tools/ceiling/option_regret.py reference --positions /tmp/pos.pkl --samples 256 --out /tmp/ref.pkl
    python tools/ceiling/option_regret.py score --positions /tmp/pos.pkl --reference /tmp/ref.pkl \\
        --variant option_prior_weight=0.5 --variant option_samples=512

Whole games move Hard's all-options win rate by less than their noise (6,000 games place it within ±1.3 points),
so variants are first ranked here, on positions. `collect` plays Hard against three Normal seats with all options
(seeds as `simulate`) and keeps each of Hard's decisions with more than one legal move, with its generator's
state. `reference` values every legal move there by `--samples` play-outs through the rules (two halves, for the
noise floor) in which the three opponents play Normal's exact rule, as they do in the games, and Hard's later
moves play its own greedy rule (no prior: the play-outs alone). `score` lets Hard, with each
variant's keyword overrides, choose at those positions again and prints the regret: the reference's value of the
best move minus that of the move chosen (k of money against the others' mean at the round's end; points of the
final utility in the last round), and each variant's difference to the shipped Hard with its standard error.
The reference's own Hard model is biased toward variants that trust the play-outs; read it with the games.
"""

from __future__ import annotations

import argparse
import math
import pickle
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from vegas_desktop.ai import search  # noqa: E402
from vegas_desktop.bench.tournament import play_game  # noqa: E402
from vegas_desktop.games import parse_options  # noqa: E402
from vegas_desktop.lasvegas.ai import agents  # noqa: E402
from vegas_desktop.lasvegas.model import LasVegasState  # noqa: E402
from vegas_desktop.lasvegas.moves import Action  # noqa: E402
from vegas_desktop.lasvegas.rules import RULES  # noqa: E402

ALL_OPTIONS = "biggy,kickers=1,bandit,neutral,rainbow,100k,minsum"
Position = tuple[LasVegasState, list[Action], int, Any]  # observation, legal moves, seat, Hard's generator state
SEARCH = agents.successive_halving
_NORMAL = agents.NormalAgent(0)


def normal_rule(state: LasVegasState, legal: list[Action], seat: int) -> Action:
    """Normal's own choice by its judgement of each move (`NormalAgent.score`; equal scores: the first)."""
    best, chosen = -math.inf, legal[0]
    for action in legal:
        score = _NORMAL.score(state, action, seat)
        if score > best + 1e-9:
            best, chosen = score, action
    return chosen


def collect(games: int, seed: int) -> list[Position]:
    positions: list[Position] = []
    decide = agents.HardAgent._decide

    def kept(self: agents.HardAgent, rules: Any, obs: LasVegasState, legal: list[Action], seat: int) -> Action:
        if len(legal) > 1:
            positions.append((obs.clone(), list(legal), seat, self.rng.getstate()))
        return decide(self, rules, obs, legal, seat)

    agents.HardAgent._decide = kept  # type: ignore[method-assign]
    try:
        options = parse_options("lasvegas", ALL_OPTIONS)
        for index in range(games):
            play_game("lasvegas", ["hard", "normal", "normal", "normal"], seed, index, options)
    finally:
        agents.HardAgent._decide = decide  # type: ignore[method-assign]
    return positions


def choose(position: Position, **overrides: Any) -> int:
    obs, legal, seat, state = position
    hard = agents.HardAgent(0, **overrides)
    hard.rng.setstate(state)
    return legal.index(hard._decide(RULES, obs, legal, seat))


def reference(positions: list[Position], samples: int, part: int, parts: int) -> list[Any]:
    """Per position: every move's value by the first half of the samples and by the second, or None (no search)."""
    captured: dict[str, Callable[[int, int], float]] = {}

    def capture(n: int, simulate: Callable[[int, int], float], *args: Any, **kw: Any) -> tuple[int, int]:
        captured["simulate"] = simulate
        return 0, 0

    agents.successive_halving = capture  # type: ignore[assignment]
    out: list[Any] = []
    try:
        for i, position in enumerate(positions):
            if i % parts != part:
                out.append(None)
                continue
            choose(position, option_prior_weight=0.0, opponent_rule=normal_rule)
            simulate = captured.pop("simulate", None)
            if simulate is None:  # decided without a search
                out.append(None)
                continue
            half = samples // 2
            moves = len(position[1])
            halves = [
                [sum(simulate(c, 100_000 + j) for j in range(k * half, (k + 1) * half)) / half
                 for c in range(moves)]
                for k in (0, 1)
            ]
            out.append(halves)
            print(f"position {i + 1}/{len(positions)}", file=sys.stderr, flush=True)
    finally:
        agents.successive_halving = SEARCH
    return out


def score(positions: list[Position], refs: list[Any], variants: list[tuple[str, dict[str, Any]]]) -> None:
    rows: dict[str, list[float]] = {name: [] for name, _ in variants}
    rows["noise floor"] = []
    last: list[bool] = []
    for position, ref in zip(positions, refs, strict=True):
        if ref is None:
            continue
        first, second = ref
        values = [(a + b) / 2 for a, b in zip(first, second, strict=True)]
        last.append(position[0].round >= agents._rounds(position[0]))
        for name, overrides in variants:
            rows[name].append(max(values) - values[choose(position, **overrides)])
        by_first = max(range(len(first)), key=first.__getitem__)
        rows["noise floor"].append(max(second) - second[by_first])
    shipped = rows[variants[0][0]]
    for phase, label in ((False, "rounds 1-3 (k)"), (True, "last round (points)")):
        idx = [i for i, is_last in enumerate(last) if is_last == phase]
        print(f"{label}: {len(idx)} positions")
        for name, regrets in rows.items():
            diffs = [regrets[i] - shipped[i] for i in idx]
            mean = sum(diffs) / max(1, len(diffs))
            se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1) / max(1, len(diffs)))
            regret = sum(regrets[i] for i in idx) / max(1, len(idx))
            print(f"  {name:32s} regret {regret:6.2f}   against shipped {mean:+6.2f} (se {se:.2f})")


def parse_variant(text: str) -> tuple[str, dict[str, Any]]:
    overrides: dict[str, Any] = {}
    for item in text.split(","):
        key, _, value = item.partition("=")
        overrides[key] = float(value) if "." in value else int(value)
    return text, overrides


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=4)
    c.add_argument("--seed", type=int, default=900)
    c.add_argument("--out", type=Path, required=True)
    r = sub.add_parser("reference")
    r.add_argument("--positions", type=Path, required=True)
    r.add_argument("--samples", type=int, default=256)
    r.add_argument("--part", type=int, default=0, help="this process's share: positions i with i %% parts == part")
    r.add_argument("--parts", type=int, default=1)
    r.add_argument("--out", type=Path, required=True)
    s = sub.add_parser("score")
    s.add_argument("--positions", type=Path, required=True)
    s.add_argument("--reference", type=Path, action="append", required=True, help="one per part; merged")
    s.add_argument("--variant", action="append", default=[], help="HardAgent keywords, e.g. option_prior_weight=0.5")
    args = parser.parse_args(argv)
    search.set_safety_caps(False)  # the sample counts alone decide, as in `simulate`
    if args.command == "collect":
        positions = collect(args.games, args.seed)
        args.out.write_bytes(pickle.dumps(positions))
        print(f"{len(positions)} positions")
    elif args.command == "reference":
        positions = pickle.loads(args.positions.read_bytes())
        args.out.write_bytes(pickle.dumps(reference(positions, args.samples, args.part, args.parts)))
    else:
        positions = pickle.loads(args.positions.read_bytes())
        parts = [pickle.loads(p.read_bytes()) for p in args.reference]
        refs = [next((p[i] for p in parts if p[i] is not None), None) for i in range(len(positions))]
        score(positions, refs, [("shipped", {})] + [parse_variant(v) for v in args.variant])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
