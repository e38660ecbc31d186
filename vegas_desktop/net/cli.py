"""`vegas-desktop host` (a table with no window, e.g. on a home server) and `vegas-desktop net-bench` (the scale
benchmark): their flags and their runs. Nothing here imports pygame; websockets is imported when a command runs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from vegas_desktop.net.protocol import DEFAULT_PORT

HOST_KINDS = ("remote", "random", "easy", "normal", "hard", "ai")
MAX_TIMEOUT = 24 * 3600.0


def _seats(text: str) -> list[str]:
    kinds = [k.strip().lower() for k in text.split(",") if k.strip()]
    kinds = ["remote" if k == "network" else "normal" if k == "ai" else k for k in kinds]
    for kind in kinds:
        if kind not in HOST_KINDS:
            raise argparse.ArgumentTypeError(f"unknown seat kind {kind!r}; use one of: {', '.join(HOST_KINDS)}")
    if "remote" not in kinds:
        raise argparse.ArgumentTypeError("a hosted game needs at least one network seat ('remote')")
    return kinds


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--port takes a whole number, got {text!r}") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"--port takes 0-65535 (0: any free port), got {text}")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds, got {text!r}") from None
    if not 0.05 <= value <= MAX_TIMEOUT:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"expected 0.05 to {MAX_TIMEOUT:g} seconds, got {text}")
    return value


def _count(low: int, high: int) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"expected {low} to {high}, got {text}")
        return value

    return parse


def _code(text: str) -> str:
    """A join code players can type and the protocol carries: letters and digits (spaces and dashes are left
    out, as when it is typed), at most MAX_TEXT of them."""
    from vegas_desktop.net.protocol import MAX_TEXT, normal_code

    code = normal_code(text)
    if not code:
        raise argparse.ArgumentTypeError("--code needs letters or digits, e.g. --code VEGAS7")
    if len(code) > MAX_TEXT:
        raise argparse.ArgumentTypeError(f"--code takes at most {MAX_TEXT} letters and digits, got {len(code):,}")
    return code


def _folder(text: str) -> Path:
    """A folder for the table's saves: an existing folder, or one that can be made (checked before playing)."""
    path = Path(text).expanduser()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        if isinstance(exc, FileExistsError) or (path.exists() and not path.is_dir()):
            reason = "it is not a folder"
        raise argparse.ArgumentTypeError(f"--save needs a folder; cannot use {text!r}: {reason}") from None
    if not path.is_dir():
        raise argparse.ArgumentTypeError(f"--save needs a folder; {text!r} is not one")
    if not os.access(path, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"--save needs a folder it may write in; {text!r} is not writable")
    return path


def add_commands(sub: Any, games: tuple[str, ...], seed: Callable[[str], int] = int) -> None:
    """The network commands, on the main parser's subcommands (`seed`: the play command's own seed check, so a
    hosted game takes the seeds a saved game can be continued with)."""
    host = sub.add_parser("host", help="host a network game without a window; players join it")
    host.add_argument("--game", choices=games, default="lasvegas", dest="net_game")
    host.add_argument("--seats", type=_seats, default=None, dest="net_seats", help="e.g. remote,remote,normal")
    host.add_argument("--options", default="", dest="net_options")
    host.add_argument("--port", type=_port, default=DEFAULT_PORT, help="port to listen on (0: any free one)")
    host.add_argument("--bind", default="0.0.0.0", help="address to listen on (127.0.0.1: this machine only)")
    host.add_argument("--seed", type=seed, default=None, dest="net_seed")
    host.add_argument("--code", type=_code, default=None, help="the join code (default: a new random one)")
    host.add_argument(
        "--timeout", type=_seconds, default=120.0, help="seconds before a computer plays for an absent player"
    )
    host.add_argument("--save", type=_folder, default=None, help="folder for the table's save (default: user data)")
    host.add_argument("--no-save", action="store_true", help="keep no save")
    host.add_argument(
        "--continue",
        type=Path,
        default=None,
        dest="net_resume",
        metavar="FILE",
        help="continue the network game saved in FILE; its players rejoin",
    )
    host.add_argument("--no-announce", action="store_true", help="do not announce the game on the local network")
    bench = sub.add_parser("net-bench", help="scale benchmark: one host, many tables of bot clients, on loopback")
    bench.add_argument("--tables", type=_count(1, 1000), default=100)
    bench.add_argument("--seconds", type=_seconds, default=20.0, help="how long to measure (after all joined)")
    bench.add_argument("--think", type=_seconds, default=0.5, help="a bot's pause before each action")


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    if args.command == "net-bench":
        from vegas_desktop.net.bench import run_bench

        return run_bench(args.tables, args.seconds, args.think)
    return run_host(args, parser)


def run_host(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from vegas_desktop import games
    from vegas_desktop.net.host import load_table
    from vegas_desktop.net.table import NetTable

    if args.net_resume is not None:
        try:
            table = load_table(args.net_resume, args.timeout)
        except ValueError as exc:  # the file named on the command line is left where it is, as it is
            parser.error(f"--continue {args.net_resume}: {exc}; the file was left as it is")
        save: Path | None = None if args.no_save else args.net_resume
    else:
        if args.net_seats is None:
            parser.error("host needs --seats, e.g. --seats remote,remote,normal")
        low, high = games.descriptor(args.net_game).seats
        if not low <= len(args.net_seats) <= high:
            parser.error(f"{args.net_game} takes {low} to {high} seats, got {len(args.net_seats)}")
        try:
            options = games.parse_options(args.net_game, args.net_options)
            games.validate_options(args.net_game, options, len(args.net_seats))
        except ValueError as exc:
            parser.error(str(exc))
        import secrets

        seed = args.net_seed if args.net_seed is not None else secrets.randbits(62)
        table = NetTable(args.net_game, args.net_seats, seed, options, code=args.code, timeout=args.timeout)
        save = None
    if args.no_save:
        folder = None
    elif args.save is not None:
        folder = args.save
    else:
        from vegas_desktop.saves.files import data_dir

        folder = data_dir() / "network"
    import asyncio  # here, not at the top: the main parser imports this module at every start

    return asyncio.run(_serve(table, args.bind, args.port, folder, save, not args.no_announce))


async def _serve(table: Any, bind: str, port: int, folder: Path | None, path: Path | None, announce: bool) -> int:
    from vegas_desktop.net.host import Host

    host = Host(folder, end_when_over=True)
    host.add(table, path)
    table.say = lambda text: print(f"vegas-desktop host: {text}", file=sys.stderr, flush=True)
    try:
        listened = await host.listen(bind, port)
    except OSError as exc:
        print(f"vegas-desktop host: cannot listen on {bind}:{port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    import asyncio

    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, host.done.set)
    announcer = None
    if announce and not bind.startswith("127.") and bind != "localhost":
        from vegas_desktop.net.discovery import Announcer

        announcer = Announcer.start(table.game, listened, len(table.remote_seats()))
    print(
        json.dumps({"port": listened, "code": table.code, "game": table.game, "save": str(host.saves.get(table.code))}),
        flush=True,
    )
    try:
        await host.done.wait()
    finally:
        await host.close()
        if announcer is not None:
            announcer.stop()
    return 0
