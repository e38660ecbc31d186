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

import math
from collections.abc import Sequence
from typing import Any

import pygame

from vegas_desktop.app import style
from vegas_desktop.app.scene import Scene
from vegas_desktop.app.tween import (
    AnimQueue,
    Call,
    Parallel,
    Task,
    Tween,
    Wait,
    arc2,
    ease_in_out_quad,
    ease_in_quad,
    ease_out_back,
    ease_out_cubic,
    lerp,
    linear,
    stagger,
)
from vegas_desktop.app.tween import (
    Sequence as Seq,
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
    redact,
)
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.text import level_name, t, tn

from . import cards_layout as lay
from .cards_art import CARD_H
from .cards_hand import Hand, Target
from .cards_view import PILE_RECT, CardsDisplay, CardsView, FlyingCard, LaidCard, slot_centre
from .lasvegas_view import BillSprite, Label
from .table_anims import deal_bill, fade_away, pay_bill, round_banner

INSTANT_SPEED = 50.0  # app.speed at or above this: no animation at all
AI_PAUSE = 0.5  # seconds a computer seat visibly "thinks" before each pick (scaled by app.speed)
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


class CardsTableScene(Scene):
    """Plays one match of Las Vegas – The Card Game."""

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app)
        self.match = match
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
        self.queue = AnimQueue()
        self.humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.hotseat = len(self.humans) > 1
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.hand = Hand(self._viewer_colour(), self._selection_problem, self.target_at, self.refuse)
        self.clock = 0.0
        self.ai_clock = 0.0
        self.toast: tuple[str, tuple[float, float], float] | None = None
        self.last_refusal: str | None = None
        self.pending = False  # a sequential computer move is scheduled
        self.handing_over: int | None = None  # seat whose hand-over screen is up
        self.last_viewer: int | None = None  # the human who saw their hand last (the one at the mouse)
        self.finished = False
        self.confirm_hover = False
        self.pointer: tuple[float, float] = (0.0, 0.0)
        self._synced = False
        self._round_events: list[Any] = []
        self._launch: dict[int, tuple[float, float]] = {}  # card id -> where its flight starts (open tray)
        self.busy_title = ""  # what the info box says while an animation plays
        if not match.log and match.opening_events:
            self._enqueue(list(match.opening_events))
        else:
            self._sync_from_state()

    def on_close_request(self) -> bool | None:
        from .quit_confirm import ask_before_closing

        return ask_before_closing(self)

    # -- helpers ---------------------------------------------------------------------------------
    @property
    def instant(self) -> bool:
        return self.app.speed >= INSTANT_SPEED

    def _on_top(self) -> bool:
        return self.app.stack.top is self

    def _viewer_colour(self) -> int:
        return self.colours[self.viewer] if self.viewer is not None else 0

    def _is_human(self, seat: int) -> bool:
        return self.match.seats[seat].is_human

    def _name(self, seat: int) -> str:
        return self.names[seat]

    def acting_human(self) -> int | None:
        """The seat whose hand is on screen and may pick right now, or None."""
        if self.queue.busy or self.finished or self.match.over or self.viewer is None:
            return None
        return self.viewer if self.viewer in self.match.to_act() else None

    def animating(self) -> bool:
        """Idle-loop hook (App.run): the table plays by itself unless it waits for a human's move."""
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
        self.clock += dt
        self.d.money_pop = [max(0.0, p - dt * 2.5) for p in self.d.money_pop]
        if self.toast is not None:
            left = self.toast[2] - dt
            self.toast = (self.toast[0], self.toast[1], left) if left > 0 else None
        self.hand.update(dt)
        for _ in range(400 if self.instant else 2):
            if self.instant:
                self.queue.finish_all(self._on_top)
            else:
                self.queue.update(dt, self._on_top)
            if not self._on_top() or self.queue.busy:
                break
            if not self._synced:
                self._sync_from_state()
            self._next_move(dt)
            dt = 0.0
            if not self.queue.busy:
                break
        self.hand.enabled = self.acting_human() is not None

    def _next_move(self, dt: float) -> None:
        if self.finished:
            return
        if self.match.over:
            self._show_results()
            return
        acting = self.match.to_act()
        if self.sequential:
            seat = acting[0]
            if self._is_human(seat):
                self._need_viewer(seat)
            elif not self.pending:
                self.pending = True
                self.queue.add(Wait(AI_PAUSE))
                self.queue.add(Call(lambda: self._play(seat, self.match.agent_action(seat))))
            return
        humans = [s for s in acting if self._is_human(s)]
        if humans and (self.viewer is None or self.viewer not in humans):
            self._need_viewer(humans[0])
            if not self._on_top():
                return
        computers = [s for s in acting if not self._is_human(s)]
        if computers:  # one after another, each after a visible pause, while the human arranges cards
            self.ai_clock += dt
            if self.ai_clock >= AI_PAUSE or self.instant:
                self.ai_clock = 0.0
                seat = computers[0]
                self._play(seat, self.match.agent_action(seat))

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
        self.viewer = None
        self.hand.clear()
        self.handing_over = seat

        def ready(seat: int = seat) -> None:
            self.handing_over = None
            self.viewer = self.last_viewer = seat
            self._show_hand(deal=True)

        from .handover import HandoverScene

        self.app.stack.push(HandoverScene(self.app, self._name(seat), self.colours[seat], ready))

    def _show_hand(self, deal: bool) -> None:
        if self.viewer is None:
            self.hand.clear()
            return
        self.hand.colour = self.colours[self.viewer]
        view = self.match.rules.observe(self.match.state, self.viewer)
        self.hand.set_cards(view.hand, deal=deal)

    def _play(self, seat: int, action: Any) -> None:
        self.pending = False
        try:
            events = self.match.play(seat, action)
        except IllegalAction as exc:  # the UI checks first; never crash the table
            self.refuse(rule_text(exc.rule))
            return
        self._enqueue(events)

    def confirm(self) -> bool:
        """Commit the selection in the tray as this turn's pick."""
        seat = self.acting_human()
        if seat is None:
            self.refuse(self._why_not(), (lay.CONFIRM_RECT.centerx, lay.CONFIRM_RECT.y))
            return False
        ids = [c.id for c in self.hand.selection]
        view = self.match.rules.observe(self.match.state, seat)
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

    def _show_results(self) -> None:
        if self.finished:
            return
        self.finished = True
        from .results import ResultsScene

        self.app.stack.replace(ResultsScene(self.app, self.match))

    def _show_summary(self, events: list[Any]) -> None:
        """The shared round summary reads the card game's own events: ties by dice, unwon bills
        leaving the game (never 'under the pile', which is the dice game's rule)."""
        from .round_summary import RoundSummaryScene

        self.app.stack.push(RoundSummaryScene(self.app, self.match, list(events)))

    # -- keeping the picture honest ----------------------------------------------------------------
    def _sync_from_state(self) -> None:
        """Make the display match the rules state (public parts only), after animations or on joining."""
        self._synced = True
        s = self.match.state
        d = self.d
        d.round, d.turn, d.start_player, d.current = s.round, s.turn, s.start_player, s.current
        d.money = list(s.money)
        d.bills_won = [len(w) for w in s.won]
        d.hand_counts = [len(h) for h in s.hands]
        d.pile_counts = [len(p) for p in s.piles]
        d.out = list(s.out)
        d.picked = [p is not None for p in s.picks]
        d.pile = len(s.bill_pile)
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
            self.hand.sync(self.match.rules.observe(s, self.viewer).hand)

    # -- events -> animations ------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        self._synced = False
        seen = self.viewer if self.viewer is not None else -1
        for raw in events:
            ev = redact(raw, seen)
            if isinstance(ev, RoundStarted):
                self.queue.add(self._anim_round_started(ev))
            elif isinstance(ev, CardsDrawn):
                self.queue.add(Call(lambda ev=ev: self._drawn(ev)))
            elif isinstance(ev, TurnStarted):
                self.queue.add(Call(lambda ev=ev: self._turn_started(ev)))
            elif isinstance(ev, PickMade):
                self.queue.add(self._anim_picked(ev))
            elif isinstance(ev, PicksRevealed):
                self.queue.add(self._anim_reveal(list(enumerate(ev.picks)), t("cards.reveal")))
            elif isinstance(ev, CardsPlayed):
                self.queue.add(self._anim_reveal([(ev.player, ev.cards)], None))
            elif isinstance(ev, CardsPlaced):
                self.queue.add(Call(lambda ev=ev: self._log_placed(ev)))
            elif isinstance(ev, CardsDiscarded):
                self.queue.add(Call(lambda ev=ev: self._discarded(ev)))
            elif isinstance(ev, PlayerOut):
                self.queue.add(self._anim_out(ev))
            elif isinstance(ev, TieCancelled | BillPaid | BillsRemoved):
                self._round_events.append(ev)
            elif isinstance(ev, RoundEnded):
                scoring = self._round_events + [ev]
                self._round_events = []
                self.queue.add(self._anim_scoring(scoring))
                self.queue.add(Call(lambda evs=scoring: self._show_summary(evs)))
            elif isinstance(ev, GameEnded):
                self.queue.add(Call(self._show_results))

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
        self.ai_clock = 0.0

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

    def _anim_round_started(self, ev: RoundStarted) -> Task:
        d = self.d

        def begin() -> None:
            d.round, d.start_player, d.turn = ev.round, ev.start_player, 0
            d.out = [False] * self.players
            d.picked = [False] * self.players
            d.pile_counts = [30] * self.players
            d.hand_counts = [0] * self.players
            for i in range(6):
                d.laid[i], d.bills[i], d.bill_alpha[i] = [], [], []
            d.pile = max(d.pile, sum(len(b) for b in ev.bills) + len(self.match.state.bill_pile))
            d.add_log(t("cards.log_round", n=ev.round), style.GOLD)
            self.busy_title = t("cards.round_banner", n=ev.round)

        deals = []
        pile = (float(PILE_RECT.centerx), float(PILE_RECT.centery))
        for i, bills in enumerate(ev.bills):
            slots = lay.bill_slots(self.view.casino_rects[i], len(bills))
            deals += [
                deal_bill(d, "bills", i, amount, pile, slots[k], scale=0.7, lift=30, spin=16)
                for k, amount in enumerate(bills)
            ]
        banner_task = round_banner(d, t("cards.round_banner", n=ev.round), (640, 300), 0.6)
        return Seq([Call(begin), Parallel([banner_task, Seq([Wait(0.15), stagger(deals, 0.05)])])])

    def _float_label(self, seat: int, text: str, plate: tuple[int, int, int] | None = None) -> Task:
        rect = self.view.panels[seat]
        label = Label(text, rect.centerx, rect.y - 4, style.HIGHLIGHT, 16, 0, plate=plate)

        def move(p: float) -> None:
            label.alpha = round(255 * min(1.0, 3 * p) * (1 - max(0.0, p - 0.7) / 0.3))
            label.y = rect.y - 4 - 18 * p

        def begin() -> None:
            self.d.labels.append(label)

        def end() -> None:
            if label in self.d.labels:
                self.d.labels.remove(label)

        return Tween(0.7, move, ease_out_cubic, on_start=begin, on_done=end)

    def _anim_picked(self, ev: PickMade) -> Task:
        def mark() -> None:
            self.d.picked[ev.player] = True
            self.d.hand_counts[ev.player] = max(0, self.d.hand_counts[ev.player] - ev.count)
            self.d.add_log(t("cards.log_picked", name=self._name(ev.player)), self.view.bright(ev.player))

        return Call(mark)  # the panel shows "picked" at once: nothing here may hold up the human's turn

    def _anim_out(self, ev: PlayerOut) -> Task:
        def mark() -> None:
            self.d.out[ev.player] = True
            self.d.pile_counts[ev.player] = 0
            self.d.add_log(tn("cards.log_out", ev.placed, name=self._name(ev.player)), style.DANGER)

        return Seq([Call(mark), self._float_label(ev.player, t("cards.out_pop"), style.DANGER)])

    # -- the reveal: cards flip and slide to the casinos together ---------------------------------------
    def _anim_reveal(self, picks: list[tuple[int, tuple[Card, ...]]], banner_text: str | None) -> Task:
        d = self.d
        flights: list[Task] = []
        group = Parallel()
        starts: dict[int, tuple[float, float, bool]] = {}

        def begin() -> None:
            tray = {c.card.id: (c.x, c.y) for c in self.hand.take_tray()} if self.viewer is not None else {}
            tray.update(self._launch)
            self._launch = {}
            counts = [[sum(1 for c in d.laid[i] if c.card.owner == p) for p in range(self.players)] for i in range(6)]
            totals = [[counts[i][p] for p in range(self.players)] for i in range(6)]
            for p, cards in picks:
                for c in cards:
                    totals[c.number - 1][p] += 1
            for p, cards in picks:
                panel = self.view.panels[p]
                for k, c in enumerate(cards):
                    if c.id in tray:
                        x, y = tray[c.id]
                        starts[c.id] = (x, y, True)
                    else:
                        x = panel.centerx + (k - (len(cards) - 1) / 2) * 18
                        starts[c.id] = (x, panel.y - 20, False)
                    casino = c.number - 1
                    index = counts[casino][p]
                    counts[casino][p] += 1
                    target = slot_centre(self.view.casino_rects[casino], p, self.players, index, totals[casino][p])
                    flights.append(self._fly_card(c, starts[c.id], target, k))
            group.tasks[:] = [stagger(flights, 0.03)] + ([self._flash(banner_text)] if banner_text else [])
            if banner_text:
                self.busy_title = t("cards.revealing")
            else:
                self.busy_title = t("cards.plays", name=self._name(picks[0][0]))

        return Seq([Call(begin), group, Wait(0.15)])

    def _flash(self, text: str) -> Task:
        label = Label(text, 640, 250, style.GOLD, 40, 0)

        def show(p: float) -> None:
            label.alpha = round(255 * math.sin(math.pi * p))
            label.scale = lerp(0.7, 1.1, p)
            self.d.banner = label

        return Seq([Tween(0.8, show, ease_out_cubic), Call(lambda: setattr(self.d, "banner", None))])

    def _fly_card(self, card: Card, start: tuple[float, float, bool], target: tuple[float, float], k: int) -> Task:
        d = self.d
        h = lay.mini_height(self.players)
        end_scale = h / CARD_H
        x0, y0, open_already = start
        f = FlyingCard(card, x0, y0, scale=1.0 if open_already else 0.5, face_up=open_already)
        flip_time = 0.0 if open_already else 0.36

        def begin() -> None:
            d.flying.append(f)

        def flip(p: float) -> None:
            f.face_up = p >= 0.5
            f.flip = abs(1 - 2 * p)
            f.scale = lerp(0.5, 0.8, p)
            f.lift = 18 * math.sin(math.pi * p)
            f.y = y0 - 30 * p

        sx: list[float] = []

        def slide_start() -> None:
            sx[:] = [f.x, f.y, f.scale]
            f.flip, f.face_up = 1.0, True

        def slide(p: float) -> None:
            f.x, f.y = arc2((sx[0], sx[1]), target, p, 40)
            f.scale = lerp(sx[2], end_scale, p)
            f.angle = 8 * math.sin(math.pi * p) * (1 if k % 2 else -1)

        def land() -> None:
            if f in d.flying:
                d.flying.remove(f)
            d.laid[card.number - 1].append(LaidCard(card))

        return Seq(
            [
                Call(begin),
                Tween(flip_time, flip, ease_in_out_quad),
                Tween(0.55, slide, ease_in_out_quad, on_start=slide_start, on_done=land),
            ]
        )

    # -- scoring -------------------------------------------------------------------------------------
    def _anim_scoring(self, events: list[Any]) -> Task:
        d = self.d
        seq = Seq()
        for i in range(6):
            number = i + 1
            ties = [e for e in events if isinstance(e, TieCancelled) and e.casino == number]
            paid = [e for e in events if isinstance(e, BillPaid) and e.casino == number]
            removed = [e for e in events if isinstance(e, BillsRemoved) and e.casino == number]
            seq.add(Call(lambda i=i: setattr(d, "scoring", i)))
            seq.add(Wait(0.2))
            for tie in ties:
                seq.add(self._anim_tie(i, tie))
            if paid:
                seq.add(stagger([self._pay_bill(i, k, e) for k, e in enumerate(paid)], 0.16))
            for e in removed:
                seq.add(self._remove_bills(i, len(paid), e))
            seq.add(self._clear_casino(i))
        seq.add(Call(lambda: setattr(d, "scoring", None)))
        return seq

    def _anim_tie(self, casino: int, tie: TieCancelled) -> Task:
        d = self.d
        rect = self.view.casino_rects[casino]
        label = Label(
            tn("cards.tie", tie.dice),
            rect.centerx,
            rect.y + 110,
            style.WHITE,
            18,
            0,
            plate=style.DANGER,
        )
        victims: list[LaidCard] = []

        def begin() -> None:
            victims[:] = [c for c in d.laid[casino] if c.card.owner in tie.players]
            d.labels.append(label)
            names = ", ".join(self._name(p) for p in tie.players)
            d.add_log(t("cards.log_tie", casino=t(f"common.casino.{tie.casino}"), names=names), style.DANGER)

        def shake(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3))
            label.scale = lerp(1.5, 1.0, ease_out_back(min(1.0, p * 1.5)))
            for c in victims:
                c.dx = 3.0 * math.sin(p * 38) * (1 - p * 0.5)

        def vanish(p: float) -> None:
            for c in victims:
                c.dx = 0.0
                c.alpha = round(255 * (1 - p))
            label.alpha = round(255 * (1 - p * p))

        def end() -> None:
            d.laid[casino] = [c for c in d.laid[casino] if c not in victims]
            if label in d.labels:
                d.labels.remove(label)

        return Seq([Call(begin), Tween(0.45, shake, linear), Tween(0.35, vanish, ease_in_quad), Call(end)])

    def _pay_bill(self, casino: int, k: int, e: BillPaid) -> Task:
        d = self.d
        slots = lay.bill_slots(self.view.casino_rects[casino], max(1, len(d.bills[casino])))
        panel = self.view.panels[e.player]
        target = (panel.x + 50.0, float(panel.bottom - 12))

        def log() -> None:
            casino_name = t(f"common.casino.{e.casino}")
            text = t("cards.log_paid", name=self._name(e.player), amount=style.money(e.amount), casino=casino_name)
            d.add_log(text, self.view.bright(e.player))

        start = slots[min(k, len(slots) - 1)]
        return pay_bill(d, casino, k, e.amount, start, target, e.player, log, 60, 1.3, 12, 0.55)

    def _remove_bills(self, casino: int, first: int, e: BillsRemoved) -> Task:
        """Unwon bills leave the game: they float up and fade."""
        d = self.d
        slots = lay.bill_slots(self.view.casino_rects[casino], max(1, len(d.bills[casino])))
        sprites = [BillSprite(a, *slots[min(first + k, len(slots) - 1)]) for k, a in enumerate(e.bills)]
        starts = [(s.x, s.y) for s in sprites]

        def begin() -> None:
            for k in range(len(e.bills)):
                if first + k < len(d.bill_alpha[casino]):
                    d.bill_alpha[casino][first + k] = 0
            d.flying_bills.extend(sprites)
            d.add_log(tn("cards.log_removed", len(e.bills), casino=t(f"common.casino.{e.casino}")))

        def move(p: float) -> None:
            for s, (x, y) in zip(sprites, starts, strict=True):
                s.x, s.y = x, y - 40 * p
                s.alpha = round(255 * (1 - p))
                s.angle = -10 * p

        def end() -> None:
            for s in sprites:
                if s in d.flying_bills:
                    d.flying_bills.remove(s)

        return Tween(0.45, move, ease_in_quad, on_start=begin, on_done=end)

    def _clear_casino(self, casino: int) -> Task:
        d = self.d

        def clear() -> None:
            d.laid[casino], d.bills[casino], d.bill_alpha[casino] = [], [], []

        return fade_away(lambda: list(d.laid[casino]), clear, 0.22, ease_in_quad, 0.06)

    # -- input -----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
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
            from .pause import PauseScene

            self.hand.cancel_drag()
            self.app.stack.push(PauseScene(self.app))
            return True
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

    def draw(self, surface: pygame.Surface) -> None:
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
