"""Start-up time and long-run memory of the game, as printed figures (the README quotes them).

    python tools/bench_startup.py startup                      # source install: python -m vegas_desktop
    python tools/bench_startup.py startup --exe dist/vegas-desktop/vegas-desktop
    python tools/bench_startup.py memory --minutes 10         # resident memory after 10 minutes of self-play
    python tools/bench_startup.py sound --exe dist/vegas-desktop/vegas-desktop   # does sound work in the build?

`startup` times process start to the first drawn menu frame (median of --runs, default 10): the game prints a marker
after its first frame when VEGAS_DESKTOP_STARTUP_PROBE=1 and quits at once. It uses the real display if there is one
(run it under `xvfb-run -a` on a server), else SDL's dummy driver. `memory` plays one game after another (the three
games in turn, computer seats, the real table scenes on headless fixed steps) in this process and prints the resident
set size each minute and at the end. `sound` starts the game once with VEGAS_DESKTOP_STARTUP_PROBE=sound: after the
first frame it opens the mixer, loads every WAV, plays one and checks that other formats are refused cleanly
(the build's codec stubs, packaging/codec_stubs.py); exit code 0 if so.
"""

from __future__ import annotations

import argparse
import os
import selectors
import signal
import statistics
import subprocess
import sys
import time

MARKER = "vegas-desktop: first frame"  # = vegas_desktop.app.startup_probe.MARKER (not imported: keep this tool light)
SOUND_OK = "vegas-desktop: sound ok"  # = startup_probe.SOUND_OK


def _rss_mb() -> tuple[float, float]:
    """(current, peak) resident set size of this process in MB, from /proc (Linux)."""
    fields = {}
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            key, _, value = line.partition(":")
            fields[key] = value
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def time_start(cmd: list[str], timeout: float) -> tuple[float, float]:
    """(wall-clock seconds, CPU seconds of the child) from process start to the first-frame marker. The CPU time
    (user + system, read when the child is reaped) hardly depends on what else the machine runs."""
    env = dict(os.environ, VEGAS_DESKTOP_STARTUP_PROBE="1")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.monotonic()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    output = b""
    wall = None
    watch = selectors.DefaultSelector()  # poll/epoll: select() fails on descriptors past 1023 in a busy process
    watch.register(proc.stdout, selectors.EVENT_READ)
    try:
        # wait with a deadline: a child that hangs without a word must not hang the benchmark
        while (left := started + timeout - time.monotonic()) > 0:
            if not watch.select(left):
                break
            chunk = os.read(proc.stdout.fileno(), 4096)
            if not chunk:  # the child closed its output (it exited) without the marker
                break
            output += chunk
            if MARKER.encode() in output:
                wall = time.monotonic() - started
                break
    finally:
        watch.close()
        # the game ends itself after the marker, a stranger would not. Not proc.kill(): it polls first, which may
        # reap the child and lose its resource usage; unreaped, the pid cannot have gone to another process.
        cpu = float("nan")
        if hasattr(os, "wait4"):
            os.kill(proc.pid, signal.SIGKILL)
            _pid, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
            cpu = usage.ru_utime + usage.ru_stime
        else:  # Windows: no resource usage of a child
            proc.kill()
            proc.wait()
        proc.stdout.close()
    if wall is None:
        raise RuntimeError(f"{' '.join(cmd)} drew no frame (exit code {proc.returncode}); is it a Vegas Desktop build?")
    return wall, cpu


def startup(args: argparse.Namespace) -> int:
    cmd = [args.exe] if args.exe else [sys.executable, "-m", "vegas_desktop"]
    if args.exe and not os.access(args.exe, os.X_OK):
        print(f"bench_startup: {args.exe} is not an executable file", file=sys.stderr)
        return 2
    try:
        time_start(cmd, args.timeout)  # warm-up: the first run after a build or boot reads everything from disk
        runs = [time_start(cmd, args.timeout) for _ in range(args.runs)]
    except RuntimeError as exc:
        print(f"bench_startup: {exc}", file=sys.stderr)
        return 1
    times, cpu = [wall for wall, _ in runs], [used for _, used in runs]
    driver = "dummy" if not os.environ.get("DISPLAY") else f"display {os.environ['DISPLAY']}"
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"start-up to first menu frame ({' '.join(cmd)}, {driver}): median {statistics.median(times):.3f} s "
        f"over {len(times)} runs (min {min(times):.3f}, max {max(times):.3f}; one warm-up run not counted); "
        f"CPU time of the game median {statistics.median(cpu):.3f} s (min {min(cpu):.3f}); load average {load:.1f}"
    )
    return 0


def sound_check(cmd: list[str], timeout: float) -> tuple[bool, str]:
    """(works, the game's last line) of one start with the sound probe."""
    env = dict(os.environ, VEGAS_DESKTOP_STARTUP_PROBE="sound")
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, f"no answer within {timeout:g} s"
    lines = done.stdout.strip().splitlines() or [f"no output (exit code {done.returncode})"]
    return done.returncode == 0 and lines[-1] == SOUND_OK, lines[-1]


def sound(args: argparse.Namespace) -> int:
    cmd = [args.exe] if args.exe else [sys.executable, "-m", "vegas_desktop"]
    works, said = sound_check(cmd, args.timeout)
    print(f"sound in {' '.join(cmd)}: {said}")
    return 0 if works else 1


def memory(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    from vegas_desktop.app.app import App
    from vegas_desktop.app.main import HEADLESS_DT
    from vegas_desktop.match import new_match
    from vegas_desktop.scenes.results import ResultsScene
    from vegas_desktop.scenes.table_factory import table_scene

    games = ["lasvegas", "royale", "cards"]
    seats = ["normal", "easy", "easy", "random"]
    app = App()
    app.autoplay = True
    app.speed = 8.0
    played = 0

    def start(n: int) -> None:
        game = games[n % len(games)]
        app.stack.push(table_scene(app, new_match(game, seats, n, None)))

    start(0)
    started = time.monotonic()
    deadline = started + args.minutes * 60
    next_report = started + 60
    print(f"start: rss {_rss_mb()[0]:.0f} MB", flush=True)
    while time.monotonic() < deadline:
        app.step(HEADLESS_DT)
        top = app.stack.top
        if isinstance(top, ResultsScene) and top.settled:
            while app.stack.scenes:
                app.stack.pop()
            played += 1
            start(played)
        if time.monotonic() >= next_report:
            next_report += 60
            rss, peak = _rss_mb()
            minute = (time.monotonic() - started) / 60
            print(f"{minute:4.1f} min: {played} games, rss {rss:.0f} MB (peak {peak:.0f})", flush=True)
    rss, peak = _rss_mb()
    print(f"resident memory after {args.minutes:g} min of self-play ({played} games): {rss:.0f} MB", end="")
    print(f" (peak {peak:.0f} MB)")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("startup", help="median time from process start to the first menu frame")
    s.add_argument("--exe", default=None, help="a built executable (default: this Python with -m vegas_desktop)")
    s.add_argument("--runs", type=int, default=10, choices=range(1, 101), metavar="1..100")
    s.add_argument("--timeout", type=float, default=60.0, help="seconds one start may take before it counts as hung")
    snd = sub.add_parser("sound", help="mixer, every WAV and refused foreign formats in a build (exit code)")
    snd.add_argument("--exe", default=None, help="a built executable (default: this Python with -m vegas_desktop)")
    snd.add_argument("--timeout", type=float, default=60.0)
    m = sub.add_parser("memory", help="resident memory after minutes of self-play in this process")
    m.add_argument("--minutes", type=float, default=10.0)
    args = parser.parse_args(argv)
    if args.command == "memory" and not 0 < args.minutes <= 24 * 60:
        parser.error("--minutes must be more than 0 and at most 1440")
    return {"startup": startup, "sound": sound, "memory": memory}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
