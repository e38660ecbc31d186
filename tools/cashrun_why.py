"""Why Cash & Run games are won and lost: how games end and how final laps fail, per kind of player.

    python tools/cashrun_why.py --seats normal,easy,easy,easy --games 400 --jobs 2

Seats rotate between games as in `simulate`. Prints one JSON object: per player kind, its wins by how the game
ended (final lap, round limit, last standing; a game its decision cap stopped is unfinished, nobody's win), its
final laps started, failed on spades and broken (and by what: auction, takeover, bank), its mean chips when a lap
began, and the round of its first combination. Over all players, `laps_by_wealth` gives how final laps ended by
the lapper's chips minus the richest rival's when the lap began (k), and `auction_breaks` the game of chance that
led to each lap broken by a forced auction (who played it, won or lost, the bet).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vegas_desktop.bench.tournament import game_seed  # noqa: E402
from vegas_desktop.cashrun import RULES, parse_options  # noqa: E402
from vegas_desktop.cashrun.flow import combos_of  # noqa: E402
from vegas_desktop.cashrun.moves import (  # noqa: E402
    CasinoChangedHands,
    FinalLapEnded,
    FinalLapFailed,
    FinalLapStarted,
    GamePlayed,
    TakeoverFor,
)
from vegas_desktop.cashrun.rules import step  # noqa: E402
from vegas_desktop.games import make_agent  # noqa: E402

WEALTH_EDGES = (-2000, -1000, -500, 0, 500, 1000, 2000)  # k: lapper's chips minus the richest rival's
WEALTH_BANDS = tuple(f"<{e}" for e in WEALTH_EDGES) + (f">={WEALTH_EDGES[-1]}",)  # in order, as `wealth_bucket` names


def wealth_bucket(lead: int) -> str:
    """The band of WEALTH_EDGES that `lead` falls in, as "<edge" or ">=last edge"."""
    for edge, band in zip(WEALTH_EDGES, WEALTH_BANDS, strict=False):
        if lead < edge:
            return band
    return WEALTH_BANDS[-1]


def _auction_cause(game: GamePlayed | None, lapper: int) -> str:
    if game is None:
        return "none"
    who = "lapper" if game.seat == lapper else "other"
    bet = f":{game.bet.kind}" if game.bet is not None else ""
    return f"{game.what}:{who}:{'won' if game.won else 'lost'}{bet}"


def _play(job: tuple[list[str], int, list[int], str]) -> list[dict]:
    kinds, seed, indices, options_text = job
    options = parse_options(options_text)
    n = len(kinds)
    out = []
    for g in indices:
        gseed = game_seed(seed, g)
        seated = [kinds[(s - g) % n] for s in range(n)]  # player i at seat (i + g) % n
        agents = [make_agent("cashrun", k, gseed + 101 * s) for s, k in enumerate(seated)]
        state = RULES.initial_state(n, gseed, options)
        events: list = []
        stats: dict[str, Counter] = defaultdict(Counter)
        first_combo: dict[int, int] = {}
        last_change = ""
        challenger = -1
        last_game: GamePlayed | None = None
        lap_band: dict[int, str] = {}  # seat -> wealth band at the start of its running lap
        by_wealth: dict[str, Counter] = defaultdict(Counter)
        auction_breaks: Counter = Counter()
        for _ in range(200_000):
            if RULES.is_over(state):
                break
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            view = RULES.observe(state, seat)
            action = legal[0] if len(legal) == 1 else agents[seat].choose(RULES, view, legal, seat)
            if isinstance(action, TakeoverFor):
                challenger = seat
            step(state, action, events, seat)
            for e in events:
                if isinstance(e, GamePlayed):
                    last_game = e
                elif isinstance(e, CasinoChangedHands):
                    last_change = e.why
                elif isinstance(e, FinalLapStarted):
                    stats[seated[e.seat]]["lap_started"] += 1
                    stats[seated[e.seat]]["lap_start_chips_sum"] += state.chips[e.seat]
                    richest = max((state.chips[r] for r in range(n) if r != e.seat and state.alive[r]), default=0)
                    lap_band[e.seat] = wealth_bucket(state.chips[e.seat] - richest)
                elif isinstance(e, FinalLapFailed):
                    stats[seated[e.seat]]["lap_spades"] += 1
                elif isinstance(e, FinalLapEnded):
                    why = last_change + ("_own" if last_change == "takeover" and challenger == e.seat else "")
                    stats[seated[e.seat]]["lap_broken_" + why] += 1
                    if e.seat in lap_band:
                        by_wealth[lap_band.pop(e.seat)]["broken_" + last_change] += 1
                    if last_change == "auction":
                        auction_breaks[_auction_cause(last_game, e.seat)] += 1
                    if last_change == "takeover" and challenger != e.seat:
                        stats[seated[challenger]]["broke_a_lap"] += 1
            events.clear()
            for p in range(n):
                if p not in first_combo and combos_of(state, p):
                    first_combo[p] = state.round
        if not RULES.is_over(state):  # stopped by the decision cap: unfinished, nobody's win
            how = "unfinished"
        elif state.laps or sum(state.alive) > 1:
            how = "limit" if options.round_limit and state.round > options.round_limit else "final_lap"
        else:
            how = "last_standing"
        won_seats = RULES.standings(state)[0] if RULES.is_over(state) else ()
        winners = [seated[w] for w in won_seats]
        for p, band in lap_band.items():  # laps still running at the end: completed (a win) or cut short
            by_wealth[band]["won" if p in won_seats else "game_over"] += 1
        out.append(
            {
                "how": how,
                "winners": winners,
                "stats": {k: dict(v) for k, v in stats.items()},
                "first_combo": {seated[p]: r for p, r in first_combo.items()},
                "first_combo_seats": [(seated[p], r) for p, r in first_combo.items()],
                "rounds": state.round,
                "by_wealth": {k: dict(v) for k, v in by_wealth.items()},
                "auction_breaks": dict(auction_breaks),
            }
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", default="normal,easy,easy,easy")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--options", default="")
    args = parser.parse_args(argv)
    kinds = args.seats.split(",")
    indices = list(range(args.games))
    work = [(kinds, args.seed, indices[k :: args.jobs], args.options) for k in range(args.jobs)]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        rows = [r for part in pool.map(_play, work) for r in part]
    per_kind: dict[str, Counter] = defaultdict(Counter)
    count = Counter(kinds)
    for r in rows:
        for w in r["winners"]:
            per_kind[w]["wins_" + r["how"]] += 1 / len(r["winners"])
        for k, v in r["stats"].items():
            per_kind[k].update(v)
        for k, rnd in r["first_combo_seats"]:
            per_kind[k]["combos"] += 1
            per_kind[k]["combo_round_sum"] += rnd
    report: dict = {"games": len(rows), "ends": dict(Counter(r["how"] for r in rows))}
    bands: dict[str, Counter] = defaultdict(Counter)
    causes: Counter = Counter()
    for r in rows:
        for band, c in r["by_wealth"].items():
            bands[band].update(c)
        causes.update(r["auction_breaks"])
    report["laps_by_wealth"] = {}
    for b in WEALTH_BANDS:
        laps = sum(bands[b].values())
        if laps:
            report["laps_by_wealth"][b] = {"laps": laps} | {k: round(v / laps, 3) for k, v in sorted(bands[b].items())}
    report["auction_breaks"] = dict(causes.most_common())
    for k, c in per_kind.items():
        d = {key: round(100 * v / count[k] / len(rows), 1) for key, v in sorted(c.items())}  # per 100 games a seat
        d["combo_round_sum"] = 0
        d["mean_combo_round"] = round(c["combo_round_sum"] / max(1, c["combos"]), 1)
        d.pop("lap_start_chips_sum", None)
        d["mean_lap_start_chips"] = round(c["lap_start_chips_sum"] / max(1, c["lap_started"]))
        report[k] = d
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
