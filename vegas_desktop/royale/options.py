"""Reading Royale options from the command line, e.g. 'boards=3,norepeat' or 'base' or 'tiles=A1+F1/C2'."""

from __future__ import annotations

from vegas_desktop.royale.model import TILE_IDS, Options

KNOWN = "boards=0..6, norepeat, base, tiles=A1+F1/C2 (per round, '-' for no tile), no-auto"


def parse_options(text: str) -> Options:
    """Parse a comma list of options; raises ValueError naming the bad option."""
    values: dict = {}
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        name, _, arg = part.partition("=")
        name = name.strip().lower()
        if name == "boards":
            try:
                boards = int(arg)
            except ValueError:
                raise ValueError(f"boards needs a number 0-6, got {arg!r}") from None
            if not 0 <= boards <= 6:
                raise ValueError(f"boards must be 0-6, got {boards}")
            values["boards"] = boards
        elif name in ("norepeat", "no-repeat", "no-repeats", "norepeats") and not arg:
            values["no_repeats"] = True
        elif name == "base" and not arg:
            values["boards"] = 0
        elif name == "no-auto" and not arg:
            values["auto_forced"] = False
        elif name == "tiles" and arg:
            values["tiles"] = _parse_tiles(arg)
        else:
            raise ValueError(f"unknown option {part!r} for royale; known: {KNOWN}")
    return Options(**values)


def _parse_tiles(arg: str) -> tuple[tuple[str | None, ...], ...]:
    layouts = []
    for chunk in arg.split("/"):
        layout: list[str | None] = []
        for tile in (t.strip().upper() for t in chunk.split("+") if t.strip()):
            if tile == "-":
                layout.append(None)
            elif tile in TILE_IDS:
                layout.append(tile)
            else:
                raise ValueError(f"unknown tile {tile!r}; tiles are {', '.join(TILE_IDS)}")
        layouts.append(tuple(layout))
    return tuple(layouts)
