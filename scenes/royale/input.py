"""The Royale table's input part: throw, place, skip, tile prompts, hover and keys."""

from __future__ import annotations

import math

import pygame

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.royale.model import RoyaleState
from vegas_desktop.royale.moves import Action, Place, PowerPlay, Roll, Skip
from vegas_desktop.scenes.dice import arena as lay
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.board import RoyaleBoard, RoyaleUI
from vegas_desktop.scenes.royale.keys import _PAGE_KEYS, _VALUE_KEYS
from vegas_desktop.scenes.royale.panels import LOG_FORMAT
from vegas_desktop.scenes.royale.prompts import Prompt
from vegas_desktop.scenes.royale.tile_prompts import build_menu
from vegas_desktop.scenes.table.anims import log_scroll_event
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.pieces import DieSprite
from vegas_desktop.scenes.table.prompt import key_char
from vegas_desktop.scenes.table.why_not import refusal_text, why_not
from vegas_desktop.text import t


class RoyaleInput:
    """Throw, place, skip, tile prompts, hover and keys of the human at the screen (actions go out through
    `table.play`; the table has already taken Ctrl+Z and the replay keys, and opens the pause menu on an Esc
    left here)."""

    def __init__(self, table: TableServices[RoyaleState], board: RoyaleBoard, ui: RoyaleUI) -> None:
        self.table = table
        self.board = board
        self.ui = ui
        self.d = board.d  # the move log scrolls on it (`log_scroll_event`)
        self.log_pointer: tuple[int, int] | None = None
        self.log_drag: int | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
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
        if self.ui.info_tile is not None:  # any key (Esc too) closes a tile's rule card first
            self.ui.info_tile = None
            return True
        if event.key == pygame.K_ESCAPE:  # the table's pause menu, even over an open prompt
            return False
        if event.key == pygame.K_BACKSPACE and self.ui.prompt is not None:
            return self.ui.prompt.back()
        if event.key in _PAGE_KEYS and self.ui.prompt is not None:
            return self.ui.prompt.turn_page(_PAGE_KEYS[event.key])
        phase = self.table.seen().phase
        if self.ui.prompt is not None and self.table.human_seat() is not None:
            char = key_char(event.key)
            if phase == "roll" and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.try_roll()
            action = self.ui.prompt.by_key(char) if char else None
            if action is not None:
                self.table.play(self.ui.prompt.seat, action)
            return True
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.try_roll()
        if event.key in _VALUE_KEYS:
            return self.try_place(_VALUE_KEYS[event.key])
        if event.key == pygame.K_s:
            return self.try_skip()
        return False

    def _why_not(self) -> str:
        return why_not(self.table, self.d.turn, self.d.scoring is not None)

    def try_roll(self) -> bool:
        seat = self.table.human_seat()
        if seat is None:
            self.table.show_hint(self._why_not())
            return False
        if self.table.seen().phase != "roll":
            self.table.show_hint(t("royale.hint_decide"))
            return False
        self.table.play(seat, Roll())
        return True

    def try_place(self, value: int) -> bool:
        seat = self.table.human_seat()
        if seat is None:
            self.table.show_hint(self._why_not())
            return False
        if self.table.seen().phase != "place":
            self.table.show_hint(
                t("table.hint_throw_first") if self.table.seen().phase == "roll" else t("royale.hint_decide")
            )
            return False
        if Place(value) not in self.table.match.legal(seat):
            closed = self.table.seen().closed == value - 1
            self.table.show_hint(
                t("royale.hint_closed", value=value) if closed else t("table.hint_no_value", value=value)
            )
            return False
        self.table.play(seat, Place(value))
        return True

    def try_skip(self) -> bool:
        seat = self.table.human_seat()
        if seat is None or self.table.seen().phase != "place":
            self.table.show_hint(self._why_not() if seat is None else t("royale.hint_skip_when"))
            return False
        if Skip() not in self.table.match.legal(seat):
            self.table.show_hint(t("royale.hint_no_jeton"))
            return False
        self.table.play(seat, Skip())
        return True

    def choose(self, action: Action) -> bool:
        """Play a prompt choice for the human deciding now (used by clicks, keys and tests)."""
        seat = self.table.human_seat()
        if seat is None or action not in self.table.match.legal(seat):
            self.table.show_hint(self._why_not() if seat is None else t("royale.hint_decide"))
            return False
        self.table.play(seat, action)
        return True

    def skip_visible(self) -> bool:
        seat = self.table.human_seat()
        return seat is not None and self.table.seen().phase == "place" and Skip() in self.table.match.legal(seat)

    def throw_visible(self) -> bool:
        return self.table.human_seat() is not None and self.table.seen().phase == "roll" and self.ui.prompt is None

    def die_at(self, pos: tuple[float, float]) -> DieSprite | None:
        best = None
        for s in self.d.arena:
            half = s.size * (0.65 if s.kind != "b" else 0.85)
            if abs(pos[0] - s.x) <= half and abs(pos[1] - s.y) <= half and (best is None or s.y > best.y):
                best = s
        return best

    def casino_at(self, pos: tuple[float, float]) -> int | None:
        for i, rect in enumerate(self.board.view.casino_rects):
            if rect.collidepoint(pos):
                return i
        return None

    def tile_at(self, pos: tuple[float, float]) -> int | None:
        for i, rect in enumerate(rlay.TILE_RECTS):
            if self.d.tiles[i] is not None and rect.collidepoint(pos):
                return i
        return None

    def _hover(self, pos: tuple[float, float]) -> None:
        self.ui.hover_value = None
        self.ui.hover_throw = self.throw_visible() and math.dist(pos, lay.CENTRE) <= lay.THROW_BUTTON_RADIUS
        self.ui.hover_skip = self.skip_visible() and rlay.skip_button(self.d.tiles).collidepoint(pos)
        if self.ui.prompt is not None:
            self.ui.prompt.hover = self.ui.prompt.at(pos)
            return
        if self.table.human_seat() is None or self.table.seen().phase != "place":
            return
        die = self.die_at(pos)
        casino = self.casino_at(pos)
        if die is not None:
            self.ui.hover_value = die.value
        elif casino is not None and any(s.value == casino + 1 for s in self.d.arena):
            self.ui.hover_value = casino + 1

    def click(self, pos: tuple[float, float]) -> None:
        if self.ui.info_tile is not None:
            self.ui.info_tile = None
            return
        if self.ui.prompt is not None and self.table.human_seat() is not None:
            if self._click_prompt(pos):
                return
        elif self.throw_visible() and math.dist(pos, lay.CENTRE) <= lay.THROW_BUTTON_RADIUS:
            self.try_roll()
            return
        if self.skip_visible() and rlay.skip_button(self.d.tiles).collidepoint(pos):
            self.try_skip()
            return
        tile = self.tile_at(pos)
        if tile is not None:
            self.ui.info_tile = tile
            return
        die = self.die_at(pos)
        if die is not None and self.table.seen().phase == "place":
            self.try_place(die.value)
            return
        casino = self.casino_at(pos)
        if casino is not None and self.table.seen().phase == "place":
            self.try_place(casino + 1)
        elif self.table.human_seat() is None:
            self.table.show_hint(self._why_not())

    def _click_prompt(self, pos: tuple[float, float]) -> bool:
        prompt = self.ui.prompt
        assert prompt is not None
        used, action = prompt.click(pos)
        casino = self.casino_at(pos)
        if not used and casino is not None and casino in prompt.casinos():  # a lit casino picks its choice
            used, action = True, prompt.by_casino(casino)
        if action is not None:
            self.table.play(prompt.seat, action)
        return used or bool(prompt.box.collidepoint(pos))

    # -- the table's hooks -----------------------------------------------------------------------------
    def human_turn(self, seat: int) -> None:
        self._ensure_prompt(seat)

    def _ensure_prompt(self, seat: int) -> None:
        """Build the decision card for a human's tile decision (or Power Play turn) once per decision."""
        state = self.table.seen()
        phase = state.phase
        key = (seat, phase, len(self.table.match.log))
        if self.ui.prompt_key == key:
            return
        self.ui.prompt_key = key
        legal = self.table.match.legal(seat)
        if phase == "place" or (phase == "roll" and not any(isinstance(a, PowerPlay) for a in legal)):
            self.ui.prompt = None
            return
        names = [s.name for s in self.table.match.seats]
        title, body, choices = build_menu(phase, legal, state, seat, names)
        self.ui.prompt = Prompt(seat, phase, title, body, choices)

    def viewer_changed(self) -> None:
        pass

    def before_play(self) -> None:
        self.ui.prompt = None
        self.ui.prompt_key = None
        self.ui.hover_value = None

    def refuse(self, exc: IllegalAction) -> None:
        self.table.show_hint(refusal_text(exc))

    def resumed(self) -> None:
        self.ui.hover_value = None
