"""The Cash & Run table's input: prompt buttons by click or key badge, fields on the board (a lit field picks its
choice, any other shows its card), the stake's arrows, typed bids, the log's scrolling and Space/Enter to roll.
Esc closes a field's card first; otherwise the table opens the pause menu."""

from __future__ import annotations

import pygame

from vegas_desktop import text
from vegas_desktop.cashrun.model import CashRunView, Phase
from vegas_desktop.cashrun.moves import Action, Roll
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.build import build_prompt
from vegas_desktop.scenes.cashrun.look import CashRunLook, CashRunUi
from vegas_desktop.scenes.cashrun.prompts import BidPrompt, Prompt, StakePrompt
from vegas_desktop.scenes.table.anims import log_scroll_event
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.prompt import key_char
from vegas_desktop.scenes.table.why_not import refusal_text, why_not
from vegas_desktop.text import t

LOG_FORM = (13, 16, 22)


class CashRunInput:
    """The human at the screen: builds the prompt of their decision and plays what they pick."""

    def __init__(self, table: TableServices[CashRunView], look: CashRunLook, ui: CashRunUi) -> None:
        self.table = table
        self.look = look
        self.ui = ui
        self.d = look.d  # the log scrolls on the display model
        self.log_drag: int | None = None

    @property
    def prompt(self) -> Prompt | None:
        return self.ui.prompt

    @property
    def log_pointer(self) -> tuple[int, int] | None:
        return self.ui.log_pointer

    @log_pointer.setter
    def log_pointer(self, pos: tuple[int, int] | None) -> None:
        self.ui.log_pointer = pos

    # -- the table's hooks -------------------------------------------------------------------------------------
    def human_turn(self, seat: int) -> None:
        table, ui = self.table, self.ui
        key = (seat, table.seen().phase, len(table.match.log), text.version())
        if ui.prompt_key == key:
            return
        old, same_decision = ui.prompt, ui.prompt_key is not None and ui.prompt_key[:3] == key[:3]
        ui.prompt_key = key
        ui.prompt = build_prompt(table.seen(), table.match.legal(seat), seat, self.look.names)
        if same_decision and old is not None:  # only the language changed: the new words, the choice so far
            _carry_over(old, ui.prompt)

    def viewer_changed(self) -> None:
        pass

    def before_play(self) -> None:
        self.ui.prompt = None
        self.ui.prompt_key = None

    def refuse(self, exc: IllegalAction) -> None:
        self.table.show_hint(refusal_text(exc))

    def resumed(self) -> None:
        pass

    # -- events -------------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if log_scroll_event(self, event, lay.LOG_BOX, LOG_FORM):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.ui.log_pointer = event.pos
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and hasattr(event, "pos"):
            self.click(event.pos)
            return True
        return False

    def _open_prompt(self) -> Prompt | None:
        """The prompt, while its human may act (not while animations run or a computer decides)."""
        return self.ui.prompt if self.table.human_seat() is not None else None

    def _why_not(self) -> str:
        return why_not(self.table)

    def _key(self, event: pygame.event.Event) -> bool:
        ui = self.ui
        prompt = self._open_prompt()
        if prompt is not None:
            used = prompt.key(event)
            if used == "refused":
                self.table.show_hint(t("cashrun.hint_bid"))
                return True
            if used is False:
                return True
            if used is not None:
                return self.choose(used)
        if event.key == pygame.K_ESCAPE:
            if ui.info_field is not None:
                ui.info_field = None
                return True
            return False  # the table's pause menu
        ui.info_field = None
        if prompt is None:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.table.show_hint(self._why_not())
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

    def choose(self, action: Action) -> bool:
        """Play a legal choice for the human deciding now (clicks, keys and tests come through here)."""
        table = self.table
        seat = table.human_seat()
        if seat is None or action not in table.match.legal(seat):
            table.show_hint(self._why_not() if seat is None else t("cashrun.hint_illegal"))
            return False
        table.play(seat, action)
        return True

    def _hover(self, pos: tuple[int, int]) -> None:
        prompt = self._open_prompt()
        if prompt is not None:
            prompt.hover = prompt.at(pos)
        self.ui.hover_field = lay.field_at(pos)

    def click(self, pos: tuple[int, int]) -> None:
        ui = self.ui
        prompt = self._open_prompt()
        if prompt is not None and self._click_prompt(prompt, pos):
            return
        f = lay.field_at(pos)
        if f is not None:
            if prompt is not None and f in prompt.lit_fields():
                action = prompt.by_field(f)
                if action is not None:
                    self.choose(action)
                    return
            ui.info_field = None if ui.info_field == f else f
            return
        ui.info_field = None
        match = self.table.match
        waiting = prompt is None and any(s.is_human for s in match.seats) and self.table.human_seat() is None
        if waiting and not lay.LOG_BOX.collidepoint(pos) and not match.over:
            self.table.show_hint(self._why_not())

    def _click_prompt(self, prompt: Prompt, pos: tuple[int, int]) -> bool:
        used, action = prompt.click(pos)
        if action is not None:
            self.choose(action)
        return used or bool(prompt.box.collidepoint(pos))


def _carry_over(old: Prompt, new: Prompt) -> None:
    """A prompt rebuilt in a new language keeps what its human already set: the stake, a typed bid, the branch
    opened in its tree (by position: the same legal actions give the same tree) and the page."""
    if isinstance(old, StakePrompt) and isinstance(new, StakePrompt):
        new.set(old.value)
    if isinstance(old, BidPrompt) and isinstance(new, BidPrompt):
        new.typing = old.typing
    level = old.choices()
    for step in old.path:
        index = next((i for i, c in enumerate(level) if c is step), None)
        fresh = new.level
        if index is None or index >= len(fresh) or not fresh[index].children:
            break
        new.path.append(fresh[index])
        level = step.children
    new.page = old.page if len(new.path) == len(old.path) else 0
