"""The Cash & Run table's input (a mixin of the table scene): prompt buttons by click or key badge, fields on
the board (a lit field picks its choice, any other shows its card), the stake's arrows, typed bids, the log's
scrolling, Space/Enter to roll and Esc for the pause menu."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.cashrun.model import Phase
from vegas_desktop.cashrun.moves import Roll
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.table.anims import log_scroll_event
from vegas_desktop.text import t

LOG_FORM = (13, 16, 22)


def key_char(key: int) -> str:
    name = pygame.key.name(key) if key is not None else ""
    name = name.strip("[]")
    return name.upper() if len(name) == 1 and name.isalnum() else ""


class CashRunInput:
    prompt: Any
    match: Any
    app: Any
    d: Any
    hover_field: int | None
    info_field: int | None
    log_pointer: tuple[int, int] | None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.undo_key(event):  # Ctrl+Z, and the replay bar's keys
            return True
        if log_scroll_event(self, event, lay.LOG_BOX, LOG_FORM):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.log_pointer = event.pos
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and hasattr(event, "pos"):
            self.click(event.pos)
            return True
        return False

    def _why_not(self) -> str:
        if self.match.over or self.finished:  # type: ignore[attr-defined]
            return t("table.game_over")
        seat = self.deciding_seat()  # type: ignore[attr-defined]
        if seat is not None and not self.match.seats[seat].is_human:
            return t("table.hint_not_your_turn", name=self.match.seats[seat].name)
        return t("table.hint_busy")

    def _key(self, event: pygame.event.Event) -> bool:
        prompt = self.prompt if self.human_seat() is not None else None  # type: ignore[attr-defined]
        if prompt is not None:
            used = prompt.key(event)
            if used == "refused":
                self.show_hint(t("cashrun.hint_bid"))  # type: ignore[attr-defined]
                return True
            if used is False:
                return True
            if used is not None:
                return self.choose(used)
        if event.key == pygame.K_ESCAPE:
            if self.info_field is not None:
                self.info_field = None
                return True
            return self.pause()  # type: ignore[attr-defined]
        self.info_field = None
        if prompt is None:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.show_hint(self._why_not())  # type: ignore[attr-defined]
                return True
            return False
        if event.key == pygame.K_BACKSPACE:
            return prompt.back()
        if event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHT):
            return prompt.turn_page(1)
        if event.key in (pygame.K_PAGEUP, pygame.K_LEFT):
            return prompt.turn_page(-1)
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and prompt.phase is Phase.TURN:
            return self.choose(Roll())
        char = key_char(event.key)
        if char:
            action = prompt.by_key(char)
            if action is not None:
                return self.choose(action)
            return True
        return False

    def choose(self, action: Any) -> bool:
        """Play a legal choice for the human deciding now (clicks, keys and tests come through here)."""
        seat = self.human_seat()  # type: ignore[attr-defined]
        if seat is None or action not in self.match.legal(seat):
            self.show_hint(self._why_not() if seat is None else t("cashrun.hint_illegal"))  # type: ignore[attr-defined]
            return False
        self._play(seat, action)  # type: ignore[attr-defined]
        return True

    def _hover(self, pos: tuple[int, int]) -> None:
        prompt = self.prompt if self.human_seat() is not None else None  # type: ignore[attr-defined]
        if prompt is not None:
            prompt.hover = prompt.at(pos)
        self.hover_field = lay.field_at(pos)

    def click(self, pos: tuple[int, int]) -> None:
        prompt = self.prompt if self.human_seat() is not None else None  # type: ignore[attr-defined]
        if prompt is not None and self._click_prompt(prompt, pos):
            return
        f = lay.field_at(pos)
        if f is not None:
            if prompt is not None and f in prompt.lit_fields():
                action = prompt.by_field(f)
                if action is not None:
                    self.choose(action)
                    return
            self.info_field = None if self.info_field == f else f
            return
        self.info_field = None
        waiting = prompt is None and self.human_seats() and self.human_seat() is None  # type: ignore[attr-defined]
        if waiting and not lay.LOG_BOX.collidepoint(pos) and not self.match.over:
            self.show_hint(self._why_not())  # type: ignore[attr-defined]

    def _click_prompt(self, prompt: Any, pos: tuple[int, int]) -> bool:
        index = prompt.at(pos)
        if index is not None:
            action = prompt.press(prompt.level[index])
            if action is not None:
                self.choose(action)
            return True
        if prompt.back_rect is not None and prompt.back_rect.collidepoint(pos):
            prompt.back()
            return True
        for rect, step in ((prompt.prev_rect, -1), (prompt.next_rect, 1)):
            if rect is not None and rect.collidepoint(pos):
                prompt.turn_page(step)
                return True
        return bool(prompt.box.collidepoint(pos))
