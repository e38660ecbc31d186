"""Statistics per player name: games, wins and win rate (per game and against each computer level), average and
best money, with charts drawn by our own code (win rate over the last games, money per game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import charts, fit_text, style
from vegas_desktop.history.db import History, PlayerStats
from vegas_desktop.text import t, tn

from .panel_screen import PANEL, PanelScreen

if TYPE_CHECKING:
    from vegas_desktop.app.app import App


class StatsScene(PanelScreen):
    TITLE = "stats.title"

    def __init__(self, app: App, history: History | None, player: str | None) -> None:
        self.history = history
        self.player = player
        self.players = history.players() if history else []
        super().__init__(app)

    def build(self) -> None:
        self.stats: PlayerStats | None = (
            self.history.stats(self.player) if self.history is not None and self.player else None
        )
        self.player_button = self.button(
            (PANEL.x + 30, PANEL.y + 80, 360, 44),
            t("history.filter_player", player=self.player or t("history.nobody")),
            self.cycle_player,
        )
        self.back_button = self.button((PANEL.x + 30, PANEL.bottom - 60, 200, 44), t("history.back"), self.back)
        self.nav = [self.player_button, self.back_button]

    def cycle_player(self) -> None:
        if not self.players:
            return
        i = self.players.index(self.player) if self.player in self.players else -1
        self.player = self.players[(i + 1) % len(self.players)]
        self.rebuild()

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        s = self.stats
        if s is None or not s.games:
            self.draw_empty(surface, "stats.empty", PANEL.y + 200)
            return
        x, y = PANEL.x + 30, PANEL.y + 140
        lines = [
            tn("stats.summary", s.games, wins=f"{s.wins:g}", rate=round(100 * s.win_rate)),
            t("stats.money", average=style.money(round(s.average_money)), best=style.money(s.best_money)),
        ]
        lines += [
            t("stats.per_game", game=t(f"setup.game.{g}"), games=n, wins=f"{w:g}", rate=round(100 * w / n))
            for g, (n, w) in sorted(s.by_game.items())
        ]
        lines += [
            t("stats.per_level", level=t(f"common.level.{k}"), games=n, rate=round(100 * w / n))
            for k, (n, w) in sorted(s.by_level.items())
        ]
        for i, line in enumerate(lines[:11]):
            fit_text.draw(surface, line, (x, y + i * 30), 460, 16, style.WHITE if i else style.GOLD, bold=i == 0)
        right = pygame.Rect(PANEL.x + 520, PANEL.y + 140, PANEL.w - 550, 200)
        charts.line_chart(
            surface,
            right,
            t("stats.chart_rate"),
            [([100 * v for v in s.rolling_win_rate()], style.GOLD)],
            fmt="{:.0f}%",
            low=0,
            high=100,
        )
        money = pygame.Rect(right.x, right.bottom + 16, right.w, 200)
        charts.bar_chart(surface, money, t("stats.chart_money"), s.money[-30:], style.HIGHLIGHT, charts.short_money)
