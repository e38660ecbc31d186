"""The Royale table's input: throw, place, skip, tile prompts, hover and keys (a mixin of the table scene;
actions go out through `_play`)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from vegas_desktop.royale.moves import (
    Place,
    Roll,
    Skip,
)
from vegas_desktop.scenes.dice import arena as lay
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.keys import _PAGE_KEYS, _VALUE_KEYS, _key_char
from vegas_desktop.scenes.royale.view import (
    LOG_FORMAT,
)
from vegas_desktop.scenes.table.anims import (
    log_scroll_event,
)
from vegas_desktop.scenes.table.pieces import DieSprite
from vegas_desktop.text import t

# The events this table animates (each through `RoyaleTableScene._animation`).


class RoyaleInput:
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.undo_key(event):
            return True
        if log_scroll_event(self, event, rlay.log_rect(self.d.tiles), LOG_FORMAT):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and hasattr(event, "pos"):
            self.click(event.pos)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.info_tile is not None:
                self.info_tile = None
                return True
            return self.pause()
        if self.info_tile is not None:
            self.info_tile = None
            return True
        if event.key == pygame.K_BACKSPACE and self.prompt is not None:
            return self.prompt.back()
        if event.key in _PAGE_KEYS and self.prompt is not None:
            return self.prompt.turn_page(_PAGE_KEYS[event.key])
        phase = self.state.phase
        if self.prompt is not None and self.human_seat() is not None:
            char = _key_char(event.key)
            if phase == "roll" and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.try_roll()
            action = self.prompt.by_key(char) if char else None
            if action is not None:
                self._play(self.prompt.seat, action)
            return True
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.try_roll()
        if event.key in _VALUE_KEYS:
            return self.try_place(_VALUE_KEYS[event.key])
        if event.key == pygame.K_s:
            return self.try_skip()
        return False

    def _why_not(self) -> str:
        if self.match.over or self.finished:
            return t("table.game_over")
        if self.d.scoring is not None:
            return t("table.hint_scoring")
        # While animations run, the state is ahead of the picture: speak of whose move is shown.
        seat = self.d.turn if self.queue.busy and self.d.turn is not None else self.deciding_seat()
        if seat is not None and seat >= 0 and not self.match.seats[seat].is_human:
            return t("table.hint_not_your_turn", name=self._name(seat))
        return t("table.hint_busy")

    def try_roll(self) -> bool:
        seat = self.human_seat()
        if seat is None:
            self.show_hint(self._why_not())
            return False
        if self.state.phase != "roll":
            self.show_hint(t("royale.hint_decide"))
            return False
        self._play(seat, Roll())
        return True

    def try_place(self, value: int) -> bool:
        seat = self.human_seat()
        if seat is None:
            self.show_hint(self._why_not())
            return False
        if self.state.phase != "place":
            self.show_hint(t("table.hint_throw_first") if self.state.phase == "roll" else t("royale.hint_decide"))
            return False
        if Place(value) not in self.match.legal(seat):
            closed = self.state.closed == value - 1
            self.show_hint(t("royale.hint_closed", value=value) if closed else t("table.hint_no_value", value=value))
            return False
        self._play(seat, Place(value))
        return True

    def try_skip(self) -> bool:
        seat = self.human_seat()
        if seat is None or self.state.phase != "place":
            self.show_hint(self._why_not() if seat is None else t("royale.hint_skip_when"))
            return False
        if Skip() not in self.match.legal(seat):
            self.show_hint(t("royale.hint_no_jeton"))
            return False
        self._play(seat, Skip())
        return True

    def choose(self, action: Any) -> bool:
        """Play a prompt choice for the human deciding now (used by clicks, keys and tests)."""
        seat = self.human_seat()
        if seat is None or action not in self.match.legal(seat):
            self.show_hint(self._why_not() if seat is None else t("royale.hint_decide"))
            return False
        self._play(seat, action)
        return True

    def _skip_visible(self) -> bool:
        seat = self.human_seat()
        return seat is not None and self.state.phase == "place" and Skip() in self.match.legal(seat)

    def _throw_visible(self) -> bool:
        return self.human_seat() is not None and self.state.phase == "roll" and self.prompt is None

    def die_at(self, pos: tuple[float, float]) -> DieSprite | None:
        best = None
        for s in self.d.arena:
            half = s.size * (0.65 if s.kind != "b" else 0.85)
            if abs(pos[0] - s.x) <= half and abs(pos[1] - s.y) <= half and (best is None or s.y > best.y):
                best = s
        return best

    def casino_at(self, pos: tuple[float, float]) -> int | None:
        for i, rect in enumerate(self.view.casino_rects):
            if rect.collidepoint(pos):
                return i
        return None

    def tile_at(self, pos: tuple[float, float]) -> int | None:
        for i, rect in enumerate(rlay.TILE_RECTS):
            if self.d.tiles[i] is not None and rect.collidepoint(pos):
                return i
        return None

    def _hover(self, pos: tuple[float, float]) -> None:
        self.hover_value = None
        self.hover_throw = self._throw_visible() and math.dist(pos, lay.CENTRE) <= lay.THROW_BUTTON_RADIUS
        self.hover_skip = self._skip_visible() and rlay.skip_button(self.d.tiles).collidepoint(pos)
        if self.prompt is not None:
            self.prompt.hover = self.prompt.at(pos)
            return
        if self.human_seat() is None or self.state.phase != "place":
            return
        die = self.die_at(pos)
        casino = self.casino_at(pos)
        if die is not None:
            self.hover_value = die.value
        elif casino is not None and any(s.value == casino + 1 for s in self.d.arena):
            self.hover_value = casino + 1

    def click(self, pos: tuple[float, float]) -> None:
        if self.info_tile is not None:
            self.info_tile = None
            return
        if self.prompt is not None and self.human_seat() is not None:
            if self._click_prompt(pos):
                return
        elif self._throw_visible() and math.dist(pos, lay.CENTRE) <= lay.THROW_BUTTON_RADIUS:
            self.try_roll()
            return
        if self._skip_visible() and rlay.skip_button(self.d.tiles).collidepoint(pos):
            self.try_skip()
            return
        tile = self.tile_at(pos)
        if tile is not None:
            self.info_tile = tile
            return
        die = self.die_at(pos)
        if die is not None and self.state.phase == "place":
            self.try_place(die.value)
            return
        casino = self.casino_at(pos)
        if casino is not None and self.state.phase == "place":
            self.try_place(casino + 1)
        elif self.human_seat() is None:
            self.show_hint(self._why_not())

    def _click_prompt(self, pos: tuple[float, float]) -> bool:
        prompt = self.prompt
        assert prompt is not None
        index = prompt.at(pos)
        if index is not None:
            action = prompt.open(prompt.level[index])
            if action is not None:
                self._play(prompt.seat, action)
            return True
        if prompt.back_rect is not None and prompt.back_rect.collidepoint(pos):
            prompt.back()
            return True
        for rect, step in ((prompt.prev_rect, -1), (prompt.next_rect, 1)):
            if rect is not None and rect.collidepoint(pos):
                prompt.turn_page(step)
                return True
        casino = self.casino_at(pos)
        if casino is not None and casino in prompt.casinos():
            action = prompt.by_casino(casino)
            if action is not None:
                self._play(prompt.seat, action)
            return True
        return bool(prompt.box.collidepoint(pos))

    def on_resume(self) -> None:
        self.hover_value = None

