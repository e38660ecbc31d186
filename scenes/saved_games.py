"""Saved games: every unfinished game (which game, players, round, when), to resume or delete (after a
confirmation); files that could not be read are listed with their reason (they were kept aside, not deleted)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from vegas_desktop.app import fit_text, style
from vegas_desktop.saves import store
from vegas_desktop.text import t

from .panel_screen import PANEL, PanelScreen, next_page, page_of, striped_rows

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

ROWS = 8
ROW_H = 50
LIST_Y = PANEL.y + 110
CONFIRM_SECONDS = 4.0


class SavedGamesScene(PanelScreen):
    TITLE = "saves.title"

    def __init__(self, app: App) -> None:
        self.entries: list[store.Listed] = []
        self.confirm: tuple[int, float] | None = None  # (row, until) while a delete waits for its second click
        self.page = 0
        super().__init__(app)

    def build(self) -> None:
        # games to resume first, then the files set aside as unreadable (listed with their reason, deletable)
        playable = [e for e in store.list_saves() if e.saved is not None and not e.saved.finished]
        self.entries = playable + store.list_kept_aside()
        self.resume_buttons: list[pygame_gui.elements.UIButton] = []
        self.delete_buttons: list[pygame_gui.elements.UIButton] = []
        for i, entry in enumerate(self._shown()):
            y = LIST_Y + i * ROW_H
            if entry.saved is not None:
                resume = self.button(
                    (PANEL.right - 330, y + 5, 150, ROW_H - 10), t("saves.resume"), partial(self.resume, entry)
                )
                self.resume_buttons.append(resume)
            label = t("saves.delete_confirm") if self.confirm and self.confirm[0] == i else t("saves.delete")
            delete = self.button(
                (PANEL.right - 170, y + 5, 140, ROW_H - 10), label, partial(self.delete, i), object_id="#danger"
            )
            self.delete_buttons.append(delete)
        self.back_button = self.button((PANEL.x + 30, PANEL.bottom - 60, 200, 44), t("history.back"), self.back)
        self.more_button = self.button((PANEL.right - 230, PANEL.bottom - 60, 200, 44), t("history.more"), self.more)
        if len(self.entries) <= ROWS:
            self.more_button.disable()
        self.nav = [*self.resume_buttons, *self.delete_buttons, self.back_button]

    def _shown(self) -> list[store.Listed]:
        return list(page_of(self.entries, self.page, ROWS))

    def more(self) -> None:
        self.page = next_page(len(self.entries), self.page, ROWS)
        self.confirm = None
        self.rebuild()

    def resume(self, entry: store.Listed) -> None:
        if entry.saved is None:
            return
        try:
            match = store.resume(entry)  # a set-aside file that reads now is put back first
        except store.SaveError as exc:
            self.app.notices.append(t("menu.continue_failed", reason=str(exc)))
            if entry.kept is None:
                from vegas_desktop.saves.files import move_aside

                move_aside(entry.path)
            self.rebuild()
            return
        except OSError as exc:
            self.app.notices.append(t("menu.continue_failed", reason=exc.strerror or str(exc)))
            self.rebuild()
            return
        from .table_factory import table_scene

        self.app.stack.replace(table_scene(self.app, match))

    def delete(self, row: int) -> None:
        """The first click asks; a second click on the same row within a few seconds deletes the save."""
        now = self.app.real_time
        if self.confirm is None or self.confirm[0] != row or now > self.confirm[1]:
            self.confirm = (row, now + CONFIRM_SECONDS)
            self.rebuild()
            return
        entry = self._shown()[row]
        self.confirm = None
        if not store.delete(entry.path):
            self.app.notices.append(t("saves.cannot_delete", name=entry.path.name))
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.confirm is not None and self.app.real_time > self.confirm[1]:
            self.confirm = None
            self.rebuild()

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        if not self.entries:
            self.draw_empty(surface, "saves.empty", LIST_Y + 60)
            return
        shown = self._shown()
        for i, row in striped_rows(surface, len(shown), LIST_Y, ROW_H):
            entry = shown[i]
            saved = entry.saved
            if saved is None:
                text = t("saves.unreadable", name=entry.path.name, reason=entry.problem)
                lines = fit_text.wrap(text, style.font(13), row.w - 200)[:2]
                for k, line in enumerate(lines):
                    y = row.centery + (k - (len(lines) - 1) / 2) * 17
                    fit_text.draw(surface, line, (row.x + 12, y), row.w - 200, 13, style.DANGER, anchor="midleft")
                continue
            when = saved.updated.replace("T", " ")[:16]
            fit_text.draw(surface, when, (row.x + 12, row.centery), 150, 15, style.PAPER, anchor="midleft")
            game = t(f"setup.game.{saved.game}")
            fit_text.draw(
                surface, game, (row.x + 170, row.centery - 9), 220, 15, style.GOLD, bold=True, anchor="midleft"
            )
            detail = t("saves.round", round=saved.round or 1) + (
                " · " + t("history.undo_used") if saved.undo_used else ""
            )
            if entry.kept is not None:
                detail += " · " + t("saves.reads_again")
            fit_text.draw(surface, detail, (row.x + 170, row.centery + 10), 220, 12, style.PAPER, anchor="midleft")
            players = " · ".join(
                s.name + ("" if s.kind == "human" else f" ({t(f'common.level.{s.kind}')})") for s in saved.seats
            )
            fit_text.draw(surface, players, (row.x + 400, row.centery), 330, 14, style.WHITE, anchor="midleft")
