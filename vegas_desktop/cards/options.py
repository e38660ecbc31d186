"""Reading game options from the command line ('sequential')."""

from __future__ import annotations

from vegas_desktop.cards.model import Options

KNOWN = ("sequential",)


def parse_options(text: str) -> Options:
    """Parse a comma list of options; raises ValueError naming the bad option."""
    values: dict[str, bool] = {}
    for name in (p.strip().lower() for p in (text or "").split(",")):
        if not name:
            continue
        if name == "sequential":
            values["sequential"] = True
        else:
            raise ValueError(f"unknown option {name!r} for cards; known: {', '.join(KNOWN)}")
    return Options(**values)
