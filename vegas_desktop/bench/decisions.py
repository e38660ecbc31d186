"""`vegas-desktop bench`: speed figures for the rules cores and the computer players. Never imports pygame.

Prints one JSON object: for every game, random-play full games per second (through `apply`, the copying path
the UI uses, and through the in-place step where a game has one) and, per computer level, the time of a
decision measured on positions taken from random games (only positions with at least two legal actions), as
wall-clock and as CPU time of the process.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from typing import Any

from vegas_desktop.bench import calibration
from vegas_desktop.bench.timing import TimedAgent
from vegas_desktop.bench.tournament import MAX_MOVES, write_report
from vegas_desktop.descriptor import LEVELS
from vegas_desktop.games import descriptor, game_names, make_agent, rules_for
from vegas_desktop.match import new_match


def _players(rules: Any) -> int:
    """Four players where the game allows it, else the most it takes below four, else two."""
    for n in (4, 3, 5, 2, 6):
        try:
            rules.initial_state(n, 0, None)
            return n
        except Exception:  # the game's own setup check
            continue
    return 2


def random_games_per_second(game: str, seconds: float, in_place: bool) -> tuple[float, int]:
    """Whole games of random play through the one driver (`Match`), with copies (`apply`) or in place (a game the
    move cap stops counts as played: the figure is a speed; `random_play` says how many were unfinished)."""
    rules = rules_for(game)
    n = _players(rules)
    played = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or played == 0:
        match = new_match(game, ["random"] * n, played, in_place=in_place)
        match.run_agents(max_steps=MAX_MOVES)
        played += 1
    return played / (time.perf_counter() - start), n


def random_play(game: str, seconds: float) -> dict[str, Any]:
    """A game's rules core under random play through its in-place `step`: games and moves a second.

    Random seats can make a game far longer than real players do (wild stakes and bids, long chains of debts);
    moves a second is the figure that compares with the computer players' play-outs."""
    players = _players(rules_for(game))
    games = moves = unfinished = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or games == 0:
        match = new_match(game, ["random"] * players, games, in_place=True)  # the one driver, in place
        match.run_agents(max_steps=MAX_MOVES)
        games += 1
        unfinished += not match.over  # stopped by the cap: no winner is counted anywhere
        moves += len(match.log)
    took = time.perf_counter() - start
    return {
        "players": players,
        "games_per_second": round(games / took, 2),
        "moves_per_second": round(moves / took),
        "unfinished": unfinished,
        "max_moves_per_game": MAX_MOVES,
    }


def decision_positions(
    game: str, count: int, seed: int = 3, players: int | None = None
) -> list[tuple[Any, int, list[Any]]]:
    """(observation, seat, legal) at positions with a real choice, sampled from random games."""
    rules = rules_for(game)
    n = players or _players(rules)
    rng = random.Random(seed)
    found: list[tuple[Any, int, list[Any]]] = []
    g = 0
    while len(found) < count and g < 1000:
        state = rules.initial_state(n, seed * 1000 + g, None)
        g += 1
        while not rules.is_over(state) and len(found) < count:
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            if len(legal) > 1 and rng.random() < 0.3:
                found.append((rules.observe(state, seat), seat, legal))
            state, _ = rules.apply(state, legal[rng.randrange(len(legal))], seat)
    return found


def decision_times(game: str, level: str, seconds: float, players: int | None = None) -> dict[str, Any]:
    rules = rules_for(game)
    positions = decision_positions(game, 60, players=players)
    agent = TimedAgent(make_agent(game, level, 5), calibration.Speed())
    times, cpu_times = agent.wall_ms, agent.cpu_ms
    start = time.perf_counter()
    i = 0
    while (time.perf_counter() - start < seconds or not times) and positions:
        view, seat, legal = positions[i % len(positions)]
        i += 1
        agent.choose(rules, view, legal, seat)
    if not times:
        return {"decisions": 0}
    # each CPU time at the quiet machine's speed, by the unit timed beside it (`calibration`)
    pairs = zip(cpu_times, agent.unit_ms, strict=True)
    quiet = [calibration.at_quiet_speed(cpu, calibration.factor(unit)) for cpu, unit in pairs]
    ordered, cpu_ordered = sorted(times), sorted(cpu_times)
    p95 = max(0, math.ceil(0.95 * len(ordered)) - 1)
    return {
        "decisions": len(times),
        "ms_mean": round(sum(times) / len(times), 3),
        "ms_p95": round(ordered[p95], 3),
        "ms_max": round(ordered[-1], 3),
        # CPU time of this process: the decision's own cost even when the machine is busy with other work.
        "cpu_ms_mean": round(sum(cpu_times) / len(cpu_times), 3),
        "cpu_ms_p95": round(cpu_ordered[p95], 3),
        "cpu_ms_p95_quiet": round(sorted(quiet)[p95], 3),
    }


# Decision time targets (CPU p95 on one core): what a level may cost at any table without keeping a player waiting.
CPU_P95_TARGET_MS = {"hard": 250.0, "normal": 10.0}


def _two_players(game: str) -> bool:
    try:
        rules_for(game).initial_state(2, 0, None)
    except Exception:  # the game's own setup check: no two-player game
        return False
    return True


def speed_targets(entry: dict[str, Any]) -> dict[str, Any]:
    """Hard's and Normal's worst CPU p95 over the player counts measured, against the targets: as measured, and at
    the quiet machine's speed (the shared machine's own speed drifts by up to 2x, `calibration`)."""
    out: dict[str, Any] = {}
    for level, target in CPU_P95_TARGET_MS.items():
        measured = [entry[key].get(level, {}) for key in ("decision_ms", "decision_ms_two_players") if key in entry]
        figures = [m for m in measured if "cpu_ms_p95" in m]
        if figures:
            worst = max(m["cpu_ms_p95"] for m in figures)
            quiet = max(m["cpu_ms_p95_quiet"] for m in figures)
            out[level] = {
                "cpu_ms_p95": worst,
                "target_ms": target,
                "met": worst <= target,
                "cpu_ms_p95_quiet_machine": quiet,
                "met_on_quiet_machine": quiet <= target,
            }
    return out


def run_bench(seconds: float, games: tuple[str, ...] | None = None) -> dict[str, Any]:
    report: dict[str, Any] = {"seconds_per_figure": seconds, "games": {}}
    for game in games or game_names():
        entry: dict[str, Any] = {}
        try:
            rate, n = random_games_per_second(game, seconds, in_place=False)
            entry["players"] = n
            entry["random_games_per_second_apply"] = round(rate, 1)
            if descriptor(game).step is not None:
                rate, _ = random_games_per_second(game, seconds, in_place=True)
                entry["random_games_per_second_in_place"] = round(rate, 1)
                entry["rules_core_random_play"] = random_play(game, seconds)
            entry["decision_ms"] = {}
            for level in LEVELS:
                try:
                    entry["decision_ms"][level] = decision_times(game, level, seconds)
                except (ImportError, ValueError) as exc:  # that game has no such computer player yet
                    entry["decision_ms"][level] = {"error": str(exc)}
            if entry["players"] != 2 and _two_players(game):  # a computer may search differently with two players
                entry["decision_ms_two_players"] = {
                    level: decision_times(game, level, seconds, players=2) for level in CPU_P95_TARGET_MS
                }
            entry["speed_targets"] = speed_targets(entry)
        except Exception as exc:  # one unfinished game must not hide the others' figures
            entry["error"] = f"{type(exc).__name__}: {exc}"
        report["games"][game] = entry
    return report


def run_cli(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    seconds = float(args.seconds)
    if not seconds > 0:
        print("bench: --seconds must be positive", file=sys.stderr)
        return 2
    return write_report(json.dumps(run_bench(seconds)))
