"""What the advice overlay needs to know about the Cash & Run table: the bet or stake under the pointer (for
its odds and payout), how to name an action and where its button or field is."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.cashrun.model import CashRunView
from vegas_desktop.cashrun.moves import Auction, Bid, Stake
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.look import CashRunUi
from vegas_desktop.scenes.cashrun.prompts import StakePrompt
from vegas_desktop.scenes.table.advice import default_label, prompt_hovered, prompt_label, prompt_places
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.text import t

BUTTON = pygame.Rect(lay.RIGHT.right - 132, lay.RIGHT.bottom - 34, 132, 34)  # the right column's foot


class CashRunAdvice:
    def __init__(self, table: TableServices[CashRunView], ui: CashRunUi) -> None:
        self.table = table
        self.ui = ui

    @property
    def button_rect(self) -> pygame.Rect:
        return BUTTON

    def hovered(self) -> Any | None:
        if self.table.human_seat() is None or self.ui.prompt is None:
            return None
        prompt = self.ui.prompt
        action = prompt_hovered(prompt)
        if action is None and isinstance(prompt, StakePrompt):
            return Stake(prompt.value)
        return action

    def label(self, action: Any) -> str:
        if isinstance(action, Stake):
            return t("advice.stake", amount=action.amount)
        if isinstance(action, Bid):
            return t("advice.bid", amount=action.amount)
        if isinstance(action, Auction):
            return t("advice.auction", casino=t(f"cashrun.casino.{action.casino}.name"))
        return prompt_label(self.ui.prompt, action) or default_label(action)

    def places(self, action: Any) -> list[pygame.Rect]:
        return prompt_places(self.ui.prompt, action)
