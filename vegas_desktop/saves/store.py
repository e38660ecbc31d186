"""Save files of games in progress: seed, options, seats and the action log, written after every action.

A game is its seed plus its actions (chance lives in the state), so a save replays to exactly the table that
was left, whose turn it is included. Files carry a format number; older formats are migrated, newer ones and
damaged or foreign files are named with a reason and moved aside, never deleted.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vegas_desktop import games
from vegas_desktop.core.codec import CodecError, encode
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.match import Match, new_match
from vegas_desktop.saves.files import data_dir, move_aside, write_json_atomic
from vegas_desktop.text import TextError

FORMAT = 1
KIND = "vegas-desktop-save"
MAX_FILE_BYTES = 20 * 1024 * 1024  # far above any real game; a bigger file is not ours


class SaveError(TextError, ValueError):
    """A save that cannot be used; its reason is a text of assets/lang/*/saves.json (text.TextError)."""


@dataclass
class SeatInfo:
    name: str
    kind: str  # "human" or a computer level
    colour: int


@dataclass
class SavedGame:
    game: str
    options: str
    seed: int
    seats: list[SeatInfo]
    actions: list[list[Any]]  # [seat, encoded action]
    created: str
    updated: str
    round: int | None = None
    finished: bool = False
    undo_used: bool = False
    undo_allowed: bool = True
    path: Path | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": KIND,
            "format": FORMAT,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "seats": [vars(s) for s in self.seats],
            "actions": self.actions,
            "created": self.created,
            "updated": self.updated,
            "round": self.round,
            "finished": self.finished,
            "undo_used": self.undo_used,
            "undo_allowed": self.undo_allowed,
        }

    @property
    def humans(self) -> int:
        return sum(1 for s in self.seats if s.kind == "human")


def saves_dir() -> Path:
    return data_dir() / "saves"


def finished_dir() -> Path:
    """Finished games, kept for replays."""
    return data_dir() / "finished"


def _now() -> str:
    return dt.datetime.now().isoformat(timespec="seconds")


def snapshot(match: Match, created: str | None = None, undo_used: bool = False) -> SavedGame:
    """What a save holds for this match now."""
    now = _now()
    return SavedGame(
        game=match.game,
        options=games.format_options(match.game, match.options),
        seed=match.seed,
        seats=[SeatInfo(s.name, s.level if not s.is_human else "human", s.colour) for s in match.seats],
        actions=[[seat, encode(action)] for seat, action in match.log],
        created=created or now,
        updated=now,
        round=getattr(match.state, "round", None),
        finished=match.over,
        undo_used=undo_used,
        undo_allowed=match.undo_allowed,
    )


# -- reading -------------------------------------------------------------------------------------------
def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older format up to FORMAT, one step at a time (each step is a pure function of the data)."""
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("saves.error.no_format")
    if version > FORMAT:
        raise SaveError("saves.error.newer", found=version, known=FORMAT)
    while version < FORMAT:  # ends: every step raises the version by one
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError("saves.error.too_old", found=version)
        data = step(data)
        version += 1
        data["format"] = version
    return data


def _from_format_0(data: dict[str, Any]) -> dict[str, Any]:
    """Format 0 (the first autosaves) called the action log "log" and had no undo flag."""
    out = dict(data)
    out["actions"] = out.pop("log", [])
    out.setdefault("undo_used", False)
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _from_format_0}


def parse(data: Any, path: Path | None = None) -> SavedGame:
    """A SavedGame from loaded JSON; raises SaveError saying what is wrong."""
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise SaveError("saves.error.not_ours")
    data = _migrate(data)
    try:
        game = data["game"]
        if not isinstance(game, str) or game not in games.game_names():
            raise SaveError("saves.error.unknown_game", game=str(game)[:40])
        seats = [SeatInfo(str(s["name"]), str(s["kind"]), int(s["colour"])) for s in data["seats"]]
        actions = data["actions"]
        if not isinstance(actions, list) or not all(isinstance(a, list) and len(a) == 2 for a in actions):
            raise SaveError("saves.error.log")
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise SaveError("saves.error.seed")
        return SavedGame(
            game=game,
            options=str(data.get("options", "")),
            seed=seed,
            seats=seats,
            actions=actions,
            created=str(data.get("created", "")),
            updated=str(data.get("updated", "")),
            round=data.get("round") if isinstance(data.get("round"), int) else None,
            finished=bool(data.get("finished", False)),
            undo_used=bool(data.get("undo_used", False)),
            undo_allowed=bool(data.get("undo_allowed", True)),
            path=path,
        )
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError("saves.error.field", field=str(exc)[:60]) from None


def read(path: Path) -> SavedGame:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise SaveError("saves.error.too_big")
        text = path.read_bytes().decode("utf-8")
        data = json.loads(text)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SaveError("saves.error.unreadable", why=type(exc).__name__) from None
    return parse(data, path)


def restore(saved: SavedGame, upto: int | None = None) -> Match:
    """The match the save describes, replayed action by action (each checked against the rules)."""
    try:
        options = games.parse_options(saved.game, saved.options)
    except ValueError as exc:
        raise SaveError("saves.error.options", reason=str(exc)) from None
    kinds = [s.kind for s in saved.seats]
    low, high = games.descriptor(saved.game).seats
    if not low <= len(kinds) <= high:
        raise SaveError("saves.error.seats", seats=len(kinds), low=low, high=high)
    try:
        match = new_match(
            saved.game,
            kinds,
            saved.seed,
            options,
            names=[s.name for s in saved.seats],
            colours=[s.colour for s in saved.seats],
        )
    except ValueError as exc:
        raise SaveError("saves.error.setup", reason=str(exc)) from None
    match.undo_allowed = saved.undo_allowed
    codec = games.codec_for(saved.game)
    for n, (seat, raw) in enumerate(saved.actions[:upto]):
        try:
            action = codec.decode(raw)
            if not isinstance(seat, int) or action not in match.legal(seat):
                raise SaveError("saves.error.move", move=n + 1)
            match.play(seat, action)
        except (CodecError, IllegalAction):
            raise SaveError("saves.error.move", move=n + 1) from None
    return match


def load(path: Path) -> tuple[Match, SavedGame]:
    saved = read(path)
    return restore(saved), saved


# -- listing ---------------------------------------------------------------------------------------------
@dataclass
class Listed:
    path: Path
    saved: SavedGame | None
    problem: str = ""  # why it cannot be opened (it has been moved aside to `kept`)
    kept: Path | None = None


def list_saves(folder: Path | None = None) -> list[Listed]:
    """Games in progress, newest first; unreadable files are moved aside and listed with their reason."""
    folder = folder or saves_dir()
    out: list[Listed] = []
    try:
        paths = sorted(folder.glob("*.json"))
    except OSError:
        return []
    for path in paths:
        try:
            saved = read(path)
        except SaveError as exc:
            out.append(Listed(path, None, str(exc), move_aside(path)))
            continue
        out.append(Listed(path, saved))
    out.sort(key=lambda e: e.saved.updated if e.saved else "", reverse=True)
    return out


def list_kept_aside(folder: Path | None = None) -> list[Listed]:
    """Files set aside earlier as unreadable (`<name>.broken-<date>`), newest first, each with its reason read
    again (the reason is not stored anywhere else); the player may delete them from the saved games screen."""
    folder = folder or saves_dir()
    try:
        paths = [p for p in folder.glob("*.broken-*") if p.is_file()]
    except OSError:
        return []
    out: list[Listed] = []
    for path in paths:
        try:
            saved = read(path)
            restore(saved)
        except SaveError as exc:
            out.append(Listed(path, None, str(exc), path))
        except Exception as exc:  # a file set aside must never stop the list from showing
            out.append(Listed(path, None, str(SaveError("saves.error.unreadable", why=type(exc).__name__)), path))
        else:  # it reads now (e.g. a newer version's save, opened again by that version): it can be resumed
            if not saved.finished:
                out.append(Listed(path, saved, str(SaveError("saves.error.kept")), path))
    out.sort(key=lambda e: _mtime(e.path), reverse=True)
    return out


def reinstate(entry: Listed) -> Path:
    """Put a set-aside file that reads again back among the saves (under its old name if free); its new path."""
    import os

    base = entry.path.name.split(".broken-")[0]
    stem = base[:-5] if base.endswith(".json") else base
    target = entry.path.with_name(f"{stem}.json")
    n = 1
    while target.exists() and n < 1000:  # ends: at most 1000 names are tried
        target = entry.path.with_name(f"{stem}-{n}.json")
        n += 1
    os.replace(entry.path, target)
    return target


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def resume(entry: Listed) -> Match:
    """The listed save's match, ready to play on: replayed from its log, with its save following it again (a
    set-aside file that reads now is put back among the saves first). Raises SaveError, or OSError."""
    if entry.saved is None:
        raise SaveError("saves.error.unreadable", why=entry.problem)
    match = restore(entry.saved)
    path = reinstate(entry) if entry.kept is not None else entry.path
    Autosave(match, path, entry.saved.created, entry.saved.undo_used)
    return match


def latest_unfinished(folder: Path | None = None) -> Listed | None:
    for entry in list_saves(folder):
        if entry.saved is not None and not entry.saved.finished:
            return entry
    return None


def delete(path: Path) -> bool:
    """Remove a save the player chose to delete (asked for confirmation first); False if it could not be."""
    try:
        path.unlink()
    except OSError:
        return False
    return True


# -- writing after every action ----------------------------------------------------------------------------
class Autosave:
    """A Match listener that rewrites the game's save after every action; when the game ends, the file moves to
    the finished games (kept for replays). A failed write is remembered for the screen to say once."""

    def __init__(self, match: Match, path: Path | None = None, created: str | None = None, undo_used: bool = False):
        self.created = created or _now()
        stamp = self.created.replace(":", "").replace("-", "")
        self.path = path or saves_dir() / f"{stamp}-{match.game}-{match.seed}.json"
        self.undo_used = undo_used
        self.problem: str | None = None
        self.finished_path: Path | None = None
        self.attach(match)

    def attach(self, match: Match) -> None:
        """Save `match` from now on (an undo's new match takes over the file); the match before lets go."""
        previous = getattr(self, "match", None)
        if previous is not None and previous is not match and self in previous.listeners:
            previous.listeners.remove(self)
        self.match = match
        if self not in match.listeners:
            match.listeners.append(self)

    def __call__(self, seat: int, action: Any, events: list[Any]) -> None:
        self.write()

    def _record(self) -> None:
        import sqlite3

        try:
            _record_finished(self)
        except (OSError, sqlite3.Error) as exc:
            _notice("saves.history_failed", reason=str(exc))

    def write(self) -> bool:
        saved = snapshot(self.match, self.created, self.undo_used)
        try:
            if saved.finished:
                target = finished_dir() / self.path.name
                write_json_atomic(target, saved.to_json())
                self.path.unlink(missing_ok=True)
                if self.finished_path is None:  # once: the history gets one row per game
                    self._record()
                self.finished_path = target
            else:
                write_json_atomic(self.path, saved.to_json())
        except OSError as exc:
            if self.problem is None:  # said once, not after every move while the disk stays full
                _notice("saves.write_failed", reason=exc.strerror or str(exc))
            self.problem = exc.strerror or str(exc)
            return False
        self.problem = None
        return True


def _record_finished(saver: Autosave) -> None:
    from vegas_desktop.history.db import History

    history = History()
    try:
        if history.notice:
            _notice("history.reset", reason=history.notice)
        history.record(saver.match, saver.undo_used)
    finally:
        history.close()


# -- messages for the player from saving in the background (the app shows them like the settings' notices) ----
_notices: list[tuple[str, dict[str, object]]] = []


def _notice(key: str, **values: object) -> None:
    if (key, values) not in _notices:
        _notices.append((key, values))


def take_notices() -> list[str]:
    """Messages about saving (a full disk, a history that had to be set aside) not yet shown, each once, in the
    player's language. The app collects them with the settings' notices."""
    from vegas_desktop.text import t

    out = [t(key, **values) for key, values in _notices]
    _notices.clear()
    return out


def start_autosave(match: Match) -> Autosave:
    """Save a new game now (so Continue finds it even before the first move) and after every action."""
    saver = Autosave(match)
    saver.write()
    return saver


def autosave(match: Match) -> Autosave:
    """Hook `match` to its save file: written now and after every action (a `match.listeners` entry); a finished
    game moves to the finished folder and into the history. The same as `start_autosave`."""
    return start_autosave(match)


# -- undo against the computer -------------------------------------------------------------------------
def _decisions(match: Match, human: int) -> list[int]:
    """Indices in the log of the human's own decisions (steps that played themselves are not decisions)."""
    replay = Match(match.game, match.rules, match.seats, match.seed, match.options)
    found = []
    for i, (seat, action) in enumerate(match.log):
        if seat == human and replay.forced_action(seat) is None:
            found.append(i)
        replay.play(seat, action)
    return found


def undo_problem(match: Match) -> str | None:
    """Why the last human decision cannot be taken back now (a text key), or None."""
    humans = [i for i, s in enumerate(match.seats) if s.is_human]
    if len(humans) != 1:
        return "undo.hotseat" if humans else "undo.no_human"
    if not match.undo_allowed:
        return "undo.off"
    if match.over:
        return "undo.over"
    if not _decisions(match, humans[0]):
        return "undo.nothing"
    return None


def undo_last_human(match: Match) -> Match:
    """A new match just before the human's last decision (the computer moves after it are taken back too).
    Replayed from the seed, so dice already thrown and cards already dealt are exactly as they were."""
    problem = undo_problem(match)
    if problem is not None:
        raise SaveError(problem)
    human = next(i for i, s in enumerate(match.seats) if s.is_human)
    last = _decisions(match, human)[-1]
    earlier = Match(match.game, match.rules, match.seats, match.seed, match.options, undo_allowed=match.undo_allowed)
    for seat, action in match.log[:last]:
        earlier.play(seat, action)
    return earlier


def undo_with_autosave(match: Match) -> Match:
    """What Ctrl+Z at a table does: `undo_last_human`, then the game's save follows the new match (marked
    'undo used', written at once, so quitting right after the undo resumes at the taken-back decision).
    Raises SaveError (its key says why) where undo is not allowed."""
    earlier = undo_last_human(match)
    for listener in list(match.listeners):
        if isinstance(listener, Autosave):
            listener.undo_used = True
            listener.attach(earlier)
            listener.write()
    return earlier
