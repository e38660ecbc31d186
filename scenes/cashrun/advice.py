"""What the advice overlay needs to know about the Cash & Run table: the bet or stake under the pointer (for
its odds and payout), how to name an action and where its button or field is."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop import text
from vegas_desktop.cashrun.model import CashRunView
from vegas_desktop.cashrun.moves import Stake
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.look import CashRunUi
from vegas_desktop.scenes.cashrun.prompts import StakePrompt
from vegas_desktop.scenes.table.advice import (
    LINE,
    preview_on,
    prompt_hovered,
    prompt_places,
)
from vegas_desktop.scenes.table.advice_words import preview_lines
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.prompt import ChoicePrompt

BUTTON = pygame.Rect(lay.RIGHT.right - 132, lay.RIGHT.bottom - 34, 132, 34)  # the right column's foot


def preview_top(lines: int) -> int:
    """Where the payout preview of `lines` lines begins: it opens upwards from the Hint button, over the right
    column (the overlay's own rule for a button this low)."""
    return BUTTON.y - 8 - (14 + LINE * lines)


class CashRunAdvice:
    def __init__(self, table: TableServices[CashRunView], ui: CashRunUi) -> None:
        self.table = table
        self.ui = ui
        self._room: tuple[Any, int] = (None, 0)  # (prompt, level, stake, language) -> the preview's room

    @property
    def button_rect(self) -> pygame.Rect:
        return BUTTON

    @property
    def preview_area(self) -> pygame.Rect | None:
        return None  # above the Hint button

    @property
    def hint_area(self) -> pygame.Rect | None:
        return None  # above the Hint button

    @property
    def prompt(self) -> ChoicePrompt | None:
        return self.ui.prompt

    def hovered(self) -> Any | None:
        """The choice the preview describes, unless its panel would lie over the prompt's card: the buttons stay
        readable (the table leaves the preview's room below the prompt whenever the prompt fits above it)."""
        if self.table.human_seat() is None or self.ui.prompt is None:
            return None
        prompt = self.ui.prompt
        action = prompt_hovered(prompt)
        if action is None and isinstance(prompt, StakePrompt):
            action = Stake(prompt.value)
        if action is not None and prompt.box.bottom > preview_top(len(self.lines(action))) - 2:
            return None
        return action

    def lines(self, action: Any) -> list[str]:
        """The preview's lines for `action` at the deciding seat (none for a choice without odds)."""
        seat = self.table.human_seat()
        if seat is None:
            return []
        names = [s.name for s in self.table.match.seats]
        return preview_lines(self.table.match.game, self.table.seen(), action, seat, names)

    def room(self) -> int:
        """Height the preview needs at the right column's foot for the choices on the prompt now (the most lines
        of any of them), 0 when the preview is off or none of them has odds."""
        prompt = self.ui.prompt
        if prompt is None or self.table.human_seat() is None or not preview_on(self.table.app):
            return 0
        key = (id(prompt), len(prompt.path), getattr(prompt, "value", None), text.version())
        if self._room[0] != key:
            actions = [c.action for c in prompt.level if c.action is not None]
            if isinstance(prompt, StakePrompt):
                actions.append(Stake(prompt.value))
            most = max((len(self.lines(a)) for a in actions), default=0)
            self._room = (key, lay.RIGHT.bottom - preview_top(most) + 8 if most else 0)
        return self._room[1]

    def places(self, action: Any) -> list[pygame.Rect]:
        """The prompt's button for `action`; for a stake not yet set, the step button that moves toward it (the
        light follows the stake to the play button)."""
        prompt = self.ui.prompt
        if isinstance(action, Stake) and isinstance(prompt, StakePrompt) and action.amount != prompt.value:
            rect = prompt.rects.get(prompt.toward(action.amount))  # keyed by level index: None when off this page
            return [rect] if rect is not None else []
        return prompt_places(prompt, action)
