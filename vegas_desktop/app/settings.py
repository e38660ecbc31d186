"""The player's choices remembered between games: seats, seed, switches, animation speed.

Stored as JSON in the platform's user config folder (platformdirs), or in $VEGAS_DESKTOP_HOME when set
(tests always set it, so they never touch the real folder). A missing or broken file gives the defaults
and a logged warning — settings must never stop the game from starting. Writes are atomic (temp file +
replace) so a crash mid-write cannot leave half a file behind.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

ENV_HOME = "VEGAS_DESKTOP_HOME"
FILE_NAME = "settings.json"
MIN_SEATS, MAX_SEATS = 2, 6
LEVELS = ("easy", "normal", "hard")  # offered in the setup screen; "random" only from the command line
ALL_LEVELS = ("random", *LEVELS)
SPEEDS: dict[str, float] = {"normal": 1.0, "fast": 2.5, "instant": 25.0}
COLOUR_COUNT = 6


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


GAMES = ("lasvegas", "royale", "cards")


@dataclass
class Settings:
    seats: list[SeatSetting] = field(default_factory=default_seats)
    seed: str = ""  # empty: a fresh random seed each game
    speed: str = "normal"
    game: str = "lasvegas"
    # option words per game, as `--options` takes them (e.g. ["random-first", "biggy", "kickers=2"])
    options: dict[str, list[str]] = field(default_factory=dict)

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

    # the two switches every Las Vegas game shows (kept as properties for old callers and files)
    @property
    def random_first(self) -> bool:
        return self.has("random-first", "lasvegas")

    @random_first.setter
    def random_first(self, on: bool) -> None:
        self.set_word("random-first", on, "lasvegas")

    @property
    def auto_forced(self) -> bool:
        return not self.has("no-auto", "lasvegas")

    @auto_forced.setter
    def auto_forced(self, on: bool) -> None:
        self.set_word("no-auto", not on, "lasvegas")

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Build from parsed JSON, keeping the defaults for anything missing or invalid."""
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold a JSON object")
        out = cls()
        seats_raw = data.get("seats")
        if isinstance(seats_raw, list) and MIN_SEATS <= len(seats_raw) <= MAX_SEATS:
            seats: list[SeatSetting] = []
            for raw in seats_raw:
                if not isinstance(raw, dict):
                    raise ValueError("a seat entry is not an object")
                level = raw.get("level", "normal")
                colour = raw.get("colour", 0)
                seats.append(
                    SeatSetting(
                        human=bool(raw.get("human", False)),
                        level=level if level in ALL_LEVELS else "normal",
                        name=str(raw.get("name", ""))[:24],
                        colour=colour if isinstance(colour, int) and 0 <= colour < COLOUR_COUNT else 0,
                    )
                )
            out.seats = fix_colours(seats)
        if isinstance(data.get("seed"), str):
            out.seed = data["seed"][:18]
        if data.get("speed") in SPEEDS:
            out.speed = data["speed"]
        if data.get("game") in GAMES:
            out.game = data["game"]
        options = data.get("options")
        if isinstance(options, dict):
            for game, words in options.items():
                if game in GAMES and isinstance(words, list):
                    out.options[game] = [w for w in words if isinstance(w, str) and w.strip()][:16]
        # files from before per-game options
        if isinstance(data.get("random_first"), bool):
            out.random_first = data["random_first"]
        if isinstance(data.get("auto_forced"), bool):
            out.auto_forced = data["auto_forced"]
        return out


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


def load() -> Settings:
    path = settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        log.warning("cannot read settings %s (%s); using defaults", path, exc)
        return Settings()
    try:
        return Settings.from_json(json.loads(text))
    except (ValueError, TypeError, KeyError) as exc:
        log.warning("settings file %s is damaged (%s); using defaults", path, exc)
        return Settings()


def save(settings: Settings) -> bool:
    """Write atomically; returns False (and logs) when the folder is not writable."""
    path = settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(settings.to_json(), fh, indent=2)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as exc:
        log.warning("cannot save settings to %s (%s)", path, exc)
        return False
    return True


def for_app(app: Any) -> Settings:
    """The settings shared by every scene of one App (loaded on first use)."""
    current = getattr(app, "settings", None)
    if not isinstance(current, Settings):
        current = load()
        app.settings = current
    return current
