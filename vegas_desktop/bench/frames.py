"""`vegas-desktop bench --frames`: what one frame of a table costs, per game and window size.

Each game is played by four Normal computer seats at animation speed 1 on its real table (`App.step`, the dummy
video driver, fixed 1/60 s steps), so the frames include throws, tile actions, card flights, pawn moves, auctions
and round summaries as a player sees them. A finished game is followed by the next seed's. The first frames
(caches being filled, fonts loaded) are measured apart as the warm-up; the figures are over the fixed number of
frames after it, as wall-clock time and as the CPU time of the thread that draws (which other programs on the
same cores do not inflate). Prints one JSON object; `--profile` adds cProfile's top functions on stderr.
"""

from __future__ import annotations

import json
import math
import os
import sys
import tempfile
import time
from typing import Any

SIZES = ((1280, 720), (1920, 1080), (2560, 1440), (3840, 2160))
DT = 1 / 60
WARMUP_FRAMES = 30
DEFAULT_FRAMES = 1800  # 30 s of play at 60 frames a second
SEATS = 4
MAX_FRAMES = 100_000


def parse_size(text: str) -> tuple[int, int]:
    """'1920x1080' -> (1920, 1080); ValueError for anything else or a size out of 320x180..7680x4320."""
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2:
        raise ValueError(f"a size is WxH, e.g. 1920x1080, got {text!r}")
    w, h = (int(p) for p in parts)
    if not (320 <= w <= 7680 and 180 <= h <= 4320):
        raise ValueError(f"a size must be between 320x180 and 7680x4320, got {text!r}")
    return w, h


def percentiles(times_ms: list[float]) -> dict[str, float]:
    """p50 / p95 / p99 / max / mean of frame times (nearest rank)."""
    ordered = sorted(times_ms)
    if not ordered:
        return {}

    def rank(p: float) -> float:
        return ordered[max(0, math.ceil(p * len(ordered)) - 1)]

    return {
        "p50": round(rank(0.50), 2),
        "p95": round(rank(0.95), 2),
        "p99": round(rank(0.99), 2),
        "max": round(ordered[-1], 2),
        "mean": round(sum(ordered) / len(ordered), 2),
    }


def prepare_env(display: bool = False) -> None:
    """Before pygame loads: no sound device, settings and saves in a temporary folder (never the player's own), and
    the dummy video driver, unless `display` asks for the real one where there is a display."""
    if not display:
        os.environ["SDL_VIDEODRIVER"] = "dummy"  # frame cost, not the display's: flip under Xvfb alone costs ~5 ms
    elif not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["VEGAS_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="vegas-bench-")


# The window plumbing the screen benchmarks share (`pace`, `app`): the one benchmark module that touches pygame.


def driver() -> str:
    """The video driver the benchmark ran on (reported beside its figures)."""
    import pygame

    return str(pygame.display.get_driver())


def enter_key() -> Any:
    """A press of Return, as the loop receives it (passes an overlay that waits for a key)."""
    import pygame

    return pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0, "unicode": "\r", "scancode": 0})


def wake() -> None:
    """Post an event from another thread, so the real loop wakes up even while it sleeps."""
    import pygame

    pygame.event.post(pygame.event.Event(pygame.USEREVENT, {"bench": True}))


def _new_table(app: Any, game: str, seed: int) -> Any:
    from vegas_desktop import games
    from vegas_desktop.match import new_match
    from vegas_desktop.scenes.table_factory import table_scene

    low, high = games.descriptor(game).seats
    players = max(low, min(high, SEATS))
    return table_scene(app, new_match(game, ["normal"] * players, seed, None))


def bench_game(app: Any, game: str, frames: int, seed: int) -> dict[str, Any]:
    """Time `frames` steps of `game`'s table (after the warm-up), starting a new game when one ends."""
    import pygame

    from vegas_desktop.scenes.results import ResultsScene

    while app.stack.scenes:
        app.stack.pop()
    app.release_dropped()
    app.stack.push(_new_table(app, game, seed))
    games_started = 1
    times: list[float] = []
    cpu: list[float] = []
    warmup: list[float] = []
    perf, cpu_clock = time.perf_counter, time.thread_time  # the loop's own thread does all the drawing
    while len(times) < frames:
        top = app.stack.top
        if isinstance(top, ResultsScene) and top.settled:
            while app.stack.scenes:
                app.stack.pop()
            app.stack.push(_new_table(app, game, seed + games_started))
            games_started += 1
        if len(times) % 60 == 0 and pygame.event.peek(pygame.QUIT):  # SDL turns SIGTERM/SIGINT into QUIT
            raise SystemExit(130)
        c0 = cpu_clock()
        t0 = perf()
        app.step(DT, [])
        t1 = perf()
        took, cpu_took = (t1 - t0) * 1000.0, (cpu_clock() - c0) * 1000.0
        if len(warmup) < WARMUP_FRAMES:
            warmup.append(took)
        else:
            times.append(took)
            cpu.append(cpu_took)
    row: dict[str, Any] = {"frames": len(times), "games_started": games_started, **percentiles(times)}
    # CPU time of the drawing thread per frame: the frame's own cost when other programs share the cores
    row["cpu"] = percentiles(cpu)
    row["warmup_max"] = round(max(warmup), 2)
    return row


def run_frames(
    games: list[str], sizes: list[tuple[int, int]], frames: int, seed: int = 1, profile: bool = False
) -> dict[str, Any]:
    """The frame figures for every game at every size, as one JSON-ready dict."""
    prepare_env()
    from vegas_desktop.app.app import App

    report: dict[str, Any] = {"frames_per_game": frames, "warmup_frames": WARMUP_FRAMES, "speed": 1.0, "ms": {}}
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
    for size in sizes:
        app = App(size)
        app.autoplay = True  # overlays (round summary, results) go on by themselves
        app.speed = 1.0
        key = f"{size[0]}x{size[1]}"
        report["driver"] = driver()
        report["ms"][key] = {}
        for game in games:
            if profiler is not None:
                profiler.enable()
            report["ms"][key][game] = bench_game(app, game, frames, seed)
            if profiler is not None:
                profiler.disable()
            print(json.dumps({"size": key, "game": game, **report["ms"][key][game]}), file=sys.stderr, flush=True)
    if profiler is not None:
        import pstats

        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(45)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(30)
        pstats.Stats(profiler, stream=sys.stderr).print_callers("smoothscale|method 'blit'|CrispFont.render")
    return report


def run_cli(args: Any) -> int:
    """`bench --frames [--size WxH] [--game G] [--count N]`; prints one JSON object."""
    from vegas_desktop import games as registry

    try:
        sizes = [parse_size(s) for s in args.size] if args.size else list(SIZES)
    except ValueError as exc:
        print(f"vegas-desktop bench: --size: {exc}", file=sys.stderr)
        return 2
    names = [g for g in registry.game_names() if registry.descriptor(g).table is not None]
    chosen = args.bench_game or names
    unknown = [g for g in chosen if g not in names]
    if unknown:
        known = ", ".join(names)
        print(f"vegas-desktop bench: --game: no table for {', '.join(unknown)} (known: {known})", file=sys.stderr)
        return 2
    count = args.count or DEFAULT_FRAMES
    if not 1 <= count <= MAX_FRAMES:
        print(f"vegas-desktop bench: --count must be between 1 and {MAX_FRAMES}", file=sys.stderr)
        return 2
    if args.profile:
        try:
            import cProfile  # noqa: F401  (the executable leaves the profiler out)
        except ImportError:
            print("vegas-desktop bench: --profile needs Python's profiler (run it from the source)", file=sys.stderr)
            return 2
    report = run_frames(chosen, sizes, count, profile=args.profile)
    print(json.dumps(report))
    return 0
