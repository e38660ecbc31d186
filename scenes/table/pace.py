"""How fast the computer players' turns play at any table: the "computer turns" setting (normal / fast / instant)
on top of the animation speed, and Space or the *Skip* button finishing the running computer turn at once.

Only what follows a computer's move (or a forced step in a computer's turn) is sped up: the human's own roll and
move keep the animation speed. Skipping plays the story to its end in one frame (the events still reach the
display, the log and the panels) until a human must decide or another seat's turn begins.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop.app import event_fields, fit_text, style, table_art
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.table.base import TableScene

SKIP_BOX = pygame.Rect(1280 - 190, 720 - 50, 180, 40)  # where a table without its own place shows *Skip*


def setting_factor(app: App) -> float:
    """The saved "computer turns" factor (1 when the settings were never loaded, as in tests)."""
    factor = app.settings.computer_factor if app.settings is not None else 1.0
    return factor if factor > 0 else 1.0


class Pace:
    """The running computer turn's speed and its skip, for one table."""

    def __init__(self, table: TableScene[Any]) -> None:
        self.table = table
        self.computer_run = False  # the queued animations follow a computer's move
        self.skipping: tuple[int | None] | None = None  # (the turn's seat) while a skip runs

    # -- whose animations are running ------------------------------------------------------------------
    def moved(self, seat: int) -> None:
        """`seat` moves next (a computer's move, a forced step, a human's action): whose story is told."""
        self.computer_run = not self.table.match.seats[seat].is_human

    def _turn(self) -> int | None:
        return self.table.match.progress().turn

    def factor(self) -> float:
        """How many times faster than the animation speed the queue runs now (inf: at once)."""
        table = self.table
        if table.replay is not None or not self.computer_run:
            return 1.0
        if self.skipping is not None:
            return math.inf
        return setting_factor(table.app)

    def before_move(self) -> None:
        """The queue ran dry: a skip ends when a human must decide or another seat's turn has begun."""
        if self.skipping is None:
            return
        decision = self.table.match.next_decision()
        human = decision is not None and self.table.open_human(decision) is not None
        if human or self.skipping != (self._turn(),):
            self.skipping = None

    # -- skip -------------------------------------------------------------------------------------------
    def skippable(self) -> bool:
        """A computer's turn is being shown (or about to be) and nobody at the screen has a choice open."""
        table = self.table
        if table.replay is not None or table.finished or table.match.over or not table.on_top():
            return False
        if table.human_seat() is not None or self.skipping is not None:
            return False
        if table.pending is not None:
            return table.pending[0] == "ai" or self.computer_run
        return self.computer_run and table.queue.busy

    def skip(self) -> bool:
        if not self.skippable():
            return False
        self.computer_run = True
        self.skipping = (self._turn(),)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Space (on tables whose drawing says `skip_by_space`: elsewhere Space keeps its own meaning, e.g. Las
        Vegas's "the casinos are paying out") or a click on *Skip* while a computer's turn runs."""
        space = event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and not event_fields.mods(event)
        if space and self.space_skips():
            return self.skip()
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event_fields.button(event) == 1
        return clicked and self.box().collidepoint(event.pos) and self.skip()

    def box(self) -> pygame.Rect:
        own = self.table.parts.skip_box
        return own() if own is not None else SKIP_BOX

    def space_skips(self) -> bool:
        """Whether Space skips at this table (its parts say `skip_by_space`); elsewhere it keeps its own meaning."""
        return self.table.parts.skip_by_space

    def label(self) -> str:
        """The button names Space only where Space skips."""
        return t("table.skip_turn" if self.space_skips() else "table.skip_turn_click")

    def draw(self, surface: pygame.Surface) -> None:
        if not self.skippable():
            return
        box = self.box()
        hover = box.collidepoint(self.table.app.mouse_pos())
        fill = (70, 52, 20, 240) if hover else (40, 30, 14, 230)
        surface.blit(table_art.rounded_panel(box.size, fill, (*style.GOLD, 255), 10, 2), box)
        fit_text.draw(
            surface,
            self.label(),
            (box.centerx, box.centery),
            box.w - 16,
            15,
            style.GOLD,
            min_size=10,
            bold=True,
            anchor="center",
        )
