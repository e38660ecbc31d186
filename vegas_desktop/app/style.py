"""Shared look: colours, player palette, fonts. One place so every screen matches."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from vegas_desktop.app.crisp import CrispFont
from vegas_desktop.resources import asset_path

FELT = (18, 84, 52)
FELT_DARK = (10, 56, 34)
FELT_LIGHT = (34, 112, 72)
GOLD = (232, 190, 80)
GOLD_DARK = (150, 112, 36)
INK = (24, 24, 28)
PAPER = (246, 240, 226)
WHITE = (250, 250, 250)
HIGHLIGHT = (255, 230, 120)
DANGER = (210, 60, 60)
BILL_GREEN = (190, 214, 170)

# Player colours (name key for text.t, dice body, pip colour). Classic box colours plus two more.
PLAYER_COLOURS: list[tuple[str, tuple[int, int, int], tuple[int, int, int]]] = [
    ("colour.red", (200, 40, 46), (250, 250, 250)),
    ("colour.blue", (38, 96, 200), (250, 250, 250)),
    ("colour.green", (52, 160, 72), (250, 250, 250)),
    ("colour.yellow", (238, 200, 40), (30, 30, 30)),
    ("colour.black", (40, 40, 46), (250, 250, 250)),
    ("colour.orange", (236, 128, 32), (30, 30, 30)),
]
# Colour-blind mode: Okabe & Ito's palette ("Color Universal Design", 2008), the six of its eight colours that stay
# furthest apart under simulated protanopia, deuteranopia and tritanopia (tests/test_colour_blind.py measures it),
# each with a symbol (app/symbols.py). Index i replaces PLAYER_COLOURS[i] (seats keep their colour index).
CB_PLAYER_COLOURS: list[tuple[str, tuple[int, int, int], tuple[int, int, int]]] = [
    ("colour.cb.vermillion", (213, 94, 0), (250, 250, 250)),
    ("colour.cb.blue", (0, 114, 178), (250, 250, 250)),
    ("colour.cb.sky", (86, 180, 233), (30, 30, 30)),
    ("colour.cb.yellow", (240, 228, 66), (30, 30, 30)),
    ("colour.cb.black", (40, 40, 46), (250, 250, 250)),
    ("colour.cb.purple", (204, 121, 167), (30, 30, 30)),
]
PLAYER_SYMBOLS = ("circle", "triangle", "square", "diamond", "star", "cross")
NEUTRAL_DIE = ((244, 244, 240), (30, 30, 30))  # white dice: body, pips
KICKER_DIE = ((128, 60, 170), (250, 250, 250))  # violet kickers

CASINO_COLOURS = [
    (196, 150, 40),  # 1 Gold Mine
    (180, 60, 120),  # 2 Bajazzo
    (70, 120, 200),  # 3 Miracle
    (50, 160, 140),  # 4 Oasis
    (200, 120, 50),  # 5 Sphinx
    (150, 70, 190),  # 6 Show Hall
    (120, 120, 130),  # 7 One-armed Bandit
]

_colour_blind = False


def set_colour_blind(on: bool) -> bool:
    """Switch the player palette; True when it changed (drawn dice and swatches in caches are then stale)."""
    global _colour_blind
    changed = bool(on) != _colour_blind
    _colour_blind = bool(on)
    return changed


def colour_blind() -> bool:
    return _colour_blind


def player_palette() -> list[tuple[str, tuple[int, int, int], tuple[int, int, int]]]:
    """(name key, body, pip) per colour index, for the current mode."""
    return CB_PLAYER_COLOURS if _colour_blind else PLAYER_COLOURS


def player_colour(i: int) -> tuple[int, int, int]:
    """The colour of colour index `i` (a seat's colour), honouring colour-blind mode."""
    palette = player_palette()
    return palette[i % len(palette)][1]


def player_pip(i: int) -> tuple[int, int, int]:
    """What reads on player_colour(i): the die's pips, text on a player's chip."""
    palette = player_palette()
    return palette[i % len(palette)][2]


def player_colour_key(i: int) -> str:
    """The text key of the colour's name ("colour.red", or "colour.cb.vermillion" in colour-blind mode)."""
    palette = player_palette()
    return palette[i % len(palette)][0]


def player_symbol(i: int) -> str | None:
    """The symbol of colour index `i` in colour-blind mode (draw it with symbols.draw_symbol); None otherwise."""
    return PLAYER_SYMBOLS[i % len(PLAYER_SYMBOLS)] if _colour_blind else None


def symbol_for_body(body: tuple[int, int, int]) -> str | None:
    """The symbol of the player whose dice have this body colour (colour-blind mode only)."""
    if not _colour_blind:
        return None
    for i, (_, rgb, _) in enumerate(CB_PLAYER_COLOURS):
        if tuple(body) == rgb:
            return PLAYER_SYMBOLS[i]
    return None


# Text size setting: "large" raises the small table texts (the floor of sizes a player reads in panels and logs).
TEXT_SCALES = {"normal": 1.0, "large": 1.2}
LARGE_TEXT_CAP = 22  # sizes are raised by the scale but not beyond this (headings stay as they are)
_text_scale = 1.0


def set_text_size(name: str) -> bool:
    """ "normal" or "large"; True when it changed (rendered text in caches is then stale)."""
    global _text_scale
    scale = TEXT_SCALES.get(name, 1.0)
    changed = scale != _text_scale
    _text_scale = scale
    return changed


def scaled_size(size: int) -> int:
    """A font size after the text-size setting: small sizes grow, never past LARGE_TEXT_CAP, large ones stay."""
    if _text_scale == 1.0 or size >= LARGE_TEXT_CAP:
        return size
    return min(LARGE_TEXT_CAP, round(size * _text_scale))


FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"
FONT_CONDENSED = "DejaVuSansCondensed-Bold.ttf"


# Text is drawn on the 1280x720 surface and scaled into the window. When the window is smaller, small sizes
# are raised so that no text ends up below MIN_SCREEN_PX screen pixels (fitting helpers then cut, not shrink).
MIN_SCREEN_PX = 11
MAX_FONT_FLOOR = 2 * MIN_SCREEN_PX  # the floor at half size
_min_size = 0  # current floor in logical sizes; 0 at full scale and above


def set_view_scale(scale: float) -> bool:
    """Called by App when the window's scale changes; True when the font floor changed (caches are stale)."""
    global _min_size
    floor = math.ceil(MIN_SCREEN_PX / scale - 1e-6) if 0 < scale < 1 else 0
    # A window a window manager squeezes for a moment (4x3 pixels...) cannot show readable text anyway: past half
    # size the floor stops growing, so such a frame is not drawn with every text a thousand pixels tall.
    floor = min(floor, MAX_FONT_FLOOR)
    changed = floor != _min_size
    _min_size = floor
    return changed


def min_font_size() -> int:
    return _min_size


def font(size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    """A cached DejaVu font of `size` (after the text-size setting), or of the current floor if that is larger
    (see set_view_scale)."""
    return _font(max(_min_size, scaled_size(int(size))), bold, condensed)


@lru_cache(maxsize=64)  # Font objects, a few hundred kB each; 64 sizes x styles is more than the app asks for
def _font(size: int, bold: bool, condensed: bool) -> pygame.font.Font:
    name = FONT_CONDENSED if condensed else (FONT_BOLD if bold else FONT_REGULAR)
    return CrispFont(str(asset_path("fonts", name)), size)  # its lines can be drawn again at the window's size


def text(
    surface: pygame.Surface,
    content: str,
    pos: tuple[float, float],
    size: int = 20,
    colour: tuple[int, int, int] = WHITE,
    *,
    bold: bool = False,
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    """Draw one line of text anchored at `pos` (any pygame.Rect anchor name); returns its rect."""
    f = font(size, bold)
    img = f.render(content, True, colour)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(f.render(content, True, (0, 0, 0)), rect.move(2, 2))
    surface.blit(img, rect)
    return rect


def money(amount_k: int) -> str:
    """50 -> '$50,000' (amounts are kept in thousands; German: '50.000 $')."""
    from vegas_desktop import text

    return text.money(amount_k * 1000)
