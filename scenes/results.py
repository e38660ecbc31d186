"""Final results: ranking with place, colour, name, money and bills; shared wins marked."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import charts, fit_text, gui, sound, style
from vegas_desktop.text import has, t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import Seat, TableMatch

TABLE = pygame.Rect(130, 176, 1020, 404)  # largest size (6 players); shrinks to fit fewer rows
ROW_H = 56
INTRO_SECONDS = 0.8  # rows slide in one after another; `settled` once they are all in place


@dataclass(frozen=True)
class ResultRow:
    place: int  # 1-based, equal for a shared place
    seat: int
    name: str
    colour: int
    money: int  # thousands
    bills: tuple[int, ...]
    shared: bool  # shares its place with someone
    kind: str = ""  # "Human" / "Computer · Hard"


def result_rows(match: TableMatch) -> list[ResultRow]:
    """One row per player in ranking order (standings groups share a place; next place skips)."""
    standings = match.standings()
    money = match.money()
    won = match.bills_won()
    rows: list[ResultRow] = []
    place = 1
    for group in standings:
        for seat in group:
            info = match.seats[seat]
            bills = tuple(sorted(won[seat], reverse=True)) if won is not None else ()
            rows.append(ResultRow(place, seat, info.name, info.colour, money[seat], bills, len(group) > 1, _kind(info)))
        place += len(group)
    return rows


def _kind(seat: Seat) -> str:
    if seat.agent is None:
        return t("results.human")
    level = seat.agent.name
    return t("results.computer", level=t(f"common.level.{level}") if has(f"common.level.{level}") else level)


class ResultsScene(gui.GuiScene):
    # text keys a game may swap in a subclass (e.g. money cards instead of bills)
    BILLS_KEY = "results.col.bills"
    TIEBREAK_KEY = "results.tiebreak"
    SHOW_VALUES = True  # the bills' values beside their count (a game whose column holds casinos shows the count)

    def __init__(self, app: App, match: TableMatch) -> None:
        self.match = match
        self.rows = result_rows(match)
        self.frames_drawn = 0
        super().__init__(app)

    def game_shown(self) -> str | None:
        return self.match.game

    @property
    def settled(self) -> bool:
        """True once the intro animation is over and a full frame has been drawn (autoplay screenshots)."""
        return self.time >= INTRO_SECONDS + 0.05 * len(self.rows) and self.frames_drawn > 1

    def build(self) -> None:
        self.new_button = self.button(
            (640 - 290, 620, 270, 58), t("results.new_game"), self.new_game, object_id="#primary"
        )
        self.menu_button = self.button((640 + 20, 620, 270, 58), t("results.menu"), self.main_menu)
        self.nav = [self.new_button, self.menu_button]
        self.show_chart = False
        self.chart_button = None
        if len(self.round_money) >= 2:
            self.chart_button = self.button(
                (1280 - 250, 24, 226, 40), t("results.chart_show"), self.toggle_chart, object_id="#small"
            )
            self.nav.append(self.chart_button)
        self.review_button = None
        from vegas_desktop.scenes.review import review_offered

        local = self.match.local()
        if local is not None and review_offered(local) and not self.app.autoplay:
            self.review_button = self.button(
                (24, 24, 226, 40), t("advice.review.open"), self.open_review, object_id="#small"
            )
            self.nav.append(self.review_button)

    def open_review(self) -> None:
        """The player's costliest decisions by Hard's estimate, worked out in the background."""
        from vegas_desktop.scenes.review import ReviewScene

        local = self.match.local()
        if local is not None:  # the button is offered for a game played here only
            self.app.stack.push(ReviewScene(self.app, local))

    @property
    def undo_used(self) -> bool:
        # the game's autosave keeps the mark until the saves write `record.undo_used`
        return any(getattr(listener, "undo_used", False) for listener in self.match.listeners)

    @cached_property
    def round_money(self) -> list[list[int]]:
        """Every seat's money after each round (replayed from the seed, so a resumed game has all of it)."""
        return self.match.money_by_round()

    @cached_property
    def start_money(self) -> list[int]:
        """Everyone's money before the first round (not every game starts at nothing)."""
        return self.match.start_money()

    def toggle_chart(self) -> None:
        self.show_chart = not self.show_chart
        if self.chart_button is not None:
            self.chart_button.set_text(t("results.chart_hide" if self.show_chart else "results.chart_show"))

    def on_enter(self) -> None:
        sound.play("jingle_win")
        from vegas_desktop.saves import store

        for notice in store.take_notices():  # e.g. the finished game could not go into the history
            if notice not in self.app.notices and not self.app.autoplay:
                self.app.notices.append(notice)

    def new_game(self) -> None:
        self.app.stack.reset(self.app.screens.main_menu(self.app))
        self.app.stack.push(self.app.screens.setup(self.app))

    def main_menu(self) -> None:
        self.app.stack.reset(self.app.screens.main_menu(self.app))

    def on_confirm(self) -> bool:
        self.new_game()
        return True

    def on_back(self) -> bool:
        self.main_menu()
        return True

    def table_rect(self) -> pygame.Rect:
        h = 76 + ROW_H * len(self.rows) + 14
        rect = pygame.Rect(TABLE.x, 0, TABLE.w, h)
        rect.centery = (150 + 600) // 2
        return rect

    def headline(self) -> str:
        winners = [r for r in self.rows if r.place == 1]
        if len(winners) == 1:
            return t("results.winner", name=winners[0].name)
        return t("results.shared", names=t("results.and").join(r.name for r in winners))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.frames_drawn += 1

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        _confetti(surface, self.motion)
        style.text(surface, t("results.title"), (640, 44), 26, style.PAPER, bold=True, anchor="center", shadow=True)
        for size in (48, 38, 30, 24):  # long names: smaller headline rather than cut off
            head = gui.neon_text(self.headline(), size, (255, 250, 225), (255, 180, 40))
            if head.get_width() <= 1240:
                break
        surface.blit(head, head.get_rect(center=(640, 112)))
        if self.show_chart:
            rect = pygame.Rect(TABLE.x, 170, TABLE.w, 420)
            rounds = [self.start_money, *self.round_money]
            series = [
                ([float(r[seat]) for r in rounds], style.player_colour(self.match.seats[seat].colour))
                for seat in range(len(self.match.seats))
            ]
            names = [seat.name for seat in self.match.seats]
            steps = [t("chart.start")] + [str(n) for n in range(1, len(rounds))]
            charts.line_chart(
                surface, rect, t("results.chart_title"), series, charts.short_money, legend=names, x_labels=steps
            )
            return
        table = self.table_rect()
        gui.panel(surface, table)
        cols = {"place": table.x + 40, "player": table.x + 130, "money": table.x + 540, "bills": table.x + 600}
        y0 = table.y + 22
        grey = (190, 210, 195)
        style.text(surface, t("results.col.place"), (cols["place"], y0), 16, grey, bold=True)
        style.text(surface, t("results.col.player"), (cols["player"], y0), 16, grey, bold=True)
        style.text(surface, t("results.col.money"), (cols["money"], y0), 16, grey, bold=True, anchor="topright")
        style.text(surface, t(self.BILLS_KEY), (cols["bills"], y0), 16, grey, bold=True)
        pygame.draw.line(surface, style.GOLD_DARK, (table.x + 24, y0 + 28), (table.right - 24, y0 + 28), 2)
        row_h = ROW_H
        for i, row in enumerate(self.rows):
            appear = min(1.0, max(0.0, (self.time - 0.12 * i) / 0.35))
            if appear <= 0:
                continue
            offset = (1 - appear) ** 2 * 120
            y = y0 + 44 + i * row_h + row_h // 2
            band = pygame.Rect(table.x + 18, y - row_h // 2 + 3, table.w - 36, row_h - 6).move(offset, 0)
            if row.place == 1:
                pygame.draw.rect(surface, (64, 96, 40), band, border_radius=10)
                pygame.draw.rect(surface, style.GOLD, band, width=2, border_radius=10)
            elif i % 2:
                pygame.draw.rect(surface, (16, 70, 44), band, border_radius=10)
            dx = offset
            colour = style.GOLD if row.place == 1 else style.PAPER
            style.text(
                surface,
                t("results.place", n=row.place),
                (cols["place"] + dx, y),
                26,
                colour,
                bold=True,
                anchor="midleft",
            )
            gui.swatch(surface, (round(cols["player"] + dx + 14), y), 13, row.colour)
            room = cols["money"] - style.font(24, True).size(style.money(row.money))[0] - 16 - (cols["player"] + 40)
            if row.shared:  # the "shared" tag follows the name
                room -= style.font(13, True).size(t("results.shared_mark"))[0] + 24
            name_rect = fit_text.draw(
                surface,
                row.name,
                (cols["player"] + 40 + dx, y - 7),
                room,
                22,
                colour,
                min_size=14,
                bold=True,
                anchor="midleft",
            )
            style.text(surface, row.kind, (cols["player"] + 40 + dx, y + 14), 13, grey, anchor="midleft")
            if row.shared:
                tag = style.font(13, bold=True).render(t("results.shared_mark"), True, style.INK)
                tag_rect = tag.get_rect(midleft=(name_rect.right + 12, name_rect.centery))
                pygame.draw.rect(surface, style.HIGHLIGHT, tag_rect.inflate(12, 6), border_radius=8)
                surface.blit(tag, tag_rect)
            style.text(
                surface, style.money(row.money), (cols["money"] + dx, y), 24, colour, bold=True, anchor="midright"
            )
            shown = row.bills if self.SHOW_VALUES else ()
            _bill_stack(surface, (round(cols["bills"] + dx), y), row.bills, round(table.right - 26 + dx), shown)
        style.text(surface, t(self.TIEBREAK_KEY), (640, table.bottom + 16), 14, grey, anchor="center")
        if self.undo_used:  # recorded in the history too
            style.text(surface, t("results.undo_used"), (640, table.bottom + 36), 13, style.HIGHLIGHT, anchor="center")
        # a game played with hints (recorded in the history too); the advice keeps the mark in the match's
        # __dict__ until it writes `record.hints_used`
        if self.match.__dict__.get("hints_used"):
            y = table.bottom + (54 if self.undo_used else 36)
            style.text(surface, t("advice.hints_used"), (640, y), 13, style.HIGHLIGHT, anchor="center")


def _bill_stack(
    surface: pygame.Surface,
    midleft: tuple[int, int],
    bills: tuple[int, ...],
    right: int,
    values_of: tuple[int, ...] | None = None,
) -> None:
    """Bill count as a little fanned stack of green notes plus the number."""
    x, y = midleft
    shown = min(len(bills), 8)
    for i in range(shown):
        r = pygame.Rect(x + i * 7, y - 11 - (i % 2), 34, 20)
        pygame.draw.rect(surface, style.BILL_GREEN, r, border_radius=3)
        pygame.draw.rect(surface, (90, 120, 80), r, width=1, border_radius=3)
        pygame.draw.circle(surface, (120, 150, 100), r.center, 5, width=1)
    text_x = x + 7 * 7 + 34 + 12  # fixed column, whatever the stack height
    count = str(len(bills))
    count_rect = style.text(surface, count, (text_x, y), 22, style.PAPER, bold=True, anchor="midleft")
    if values_of is not None:
        bills = values_of
    if bills:
        f = style.font(13)
        room = right - count_rect.right - 14
        values = " ".join(f"{b}k" for b in bills)
        shown_bills = len(bills)
        while shown_bills > 1 and f.size(values)[0] > room:  # drop the smallest bills until it fits
            shown_bills -= 1
            values = " ".join(f"{b}k" for b in bills[:shown_bills]) + " …"
        style.text(surface, values, (count_rect.right + 14, y), 13, (175, 200, 185), anchor="midleft")


def _confetti(surface: pygame.Surface, time: float) -> None:
    """Gold and colour flecks drifting down — drawn from a fixed pattern, no random needed."""
    palette = [style.player_colour(i) for i in range(len(style.PLAYER_COLOURS))] + [style.GOLD, style.HIGHLIGHT]
    for i in range(60):
        x = (i * 211) % 1280 + math.sin(time * 1.5 + i) * 12
        y = ((i * 97) % 720 + time * (30 + i % 5 * 12)) % 740 - 10
        w = 4 + i % 3 * 2
        pygame.draw.rect(surface, palette[i % len(palette)], (round(x), round(y), w, 3 + i % 2 * 3))
