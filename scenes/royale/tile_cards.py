"""The Royale action tile cards drawn: the header, the short rule, and each tile's live state (tracks, slots,
plaques, dice fields), plus a tile's full rule opened over the table.

Where the pieces sit on a card comes from `tiles.tile_parts`, so the drawing and the flying dice agree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import dice_art, style, table_art
from vegas_desktop.app.fit_text import wrap
from vegas_desktop.royale.model import (
    BLACK_BOX,
    BLOCK_GROUPS,
    FIFTY_REWARDS,
    HANDICAP_SLOTS,
    JACKPOT_TRACK,
    NICE_DICE_REWARDS,
    NO_ENTRY_LOOP,
)
from vegas_desktop.scenes.royale.tiles import (
    CARD_DIM,
    CARD_FILL,
    CARD_INK,
    FIELD,
    FIELD_EDGE,
    MARKER,
    RULE_INK,
    SLOT_ORDER,
    TileLook,
    header_rect,
    prize_text,
    rule_lines,
    state_area,
    tile_name,
    tile_parts,
)
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.scenes.royale.view import RoyaleDisplay

Drawer = Callable[[pygame.Surface, pygame.Rect, str, "RoyaleDisplay", TileLook], None]


def draw_tile(
    surface: pygame.Surface,
    rect: pygame.Rect,
    tile: str,
    casino: int,
    d: RoyaleDisplay,
    look: TileLook,
    *,
    lit: bool = False,
) -> None:
    """One tile card: casino-coloured header with the casino's die, name, short rule and live state."""
    table_art.drop_shadow(surface, rect, 12, 4)
    border = style.HIGHLIGHT if lit else style.GOLD_DARK
    surface.blit(table_art.rounded_panel(rect.size, CARD_FILL, (*border, 255), 10, 3 if lit else 2), rect)
    head = header_rect(rect)
    colour = style.CASINO_COLOURS[casino]
    pygame.draw.rect(surface, table_art.shade(colour, 0.8), head, border_top_left_radius=10, border_top_right_radius=10)
    icon = dice_art.face_icon(casino + 1, 18)
    surface.blit(icon, icon.get_rect(center=(head.x + 15, head.centery)))
    name = tile_name(tile)
    style.text(surface, name, (head.x + 30, head.centery), 15, style.WHITE, bold=True, anchor="midleft", shadow=True)
    info = (head.right - 13, head.centery)
    pygame.draw.circle(surface, (255, 240, 200), info, 7, 1)
    style.text(surface, "i", info, 11, (255, 240, 200), bold=True, anchor="center")
    y = head.bottom + 1
    lines, f = rule_lines(tile, rect)
    for line in lines:
        surface.blit(f.render(line, True, RULE_INK), (rect.x + 7, y))
        y += f.get_linesize()
    DRAWERS.get(tile, _draw_nothing)(surface, rect, tile, d, look)


def _field(surface: pygame.Surface, r: pygame.Rect, text: str = "", *, on: bool = False, size: int = 11) -> None:
    pygame.draw.rect(surface, (90, 70, 30) if on else FIELD, r, border_radius=5)
    pygame.draw.rect(surface, MARKER if on else FIELD_EDGE, r, 2 if on else 1, border_radius=5)
    if text:
        style.text(surface, text, r.center, size, style.WHITE if on else CARD_INK, bold=on, anchor="center")


def _marker(surface: pygame.Surface, r: pygame.Rect) -> None:
    """The round marker standing above a track field."""
    c = (r.centerx, r.y - 8)
    pygame.draw.circle(surface, (60, 40, 0), (c[0] + 1, c[1] + 2), 7)
    pygame.draw.circle(surface, MARKER, c, 7)
    pygame.draw.circle(surface, (255, 250, 220), c, 7, 2)


def _holder(surface: pygame.Surface, area: pygame.Rect, label: str, holder: int | None, look: TileLook) -> None:
    """A plaque/marker either on the tile or with a player (their colour and name)."""
    plaque = pygame.Rect(area.x, area.y + 2, 74, area.h - 4)
    on_tile = holder is None
    pygame.draw.rect(surface, (120, 92, 30) if on_tile else (50, 40, 56), plaque, border_radius=7)
    pygame.draw.rect(surface, MARKER if on_tile else FIELD_EDGE, plaque, 2, border_radius=7)
    style.text(surface, label, plaque.center, 14, style.WHITE if on_tile else CARD_DIM, bold=True, anchor="center")
    text = t("royale.on_tile") if holder is None else t("royale.held_by", name=look.name_of(holder))
    x = plaque.right + 10
    if holder is not None:
        colour = look.colour_of(holder)
        pygame.draw.circle(surface, colour, (x + 7, area.centery), 7)
        pygame.draw.circle(surface, style.WHITE, (x + 7, area.centery), 7, 1)
        x += 20
    for k, line in enumerate(wrap(text, style.font(13, True), area.right - x)[:2]):
        style.text(
            surface,
            line,
            (x, area.centery + (k - 0.5) * 16 if len(text) > 14 else area.centery),
            13,
            CARD_INK,
            bold=True,
            anchor="midleft",
        )


def _draw_nothing(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    return None


def _draw_track(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    p = d.pieces
    parts = tile_parts(tile, rect)
    if tile == "A2":
        labels = [t("royale.short_money", k=k) for k in JACKPOT_TRACK]
        at = p.jackpot_step
    elif tile == "B2":
        labels = [t("royale.short_money", k=k) if k else "0" for k in FIFTY_REWARDS[1:]]
        at = p.fifty_field - 1
    else:
        labels = [t("royale.loop_start")] + [prize_text(x) for x in NO_ENTRY_LOOP[1:]]
        at = p.no_entry_marker
    for i, label in enumerate(labels):
        r = parts[f"track:{i}"]
        _field(surface, r, label, on=i == at, size=10)
        if i == at:
            _marker(surface, r)
    if tile == "B2" and p.fifty_field:
        _header_note(surface, rect, t("royale.fifty_sum", n=p.fifty_sum))
    if tile == "E1" and d.closed is not None:
        _header_note(surface, rect, t("royale.plaque_at", n=d.closed + 1))


def _header_note(surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    """A short live note in the header, right of the name (below it would cover the rule text on short cards)."""
    head = header_rect(rect)
    img = style.font(11, True).render(text, True, style.INK)
    pill = img.get_rect(midright=(head.right - 26, head.centery)).inflate(10, 4)
    pygame.draw.rect(surface, MARKER, pill, border_radius=pill.h // 2)
    surface.blit(img, img.get_rect(center=pill.center))


def _draw_nice(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    parts = tile_parts(tile, rect)
    for face in range(1, 7):
        r = parts[f"nice:{face}"]
        die = d.pieces.nice_dice[face - 1]
        _field(surface, r)
        if die is None:
            icon = dice_art.face_icon(face, min(18, r.w - 8), (90, 70, 104), (210, 196, 224))
            surface.blit(icon, icon.get_rect(center=(r.centerx, r.y + r.h * 0.38)))
        else:
            look.die(surface, (r.centerx, r.y + r.h * 0.38), die.owner, die.kind, face, min(18, r.w - 8))
        style.text(
            surface, prize_text(NICE_DICE_REWARDS[face]), (r.centerx, r.bottom - 8), 10, CARD_INK, anchor="center"
        )


def _draw_block_it(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    parts = tile_parts(tile, rect)
    groups = d.pieces.block_groups or [0] * len(BLOCK_GROUPS)
    for g, size in enumerate(BLOCK_GROUPS):
        r = parts[f"block_it:{g}"]
        here = groups[g] if g < len(groups) else 0
        _field(surface, r)
        s = min(15, (r.w - 8) // 2)
        for k in range(size):
            cx = r.centerx + ((k % 2) - (0.5 if size > 1 else 0)) * (s + 2)
            cy = r.centery + (k // 2 - (size - 1) // 2 * 0.5) * (s + 2)
            if here:
                look.die(surface, (cx, cy), -2, "g", 0, s)
            else:
                pygame.draw.rect(surface, FIELD_EDGE, pygame.Rect(0, 0, s, s).move(cx - s / 2, cy - s / 2), 1, 3)


def _draw_handicap(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    parts = tile_parts(tile, rect)
    labels = {
        "jeton": t("royale.short_jetons", n=1),
        "money": t("royale.short_money", k=30),
        "special": t("royale.slot_special"),
    }
    for slot in SLOT_ORDER:
        r = parts[f"handicap:{slot}"]
        _field(surface, r)
        style.text(surface, labels[slot], (r.centerx, r.y + 8), 10, CARD_INK, bold=True, anchor="center")
        room = HANDICAP_SLOTS[slot]
        filled = d.pieces.handicap_slots.get(slot, 0)
        s = min(13, (r.w - 8) // room - 2)
        for k in range(room):
            cx = r.centerx + (k - (room - 1) / 2) * (s + 3)
            cy = r.bottom - s / 2 - 6
            if k < filled:
                look.die(surface, (cx, cy), -2, "g", 0, s)
            else:
                pygame.draw.rect(surface, FIELD_EDGE, pygame.Rect(0, 0, s, s).move(cx - s / 2, cy - s / 2), 1, 3)


def _draw_black_box(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    parts = tile_parts(tile, rect)
    sizes = d.box_sizes
    for i, prize in enumerate(BLACK_BOX):
        r = parts[f"plaque:{i}"]
        if sizes is None:
            _field(surface, r, prize_text(prize), size=10)
        else:
            group_a = i < sizes[0]
            pygame.draw.rect(surface, (20, 20, 24) if group_a else (60, 60, 70), r, border_radius=5)
            pygame.draw.rect(surface, MARKER, r, 1, border_radius=5)
            style.text(surface, "A" if group_a else "B", r.center, 12, MARKER, bold=True, anchor="center")
    area = parts["state"]
    text = t("royale.box_split_sizes", a=sizes[0], b=sizes[1]) if sizes else t("royale.box_during")
    style.text(surface, text, (area.x, area.y), 11, MARKER if sizes else CARD_DIM, bold=True, anchor="topleft")


def _draw_dice_field(surface: pygame.Surface, r: pygame.Rect, dice: list, look: TileLook, label: str) -> None:
    _field(surface, r)
    if not dice:
        style.text(surface, label, r.center, 11, CARD_DIM, anchor="center")
        return
    size = min(18, r.h - 8)
    per_row = max(1, (r.w - 8) // (size + 3))
    for k, die in enumerate(dice):
        row, col = divmod(k, per_row)
        cx = r.x + 6 + size / 2 + col * (size + 3)
        cy = r.centery + (row - 0.5 * ((len(dice) - 1) // per_row)) * (size * 0.6)
        look.die(surface, (cx, cy), die.owner, die.kind, die.value or 5, size)


def _draw_double_down(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    parts = tile_parts(tile, rect)
    field = parts["double_down"]
    _draw_dice_field(surface, field, list(d.pieces.double_down), look, t("royale.field_empty"))
    area = parts["state"]
    x = field.right + 6
    style.text(surface, t("royale.dd_first"), (x, area.y + area.h * 0.3), 12, MARKER, bold=True, anchor="midleft")
    style.text(surface, t("royale.dd_second"), (x, area.y + area.h * 0.72), 12, CARD_INK, bold=True, anchor="midleft")


def _draw_knockout(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    parts = tile_parts(tile, rect)
    bar = parts["bar"]
    area = parts["state"]
    tall = rect.h >= 140
    if tall:  # a short card has no room above the bar: its empty text names it instead
        style.text(surface, t("royale.bar"), (area.x, area.y + 2), 11, CARD_DIM, bold=True)
    if d.knockout_waiting:
        names = ", ".join(look.name_of(s) for s in d.knockout_waiting)
        style.text(
            surface,
            t("royale.knockout_waiting", names=names),
            (area.right, area.y + 2),
            11,
            MARKER,
            bold=True,
            anchor="topright",
        )
    empty = t("royale.field_empty") if tall else t("royale.bar_empty")
    _draw_dice_field(surface, bar, list(d.pieces.knockout_bar), look, empty)


def _draw_my_choice(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    parts = tile_parts(tile, rect)
    black = parts["black"]
    _field(surface, black)
    values = d.pieces.black if d.black_reason == "my_choice" else ()
    size = min(22, black.h - 12)
    for k in range(2):
        cx = black.centerx + (k - 0.5) * (size + 8)
        if k < len(values):
            look.die(surface, (cx, black.centery), 0, "k", values[k], size)
        else:
            pygame.draw.rect(
                surface, FIELD_EDGE, pygame.Rect(0, 0, size, size).move(cx - size / 2, black.centery - size / 2), 1, 4
            )
    gold = parts["golden"]
    pygame.draw.rect(surface, (120, 92, 24), gold, border_radius=6)
    pygame.draw.rect(surface, MARKER, gold, 2, border_radius=6)
    die = d.pieces.golden
    if die is None:
        style.text(surface, t("royale.golden"), gold.center, 12, style.WHITE, bold=True, anchor="center")
    else:
        look.die(surface, (gold.x + 16, gold.centery), die.owner, die.kind, 6, min(20, gold.h - 10))
        style.text(
            surface,
            t("royale.short_money", k=60),
            (gold.x + 32, gold.centery),
            12,
            style.WHITE,
            bold=True,
            anchor="midleft",
        )


def _draw_plaque_tile(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    area = state_area(rect)
    if tile == "C1":
        _holder(surface, area, t("royale.short_money", k=100), d.pieces.high_five, look)
    else:
        _holder(surface, area, t("royale.power_marker"), d.pieces.power_play, look)


def _draw_bad_luck(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    area = state_area(rect)
    plaque = pygame.Rect(area.x, area.y + 2, 74, area.h - 4)
    pygame.draw.rect(surface, (110, 30, 36), plaque, border_radius=7)
    pygame.draw.rect(surface, (230, 120, 120), plaque, 2, border_radius=7)
    style.text(surface, t("royale.fine"), plaque.center, 14, style.WHITE, bold=True, anchor="center")
    x = plaque.right + 10
    if d.pieces.bad_luck:
        style.text(surface, t("royale.bad_luck_due"), (x, area.y + 8), 12, CARD_INK, bold=True, anchor="midleft")
        for k, seat in enumerate(d.pieces.bad_luck):
            pygame.draw.circle(surface, look.colour_of(seat), (x + 8 + k * 20, area.bottom - 14), 8)
            pygame.draw.circle(surface, style.WHITE, (x + 8 + k * 20, area.bottom - 14), 8, 1)
    else:
        style.text(surface, t("royale.before_scoring"), (x, area.centery), 12, CARD_DIM, anchor="midleft")


def _draw_lucky(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    parts = tile_parts(tile, rect)
    from vegas_desktop.royale.model import LUCKY_REWARDS

    for n in (1, 2, 3):
        r = parts[f"count:{n}"]
        _field(surface, r, t("royale.lucky_cell", n=n, prize=prize_text(LUCKY_REWARDS[n])), size=11)
    area = parts["state"]
    if d.lucky_status:
        style.text(surface, d.lucky_status, (area.x, area.y - 1), 11, MARKER, bold=True, anchor="topleft")


def _draw_pay_day(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    parts = tile_parts(tile, rect)
    labels = [t("royale.payday_1"), t("royale.payday_2"), t("royale.payday_3"), t("royale.payday_6")]
    for n, label in enumerate(labels, start=1):
        _field(surface, parts[f"pay:{n}"], label, size=10)


def _draw_prime_time(surface: pygame.Surface, rect: pygame.Rect, tile: str, d: RoyaleDisplay, look: TileLook) -> None:
    area = state_area(rect)
    values = d.pieces.black if d.black_reason == "prime_time" else ()
    size = min(24, area.h - 12)
    for k in range(2):
        cx = area.x + 20 + k * (size + 10)
        if k < len(values):
            look.die(surface, (cx, area.centery), 0, "k", values[k], size)
        else:
            look.die(surface, (cx, area.centery), 0, "k", 6 - k, size)
    style.text(
        surface, t("royale.before_scoring"), (area.x + 2 * size + 36, area.centery), 12, CARD_DIM, anchor="midleft"
    )


DRAWERS: dict[str, Drawer] = {
    "A1": _draw_lucky,
    "A2": _draw_track,
    "B1": _draw_prime_time,
    "B2": _draw_track,
    "C1": _draw_plaque_tile,
    "C2": _draw_bad_luck,
    "D1": _draw_pay_day,
    "D2": _draw_plaque_tile,
    "E1": _draw_track,
    "E2": _draw_knockout,
    "F1": _draw_block_it,
    "F2": _draw_handicap,
    "G1": _draw_black_box,
    "G2": _draw_double_down,
    "H1": _draw_nice,
    "H2": _draw_my_choice,
}


def draw_tile_info(surface: pygame.Surface, tile: str, casino: int) -> pygame.Rect:
    """The full rule of a tile in a card over the table (opened by clicking the tile)."""
    f = style.font(17)
    lines = wrap(t(f"royale.tile.{tile}.rule"), f, 560)
    box = pygame.Rect(0, 0, 620, 110 + len(lines) * f.get_linesize())
    box.center = (640, 300)
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 130))
    surface.blit(shade, (0, 0))
    table_art.drop_shadow(surface, box, 14)
    surface.blit(table_art.rounded_panel(box.size, CARD_FILL, (*style.GOLD, 255), 14, 3), box)
    colour = style.CASINO_COLOURS[casino]
    band = pygame.Rect(box.x, box.y, box.w, 44)
    pygame.draw.rect(surface, table_art.shade(colour, 0.8), band, border_top_left_radius=14, border_top_right_radius=14)
    icon = dice_art.face_icon(casino + 1, 28)
    surface.blit(icon, icon.get_rect(center=(band.x + 28, band.centery)))
    style.text(
        surface, tile_name(tile), (band.x + 52, band.centery), 24, style.WHITE, bold=True, anchor="midleft", shadow=True
    )
    style.text(
        surface,
        t("royale.at_casino", casino=t(f"table.casino.{casino + 1}")),
        (band.right - 16, band.centery),
        15,
        style.WHITE,
        anchor="midright",
    )
    y = band.bottom + 16
    for line in lines:
        surface.blit(f.render(line, True, CARD_INK), (box.x + 30, y))
        y += f.get_linesize()
    style.text(surface, t("royale.info_close"), (box.centerx, box.bottom - 22), 14, CARD_DIM, anchor="center")
    return box
