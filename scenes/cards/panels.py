"""The card table's panels: each player's (name, status, cards in hand and laid, money) and the info box.

Drawn into the view's cached layers (app/layers.py); the seats' names and colours come from the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import fit_text, layers, style, table_art
from vegas_desktop.app.fit_text import wrap
from vegas_desktop.core.narration import Line
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.art import card_back
from vegas_desktop.scenes.cards.display import CardsDisplay
from vegas_desktop.scenes.table.pieces import draw_log, log_lines, log_rows, log_window, player_panel
from vegas_desktop.scenes.table.story import LogPaint, shown
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.scenes.cards.view import CardsView, TableUI

Colour = tuple[int, int, int]


def name_room(panel: pygame.Rect, status_w: int = 0) -> int:
    """How wide a player's name may be on their panel: it shares the top row with the start token (24 px), the
    status text on the right and the tops of the card backs (up to 82 px from the right edge)."""
    return min(panel.w - 14 - 82 - 28, panel.w - 14 - 8 - status_w - 34)


def draw_panel_frame(
    surface: pygame.Surface, view: CardsView, seat: int, rect: pygame.Rect, active: bool, out: bool, clock: float
) -> int:
    table_art.drop_shadow(surface, rect, 10, 4)
    fill = (14, 26, 20, 240) if not out else (30, 30, 30, 220)
    colour = view.colour(seat)
    index = view.colours[seat]
    return player_panel(surface, rect, colour, index, active, clock, radius=10, stripe=7, fill=fill, mark_at=(12, 17))


def draw_panel_body(
    surface: pygame.Surface,
    view: CardsView,
    d: CardsDisplay,
    seat: int,
    rect: pygame.Rect,
    mark: int,
    status: str,
    tone: Colour,
    money_size: int,
) -> None:
    status_w = style.font(13, True).size(status)[0] if status else 0
    shown = fit_text.draw(
        surface,
        view.names[seat],
        (rect.x + 14 + mark, rect.y + 6),
        name_room(rect, status_w) - mark,
        17,
        min_size=11,
        bold=True,
    )
    if d.start_player == seat:
        token = (shown.right + 15, rect.y + 16)  # clear of the name's last letter
        pygame.draw.circle(surface, style.GOLD, token, 9)
        style.text(surface, "1", token, 12, style.INK, bold=True, anchor="center")
    style.text(surface, view.tags[seat], (rect.x + 14, rect.y + 25), 12, (170, 200, 185))
    style.text(  # low enough to clear the tag at the large text size
        surface,
        style.money(d.money[seat]),
        (rect.x + 14, rect.bottom - 10),
        money_size,
        style.GOLD,
        bold=True,
        anchor="midleft",
    )
    # Right side: status, hand backs, cards laid (8 = out).
    style.text(surface, status, (rect.right - 8, rect.y + 12), 13, tone, bold=True, anchor="midright")
    backs = d.hand_counts[seat]
    back = card_back(view.colours[seat], 14, 20)
    x0 = rect.right - 12 - 14 - 8 * max(0, backs - 1)
    for k in range(backs):
        surface.blit(back, (x0 + 8 * k, rect.y + 22))
    placed = d.placed(seat)
    tone = style.DANGER if placed >= 6 else (170, 200, 185)
    style.text(
        surface,
        t("cards.placed", n=placed),
        (rect.right - 8, rect.bottom - 10),
        12,
        tone,
        bold=placed >= 6,
        anchor="midright",
    )


@dataclass
class _LogView:
    """The log as `draw_log` reads it, for painting a layer without touching the display model."""

    log: list[Line]
    log_scroll: int
    log_paint: LogPaint


class InfoBox:
    """The info box: whose turn and what to do, with the game's story below it. It keeps its words and the log
    as wrapped for the last frame, so a frame wraps them again only when they change."""

    def __init__(self) -> None:
        self._log_memo: tuple[tuple, list[tuple[str, Colour, bool]]] | None = None
        self._info_memo: tuple[tuple, tuple[list[str], list[list[str]]]] | None = None

    def draw(self, surface: pygame.Surface, d: CardsDisplay, ui: TableUI, felt: pygame.Surface) -> None:
        box = lay.INFO_RECT
        colour = ui.get("info_colour", style.GOLD_DARK)
        title, parts = self._words(ui.get("title", ""), tuple(ui.get("lines", [])))
        tf, sub = style.font(19, True), style.font(15)
        y = box.y + 16 + len(title) * tf.get_linesize() + 6
        y += sum(len(p) * sub.get_linesize() + 3 for p in parts)
        # The game's story below, every entry of it, scrolled by the wheel, a drag or PageUp/PageDown/Home/End.
        foot = lay.HINT_RECT.y - 6  # the Hint button's row stays free
        size, line, top = lay.LOG_FORM
        d.log_box = pygame.Rect(box.x + 2, y, box.w - 4, max(top + 8 + line, foot - y))
        lines = self._log_lines(d, size, d.log_box.w - 34)
        rows = log_rows(d.log_box, line, top)
        first, end, d.log_scroll = log_window(len(lines), rows, d.log_scroll)
        shown = (tuple(lines[first:end]), len(lines), d.log_scroll)
        content = (colour, tuple(title), tuple(map(tuple, parts)), tuple(d.log_box), shown, style.colour_blind())

        def paint(layer: pygame.Surface) -> None:
            layer.blit(felt, (0, 0), box)
            log = _LogView(d.log, d.log_scroll, d.log_paint)
            self._paint(layer, colour, title, parts, d.log_box.move(-box.x, -box.y), log)

        layers.blit(surface, ("cards.info",), box.size, content, paint, box.topleft)

    def _words(self, title: str, lines: tuple[str, ...]) -> tuple[list[str], list[list[str]]]:
        """The info box's title and lines wrapped to its width: those lines that fit above the log's least room."""
        tf, sub = style.font(19, True), style.font(15)
        key = (title, lines, tf, sub)
        if self._info_memo is not None and self._info_memo[0] == key:
            return self._info_memo[1]
        box = lay.INFO_RECT
        title_parts = wrap(title, tf, box.w - 24)
        y = box.y + 16 + len(title_parts) * tf.get_linesize() + 6
        size, line, top = lay.LOG_FORM
        least = lay.HINT_RECT.y - 6 - top - 8 - 2 * line  # the log keeps two lines at least: words stop above
        kept: list[list[str]] = []
        for text in lines:  # in order of need: a line that has no room goes whole, with those after
            parts = wrap(text, sub, box.w - 24)
            if y + len(parts) * sub.get_linesize() > least:
                break
            kept.append(parts)
            y += len(parts) * sub.get_linesize() + 3
        self._info_memo = (key, (title_parts, kept))
        return title_parts, kept

    def _log_lines(self, d: CardsDisplay, size: int, width: int) -> list[tuple[str, Colour, bool]]:
        """The log wrapped into lines, again only when an entry was added (the log only grows)."""
        key = (id(d.log), len(d.log), d.log[-1] if d.log else None, d.log_paint.version(), style.font(size), width)
        if self._log_memo is None or self._log_memo[0] != key:
            self._log_memo = (key, log_lines(shown(d), style.font(size), width))
        return self._log_memo[1]

    def _paint(
        self,
        surface: pygame.Surface,
        colour: Colour,
        title: list[str],
        parts: list[list[str]],
        log_box: pygame.Rect,
        log: _LogView,
    ) -> None:
        box = surface.get_rect()
        surface.blit(table_art.rounded_panel(box.size, (10, 22, 16, 225), (*colour, 255), 12, 2), box)
        pygame.draw.rect(
            surface, colour, (box.x, box.y, box.w, 8), border_top_left_radius=12, border_top_right_radius=12
        )
        y = box.y + 16
        tf, sub = style.font(19, True), style.font(15)
        bright = colour if sum(colour) > 330 else table_art.shade(colour, 1.5)
        for part in title:
            surface.blit(tf.render(part, True, bright), (box.x + 12, y))
            y += tf.get_linesize()
        y += 6
        for lines in parts:
            for part in lines:
                surface.blit(sub.render(part, True, style.PAPER), (box.x + 12, y))
                y += sub.get_linesize()
            y += 3
        pygame.draw.line(surface, (60, 90, 72), (box.x + 12, y), (box.right - 12, y))
        size, line, top = lay.LOG_FORM
        draw_log(surface, log_box, log, size, line, top)
