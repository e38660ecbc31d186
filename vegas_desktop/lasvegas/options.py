"""Reading game options from the command line ('biggy,kickers=2,bandit')."""

from __future__ import annotations

from vegas_desktop.lasvegas.model import Options


def parse_options(text: str) -> Options:
    """Parse a comma list of options; raises ValueError naming the bad option."""
    names = [p.strip() for p in text.split(",") if p.strip()]
    values: dict[str, bool] = {}
    for name in names:
        if name == "random-first":
            values["random_first_player"] = True
        elif name == "no-auto":
            values["auto_forced"] = False
        else:
            raise ValueError(f"unknown option {name!r} for lasvegas; known: random-first, no-auto")
    return Options(**values)
