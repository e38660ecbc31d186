"""The card table's picture: the display model kept in step with the rules' view (`sync`), per-frame fades, and
the frame — casinos, panels, info box, tray and Confirm (drawn by `CardsView`), the hand on screen and the toast.

Privacy: the hand shown is only ever the `viewer`'s, read from the table's `seen()` and from events as the table
passes them on (`visible(event, viewer)`). With several humans nobody's hand is shown while no one's turn is on
screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import style
from vegas_desktop.cards import selection as sel
from vegas_desktop.cards.model import Card
from vegas_desktop.cards.model import CardsView as RulesView
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.display import LaidCard
from vegas_desktop.scenes.cards.input import CardsInput
from vegas_desktop.scenes.cards.ui import CardsUI
from vegas_desktop.scenes.cards.view import TableUI
from vegas_desktop.text import t, tn

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import TableServices

Colour = tuple[int, int, int]
REPLAY_BOX = pygame.Rect(6, 2, 392, 38)  # the replay bar: over the title in the top bar


class CardsDrawing:
    """Keeps the display model `ui.d` in step with the rules' view and draws the table."""

    replay_box = REPLAY_BOX

    def __init__(self, table: TableServices[RulesView], ui: CardsUI, input: CardsInput) -> None:
        self.table = table
        self.ui = ui
        self.input = input  # Confirm's state and the refusal's reasons
        self.hand = ui.hand
        self.view = ui.view

    def moving(self) -> bool:
        return self.ui.toast is not None  # the toast fades by itself

    def update(self, dt: float) -> None:
        ui = self.ui
        ui.d.money_pop = [max(0.0, p - dt * 2.5) for p in ui.d.money_pop]
        if ui.toast is not None:
            left = ui.toast[2] - dt
            ui.toast = (ui.toast[0], ui.toast[1], left) if left > 0 else None
        self.hand.update(dt)

    # -- keeping the picture honest ----------------------------------------------------------------
    def sync(self) -> None:
        """Make the display match the rules' view (public parts only), after animations or on joining."""
        table, ui = self.table, self.ui
        s = table.seen()
        d = ui.d
        d.round, d.turn, d.start_player, d.current = s.round, s.turn, s.start_player, s.current
        d.money = list(s.money)
        d.bills_won = [len(w) for w in s.won]
        d.hand_counts = list(s.hand_counts)
        d.pile_counts = list(s.pile_counts)
        d.out = list(s.out)
        d.picked = list(s.picked)
        d.pile = s.bill_pile_count
        d.flying.clear()
        d.flying_bills.clear()
        d.labels.clear()
        d.banner = None
        d.scoring = None
        ui.busy_title = ""
        for i in range(6):
            if [c.card for c in d.laid[i]] != list(s.casinos[i]):
                d.laid[i] = [LaidCard(c) for c in s.casinos[i]]
            for c in d.laid[i]:
                c.alpha, c.dx = 255, 0.0
            d.bills[i] = list(s.bills[i])
            d.bill_alpha[i] = [255] * len(s.bills[i])
        if table.viewer is not None and not self.hand.locked:
            self.hand.colour = ui.colours[table.viewer]
            self.hand.sync(s.hand)

    # -- the frame -------------------------------------------------------------------------------------
    def _status(self) -> dict[int, tuple[str, Colour]]:
        table, ui = self.table, self.ui
        d = ui.d
        out: dict[int, tuple[str, Colour]] = {}
        acting = set(table.match.to_act()) if not table.queue.busy else set()
        dots = "." * (1 + int(table.clock * 3) % 3)
        for p in range(ui.players):
            if d.out[p]:
                out[p] = (t("cards.status_out"), style.DANGER)
            elif ui.sequential:
                if p in acting:
                    key = "cards.status_playing" if ui.is_human(p) else "cards.status_thinking"
                    out[p] = (t(key) + dots, style.HIGHLIGHT)
            elif d.picked[p]:
                out[p] = (t("cards.status_picked"), (150, 230, 150))
            elif p in acting:
                key = "cards.status_picking" if ui.is_human(p) else "cards.status_thinking"
                out[p] = (t(key) + dots, style.HIGHLIGHT)
        return out

    def _texts(self) -> tuple[str, list[str], Colour]:
        table, ui = self.table, self.ui
        d, view, match = ui.d, ui.view, table.match
        if d.scoring is not None:
            return (
                t("cards.scoring_title"),
                [t("cards.scoring", casino=t(f"common.casino.{d.scoring + 1}"))],
                style.GOLD,
            )
        if match.over:
            return t("cards.game_over"), [], style.GOLD
        seat = ui.acting_human()
        if seat is not None:
            lines = [t("cards.do_drag"), t("cards.do_rule"), t("cards.do_keys")]
            return t("cards.your_pick", name=ui.name(seat)), lines, view.colour(seat)
        viewer = table.viewer
        if viewer is not None and self.hand.locked:
            return t("cards.waiting_title"), [t("cards.hint_wait_others")], view.colour(viewer)
        if ui.sequential and not table.queue.busy and not match.over:
            seat = match.to_act()[0]
            return t("cards.thinking", name=ui.name(seat)), [], view.colour(seat)
        if not table.queue.busy and match.to_act():
            names = ", ".join(ui.name(p) for p in match.to_act())
            return t("cards.secret_title"), [t("cards.waiting_for", names=names)], style.GOLD
        if viewer is not None and d.out[viewer]:
            return t("cards.status_out"), [t("cards.rule_out")], view.colour(viewer)
        return ui.busy_title or t("cards.table_busy"), [], style.GOLD_DARK

    def _ghosts(self) -> dict[int, list[Card]]:
        out: dict[int, list[Card]] = {}
        for c in self.hand.selection:
            out.setdefault(c.number, []).append(c)
        return out

    def _confirm(self) -> tuple[bool, str, bool] | None:
        if not self.input.confirm_visible():
            return None
        selection = self.hand.selection
        ok = self.hand.enabled and sel.selection_error(selection) is None
        label = t("cards.confirm")
        if selection:
            label = tn("cards.confirm_cards", len(selection))
        if self.hand.locked:
            label = t("cards.confirmed")
        return (ok, label, self.ui.confirm_hover and ok)

    def draw(self, surface: pygame.Surface) -> None:
        table, ui = self.table, self.ui
        match = table.match
        self.hand.enabled = ui.acting_human() is not None  # what the next clicks and keys may change
        title, lines, colour = self._texts()
        over = ui.target_at(ui.pointer) if self.hand.drag is not None else None
        toast = None
        if ui.toast is not None:
            toast = (ui.toast[0], ui.toast[1], min(1.0, ui.toast[2] / 0.4))
        frame: TableUI = {
            "clock": table.clock,
            "sequential": ui.sequential,
            "lit": self.hand.lit_targets(),
            "over": over,
            "ghosts": self._ghosts(),
            "viewer": table.viewer,
            "acting": set(match.to_act()) if not table.queue.busy and not match.over else set(),
            "status": self._status(),
            "title": title,
            "lines": lines,
            "info_colour": colour,
            "tray": table.viewer is not None,
            "tray_empty": not self.hand.order and self.hand.enabled,
            "tray_caption": t("cards.tray_title"),
            "confirm": self._confirm(),
            "toast": toast,
        }
        ui.view.draw_table(surface, ui.d, frame)
        if table.viewer is not None:
            self.hand.draw(surface, table.clock)
        elif ui.hotseat and not match.over:
            box = lay.HAND_AREA  # nobody's turn on screen: the hand area says so instead of showing cards
            style.text(
                surface, t("cards.hands_hidden"), (box.centerx, box.centery), 18, (150, 190, 160), anchor="center"
            )
        ui.view.draw_over(surface, ui.d, frame)
