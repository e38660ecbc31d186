"""The Royale table's animations of dice, money and jetons, one per rules event (the table's animations part: it
works on the shared board's display model `d`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

from vegas_desktop.app import style
from vegas_desktop.app.tween import (
    Call,
    Parallel,
    Sequence,
    Task,
    Wait,
    arc2,
    ease_in_out_quad,
    flight,
    lerp,
    linear,
    stagger,
)
from vegas_desktop.core.game import Event
from vegas_desktop.core.narration import Line
from vegas_desktop.royale.model import BLACK, BLOCK_GROUPS, GREY, Die, Pieces, RoyaleState
from vegas_desktop.royale.moves import (
    BadLuckDue,
    BadLuckPaid,
    BillPaid,
    BillsReturned,
    BlackDieChosen,
    BoxPicked,
    BoxSplitMade,
    DiceMoved,
    DicePlaced,
    DiceThrown,
    FiftyFiftyRolled,
    GameEnded,
    JetonsChanged,
    JetonSkip,
    KnockoutChosen,
    LuckyPunchChosen,
    LuckyPunchResolved,
    MarkerMoved,
    MoneyPaid,
    PlaqueMoved,
    PlayerSkipped,
    RoundEnded,
    RoundStarted,
    ThrowVoid,
    TieCancelled,
    TileActivated,
    TurnStarted,
)
from vegas_desktop.scenes.dice import arena as lay
from vegas_desktop.scenes.dice.throw import DURATION as THROW_DURATION
from vegas_desktop.scenes.dice.throw import Track, simulate
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.board import RoyaleBoard, RoyaleUI
from vegas_desktop.scenes.royale.tile_anims import RoyaleTileAnimations
from vegas_desktop.scenes.royale.view import (
    display_kind,
)
from vegas_desktop.scenes.table.anims import (
    appear_all,
    deal_bill,
    round_banner,
)
from vegas_desktop.scenes.table.parts import EventHandler, TableServices
from vegas_desktop.scenes.table.pieces import CasinoDie, DieSprite
from vegas_desktop.text import t

# The events this table animates (each through `RoyaleAnimations._animation`).
ANIMATED: tuple[type, ...] = (
    BadLuckDue,
    BadLuckPaid,
    BillPaid,
    BillsReturned,
    BlackDieChosen,
    BoxPicked,
    BoxSplitMade,
    DiceMoved,
    DicePlaced,
    DiceThrown,
    FiftyFiftyRolled,
    GameEnded,
    JetonSkip,
    JetonsChanged,
    KnockoutChosen,
    LuckyPunchChosen,
    LuckyPunchResolved,
    MarkerMoved,
    MoneyPaid,
    PlaqueMoved,
    PlayerSkipped,
    RoundEnded,
    RoundStarted,
    ThrowVoid,
    TieCancelled,
    TileActivated,
    TurnStarted,
)


class RoyaleAnimations:
    """The rules' events turned into queued animations on the shared board (dice, money and jetons here, tiles
    and the round's end in `RoyaleTileAnimations`); every event of a round is gathered for its summary."""

    def __init__(self, table: TableServices[RoyaleState], board: RoyaleBoard, ui: RoyaleUI) -> None:
        self.table = table
        self.board = board
        self.d = board.d
        self.view = board.view
        self.tiles = RoyaleTileAnimations(board, ui)
        self._skip_said: set[tuple[int, int]] = set()  # (round, seat): "no dice left" is said once a round
        self._events_round: int | None = None  # the round the events being queued belong to

    def handlers(self) -> dict[type, EventHandler]:
        """Every event type this table animates goes through `_animation` (one branch per type)."""
        return {cls: self._handle for cls in ANIMATED}

    def _handle(self, ev: Event) -> None:
        if isinstance(ev, RoundEnded):  # the table clears, then the round summary shows the round's events
            self.table.end_round(ev, lambda events: self.tiles.clear_table())
            return
        if isinstance(ev, GameEnded):
            self.table.end_game(ev)
            return
        self.table.gather(ev)  # the round summary reads them all
        task = self._animation(ev)
        if task is not None:
            self.table.queue.add(task)

    def _animation(self, ev: Event) -> Task | None:  # noqa: C901 - one branch per event type, each small
        d = self.d
        if isinstance(ev, RoundStarted):
            self._events_round = ev.round
            return self._anim_round_started(ev)
        if isinstance(ev, TurnStarted):
            return Call(partial(setattr, d, "turn", ev.player))
        if isinstance(ev, PlayerSkipped):
            said = (self._events_round if self._events_round is not None else self.table.seen().round, ev.player)
            if said in self._skip_said:  # once a round: every later turn would only repeat it
                return None
            self._skip_said.add(said)
            return Call(partial(self.d.add_log, self.board.tell.skipped(ev)))
        if isinstance(ev, DiceThrown):
            return self._anim_throw(ev)
        if isinstance(ev, DicePlaced):
            return self._anim_place(ev)
        if isinstance(ev, DiceMoved):
            return self._anim_moved(ev)
        if isinstance(ev, JetonsChanged):
            return self._anim_jetons(ev)
        if isinstance(ev, MoneyPaid):
            return self._anim_bank_pays(ev)
        if isinstance(ev, JetonSkip):
            return self._anim_back_to_hand(ev.player, self.board.tell.jeton_skip(ev))
        if isinstance(ev, ThrowVoid):
            return self._anim_back_to_hand(ev.player, self.board.tell.void(ev))
        if isinstance(ev, TileActivated):
            return self.tiles.tile(ev)
        if isinstance(ev, MarkerMoved):
            return self.tiles.marker(ev)
        if isinstance(ev, PlaqueMoved):
            return self.tiles.plaque(ev)
        if isinstance(ev, (LuckyPunchChosen, LuckyPunchResolved, KnockoutChosen, BlackDieChosen, FiftyFiftyRolled)):
            return self.tiles.choice_made(ev)
        if isinstance(ev, (BoxSplitMade, BoxPicked)):
            return self.tiles.box(ev)
        if isinstance(ev, BadLuckDue):
            return self.tiles.bad_luck(ev)
        if isinstance(ev, BadLuckPaid):
            return self.tiles.fine(ev)
        if isinstance(ev, TieCancelled):
            return self.tiles.tie(ev)
        if isinstance(ev, BillPaid):
            return self.tiles.bill_paid(ev)
        if isinstance(ev, BillsReturned):
            return self.tiles.bills_returned(ev)
        return None

    def _land(self, casino: int, die: CasinoDie) -> None:
        self.d.casino_dice[casino].append(die)

    def _anim_round_started(self, ev: RoundStarted) -> Task:
        d = self.d

        def begin() -> None:
            d.round = ev.round
            d.start_player = ev.start_player
            d.turn = None
            d.arena = []
            d.tiles = list(ev.tiles)
            d.pieces = Pieces()
            if "F1" in ev.tiles:
                d.pieces.block_groups = list(BLOCK_GROUPS)
            d.closed = None
            d.box_sizes = None
            d.black_reason = ""
            for i in range(6):
                d.casino_dice[i] = []
                d.casino_bills[i] = []
                d.bill_alpha[i] = []
            d.hands = [["d"] * 7 + ["B"] for _ in range(d.players)]
            d.pile = max(d.pile, sum(len(b) for b in ev.bills))
            d.add_log(self.board.tell.round_started(ev))

        deals: list[Task] = []
        pile = (float(rlay.PILE_RECT.centerx), float(rlay.PILE_RECT.centery))
        for i, bills in enumerate(ev.bills):
            slots = lay.casino_bill_slots(self.view.casino_rects[i], len(bills))
            for k, amount in enumerate(bills):
                deals.append(deal_bill(d, lambda: d.casino_bills, i, amount, pile, slots[k]))
        banner_task = round_banner(d, t("table.round_start_banner", n=ev.round), lay.CENTRE, 0.6)
        return Sequence([Call(begin), Parallel([banner_task, Sequence([Wait(0.15), stagger(deals, 0.05)])])])

    def _anim_throw(self, ev: DiceThrown) -> Task:
        """Player dice, the 2-player neutral dice and the black dice all fly and roll the same way."""
        d = self.d
        sprites: list[DieSprite] = []
        tracks: list[Track] = []
        black = bool(ev.dice) and ev.dice[0].kind == BLACK
        if black:
            origin_rect = (
                self.board.tile_rect(
                    {"jackpot": "A2", "fifty_fifty": "B2", "my_choice": "H2", "prime_time": "B1"}.get(ev.reason, "")
                )
                or rlay.PILE_RECT
            )
        elif ev.player >= 0:
            origin_rect = self.view.panels[ev.player]
        else:
            origin_rect = rlay.PILE_RECT

        def begin() -> None:
            sprites[:] = [DieSprite(x.owner, display_kind(x.kind), x.value) for x in ev.dice]
            sizes = [float(lay.ARENA_DIE) * (1.3 if x.kind == "B" else 1.0) for x in ev.dice]
            origin = (float(origin_rect.centerx), float(origin_rect.y + 30))
            tracks[:] = simulate(
                [x.value for x in ev.dice], sizes, origin, lay.throw_entry(origin_rect), self.board.rng
            )
            d.arena = list(sprites)
            d.add_log(self.board.tell.threw(ev))
            if black:
                d.pieces.black = tuple(x.value for x in ev.dice)
                d.black_reason = ev.reason
            elif ev.player >= 0:
                d.turn = ev.player
                d.hands[ev.player] = []

        def play(p: float) -> None:
            now = p * THROW_DURATION
            for s, track in zip(sprites, tracks, strict=True):
                f = track.at(now)
                s.x, s.y, s.lift, s.angle, s.face = f.x, f.y, f.lift, f.angle, f.face

        return flight(THROW_DURATION, play, linear, begin, appear=appear_all(sprites))

    def _fly(self, s: DieSprite, target: tuple[float, float], size: float, landed: Callable[[], object]) -> Task:
        d = self.d
        start = (s.x, s.y)
        start_size = s.size
        start_angle = s.angle

        def begin() -> None:
            d.flying_dice.append(s)

        def move(p: float) -> None:
            s.x, s.y = arc2(start, target, p, 0)
            s.lift = 40 * math.sin(math.pi * p)
            s.size = lerp(start_size, size, p)
            s.angle = lerp(start_angle, 0, p)

        def done() -> None:
            if s in d.flying_dice:
                d.flying_dice.remove(s)
            landed()

        return flight(0.42, move, ease_in_out_quad, begin, done, appear=appear_all([s]))

    def _anim_place(self, ev: DicePlaced) -> Task:
        d = self.d
        casino = ev.casino - 1
        group = Parallel()

        def begin() -> None:
            chosen = [s for s in d.arena if s.owner == ev.player and s.value == ev.value][: len(ev.dice)]
            flights: list[Task] = []
            counts: dict[int, int] = {}
            for c in d.casino_dice[casino]:
                counts[c.owner] = counts.get(c.owner, 0) + 1
            if not chosen:  # turned from the hand (Power Play, Handicap, My Choice 5): lift it off the panel
                for die in ev.dice:
                    self.board.take("hand", die)
                    sx, sy = self.board.point("hand", die)
                    kind = display_kind(die.kind)
                    chosen.append(DieSprite(die.owner, kind, die.value, sx, sy, 0, 0, die.value, 18.0))
            for s in chosen:
                if s in d.arena:
                    d.arena.remove(s)
                index = counts.get(s.owner, 0)
                counts[s.owner] = index + 1
                x, y, size = self.view.casino_slot(d, casino, s.owner, index)
                cd = CasinoDie(s.owner, s.kind, s.value)
                flights.append(self._fly(s, (x, y), size, partial(self._land, casino, cd)))
            back: list[Task] = []
            if ev.returned:
                for s in [s for s in d.arena if s.owner == ev.player]:
                    d.arena.remove(s)
                    die = Die(s.owner, s.value, "B" if s.kind == "b" else s.kind)
                    back.append(self._fly(s, self.board.point("hand", die), 15.0, partial(self.board.put, "hand", die)))
            group.add(stagger(flights, 0.06))
            group.add(Sequence([Wait(0.1), stagger(back, 0.04)]))
            line = self.board.tell.placed(ev)
            if line is not None:
                d.add_log(line)

        return Sequence([Call(begin), group, Wait(0.08)])

    def _anim_back_to_hand(self, seat: int, line: Line) -> Task:
        d = self.d
        group = Parallel()

        def begin() -> None:
            mine = [s for s in d.arena if s.owner == seat]
            flights = []
            for s in mine:
                d.arena.remove(s)
                die = Die(seat, s.value, "B" if s.kind == "b" else s.kind)
                flights.append(self._fly(s, self.board.point("hand", die), 15.0, partial(self.board.put, "hand", die)))
            group.add(stagger(flights, 0.04))

        return Sequence([self.board.note(line, lay.CENTRE, 0.3), Call(begin), group])

    def _anim_moved(self, ev: DiceMoved) -> Task:
        d = self.d
        group = Parallel()

        def begin() -> None:
            flights = []
            for k, die in enumerate(ev.dice):
                arena = [s for s in d.arena if s.kind == display_kind(die.kind) and s.value == die.value]
                if ev.source == "box" and arena:
                    s = arena[0]
                    d.arena.remove(s)
                else:
                    sx, sy = self.board.point(ev.source, die, k)
                    self.board.take(ev.source, die)
                    face = 0 if die.owner == GREY else (die.value or 6)
                    s = DieSprite(die.owner, display_kind(die.kind), face, sx, sy, 0, 0, face, 16.0)
                target = self.board.point(ev.target, die, self._count_at(ev.target, die.owner) + k)
                flights.append(self._fly(s, target, 16.0, partial(self.board.put, ev.target, die)))
            group.add(stagger(flights, 0.05))
            line = self.board.tell.moved(ev)
            if line is not None:
                d.add_log(line)

        return Sequence([Call(begin), group])

    def _count_at(self, location: str, owner: int) -> int:
        name, _, arg = location.partition(":")
        if name == "casino":
            return sum(1 for c in self.d.casino_dice[int(arg) - 1] if c.owner == owner)
        if name == "bar":
            return len(self.d.pieces.knockout_bar)
        if name == "double_down":
            return len(self.d.pieces.double_down)
        return 0

    def _anim_jetons(self, ev: JetonsChanged) -> Task:
        d = self.d

        def apply() -> None:
            d.jetons[ev.player] = max(0, d.jetons[ev.player] + ev.delta)
            d.jeton_pop[ev.player] = 1.0
            line = self.board.tell.jetons(ev)
            if line is not None:
                text = d.log_paint.render(line)[0]
                self.board.float_note(
                    text, self.board.above_panel(ev.player), style.HIGHLIGHT if ev.delta > 0 else style.DANGER
                )
                d.add_log(line)

        return Sequence([Call(apply), Wait(0.05 if ev.reason == "round" else 0.3)])

    def _anim_bank_pays(self, ev: MoneyPaid) -> Task:
        def begin() -> tuple[float, float]:
            line = self.board.tell.bank_pays(ev)
            self.d.add_log(line)
            self.board.float_note(self.d.log_paint.render(line)[0], self.board.above_panel(ev.player))
            return (float(rlay.PILE_RECT.centerx), float(rlay.PILE_RECT.centery))

        return self.board.card_to_panel(ev.player, ev.amount, begin, 80, (1.2, 0.8))
