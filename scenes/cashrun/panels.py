"""The player panels: name and colour, chips, casino cards grouped by game type and colour with the progress
towards a winning combination, bluff cards (backs with a count; faces only for the seat that may look) and a
final-lap badge."""

from __future__ import annotations

import math

import pygame

from vegas_desktop.app import fit_text, layers, style, table_art
from vegas_desktop.cashrun.model import CASINOS, COLOURS, GAMES
from vegas_desktop.scenes.cashrun import art
from vegas_desktop.scenes.cashrun.view import Display
from vegas_desktop.scenes.table.pieces import MARK_ROOM, seat_mark
from vegas_desktop.text import t, tn

CHIPS_ROOM = 112  # the chips figure at the right of the name row


NAME_MIN = 7  # the smallest size a player's name shrinks to (condensed) before it would be cut


def draw_name(
    surface: pygame.Surface, name: str, pos: tuple[int, int], width: int, colour: tuple[int, int, int]
) -> pygame.Rect:
    """A player's name on their panel: bold from 15 down to 10, then condensed down to NAME_MIN, so a name of
    wide letters ("WWWWWWWWWWWWWWWW") is smaller rather than cut; "…" only if not even that fits."""
    wide = style.font(10, True).size(name)[0] > width
    low = NAME_MIN if wide else 10
    return fit_text.draw(surface, name, pos, width, 15, colour, min_size=low, bold=True, condensed=wide)


def name_room(panel: pygame.Rect) -> int:
    """The width a name may take on its panel (the rest of the row shows the chips)."""
    return panel.w - 22 - CHIPS_ROOM - (MARK_ROOM if style.colour_blind() else 0)  # 6 px short of the chips


def holdings(owned: list[int], players: int) -> tuple[list[tuple[int, int, int]], list[tuple[int, int, int]]]:
    """The casinos a player owns in words' numbers: per game type (game, have, need) in the board's order, and per
    colour (colour, have, need) for the colours they own, most first (colours count with four or more players)."""
    need_game = 4 if players == 3 else 3
    by_game = [(g, sum(1 for c in owned if CASINOS[c][2] == g), need_game) for g in range(len(GAMES))]
    by_colour = []
    if players >= 4:
        counts = [(k, sum(1 for c in owned if CASINOS[c][1] == k)) for k in range(len(COLOURS))]
        by_colour = [(k, n, 3) for k, n in sorted(counts, key=lambda x: (-x[1], x[0])) if n]
    return by_game, by_colour


def _draw_holdings(surface: pygame.Surface, rect: pygame.Rect, owned: list[int], players: int, alive: bool) -> None:
    """Two lines a newcomer reads: "Roulette 2/3  Dice 0/3  Cards 1/3" with the owned casinos' colours under
    each, and "Violet 2/3 · Blue 1/3" (or what wins with three players)."""
    by_game, by_colour = holdings(owned, players)
    room = rect.w - 24
    widths = [round(room * 0.38), round(room * 0.31), room - round(room * 0.38) - round(room * 0.31)]  # "Roulette"
    soft, strong = (150, 170, 160), (235, 240, 230)
    x = rect.x + 14
    for k, (g, have, need) in enumerate(by_game):
        col_w = widths[k]
        words = t("cashrun_board.progress", what=t(f"cashrun_board.game.{g}"), have=have, need=need)
        img = fit_text.render(words, col_w - 4, 12, strong if have else soft, 9, True, True)  # bold, condensed
        surface.blit(img, (x, rect.y + 41))
        cards = [c for c in owned if CASINOS[c][2] == g]
        for j, c in enumerate(cards):
            swatch = pygame.Rect(x + j * 15, rect.y + 57, 13, 8)
            pygame.draw.rect(surface, art.casino_colour(c), swatch, border_radius=2)
            pygame.draw.rect(surface, style.WHITE, swatch, 1, border_radius=2)
        x += col_w
    if not alive:
        return
    if by_colour:
        parts = [
            t("cashrun_board.progress", what=t(f"cashrun_board.colour.{k}"), have=n, need=need)
            for k, n, need in by_colour
        ]
        line = " · ".join(parts)
    elif players >= 4:
        line = t("cashrun_board.no_colour")
    else:
        line = t("cashrun_board.three_players")
    fit_text.draw(surface, line, (rect.x + 14, rect.y + 69), rect.w - 28, 11, (200, 220, 205), min_size=9)


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
    under: pygame.Surface | None = None,
) -> None:
    """One seat's panel; `hand` is the seat's own bluff cards when this screen may show them (else None), shown
    to that player alone (`private`) or openly (a replay).

    With `under` (what the frame shows below the panels: the table's picture), a panel not acting keeps what lies
    inside its frame as one cached opaque layer (app/layers.py), painted over `under` and the panel's fill as the
    frame has them, so it is one blit while what it shows is the same. The acting one glows with the clock: drawn
    live."""
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
    frame = table_art.rounded_panel(rect.size, fill, (*border, 255), 10, 3 if acting else 2)
    surface.blit(frame, rect)
    pygame.draw.rect(surface, rgb, (rect.x + 3, rect.y + 3, 6, rect.h - 6), border_radius=3)
    args = (seat, d, name, tag, colour, hand, in_lap, private)
    if under is None or acting:
        _draw_contents(surface, rect, *args)
        return
    area = content_area(rect)
    pop = d.chip_pop[seat] if seat < len(d.chip_pop) else 0.0
    key = (
        tuple(rect),
        seat,
        name,
        tag,
        colour,
        hand,
        private,
        alive,
        d.chips[seat],
        pop > 0,
        round(pop * 3),
        in_lap,
        tuple(d.owner),
        len(d.alive),
        d.hand_counts[seat] if seat < len(d.hand_counts) else 0,
        style.colour_blind(),
        style.min_font_size(),
    )

    def paint(s: pygame.Surface) -> None:
        s.blit(under, (0, 0), area)
        s.blit(frame, rect.move(-area.x, -area.y))
        _draw_contents(s, rect.move(-area.x, -area.y), *args)

    layers.blit(surface, "cashrun.panel", area.size, key, paint, area.topleft)


def content_area(rect: pygame.Rect) -> pygame.Rect:
    """Inside a panel's frame, right of its colour stripe: what its contents cover (the layer's place), from even
    x and y (a drawing moved by an even offset rounds half pixels as on the frame)."""
    x, y = (rect.x + 10) & ~1, (rect.y + 4) & ~1
    return pygame.Rect(x, y, rect.right - 4 - x, rect.bottom - 4 - y)


def _draw_contents(
    surface: pygame.Surface,
    rect: pygame.Rect,
    seat: int,
    d: Display,
    name: str,
    tag: str,
    colour: int,
    hand: tuple[int, ...] | None,
    in_lap: bool,
    private: bool,
) -> None:
    alive = d.alive[seat]
    x = rect.x + 14
    x += seat_mark(surface, colour, (x, rect.y + 14), 8)
    draw_name(surface, name, (x, rect.y + 5), name_room(rect), style.WHITE if alive else (160, 160, 160))
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
    _draw_holdings(surface, rect, owned, len(d.alive), alive)
    # bluff cards
    count = d.hand_counts[seat] if seat < len(d.hand_counts) else 0
    y = rect.y + 87
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
