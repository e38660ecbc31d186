"""Reading game options from the command line ('sequential')."""

from __future__ import annotations

from vegas_desktop.cards.model import Options
from vegas_desktop.core.options import OFF_ON, OptionSlots, Switch, option_words

KNOWN = ("sequential",)


def parse_options(text: str) -> Options:
    """Parse a comma list of options; raises ValueError naming the bad option."""
    values: dict[str, bool] = {}
    slots = OptionSlots("cards", ", ".join(KNOWN))
    for name in option_words(text):
        if name == "sequential":
            slots.take("sequential", name)
            values["sequential"] = True
        else:
            raise ValueError(f"unknown option {name!r} for cards; known: {', '.join(KNOWN)}")
    return Options(**values)


def format_options(options: Options) -> str:
    """The comma list `parse_options` reads back to the same options ('' for the defaults)."""
    return "sequential" if options.sequential else ""


SWITCHES: tuple[Switch, ...] = (Switch("sequential", ("", "sequential"), OFF_ON),)
