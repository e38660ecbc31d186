"""Headless tournaments: `vegas-desktop simulate --game G --seats hard,normal --games N --seed S [--jobs J]`.

Prints one JSON object. Players rotate through the table seats between games (player i sits at seat
(i + g) mod n in game g), so seat order does not bias the result; each game's seed and each agent's seed
derive from --seed, so the same command gives the same numbers (wall-clock figures aside). A "decision" is
a call to a computer player with at least two legal actions; a single legal action is played without asking.
Decision times are wall-clock (decision_ms_*) and CPU time of the process (decision_cpu_ms_*), the latter being
what a decision costs even when other programs share the machine.
Never imports pygame.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import pickle
import sys
import time
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from vegas_desktop.ai import search
from vegas_desktop.bench import calibration
from vegas_desktop.bench.timing import TimedAgent
from vegas_desktop.games import Loader, descriptor, game_names, loader, make_agent, parse_options, register, rules_for
from vegas_desktop.match import new_match

# A game still running after this many moves is stopped and reported as unfinished, never as anyone's win (a game
# without a round limit may, rarely, run on for thousands of rounds).
MAX_MOVES = 200_000


@dataclass
class GameResult:
    """One game played, indexed by player (entry of --seats), not by table seat; `finished` False: the move cap
    stopped it (no wins)."""

    index: int
    wins: list[float]
    money: list[int]
    decision_ms: list[list[float]] = field(default_factory=list)
    decision_cpu_ms: list[list[float]] = field(default_factory=list)
    finished: bool = True
    # with calibration: per player, the calibration unit's CPU ms timed next to each decision
    decision_unit_ms: list[list[float]] = field(default_factory=list)


def game_seed(seed: int, index: int) -> int:
    """A distinct, reproducible seed per game (mixing keeps neighbouring seeds apart)."""
    return (seed * 1_000_003 + index * 7_919 + 12_345) % (2**63)


def play_game(
    game: str,
    kinds: list[str],
    seed: int,
    index: int,
    options: Any,
    max_moves: int | None = None,
    calibrate: bool = False,
) -> GameResult:
    """Play one game with rotated seats through the one driver (`Match`); returns results per player. A game the
    move cap (`MAX_MOVES` unless given) stops is unfinished: nobody wins it. `calibrate` times the machine's
    speed next to the decisions (`calibration`); the games are the same either way."""
    n = len(kinds)
    gseed = game_seed(seed, index)
    seat_of = [(i + index) % n for i in range(n)]  # player i sits at table seat seat_of[i]
    player_at = [0] * n
    for player, seat in enumerate(seat_of):
        player_at[seat] = player
    seated = [kinds[player_at[s]] for s in range(n)]
    # in place where the game offers it: the tournament owns its state, agents only ever get observations
    match = new_match(game, seated, gseed, options, in_place=descriptor(game).step is not None)
    speed = calibration.Speed() if calibrate else None
    timers: list[TimedAgent[Any, Any]] = []
    for place in match.seats:
        assert place.agent is not None, "a tournament seats computer players only"
        timers.append(TimedAgent(place.agent, speed))
        place.agent = timers[-1]
    cap = MAX_MOVES if max_moves is None else max_moves
    match.run_agents(max_steps=cap)
    money = match.rules.money(match.state)
    wins = [0.0] * n
    if match.over:
        first = match.rules.standings(match.state)[0]
        for seat in first:
            wins[player_at[seat]] += 1.0 / len(first)
    elif len(match.log) < cap:
        raise RuntimeError(f"{game}: the game stopped before its end (a seat with no legal action?)")
    times = [timers[seat_of[p]].wall_ms for p in range(n)]
    cpu_times = [timers[seat_of[p]].cpu_ms for p in range(n)]
    units = [timers[seat_of[p]].unit_ms for p in range(n)] if calibrate else []
    return GameResult(index, wins, [money[seat_of[p]] for p in range(n)], times, cpu_times, match.over, units)


Job = tuple[str, list[str], int, list[int], str, Loader | None, bool]


def _portable_loader(game: str) -> Loader | None:
    """The game's loader if a spawned worker can unpickle it (a module-level function of an importable module):
    a game registered at run time is registered again in each worker. None for the registry's own entries (every
    process registers those itself) and for a loader a worker could not import."""
    load = loader(game)
    try:
        pickle.dumps(load)
    except (pickle.PicklingError, AttributeError, TypeError):
        return None
    return load


def _play_range(job: Job, max_moves: int | None = None) -> list[GameResult]:
    game, kinds, seed, indices, options_text, load, calibrate = job
    if load is not None and game not in game_names():  # a worker of a game registered at run time
        register(game, load)
    options = parse_options(game, options_text)
    was_on = search.safety_caps_on()
    search.set_safety_caps(False)  # the sample counts alone decide: the same seed gives the same games anywhere
    try:
        return [play_game(game, kinds, seed, i, options, max_moves, calibrate) for i in indices]
    finally:
        search.set_safety_caps(was_on)


def wilson(successes: float, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """Wilson score interval for a proportion (fractional successes allowed)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, math.ceil(q * len(ordered)) - 1)
    return ordered[rank]


def run_tournament(
    game: str,
    kinds: list[str],
    games: int,
    seed: int,
    jobs: int = 1,
    options_text: str = "",
    max_moves: int | None = None,
    calibrate: bool = False,
) -> dict[str, Any]:
    """Play `games` games and summarise them per player (the JSON printed by `simulate`). Games the move cap
    stopped count as unfinished: in `games` (a win rate is wins over all games played) but nobody's win.
    `calibrate` adds each seat's decision times at the quiet machine's speed (`calibration`)."""
    parse_options(game, options_text)  # fail early, in this process, on bad options
    indices = list(range(games))
    jobs = max(1, min(jobs, games))
    start = time.perf_counter()
    if jobs == 1:
        results = _play_range((game, kinds, seed, indices, options_text, None, calibrate), max_moves)
    else:
        import multiprocessing

        chunks = [indices[k::jobs] for k in range(jobs)]
        load = _portable_loader(game)
        work: list[Job] = [(game, kinds, seed, chunk, options_text, load, calibrate) for chunk in chunks]
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            parts = pool.map(partial(_play_range, max_moves=max_moves), work)
        results = sorted((r for part in parts for r in part), key=lambda r: r.index)
    elapsed = time.perf_counter() - start
    n = len(kinds)
    seats = []
    for p in range(n):
        wins = sum(r.wins[p] for r in results)
        times = [t for r in results for t in r.decision_ms[p]]
        cpu_times = [t for r in results for t in r.decision_cpu_ms[p]]
        lo, hi = wilson(wins, games)
        seats.append(
            {
                "seat": p,
                "player": kinds[p],
                "wins": round(wins, 4),
                "win_rate": round(wins / games, 4),
                "ci95": [round(lo, 4), round(hi, 4)],
                "mean_money": round(sum(r.money[p] for r in results) / games, 2),
                "decision_ms_mean": round(sum(times) / len(times), 3) if times else 0.0,
                "decision_ms_p95": round(_percentile(times, 0.95), 3),
                "decisions": len(times),
                # CPU time of the deciding process: what the decision costs, whatever else the machine runs.
                "decision_cpu_ms_mean": round(sum(cpu_times) / len(cpu_times), 3) if cpu_times else 0.0,
                "decision_cpu_ms_p95": round(_percentile(cpu_times, 0.95), 3),
            }
        )
        if calibrate:
            seats[-1].update(quiet_figures(results, p))
    return {
        "game": game,
        "games": games,
        "seed": seed,
        "options": options_text,
        "games_per_second": round(games / elapsed, 2) if elapsed > 0 else None,
        "safety_caps": "off",  # wall-clock caps never cut a search here: results depend on the seed alone
        # games stopped by the move cap: played, but nobody's win (never a win by money or by the round limit)
        "unfinished": sum(1 for r in results if not r.finished),
        "max_moves_per_game": MAX_MOVES if max_moves is None else max_moves,
        "seats": seats,
    }


def quiet_figures(results: list[GameResult], player: int) -> dict[str, float]:
    """A player's decision CPU times at the quiet machine's speed: each divided by the speed factor of the
    calibration unit timed next to it; the factors' median says how slow the machine was."""
    pairs = [
        (t, u) for r in results for t, u in zip(r.decision_cpu_ms[player], r.decision_unit_ms[player], strict=True)
    ]
    factors = [calibration.factor(u) for _t, u in pairs]
    quiet = [calibration.at_quiet_speed(t, f) for (t, _u), f in zip(pairs, factors, strict=True)]
    factors.sort()
    return {
        "decision_cpu_ms_mean_quiet": round(sum(quiet) / len(quiet), 3) if quiet else 0.0,
        "decision_cpu_ms_p95_quiet": round(_percentile(quiet, 0.95), 3),
        "machine_factor_median": round(factors[len(factors) // 2], 3) if factors else 1.0,
    }


def check_setup(game: str, kinds: list[str], options_text: str) -> str | None:
    """A clear message when the seats or options do not make a valid game, else None."""
    try:
        options = parse_options(game, options_text)
    except ValueError as exc:
        return f"bad --options for {game}: {exc}"
    try:
        rules_for(game).initial_state(len(kinds), 0, options)
    except Exception as exc:  # the rules name what is wrong (IllegalAction or ValueError)
        return f"cannot set up {game} with {len(kinds)} seats ({','.join(kinds)}): {exc}"
    for kind in set(kinds):
        try:
            make_agent(game, kind, 0)
        except (ValueError, ImportError) as exc:
            return f"no {kind!r} computer player for {game}: {exc}"
    return None


def run_cli(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    game, kinds = args.sim_game, list(args.sim_seats)
    if "human" in kinds:
        print("simulate: seats must be computer players (random, easy, normal, hard)", file=sys.stderr)
        return 2
    problem = check_setup(game, kinds, args.sim_options)
    if problem:
        print(f"simulate: {problem}", file=sys.stderr)
        return 2
    report = run_tournament(
        game,
        kinds,
        args.games,
        args.sim_seed,
        args.jobs,
        args.sim_options,
        calibrate=args.calibrate,
    )
    return write_report(json.dumps(report))


def write_report(text: str) -> int:
    """Print the report; a reader that went away (`| head`) ends quietly, a failed write (a full disk) says so."""
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        # Nobody reads any more: point stdout at /dev/null so the flush at exit does not complain either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:
        print(f"simulate: could not write the report: {exc.strerror or exc}", file=sys.stderr)
        return 1
    return 0
