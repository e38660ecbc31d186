"""Shared look: colours, player palette, fonts. One place so every screen matches."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from vegas_desktop.resources import asset_path

FELT = (18, 84, 52)
FELT_DARK = (10, 56, 34)
FELT_LIGHT = (34, 112, 72)
GOLD = (232, 190, 80)
GOLD_DARK = (150, 112, 36)
INK = (24, 24, 28)
PAPER = (246, 240, 226)
WHITE = (250, 250, 250)
SHADOW = (0, 0, 0, 90)
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

FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"
FONT_CONDENSED = "DejaVuSansCondensed-Bold.ttf"


# Text is drawn on the 1280x720 surface and scaled into the window. When the window is smaller, small sizes
# are raised so that no text ends up below MIN_SCREEN_PX screen pixels (fitting helpers then cut, not shrink).
MIN_SCREEN_PX = 11
_min_size = 0  # current floor in logical sizes; 0 at full scale and above


def set_view_scale(scale: float) -> bool:
    """Called by App when the window's scale changes; True when the font floor changed (caches are stale)."""
    global _min_size
    floor = math.ceil(MIN_SCREEN_PX / scale - 1e-6) if 0 < scale < 1 else 0
    changed = floor != _min_size
    _min_size = floor
    return changed


def min_font_size() -> int:
    return _min_size


def font(size: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    """A cached DejaVu font of `size`, or of the current floor if that is larger (see set_view_scale)."""
    return _font(max(_min_size, int(size)), bold, condensed)


@lru_cache(maxsize=64)  # Font objects, a few hundred kB each; 64 sizes x styles is more than the app asks for
def _font(size: int, bold: bool, condensed: bool) -> pygame.font.Font:
    name = FONT_CONDENSED if condensed else (FONT_BOLD if bold else FONT_REGULAR)
    return pygame.font.Font(str(asset_path("fonts", name)), size)


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
