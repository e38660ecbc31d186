"""Reading Cash & Run options from the command line ('rounds=50', 'no-auto', 'offer=0+2'), and the game-length data
the end offer reads."""

from __future__ import annotations

from vegas_desktop.cashrun.model import MAX_PLAYERS, MIN_PLAYERS, SUGGESTED_ROUND_LIMIT, Options
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.options import ON_OFF, OptionSlots, Switch, option_words

KNOWN = (
    f"rounds=N (the house rule's round limit, e.g. rounds={SUGGESTED_ROUND_LIMIT}; rounds=0, the default, plays to the "
    "end), no-auto, offer=S+S (the human seats asked whether to end an overlong game; set by the table)"
)
MAX_ROUNDS = 999

# The p99 of game length in rounds without a round limit, Normal computer players, per player count at the start
# (1,000 games per count by tools/cashrun_length.py). A game without the limit that runs past this offers its human
# players, once, to end it by the house rule: only the rare overlong game is interrupted.
OFFER_AFTER_ROUNDS: dict[int, int] = {3: 115, 4: 54, 5: 74, 6: 87}


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
        elif name == "offer" and arg:
            slots.take("offer", word)
            seats = arg.split("+")
            if not all(s.isdigit() and int(s) < MAX_PLAYERS for s in seats) or len(set(seats)) != len(seats):
                raise ValueError(f"offer needs distinct seats 0-{MAX_PLAYERS - 1} joined by '+', got {arg!r}")
            values["voters"] = tuple(sorted(int(s) for s in seats))
        elif word == "no-auto":
            slots.take("no-auto", word)
            values["auto_forced"] = False
        else:
            raise ValueError(f"unknown option {word!r} for cashrun; known: {KNOWN}")
    return Options(**values)  # type: ignore[arg-type]


def format_options(options: Options) -> str:
    words = []
    if options.round_limit:
        words.append(f"rounds={options.round_limit}")
    if not options.auto_forced:
        words.append("no-auto")
    if options.voters:
        words.append("offer=" + "+".join(str(s) for s in options.voters))
    return ",".join(words)


def validate(options: Options, players: int) -> None:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalAction("setup: 3-6 players", f"got {players}")
    if not 0 <= options.round_limit <= MAX_ROUNDS:
        raise IllegalAction("setup: a round limit of 0-999", f"got {options.round_limit}")
    if any(not 0 <= s < players for s in options.voters):
        raise IllegalAction("setup: the seats asked at the end offer sit at this table", f"got {options.voters}")


def seated(options: Options, humans: tuple[bool, ...]) -> Options:
    """The options of a table with these seats: its human seats are the ones the end offer asks."""
    from dataclasses import replace

    return replace(options, voters=tuple(s for s, human in enumerate(humans) if human))


SWITCHES: tuple[Switch, ...] = (
    Switch(
        "rounds",
        ("", "rounds=50", "rounds=30", "rounds=80"),
        ("setup.opt.rounds.0", "setup.opt.rounds.50", "setup.opt.rounds.30", "setup.opt.rounds.80"),
    ),
    Switch("auto_forced", ("", "no-auto"), ON_OFF),
)
