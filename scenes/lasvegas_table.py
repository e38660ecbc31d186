"""The Las Vegas table: the hexagonal dice arena, six casinos, player panels and whose turn it is.

The scene never touches the rules state itself. It sends actions through `match.play` and turns the
returned events into a queue of animations on a display model (`lasvegas_view.Display`); only when the
queue is empty does it ask for the next action: a human's click or key, a forced move after a short
pause, or a computer player's move after a visible "thinking" pause. With `app.speed >= 50` every
animation finishes at once ("instant").
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import pygame

from vegas_desktop.app import style
from vegas_desktop.app.scene import Scene
from vegas_desktop.app.tween import (
    AnimQueue,
    Call,
    Parallel,
    Sequence,
    Task,
    Tween,
    Wait,
    arc2,
    ease_in_out_quad,
    ease_in_quad,
    ease_out_back,
    ease_out_cubic,
    ease_out_quad,
    lerp,
    linear,
    stagger,
)
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.lasvegas.model import ROUNDS
from vegas_desktop.lasvegas.moves import (
    BillPaid,
    BillsReturned,
    DicePlaced,
    DiceThrown,
    GameEnded,
    Place,
    PlayerSkipped,
    Roll,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
)
from vegas_desktop.text import level_name, t, tn

from . import lasvegas_layout as lay
from .lasvegas_throw import DURATION as THROW_DURATION
from .lasvegas_throw import simulate
from .lasvegas_view import (
    PANEL_DIE,
    BillSprite,
    CasinoDie,
    DieSprite,
    Display,
    Label,
    TableView,
    casino_die_pos,
    panel_dice_pos,
    panel_money_pos,
)
from .table_anims import (
    deal_bill,
    drive,
    fade_away,
    log_scroll_event,
    pay_bill,
    queue_machine_move,
    resting_sprites,
    round_banner,
)

INSTANT_SPEED = 50.0  # app.speed at or above this: no animation at all
HINT_TIME = 2.2
_SCORING_EXTRA = {"NeutralWon", "RainbowReplaced"}  # option events that belong in the round summary
_VALUE_KEYS = {getattr(pygame, f"K_{v}"): v for v in range(1, 7)} | {
    getattr(pygame, f"K_KP{v}"): v for v in range(1, 7)
}


_KIND_ORDER = {"b": 0, "k": 1, "d": 2}


def _own(hand: list[str]) -> int:
    """Dice of the player's own colour in a hand (white dice ride along but are not theirs)."""
    return sum(1 for kind in hand if kind != "w")


def _own_kinds(hand: list[str]) -> list[str]:
    """The kinds of a hand's own dice as the panel shows them: Biggy first, then kickers, then plain dice."""
    return sorted((k for k in hand if k != "w"), key=lambda k: _KIND_ORDER.get(k, 3))


def _take_kinds(hand: list[str], dice: Any, owner: int) -> list[str]:
    """`hand` without the kinds of `owner`'s dice among `dice` (they left the hand)."""
    rest = list(hand)
    for x in dice:
        if x.owner == owner and x.kind in rest:
            rest.remove(x.kind)
    return rest


def _give_kind(hand: list[str], kind: str) -> None:
    hand.append(kind)
    hand.sort(key=lambda k: _KIND_ORDER.get(k, 3))


class LasVegasTableScene(Scene):
    """Plays one match of classic Las Vegas at the table."""

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app)
        self.match = match
        state = match.state
        names = [s.name for s in match.seats]
        colours = [s.colour for s in match.seats]
        tags = [
            t("table.human") if s.is_human else t("table.computer", level=level_name(getattr(s.agent, "name", "?")))
            for s in match.seats
        ]
        self.casino_count = len(state.bills)
        self.view = TableView(names, colours, tags, self.casino_count)
        self.d = Display(players=state.players, casinos=self.casino_count, rounds=getattr(state, "rounds", ROUNDS))
        self.d.white_column = bool(getattr(state.options, "neutral", False))
        self.hover_kick: CasinoDie | None = None
        self.choice: int | None = None  # a value whose dice may go to its casino or the Bandit: asking which
        self.choice_focus: str | None = None  # "casino" | "bandit": lit by the mouse or the arrow keys
        self.queue = AnimQueue()
        self.rng = random.Random(f"table-{match.seed}")  # presentation only: where dice roll, not what they show
        self.clock = 0.0
        self.hover_value: int | None = None
        self.hover_throw = False
        self.hint: tuple[str, float] | None = None
        self.pending: tuple[str, int] | None = None  # ("ai" | "forced", seat) while a move is scheduled
        self.finished = False
        self.throwing = False  # a throw is in the air / rolling
        self._synced = False
        self._round_events: list[Any] = []
        self.scoring_shown = False  # the round's scoring is being animated (the state is already past it)
        self._skip_said: set[tuple[int, int]] = set()  # (round, seat): "no dice left" is said once a round
        self._events_round = state.round  # the round of the events being queued (the state may be past it)
        if not match.log and match.opening_events:
            self.d.pile = len(state.pile) + sum(len(b) for b in state.bills)
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

    def _name(self, seat: int) -> str:
        return self.match.seats[seat].name if seat >= 0 else t("table.white_dice")

    def _casino_name(self, number: int) -> str:
        return t(f"table.casino.{number}")

    def human_seat(self) -> int | None:
        """The seat a human must act for right now, or None (animating, computer's turn, forced move, over)."""
        if self.queue.busy or self.finished or self.pending is not None or self.match.over:
            return None
        acting = self.match.to_act()
        if not acting:
            return None
        seat = acting[0]
        if not self.match.seats[seat].is_human or self.match.forced_action(seat) is not None:
            return None
        return seat

    def animating(self) -> bool:
        """Idle-loop hook (App.run): the table plays by itself unless it waits for a human's move."""
        return (self.human_seat() is None and not self.finished) or self.hint is not None

    def show_hint(self, text: str) -> None:
        self.hint = (text, HINT_TIME)

    # -- flow ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.d.money_pop = [max(0.0, p - dt * 2.5) for p in self.d.money_pop]
        if self.hint is not None:
            left = self.hint[1] - dt
            self.hint = (self.hint[0], left) if left > 0 else None
        drive(self, dt)

    def _next_move(self) -> None:
        if self.finished:
            return
        if self.match.over:
            self._show_results()
            return
        seat = self.match.to_act()[0]
        queue_machine_move(self, seat)

    def _play(self, seat: int, action: Any) -> None:
        self.pending = None
        self.hint = None
        self.choice = None
        self.choice_focus = None
        self.hover_value = None
        self.hover_throw = False
        try:
            events = self.match.play(seat, action)
        except IllegalAction as exc:  # cannot happen through the UI's own checks; never crash the table
            self.show_hint(str(exc.detail or exc.rule) if hasattr(exc, "rule") else str(exc))
            return
        self._enqueue(events)

    def _show_results(self) -> None:
        if self.finished:
            return
        self.finished = True
        from .results import ResultsScene

        self.app.stack.replace(ResultsScene(self.app, self.match))

    def _show_summary(self, events: list[Any]) -> None:
        from .round_summary import RoundSummaryScene

        self.app.stack.push(RoundSummaryScene(self.app, self.match, events))

    # -- keeping the picture honest ----------------------------------------------------------------
    def _sync_from_state(self) -> None:
        """Make the display match the rules state (after animations, or when joining a game in progress)."""
        self._synced = True
        s = self.match.state
        d = self.d
        d.round = s.round
        d.start_player = s.start_player
        d.turn = None if self.match.over else s.current
        d.money = list(s.money)
        d.bills_won = [len(w) for w in s.won]
        d.pile = len(s.pile)
        d.flying_dice.clear()
        d.flying_bills.clear()
        d.labels.clear()
        d.scoring = None
        self.scoring_shown = False
        for i in range(self.casino_count):
            shown = [(c.owner, c.kind, c.value) for c in d.casino_dice[i]]
            real = [(x.owner, x.kind, x.value) for x in s.casinos[i]]
            if shown != real:
                d.casino_dice[i] = [CasinoDie(x.owner, x.kind, x.value) for x in s.casinos[i]]
            d.casino_bills[i] = list(s.bills[i])
            d.bill_alpha[i] = [255] * len(s.bills[i])
        throw = s.throw or ()
        d.dice_left = [_own(h) for h in s.supply]
        d.white_left = [len(h) - _own(h) for h in s.supply]
        d.hand = [_own_kinds(h) for h in s.supply]
        if s.phase == "place" and throw:
            d.hand[s.current] = _take_kinds(d.hand[s.current], throw, s.current)
            d.dice_left[s.current] = max(0, d.dice_left[s.current] - sum(1 for x in throw if x.owner == s.current))
            d.white_left[s.current] = max(0, d.white_left[s.current] - sum(1 for x in throw if x.owner < 0))
            if [(a.owner, a.kind, a.value) for a in d.arena] != [(x.owner, x.kind, x.value) for x in throw]:
                d.arena = resting_sprites(self.rng, [(x.owner, x.kind, x.value) for x in throw])
        else:
            d.arena = []

    # -- events -> animations ------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        self._synced = False
        for ev in events:
            if isinstance(ev, RoundStarted):
                self._events_round = ev.round
                self.queue.add(self._anim_round_started(ev))
            elif isinstance(ev, TurnStarted):
                self.queue.add(Call(lambda p=ev.player: setattr(self.d, "turn", p)))
            elif isinstance(ev, PlayerSkipped):
                self.queue.add(self._anim_skipped(ev))
            elif isinstance(ev, DiceThrown):
                self.queue.add(self._anim_throw(ev))
            elif isinstance(ev, DicePlaced):
                self.queue.add(self._anim_place(ev))
            elif isinstance(ev, TieCancelled | BillPaid | BillsReturned) or type(ev).__name__ in _SCORING_EXTRA:
                self._round_events.append(ev)
            elif isinstance(ev, RoundEnded):
                scoring = self._round_events + [ev]
                self._round_events = []
                self.queue.add(self._anim_scoring(scoring))
                self.queue.add(Call(lambda evs=scoring: self._show_summary(evs)))
            elif isinstance(ev, GameEnded):
                self.queue.add(Call(self._show_results))
            elif type(ev).__name__ == "WhiteDicePreplaced":
                self.queue.add(self._anim_white_preplaced(ev))
            elif type(ev).__name__ == "DieKicked":
                self.queue.add(self._anim_kick(ev.casino - 1, ev.kicker, ev.die, ev.returned))
            elif type(ev).__name__ == "KickerOut":
                self.queue.add(self._anim_kick(ev.casino - 1, ev.kicker, None, False))

    def _anim_round_started(self, ev: RoundStarted) -> Task:
        d = self.d

        def begin() -> None:
            d.round = ev.round
            d.start_player = ev.start_player
            d.turn = None
            d.arena = []
            for i in range(self.casino_count):
                d.casino_dice[i] = []
                d.casino_bills[i] = []
                d.bill_alpha[i] = []
            d.dice_left = [_own(h) for h in self.match.state.supply]
            d.white_left = [len(h) - _own(h) for h in self.match.state.supply]
            d.hand = [_own_kinds(h) for h in self.match.state.supply]
            d.pile = len(self.match.state.pile) + sum(len(b) for b in ev.bills)
            d.add_log(t("table.log_round", n=ev.round), style.GOLD)

        deals: list[Task] = []
        pile = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))
        for i, bills in enumerate(ev.bills):
            rect = self.view.casino_rects[i]
            slots = lay.casino_bill_slots(rect, len(bills))
            for k, amount in enumerate(bills):
                deals.append(deal_bill(d, "casino_bills", i, amount, pile, slots[k], duration=0.32))
        banner_task = round_banner(d, t("table.round_start_banner", n=ev.round), lay.CENTRE, 0.7)
        return Sequence([Call(begin), Parallel([banner_task, Sequence([Wait(0.15), stagger(deals, 0.06)])])])

    def _anim_skipped(self, ev: PlayerSkipped) -> Task:
        said = (self._events_round, ev.player)
        if said in self._skip_said:  # said once this round already; every later turn would only repeat it
            return Call(lambda: None)
        self._skip_said.add(said)
        rect = self.view.panels[ev.player]
        label = Label(t("table.log_skipped", name=self._name(ev.player)), rect.centerx, rect.y - 16, style.PAPER, 15)

        def fade(p: float) -> None:
            label.alpha = round(255 * (1 - p))
            label.y = rect.y - 16 - 20 * p

        return Sequence(
            [
                Call(lambda: (self.d.labels.append(label), self.d.add_log(label.text, (170, 200, 185)))),
                Tween(0.6, fade, ease_in_quad),
                Call(lambda: label in self.d.labels and self.d.labels.remove(label)),
            ]
        )

    def _anim_throw(self, ev: DiceThrown) -> Task:
        d = self.d
        sprites: list[DieSprite] = []
        tracks: list[Any] = []
        panel = self.view.panels[ev.player]

        def begin() -> None:
            d.turn = ev.player
            sprites[:] = [DieSprite(x.owner, x.kind, x.value) for x in ev.dice]
            sizes = [float(lay.ARENA_DIE) * (1.3 if x.kind == "b" else 1.0) for x in ev.dice]
            origin = (float(panel.centerx), float(panel.y + 30))
            tracks[:] = simulate([x.value for x in ev.dice], sizes, origin, lay.throw_entry(panel), self.rng)
            d.arena = list(sprites)
            d.dice_left[ev.player] = max(0, d.dice_left[ev.player] - sum(1 for x in ev.dice if x.owner == ev.player))
            d.white_left[ev.player] = max(0, d.white_left[ev.player] - sum(1 for x in ev.dice if x.owner < 0))
            d.hand[ev.player] = _take_kinds(d.hand[ev.player], ev.dice, ev.player)

        def play(p: float) -> None:
            now = p * THROW_DURATION
            for s, track in zip(sprites, tracks, strict=True):
                f = track.at(now)
                s.x, s.y, s.lift, s.angle, s.face = f.x, f.y, f.lift, f.angle, f.face

        def landed() -> None:
            self.throwing = False
            faces = " ".join(str(v) for v in sorted(x.value for x in ev.dice))
            d.add_log(t("table.log_threw", name=self._name(ev.player), faces=faces), self.view.colour(ev.player))

        def start() -> None:
            self.throwing = True
            begin()

        return Tween(THROW_DURATION, play, linear, on_start=start, on_done=landed)

    def _anim_place(self, ev: DicePlaced) -> Task:
        d = self.d
        casino = ev.casino - 1
        rect = self.view.casino_rects[casino]
        panel = self.view.panels[ev.player]
        group = Parallel()

        def begin() -> None:
            if len(d.arena) != len(ev.dice) + len(ev.returned):
                d.arena = resting_sprites(self.rng, [(x.owner, x.kind, x.value) for x in (*ev.dice, *ev.returned)])
            chosen = [s for s in d.arena if s.value == ev.value]
            rest = [s for s in d.arena if s.value != ev.value]
            d.arena = []
            has_white = d.white_column
            counts: dict[int, int] = {}
            for c in d.casino_dice[casino]:
                counts[c.owner] = counts.get(c.owner, 0) + 1
            finals = dict(counts)
            for s in chosen:
                finals[s.owner] = finals.get(s.owner, 0) + 1
            flights: list[Task] = []
            for s in chosen:
                index = counts.get(s.owner, 0)
                counts[s.owner] = index + 1
                x, y, size = casino_die_pos(rect, s.owner, index, d.players, has_white, finals[s.owner])
                flights.append(
                    self._fly_die(
                        s,
                        (x, y),
                        size,
                        lambda s=s: d.casino_dice[casino].append(CasinoDie(s.owner, s.kind, s.value)),
                    )
                )
            back: list[Task] = []
            slot = d.dice_left[ev.player]
            for s in rest:
                if s.owner == ev.player:
                    target = panel_dice_pos(panel, min(slot, 7), 46 if d.white_column else 0)
                    slot += 1

                    def home(owner: int = s.owner, kind: str = s.kind) -> None:
                        d.dice_left[owner] += 1
                        _give_kind(d.hand[owner], kind)
                else:  # white dice go back into the thrower's hand too
                    target = panel_dice_pos(panel, 8, 46)

                    def home() -> None:
                        d.white_left[ev.player] += 1

                back.append(self._fly_die(s, target, PANEL_DIE, home))
            group.add(stagger(flights, 0.07))
            group.add(Sequence([Wait(0.1), stagger(back, 0.04)]))
            d.add_log(
                t(
                    "table.log_placed",
                    name=self._name(ev.player),
                    count=len(ev.dice),
                    value=ev.value,
                    casino=self._casino_name(ev.casino),
                ),
                self.view.colour(ev.player),
            )

        return Sequence([Call(begin), group, Wait(0.1)])

    def _fly_die(
        self, s: DieSprite, target: tuple[float, float], size: float, landed: Callable[[], object], fade: bool = False
    ) -> Task:
        d = self.d
        start = (s.x, s.y)
        start_size = s.size
        start_angle = s.angle
        end_angle = round(start_angle / 90) * 90

        def begin() -> None:
            d.flying_dice.append(s)

        def move(p: float) -> None:
            s.x, s.y = arc2(start, target, p, 0)
            s.lift = 46 * math.sin(math.pi * p)
            s.size = lerp(start_size, size, p)
            s.angle = lerp(start_angle, end_angle, p)
            if fade:
                s.alpha = round(255 * (1 - p))

        def done() -> None:
            if s in d.flying_dice:
                d.flying_dice.remove(s)
            landed()

        return Tween(0.45, move, ease_in_out_quad, on_start=begin, on_done=done)

    # -- scoring ---------------------------------------------------------------------------------------
    def _anim_scoring(self, events: list[Any]) -> Task:
        d = self.d
        seq = Sequence([Call(lambda: setattr(self, "scoring_shown", True))])
        for e in events:
            if type(e).__name__ == "RainbowReplaced":
                seq.add(self._anim_rainbow(e))
        for i in range(self.casino_count):
            number = i + 1
            ties = [e for e in events if isinstance(e, TieCancelled) and e.casino == number]
            paid = [
                e
                for e in events
                if (isinstance(e, BillPaid) or type(e).__name__ == "NeutralWon") and e.casino == number
            ]
            returned = [e for e in events if isinstance(e, BillsReturned) and e.casino == number]
            if not (ties or paid or returned):
                seq.add(Call(lambda i=i: d.casino_dice[i].clear()))
                continue
            seq.add(Call(lambda i=i: (setattr(d, "scoring", i), setattr(d, "turn", None))))
            seq.add(Wait(0.25))
            for tie in ties:
                seq.add(self._anim_tie(i, tie))
            if paid:
                seq.add(stagger([self._pay_bill(i, k, e) for k, e in enumerate(paid)], 0.18))
            for e in returned:
                seq.add(self._return_bills(i, len(paid), e))
            seq.add(self._clear_casino(i))
        seq.add(Call(lambda: (setattr(d, "scoring", None), setattr(self, "scoring_shown", False))))
        return seq

    def _anim_rainbow(self, e: Any) -> Task:
        """Before scoring a rainbow card lifts off its casino (discarded, open) and the top bill of the pile flies
        into its place; then the casino's bills are sorted again."""
        d = self.d
        i = e.casino - 1
        rect = self.view.casino_rects[i]
        text = t("table.rainbow", amount=style.money(e.drawn)) if e.drawn else t("table.rainbow_none")
        label = Label(text, rect.centerx, rect.y + 100, style.WHITE, 15, 0, plate=(120, 60, 170))
        card = BillSprite(0, 0.0, 0.0)
        new = BillSprite(e.drawn or 0, float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery), scale=0.8)
        slot: list[tuple[float, float]] = []
        pile = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))

        def begin() -> None:
            d.scoring = i
            d.turn = None
            d.labels.append(label)
            d.add_log(f"{self._casino_name(e.casino)}: {text}", (200, 160, 240))
            bills = d.casino_bills[i]
            k = bills.index(0) if 0 in bills else 0
            slots = lay.casino_bill_slots(rect, max(1, len(bills)))
            slot[:] = [slots[min(k, len(slots) - 1)]]
            card.x, card.y = slot[0]
            if k < len(d.bill_alpha[i]):
                d.bill_alpha[i][k] = 0
            d.flying_bills.append(card)

        def lift(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3))
            card.y = slot[0][1] - 34 * ease_out_cubic(p)
            card.scale = lerp(1.0, 1.25, p)
            card.angle = 18 * p
            card.alpha = round(255 * (1 - p * p))

        def fly_start() -> None:
            if card in d.flying_bills:
                d.flying_bills.remove(card)
            if e.drawn is not None:
                d.pile = max(0, d.pile - 1)
                d.flying_bills.append(new)

        def fly(p: float) -> None:
            new.x, new.y = arc2(pile, slot[0], p, 40)
            new.scale = lerp(0.8, 1.0, p)
            new.angle = 20 * (1 - p)

        def end() -> None:
            for sprite in (card, new):
                if sprite in d.flying_bills:
                    d.flying_bills.remove(sprite)
            d.casino_bills[i] = list(e.bills)
            d.bill_alpha[i] = [255] * len(e.bills)

        def fade(p: float) -> None:
            label.alpha = round(255 * (1 - p))

        def gone() -> None:
            if label in d.labels:
                d.labels.remove(label)

        return Sequence(
            [
                Call(begin),
                Tween(0.5, lift, linear),
                Call(fly_start),
                Tween(0.4 if e.drawn is not None else 0.05, fly, ease_out_cubic, on_done=end),
                Wait(0.25),
                Tween(0.2, fade, linear, on_done=gone),
            ]
        )

    def _anim_white_preplaced(self, ev: Any) -> Task:
        """With three players the start player's two extra white dice roll out and go to their casinos."""
        d = self.d
        follow = Parallel()

        def begin() -> None:
            counts: dict[int, int] = {}
            flights: list[Task] = []
            for k, die in enumerate(ev.dice):
                casino = die.value - 1
                base = sum(1 for c in d.casino_dice[casino] if c.owner < 0) + counts.get(casino, 0)
                counts[casino] = counts.get(casino, 0) + 1
                x, y, size = casino_die_pos(self.view.casino_rects[casino], -1, base, d.players, d.white_column)
                sprite = DieSprite(die.owner, die.kind, die.value, lay.CENTRE[0] + (k - 0.5) * 56, lay.CENTRE[1])
                sprite.face = die.value

                def place(casino: int = casino, die: Any = die) -> None:
                    d.casino_dice[casino].append(CasinoDie(die.owner, die.kind, die.value))

                flights.append(self._fly_die(sprite, (x, y), size, place))
            follow.add(stagger(flights, 0.15))

        return Sequence([Wait(0.2), Call(begin), follow])

    def _anim_kick(self, casino: int, kicker: Any, die: Any | None, returned: bool) -> Task:
        """A kicker (and the die it kicks) leave a casino: the kicker is out, the kicked die goes home."""
        d = self.d
        rect = self.view.casino_rects[casino]
        moving: list[tuple[CasinoDie, DieSprite]] = []
        label = Label(t("table.kick"), rect.centerx, rect.y + 100, style.WHITE, 18, 0, plate=style.KICKER_DIE[0])

        def find(target: Any, taken: list[CasinoDie]) -> CasinoDie | None:
            for c in reversed(d.casino_dice[casino]):
                if c not in taken and (c.owner, c.value, c.kind) == (target.owner, target.value, target.kind):
                    return c
            return None

        def begin() -> None:
            taken: list[CasinoDie] = []
            for target in (kicker, die):
                if target is None:
                    continue
                c = find(target, taken)
                if c is None:
                    continue
                taken.append(c)
                x, y, size = self._casino_die_xy(casino, c)
                moving.append((c, DieSprite(c.owner, c.kind, c.value, x, y, 0, 0, c.value, size)))
            d.labels.append(label)
            if die is not None:
                d.add_log(
                    t(
                        "table.log_kicked",
                        name=self._name(kicker.owner),
                        victim=self._name(die.owner),
                        casino=self._casino_name(casino + 1),
                    ),
                    style.KICKER_DIE[0] if sum(style.KICKER_DIE[0]) > 330 else (200, 160, 240),
                )

        def shake(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3))
            for c, _ in moving:
                c.dx = 3 * math.sin(p * 40)

        def lift_off() -> None:
            label.alpha = 0
            if label in d.labels:
                d.labels.remove(label)
            flights: list[Task] = []
            for c, sprite in moving:
                if c in d.casino_dice[casino]:
                    d.casino_dice[casino].remove(c)
                goes_home = c is not moving[0][0] and returned and c.owner >= 0
                if goes_home:
                    panel = self.view.panels[c.owner]
                    target = panel_dice_pos(panel, min(d.dice_left[c.owner], 7), 46 if d.white_column else 0)

                    def home(owner: int = c.owner, kind: str = c.kind) -> None:
                        d.dice_left[owner] += 1
                        _give_kind(d.hand[owner], kind)

                    flights.append(self._fly_die(sprite, target, PANEL_DIE, home))
                else:
                    up = (sprite.x, sprite.y - 60)
                    flights.append(self._fly_die(sprite, up, sprite.size * 1.4, lambda: None, fade=True))
            follow.add(Parallel(flights))

        follow = Sequence()
        return Sequence([Call(begin), Tween(0.35, shake, linear), Call(lift_off), follow])

    def _casino_die_xy(self, casino: int, target: CasinoDie) -> tuple[float, float, int]:
        index = 0
        for c in self.d.casino_dice[casino]:
            if c is target:
                break
            if c.owner == target.owner:
                index += 1
        group = sum(1 for c in self.d.casino_dice[casino] if c.owner == target.owner)
        rect = self.view.casino_rects[casino]
        return casino_die_pos(rect, target.owner, index, self.d.players, self.d.white_column, group)

    def _anim_tie(self, casino: int, tie: TieCancelled) -> Task:
        d = self.d
        rect = self.view.casino_rects[casino]
        label = Label(t("table.tie"), rect.centerx, rect.y + 100, style.WHITE, 20, 0, plate=style.DANGER)
        victims: list[CasinoDie] = []

        def begin() -> None:
            victims[:] = [c for c in d.casino_dice[casino] if c.owner in tie.players]
            d.labels.append(label)
            names = ", ".join(self._name(p) for p in tie.players)
            d.add_log(t("table.log_tie", casino=self._casino_name(tie.casino), names=names), style.DANGER)

        def shake(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3))
            label.scale = lerp(1.6, 1.0, ease_out_back(min(1.0, p * 1.5)))
            for c in victims:
                c.dx = 3.5 * math.sin(p * 38) * (1 - p * 0.5)

        def vanish(p: float) -> None:
            for c in victims:
                c.dx = 0
                c.alpha = round(255 * (1 - p))
                c.scale = lerp(1.0, 0.3, p)
            label.y = rect.y + 100 - 18 * p
            label.alpha = round(255 * (1 - p * p))

        def end() -> None:
            d.casino_dice[casino] = [c for c in d.casino_dice[casino] if c not in victims]
            if label in d.labels:
                d.labels.remove(label)

        return Sequence([Call(begin), Tween(0.45, shake, linear), Tween(0.4, vanish, ease_in_quad), Call(end)])

    def _pay_bill(self, casino: int, k: int, e: BillPaid) -> Task:
        d = self.d
        slots = lay.casino_bill_slots(self.view.casino_rects[casino], len(d.casino_bills[casino]) or 1)
        neutral = not isinstance(e, BillPaid)
        if neutral:
            target = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))
        else:
            target = panel_money_pos(self.view.panels[e.player])

        def log() -> None:
            name = self._name(-1 if neutral else e.player)
            text = t("table.log_paid", name=name, amount=style.money(e.amount), casino=self._casino_name(e.casino))
            d.add_log(text, style.PAPER if neutral else self.view.colour(e.player))

        start = slots[min(k, len(slots) - 1)]
        return pay_bill(d, casino, k, e.amount, start, target, None if neutral else e.player, log)

    def _return_bills(self, casino: int, first: int, e: BillsReturned) -> Task:
        d = self.d
        rect = self.view.casino_rects[casino]
        slots = lay.casino_bill_slots(rect, len(d.casino_bills[casino]) or 1)
        target = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))
        sprites = [BillSprite(amount, *slots[min(first + k, len(slots) - 1)]) for k, amount in enumerate(e.bills)]
        starts = [(s.x, s.y) for s in sprites]

        def begin() -> None:
            for k in range(len(e.bills)):
                if first + k < len(d.bill_alpha[casino]):
                    d.bill_alpha[casino][first + k] = 0
            d.flying_bills.extend(sprites)
            d.add_log(tn("table.log_returned", len(e.bills), casino=self._casino_name(e.casino)), (170, 200, 185))

        def move(p: float) -> None:
            for s, st in zip(sprites, starts, strict=True):
                s.x, s.y = arc2(st, target, p, 20)
                s.scale = lerp(1.0, 0.7, p)
                s.alpha = round(255 * (1 - 0.7 * p))
                s.angle = -25 * p

        def land() -> None:
            for s in sprites:
                if s in d.flying_bills:
                    d.flying_bills.remove(s)
            d.pile += len(e.bills)

        return Tween(0.5, move, ease_in_out_quad, on_start=begin, on_done=land)

    def _clear_casino(self, casino: int) -> Task:
        d = self.d

        def clear() -> None:
            d.casino_dice[casino], d.casino_bills[casino], d.bill_alpha[casino] = [], [], []

        return fade_away(lambda: list(d.casino_dice[casino]), clear, 0.25, ease_out_quad, 0.1)

    # -- input -----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if log_scroll_event(self, event, self.view.log_box()):
            return True
        if event.type == pygame.KEYDOWN:
            if self.choice is not None and self._choice_key(event):
                return True
            if self.match.state.phase == "kick" and self.human_seat() is not None and self._kick_key(event.key):
                return True
            if event.key == pygame.K_ESCAPE:
                from .pause import PauseScene

                self.app.stack.push(PauseScene(self.app))
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.try_roll()
                return True
            if event.key in _VALUE_KEYS:
                self.try_place(_VALUE_KEYS[event.key], bandit=bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
                return True
            return False
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and hasattr(event, "pos"):
            button = getattr(event, "button", 1)
            if button == 1:
                self.click(event.pos)
                return True
            if button == 3:
                self.click(event.pos, bandit=True)
                return True
        return False

    def _why_not(self) -> str:
        """A short hint for input that came at the wrong moment."""
        if self.match.over or self.finished:
            return t("table.game_over")
        if self.scoring_shown or self.d.scoring is not None:
            return t("table.hint_scoring")
        # While animations run, the state is ahead of the picture: speak of whose move is shown.
        acting = [self.d.turn] if self.queue.busy and self.d.turn is not None else self.match.to_act()
        if acting and not self.match.seats[acting[0]].is_human:
            return t("table.hint_not_your_turn", name=self._name(acting[0]))
        return t("table.hint_busy")

    def try_roll(self) -> bool:
        seat = self.human_seat()
        if seat is None:
            self.show_hint(self._why_not())
            return False
        if self.match.state.phase == "kick":
            self.show_hint(self._kick_hint())
            return False
        if self.match.state.phase != "roll":
            self.show_hint(t("table.hint_choose"))
            return False
        self._play(seat, Roll())
        return True

    def _choice_key(self, event: pygame.event.Event) -> bool:
        """Keys while the casino-or-Bandit prompt is open: C / B pick, arrows or Tab move, Enter confirms, Esc
        closes the prompt (the value can then be chosen again)."""
        key = event.key
        value = self.choice
        assert value is not None
        if key == pygame.K_ESCAPE:
            self.close_choice()
        elif key == pygame.K_c or _VALUE_KEYS.get(key) == value and not getattr(event, "mod", 0) & pygame.KMOD_SHIFT:
            self.choose("casino")
        elif key == pygame.K_b or _VALUE_KEYS.get(key) == value:
            self.choose("bandit")
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.choice_focus = "bandit" if self.choice_focus == "casino" else "casino"
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.choice_focus is None:
                self.show_hint(t("table.hint_choice", casino=self._casino_name(value)))
            else:
                self.choose(self.choice_focus)
        else:
            return False
        return True

    def close_choice(self) -> None:
        self.choice = None
        self.choice_focus = None
        self.hover_value = None

    def choose(self, where: str) -> bool:
        """Answer the casino-or-Bandit prompt."""
        value = self.choice
        if value is None:
            return False
        self.close_choice()
        return self.try_place(value, bandit=where == "bandit", ask=False)

    def _kick_key(self, key: int) -> bool:
        """Phase "kick" by keyboard: arrows or Tab walk over the dice that may be kicked, Enter/Space kicks."""
        targets = self.kickable()
        if not targets:
            return False
        if key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
            if self.hover_kick in targets:
                self.hover_kick = targets[(targets.index(self.hover_kick) + step) % len(targets)]
            else:
                self.hover_kick = targets[0] if step > 0 else targets[-1]
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.hover_kick in targets:
                self.try_kick(self.hover_kick)
            else:
                self.show_hint(self._kick_hint())
            return True
        return False

    def try_place(self, value: int, bandit: bool = False, ask: bool = True) -> bool:
        """Place the thrown dice of `value`. When both its casino and the Bandit are legal and the player has not
        said which (`ask`), open the casino-or-Bandit prompt instead (returns False: nothing placed yet)."""
        seat = self.human_seat()
        if seat is None:
            self.show_hint(self._why_not())
            return False
        phase = self.match.state.phase
        if phase == "kick":
            self.show_hint(self._kick_hint())
            return False
        if phase != "place":
            self.show_hint(t("table.hint_throw_first"))
            return False
        legal = self.match.legal(seat)
        action = Place(value, bandit=True) if bandit else Place(value)
        if ask and not bandit and action in legal and Place(value, bandit=True) in legal:
            self.choice = value
            self.choice_focus = None
            self.hover_value = value
            return False
        if action not in legal:
            if bandit and Place(value) in legal and self.casino_count > 6:
                self.show_hint(t("table.hint_bandit_taken", value=value))
            else:
                self.show_hint(t("table.hint_no_value", value=value))
            return False
        self._play(seat, action)
        return True

    def choice_button_at(self, pos: tuple[float, float]) -> str | None:
        if self.choice is None:
            return None
        casino_button, bandit_button = lay.choice_buttons()
        if casino_button.collidepoint(pos):
            return "casino"
        if bandit_button.collidepoint(pos):
            return "bandit"
        return None

    def _kick_hint(self) -> str:
        return t("table.hint_kick", casino=self._casino_name(self.match.state.kick_casino + 1))

    def kickable(self) -> list[CasinoDie]:
        """Dice in the kick casino the human may click now (phase "kick")."""
        seat = self.human_seat()
        state = self.match.state
        if seat is None or state.phase != "kick":
            return []
        targets = {(a.die.owner, a.die.value, a.die.kind) for a in self.match.legal(seat) if hasattr(a, "die")}
        return [c for c in self.d.casino_dice[state.kick_casino] if (c.owner, c.value, c.kind) in targets]

    def casino_die_at(self, pos: tuple[float, float], casino: int) -> CasinoDie | None:
        for c in reversed(self.d.casino_dice[casino]):
            x, y, size = self._casino_die_xy(casino, c)
            if abs(pos[0] - x) <= size * 0.6 and abs(pos[1] - y) <= size * 0.6:
                return c
        return None

    def try_kick(self, target: CasinoDie) -> bool:
        seat = self.human_seat()
        if seat is None or target not in self.kickable():
            self.show_hint(self._kick_hint() if seat is not None else self._why_not())
            return False
        for action in self.match.legal(seat):
            die = getattr(action, "die", None)
            if die is not None and (die.owner, die.value, die.kind) == (target.owner, target.value, target.kind):
                self.hover_kick = None
                self._play(seat, action)
                return True
        return False

    def die_at(self, pos: tuple[float, float]) -> DieSprite | None:
        best = None
        for s in self.d.arena:
            if s.lift:
                continue
            half = s.size * (0.65 if s.kind != "b" else 0.85)
            hit = abs(pos[0] - s.x) <= half and abs(pos[1] - s.y) <= half
            if hit and (best is None or s.y > best.y):  # the one drawn on top
                best = s
        return best

    def casino_at(self, pos: tuple[float, float]) -> int | None:
        for i, rect in enumerate(self.view.casino_rects):
            if rect.collidepoint(pos):
                return i
        return None

    def _throw_button_visible(self) -> bool:
        return self.human_seat() is not None and self.match.state.phase == "roll"

    def _over_throw_button(self, pos: tuple[float, float]) -> bool:
        return math.dist(pos, lay.CENTRE) <= lay.THROW_BUTTON_RADIUS

    def _hover(self, pos: tuple[float, float]) -> None:
        self.hover_value = None
        self.hover_kick = None
        if self.choice is not None:
            self.hover_value = self.choice
            casino = self.casino_at(pos)
            button = self.choice_button_at(pos)
            if button is not None:
                self.choice_focus = button
            elif casino == 6:
                self.choice_focus = "bandit"
            elif casino == self.choice - 1:
                self.choice_focus = "casino"
            else:
                self.choice_focus = None
            return
        self.hover_throw = self._throw_button_visible() and self._over_throw_button(pos)
        phase = self.match.state.phase
        if self.human_seat() is None:
            return
        if phase == "kick":
            c = self.casino_die_at(pos, self.match.state.kick_casino)
            self.hover_kick = c if c is not None and c in self.kickable() else None
            return
        if phase != "place":
            return
        die = self.die_at(pos)
        if die is not None:
            self.hover_value = die.value
            return
        casino = self.casino_at(pos)
        if casino is not None and casino < 6 and any(s.value == casino + 1 for s in self.d.arena):
            self.hover_value = casino + 1

    def click(self, pos: tuple[float, float], bandit: bool = False) -> None:
        if not bandit and self._throw_button_visible() and self._over_throw_button(pos):
            self.try_roll()
            return
        if self.choice is not None and self._click_choice(pos, bandit):
            return
        seat = self.human_seat()
        if seat is not None and self.match.state.phase == "kick":
            c = self.casino_die_at(pos, self.match.state.kick_casino)
            if c is not None:
                self.try_kick(c)
            else:
                self.show_hint(self._kick_hint())
            return
        die = self.die_at(pos)
        if die is not None:
            self.try_place(die.value, bandit=bandit)
            return
        casino = self.casino_at(pos)
        if seat is None:
            self.show_hint(self._why_not())
        elif self.match.state.phase == "roll":
            self.show_hint(t("table.hint_throw_first"))
        elif casino is not None and casino < 6 and Place(casino + 1) in self.match.legal(seat):
            self.try_place(casino + 1)
        elif casino is not None and casino < 6:
            self.show_hint(t("table.hint_no_value", value=casino + 1))
        elif casino is not None:
            self.show_hint(t("table.do_bandit"))
        else:
            self.show_hint(t("table.hint_pick_die"))

    def _click_choice(self, pos: tuple[float, float], bandit: bool) -> bool:
        """A click while the casino-or-Bandit prompt is open: its buttons or the two lit casinos answer it;
        a click on another die chooses again; anywhere else closes the prompt."""
        value = self.choice
        assert value is not None
        button = self.choice_button_at(pos)
        casino = self.casino_at(pos)
        if button is not None and not bandit:
            self.choose(button)
            return True
        if casino == 6:
            self.choose("bandit")
            return True
        if casino == value - 1:
            self.choose("casino")
            return True
        die = self.die_at(pos)
        self.close_choice()
        if die is not None and die.value == value and not bandit:
            self.choice, self.hover_value = value, value  # the same die again: keep asking
            return True
        return die is None

    def on_resume(self) -> None:
        self.hover_value = self.choice

    # -- drawing ---------------------------------------------------------------------------------------
    def _casino_glow(self) -> dict[int, tuple[int, int, int]]:
        """Kickable dice glow violet; the one under the mouse glows bright."""
        glow = {id(c): style.KICKER_DIE[0] for c in self.kickable()}
        if self.hover_kick is not None:
            glow[id(self.hover_kick)] = style.HIGHLIGHT
        return glow

    def _turn_text(self) -> tuple[str, list[str]]:
        d = self.d
        if d.scoring is not None:
            return t("table.scoring_title"), [t("table.scoring", casino=self._casino_name(d.scoring + 1))]
        if self.match.over:
            return t("table.game_over"), []
        if d.turn is None:
            return t("table.round_start_banner", n=max(1, d.round)), []
        name = self._name(d.turn)
        human = self.match.seats[d.turn].is_human
        phase = self.match.state.phase
        current = self.match.state.current == d.turn
        if self.throwing:
            return t("table.rolling", name=name), []
        if not current and self.queue.busy:  # this seat's move is done in the state; it is still being shown
            nxt = self.match.to_act()
            return t("table.turn_placing", name=name), [t("table.next_turn", name=self._name(nxt[0]))] if nxt else []
        if not human:
            doing = t("table.computer_rolls") if phase == "roll" or not current else t("table.computer_chooses")
            return t("table.thinking", name=name), [doing]
        if self.pending is not None and self.pending[0] == "forced":
            return t("table.turn_choose", name=name), [t("table.do_forced")]
        if phase == "kick" and current:
            casino = self._casino_name(self.match.state.kick_casino + 1)
            lines = [t("table.do_kick", casino=casino)]
            if self.hover_kick is not None:
                victim = self.hover_kick
                lines.append(t("table.hover_kick", name=self._name(victim.owner), value=victim.value))
            return t("table.turn_kick", name=name), lines
        if phase == "place" and current and self.choice is not None:
            count = sum(1 for s in d.arena if s.value == self.choice)
            return t("table.turn_where", name=name), [t("table.do_where", count=count, value=self.choice)]
        if phase == "place" and current:
            lines = [t("table.do_choose")]
            if any(getattr(a, "bandit", False) for a in self.match.legal(d.turn)):
                lines.append(t("table.do_bandit"))
            if self.hover_value is not None:
                count = sum(1 for s in d.arena if s.value == self.hover_value)
                lines.append(
                    t(
                        "table.hover_place",
                        count=count,
                        value=self.hover_value,
                        casino=self._casino_name(self.hover_value),
                    )
                )
            return t("table.turn_choose", name=name), lines
        return t("table.turn_throw", name=name), [t("table.do_throw")]

    def draw(self, surface: pygame.Surface) -> None:
        title, lines = self._turn_text()
        hint = None
        if self.hint is not None:
            hint = (self.hint[0], min(1.0, self.hint[1] / 0.4))
        ui = {
            "clock": self.clock,
            "hover_value": self.hover_value,
            "target_casino": self.hover_value - 1 if self.hover_value is not None else None,
            "throw_button": self._throw_button_visible(),
            "throw_hover": self.hover_throw,
            "throw_colour": self.view.colour(self.d.turn) if self.d.turn is not None else style.GOLD,
            "hint": hint,
            "turn_title": title,
            "turn_lines": lines,
            "awaiting_human": self.human_seat() is not None,
            "casino_glow": self._casino_glow(),
        }
        if self.match.state.phase == "kick" and self.human_seat() is not None:
            ui["target_casino"] = self.match.state.kick_casino
        if self.choice is not None and self.human_seat() is not None:
            casino_button, bandit_button = lay.choice_buttons()
            ui["choice"] = [
                {
                    "rect": casino_button,
                    "label": self._casino_name(self.choice),
                    "number": self.choice,
                    "key": t("table.choice_key_casino"),
                    "focus": self.choice_focus == "casino",
                },
                {
                    "rect": bandit_button,
                    "label": t("table.bandit_short"),
                    "number": 7,
                    "key": t("table.choice_key_bandit"),
                    "focus": self.choice_focus == "bandit",
                },
            ]
            lit = {"casino": [self.choice - 1], "bandit": [6]}.get(self.choice_focus or "", [self.choice - 1, 6])
            ui["target_casinos"] = lit
            ui["target_casino"] = None
        self.view.draw(surface, self.d, ui)
