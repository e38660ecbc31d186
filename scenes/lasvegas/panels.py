"""The Las Vegas table's panels: the left column (round, the turn card with its choice buttons and "your move"
arrow, the standings) and each player's panel (dice still in hand, money, bills won).

Module functions drawn from their arguments alone, so the view can paint each into a cached layer at any
offset; the seats' names and colours come from the view they are given.
"""

from __future__ import annotations

import math

import pygame

from vegas_desktop.app import dice_art, fit_text, style, table_art
from vegas_desktop.scenes.dice.display import Display
from vegas_desktop.scenes.dice.view import DiceTableView
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.display import PANEL_DIE, name_room, panel_dice_pos, turn_text_bottom
from vegas_desktop.scenes.table.pieces import player_panel, round_pips
from vegas_desktop.text import t, tn

Colour = tuple[int, int, int]


def draw_left(surface: pygame.Surface, view: DiceTableView, d: Display, ui: dict, arrow: bool = True) -> None:
    col = lay.LEFT_COL
    # Round counter with four pips.
    table_art.text(
        surface,
        t("table.round", n=max(1, d.round), total=d.rounds),
        (col.centerx, col.y + 56),
        20,
        style.PAPER,
        bold=True,
        anchor="midtop",
    )
    round_pips(surface, col.centerx, col.y + 96, d.rounds, d.round, 7, 24)
    # Turn banner card.
    card = lay.TURN_CARD
    turn = d.turn
    colour = view.colour(turn) if turn is not None else style.GOLD_DARK
    table_art.drop_shadow(surface, card)
    surface.blit(table_art.rounded_panel(card.size, (12, 24, 18, 235), (*colour, 255), 14, 3), card)
    stripe = pygame.Rect(card.x, card.y, card.w, 10)
    pygame.draw.rect(surface, colour, stripe, border_top_left_radius=14, border_top_right_radius=14)
    if turn is not None:
        body, pip = view.die_colours(turn, "d")
        dice_art.draw_die(surface, (card.x + 28, card.y + 40), 6, 30, body, pip, angle=8)
        bright = colour if sum(colour) > 330 else table_art.shade(colour, 1.6)
    else:
        dice_art.draw_die(surface, (card.x + 28, card.y + 40), 5, 30, *style.NEUTRAL_DIE, angle=8)
        bright = style.GOLD
    choice = ui.get("choice")
    bottom = turn_text_bottom(bool(choice), bool(ui.get("awaiting_human")))
    parts, f = fit_text.fit_lines(ui.get("turn_title", ""), card.w - 66, 50, 21, 15, bold=True, max_lines=2)
    yy = card.y + 22
    for part in parts:
        surface.blit(f.render(part, True, bright), (card.x + 54, yy))
        yy += f.get_linesize()
    yy = max(yy + 6, card.y + 62)  # clear of the die
    lines, sub = fit_text.fit_lines(ui.get("turn_lines", []), card.w - 28, bottom - yy, 16, 12)
    for part in lines:
        surface.blit(sub.render(part, True, style.PAPER), (card.x + 14, yy))
        yy += sub.get_linesize()
    if choice:
        draw_choice(surface, choice, bright)
    elif ui.get("awaiting_human") and arrow:
        draw_arrow(surface, view, d, ui)
    draw_standings(surface, view, d, lay.STANDINGS_AT)


def draw_arrow(surface: pygame.Surface, view: DiceTableView, d: Display, ui: dict) -> None:
    """The turn card's bobbing "your move" arrow."""
    card = lay.TURN_CARD
    if d.turn is not None:
        colour = view.colour(d.turn)
        bright = colour if sum(colour) > 330 else table_art.shade(colour, 1.6)
    else:
        bright = style.GOLD
    pulse = 0.5 + 0.5 * math.sin(ui.get("clock", 0.0) * 4)
    arrow_y = card.bottom - 20 + 4 * pulse
    pygame.draw.polygon(
        surface,
        bright,
        [(card.centerx - 12, arrow_y - 8), (card.centerx + 12, arrow_y - 8), (card.centerx, arrow_y + 4)],
    )


def draw_choice(surface: pygame.Surface, buttons: list[dict], colour: Colour) -> None:
    """The "casino or Bandit?" buttons: a name, the key that picks it, lit under the mouse or keyboard."""
    for b in buttons:
        rect: pygame.Rect = b["rect"]
        hot = b.get("focus", False)
        face = style.HIGHLIGHT if hot else (232, 220, 190)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=9)
        pygame.draw.rect(surface, face, rect, border_radius=9)
        pygame.draw.rect(surface, colour if hot else style.GOLD_DARK, rect, 3 if hot else 2, border_radius=9)
        number = b.get("number", 0)
        icon = dice_art.face_icon(number, 16) if 1 <= number <= 6 else None
        img = fit_text.render(b["label"], rect.w - (30 if icon else 10), 15, style.INK, 11, True)
        x = rect.centerx - (img.get_width() + (20 if icon else 0)) // 2
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x - 4, rect.y + 14)))
            x += 20
        surface.blit(img, (x, rect.y + 5))
        table_art.text(surface, b["key"], (rect.centerx, rect.bottom - 11), 12, (90, 70, 30), anchor="center")


STANDINGS_ROW = 26


def standings_box(at: pygame.Rect, players: int) -> pygame.Rect:
    """Where the standings are drawn for `players` rows."""
    return pygame.Rect(at.x, at.y, at.w, 34 + STANDINGS_ROW * players)


def draw_standings(surface: pygame.Surface, view: DiceTableView, d: Display, at: pygame.Rect) -> None:
    """Money ranking so far (as shown, so it moves when the bills land)."""
    order = sorted(range(d.players), key=lambda p: (-d.money[p], p))
    row = STANDINGS_ROW
    box = standings_box(at, len(order))
    surface.blit(table_art.rounded_panel(box.size, (8, 20, 14, 170), (60, 100, 76, 255), 12, 1), box)
    table_art.text(surface, t("table.standings"), (box.x + 12, box.y + 8), 15, (190, 215, 200), bold=True)
    y = box.y + 34
    previous = None
    rank = 0
    for i, p in enumerate(order):
        if d.money[p] != previous:
            rank = i + 1
            previous = d.money[p]
        cy = y + row // 2 - 2
        table_art.text(surface, f"{rank}.", (box.x + 12, cy), 14, (170, 200, 185), anchor="midleft")
        body, pip = view.die_colours(p, "d")
        dice_art.draw_die(surface, (box.x + 42, cy), 1, 14, body, pip)
        amount = table_art.text(
            surface, style.money(d.money[p]), (box.right - 12, cy), 14, style.GOLD, bold=True, anchor="midright"
        )
        room = amount.x - 8 - (box.x + 56)
        fit_text.draw(surface, view.names[p], (box.x + 56, cy), room, 14, min_size=11, bold=True, anchor="midleft")
        y += row


def draw_panel(
    surface: pygame.Surface, view: DiceTableView, d: Display, seat: int, rect: pygame.Rect, ui: dict
) -> None:
    colour = view.colour(seat)
    active = d.turn == seat
    r = rect.move(0, -4) if active else rect
    mark = player_panel(surface, r, colour, view.colours[seat], active, ui.get("clock", 0.0))
    # Name (shrunk to fit) and start-player token.
    fit_text.draw(
        surface, view.names[seat], (r.x + 16 + mark, r.y + 7), name_room(r) - mark, 18, min_size=11, bold=True
    )
    if d.start_player == seat:
        token = (r.right - 22, r.y + 18)
        pygame.draw.circle(surface, style.GOLD_DARK, (token[0] + 1, token[1] + 2), 12)
        pygame.draw.circle(surface, style.GOLD, token, 12)
        pygame.draw.circle(surface, (255, 240, 190), token, 12, 2)
        table_art.text(surface, "1", token, 15, style.INK, bold=True, anchor="center")
    table_art.text(surface, view.tags[seat], (r.x + 16, r.y + 30), 13, (170, 200, 185))
    # Dice still in hand (the rest drawn as faint outlines).
    reserve = 46 if d.white_column else 0
    kinds = d.hand[seat] if seat < len(d.hand) else []
    biggy_at: tuple[float, float] | None = None
    for k in range(8):
        x, y = panel_dice_pos(r, k, reserve)
        if k < d.dice_left[seat]:
            kind = kinds[k] if k < len(kinds) else "d"
            if kind == "b":  # drawn last, over its neighbour: it is bigger
                biggy_at = (x, y)
                continue
            body, pip = view.die_colours(seat, kind)
            dice_art.draw_die(surface, (x, y), 5 if k % 2 else 3, PANEL_DIE, body, pip, kind=kind)
        else:
            pygame.draw.rect(
                surface,
                (60, 84, 70),
                pygame.Rect(0, 0, PANEL_DIE, PANEL_DIE).move(x - PANEL_DIE / 2, y - PANEL_DIE / 2),
                1,
                border_radius=4,
            )
    if biggy_at is not None:
        body, pip = view.die_colours(seat, "b")
        size = dice_art.die_size("b", PANEL_DIE)
        dice_art.draw_die(surface, (biggy_at[0] + 2, biggy_at[1] - 1), 6, size, body, pip, kind="b")
    white = d.white_left[seat] if seat < len(d.white_left) else 0
    if white > 0:  # white dice ride along in the hand: one small white die and a count
        wx = r.right - 34
        dice_art.draw_die(surface, (wx, r.y + 58), 1, PANEL_DIE, *style.NEUTRAL_DIE)
        table_art.text(surface, f"×{white}", (wx + 11, r.y + 58), 13, style.PAPER, bold=True, anchor="midleft")
    extra = d.dice_left[seat] - 8
    if extra > 0:
        table_art.text(
            surface,
            f"+{extra}",
            (panel_dice_pos(r, 7, reserve)[0] + 12, r.y + 58),
            13,
            style.PAPER,
            anchor="midleft",
        )
    # Money with a pop when a bill arrives.
    pop = d.money_pop[seat]
    size = round(20 + 6 * pop)
    table_art.text(
        surface, style.money(d.money[seat]), (r.x + 16, r.y + 86), size, style.GOLD, bold=True, anchor="midleft"
    )
    n = d.bills_won[seat]
    table_art.text(
        surface,
        tn("table.bills", n),
        (r.right - 10, r.y + 88),
        13,
        (170, 200, 185),
        anchor="midright",
    )
