"""`vegas-desktop bench --pace`: how long one human waits for the computer players at a table.

A game of one human (seat 1) against three Normal computers is played on its real table (`App.step`, the dummy video
driver) with a simulated clock: fixed 1/60 s steps, whatever the machine's speed. The human's decisions are answered
at once by a Normal computer (the player's own thinking time is not the table's), an overlay waiting for a key is
passed at once. The figure is the simulated time from one decision of the human to their next one whenever
computers acted in between: what a player feels as waiting for the others. The human's own steps without a computer
between them (several steps of one turn) are counted apart. Every game with a table is measured unless `--game`
names some. Prints one JSON object.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from typing import Any

from vegas_desktop.bench import frames

DT = 1 / 60
MAX_SIM_SECONDS = 4 * 3600.0  # a game is stopped here (reported as unfinished)
DEFAULT_SEEDS = (1,)
SEATS = ["human", "normal", "normal", "normal"]


def summary(values: list[float]) -> dict[str, float | int]:
    """count, median, p90 and max of a list of seconds (nearest rank), rounded to 0.1 s."""
    if not values:
        return {"count": 0}
    ordered = sorted(values)
    p90 = ordered[max(0, math.ceil(0.9 * len(ordered)) - 1)]
    return {
        "count": len(ordered),
        "median": round(statistics.median(ordered), 1),
        "p90": round(p90, 1),
        "max": round(ordered[-1], 1),
    }


def play_one(app: Any, game: str, seed: int, computer_turns: str, render_every: int = 4) -> dict[str, Any]:
    """One game at the table; the waits between the human's decisions in simulated seconds."""
    from vegas_desktop.app.settings import for_app
    from vegas_desktop.games import make_agent
    from vegas_desktop.match import new_match
    from vegas_desktop.saves.rounds import round_number
    from vegas_desktop.scenes.table.base import TableScene
    from vegas_desktop.scenes.table_factory import table_scene

    for_app(app).computer_turns = computer_turns
    while app.stack.scenes:
        app.stack.pop()
    app.release_dropped()
    match = new_match(game, SEATS, seed)
    scene = table_scene(app, match)
    app.stack.push(scene)
    helper = make_agent(game, "normal", seed + 1000)
    enter = frames.enter_key()
    clock = 0.0
    last: float | None = None
    log_at_last = 0
    waits: list[float] = []
    own: list[float] = []
    stepped = 0
    while clock < MAX_SIM_SECONDS:
        top = app.stack.top
        if top is None or (top is not scene and not isinstance(top, TableScene) and scene not in app.stack.scenes):
            break  # the results screen replaced the table
        if top is not scene:
            app.step(DT, [enter])
            clock += DT
            continue
        seat = scene.human_seat()
        if seat is not None:
            if last is not None:
                computers = any(not match.seats[s].is_human for s, _a in match.log[log_at_last:])
                (waits if computers else own).append(clock - last)
            last = clock
            action = helper.choose(match.rules, match.view(seat), match.legal(seat), seat)
            scene.play(seat, action)
            log_at_last = len(match.log)
        stepped += 1
        if stepped % render_every == 0:
            app.step(DT, [])
        else:
            app.stack.update(DT * app.speed)
            app.release_dropped()
        clock += DT
    return {
        "seed": seed,
        "finished": match.over,
        "rounds": round_number(match),
        "simulated_minutes": round(clock / 60, 1),
        "waits": waits,
        "own": own,
    }


def run_pace(games: list[str], seeds: list[int], speeds: list[str]) -> dict[str, Any]:
    """The waits at each game's table, per setting of the computers' turns, as one JSON-ready dict."""
    frames.prepare_env()
    from vegas_desktop.app import settings
    from vegas_desktop.app.app import App

    app = App((1280, 720))
    app.autoplay = True
    settings.for_app(app)  # defaults: the settings folder is a fresh temporary one
    app.speed = 1.0  # the default animation speed
    report: dict[str, Any] = {"seats": ",".join(SEATS), "dt": round(DT, 4), "games": {}}
    for game in games:
        report["games"][game] = {"speeds": {}}
        for speed in speeds:
            played = [play_one(app, game, seed, speed) for seed in seeds]
            waits = [w for g in played for w in g["waits"]]
            own = [w for g in played for w in g["own"]]
            figures = report["games"][game]["speeds"][speed] = {
                "wait_for_computers_s": summary(waits),
                "own_steps_s": summary(own),
                "games": [{k: v for k, v in g.items() if k not in ("waits", "own")} for g in played],
            }
            print(json.dumps({"game": game, "computer_turns": speed, **figures}), file=sys.stderr, flush=True)
    return report


def run_cli(args: Any) -> int:
    """`bench --pace [--game G ...] [--count N seeds]`: prints one JSON object."""
    from vegas_desktop import games as registry
    from vegas_desktop.app.settings import COMPUTER_TURNS

    names = [g for g in registry.game_names() if registry.descriptor(g).table is not None]
    chosen = args.bench_game or names
    unknown = [g for g in chosen if g not in names]
    if unknown:
        print(f"vegas-desktop bench: --game: no table for {', '.join(unknown)}", file=sys.stderr)
        return 2
    seeds = list(range(1, 1 + (args.count or len(DEFAULT_SEEDS))))
    if len(seeds) > 50:
        print("vegas-desktop bench: --pace plays at most 50 games (--count)", file=sys.stderr)
        return 2
    print(json.dumps(run_pace(chosen, seeds, list(COMPUTER_TURNS))))
    return 0
