"""The Las Vegas – The Card Game table: six casinos, player panels, the active human's hand and tray.

Same conventions as the classic table: the scene never touches the rules state, it sends picks through
`match.play` and turns the returned events into queued animations on a display model (`cards_view`);
only an idle queue lets the next pick happen. Under the simultaneous rules computer seats pick one by
one after a short visible pause while the human arranges their cards; under the sequential variant
seats play in turn.

Privacy: the hand shown is only ever the `viewer`'s, read from `rules.observe(state, viewer)` and from
events passed through `redact(event, viewer)`. With one human the viewer is that human; with several,
nobody's hand is shown until a hand-over screen has been passed, and it is hidden again on Confirm.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from vegas_desktop.app import style
from vegas_desktop.app.tween import (
    Call,
)
from vegas_desktop.cards import selection as sel
from vegas_desktop.cards.model import Card
from vegas_desktop.cards.moves import (
    BillPaid,
    BillsRemoved,
    CardsDiscarded,
    CardsDrawn,
    CardsPlaced,
    CardsPlayed,
    GameEnded,
    Pick,
    PickMade,
    PicksRevealed,
    PlayerOut,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
)
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.anims import CardsAnimations
from vegas_desktop.scenes.cards.hand import Hand, Target
from vegas_desktop.scenes.cards.view import CardsDisplay, CardsView, LaidCard
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.text import level_name, t, tn

TOAST_TIME = 2.4
_RULE_TEXT = {
    sel.RULE_EMPTY: "cards.rule_empty",
    sel.RULE_TOO_MANY: "cards.rule_too_many",
    sel.RULE_ONE_NUMBER: "cards.rule_one_number",
    sel.RULE_OUT: "cards.rule_out",
    sel.RULE_ALREADY: "cards.rule_already",
    sel.RULE_TURN: "cards.rule_turn",
    sel.RULE_OVER: "cards.game_over",
}


def rule_text(rule: str) -> str:
    """A short player-facing reason for a broken rule (falls back to the rule's own words)."""
    key = _RULE_TEXT.get(rule)
    return t(key) if key else rule


class CardsTableScene(CardsAnimations, TableScene):
    """Plays one match of Las Vegas – The Card Game."""

    REPLAY_BAR = pygame.Rect(6, 2, 392, 38)  # over the title in the top bar
    ai_pause = 0.5  # seconds a computer seat visibly "thinks" before each pick (scaled by app.speed)

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app, match)
        state = match.state
        self.players = state.players
        self.sequential = bool(getattr(state.options, "sequential", False))
        self.names = [s.name for s in match.seats]
        self.colours = [s.colour for s in match.seats]
        tags = [
            t("cards.human") if s.is_human else t("cards.computer", level=level_name(getattr(s.agent, "name", "?")))
            for s in match.seats
        ]
        self.view = CardsView(self.names, self.colours, tags)
        self.d = CardsDisplay(players=self.players)
        self.humans = self.human_seats()
        self.hotseat = len(self.humans) > 1
        self.hand = Hand(self._viewer_colour(), self._selection_problem, self.target_at, self.refuse)
        self.toast: tuple[str, tuple[float, float], float] | None = None
        self.last_refusal: str | None = None
        self.handing_over: int | None = None  # seat whose hand-over screen is up
        self.last_viewer: int | None = None  # the human who saw their hand last (the one at the mouse)
        self.confirm_hover = False
        self.pointer: tuple[float, float] = (0.0, 0.0)
        self._launch: dict[int, tuple[float, float]] = {}  # card id -> where its flight starts (open tray)
        self.busy_title = ""  # what the info box says while an animation plays
        self.start()

    # -- helpers ---------------------------------------------------------------------------------
    def _viewer_colour(self) -> int:
        return self.colours[self.viewer] if self.viewer is not None else 0

    def _is_human(self, seat: int) -> bool:
        return self.match.seats[seat].is_human

    def _name(self, seat: int) -> str:
        return self.names[seat]

    def acting_human(self) -> int | None:
        """The seat whose hand is on screen and may pick right now, or None."""
        if self.viewer is None or self.viewer not in self.match.to_act():
            return None
        return self.viewer if self.human_seat() == self.viewer else None

    def animating(self) -> bool:
        """Idle-loop hook (App.run): the table plays by itself unless it waits for a human's move (or a paused
        replay waits for its viewer)."""
        if self.replay is not None and self.replay.paused and not self.queue.busy:
            return self.toast is not None
        return (self.acting_human() is None and not self.finished) or self.toast is not None

    def _selection_problem(self, cards: Sequence[Card]) -> str | None:
        rule = sel.selection_error(cards)
        return None if rule is None else rule_text(rule)

    def target_at(self, pos: tuple[float, float]) -> Target:
        if lay.TRAY_RECT.inflate(16, 16).collidepoint(pos):
            return "tray"
        for i, rect in enumerate(self.view.casino_rects):
            if rect.collidepoint(pos):
                return i + 1
        return None

    def refuse(self, text: str, pos: tuple[float, float] | None = None) -> None:
        """Show a short refusal near where it happened."""
        self.last_refusal = text
        where = pos if pos is not None else (lay.HAND_CENTRE_X, lay.HAND_AREA.y)
        if lay.TRAY_RECT.inflate(16, 16).collidepoint(where):  # under the tray, not over the chosen cards
            where = (lay.TRAY_RECT.centerx, lay.TRAY_RECT.bottom + 34)
        self.toast = (text, (where[0], where[1] - 24), TOAST_TIME)

    # -- flow ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.d.money_pop = [max(0.0, p - dt * 2.5) for p in self.d.money_pop]
        if self.toast is not None:
            left = self.toast[2] - dt
            self.toast = (self.toast[0], self.toast[1], left) if left > 0 else None
        self.hand.update(dt)
        super().update(dt)
        self.hand.enabled = self.acting_human() is not None

    def offer_choice(self, seat: int) -> bool:
        """The human's hand on screen (behind a hand-over in hot-seat); False while the hand-over waits."""
        self._need_viewer(seat)
        return self._on_top()

    def viewer_changed(self) -> None:
        self._show_hand(deal=False)  # a replay shows the hands openly: the hand of whoever picks next

    def _need_viewer(self, seat: int) -> None:
        """Make `seat`'s hand the one on screen; with several humans, behind a hand-over screen."""
        if self.viewer == seat:
            return
        if not self.hotseat:
            self.viewer = seat
            self._show_hand(deal=True)
            return
        if self.handing_over is not None:
            return
        if seat == self.last_viewer:  # the same player picks again (the other humans are out): nothing to hide
            self.viewer = seat
            self._show_hand(deal=True)
            return
        self.hand.clear()
        self.handing_over = seat

        def ready(seat: int = seat) -> None:
            self.handing_over = None
            self.last_viewer = seat
            self._show_hand(deal=True)

        self.push_handover(seat, then=ready)

    def _show_hand(self, deal: bool) -> None:
        if self.viewer is None:
            self.hand.clear()
            return
        self.hand.colour = self.colours[self.viewer]
        view = self.seen()
        self.hand.set_cards(view.hand, deal=deal)

    def refuse_illegal(self, exc: IllegalAction) -> None:  # the UI checks first; never crash the table
        self.refuse(rule_text(exc.rule))

    def confirm(self) -> bool:
        """Commit the selection in the tray as this turn's pick."""
        seat = self.acting_human()
        if seat is None:
            self.refuse(self._why_not(), (lay.CONFIRM_RECT.centerx, lay.CONFIRM_RECT.y))
            return False
        ids = [c.id for c in self.hand.selection]
        view = self.match.view(seat)
        rule = sel.pick_error(view, seat, ids)
        if rule is not None:
            self.refuse(rule_text(rule), (lay.CONFIRM_RECT.centerx, lay.CONFIRM_RECT.y))
            return False
        self.hand.cancel_drag()
        self.hand.locked = True
        self.toast = None
        if self.hotseat:
            if self.sequential:  # an open pick: it flies from the tray, face up
                self._launch = {c.card.id: (c.x, c.y) for c in self.hand.order}
            self.hand.clear()
            self.viewer = None
        self._play(seat, Pick(tuple(ids)))
        return True

    def _why_not(self) -> str:
        if self.match.over or self.finished:
            return t("cards.game_over")
        if self.queue.busy:
            return t("cards.hint_busy")
        if self.viewer is not None and self.viewer not in self.match.to_act():
            if self.d.out[self.viewer]:
                return t("cards.rule_out")
            if self.sequential:
                return t("cards.hint_wait_turn", name=self._name(self.match.to_act()[0]))
            return t("cards.hint_wait_others")
        return t("cards.hint_busy")

    # -- keeping the picture honest ----------------------------------------------------------------
    def _sync_from_state(self) -> None:
        """Make the display match the rules state (public parts only), after animations or on joining."""
        self._synced = True
        acting = self.match.to_act()
        if self.replay is not None and acting and self.viewer is None:
            self.viewer = acting[0]  # a replay shows a hand from the start: whoever picks next
        s = self.seen()
        d = self.d
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
        self.busy_title = ""
        for i in range(6):
            if [c.card for c in d.laid[i]] != list(s.casinos[i]):
                d.laid[i] = [LaidCard(c) for c in s.casinos[i]]
            for c in d.laid[i]:
                c.alpha, c.dx = 255, 0.0
            d.bills[i] = list(s.bills[i])
            d.bill_alpha[i] = [255] * len(s.bills[i])
        if self.viewer is not None and not self.hand.locked:
            self.hand.colour = self.colours[self.viewer]
            self.hand.sync(s.hand)

    # -- events -> animations ------------------------------------------------------------------------
    def event_handlers(self) -> dict[type, Callable[[Any], None]]:
        add = self.queue.add
        return {
            RoundStarted: lambda ev: add(self._anim_round_started(ev)),
            CardsDrawn: lambda ev: add(Call(lambda: self._drawn(ev))),
            TurnStarted: lambda ev: add(Call(lambda: self._turn_started(ev))),
            PickMade: lambda ev: add(self._anim_picked(ev)),
            PicksRevealed: lambda ev: add(self._anim_reveal(list(enumerate(ev.picks)), t("cards.reveal"))),
            CardsPlayed: lambda ev: add(self._anim_reveal([(ev.player, ev.cards)], None)),
            CardsPlaced: lambda ev: add(Call(lambda: self._log_placed(ev))),
            CardsDiscarded: lambda ev: add(Call(lambda: self._discarded(ev))),
            PlayerOut: lambda ev: add(self._anim_out(ev)),
            TieCancelled: self.gather,
            BillPaid: self.gather,
            BillsRemoved: self.gather,
            RoundEnded: lambda ev: self.end_round(ev, self._anim_scoring),
            GameEnded: self.end_game,
        }

    def _drawn(self, ev: CardsDrawn) -> None:
        d = self.d
        d.hand_counts[ev.player] = ev.count
        d.pile_counts[ev.player] = max(0, d.pile_counts[ev.player] - ev.count)
        if ev.player == self.viewer and ev.cards:
            self.hand.colour = self.colours[ev.player]
            self.hand.set_cards(ev.cards, deal=True)

    def _turn_started(self, ev: TurnStarted) -> None:
        self.d.turn = ev.turn
        self.d.picked = [False] * self.players
        self._thinking = 0.0

    def _discarded(self, ev: CardsDiscarded) -> None:
        self.d.hand_counts[ev.player] = 0
        if ev.player == self.viewer:
            self.hand.discard_rest()

    def _log_placed(self, ev: CardsPlaced) -> None:
        dice = sum(c.dice for c in ev.cards)
        self.d.add_log(
            tn(
                "cards.log_placed",
                dice,
                name=self._name(ev.player),
                casino=t(f"common.casino.{ev.casino}"),
            ),
            self.view.bright(ev.player),
        )

    # -- the reveal: cards flip and slide to the casinos together ---------------------------------------
    # -- scoring -------------------------------------------------------------------------------------
    # -- input -----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.undo_key(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        pos = getattr(event, "pos", None)
        if pos is None:
            return False
        self.pointer = pos
        if event.type == pygame.MOUSEMOTION:
            self.hand.motion(pos)
            self.confirm_hover = lay.CONFIRM_RECT.collidepoint(pos)
            return False
        if getattr(event, "button", 1) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self._confirm_visible() and lay.CONFIRM_RECT.collidepoint(pos):
                self.confirm()
                return True
            if self.hand.card_at(pos) is not None and not self.hand.enabled:
                self.refuse(self._why_not(), pos)
                return True
            return self.hand.press(pos)
        if event.type == pygame.MOUSEBUTTONUP:
            return self.hand.release(pos)
        return False

    def _key(self, key: int) -> bool:
        if key == pygame.K_ESCAPE:
            self.hand.cancel_drag()
            return self.pause()
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
            return True
        if not self.hand.enabled:
            if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN):
                self.refuse(self._why_not())
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

    def on_resume(self) -> None:
        self.hand.cancel_drag()

    # -- drawing ---------------------------------------------------------------------------------------
    def _confirm_visible(self) -> bool:
        return self.viewer is not None and not self.finished

    def _status(self) -> dict[int, tuple[str, tuple[int, int, int]]]:
        d = self.d
        out: dict[int, tuple[str, tuple[int, int, int]]] = {}
        acting = set(self.match.to_act()) if not self.queue.busy else set()
        dots = "." * (1 + int(self.clock * 3) % 3)
        for p in range(self.players):
            if d.out[p]:
                out[p] = (t("cards.status_out"), style.DANGER)
            elif self.sequential:
                if p in acting:
                    key = "cards.status_playing" if self._is_human(p) else "cards.status_thinking"
                    out[p] = (t(key) + dots, style.HIGHLIGHT)
            elif d.picked[p]:
                out[p] = (t("cards.status_picked"), (150, 230, 150))
            elif p in acting:
                key = "cards.status_picking" if self._is_human(p) else "cards.status_thinking"
                out[p] = (t(key) + dots, style.HIGHLIGHT)
        return out

    def _texts(self) -> tuple[str, list[str], tuple[int, int, int]]:
        d = self.d
        if d.scoring is not None:
            return (
                t("cards.scoring_title"),
                [t("cards.scoring", casino=t(f"common.casino.{d.scoring + 1}"))],
                style.GOLD,
            )
        if self.match.over:
            return t("cards.game_over"), [], style.GOLD
        seat = self.acting_human()
        if seat is not None:
            colour = self.view.colour(seat)
            lines = [t("cards.do_drag"), t("cards.do_rule"), t("cards.do_keys")]
            return t("cards.your_pick", name=self._name(seat)), lines, colour
        if self.viewer is not None and self.hand.locked:
            return t("cards.waiting_title"), [t("cards.hint_wait_others")], self.view.colour(self.viewer)
        if self.sequential and not self.queue.busy and not self.match.over:
            seat = self.match.to_act()[0]
            return t("cards.thinking", name=self._name(seat)), [], self.view.colour(seat)
        if not self.queue.busy and self.match.to_act():
            names = ", ".join(self._name(p) for p in self.match.to_act())
            return t("cards.secret_title"), [t("cards.waiting_for", names=names)], style.GOLD
        if self.viewer is not None and self.d.out[self.viewer]:
            return t("cards.status_out"), [t("cards.rule_out")], self.view.colour(self.viewer)
        return self.busy_title or t("cards.table_busy"), [], style.GOLD_DARK

    def _ghosts(self) -> dict[int, list[Card]]:
        out: dict[int, list[Card]] = {}
        for c in self.hand.selection:
            out.setdefault(c.number, []).append(c)
        return out

    def draw_table(self, surface: pygame.Surface) -> None:
        title, lines, colour = self._texts()
        lit = self.hand.lit_targets()
        over = self.target_at(self.pointer) if self.hand.drag is not None else None
        selection = self.hand.selection
        confirm = None
        if self._confirm_visible():
            ok = self.hand.enabled and sel.selection_error(selection) is None
            label = t("cards.confirm")
            if selection:
                label = tn("cards.confirm_cards", len(selection))
            if self.hand.locked:
                label = t("cards.confirmed")
            confirm = (ok, label, self.confirm_hover and ok)
        toast = None
        if self.toast is not None:
            toast = (self.toast[0], self.toast[1], min(1.0, self.toast[2] / 0.4))
        ui = {
            "clock": self.clock,
            "sequential": self.sequential,
            "lit": lit,
            "over": over,
            "ghosts": self._ghosts(),
            "viewer": self.viewer,
            "acting": set(self.match.to_act()) if not self.queue.busy and not self.match.over else set(),
            "status": self._status(),
            "title": title,
            "lines": lines,
            "info_colour": colour,
            "log": self.d.log[-8:],
            "tray": self.viewer is not None,
            "tray_empty": not self.hand.order and self.hand.enabled,
            "tray_caption": t("cards.tray_title"),
            "confirm": confirm,
            "toast": toast,
        }
        self.view.draw_table(surface, self.d, ui)
        if self.viewer is not None:
            self.hand.draw(surface, self.clock)
        elif self.hotseat and not self.match.over:
            self._draw_hidden_hand(surface)
        self.view.draw_over(surface, self.d, ui)

    def _draw_hidden_hand(self, surface: pygame.Surface) -> None:
        """With several humans and nobody's turn on screen, the hand area says so instead of showing cards."""
        box = lay.HAND_AREA
        style.text(surface, t("cards.hands_hidden"), (box.centerx, box.centery), 18, (150, 190, 160), anchor="center")

    # Test and screenshot helpers --------------------------------------------------------------------
    def card_centre(self, card_id: int) -> tuple[float, float]:
        """Where a card of the shown hand or tray is on screen (its centre)."""
        for c in self.hand.cards:
            if c.card.id == card_id:
                return (c.x, c.y - c.lift)
        raise KeyError(card_id)

    def casino_centre(self, number: int) -> tuple[float, float]:
        rect = self.view.casino_rects[number - 1]
        return (float(rect.centerx), float(rect.centery))
