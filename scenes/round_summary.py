"""Overlay after a round's payout: who won what at each casino, cancelled ties, money so far."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop.app import fit_text, gui, sound, style, table_art
from vegas_desktop.core.events import (
    BillPaid,
    BillsRemoved,
    BillsReturned,
    GameEnded,
    NeutralWon,
    RoundEnded,
    TieCancelled,
)
from vegas_desktop.text import t, tn

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import TableMatch

PANEL = pygame.Rect(90, 40, 1100, 640)
AUTOPLAY_SECONDS = 1.2  # (sped-up) time the overlay stays up by itself in autoplay
WHITE_SEAT = -1
CASINO_ROWS = 6  # rows shown for a game without casinos on its table
CASINO_EVENTS = (BillPaid, TieCancelled, BillsReturned, NeutralWon, BillsRemoved)  # scoring, each at its casino
LABEL_W = 172  # a casino row's die and name; the chips take the rest


@dataclass
class CasinoLine:
    casino: int
    paid: list[tuple[int, int]] = field(default_factory=list)  # (seat, amount)
    ties: list[tuple[tuple[int, ...], int]] = field(default_factory=list)  # (seats, count each)
    returned: int = 0  # thousands sent back under the pile (incl. white-dice wins)
    removed: list[int] = field(default_factory=list)  # card game: unwon bills leave (docs/rules.md#cards-scoring)


def casino_lines(events: list[Any], casino_count: int) -> list[CasinoLine]:
    """Group the round's scoring events by casino (1-based), in casino order."""
    lines = {c: CasinoLine(c) for c in range(1, casino_count + 1)}
    for e in events:
        if not isinstance(e, CASINO_EVENTS):
            continue
        line = lines.setdefault(e.casino, CasinoLine(e.casino))
        if isinstance(e, BillPaid):
            line.paid.append((e.player, e.amount))
        elif isinstance(e, TieCancelled):
            line.ties.append((tuple(e.players), e.count))
        elif isinstance(e, BillsReturned):
            line.returned += sum(e.bills)
        elif isinstance(e, NeutralWon):
            line.returned += e.amount
        elif isinstance(e, BillsRemoved):
            line.removed.extend(e.bills)
    return [lines[c] for c in sorted(lines)]


class RoundSummaryScene(gui.GuiScene):
    opaque = False

    def __init__(self, app: App, match: TableMatch, summary: list[Any]) -> None:
        self.match = match
        self.events = list(summary)
        ended = [e for e in self.events if isinstance(e, RoundEnded)]
        progress = match.progress()
        self.round = ended[-1].round if ended else progress.round
        self.rounds = progress.rounds or self.round  # a game that ends by play: the rounds so far
        self.money = list(ended[-1].money) if ended else match.money()
        self.game_over = any(isinstance(e, GameEnded) for e in self.events) or match.over
        casinos = progress.casinos or CASINO_ROWS
        self.lines = casino_lines(self.events, casinos)
        self.gained = [0] * len(match.seats)
        for line in self.lines:
            for seat, amount in line.paid:
                if 0 <= seat < len(self.gained):
                    self.gained[seat] += amount
        super().__init__(app)

    def game_shown(self) -> str | None:
        return self.match.game

    def build(self) -> None:
        label = t("summary.final") if self.game_over else t("summary.continue")
        self.continue_button = self.button(
            (PANEL.right - 330, PANEL.bottom - 76, 300, 56), label, self.close, object_id="#primary"
        )

    def on_enter(self) -> None:
        if not self.game_over:  # the results screen plays the winner's jingle next
            sound.play("jingle_round")

    def close(self) -> None:
        self.leave()

    def on_confirm(self) -> bool:
        self.close()
        return True

    def on_back(self) -> bool:
        self.close()
        return True

    def handle_other_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.close()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.close()  # a click anywhere continues
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.autoplay and self.time >= AUTOPLAY_SECONDS:
            self.close()

    # -- drawing -------------------------------------------------------------------------------
    def _name(self, seat: int) -> str:
        if seat == WHITE_SEAT:
            return t("summary.white")
        return self.match.seats[seat].name

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.dim(surface, 150)
        gui.panel(surface, PANEL, alpha=250)
        words = t("summary.title", round=self.round, rounds=self.rounds)
        title = gui.neon_text(words, 36, (255, 250, 225), (255, 180, 40))
        surface.blit(title, title.get_rect(midtop=(PANEL.x + 370, PANEL.y + 6)))
        grey = (190, 210, 195)
        style.text(surface, t("summary.subtitle"), (PANEL.x + 36, PANEL.y + 78), 17, grey, bold=True)
        self._draw_casinos(surface, pygame.Rect(PANEL.x + 30, PANEL.y + 106, 700, PANEL.h - 130))
        self._draw_totals(surface, pygame.Rect(PANEL.x + 760, PANEL.y + 30, 310, PANEL.h - 130))
        style.text(surface, t("summary.hint"), (PANEL.x + 36, PANEL.bottom - 34), 14, grey)

    def _chips(self, line: CasinoLine) -> list[tuple[str, tuple[int, int, int], tuple[int, int, int], int | None]]:
        """(text, background, text colour, colour swatch) for each result at one casino."""
        chips: list[tuple[str, tuple[int, int, int], tuple[int, int, int], int | None]] = []
        for seat, amount in line.paid:
            colour = self.match.seats[seat].colour if 0 <= seat < len(self.match.seats) else None
            chips.append(
                (
                    t("summary.paid", name=self._name(seat), amount=style.money(amount)),
                    (40, 96, 58),
                    style.PAPER,
                    colour,
                )
            )
        for seats, count in line.ties:
            names = t("summary.names_sep").join(self._name(s) for s in seats)
            chips.append((tn("summary.tie", count, names=names), (104, 38, 38), (255, 214, 204), None))
        if line.returned:
            chips.append(
                (t("summary.returned", amount=style.money(line.returned)), (44, 52, 48), (205, 210, 205), None)
            )
        if line.removed:
            bills = t("summary.bills_sep").join(style.money(b) for b in line.removed)
            chips.append((tn("summary.removed", len(line.removed), bills=bills), (44, 52, 48), (205, 210, 205), None))
        if not chips:
            chips.append((t("summary.nothing"), (30, 40, 36), (160, 175, 165), None))
        return chips

    def _flow(self, f: pygame.font.Font, chips: list, width: int) -> list[tuple[int, int, int, tuple]]:
        """Place chips left to right, wrapping; returns (x, line, w, chip) with x relative to the row."""
        out, x, line = [], 0, 0
        for chip in chips:
            extra = 20 + (20 if chip[3] is not None else 0)
            if f.size(chip[0])[0] + extra > width:  # longer than a whole line (long names): cut it to one
                chip = (fit_text.ellipsize(chip[0], f, width - extra), *chip[1:])
            w = f.size(chip[0])[0] + extra
            if x + w > width and x > 0:
                x, line = 0, line + 1
            out.append((x, line, w, chip))
            x += w + 8
        return out

    def _draw_casinos(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        label_w = LABEL_W
        for size in (15, 14, 13, 12, 11, 10):  # many results (long names, 5 players): smaller chips, fewer lines
            f = style.font(size, bold=True)
            roomy = size >= 12  # the smallest sizes also pack their chips closer
            chip_h = f.get_height() + (8 if roomy else 6)
            step = chip_h + (4 if roomy else 2)
            flows = [self._flow(f, self._chips(line), area.w - label_w - 16) for line in self.lines]
            heights = [max(52 if roomy else 40, (flow[-1][1] + 1) * step + (8 if roomy else 4)) for flow in flows]
            if sum(heights) + 6 * len(heights) <= area.h:
                break
        spare = (area.h - sum(heights) - 6 * len(heights)) // max(1, len(heights))
        heights = [h + max(0, min(spare, 64 - h)) for h in heights]  # never below what the chips need
        top = area.y
        for i, (line, flow, h) in enumerate(zip(self.lines, flows, heights, strict=True)):
            row = pygame.Rect(area.x, top, area.w, h)
            top += h + 6
            pygame.draw.rect(surface, (14, 66, 42) if i % 2 == 0 else (10, 54, 34), row, border_radius=10)
            casino_colour = style.CASINO_COLOURS[(line.casino - 1) % len(style.CASINO_COLOURS)]
            pygame.draw.rect(surface, casino_colour, (row.x, row.y, 6, row.h), border_radius=3)
            if line.casino <= 6:
                gui.draw_die(surface, (row.x + 34, row.centery), 32 if h >= 44 else 26, line.casino)
            else:  # the One-armed Bandit has its own symbol, not a die face
                table_art.bandit_coin(surface, (row.x + 34, row.centery), 15 if h >= 44 else 12)
            name = t(f"common.casino.{line.casino}")
            parts, nf = fit_text.fit_lines(name, label_w - 66, h - 6, 17, 12, bold=True, max_lines=2)
            ny = row.centery - len(parts) * nf.get_linesize() // 2
            for part in parts:  # long names ("One-armed Bandit") take two lines, clear of the chips
                surface.blit(nf.render(part, True, style.PAPER), (row.x + 60, ny))
                ny += nf.get_linesize()
            lines = flow[-1][1] + 1
            block_h = lines * step - (step - chip_h)
            y0 = row.centery - block_h // 2
            for x, ln, w, (text, bg, fg, colour) in flow:
                rect = pygame.Rect(row.x + label_w + x, y0 + ln * step, w, chip_h)
                pygame.draw.rect(surface, bg, rect, border_radius=chip_h // 2)
                tx = rect.x + 10
                if colour is not None:
                    gui.swatch(surface, (rect.x + 16, rect.centery), 7, colour)
                    tx += 18
                img = f.render(text, True, fg)
                surface.blit(img, img.get_rect(midleft=(tx, rect.centery)))

    def _draw_totals(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        grey = (190, 210, 195)
        style.text(surface, t("summary.totals", round=self.round), (area.x, area.y + 48), 17, grey, bold=True)
        order = sorted(range(len(self.money)), key=lambda s: (-self.money[s], s))
        row_h = min(64, (area.h - 90) // max(1, len(order)))
        for i, seat in enumerate(order):
            y = area.y + 84 + i * row_h
            row = pygame.Rect(area.x, y, area.w, row_h - 8)
            pygame.draw.rect(surface, (14, 66, 42), row, border_radius=10)
            gui.swatch(surface, (row.x + 20, row.centery), 10, self.match.seats[seat].colour)
            amount = style.text(
                surface,
                style.money(self.money[seat]),
                (row.right - 12, row.y + 6),
                17,
                style.GOLD,
                bold=True,
                anchor="topright",
            )
            room = amount.x - 10 - (row.x + 40)
            fit_text.draw(surface, self._name(seat), (row.x + 40, row.y + 6), room, 17, style.PAPER, bold=True)
            gain = self.gained[seat]
            if gain:
                style.text(
                    surface,
                    "+" + style.money(gain),
                    (row.right - 12, row.bottom - 4),
                    13,
                    (150, 230, 150),
                    anchor="bottomright",
                )
