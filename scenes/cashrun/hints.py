"""The field card shown on hover or click: the field's rule and its state now (owner, what a visit offers)."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.app import fit_text, style, table_art
from vegas_desktop.cashrun.model import BOARD, CASINO_PRICE, CASINOS, Kind
from vegas_desktop.scenes.cashrun import art
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.view import field_title
from vegas_desktop.text import t

WIDTH = 300


def field_lines(i: int, view: Any, names: list[str]) -> list[tuple[str, tuple[int, int, int]]]:
    """What the card says about field `i`: its rule, then its state."""
    f = BOARD[i]
    lines: list[tuple[str, tuple[int, int, int]]] = []
    if f.kind is Kind.CASINO:
        game = CASINOS[f.arg][2]
        colour = t(f"cashrun.colour.{CASINOS[f.arg][1]}")
        lines.append((t("cashrun.info.casino", game=art.game_name(game), colour=colour), style.PAPER))
        lines.append((t(f"cashrun.info.bets.{game}"), (200, 220, 205)))
        owner = view.owner[f.arg]
        if owner < 0:
            lines.append((t("cashrun.info.for_sale", price=style.money(CASINO_PRICE)), style.HIGHLIGHT))
        else:
            lines.append(
                (t("cashrun.info.owner", name=names[owner], chips=style.money(view.chips[owner])), style.HIGHLIGHT)
            )
    else:
        game_name = art.game_name(f.arg) if f.arg >= 0 else ""
        lines.append((t(f"cashrun.rule.{f.kind.value}", game=game_name), style.PAPER))
        if f.kind is Kind.POT:
            lines.append((t("cashrun.info.pot", amount=style.money(view.pot)), style.HIGHLIGHT))
        if f.kind is Kind.GRAND_SLAM:
            lines.append((t("cashrun.info.bank", amount=style.money(view.bank)), style.HIGHLIGHT))
    here = [names[s] for s, p in enumerate(view.pos) if p == i and view.alive[s]]
    if here:
        lines.append((t("cashrun.info.here", names=", ".join(here)), (190, 210, 230)))
    return lines


def draw_field_info(surface: pygame.Surface, i: int, view: Any, names: list[str], pointer: tuple[int, int]) -> None:
    font = style.font(13)
    body: list[tuple[str, tuple[int, int, int]]] = []
    for text, colour in field_lines(i, view, names):
        body += [(line, colour) for line in fit_text.wrap(text, font, WIDTH - 20)]
    h = 34 + len(body) * font.get_linesize() + 10
    # inside the loop, on the side away from the field, so the field itself stays visible
    r = lay.FIELD_RECTS[i]
    box = pygame.Rect(0, 0, WIDTH, h)
    box.centerx = lay.INNER.centerx
    box.y = lay.INNER.bottom - h - 8 if r.centery < lay.BOARD.centery else lay.INNER.y + 8
    table_art.drop_shadow(surface, box, 12)
    surface.blit(table_art.rounded_panel(box.size, (16, 16, 24, 245), (*style.GOLD, 255), 10, 2), box)
    title = t("cashrun.field_no", name=field_title(i), n=i)
    fit_text.draw(surface, title, (box.x + 10, box.y + 8), WIDTH - 20, 16, style.GOLD, min_size=11, bold=True)
    y = box.y + 32
    for line, colour in body:
        surface.blit(table_art.label(line, 13, colour), (box.x + 10, y))
        y += font.get_linesize()
