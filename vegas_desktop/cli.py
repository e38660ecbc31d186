"""Command line: play (default), headless self-play (--autoplay), simulate, bench.

Imports pygame only for the commands that open a window, so `simulate` and `bench` run without it.
"""

from __future__ import annotations

import argparse
import sys

from vegas_desktop import __version__
from vegas_desktop.games import game_names

GAMES = game_names()
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


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, got {value}")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--seed takes a whole number, got {text!r}") from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="vegas-desktop",
        description="Vegas Desktop: Las Vegas dice games. Without arguments it opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"vegas-desktop {__version__}")
    parser.add_argument("--autoplay", action="store_true", help="headless self-play to the results screen")
    parser.add_argument("--game", choices=GAMES, default="lasvegas", help="which game (default lasvegas)")
    parser.add_argument("--seed", type=_seed, default=None, help="seed for dice and shuffles")
    parser.add_argument("--seats", type=_seats_any, default=None, help="comma list: human,random,easy,normal,hard")
    parser.add_argument("--options", default="", help="game options, e.g. biggy,kickers=2,bandit")
    parser.add_argument("--screenshot", default=None, metavar="PATH", help="with --autoplay: save the last frame")
    parser.add_argument("--speed", type=float, default=None, help="animation speed factor (autoplay default 8)")
    parser.add_argument("--max-seconds", type=float, default=None, help=argparse.SUPPRESS)

    sub = parser.add_subparsers(dest="command")
    sim = sub.add_parser("simulate", help="headless tournament; prints one JSON object")
    sim.add_argument("--game", choices=GAMES, default="lasvegas", dest="sim_game")
    sim.add_argument("--seats", type=_seats_ai, required=True, dest="sim_seats")
    sim.add_argument("--games", type=_positive, default=100)
    sim.add_argument("--seed", type=_seed, default=0, dest="sim_seed")
    sim.add_argument("--jobs", type=_positive, default=1)
    sim.add_argument("--options", default="", dest="sim_options")

    bench = sub.add_parser("bench", help="print speed figures for the rules core and the computer players")
    bench.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "simulate":
        from vegas_desktop.tournament import run_cli

        return run_cli(args, parser)
    if args.command == "bench":
        from vegas_desktop.bench import run_cli

        return run_cli(args, parser)
    from vegas_desktop.app.main import run_cli

    return run_cli(args, parser)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
