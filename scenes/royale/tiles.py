"""The Royale action tiles as cards beside their casino: name, a short rule and their live state.

`tile_parts` names the places on a card (track fields, slots, the bar...) so drawing and the flying-dice
animations agree on where a piece sits. `draw_tile` draws one card from the table's display model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from vegas_desktop.app import dice_art, fit_text, style, table_art
from vegas_desktop.app.fit_text import wrap
from vegas_desktop.royale.model import (
    BIGGY,
    BLACK_BOX,
    BLOCK_GROUPS,
    FIFTY_REWARDS,
    HANDICAP_SLOTS,
    JACKPOT_TRACK,
    NICE_DICE_REWARDS,
    NO_ENTRY_LOOP,
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
    h = area.h - top
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

    def __init__(self, colour_of: Callable[[int], Colour], die_colours: Callable, name_of: Callable[[int], str]):
        self.colour_of = colour_of
        self.die_colours = die_colours
        self.name_of = name_of

    def die(self, surface: pygame.Surface, centre: tuple[float, float], owner: int, kind: str, face: int, size: int):
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


def draw_tile(
    surface: pygame.Surface, rect: pygame.Rect, tile: str, casino: int, d: Any, look: TileLook, *, lit: bool = False
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
    text = t("royale.on_tile") if on_tile else t("royale.held_by", name=look.name_of(holder))
    x = plaque.right + 10
    if not on_tile:
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


def _draw_nothing(*_args: Any) -> None:
    return None


def _draw_track(surface, rect, tile, d, look) -> None:  # noqa: ANN001 - one signature for every drawer
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


def _draw_nice(surface, rect, tile, d, look) -> None:  # noqa: ANN001
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


def _draw_block_it(surface, rect, tile, d, look) -> None:  # noqa: ANN001
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


def _draw_handicap(surface, rect, tile, d, look) -> None:  # noqa: ANN001
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


def _draw_black_box(surface, rect, tile, d, look) -> None:  # noqa: ANN001
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


def _draw_double_down(surface, rect, tile, d, look) -> None:  # noqa: ANN001
    parts = tile_parts(tile, rect)
    field = parts["double_down"]
    _draw_dice_field(surface, field, list(d.pieces.double_down), look, t("royale.field_empty"))
    area = parts["state"]
    x = field.right + 6
    style.text(surface, t("royale.dd_first"), (x, area.y + area.h * 0.3), 12, MARKER, bold=True, anchor="midleft")
    style.text(surface, t("royale.dd_second"), (x, area.y + area.h * 0.72), 12, CARD_INK, bold=True, anchor="midleft")


def _draw_knockout(surface, rect, tile, d, look) -> None:  # noqa: ANN001
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


def _draw_my_choice(surface, rect, tile, d, look) -> None:  # noqa: ANN001
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


def _draw_plaque_tile(surface, rect, tile, d, look) -> None:  # noqa: ANN001
    area = state_area(rect)
    if tile == "C1":
        _holder(surface, area, t("royale.short_money", k=100), d.pieces.high_five, look)
    else:
        _holder(surface, area, t("royale.power_marker"), d.pieces.power_play, look)


def _draw_bad_luck(surface, rect, tile, d, look) -> None:  # noqa: ANN001
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


def _draw_lucky(surface, rect, tile, d, look) -> None:  # noqa: ANN001
    parts = tile_parts(tile, rect)
    from vegas_desktop.royale.model import LUCKY_REWARDS

    for n in (1, 2, 3):
        r = parts[f"count:{n}"]
        _field(surface, r, t("royale.lucky_cell", n=n, prize=prize_text(LUCKY_REWARDS[n])), size=11)
    area = parts["state"]
    if d.lucky_status:
        style.text(surface, d.lucky_status, (area.x, area.y - 1), 11, MARKER, bold=True, anchor="topleft")


def _draw_pay_day(surface, rect, tile, d, look) -> None:  # noqa: ANN001
    parts = tile_parts(tile, rect)
    labels = [t("royale.payday_1"), t("royale.payday_2"), t("royale.payday_3"), t("royale.payday_6")]
    for n, label in enumerate(labels, start=1):
        _field(surface, parts[f"pay:{n}"], label, size=10)


def _draw_prime_time(surface, rect, tile, d, look) -> None:  # noqa: ANN001
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


DRAWERS: dict[str, Callable[..., None]] = {
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
