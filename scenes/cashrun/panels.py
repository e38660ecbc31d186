"""The player panels: name and colour, chips, casino cards grouped by game type and colour with the progress
towards a winning combination, bluff cards (backs with a count; faces only for the seat that may look) and a
final-lap badge."""

from __future__ import annotations

import math

import pygame

from vegas_desktop.app import fit_text, style, table_art
from vegas_desktop.cashrun.model import CASINOS, COLOURS, GAMES
from vegas_desktop.scenes.cashrun import art
from vegas_desktop.scenes.cashrun.view import Display
from vegas_desktop.scenes.table.pieces import MARK_ROOM, seat_mark
from vegas_desktop.text import t, tn

CHIPS_ROOM = 112  # the chips figure at the right of the name row


def name_room(panel: pygame.Rect) -> int:
    """The width a name may take on its panel (the rest of the row shows the chips)."""
    return panel.w - 16 - CHIPS_ROOM - (MARK_ROOM if style.colour_blind() else 0)


def progress(owned: list[int], players: int) -> tuple[int, int, str]:
    """(have, need, what) of the best winning combination in reach: 3 players 4 of one game; else 3 of one game
    or one colour."""
    need = 4 if players == 3 else 3
    best = (0, need, "")
    for g in range(len(GAMES)):
        n = sum(1 for c in owned if CASINOS[c][2] == g)
        if n > best[0]:
            best = (n, need, art.game_name(g))
    if players >= 4:
        for colour in range(len(COLOURS)):
            n = sum(1 for c in owned if CASINOS[c][1] == colour)
            if n > best[0]:
                best = (n, need, t(f"cashrun.colour.{colour}"))
    return best


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    seat: int,
    d: Display,
    name: str,
    tag: str,
    colour: int,
    hand: tuple[int, ...] | None,
    acting: bool,
    in_lap: bool,
    clock: float,
    private: bool = True,
) -> None:
    """One seat's panel; `hand` is the seat's own bluff cards when this screen may show them (else None), shown
    to that player alone (`private`) or openly (a replay)."""
    alive = d.alive[seat]
    rgb = style.player_colour(colour)
    fill = (22, 34, 28, 235) if alive else (40, 40, 40, 200)
    border = style.HIGHLIGHT if acting else table_art.shade(rgb, 0.9)
    if acting:
        glow = 0.5 + 0.5 * math.sin(clock * 4)
        surface.blit(
            table_art.glow_box(rect.inflate(14, 14).size, style.HIGHLIGHT, round(20 + 30 * glow), 14),
            rect.inflate(14, 14),
        )
    surface.blit(table_art.rounded_panel(rect.size, fill, (*border, 255), 10, 3 if acting else 2), rect)
    pygame.draw.rect(surface, rgb, (rect.x + 3, rect.y + 3, 6, rect.h - 6), border_radius=3)
    x = rect.x + 14
    x += seat_mark(surface, colour, (x, rect.y + 14), 8)
    fit_text.draw(
        surface,
        name,
        (x, rect.y + 5),
        name_room(rect),
        15,
        style.WHITE if alive else (160, 160, 160),
        min_size=10,
        bold=True,
    )
    pop = d.chip_pop[seat] if seat < len(d.chip_pop) else 0.0
    chips_colour = style.HIGHLIGHT if pop > 0 else style.GOLD
    fit_text.draw(
        surface,
        style.money(d.chips[seat]),
        (rect.right - 8, rect.y + 5),
        CHIPS_ROOM - 6,
        15 + round(pop * 3),
        chips_colour,
        min_size=10,
        bold=True,
        anchor="topright",
    )
    status = tag
    if not alive:
        status = t("cashrun.out")
    fit_text.draw(surface, status, (rect.x + 14, rect.y + 25), rect.w - 110, 11, (180, 200, 188), min_size=9)
    if in_lap:
        badge = table_art.label(t("cashrun.final_lap_badge"), 11, style.INK, True)
        plate = badge.get_rect(topright=(rect.right - 10, rect.y + 25)).inflate(10, 2)
        pygame.draw.rect(surface, style.HIGHLIGHT, plate, border_radius=6)
        surface.blit(badge, badge.get_rect(center=plate.center))
    owned = [c for c, o in enumerate(d.owner) if o == seat]
    group_w = (rect.w - 24) // 3
    for g in range(len(GAMES)):
        gx = rect.x + 14 + g * group_w
        art.game_icon(surface, g, (gx + 8, rect.y + 56), 15)
        cards = [c for c in owned if CASINOS[c][2] == g]
        for k, c in enumerate(cards):
            chip = pygame.Rect(gx + 19 + k * 13, rect.y + 46, 11, 20)
            pygame.draw.rect(surface, art.casino_colour(c), chip, border_radius=3)
            pygame.draw.rect(surface, style.WHITE, chip, 1, border_radius=3)
        if not cards:
            table_art.text(surface, "–", (gx + 22, rect.y + 56), 12, (120, 140, 130), anchor="midleft")
    have, need, what = progress(owned, len(d.alive))
    if have and alive:
        line = t("cashrun.progress", have=have, need=need, what=what)
        fit_text.draw(surface, line, (rect.x + 14, rect.y + 72), rect.w - 28, 11, (200, 220, 205), min_size=9)
    # bluff cards
    count = d.hand_counts[seat] if seat < len(d.hand_counts) else 0
    y = rect.y + 88
    bx = rect.x + 14
    if hand is not None:
        for k, symbol in enumerate(hand):
            surface.blit(art.bluff_face((14, 19), symbol), (bx + k * 17, y))
        bx += max(1, len(hand)) * 17
    else:
        for k in range(count):
            surface.blit(art.card_back((14, 19), art.BLUFF_TINT), (bx + k * 17, y))
        bx += max(1, count) * 17
    words = tn("cashrun.bluff_yours", count) if hand is not None and private else tn("cashrun.bluff_count", count)
    fit_text.draw(
        surface, words, (bx + 4, y + 10), rect.right - bx - 14, 11, (200, 190, 220), min_size=9, anchor="midleft"
    )
