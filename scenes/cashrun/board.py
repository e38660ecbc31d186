"""What stands on the Cash & Run board's fields: the pawns (large, in the player's colour with their colour-blind
symbol, several on one field kept apart), owned casinos in their owner's colour, the combination of a final lap laid
on its C&R field, and the field the current player is deciding about."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import style, table_art
from vegas_desktop.cashrun.model import BOARD, FIELDS, Kind
from vegas_desktop.scenes.cashrun import art
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.table.pieces import seat_mark

if TYPE_CHECKING:
    from vegas_desktop.scenes.cashrun.view import Display

PAWN_R = 12  # a pawn's radius at 1280x720 (with its white rim 14): seen from a metre away
STEP = 21.0  # pawns side by side on one field
LINE = 20.0  # a second line of pawns on a crowded field


# -- pawns ----------------------------------------------------------------------------------------------------------
def pawn_slots(d: Display) -> dict[int, tuple[float, float]]:
    """Each pawn's resting point: several on a field stand apart, in lines along its outer edge."""
    out: dict[int, tuple[float, float]] = {}
    by_field: dict[int, list[int]] = {}
    for seat, f in enumerate(d.pos):
        if f >= 0 and d.alive[seat]:
            by_field.setdefault(f, []).append(seat)
    for f, seats in by_field.items():
        for k, seat in enumerate(seats):
            out[seat] = pawn_point(f, k, len(seats))
    return out


def pawn_point(f: int, slot: int, count: int) -> tuple[float, float]:
    """Where pawn `slot` of `count` on field `f` stands (three to a line, lines towards the board's centre)."""
    r = lay.FIELD_RECTS[f % FIELDS]
    side = lay.field_side(f)
    per_line = 3
    line, k = divmod(slot, per_line)
    n = min(per_line, count - line * per_line)
    along = (k - (n - 1) / 2) * STEP
    edge = PAWN_R + 2
    if side == 0:
        return (r.centerx + along, r.y + edge + line * LINE)
    if side == 2:
        return (r.centerx + along, r.bottom - edge - line * LINE)
    if side == 1:
        return (r.right - edge - line * LINE, r.centery + along)
    return (r.x + edge + line * LINE, r.centery + along)


def draw_pawn(
    surface: pygame.Surface, pos: tuple[float, float], colour_index: int, alpha: int = 255, lift: float = 0.0
) -> None:
    """A pawn seen from above: a shadow, a white rim, the seat's colour with a sheen, and its colour-blind symbol."""
    layer = _pawn_image(colour_index, round(lift), style.colour_blind())
    if alpha < 255:
        layer = layer.copy()
        layer.set_alpha(alpha)
    surface.blit(layer, (round(pos[0] - layer.get_width() / 2), round(pos[1] - PAWN_R - 4)))


_PAWNS: dict[tuple[int, int, bool], pygame.Surface] = {}


def _pawn_image(colour_index: int, lift: int, blind: bool) -> pygame.Surface:
    key = (colour_index, lift, blind)  # the colour-blind palette is another key
    if key not in _PAWNS:
        if len(_PAWNS) > 64:
            _PAWNS.clear()
        size = 2 * PAWN_R + 8
        layer = pygame.Surface((size, size + 6), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.ellipse(layer, (0, 0, 0, 100), (3, PAWN_R + 8, size - 6, PAWN_R))
        cy = PAWN_R + 4 - lift
        colour = style.player_colour(colour_index)
        pygame.draw.circle(layer, (20, 20, 20), (c, cy + 1), PAWN_R + 3)
        pygame.draw.circle(layer, style.WHITE, (c, cy), PAWN_R + 2)
        pygame.draw.circle(layer, colour, (c, cy), PAWN_R)
        pygame.draw.circle(layer, table_art.shade(colour, 1.35), (c - 4, cy - 4), 3)
        if blind and style.player_symbol(colour_index) is not None:
            seat_mark(layer, colour_index, (c - 8, cy), 8)
        _PAWNS[key] = layer
    return _PAWNS[key]


def draw_pawns(surface: pygame.Surface, d: Display, colours: list[int]) -> None:
    slots = pawn_slots(d)
    for seat in range(d.players):
        pos = d.pawn_xy.get(seat, slots.get(seat))
        if pos is None:
            continue
        draw_pawn(surface, pos, colours[seat], d.pawn_alpha.get(seat, 255), 5.0 if seat in d.pawn_xy else 0.0)


# -- owners, final laps, the field being decided ------------------------------------------------------------------
def draw_owners(surface: pygame.Surface, d: Display, colours: list[int]) -> None:
    """An owned casino: the whole field washed and framed in its owner's colour, and the owner's disc (with the
    colour-blind symbol) on the colour strip."""
    for i in range(FIELDS):
        f = BOARD[i]
        if f.kind is not Kind.CASINO or d.owner[f.arg] < 0:
            continue
        owner = d.owner[f.arg]
        rgb = style.player_colour(colours[owner])
        r = lay.FIELD_RECTS[i]
        surface.blit(table_art.rounded_panel(r.size, (*rgb, 70), (*rgb, 255), 0, 4), r)
        strip, _ = lay.inner_edge(i)
        centre = strip.center
        pygame.draw.circle(surface, style.WHITE, centre, 10)
        pygame.draw.circle(surface, rgb, centre, 8)
        if style.player_symbol(colours[owner]) is not None:
            seat_mark(surface, colours[owner], (centre[0] - 8, centre[1]), 8)


def draw_lap_combos(surface: pygame.Surface, d: Display, colours: list[int]) -> None:
    """Each final lap's combination laid face up on the C&R field it started from, framed in the player's colour."""
    for seat, combo, start, _travelled in d.laps:
        r = lay.FIELD_RECTS[start % FIELDS]
        rgb = style.player_colour(colours[seat])
        n = max(1, len(combo))
        w = min(24, (r.w - 10) // n)
        h = round(w * 1.25)
        x0 = r.centerx - (n * (w + 2)) // 2
        y0 = r.bottom - h - 6 if lay.field_side(start) != 2 else r.y + 6
        plate = pygame.Rect(x0 - 4, y0 - 4, n * (w + 2) + 6, h + 8)
        surface.blit(table_art.rounded_panel(plate.size, (*rgb, 235), (*style.WHITE, 255), 6, 2), plate)
        for k, c in enumerate(combo):
            surface.blit(art.casino_card((w, h), c), (x0 + k * (w + 2), y0))


def draw_deciding(
    surface: pygame.Surface, d: Display, colours: list[int], deciding: tuple[int, int] | None, clock: float
) -> None:
    """The field the current player is deciding about: a pulsing frame in their colour."""
    if deciding is None:
        return
    f, seat = deciding
    r = lay.FIELD_RECTS[f % FIELDS]
    rgb = style.player_colour(colours[seat])
    pulse = 0.5 + 0.5 * math.sin(clock * 4)
    outer = r.inflate(6, 6)
    pygame.draw.rect(surface, style.WHITE, outer, 2, border_radius=6)
    pygame.draw.rect(surface, rgb, outer.inflate(-4, -4), 3 + round(2 * pulse), border_radius=5)
