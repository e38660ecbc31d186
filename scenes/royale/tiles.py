"""The Royale action tiles as cards beside their casino: name, a short rule and their live state.

`tile_parts` names the places on a card (track fields, slots, the bar...) so drawing and the flying-dice
animations agree on where a piece sits. `draw_tile` draws one card from the table's display model.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from vegas_desktop.app import dice_art, fit_text
from vegas_desktop.royale.model import (
    BIGGY,
    BLACK_BOX,
    BLOCK_GROUPS,
    JACKPOT_TRACK,
    TILE_NAMES,
)
from vegas_desktop.text import t

Colour = tuple[int, int, int]
CARD_FILL = (34, 22, 44, 240)
CARD_INK = (236, 226, 246)
CARD_DIM = (196, 180, 212)  # secondary text: light enough to read on the purple card
RULE_INK = CARD_INK
FIELD = (58, 40, 72)
FIELD_EDGE = (110, 84, 130)
MARKER = (250, 214, 90)
GREY_DIE = ((158, 160, 166), (158, 160, 166))
BLACK_DIE = ((26, 26, 30), (245, 245, 245))
JETON = (196, 40, 58)
SLOT_ORDER = ("jeton", "money", "special")


def tile_name(tile: str) -> str:
    return t(f"royale.tile.{tile}.name") if _has(f"royale.tile.{tile}.name") else TILE_NAMES[tile]


def _has(key: str) -> bool:
    from vegas_desktop.text import has

    return has(key)


def prize_text(prize: tuple[str, int] | None) -> str:
    """("jetons", 2) -> "2J", ("money", 40) -> "40k", None -> "—"."""
    if prize is None:
        return "—"
    what, amount = prize
    return t("royale.short_jetons", n=amount) if what == "jetons" else t("royale.short_money", k=amount)


# -- geometry of a card ------------------------------------------------------------------------------
def rule_lines(tile: str, rect: pygame.Rect) -> tuple[list[str], pygame.font.Font]:
    """A tile's short rule wrapped between its header and its pieces, as large as fits (14 px down to 11)."""
    head = header_rect(rect)
    room = state_area(rect).y + 1 - (head.bottom + 1)  # may touch the pieces' area by a pixel
    return fit_text.fit_lines(t(f"royale.tile.{tile}.short"), rect.w - 14, room, 14, 11)


def header_rect(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.x, rect.y, rect.w, 24)


def state_area(rect: pygame.Rect) -> pygame.Rect:
    """The lower part of a card, where its live pieces are drawn."""
    h = 62 if rect.h >= 140 else 46
    return pygame.Rect(rect.x + 6, rect.bottom - h - 5, rect.w - 12, h)


def _cells(area: pygame.Rect, n: int, *, square: bool = False, top: int = 0) -> list[pygame.Rect]:
    gap = 3
    w = (area.w - gap * (n - 1)) / n
    h: float = area.h - top
    if square:
        w = h = min(w, h)
    total = w * n + gap * (n - 1)
    x0 = area.x + (area.w - total) / 2
    return [pygame.Rect(round(x0 + i * (w + gap)), area.y + top, round(w), round(h)) for i in range(n)]


def tile_parts(tile: str, rect: pygame.Rect) -> dict[str, pygame.Rect]:
    """Named places on the card of `tile` drawn in `rect` (e.g. "nice:3", "block_it:0", "bar", "golden")."""
    a = state_area(rect)
    parts: dict[str, pygame.Rect] = {"state": a}
    if tile == "A2":
        parts.update({f"track:{i}": r for i, r in enumerate(_cells(a, len(JACKPOT_TRACK), top=a.h // 3))})
    elif tile in ("B2", "E1"):
        n = 7
        parts.update({f"track:{i}": r for i, r in enumerate(_cells(a, n, top=a.h // 3))})
    elif tile == "H1":
        parts.update({f"nice:{f}": r for f, r in enumerate(_cells(a, 6), start=1)})
    elif tile == "F1":
        parts.update({f"block_it:{g}": r for g, r in enumerate(_cells(a, len(BLOCK_GROUPS)))})
    elif tile == "F2":
        cells = _cells(a, 3)
        parts.update({f"handicap:{s}": r for s, r in zip(SLOT_ORDER, cells, strict=True)})
    elif tile == "G1":
        parts.update({f"plaque:{i}": r for i, r in enumerate(_cells(a, len(BLACK_BOX), top=a.h // 3))})
    elif tile == "G2":
        parts["double_down"] = pygame.Rect(a.x, a.y, a.w * 2 // 3, a.h)
    elif tile == "E2":
        parts["bar"] = pygame.Rect(a.x, a.y + a.h // 4, a.w, a.h * 3 // 4)
    elif tile == "H2":
        parts["black"] = pygame.Rect(a.x, a.y, a.w // 2 - 3, a.h)
        parts["golden"] = pygame.Rect(a.centerx + 3, a.y, a.w // 2 - 3, a.h)
    elif tile == "A1":
        parts.update({f"count:{n}": r for n, r in enumerate(_cells(a, 3, top=a.h // 3), start=1)})
    elif tile == "D1":
        parts.update({f"pay:{n}": r for n, r in enumerate(_cells(a, 4, top=a.h // 3), start=1)})
    return parts


def piece_point(tile: str, rect: pygame.Rect, place: str, index: int = 0) -> tuple[float, float]:
    """Screen point of a tile place (for dice flying there); unknown places fall back to the card's centre."""
    parts = tile_parts(tile, rect)
    r = parts.get(place) or parts["state"]
    if place in ("bar", "double_down"):
        size = min(18, r.h - 6)
        return (r.x + 6 + size / 2 + index * (size + 3), float(r.centery))
    return (float(r.centerx), float(r.centery))


# -- drawing ---------------------------------------------------------------------------------------------
class TileLook:
    """What a card needs from the table: colours, names and die drawing."""

    def __init__(
        self,
        colour_of: Callable[[int], Colour],
        die_colours: Callable[[int, str], tuple[Colour, Colour]],
        name_of: Callable[[int], str],
    ):
        self.colour_of = colour_of
        self.die_colours = die_colours
        self.name_of = name_of

    def die(
        self, surface: pygame.Surface, centre: tuple[float, float], owner: int, kind: str, face: int, size: int
    ) -> None:
        body, pip = self.die_colours(owner, kind)
        draw_kind = "b" if kind == BIGGY else kind
        dice_art.draw_die(surface, centre, face, dice_art.die_size(draw_kind, size), body, pip, kind=draw_kind)


def draw_jeton(surface: pygame.Surface, centre: tuple[float, float], r: int = 8) -> None:
    """A casino jeton: red chip with a white dashed rim."""
    x, y = round(centre[0]), round(centre[1])
    pygame.draw.circle(surface, (70, 10, 20), (x + 1, y + 2), r)
    pygame.draw.circle(surface, JETON, (x, y), r)
    for k in range(6):
        v = pygame.math.Vector2(r - 2, 0).rotate(k * 60)
        pygame.draw.circle(surface, (250, 240, 240), (x + v.x, y + v.y), max(1, r // 5))
    pygame.draw.circle(surface, (150, 20, 36), (x, y), max(2, r // 2), 1)
