"""`vegas-desktop stats [--player NAME] [--json]`: the players' records, printed (no window needed)."""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys

from vegas_desktop.history.db import History, PlayerStats
from vegas_desktop.text import tn


def _line(s: PlayerStats) -> str:
    games = ", ".join(f"{g} {w:g}/{n}" for g, (n, w) in sorted(s.by_game.items()))
    return tn(
        "stats.line",
        s.games,
        player=s.player,
        wins=f"{s.wins:g}",
        rate=f"{100 * s.win_rate:.0f}",
        average=f"{s.average_money:,.0f}",
        best=f"{s.best_money:,}",
        games=games,
    )


def run_cli(args: argparse.Namespace) -> int:
    from vegas_desktop.saves.repair import recover_once

    recover_once()  # a game whose end was cut short by a kill is recorded first
    from vegas_desktop.saves.notices import take_notices

    for line in take_notices():  # e.g. a finished game that could not be read, and where it was kept
        print(f"vegas-desktop stats: {line}", file=sys.stderr)
    try:
        history = History()
    except (OSError, sqlite3.Error) as exc:
        print(f"vegas-desktop stats: cannot open the game history: {exc}", file=sys.stderr)
        return 1
    try:
        if history.notice:
            print(f"vegas-desktop stats: {history.notice}", file=sys.stderr)
        if history.busy:  # nothing to show that would be true: the records are there, only held by another program
            return 1
        names = [args.player] if args.player else history.players()
        if args.player and args.player not in history.players():
            print(f"vegas-desktop stats: no finished games of a player called {args.player[:40]!r}", file=sys.stderr)
            return 2
        stats = [history.stats(name) for name in names]
    finally:
        history.close()
    if args.json:
        print(json.dumps([s.to_json() for s in stats], indent=2))
    elif not stats:
        print("No finished games yet.")
    else:
        for s in stats:
            print(_line(s))
    return 0
