"""The Royale table's panels: each player's (hand, money, jetons), the standings, the turn card with the jeton
skip button, and the side columns' title, money-card pile and log.

Module functions drawn from their arguments alone, so the view can paint each as a cached part (layered.py) at
any offset; the seats' names and colours come from the view they are given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import dice_art, fit_text, style, table_art
from vegas_desktop.royale.model import BIGGY
from vegas_desktop.scenes.dice.view import DiceTableView
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.layered import Offset
from vegas_desktop.scenes.royale.tiles import draw_jeton
from vegas_desktop.scenes.table.pieces import draw_log, player_panel, round_pips
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.scenes.royale.view import RoyaleDisplay

HAND_DIE = 15
LOG_FORMAT = (13, 16, 24)  # the log's text size, line height and title room (a smaller box than Las Vegas's)


def name_room(panel: pygame.Rect) -> int:
    """How wide a player's name may be on their panel (the start-player token sits to its right)."""
    return panel.w - 70


def hand_die_pos(panel: pygame.Rect, index: int) -> tuple[float, float]:
    """Where the index-th die in a player's hand sits on their panel (7 small dice, then the Biggy)."""
    return (panel.x + 20 + index * (HAND_DIE + 5) + (4 if index == 7 else 0), panel.y + 57)


def draw_title(surface: pygame.Surface, d: RoyaleDisplay, offset: Offset = (0, 0)) -> None:
    box = rlay.TITLE_RECT.move(-offset[0], -offset[1])
    style.text(
        surface,
        t("royale.title"),
        (box.centerx, box.y + 2),
        26,
        style.GOLD,
        bold=True,
        anchor="midtop",
        shadow=True,
    )
    style.text(
        surface, t("royale.subtitle"), (box.centerx, box.y + 34), 14, (210, 190, 120), bold=True, anchor="midtop"
    )
    style.text(
        surface,
        t("table.round", n=max(1, d.round), total=d.rounds),
        (box.centerx, box.y + 56),
        17,
        style.PAPER,
        bold=True,
        anchor="midtop",
    )
    round_pips(surface, box.centerx, box.y + 90, d.rounds, d.round, 6, 22)


def draw_bank(surface: pygame.Surface, d: RoyaleDisplay, offset: Offset = (0, 0)) -> None:
    ox, oy = offset
    pile = rlay.PILE_RECT.move(-ox, -oy)
    style.text(surface, t("royale.pile"), (pile.x, rlay.PILE_LABEL_Y - oy), 14, (190, 215, 200), bold=True)
    table_art.draw_pile(surface, pile, d.pile, rlay.PILE_LAYERS)
    style.text(
        surface,
        str(d.pile),
        (pile.right + 14, pile.centery),
        17,
        style.PAPER,
        bold=True,
        anchor="midleft",
    )
    style.text(surface, t("royale.esc_menu"), (1266 - ox, 104 - oy), 13, (170, 200, 180), anchor="bottomright")


def draw_log_box(surface: pygame.Surface, d: RoyaleDisplay, offset: Offset = (0, 0)) -> None:
    box = rlay.log_rect(d.tiles).move(-offset[0], -offset[1])
    surface.blit(table_art.rounded_panel(box.size, (8, 20, 14, 170), (60, 100, 76, 255), 12, 1), box)
    style.text(surface, t("table.log"), (box.x + 10, box.y + 6), 13, (190, 215, 200), bold=True)
    draw_log(surface, box, d, *LOG_FORMAT)


def draw_panel(
    surface: pygame.Surface, view: DiceTableView, d: RoyaleDisplay, seat: int, rect: pygame.Rect, ui: dict
) -> None:
    colour = view.colour(seat)
    active = d.turn == seat or seat in ui.get("deciding", ())
    r = rect.move(0, -6) if active else rect
    table_art.drop_shadow(surface, r)
    mark = player_panel(surface, r, colour, view.colours[seat], active, ui.get("clock", 0.0), mark_at=(14, 17))
    fit_text.draw(
        surface, view.names[seat], (r.x + 16 + mark, r.y + 6), name_room(r) - mark, 17, min_size=11, bold=True
    )
    if d.start_player == seat:
        token = (r.right - 18, r.y + 16)
        pygame.draw.circle(surface, style.GOLD, token, 10)
        style.text(surface, "1", token, 13, style.INK, bold=True, anchor="center")
    style.text(surface, view.tags[seat], (r.x + 16, r.y + 27), 12, (170, 200, 185))
    hand = d.hands[seat]
    small = sum(1 for k in hand if k != BIGGY)
    body, pip = view.die_colours(seat, "d")
    for k in range(7):
        x, y = hand_die_pos(r, k)
        if k < small:
            dice_art.draw_die(surface, (x, y), 5 if k % 2 else 3, HAND_DIE, body, pip)
        else:
            pygame.draw.rect(
                surface,
                (60, 84, 70),
                pygame.Rect(0, 0, HAND_DIE, HAND_DIE).move(x - HAND_DIE / 2, y - HAND_DIE / 2),
                1,
                border_radius=4,
            )
    bx, by = hand_die_pos(r, 7)
    big = dice_art.die_size("b", HAND_DIE)
    if BIGGY in hand:
        dice_art.draw_die(surface, (bx + 3, by), 6, big, body, pip, kind="b")
    else:
        pygame.draw.rect(
            surface,
            (60, 84, 70),
            pygame.Rect(0, 0, big, big).move(bx + 3 - big / 2, by - big / 2),
            1,
            border_radius=5,
        )
    pop = d.money_pop[seat]
    style.text(
        surface,
        style.money(d.money[seat]),
        (r.x + 16, r.y + 86),
        round(19 + 6 * pop),
        style.GOLD,
        bold=True,
        anchor="midleft",
    )
    jx = r.right - 14
    jp = d.jeton_pop[seat]
    label = style.text(
        surface, f"×{d.jetons[seat]}", (jx, r.y + 87), round(16 + 5 * jp), style.PAPER, bold=True, anchor="midright"
    )
    draw_jeton(surface, (label.x - 12, r.y + 87), 9)


def draw_standings(surface: pygame.Surface, view: DiceTableView, d: RoyaleDisplay, offset: Offset = (0, 0)) -> None:
    """Money ranking so far (as shown), like the classic table's, in one or two columns."""
    box, columns = rlay.standings_rect(d.tiles)
    box = box.move(-offset[0], -offset[1])
    surface.blit(table_art.rounded_panel(box.size, (8, 20, 14, 200), (60, 100, 76, 255), 10, 1), box)
    title_h = 20 if columns == 1 else 16
    style.text(
        surface,
        t("table.standings"),
        (box.x + 10, box.y + 4),
        13 if columns == 1 else 12,
        (190, 215, 200),
        bold=True,
    )
    order = sorted(range(d.players), key=lambda p: (-d.money[p], p))
    rows = -(-len(order) // columns)
    row_h = min(18, (box.h - title_h - 4) // max(1, rows))
    col_w = (box.w - 12) // columns
    size = 13 if columns == 1 else 11
    previous, rank = None, 0
    for i, p in enumerate(order):
        if d.money[p] != previous:
            rank, previous = i + 1, d.money[p]
        col, row = divmod(i, rows)
        x = box.x + 8 + col * col_w
        cy = box.y + title_h + 2 + row * row_h + row_h // 2
        amount_text = style.money(d.money[p]) if columns == 1 else f"${d.money[p]}k"
        amount = style.text(surface, amount_text, (x + col_w - 6, cy), size, style.GOLD, bold=True, anchor="midright")
        lead = style.text(surface, f"{rank}.", (x, cy), size, (170, 200, 185), anchor="midleft")
        chip = pygame.Rect(0, 0, 9, 9)
        chip.midleft = (lead.right + 4, cy)
        pygame.draw.rect(surface, view.colour(p), chip, border_radius=2)
        pygame.draw.rect(surface, (230, 230, 230), chip, 1, border_radius=2)
        name_x = chip.right + 5
        fit_text.draw(
            surface,
            view.names[p],
            (name_x, cy),
            amount.x - 6 - name_x,
            size,
            min_size=10,
            bold=True,
            anchor="midleft",
        )


def draw_turn_card(
    surface: pygame.Surface, view: DiceTableView, d: RoyaleDisplay, ui: dict, offset: Offset = (0, 0)
) -> None:
    card = rlay.turn_rect(d.tiles).move(-offset[0], -offset[1])
    deciding = ui.get("deciding", ())
    turn = deciding[0] if deciding else d.turn  # a tile decision may be someone else's (Knockout?, guesses)
    colour = view.colour(turn) if turn is not None else style.GOLD_DARK
    table_art.drop_shadow(surface, card)
    surface.blit(table_art.rounded_panel(card.size, (12, 24, 18, 235), (*colour, 255), 12, 3), card)
    pygame.draw.rect(
        surface, colour, (card.x, card.y, card.w, 8), border_top_left_radius=12, border_top_right_radius=12
    )
    bright = colour if sum(colour) > 330 else table_art.shade(colour, 1.45)
    y = card.y + 14
    parts, f = fit_text.fit_lines(ui.get("turn_title", ""), card.w - 20, 40, 16, 12, bold=True, max_lines=2)
    for part in parts:
        surface.blit(f.render(part, True, bright), (card.x + 10, y))
        y += f.get_linesize()
    limit = card.bottom - (rlay.SKIP_SIZE[1] + 12 if ui.get("skip_button") else 6)
    lines, sub = fit_text.fit_lines(ui.get("turn_lines", []), card.w - 20, limit - y, 14, 11)
    for part in lines:
        surface.blit(sub.render(part, True, style.PAPER), (card.x + 10, y))
        y += sub.get_linesize()
    if ui.get("skip_button"):
        btn = rlay.skip_button(d.tiles).move(-offset[0], -offset[1])
        hot = ui.get("skip_hover", False)
        pygame.draw.rect(surface, (250, 220, 120) if hot else (120, 28, 40), btn, border_radius=10)
        pygame.draw.rect(surface, style.HIGHLIGHT, btn, 2, border_radius=10)
        draw_jeton(surface, (btn.x + 20, btn.centery), 9)
        fit_text.draw(  # large text in German: fitted inside the button, never over its rim
            surface,
            t("royale.skip_button"),
            (btn.x + 36, btn.centery),
            btn.right - 8 - (btn.x + 36),
            14,
            style.INK if hot else style.WHITE,
            bold=True,
            anchor="midleft",
        )
