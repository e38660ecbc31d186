"""Finished games in a local SQLite database (the standard library's sqlite3), and each player's record.

One row per game with its seats; the action log is kept so any game can be watched again. The schema has a
version and migrations, and opening checks the tables' layout and every row: a damaged or foreign file is moved
aside whole and a new one started, damaged rows are skipped and named, and a file locked by another program is
waited for (BUSY_SECONDS) and then reported busy, never moved. A game recorded with its id (`key`) is stored once.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vegas_desktop.app.names import clean_name, clean_text
from vegas_desktop.core.codec import encode
from vegas_desktop.core.events import RoundEnded
from vegas_desktop.history.schema import COLUMNS, MIGRATIONS, SCHEMA_VERSION
from vegas_desktop.match import Match
from vegas_desktop.saves.files import NotAFileError, TooBigError, check_regular, data_dir, move_aside, nesting_within
from vegas_desktop.saves.replay import Replay
from vegas_desktop.saves.rounds import round_number
from vegas_desktop.saves.savefile import SavedGame, SaveError, SeatInfo
from vegas_desktop.text import TextError, tn

BUSY_SECONDS = 5.0  # how long a history locked by another program is waited for before it is reported busy
MAX_DB_BYTES = 1 << 30  # a history of a million games is far smaller; a bigger file is not ours
SEAT_KINDS = ("human", "random", "easy", "normal", "hard")
COLOURS = 6


class HistoryError(TextError, RuntimeError):
    """The history cannot be used (the reason's text key and values: text.TextError)."""


def is_busy(exc: BaseException) -> bool:
    """Whether a SQLite error means another connection holds the database (not that it is damaged)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
    return isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc)


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
    hints: list[int] = field(default_factory=list)  # seats that took hints ("what would Hard do?")

    @property
    def winners(self) -> list[str]:
        return [s.name for s in self.seats if s.rank == 1]


def _check_layout(conn: sqlite3.Connection, version: int) -> None:
    for table, wanted in COLUMNS[version].items():
        have = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not wanted <= have:
            raise HistoryError("history.error.layout", table=table, missing=", ".join(sorted(wanted - have)))


class History:
    """An open history database. `notice` holds a message for the player: the old file had to be set aside, some
    rows were skipped as damaged (`skipped`), or the file is busy (`busy`: held by another program for longer
    than BUSY_SECONDS; nothing was moved, this object is then an empty history in memory that records nothing)."""

    def __init__(self, path: Path | None = None) -> None:
        from vegas_desktop.text import t

        self.path = path or db_path()
        self.notice: str | None = None
        self.busy = False
        self.skipped: list[int] = []
        try:
            self.conn = self._open()
        except sqlite3.Error as exc:
            if not is_busy(exc):
                self._set_aside(t("history.error.damaged", detail=clean_text(str(exc))[:120]))
            else:
                self.busy = True
                self.notice = t("history.error.busy", name=self.path.name)
                self.conn = self._open(":memory:")
        except HistoryError as exc:
            self._set_aside(str(exc))
        if self.skipped:
            shown = ", ".join(str(i) for i in self.skipped[:10]) + (" …" if len(self.skipped) > 10 else "")
            skipped = tn("history.error.skipped", len(self.skipped), ids=shown)
            self.notice = f"{self.notice}; {skipped}" if self.notice else skipped

    def _set_aside(self, reason: str) -> None:
        from vegas_desktop.text import t

        kept = move_aside(self.path)
        if kept is not None:
            self.notice = t("history.error.set_aside", reason=reason, kept=clean_text(kept.name))
            try:
                self.conn = self._open()
                return
            except (sqlite3.Error, HistoryError):
                pass
        # the damaged file stays where it is, untouched: this session's games are kept in memory
        self.notice = t("history.error.not_moved", reason=reason)
        self.conn = self._open(":memory:")

    def _open(self, target: str | None = None) -> sqlite3.Connection:
        if target is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            try:  # the same check as every file the game reads: a FIFO would block SQLite's first read
                check_regular(self.path, MAX_DB_BYTES)
            except FileNotFoundError:
                pass  # a new history
            except NotAFileError:
                raise HistoryError("history.error.not_a_file") from None
            except TooBigError:
                raise HistoryError("history.error.too_big") from None
        conn = sqlite3.connect(target or self.path, timeout=BUSY_SECONDS)
        try:
            self._check(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _check(self, conn: sqlite3.Connection) -> None:
        """Schema version, migrations, table layout, page integrity and every row's values, before any use."""
        conn.execute("PRAGMA foreign_keys = ON")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError("history.error.newer", found=version, known=SCHEMA_VERSION)
        if version == 0:  # a new file, or not ours
            tables = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
            if tables:
                raise HistoryError("history.error.foreign")
        elif version < 0:
            raise HistoryError("history.error.foreign")
        else:
            _check_layout(conn, version)
        for step in range(version, SCHEMA_VERSION):  # ends: one step per missing version
            with conn:
                conn.executescript("BEGIN;" + MIGRATIONS[step] + f"; PRAGMA user_version = {step + 1};")
        _check_layout(conn, SCHEMA_VERSION)
        problem = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
        if problem != "ok":
            raise HistoryError("history.error.damaged", detail=clean_text(str(problem))[:120])
        self.skipped = sorted(self._damaged_ids(conn))

    def _damaged_ids(self, conn: sqlite3.Connection) -> set[int]:
        """Games whose stored values cannot be shown (they are skipped, and named in the notice)."""
        bad: set[int] = set()
        seats: dict[object, list[tuple[object, ...]]] = {}
        for row in conn.execute("SELECT game_id, seat, name, kind, colour, money, rank FROM seats"):
            seats.setdefault(row[0], []).append(row[1:])
        for row in conn.execute(f"SELECT {_GAME_COLUMNS} FROM games"):
            if _record_from(row, seats.get(row[0], [])) is None:
                bad.add(row[0] if isinstance(row[0], int) else -1)
        return bad

    def close(self) -> None:
        self.conn.close()

    # -- writing --------------------------------------------------------------------------------------
    def keys(self) -> set[str]:
        """The ids (finished files' names) of the games recorded with one."""
        return {r[0] for r in self.conn.execute("SELECT key FROM games WHERE key IS NOT NULL")}

    def record(self, match: Match, undo_used: bool = False, played: str | None = None, key: str | None = None) -> int:
        """Store a finished game (money after each round is replayed from the seed: nothing is lost on resume).
        With `key` (the game's id) it is stored once: recording it again returns the row already there, and a row
        written before games had ids (same game, seed and log) is given the id instead of a twin."""
        if not match.over:
            raise ValueError("only finished games go into the history")
        if self.busy:  # this object is an empty stand-in: a row written here would be lost
            raise sqlite3.OperationalError("the game history is busy")
        log = [[s, encode(a)] for s, a in match.log]
        if key is not None:
            found = self._row_for(key, match, log)
            if found is not None:
                return found
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
                "INSERT INTO games (played, game, options, seed, actions, log, undo_used, rounds, key, hints) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    played or dt.datetime.now().isoformat(timespec="seconds"),
                    match.game,
                    _options_text(match),
                    match.seed,
                    len(match.log),
                    json.dumps(log, separators=(",", ":")),
                    int(undo_used),
                    json.dumps(rounds),
                    key,
                    json.dumps(sorted(match.__dict__.get("hints_used", []))),
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

    def _row_for(self, key: str, match: Match, log: list[list[Any]]) -> int | None:
        row = self.conn.execute("SELECT id FROM games WHERE key = ?", (key,)).fetchone()
        if row is not None:
            return int(row[0])
        twins = self.conn.execute(
            "SELECT id, log FROM games WHERE key IS NULL AND game = ? AND seed = ? AND actions = ?",
            (match.game, match.seed, len(log)),
        ).fetchall()
        for game_id, text in twins:
            if _json(text) == log:
                with self.conn:
                    self.conn.execute("UPDATE games SET key = ? WHERE id = ?", (key, game_id))
                return int(game_id)
        return None

    # -- reading ---------------------------------------------------------------------------------------
    def games(self, game: str | None = None, player: str | None = None, limit: int = 500) -> list[GameRecord]:
        """Finished games, newest first, optionally of one game and/or with one player (by name). Rows with
        damaged values are left out (`skipped` names them); names come back cleaned like typed names. A file
        that another program holds for longer than BUSY_SECONDS gives [] and says so in `notice`."""
        try:
            return self._games(game, player, limit)
        except sqlite3.Error as exc:
            self._read_failed(exc)
            return []

    def _read_failed(self, exc: sqlite3.Error) -> None:
        from vegas_desktop.text import t

        if is_busy(exc):
            self.notice = t("history.error.busy", name=self.path.name)
        else:
            self.notice = t("history.error.damaged", detail=clean_text(str(exc))[:120])

    def _games(self, game: str | None, player: str | None, limit: int) -> list[GameRecord]:
        sql = f"SELECT {_GAME_COLUMNS} FROM games"
        args: list[Any] = []
        if game:
            sql += " WHERE game = ?"
            args.append(game)
        sql += " ORDER BY played DESC, id DESC"
        out: list[GameRecord] = []
        for row in self.conn.execute(sql, args).fetchall():
            seats = self.conn.execute(
                f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id = ? ORDER BY seat", (row[0],)
            ).fetchall()
            rec = _record_from(row, seats)
            if rec is None or (player and all(s.name != player for s in rec.seats)):
                continue
            out.append(rec)
            if len(out) >= limit:
                break
        return out

    def log_of(self, game_id: int) -> list[list[Any]]:
        """The game's action log, proven to replay ([] when the stored one is damaged: Watch then shows the
        opening of the game instead of failing half-way)."""
        try:
            row = self.conn.execute(f"SELECT {_GAME_COLUMNS}, log FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                return []
            seats = self.conn.execute(f"SELECT {_SEAT_COLUMNS} FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
            rec, log = _record_from(row[:-1], seats.fetchall()), _json(row[-1])
        except sqlite3.Error as exc:
            self._read_failed(exc)
            return []
        if rec is None or not isinstance(log, list):
            return []
        seated = [SeatInfo(s.name, s.kind, s.colour) for s in rec.seats]
        try:
            Replay(SavedGame(rec.game, rec.options, rec.seed, seated, log, rec.played, rec.played, finished=True))
        except SaveError:
            return []
        return log

    def players(self) -> list[str]:
        names = {s.name for rec in self.games(limit=1_000_000) for s in rec.seats if s.kind == "human"}
        return sorted(names)

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


_GAME_COLUMNS = "id, played, game, options, seed, actions, undo_used, rounds, hints"  # what _record_from reads
_SEAT_COLUMNS = "seat, name, kind, colour, money, rank"


def _json(text: object) -> Any:
    """Stored JSON, or None when it is not text, not JSON, or nested deeper than any value we write."""
    if not isinstance(text, str):
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if nesting_within(value, 32) else None


def _whole(value: object, low: int | None = None) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and (low is None or value >= low)


def _record_from(row: tuple[Any, ...], seat_rows: list[tuple[Any, ...]]) -> GameRecord | None:
    """A game's row and its seats' rows as a GameRecord, or None if a stored value cannot be right."""
    from vegas_desktop import games

    game_id, played, game, options, seed, actions, undo_used, rounds_text, hints_text = row
    hints = _json(hints_text)
    if not (_whole(game_id) and isinstance(played, str) and isinstance(game, str) and game in games.game_names()):
        return None
    if not (isinstance(options, str) and _whole(seed) and _whole(actions, 0) and undo_used in (0, 1)):
        return None
    rounds = _json(rounds_text)
    if not isinstance(rounds, list) or not all(isinstance(r, list) and all(_whole(m) for m in r) for r in rounds):
        return None
    if not isinstance(hints, list) or not all(_whole(h, 0) for h in hints):
        return None
    if len(seat_rows) > 12 or sorted(r[0] for r in seat_rows) != list(range(len(seat_rows))):
        return None
    seats: list[SeatRecord] = []
    for index, name, kind, colour, money, rank in sorted(seat_rows):
        if not (isinstance(name, str) and kind in SEAT_KINDS and _whole(money) and _whole(rank, 0)):
            return None
        shown = clean_name(name) or games.default_name(index)
        seats.append(
            SeatRecord(shown, kind, colour if _whole(colour, 0) and colour < COLOURS else index % COLOURS, money, rank)
        )
    text = clean_text(played)[:40], game, clean_text(options)[:200]
    return GameRecord(game_id, *text, seed, actions, bool(undo_used), rounds, seats, hints=hints)


def _options_text(match: Match) -> str:
    from vegas_desktop import games

    return games.format_options(match.game, match.options)


def round_money(match: Match) -> list[list[int]]:
    """Everyone's money after each round, replayed from the seed: the rounds' own RoundEnded events where the game
    has them; for a game that only counts its rounds in the state (Cash & Run), the money whenever the count moves
    on, and at the end. A network game's client knows no log to replay: its match says what it saw."""
    seen = getattr(match, "money_by_round", None)
    if callable(seen):
        return [list(m) for m in seen()]
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
