"""Finished games in a local SQLite database (the standard library's sqlite3), and each player's record.

One row per game with its seats; the action log is kept so any game can be watched again. The schema has a
version and migrations; a database that cannot be opened is moved aside and a new one started.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vegas_desktop.core.codec import encode
from vegas_desktop.core.events import RoundEnded
from vegas_desktop.match import Match
from vegas_desktop.saves.files import data_dir, move_aside
from vegas_desktop.saves.rounds import round_number
from vegas_desktop.text import TextError

SCHEMA_VERSION = 2

# Each step takes the database from version i to i + 1 (index i); run in one transaction each.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        played TEXT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        seed INTEGER NOT NULL,
        actions INTEGER NOT NULL,
        log TEXT NOT NULL
    );
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        colour INTEGER NOT NULL,
        money INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_by_name ON seats(name);
    """,
    """
    ALTER TABLE games ADD COLUMN undo_used INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN rounds TEXT NOT NULL DEFAULT '[]';
    """,
]


class HistoryError(TextError, RuntimeError):
    """The history cannot be used (the reason's text key and values: text.TextError)."""


def db_path() -> Path:
    return data_dir() / "history.sqlite3"


@dataclass
class SeatRecord:
    name: str
    kind: str
    colour: int
    money: int
    rank: int


@dataclass
class GameRecord:
    id: int
    played: str
    game: str
    options: str
    seed: int
    actions: int
    undo_used: bool
    rounds: list[list[int]]  # money of every seat after each round
    seats: list[SeatRecord] = field(default_factory=list)
    log: list[list[Any]] = field(default_factory=list)

    @property
    def winners(self) -> list[str]:
        return [s.name for s in self.seats if s.rank == 1]


class History:
    """An open history database. `notice` holds a message for the player if the old file had to be set aside."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or db_path()
        self.notice: str | None = None
        try:
            self.conn = self._open()
        except (sqlite3.DatabaseError, HistoryError) as exc:
            from vegas_desktop.text import t

            reason = str(exc) if isinstance(exc, HistoryError) else t("history.error.damaged", detail=str(exc))
            kept = move_aside(self.path)
            if kept is not None:
                self.notice = t("history.error.set_aside", reason=reason, kept=kept.name)
                self.conn = self._open()
            else:  # the damaged file stays where it is, untouched: this session's games are kept in memory
                self.notice = t("history.error.not_moved", reason=reason)
                self.conn = self._open(":memory:")

    def _open(self, target: str | None = None) -> sqlite3.Connection:
        if target is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(target or self.path)
        conn.execute("PRAGMA foreign_keys = ON")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            conn.close()
            raise HistoryError("history.error.newer", found=version, known=SCHEMA_VERSION)
        if version == 0:  # a new file, or not ours
            tables = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
            if tables:
                conn.close()
                raise HistoryError("history.error.foreign")
        for step in range(version, SCHEMA_VERSION):  # ends: one step per missing version
            with conn:
                conn.executescript("BEGIN;" + MIGRATIONS[step] + f"; PRAGMA user_version = {step + 1};")
        conn.execute("SELECT count(*) FROM games").fetchone()  # a damaged file fails here, not later
        return conn

    def close(self) -> None:
        self.conn.close()

    # -- writing --------------------------------------------------------------------------------------
    def record(self, match: Match, undo_used: bool = False, played: str | None = None) -> int:
        """Store a finished game (money after each round is replayed from the seed: nothing is lost on resume)."""
        if not match.over:
            raise ValueError("only finished games go into the history")
        rounds = round_money(match)
        money = match.rules.money(match.state)
        rank_of: dict[int, int] = {}
        place = 1
        for group in match.rules.standings(match.state):
            for seat in group:
                rank_of[seat] = place
            place += len(group)
        with self.conn:
            cur = self.conn.execute(
                "INSERT INTO games (played, game, options, seed, actions, log, undo_used, rounds) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    played or dt.datetime.now().isoformat(timespec="seconds"),
                    match.game,
                    _options_text(match),
                    match.seed,
                    len(match.log),
                    json.dumps([[s, encode(a)] for s, a in match.log], separators=(",", ":")),
                    int(undo_used),
                    json.dumps(rounds),
                ),
            )
            game_id = int(cur.lastrowid or 0)
            self.conn.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (game_id, i, s.name, s.level if not s.is_human else "human", s.colour, money[i], rank_of.get(i, 0))
                    for i, s in enumerate(match.seats)
                ],
            )
        return game_id

    # -- reading ---------------------------------------------------------------------------------------
    def games(self, game: str | None = None, player: str | None = None, limit: int = 500) -> list[GameRecord]:
        """Finished games, newest first, optionally of one game and/or with one player (by name)."""
        sql = "SELECT id, played, game, options, seed, actions, undo_used, rounds FROM games"
        where, args = [], []
        if game:
            where.append("game = ?")
            args.append(game)
        if player:
            where.append("id IN (SELECT game_id FROM seats WHERE name = ?)")
            args.append(player)
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY played DESC, id DESC LIMIT ?"
        rows = self.conn.execute(sql, [*args, limit]).fetchall()
        out = [GameRecord(r[0], r[1], r[2], r[3], r[4], r[5], bool(r[6]), json.loads(r[7])) for r in rows]
        for rec in out:
            rec.seats = [
                SeatRecord(*row)
                for row in self.conn.execute(
                    "SELECT name, kind, colour, money, rank FROM seats WHERE game_id = ? ORDER BY seat", (rec.id,)
                )
            ]
        return out

    def log_of(self, game_id: int) -> list[list[Any]]:
        row = self.conn.execute("SELECT log FROM games WHERE id = ?", (game_id,)).fetchone()
        return json.loads(row[0]) if row else []

    def players(self) -> list[str]:
        return [r[0] for r in self.conn.execute("SELECT DISTINCT name FROM seats WHERE kind = 'human' ORDER BY name")]

    def stats(self, player: str) -> PlayerStats:
        return player_stats(self.games(player=player, limit=100_000), player)


@dataclass
class PlayerStats:
    player: str
    games: int = 0
    wins: float = 0.0
    by_game: dict[str, tuple[int, float]] = field(default_factory=dict)  # game -> (games, wins)
    by_level: dict[str, tuple[int, float]] = field(default_factory=dict)  # opponent level -> (games, wins)
    money: list[int] = field(default_factory=list)  # per game, oldest first
    results: list[float] = field(default_factory=list)  # 1 win, 1/k shared win, 0 otherwise; oldest first

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average_money(self) -> float:
        return sum(self.money) / len(self.money) if self.money else 0.0

    @property
    def best_money(self) -> int:
        return max(self.money, default=0)

    def rolling_win_rate(self, window: int = 10) -> list[float]:
        """Win rate over the last `window` games, after each game."""
        out = []
        for i in range(len(self.results)):
            part = self.results[max(0, i - window + 1) : i + 1]
            out.append(sum(part) / len(part))
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.win_rate, 4),
            "average_money": round(self.average_money, 1),
            "best_money": self.best_money,
            "by_game": {g: {"games": n, "wins": w} for g, (n, w) in self.by_game.items()},
            "by_computer_level": {k: {"games": n, "wins": w} for k, (n, w) in self.by_level.items()},
        }


def player_stats(records: list[GameRecord], player: str) -> PlayerStats:
    stats = PlayerStats(player)
    for rec in reversed(records):  # oldest first
        mine = [s for s in rec.seats if s.name == player]
        if not mine:
            continue
        seat = mine[0]
        winners = [s for s in rec.seats if s.rank == 1]
        share = 1.0 / len(winners) if seat.rank == 1 else 0.0
        stats.games += 1
        stats.wins += share
        n, w = stats.by_game.get(rec.game, (0, 0.0))
        stats.by_game[rec.game] = (n + 1, w + share)
        for level in sorted({s.kind for s in rec.seats if s is not seat and s.kind != "human"}):
            n, w = stats.by_level.get(level, (0, 0.0))
            stats.by_level[level] = (n + 1, w + share)
        stats.money.append(seat.money)
        stats.results.append(share)
    return stats


def _options_text(match: Match) -> str:
    from vegas_desktop import games

    return games.format_options(match.game, match.options)


def round_money(match: Match) -> list[list[int]]:
    """Everyone's money after each round, replayed from the seed: the rounds' own RoundEnded events where the game
    has them; for a game that only counts its rounds in the state (Cash & Run), the money whenever the count moves
    on, and at the end."""
    replay = Match(match.game, match.rules, match.seats, match.seed, match.options)
    rounds = [list(e.money) for e in replay.opening_events if isinstance(e, RoundEnded)]
    for seat, action in match.log:
        before = round_number(replay)
        events = replay.play(seat, action)
        ended = [list(e.money) for e in events if isinstance(e, RoundEnded)]
        if ended:
            rounds += ended
        elif replay.over or (before is not None and round_number(replay) != before):
            rounds.append(list(replay.rules.money(replay.state)))
    return rounds
