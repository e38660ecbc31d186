"""One saved game on disk: its format (seed, options, seats and the action log), reading it back and replaying it.

A game is its seed plus its actions (chance lives in the state), so a save replays to exactly the table that
was left, whose turn it is included. Files carry a format number; older formats are migrated, newer ones and
damaged or foreign files are refused with a SaveError naming the reason. Writing after every action is
`saves/autosave.py`; `saves/store.py` is the one door the rest of the game uses.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vegas_desktop import games
from vegas_desktop.app.names import NAME_LIMIT, clean_name
from vegas_desktop.core.codec import CodecError, encode
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.match import Match, new_match
from vegas_desktop.saves.files import (
    NotAFileError,
    NotJSONError,
    TooBigError,
    TooDeepError,
    data_dir,
    nesting_within,
    read_json,
)
from vegas_desktop.text import TextError

FORMAT = 2
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
    hints: list[int] = field(default_factory=list)  # seats that asked "what would Hard do?"
    hints_agreed: bool = False  # hot-seat: everybody agreed to hints at the setup

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
            "hints": self.hints,
            "hints_agreed": self.hints_agreed,
        }

    @property
    def humans(self) -> int:
        return sum(1 for s in self.seats if s.kind == "human")


def saves_dir() -> Path:
    return data_dir() / "saves"


def finished_dir() -> Path:
    """Finished games, kept for replays."""
    return data_dir() / "finished"


def now() -> str:
    return dt.datetime.now().isoformat(timespec="seconds")


def snapshot(match: Match, created: str | None = None, undo_used: bool = False) -> SavedGame:
    """What a save holds for this match now."""
    stamp = now()
    return SavedGame(
        game=match.game,
        options=games.format_options(match.game, match.options),
        seed=match.seed,
        seats=[SeatInfo(s.name, s.level if not s.is_human else "human", s.colour) for s in match.seats],
        actions=[[seat, encode(action)] for seat, action in match.log],
        created=created or stamp,
        updated=stamp,
        round=getattr(match.state, "round", None),
        finished=match.over,
        undo_used=undo_used,
        undo_allowed=match.undo_allowed,
        hints=sorted(match.__dict__.get("hints_used") or []),
        hints_agreed=bool(match.__dict__.get("hints_agreed", False)),
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


def _from_format_1(data: dict[str, Any]) -> dict[str, Any]:
    """Before format 2, a Cash & Run game without a 'rounds=' option ended after 50 rounds (the rulebook's game,
    with no limit, became the default then): such a save keeps the limit it was played with."""
    out = dict(data)
    options = out.get("options", "")
    if out.get("game") == "cashrun" and isinstance(options, str) and "rounds=" not in options:
        out["options"] = ",".join(word for word in ("rounds=50", options.strip()) if word)
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _from_format_0, 1: _from_format_1}


SEAT_KINDS = ("human", "random", "easy", "normal", "hard")
COLOURS = 6  # the palette's size: a seat's colour is an index below it
MAX_DEPTH = 32  # lists and objects in a save nest a few levels; deeper is damage, refused before decoding
SEED_RANGE = (-(2**63), 2**63)
TEXT_LIMIT = 80  # options, dates: longer is not ours


def _text(value: object, limit: int = TEXT_LIMIT) -> str:
    """A string read from disk, cleaned like typed text (no NUL or other invisible characters reach a font)."""
    return clean_name(value, limit) if isinstance(value, str) else ""


def _int(value: object, low: int, high: int) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and low <= value < high:
        return value
    return None


def _seats(raw: object) -> list[SeatInfo]:
    """The seats as saved, each name cleaned like a typed name (empty: the seat's default name) and the colours
    made valid and distinct the way the setup makes them."""
    if not isinstance(raw, list) or not raw or len(raw) > 12:
        raise SaveError("saves.error.field", field="seats")
    seats: list[SeatInfo] = []
    for i, seat in enumerate(raw):
        if not isinstance(seat, dict) or not isinstance(seat.get("kind"), str):
            raise SaveError("saves.error.field", field=f"seat {i + 1}")
        kind = seat["kind"]
        if kind not in SEAT_KINDS:
            raise SaveError("saves.error.kind", kind=_text(kind, 20), kinds=", ".join(SEAT_KINDS))
        colour = _int(seat.get("colour"), 0, COLOURS)
        seats.append(
            SeatInfo(
                _text(seat.get("name"), NAME_LIMIT) or games.default_name(i), kind, -1 if colour is None else colour
            )
        )
    used: set[int] = set()
    for seat in seats:  # a missing, out-of-range or repeated colour: the first free one (as the setup does)
        if seat.colour < 0 or seat.colour in used:
            seat.colour = next((c for c in range(COLOURS) if c not in used), 0)
        used.add(seat.colour)
    return seats


def parse(data: Any, path: Path | None = None) -> SavedGame:
    """A SavedGame from loaded JSON; raises SaveError saying what is wrong (and nothing else)."""
    try:
        return _parse(data, path)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError, RecursionError) as exc:
        raise SaveError("saves.error.field", field=_text(type(exc).__name__, 60)) from None


def _parse(data: Any, path: Path | None) -> SavedGame:
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise SaveError("saves.error.not_ours")
    if not nesting_within(data, MAX_DEPTH):
        raise SaveError("saves.error.nested")
    data = _migrate(data)
    game = data.get("game")
    if not isinstance(game, str) or game not in games.game_names():
        shown = game if isinstance(game, str) else type(game).__name__
        raise SaveError("saves.error.unknown_game", game=_text(shown, 40))
    missing = next((k for k in ("seats", "actions", "seed") if k not in data), None)
    if missing is not None:
        raise SaveError("saves.error.field", field=missing)
    seats = _seats(data["seats"])
    actions = data["actions"]
    if not isinstance(actions, list) or not all(
        isinstance(a, list) and len(a) == 2 and _int(a[0], 0, len(seats)) is not None for a in actions
    ):
        raise SaveError("saves.error.log")
    seed = _int(data["seed"], *SEED_RANGE)
    if seed is None:
        raise SaveError("saves.error.seed")
    options = data.get("options", "")
    if not isinstance(options, str) or _text(options, 400) != options.strip():
        raise SaveError("saves.error.options", reason=_text(options if isinstance(options, str) else "?", 60))
    defaults = (("finished", False), ("undo_used", False), ("undo_allowed", True), ("hints_agreed", False))
    flags = {k: data.get(k, default) for k, default in defaults}
    if not all(isinstance(v, bool) for v in flags.values()):
        raise SaveError("saves.error.field", field=next(k for k, v in flags.items() if not isinstance(v, bool)))
    hints = data.get("hints", [])  # absent from older saves: nobody asked
    if not isinstance(hints, list) or any(_int(h, 0, len(seats)) is None for h in hints):
        raise SaveError("saves.error.field", field="hints")
    return SavedGame(
        game=game,
        options=options.strip(),
        seed=seed,
        seats=seats,
        actions=actions,
        created=_text(data.get("created", "")),
        updated=_text(data.get("updated", "")),
        round=_int(data.get("round"), 0, 1_000_000),
        finished=flags["finished"],
        undo_used=flags["undo_used"],
        undo_allowed=flags["undo_allowed"],
        path=path,
        hints=sorted(set(hints)),
        hints_agreed=flags["hints_agreed"],
    )


def read_data(path: Path, limit: int = MAX_FILE_BYTES, depth: int = MAX_DEPTH) -> Any:
    """The JSON held by a save-like file (a save, a finished game, a network table's save), read through
    `files.read_json`: only a regular file of at most `limit` bytes nesting at most `depth` deep. Raises SaveError
    naming what is wrong, and nothing else: no hang, no stack overflow, no memory error."""
    try:
        return read_json(path, limit, depth)
    except TooBigError:
        raise SaveError("saves.error.too_big") from None
    except NotAFileError:
        raise SaveError("saves.error.not_a_file") from None
    except FileNotFoundError:
        raise SaveError("saves.error.missing") from None
    except TooDeepError:
        raise SaveError("saves.error.nested") from None
    except NotJSONError as exc:
        raise SaveError("saves.error.unreadable", why=exc.why) from None
    except OSError as exc:
        raise SaveError("saves.error.unreadable", why=_text(exc.strerror or type(exc).__name__, 60)) from None


def read(path: Path) -> SavedGame:
    """The save (or finished game) at `path`; raises SaveError naming what is wrong (`read_data`)."""
    return parse(read_data(path), path)


DECODE_ERRORS = (
    CodecError,
    IllegalAction,
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    AttributeError,
    OverflowError,
    RecursionError,
)  # what a damaged action can raise in the decoder or the rules


def restore(saved: SavedGame, upto: int | None = None) -> Match:
    """The match the save describes, replayed action by action (each checked against the rules)."""
    try:
        options = games.parse_options(saved.game, saved.options)
    except ValueError as exc:
        raise SaveError("saves.error.options", reason=_text(str(exc), 120)) from None
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
        raise SaveError("saves.error.setup", reason=_text(str(exc), 120)) from None
    match.undo_allowed = saved.undo_allowed
    match.__dict__["hints_used"] = list(saved.hints)  # read by the table's advice and the history
    if saved.hints_agreed:
        match.__dict__["hints_agreed"] = True
    codec = games.codec_for(saved.game)
    for n, (seat, raw) in enumerate(saved.actions[:upto]):
        try:
            action = codec.decode(raw)
            if not isinstance(seat, int) or not 0 <= seat < len(kinds) or action not in match.legal(seat):
                raise SaveError("saves.error.move", move=n + 1)
            match.play(seat, action)
        except SaveError:
            raise
        except DECODE_ERRORS:
            raise SaveError("saves.error.move", move=n + 1) from None
    return match


def load(path: Path) -> tuple[Match, SavedGame]:
    saved = read(path)
    return restore(saved), saved
