"""Reading Cash & Run options from the command line ('rounds=30', 'no-auto')."""

from __future__ import annotations

from vegas_desktop.cashrun.model import DEFAULT_ROUND_LIMIT, MAX_PLAYERS, MIN_PLAYERS, Options
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.options import ON_OFF, OptionSlots, Switch, option_words

KNOWN = f"rounds=N (the house rule's round limit, default {DEFAULT_ROUND_LIMIT}; rounds=0 plays to the end), no-auto"
MAX_ROUNDS = 999


def parse_options(text: str) -> Options:
    """Parse a comma list of options; raises ValueError naming the bad option and the known ones."""
    values: dict[str, object] = {}
    slots = OptionSlots("cashrun", KNOWN)
    for word in option_words(text):
        name, _, arg = word.partition("=")
        if name == "rounds" and arg:
            slots.take("rounds", word)
            try:
                rounds = int(arg)
            except ValueError:
                raise ValueError(f"rounds needs a whole number, got {arg!r}") from None
            if not 0 <= rounds <= MAX_ROUNDS:
                raise ValueError(f"rounds must be 0-{MAX_ROUNDS}, got {rounds}")
            values["round_limit"] = rounds
        elif word == "no-auto":
            slots.take("no-auto", word)
            values["auto_forced"] = False
        else:
            raise ValueError(f"unknown option {word!r} for cashrun; known: {KNOWN}")
    return Options(**values)  # type: ignore[arg-type]


def format_options(options: Options) -> str:
    words = []
    if options.round_limit != DEFAULT_ROUND_LIMIT:
        words.append(f"rounds={options.round_limit}")
    if not options.auto_forced:
        words.append("no-auto")
    return ",".join(words)


def validate(options: Options, players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalAction("setup: 3-6 players", f"got {players}")
    if not 0 <= options.round_limit <= MAX_ROUNDS:
        raise IllegalAction("setup: a round limit of 0-999", f"got {options.round_limit}")


SWITCHES: tuple[Switch, ...] = (
    Switch(
        "rounds",
        ("", "rounds=30", "rounds=80", "rounds=0"),
        ("setup.opt.rounds.50", "setup.opt.rounds.30", "setup.opt.rounds.80", "setup.opt.rounds.0"),
    ),
    Switch("auto_forced", ("", "no-auto"), ON_OFF),
)
