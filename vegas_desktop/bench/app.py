"""App-shell benchmarks: memory over many games and CPU on an idle screen. Prints one JSON line per figure.

    python -m vegas_desktop.bench.app memory --games 30        # RSS and live scenes after every game
    python -m vegas_desktop.bench.app memory --games 25 --game G   # one game again and again
    python -m vegas_desktop.bench.app idle --seconds 10        # CPU% of the real loop on idle screens

`memory` plays games in one process through the real scenes (menu -> setup -> table -> results -> menu,
computer seats only, every game in turn, fixed 1/30 s steps as headless autoplay does) and prints, after
each game, the resident memory and how many Scene and UIManager objects are still alive after a collection.
`idle` runs `App.run` (the real loop) on the main menu, and on a table waiting for a human's click, and prints
process CPU time / wall time for the measured seconds. Run it under `xvfb-run` for a real window; without a
display it uses SDL's dummy driver. Settings go to a temporary folder, never the player's own.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import threading
import time
from typing import TYPE_CHECKING, TypeVar

from vegas_desktop.bench import frames

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene

    S = TypeVar("S", bound=Scene)

HEADLESS_DT = 1 / 30
GAME_STEP_LIMIT = 200_000  # steps; a game needs a few thousand, so this only stops a hang


def rss_mb() -> float:
    """Resident memory of this process now (Linux /proc), else the peak from getrusage."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def live_objects() -> dict[str, int]:
    """Scenes and pygame-gui managers (the app makes every one as a `GameUIManager`) in memory now, without a
    collection first (garbage cycles the app has not freed count: they hold their surfaces until the collector
    happens to run)."""
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.app.ui_manager import GameUIManager

    scenes = managers = 0
    for obj in gc.get_objects():
        if isinstance(obj, Scene):
            scenes += 1
        elif isinstance(obj, GameUIManager):
            managers += 1
    return {"scenes": scenes, "ui_managers": managers}


def _top(app: App, kind: type[S]) -> S:
    """The scene on top of the stack, which must be a `kind`."""
    top = app.stack.top
    if not isinstance(top, kind):
        raise RuntimeError(f"expected a {kind.__name__} on top, got {type(top).__name__}")
    return top


def _play_one(app: App, game: str, seed: int, speed: float) -> int:
    """Menu -> setup -> table -> results -> menu for one game; returns the steps it took."""
    from vegas_desktop.app import settings
    from vegas_desktop.app.settings import SeatSetting
    from vegas_desktop.scenes.menu import MainMenuScene
    from vegas_desktop.scenes.results import ResultsScene
    from vegas_desktop.scenes.setup import SetupScene

    s = settings.for_app(app)
    s.game = game
    s.seed = str(seed)
    s.seats = [SeatSetting(human=False, level="normal", name="", colour=i) for i in range(4)]
    app.speed_override = speed
    # No local names for scenes here: a reference held by the benchmark would keep a finished game alive.
    assert isinstance(app.stack.top, MainMenuScene), f"expected the main menu, got {type(app.stack.top).__name__}"
    app.step(HEADLESS_DT, [])
    _top(app, MainMenuScene).new_game()
    app.step(HEADLESS_DT, [])
    if not _top(app, SetupScene).start():
        raise RuntimeError(f"setup refused to start {game}: {_top(app, SetupScene).message}")
    app.speed = speed
    steps = 0
    while steps < GAME_STEP_LIMIT:
        app.step(HEADLESS_DT, [])
        steps += 1
        if isinstance(app.stack.top, ResultsScene) and app.stack.top.settled:
            app.stack.top.main_menu()
            app.step(HEADLESS_DT, [])
            return steps
    raise RuntimeError(f"{game} seed {seed}: no result after {steps} steps")


def bench_memory(games: int, speed: float, seed: int, game: str | None = None) -> dict[str, float]:
    from vegas_desktop import games as registry
    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.menu import MainMenuScene

    app = App()
    app.autoplay = True
    app.stack.push(MainMenuScene(app))
    rss: list[float] = []  # after each game: the figures the summary reads
    live: list[dict[str, int]] = []
    for i in range(games):
        name = game or registry.game_names()[i % len(registry.game_names())]
        t0 = time.perf_counter()
        steps = _play_one(app, name, seed + i, speed)
        rss.append(round(rss_mb(), 1))
        live.append(live_objects())
        row: dict[str, object] = {"game": i + 1, "name": name, "rss_mb": rss[-1], **live[-1]}
        row["seconds"] = round(time.perf_counter() - t0, 1)
        row["steps"] = steps
        print(json.dumps(row), flush=True)
    summary: dict[str, float] = {
        "games": games,
        "rss_mb_first": rss[0],
        "rss_mb_max": max(rss),
        "rss_mb_last": rss[-1],
        "rss_mb_max_second_half": max(rss[len(rss) // 2 :]),
        "max_live_scenes": max(n["scenes"] for n in live),
        "max_live_ui_managers": max(n["ui_managers"] for n in live),
    }
    if games >= 10:  # steady state: what the process grew by after its tenth game
        summary["rss_mb_growth_from_game_10"] = round(max(rss[9:]) - rss[9], 1)
    print(json.dumps(summary), flush=True)
    return summary


def _measure_loop(app: App, first: Scene, warmup: float, seconds: float) -> dict[str, float]:
    """Run the real loop; a timer thread reads the process CPU clock after `warmup` and again `seconds` later,
    then posts an event so the loop wakes up (even when it sleeps) and a frame hook ends it."""
    figures: dict[str, float] = {}
    done = threading.Event()
    drawn = [0]

    def clock() -> None:
        time.sleep(warmup)
        figures["cpu0"], figures["wall0"], figures["frames0"] = time.process_time(), time.perf_counter(), drawn[0]
        time.sleep(seconds)
        figures["cpu1"], figures["wall1"], figures["frames1"] = time.process_time(), time.perf_counter(), drawn[0]
        done.set()
        frames.wake()

    def hook(app: App) -> None:
        drawn[0] += 1
        if done.is_set():
            app.quit(0)

    app.frame_hooks.append(hook)
    thread = threading.Thread(target=clock, daemon=True)
    thread.start()
    app.run(first, max_seconds=warmup + seconds + 5)  # a wall-clock guard: it ends even if the event never arrives
    thread.join(timeout=1)
    wall = figures["wall1"] - figures["wall0"]
    return {
        "seconds": round(wall, 2),
        "cpu_percent": round(100 * (figures["cpu1"] - figures["cpu0"]) / wall, 1),
        "frames_per_second": round((figures["frames1"] - figures["frames0"]) / wall, 1),
    }


def bench_idle(seconds: float, warmup: float, window: tuple[int, int] = (1280, 720)) -> list[dict[str, object]]:
    from vegas_desktop import games
    from vegas_desktop.app.app import App
    from vegas_desktop.match import new_match
    from vegas_desktop.scenes.menu import MainMenuScene
    from vegas_desktop.scenes.table.base import TableScene
    from vegas_desktop.scenes.table_factory import table_scene

    out: list[dict[str, object]] = []
    app = App(window)
    figures = _measure_loop(app, MainMenuScene(app), warmup, seconds)
    row = {"screen": "main menu", "driver": frames.driver(), "window": list(window), **figures}
    print(json.dumps(row), flush=True)
    out.append(row)

    from vegas_desktop.scenes.setup import SetupScene

    app = App(window)
    figures = _measure_loop(app, SetupScene(app), warmup, seconds)
    row = {"screen": "setup", "driver": frames.driver(), "window": list(window), **figures}
    print(json.dumps(row), flush=True)
    out.append(row)

    app = App(window)
    app.speed = 25.0  # the computers' moves before the human's turn go by quickly
    game = next(g for g in games.game_names() if games.descriptor(g).table is not None)  # the menus' first table
    match = new_match(game, ["human", "normal", "normal", "normal"], 5, None)
    table = table_scene(app, match)
    assert isinstance(table, TableScene)
    figures = _measure_loop(app, table, warmup, seconds)
    row = {"screen": f"{game} table, human to act", "driver": frames.driver(), "window": list(window)}
    row.update(figures)
    row["waiting_for_human"] = table.human_seat() is not None
    print(json.dumps(row), flush=True)
    out.append(row)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m vegas_desktop.bench.app", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    mem = sub.add_parser("memory", help="RSS and live scenes after each of many games in one process")
    mem.add_argument("--games", type=int, default=30)
    mem.add_argument("--speed", type=float, default=25.0, help="animation speed (25 = the Instant setting)")
    mem.add_argument("--seed", type=int, default=1)
    mem.add_argument("--game", default=None, help="play only this game (default: every game in turn)")
    idle = sub.add_parser("idle", help="CPU%% of the real loop on an idle menu and an idle table")
    idle.add_argument("--seconds", type=float, default=10.0)
    idle.add_argument("--warmup", type=float, default=5.0)
    idle.add_argument("--window", default="1280x720", help="window size WxH (text is drawn at its size)")
    args = parser.parse_args(argv)
    if args.what == "memory":
        if not 1 <= args.games <= 10_000:
            parser.error("--games must be between 1 and 10000")
        if not 0 < args.speed <= 1000:
            parser.error("--speed must be in (0, 1000]")
        from vegas_desktop import games as registry

        if args.game is not None and args.game not in registry.game_names():
            parser.error(f"--game must be one of {', '.join(registry.game_names())}")
        frames.prepare_env(display=True)
        bench_memory(args.games, args.speed, args.seed, args.game)
    else:
        if not (0 < args.seconds <= 3600 and 0 <= args.warmup <= 600):
            parser.error("--seconds must be in (0, 3600] and --warmup in [0, 600]")
        try:
            w, h = (int(v) for v in args.window.lower().split("x"))
        except ValueError:
            parser.error("--window must be WxH, e.g. 1600x1000")
        if not (320 <= w <= 7680 and 180 <= h <= 4320):
            parser.error("--window must be between 320x180 and 7680x4320")
        frames.prepare_env(display=True)
        bench_idle(args.seconds, args.warmup, (w, h))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
