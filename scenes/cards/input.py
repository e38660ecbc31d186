"""The card table's input: the hand on screen (behind the card table's own hot-seat hand-over), drag-and-drop,
clicks and keys on it, Confirm, and refusals said near where they happened."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from vegas_desktop.cards import selection as sel
from vegas_desktop.cards.model import CardsView as RulesView
from vegas_desktop.cards.moves import Pick
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.hand import Hand
from vegas_desktop.scenes.cards.ui import CardsUI, Point, Toast
from vegas_desktop.scenes.table.anims import log_scroll_event
from vegas_desktop.scenes.table.why_not import refusal_text, rule_text, why_not

if TYPE_CHECKING:
    from vegas_desktop.scenes.cards.display import CardsDisplay
    from vegas_desktop.scenes.table.parts import TableServices

_CARD_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN)


class CardsInput:
    """Mouse and keys of the human at the screen, and whose hand is on screen.

    Hot-seat: the table decides whose hand is on screen (its hand-over and viewer); the hand follows it, and
    Confirm asks the table to look away until the next player has been handed the screen."""

    def __init__(self, table: TableServices[RulesView], ui: CardsUI) -> None:
        self.table = table
        self.ui = ui
        self.hand: Hand = ui.hand

    # -- read-only conveniences (tests and screenshots) ----------------------------------------------
    @property
    def d(self) -> CardsDisplay:
        return self.ui.d

    @property
    def toast(self) -> Toast | None:
        return self.ui.toast

    @property
    def last_refusal(self) -> str | None:
        return self.ui.last_refusal

    def acting_human(self) -> int | None:
        return self.ui.acting_human()

    def card_centre(self, card_id: int) -> Point:
        """Where a card of the shown hand or tray is on screen (its centre)."""
        for c in self.hand.cards:
            if c.card.id == card_id:
                return (c.x, c.y - c.lift)
        raise KeyError(card_id)

    def casino_centre(self, number: int) -> Point:
        rect = self.ui.view.casino_rects[number - 1]
        return (float(rect.centerx), float(rect.centery))

    # -- whose hand is on screen ---------------------------------------------------------------------
    def human_turn(self, seat: int) -> None:
        """Nothing more: the hand followed the table's viewer (`viewer_changed`)."""

    def viewer_changed(self) -> None:
        # a player handed the screen sees their hand dealt; a replay shows whoever picks next, as it stands
        self._show_hand(deal=self.table.replay is None)

    def before_play(self) -> None:
        """Nothing to forget: Confirm has locked or hidden the hand already."""

    def resumed(self) -> None:
        self.hand.cancel_drag()

    def _show_hand(self, deal: bool) -> None:
        viewer = self.table.viewer
        if viewer is None:
            self.hand.clear()
            return
        self.hand.colour = self.ui.colours[viewer]
        self.hand.set_cards(self.table.seen().hand, deal=deal)

    # -- the pick ------------------------------------------------------------------------------------
    def refuse(self, exc: IllegalAction) -> None:  # the UI checks first; never crash the table
        self.ui.refuse(refusal_text(exc))

    def confirm(self) -> bool:
        """Commit the selection in the tray as this turn's pick."""
        ui, table = self.ui, self.table
        seat = ui.acting_human()
        if seat is None:
            ui.refuse(self.why_not(), (lay.CONFIRM_RECT.centerx, lay.CONFIRM_RECT.y))
            return False
        ids = [c.id for c in self.hand.selection]
        view = table.match.view(seat)
        rule = sel.pick_error(view, seat, ids)
        if rule is not None:
            ui.refuse(rule_text(rule), (lay.CONFIRM_RECT.centerx, lay.CONFIRM_RECT.y))
            return False
        self.hand.cancel_drag()
        self.hand.locked = True
        ui.toast = None
        if ui.hotseat:
            if ui.sequential:  # an open pick: it flies from the tray, face up
                ui.launch = {c.card.id: (c.x, c.y) for c in self.hand.order}
            table.look_away()
        table.play(seat, Pick(tuple(ids)))
        return True

    def why_not(self) -> str:
        viewer = self.table.viewer
        out = viewer is not None and viewer not in self.table.match.to_act() and self.ui.d.out[viewer]
        return why_not(self.table, done_for_round=out)

    def confirm_visible(self) -> bool:
        return self.table.viewer is not None and not self.table.finished

    # -- mouse and keys ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if log_scroll_event(self.ui, event, self.ui.d.log_box, lay.LOG_FORM):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        pos: Point | None = getattr(event, "pos", None)
        if pos is None:
            return False
        self.ui.pointer = pos
        if event.type == pygame.MOUSEMOTION:
            self.hand.motion(pos)
            self.ui.confirm_hover = lay.CONFIRM_RECT.collidepoint(pos)
            return False
        if getattr(event, "button", 1) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self.confirm_visible() and lay.CONFIRM_RECT.collidepoint(pos):
                self.confirm()
                return True
            if self.hand.card_at(pos) is not None and not self.hand.enabled:
                self.ui.refuse(self.why_not(), pos)
                return True
            return self.hand.press(pos)
        if event.type == pygame.MOUSEBUTTONUP:
            return self.hand.release(pos)
        return False

    def _key(self, key: int) -> bool:
        if key == pygame.K_ESCAPE:  # a drag ends; the table opens its pause menu
            self.hand.cancel_drag()
            return False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if not self.hand.enabled:
            if key in _CARD_KEYS:
                self.ui.refuse(self.why_not())
                return True
            return False
        if key == pygame.K_LEFT:
            self.hand.move_focus(-1)
        elif key == pygame.K_RIGHT:
            self.hand.move_focus(1)
        elif key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN):
            self.hand.toggle_focused()
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.hand.clear_selection()
        else:
            return False
        return True
