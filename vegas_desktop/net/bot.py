"""A headless network player in its own process: `python -m vegas_desktop.net.bot --url ws://127.0.0.1:PORT
--code CODE --game G --seat N [--level normal] [--seed S] [--token T] [--stop-after K] [--capture FILE]`.

It joins (or rejoins) one seat, plays it with a computer player and prints one JSON line: the money and
standings it was told at the end, how many actions it sent, what was refused, and why it ended early if so."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from dataclasses import asdict
from pathlib import Path

from vegas_desktop.net.client import HostGone, play_seat


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m vegas_desktop.net.bot")
    parser.add_argument("--url", required=True)
    parser.add_argument("--code", required=True)
    parser.add_argument("--game", required=True)
    parser.add_argument("--seat", type=int, required=True)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--token", default=None, help="the seat's token to rejoin (as --token=VALUE)")
    parser.add_argument("--stop-after", type=int, default=None)
    parser.add_argument("--capture", type=Path, default=None)
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--full", action="store_true", help="receive the view after every action, not only on turn")
    args = parser.parse_args(argv)
    try:
        result = asyncio.run(
            play_seat(
                args.url,
                args.code,
                args.game,
                args.seat,
                args.level,
                args.seed,
                token=args.token,
                stop_after=args.stop_after,
                capture=args.capture,
                timeout=args.timeout,
                lean=not args.full,
            )
        )
    except HostGone as gone:
        print(json.dumps({"seat": args.seat, "ended": str(gone)}), flush=True)
        return 1
    out = asdict(result)
    out.pop("round_trips")
    print(json.dumps(out), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
