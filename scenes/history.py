"""History: the finished games (filter by game and by player), each one watchable again; its Statistics button
opens scenes/stats.py."""

from __future__ import annotations

import sqlite3
from functools import partial
from typing import TYPE_CHECKING

import pygame

from vegas_desktop import games
from vegas_desktop.app import fit_text, style
from vegas_desktop.history.db import GameRecord, History
from vegas_desktop.saves.store import SavedGame, SaveError, SeatInfo
from vegas_desktop.text import t

from .panel_screen import PANEL, PanelScreen, next_page, page_of, striped_rows
from .stats import StatsScene

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

ROWS = 9
ROW_H = 44
LIST_Y = PANEL.y + 150


def _open_history(app: App) -> History | None:
    try:
        history = History()
    except (OSError, sqlite3.Error) as exc:
        app.notices.append(t("history.cannot_open", reason=str(exc)))
        return None
    if history.notice:
        app.notices.append(t("history.reset", reason=history.notice))
    return history


class HistoryScene(PanelScreen):
    TITLE = "history.title"

    def __init__(self, app: App) -> None:
        self.history = _open_history(app)
        self.game: str | None = None
        self.player: str | None = None
        self.page = 0
        super().__init__(app)

    def build(self) -> None:
        h = self.history
        self.records: list[GameRecord] = h.games(self.game, self.player) if h else []
        self.players = h.players() if h else []
        x = PANEL.x + 30
        self.game_button = self.button(
            (x, PANEL.y + 80, 280, 44), t("history.filter_game", game=self._game_name()), self.cycle_game
        )
        self.player_button = self.button(
            (x + 296, PANEL.y + 80, 320, 44),
            t("history.filter_player", player=self.player or t("history.all")),
            self.cycle_player,
        )
        self.stats_button = self.button(
            (PANEL.right - 300, PANEL.y + 80, 270, 44), t("history.stats"), self.open_stats, object_id="#primary"
        )
        self.replay_buttons = []
        for i, rec in enumerate(self._shown()):
            y = LIST_Y + i * ROW_H
            self.replay_buttons.append(
                self.button((PANEL.right - 170, y + 4, 140, ROW_H - 8), t("history.replay"), partial(self.watch, rec))
            )
        self.back_button = self.button((PANEL.x + 30, PANEL.bottom - 60, 200, 44), t("history.back"), self.back)
        self.more_button = self.button((PANEL.right - 230, PANEL.bottom - 60, 200, 44), t("history.more"), self.more)
        if len(self.records) <= ROWS:
            self.more_button.disable()
        self.nav = [self.game_button, self.player_button, self.stats_button, *self.replay_buttons, self.back_button]

    def _shown(self) -> list[GameRecord]:
        return list(page_of(self.records, self.page, ROWS))

    def _game_name(self) -> str:
        return t(f"setup.game.{self.game}") if self.game else t("history.all")

    def cycle_game(self) -> None:
        order = [None, *games.game_names()]
        self.game = order[(order.index(self.game) + 1) % len(order)]
        self.page = 0
        self.rebuild()

    def cycle_player(self) -> None:
        order = [None, *self.players]
        self.player = order[(order.index(self.player) + 1) % len(order)] if self.player in order else None
        self.page = 0
        self.rebuild()

    def more(self) -> None:
        self.page = next_page(len(self.records), self.page, ROWS)
        self.rebuild()

    def open_stats(self) -> None:
        self.app.stack.push(
            StatsScene(self.app, self.history, self.player or (self.players[0] if self.players else None))
        )

    def watch(self, rec: GameRecord) -> None:
        if self.history is None or not games.descriptor(rec.game).table is not None:
            return
        from .replay import replay_scene

        saved = SavedGame(
            rec.game,
            rec.options,
            rec.seed,
            [SeatInfo(s.name, s.kind, s.colour) for s in rec.seats],
            self.history.log_of(rec.id),
            rec.played,
            rec.played,
            finished=True,
        )
        try:
            scene = replay_scene(self.app, saved)
        except SaveError as exc:  # a row whose options no longer parse, or with too few seats: said, not raised
            played = rec.played.replace("T", " ")[:16]
            self.app.notices.append(t("history.cannot_watch", played=played, reason=str(exc)))
            return
        self.app.stack.push(scene)

    def on_exit(self) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        if not self.records:
            self.draw_empty(surface, "history.empty", LIST_Y + 60)
            return
        shown = self._shown()
        for i, row in striped_rows(surface, len(shown), LIST_Y, ROW_H):
            rec = shown[i]
            when = rec.played.replace("T", " ")[:16]
            fit_text.draw(surface, when, (row.x + 12, row.centery), 150, 15, style.PAPER, anchor="midleft")
            fit_text.draw(
                surface,
                t(f"setup.game.{rec.game}"),
                (row.x + 170, row.centery),
                200,
                15,
                style.GOLD,
                bold=True,
                anchor="midleft",
            )
            players = " · ".join(f"{s.name} {style.money(s.money)}" for s in sorted(rec.seats, key=lambda s: s.rank))
            fit_text.draw(surface, players, (row.x + 380, row.centery), 520, 14, style.WHITE, anchor="midleft")
            marks = [t("history.undo_used")] if rec.undo_used else []
            if rec.hints:  # "what would Hard do?" was asked in this game
                marks.append(t("advice.history.hints"))
            if marks:
                mark = " · ".join(marks)
                fit_text.draw(surface, mark, (row.right - 250, row.centery), 80, 12, style.HIGHLIGHT, anchor="midleft")
