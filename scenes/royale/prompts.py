"""The Royale decision card: the tables' one prompt (`scenes/table/prompt.py`) in Royale's sizes and words.

`tile_prompts.build_menu` turns a phase's legal actions into a small tree of `Choice`s (a choice either plays an
action or opens a sub-list, e.g. Block It: group -> casino); `Prompt` draws its current level in the free space
between the casinos (`rlay.PROMPT_AREA`), so the casinos it lights stay visible: a long level gets smaller
buttons, then two columns, and what still does not fit is split into pages (PageUp/PageDown, arrows, ‹ ›).
"""

from __future__ import annotations

import pygame

from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.table.prompt import (
    KEYS,
    MIN_LABEL,
    Choice,
    ChoicePrompt,
    PromptLook,
    _label,
    menu_is_complete,
)
from vegas_desktop.text import t

__all__ = ["KEYS", "LABEL_ROOM", "MIN_LABEL", "Choice", "Prompt", "_label", "menu_is_complete"]

LOOK = PromptLook(
    button_h=28,
    small_h=24,
    pad=10,
    label_room=34,
    badge_w=20,
    label_x=30,
    head=38,
    head_gap=4,
    title_y=12,
    title_x=12,
    title_min=MIN_LABEL,
    max_lines=3,
    back_w=110,
    nav_inset=6,
    prev_from_right=150,
    columns_first=False,
    centred=True,
)
LABEL_ROOM = LOOK.label_room


class Prompt(ChoicePrompt):
    """A tile decision (or Power Play turn) of `seat` in `phase`, laid out in `rlay.PROMPT_AREA`."""

    phase: str

    def __init__(self, seat: int, phase: str, title: str, body: str, choices: list[Choice]) -> None:
        super().__init__(seat, phase, title, body, choices, LOOK, rlay.PROMPT_AREA)

    def draw(self, surface: pygame.Surface, colour: tuple[int, int, int], clock: float = 0.0) -> None:
        self.layout()
        page = t("royale.page", n=self.page + 1, total=self.pages) if self.pages > 1 else ""
        self.draw_card(surface, colour, t("royale.back"), page)
