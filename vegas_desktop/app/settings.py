"""The player's choices remembered between games: seats, seed, switches, animation speed, language.

Stored as JSON in the platform's user config folder (platformdirs), or in $VEGAS_DESKTOP_HOME when set
(tests always set it, so they never touch the real folder). Settings must never stop the game from starting:
whatever the file holds (another encoding, garbage, a folder or a pipe in its place) the game starts, keeps
every field that is still valid, moves a damaged file aside (never deletes it) and tells the player once.
Writes are atomic and durable (temp file, fsync, replace, fsync of the folder): a crash or power cut leaves
the old file or the new one, never half of one.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import os
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from vegas_desktop import games
from vegas_desktop.app.names import NAME_LIMIT, clean_name
from vegas_desktop.saves import files
from vegas_desktop.text import LANGUAGES, system_language

log = logging.getLogger(__name__)

ENV_HOME = "VEGAS_DESKTOP_HOME"
FILE_NAME = "settings.json"
MAX_FILE_BYTES = 1 << 20  # a settings file is a few hundred bytes; anything huge is not ours
MIN_SEATS, MAX_SEATS = 2, 6
LEVELS = ("easy", "normal", "hard")  # offered in the setup screen; "random" only from the command line
ALL_LEVELS = ("random", *LEVELS)
SPEEDS: dict[str, float] = {"normal": 1.0, "fast": 2.5, "instant": 25.0}
# how fast the computer players' turns play on top of the animation speed (instant: the turn's outcome at once)
COMPUTER_TURNS: dict[str, float] = {"normal": 1.0, "fast": 2.5, "instant": math.inf}
COLOUR_COUNT = 6
TEXT_SIZES = ("normal", "large")


@dataclass
class SeatSetting:
    human: bool = False
    level: str = "normal"
    name: str = ""
    colour: int = 0


def default_seats() -> list[SeatSetting]:
    return [
        SeatSetting(human=True, level="normal", name="", colour=0),
        SeatSetting(human=False, level="normal", name="", colour=1),
        SeatSetting(human=False, level="normal", name="", colour=2),
        SeatSetting(human=False, level="normal", name="", colour=3),
    ]


@dataclass
class Settings:
    seats: list[SeatSetting] = field(default_factory=default_seats)
    seed: str = ""  # empty: a fresh random seed each game
    speed: str = "normal"
    computer_turns: str = "normal"  # COMPUTER_TURNS: the computers' turns faster than the player's own
    game: str = "lasvegas"
    # option words per game, as `--options` takes them (e.g. ["random-first", "biggy", "kickers=2"])
    options: dict[str, list[str]] = field(default_factory=dict)
    # the settings screen (scenes/settings_screen.py)
    # "en" or "de"; until the player picks one, the system's language (anything else: English)
    language: str = field(default_factory=system_language)
    volume: int = 80  # 0..100
    muted: bool = False
    undo: bool = True  # against the computer (one human seat): Ctrl+Z takes back the last decision
    payout_preview: bool = True  # the table shows what the choice under the pointer would pay
    hot_seat_hints: bool = False  # hot-seat: everybody agreed that "what would Hard do?" may be asked
    reduced_motion: bool = False
    colour_blind: bool = False
    fullscreen: bool = False
    text_size: str = "normal"

    def words(self, game: str | None = None) -> list[str]:
        return self.options.setdefault(game or self.game, [])

    def has(self, word: str, game: str | None = None) -> bool:
        return word in self.words(game)

    def set_word(self, word: str, on: bool, game: str | None = None) -> None:
        words = self.words(game)
        if on and word not in words:
            words.append(word)
        elif not on and word in words:
            words.remove(word)

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @property
    def computer_factor(self) -> float:
        """How much faster than the player's own the computers' turns play (inf: at once)."""
        return COMPUTER_TURNS.get(self.computer_turns, 1.0)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any, problems: list[str] | None = None) -> Settings:
        """Build from parsed JSON field by field: what is missing keeps its default, what is invalid too (and is
        named in `problems`), everything valid is kept."""
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold a JSON object")
        bad = problems if problems is not None else []
        unknown = [str(k) for k in data if k not in KNOWN_KEYS]
        if unknown and len(unknown) == len(data):  # e.g. {"settings": {...}}: nothing here is ours
            raise UnusableError("settings.why.unknown", keys=", ".join(clean_name(k, 24) or "?" for k in unknown[:5]))
        if unknown:
            bad.append("unknown " + ", ".join(clean_name(k, 24) or "?" for k in unknown[:5]))
        out = cls()
        seats_raw = data.get("seats")
        if seats_raw is not None:
            if isinstance(seats_raw, list) and MIN_SEATS <= len(seats_raw) <= MAX_SEATS:
                seats: list[SeatSetting] = []
                for i, raw in enumerate(seats_raw):
                    seat, ok = _seat_from_json(raw, i)
                    seats.append(seat)
                    if not ok:
                        bad.append(f"seat {i + 1}")
                out.seats = fix_colours(seats)
            else:
                bad.append("seats")
        for key, valid in (
            ("seed", lambda v: isinstance(v, str) and len(v) <= 18 and clean_name(v, 18) == v.strip()),
            ("speed", lambda v: isinstance(v, str) and v in SPEEDS),
            ("computer_turns", lambda v: isinstance(v, str) and v in COMPUTER_TURNS),
            ("game", lambda v: isinstance(v, str) and v in games.game_names()),
            ("language", lambda v: isinstance(v, str) and v in LANGUAGES),
            ("volume", lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100),
            ("muted", lambda v: isinstance(v, bool)),
            ("reduced_motion", lambda v: isinstance(v, bool)),
            ("colour_blind", lambda v: isinstance(v, bool)),
            ("fullscreen", lambda v: isinstance(v, bool)),
            ("undo", lambda v: isinstance(v, bool)),
            ("payout_preview", lambda v: isinstance(v, bool)),
            ("hot_seat_hints", lambda v: isinstance(v, bool)),
            ("text_size", lambda v: isinstance(v, str) and v in TEXT_SIZES),
        ):
            if key in data:
                if valid(data[key]):
                    setattr(out, key, data[key])
                else:
                    bad.append(key)
        options = data.get("options")
        if options is not None:
            if isinstance(options, dict):
                for game, words in options.items():
                    if isinstance(game, str) and game in games.game_names() and isinstance(words, list):
                        kept, dropped = _option_words(game, words)
                        out.options[game] = kept
                        if dropped:
                            bad.append(f"options for {game}: {', '.join(dropped)}")
                    else:
                        bad.append(f"options for {game}" if game in games.game_names() else "options")
            else:
                bad.append("options")
        # files from before per-game options held the two Las Vegas switches as fields of their own
        for key, word, on in (("random_first", "random-first", True), ("auto_forced", "no-auto", False)):
            if isinstance(data.get(key), bool):
                out.set_word(word, data[key] is on, "lasvegas")
            elif key in data:
                bad.append(key)
        return out


KNOWN_KEYS = {f.name for f in dataclasses.fields(Settings)} | {"random_first", "auto_forced"}  # the last two: old files
MAX_WORDS = 16  # option words kept per game (every game has fewer switches)


def _option_words(game: str, words: list[Any]) -> tuple[list[str], list[str]]:
    """The option words of `game` the game takes (each checked with those before it, as Start would check them),
    and the ones dropped, as shown in the notice: a word the game does not know or a value out of range
    (`kickers=99`), anything that is not a word (`1`), repeats past MAX_WORDS."""
    kept: list[str] = []
    dropped: list[str] = []
    for raw in words:
        word = clean_name(raw, 24) if isinstance(raw, str) else ""
        shown = word or (clean_name(json.dumps(raw)[:24], 24) if not isinstance(raw, str) else "''")
        if not word or len(kept) >= MAX_WORDS:
            dropped.append(shown)
            continue
        if word in kept:
            continue
        try:
            games.parse_options(game, ",".join([*kept, word]))
        except ValueError:
            dropped.append(shown)
            continue
        kept.append(word)
    return kept, dropped


class UnusableError(ValueError):
    """A settings file that holds nothing usable (its reason: a text key and values, worded when shown)."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


def _seat_from_json(raw: Any, index: int) -> tuple[SeatSetting, bool]:
    """One seat entry: (the seat, whether every field of it was valid). A bad field keeps that field's default."""
    fallback = default_seats()[index] if index < 4 else SeatSetting(colour=index)
    if not isinstance(raw, dict):
        return fallback, False
    ok = True
    human = raw.get("human", fallback.human)
    if not isinstance(human, bool):
        human, ok = fallback.human, False
    level = raw.get("level", "normal")
    if not isinstance(level, str) or level not in ALL_LEVELS:
        level, ok = "normal", False
    colour = raw.get("colour", fallback.colour)
    if not (isinstance(colour, int) and not isinstance(colour, bool) and 0 <= colour < COLOUR_COUNT):
        colour, ok = fallback.colour, False
    name_raw = raw.get("name", "")
    if not isinstance(name_raw, str):
        name_raw, ok = "", False
    name = clean_name(name_raw, NAME_LIMIT)
    return SeatSetting(human=human, level=level, name=name, colour=colour), ok


def fix_colours(seats: list[SeatSetting]) -> list[SeatSetting]:
    """Give every seat a distinct colour, keeping the first holder of a clash (hand-edited files)."""
    used: set[int] = set()
    for seat in seats:
        if seat.colour in used:
            seat.colour = next(c for c in range(COLOUR_COUNT) if c not in used)
        used.add(seat.colour)
    return seats


def settings_dir() -> Path:
    override = os.environ.get(ENV_HOME)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("vegas-desktop", appauthor=False))


def settings_path() -> Path:
    return settings_dir() / FILE_NAME


# What the player should be told once, in the window (read and cleared by the app). Kept as text keys and
# values, worded when taken: the file is read before its language is applied, the notice is shown after.
_notices: list[tuple[str, dict[str, object]]] = []
_save_failed = False
_protected = False  # an unusable file that could not be kept aside: never written over in this session


def take_notices() -> list[str]:
    """Messages about the settings file that the player has not seen yet (each is returned once)."""
    from vegas_desktop.text import t

    out = [t(key, **values) for key, values in _notices]
    _notices.clear()
    return out


def _notice(key: str, **values: object) -> None:
    if (key, values) not in _notices:
        _notices.append((key, values))


def _decode(raw: bytes) -> str:
    """UTF-8 (with or without a BOM), UTF-16 with its BOM, else Latin-1 (what old editors write): never fails."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError:
            pass
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def _read(path: Path) -> bytes | None:
    """The file's bytes, read like every file of the game (`files.read_limited`); None when there is none.
    Raises OSError for anything that is not a readable regular file (a folder, a pipe, a device: opening a FIFO
    would block the start for ever, so it is never opened), UnusableError for one far too big."""
    try:
        return files.read_limited(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return None
    except files.TooBigError:
        raise UnusableError("settings.why.too_big") from None


def move_aside(path: Path) -> Path | None:
    """Keep a damaged file as `settings.json.broken-<date>` (never deleted); None if even that fails."""
    target = files.move_aside(path)
    if target is None:
        log.warning("cannot move the damaged settings file %s aside", path)
    return target


def _backup_copy(path: Path, raw: bytes) -> Path | None:
    """Keep a copy of a partly valid file before its bad fields are overwritten by the next save."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    try:
        if not target.exists():
            target.write_bytes(raw)
        return target
    except OSError as exc:
        log.warning("cannot keep a copy of the settings file %s (%s)", path, exc)
        return None


def load() -> Settings:
    """The remembered settings; never raises. Problems are logged and queued for the player (`take_notices`).
    A file that cannot be used is kept (`settings.json.broken-<date>`) before anything is written over it; if
    even that fails, nothing is written over it in this session."""
    global _save_failed, _protected
    path = settings_path()
    _protected = False
    files.remove_leftover_temps(path.parent)  # `.settings-….tmp` of a save cut short: never the only copy
    try:
        raw = _read(path)
    except UnusableError as exc:  # too big: a regular file, moved aside unread
        return _unusable(path, exc)
    except (OSError, ValueError) as exc:
        log.warning("cannot read settings %s (%s); using defaults", path, exc)
        if path.is_file():  # a regular file we may not read: renaming it needs no read access
            return _unusable(path, UnusableError("settings.why.unreadable", why=exc.__class__.__name__))
        _notice("settings.notice.unreadable", path=str(path))
        _save_failed = True  # that notice already says choices are not remembered: no second one when saving fails
        return Settings()
    if raw is None:
        return Settings()
    problems: list[str] = []
    try:
        data = json.loads(_decode(raw))
        settings = Settings.from_json(data, problems)
    except UnusableError as exc:
        return _unusable(path, exc)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError, MemoryError) as exc:
        log.warning("settings file %s is damaged (%s); using defaults", path, exc)
        kept = move_aside(path)
        if kept is None:
            _protected = True
        _notice("settings.notice.damaged", path=str(kept or path))
        return Settings()
    if problems:
        log.warning("settings file %s: invalid %s; those keep their defaults", path, ", ".join(problems))
        kept = _backup_copy(path, raw)
        if kept is None:
            _protected = True
        _notice("settings.notice.partly", fields=", ".join(problems), path=str(kept or path))
        if kept is not None:  # the copy keeps the old file: the mended one is written now, so it is said once
            save(settings)
    return settings


def _unusable(path: Path, exc: UnusableError) -> Settings:
    """Keep a file that holds nothing usable beside it before the defaults are ever saved over it, and say so."""
    global _protected
    from vegas_desktop.text import TextError

    why = TextError(exc.key, **exc.values)  # worded when the notice is shown, in the language of that moment
    log.warning("settings file %s cannot be used (%s); using defaults", path, why)
    kept = move_aside(path)
    if kept is None:
        _protected = True
        _notice("settings.notice.not_kept", why=why)
    else:
        _notice("settings.notice.unusable", why=why, path=str(kept))
    return Settings()


def problem_notices() -> list[str]:
    """What is wrong with the settings file, worded for the player, without clearing it (see `take_notices`)."""
    from vegas_desktop.text import t

    return [t(key, **values) for key, values in _notices]


def save(settings: Settings) -> bool:
    """Write atomically and durably; returns False (logs, and tells the player once) when it cannot."""
    global _save_failed
    path = settings_path()
    if _protected:  # the player's unusable file could not be kept aside: it is not written over
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and not path.is_file():
            raise IsADirectoryError(f"{path} is not a file")
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(settings.to_json(), fh, indent=2)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        _fsync_folder(path.parent)
    except OSError as exc:
        log.warning("cannot save settings to %s (%s)", path, exc)
        if not _save_failed:
            _save_failed = True
            _notice("settings.notice.cannot_save", path=str(path), reason=exc.strerror or str(exc))
        return False
    _save_failed = False
    return True


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows opening a folder (not on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def saved_language() -> str:
    """The language the settings file asks for, else the system's: read only, nothing moved or reported
    (for headless runs, which must not touch the player's file)."""
    try:
        raw = _read(settings_path())
        data = json.loads(_decode(raw)) if raw is not None else None
    except (OSError, ValueError, RecursionError):
        data = None
    code = data.get("language") if isinstance(data, dict) else None
    return code if isinstance(code, str) and code in LANGUAGES else system_language()


def for_app(app: Any) -> Settings:
    """The settings shared by every scene of one App (loaded on first use)."""
    current = getattr(app, "settings", None)
    if not isinstance(current, Settings):
        current = load()
        app.settings = current
        from vegas_desktop.app import sound

        sound.bind(current, save)
    return current
