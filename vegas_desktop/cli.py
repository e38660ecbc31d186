"""Command line: play (default), headless self-play (--autoplay), simulate, bench.

Imports pygame only for the commands that open a window, so `simulate` and `bench` run without it.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from typing import NoReturn

from vegas_desktop import __version__
from vegas_desktop.games import game_names
from vegas_desktop.one_line import shorten
from vegas_desktop.text import LANGUAGES

SEAT_KINDS = ("human", "random", "easy", "normal", "hard", "ai")
AI_KINDS = SEAT_KINDS[1:]


def parse_seats(text: str, *, allow_human: bool = True) -> list[str]:
    """'ai,hard,human' -> ['normal', 'hard', 'human'] ('ai' is an alias of 'normal')."""
    kinds = [k.strip().lower() for k in text.split(",") if k.strip()]
    allowed = SEAT_KINDS if allow_human else AI_KINDS
    for kind in kinds:
        if kind not in allowed:
            raise argparse.ArgumentTypeError(f"unknown seat kind {kind!r}; use one of: {', '.join(allowed)}")
    if not kinds:
        raise argparse.ArgumentTypeError("--seats needs at least one seat, e.g. --seats hard,normal")
    return ["normal" if k == "ai" else k for k in kinds]


def _seats_any(text: str) -> list[str]:
    return parse_seats(text, allow_human=True)


def _seats_ai(text: str) -> list[str]:
    return parse_seats(text, allow_human=False)


MAX_GAMES = 1_000_000  # simulate: a million games is already days of Hard play on this kind of machine
MAX_JOBS = 64
SEED_RANGE = (-(2**63), 2**63)  # what the seeded generators and the saved settings accept
SPEED_RANGE = (0.05, 100.0)  # animation speed factor; above ~100 a frame's step overflows the tweens
BENCH_SECONDS = (0.01, 600.0)
MAX_SECONDS = 7 * 24 * 3600.0


def _whole(text: str, low: int, high: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"expected a whole number from {low:,} to {high:,}, got {text}")
    return value


def _positive(text: str) -> int:
    return _whole(text, 1, MAX_GAMES)


def _jobs(text: str) -> int:
    return _whole(text, 1, MAX_JOBS)


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--seed takes a whole number, got {text!r}") from None
    if not SEED_RANGE[0] <= value < SEED_RANGE[1]:
        raise argparse.ArgumentTypeError(f"--seed must lie between -2**63 and 2**63-1, got {text}")
    return value


def _number_in(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a finite number within [low, high] (nan, inf and overflow are refused)."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"expected a number from {low:g} to {high:g}, got {text}")
        return value

    return parse


def _lang(text: str) -> str:
    code = text.strip().lower()
    if code not in LANGUAGES:
        raise argparse.ArgumentTypeError(f"--lang takes one of: {', '.join(LANGUAGES)}; got {text!r}")
    return code


class OneLineParser(argparse.ArgumentParser):
    """argparse that answers a mistake in one line (what was wrong, and what would be accepted) with exit status
    2: the full usage is printed by --help only, never in front of a message."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {shorten(message)}\n")

    def unknown(self, extra: list[str]) -> NoReturn:
        """Arguments nobody took: named, with the flags (and commands) this parser does take."""
        flags = [opt for action in self._actions for opt in action.option_strings if action.help != argparse.SUPPRESS]
        commands = [
            name
            for action in self._actions
            if isinstance(action, argparse._SubParsersAction)
            for name in action.choices
        ]
        known = f"known flags: {', '.join(flags)}" + (f"; commands: {', '.join(commands)}" if commands else "")
        self.error(f"unrecognized arguments: {' '.join(extra)}; {known}")


def build_parser() -> OneLineParser:
    parser = OneLineParser(
        prog="vegas-desktop",
        description="Vegas Desktop: Las Vegas dice games. Without arguments it opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"vegas-desktop {__version__}")
    parser.add_argument("--autoplay", action="store_true", help="headless self-play to the results screen")
    games = game_names()  # read when the parser is built: a game registered after this module loaded counts
    parser.add_argument("--game", choices=games, default="lasvegas", help="which game (default lasvegas)")
    parser.add_argument("--seed", type=_seed, default=None, help="seed for dice and shuffles")
    parser.add_argument("--seats", type=_seats_any, default=None, help="comma list: human,random,easy,normal,hard")
    parser.add_argument("--options", default="", help="game options, e.g. biggy,kickers=2,bandit")
    parser.add_argument("--screenshot", default=None, metavar="PATH", help="with --autoplay: save the last frame")
    parser.add_argument(
        "--lang", type=_lang, default=None, metavar="en|de", help="language of the game (default: the saved one)"
    )
    parser.add_argument(
        "--speed", type=_number_in(*SPEED_RANGE), default=None, help="animation speed factor 0.05-100 (autoplay 8)"
    )
    parser.add_argument("--max-seconds", type=_number_in(0.001, MAX_SECONDS), default=None, help=argparse.SUPPRESS)
    parser.add_argument(
        "--continue", action="store_true", dest="resume", help="open the latest unfinished game at its table"
    )

    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="headless tournament; prints one JSON object")
    sim.add_argument("--game", choices=games, default="lasvegas", dest="sim_game")
    sim.add_argument("--seats", type=_seats_ai, required=True, dest="sim_seats")
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--seed", type=_seed, default=0, dest="sim_seed")
    sim.add_argument("--jobs", type=_jobs, default=1)
    sim.add_argument("--options", default="", dest="sim_options")
    sim.add_argument(
        "--calibrate",
        action="store_true",
        help="also time a fixed piece of work next to each decision and report decision times at the quiet "
        "machine's speed (the same games)",
    )

    bench = sub.add_parser("bench", help="print speed figures for the rules core and the computer players")
    bench.add_argument(
        "--seconds", type=_number_in(*BENCH_SECONDS), default=2.0, help="time per measurement (0.01-600)"
    )
    bench.add_argument("--frames", action="store_true", help="frame times of every game's table (JSON p50/p95/p99)")
    bench.add_argument("--size", action="append", help="with --frames: a window size WxH (repeatable)")
    bench.add_argument("--game", action="append", dest="bench_game", choices=games, help="with --frames: one game")
    bench.add_argument("--count", type=_positive, default=None, help="with --frames: frames per game and size")
    bench.add_argument("--profile", action="store_true", help="with --frames: cProfile's top functions on stderr")
    bench.add_argument(
        "--pace", action="store_true", help="how long a human waits for three computers at a table (JSON, seconds)"
    )
    stats = sub.add_parser("stats", help="each player's record from the game history")
    stats.add_argument("--player", default=None, help="one player's statistics (by name)")
    stats.add_argument("--json", action="store_true", help="print JSON instead of a table")

    replay = sub.add_parser("replay", help="watch a saved or finished game again from its file")
    replay.add_argument("file", help="a save file (the user data folder's saves/ or finished/)")
    replay.add_argument("--speed", type=_number_in(*SPEED_RANGE), default=1.0, dest="replay_speed")
    from vegas_desktop.net.cli import add_commands  # host, net-bench (no websockets until one runs)

    add_commands(sub, games, seed=_seed)
    return parser


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


# Play flags and their defaults: before a subcommand they would be silently ignored, so they are refused.
_PLAY_FLAGS = {
    "autoplay": ("--autoplay", False),
    "game": ("--game", "lasvegas"),
    "seed": ("--seed", None),
    "seats": ("--seats", None),
    "options": ("--options", ""),
    "screenshot": ("--screenshot", None),
    "lang": ("--lang", None),
    "speed": ("--speed", None),
    "max_seconds": ("--max-seconds", None),
    "resume": ("--continue", False),
}


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, extra = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    if extra:  # said by the parser of the command they followed, with that command's flags
        sub = _subparsers(parser).get(args.command) if args.command else None
        (sub if isinstance(sub, OneLineParser) else parser).unknown(extra)
    if args.command is not None:
        misplaced = [flag for name, (flag, default) in _PLAY_FLAGS.items() if getattr(args, name) != default]
        if misplaced:
            parser.error(
                f"{', '.join(misplaced)} before '{args.command}' would be ignored; "
                f"give the {args.command} flags after it (vegas-desktop {args.command} --help)"
            )
    if args.command == "simulate":
        from vegas_desktop.bench.tournament import run_cli

        return run_cli(args, parser)
    if args.command == "bench" and args.frames:
        from vegas_desktop.bench.frames import run_cli as frames

        return frames(args)
    if args.command == "bench" and args.pace:
        from vegas_desktop.bench.pace import run_cli as pace

        return pace(args)
    if args.command == "bench":
        from vegas_desktop.bench.decisions import run_cli

        return run_cli(args, parser)
    if args.command == "stats":
        from vegas_desktop.history.report import run_cli as stats

        return stats(args)
    if args.command in ("host", "net-bench"):
        from vegas_desktop.net.cli import run as run_net

        return run_net(args, parser)
    import vegas_desktop.scenes  # noqa: F401  (installs the screens the app opens: app.screens)

    if args.command == "replay":
        from vegas_desktop.app.main import replay

        return replay(args, parser)
    from vegas_desktop.app.main import run_cli

    return run_cli(args, parser)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
