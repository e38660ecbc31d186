"""Reading game options from the command line ('biggy,kickers=2,bandit') and checking them for a table."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.options import OFF_ON, ON_OFF, OptionSlots, Switch, option_words
from vegas_desktop.lasvegas.model import MAX_PLAYERS, MIN_PLAYERS, Options

KNOWN = (
    "neutral, biggy, kickers (same as kickers=1), kickers=1, kickers=2, rainbow, 100k, bandit, minsum, "
    "random-first, no-auto"
)

# option word -> (Options field, value)
_WORDS: dict[str, tuple[str, object]] = {
    "neutral": ("neutral", True),
    "biggy": ("biggy", True),
    "kickers": ("kickers", 1),
    "kickers=1": ("kickers", 1),
    "kickers=2": ("kickers", 2),
    "rainbow": ("rainbow", True),
    "100k": ("bills_100k", True),
    "bandit": ("bandit", True),
    "minsum": ("minsum", True),
    "random-first": ("random_first_player", True),
    "no-auto": ("auto_forced", False),
}


def parse_options(text: str) -> Options:
    """Parse a comma list of options; raises ValueError naming the bad option and listing the known ones."""
    values: dict[str, Any] = {}
    slots = OptionSlots("lasvegas", KNOWN)
    for word in option_words(text):
        if word not in _WORDS:
            raise ValueError(f"unknown or malformed option {word!r} for lasvegas; known: {KNOWN}")
        name, value = _WORDS[word]
        slots.take(name, word)
        values[name] = value
    return replace(Options(), **values)


def format_options(options: Options) -> str:
    """The comma list `parse_options` reads back to the same options ('' for the defaults)."""
    words = []
    for word, (name, value) in _WORDS.items():
        if word in ("kickers",):
            continue
        if getattr(options, name) == value and getattr(Options(), name) != value:
            words.append(word)
    return ",".join(words)


def validate(options: Options, players: int) -> None:
    """Raise IllegalAction (a ValueError) if these options cannot be played by `players` players."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalAction("setup: 2-6 players", f"got {players}")
    if options.kickers not in (0, 1, 2):
        raise IllegalAction("setup: kickers are 0, 1 or 2 per player", f"got {options.kickers}")
    if options.kickers == 2 and players >= 6:
        raise IllegalAction("setup: 2 kickers only with fewer than 6 players", "with 6 players use kickers=1")


KICKERS_2_MAX_SEATS = 5  # two kickers each only with fewer than 6 players (docs/rules.md#lv-kickers)
SWITCHES: tuple[Switch, ...] = (
    Switch("random_first", ("", "random-first"), OFF_ON),
    Switch("auto_forced", ("", "no-auto"), ON_OFF),
    Switch("neutral", ("", "neutral"), OFF_ON),
    Switch("minsum", ("", "minsum"), OFF_ON),
    Switch("bills_100k", ("", "100k"), OFF_ON),
    Switch("biggy", ("", "biggy"), OFF_ON),
    Switch(
        "kickers",
        ("", "kickers=1", "kickers=2"),
        ("setup.off", "setup.opt.kickers.1", "setup.opt.kickers.2"),
        max_seats_for={"kickers=2": KICKERS_2_MAX_SEATS},
    ),
    Switch("rainbow", ("", "rainbow"), OFF_ON),
    Switch("bandit", ("", "bandit"), OFF_ON),
)
