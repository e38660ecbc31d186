"""Reading Royale options from the command line, e.g. 'boards=3,norepeat' or 'base' or 'tiles=A1+F1/C2'."""

from __future__ import annotations

from vegas_desktop.core.options import OFF_ON, ON_OFF, OptionSlots, Switch, option_words
from vegas_desktop.royale.model import TILE_IDS, Options

KNOWN = "boards=0..6, norepeat, base, tiles=A1+F1/C2 (per round, '-' for no tile), no-auto"


def parse_options(text: str) -> Options:
    """Parse a comma list of options; raises ValueError naming the bad option."""
    values: dict = {}
    # boards, base and tiles all say which tiles lie out: one of them at most
    slots = OptionSlots("royale", KNOWN)
    for part in option_words(text):
        name, _, arg = part.partition("=")
        name = name.strip()
        slot = {"boards": "layout", "base": "layout", "tiles": "layout"}.get(name, name)
        if name in ("norepeat", "no-repeat", "no-repeats", "norepeats"):
            slot = "norepeat"
        if slot in ("layout", "norepeat", "no-auto"):
            slots.take(slot, part)
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
    if values.get("no_repeats") and (values.get("boards") == 0 or "tiles" in values):
        raise ValueError("norepeat contradicts 'base'/'boards=0'/'tiles' (no boards are drawn); choose one")
    return Options(**values)


def format_options(options: Options) -> str:
    """The comma list `parse_options` reads back to the same options ('' for the defaults)."""
    words = []
    if options.tiles is not None:
        words.append("tiles=" + "/".join("+".join(t or "-" for t in layout) for layout in options.tiles))
    elif options.boards != Options().boards:
        words.append(f"boards={options.boards}")
    if options.no_repeats:
        words.append("norepeat")
    if not options.auto_forced:
        words.append("no-auto")
    return ",".join(words)


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


SWITCHES: tuple[Switch, ...] = (
    Switch(
        "boards",
        ("", "boards=4", "boards=5", "boards=6", "boards=0", "boards=1", "boards=2"),
        tuple(f"setup.opt.boards.{n}" for n in (3, 4, 5, 6, 0, 1, 2)),
    ),
    Switch("norepeat", ("", "norepeat"), OFF_ON),
    Switch("auto_forced", ("", "no-auto"), ON_OFF),
)
