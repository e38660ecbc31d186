"""Cash & Run's rules events as animations on the display model: dice thrown, the pawn hopping field by field,
chips flying between players, pot and bank, casino cards changing hands and bluff cards bought or discarded here;
the roulette wheel, the card, the single die, bluffs, auctions and final laps in `GameAnimations`."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping

from vegas_desktop.app import style
from vegas_desktop.app.tween import (
    Call,
    Parallel,
    Sequence,
    Task,
    Tween,
    Wait,
    arc2,
    ease_out_cubic,
    flight,
    linear,
    stagger,
)
from vegas_desktop.cashrun.model import BANK, CASINO_FIELD, POT, CashRunView
from vegas_desktop.cashrun.moves import (
    AllPlayed,
    AuctionStarted,
    BidMade,
    BidPassed,
    BluffAccepted,
    BluffBought,
    BluffChallenged,
    BluffDiscarded,
    BluffLaid,
    CardDrawn,
    CasinoBought,
    CasinoChangedHands,
    CasinoSold,
    ChipsMoved,
    DiceRolled,
    DieRolled,
    FinalLapEnded,
    FinalLapFailed,
    FinalLapStarted,
    FirstPlayerRolls,
    GameEnded,
    GamePlayed,
    PawnMoved,
    PawnPlaced,
    PlayerBankrupt,
    RouletteSpun,
    RoundLimitReached,
    TurnStarted,
)
from vegas_desktop.core.narration import Line
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.anims_games import GameAnimations
from vegas_desktop.scenes.cashrun.board import pawn_point, pawn_slots
from vegas_desktop.scenes.cashrun.cues import Cues, Point
from vegas_desktop.scenes.cashrun.look import CashRunLook
from vegas_desktop.scenes.cashrun.offer import offer_handlers
from vegas_desktop.scenes.cashrun.view import Flyer, Stage
from vegas_desktop.scenes.table.parts import EventHandler, TableServices
from vegas_desktop.scenes.table.pieces import DieSprite
from vegas_desktop.text import t


class Later(Task):
    """A task built when its turn in the queue comes: what it looks like depends on events handled after it."""

    def __init__(self, build: Callable[[], Task]) -> None:
        self.build = build
        self.task: Task | None = None

    def advance(self, dt: float) -> float:
        if self.task is None:
            self.task = self.build()
        rest = self.task.advance(dt)
        self.done = self.task.done
        return rest


class CashRunAnimations:
    """The rules' events, by type, as queued tasks."""

    def __init__(self, table: TableServices[CashRunView], look: CashRunLook) -> None:
        self.table = table
        self.d = look.d
        self.cues = Cues(look)
        self.tell = look.tell
        self.rng = random.Random(f"cashrun-{table.match.seed}")  # presentation only
        self.games = GameAnimations(self.d, self.cues, self.rng, look.tell)
        self.all_play_at = -1  # the log length when the last all-play's events came (its throws are quicker)

    def handlers(self) -> Mapping[type, EventHandler]:
        add = self.table.queue.add
        games, cues, tell = self.games, self.cues, self.tell
        own = {
            FirstPlayerRolls: lambda ev: add(self._anim_first(ev)),
            PawnPlaced: lambda ev: add(self._anim_placed(ev)),
            TurnStarted: lambda ev: add(self._anim_turn(ev)),
            DiceRolled: lambda ev: add(self._anim_dice(ev)),
            PawnMoved: lambda ev: add(self._anim_move(ev)),
            ChipsMoved: lambda ev: add(self._anim_chips(ev)),
            CasinoBought: lambda ev: add(self._anim_casino(ev.casino, -1, ev.seat, tell.bought(ev))),
            CasinoChangedHands: lambda ev: add(self._anim_casino(ev.casino, ev.before, ev.after, tell.changed(ev))),
            BluffBought: lambda ev: add(self._anim_back(ev.seat, True, tell.bluff_back(ev))),
            BluffDiscarded: lambda ev: add(self._anim_back(ev.seat, False, tell.bluff_back(ev))),
            RouletteSpun: lambda ev: add(self._chance(lambda quick: games.roulette(ev, quick))),
            DieRolled: self._die,
            CardDrawn: lambda ev: add(self._chance(lambda quick: games.card(ev, quick))),
            GamePlayed: lambda ev: add(games.played(ev)),
            BluffLaid: lambda ev: add(games.bluff_laid(ev)),
            BluffAccepted: lambda ev: add(games.bluff_accepted(ev)),
            BluffChallenged: lambda ev: add(games.bluff_challenged(ev)),
            AuctionStarted: lambda ev: add(games.auction(ev)),
            BidMade: lambda ev: add(games.bid(ev.seat, ev.amount, tell.bid(ev))),
            BidPassed: lambda ev: add(games.bid(ev.seat, None, tell.bid(ev))),
            CasinoSold: lambda ev: add(games.sold(ev)),
            AllPlayed: self._all_played,
            PlayerBankrupt: lambda ev: add(games.bankrupt(ev)),
            FinalLapStarted: lambda ev: add(games.lap_started(ev)),
            FinalLapFailed: lambda ev: add(
                Sequence(
                    [
                        cues.result(cues.text(tell.lap_failed(ev)), style.DANGER),
                        cues.log(tell.lap_failed(ev)),
                        Wait(0.8),
                    ]
                )
            ),
            FinalLapEnded: lambda ev: add(games.lap_ended(ev)),
            RoundLimitReached: lambda ev: add(cues.banner(tell.round_limit(ev), 1.2)),
            GameEnded: self.table.end_game,
        }
        return {**own, **offer_handlers(add, cues, tell)}

    # -- games of chance: quicker when they are the throws of an all-play ------------------------------------
    def _chance(self, build: Callable[[bool], Task]) -> Task:
        """The all-play's own event comes after its throws among one action's events: the throw's task is built
        when its turn comes, once all of them were handled."""
        batch = len(self.table.match.log)
        return Later(lambda: build(self.all_play_at == batch))

    def _die(self, ev: DieRolled) -> None:
        landing = self.games.die_landing()  # drawn now, in the events' order, as the presentation rng always was
        self.table.queue.add(self._chance(lambda quick: self.games.die(ev, landing, quick)))

    def _all_played(self, ev: AllPlayed) -> None:
        self.all_play_at = len(self.table.match.log)
        self.table.queue.add(self.games.all_played(ev))

    # -- the board -------------------------------------------------------------------------------------------
    def _anim_first(self, ev: FirstPlayerRolls) -> Task:
        return self.cues.banner(self.tell.first(ev), 0.9)

    def _anim_placed(self, ev: PawnPlaced) -> Task:
        def drop(p: float) -> None:
            self.d.pawn_alpha[ev.seat] = round(255 * p)

        def place() -> None:
            self.d.pos[ev.seat] = ev.field
            self.d.pawn_alpha[ev.seat] = 0

        def done() -> None:
            self.d.pawn_alpha.pop(ev.seat, None)

        return Sequence(
            [
                Call(place),
                Tween(0.35, drop, ease_out_cubic),
                Call(done),
                self.cues.log(self.tell.placed(ev)),
            ]
        )

    def _anim_turn(self, ev: TurnStarted) -> Task:
        def begin() -> None:
            self.d.turn = ev.seat
            self.d.round = ev.round
            self.d.stage = Stage()
            self.d.dice = []

        return Sequence([Call(begin), self.cues.log(self.tell.turn(ev))])

    def _anim_dice(self, ev: DiceRolled) -> Task:
        cx, cy = lay.STAGE_CENTRE
        starts = [(lay.STAGE.x + 20.0, lay.STAGE.y + 10.0), (lay.STAGE.x + 40.0, lay.STAGE.y + 40.0)]
        ends = [
            (cx - 38 + self.rng.uniform(-8, 8), cy + self.rng.uniform(-10, 10)),
            (cx + 38 + self.rng.uniform(-8, 8), cy + self.rng.uniform(-10, 10)),
        ]
        sprites = [
            DieSprite(ev.seat, "d", v, *starts[k], face=self.rng.randint(1, 6), size=54) for k, v in enumerate(ev.dice)
        ]
        spins = [self.rng.uniform(400, 700) * (1 if k else -1) for k in range(2)]

        def begin() -> None:
            self.d.stage = Stage()
            self.d.dice = sprites

        def roll(p: float) -> None:
            for k, s in enumerate(sprites):
                s.x, s.y = arc2(starts[k], ends[k], p, 60)
                s.lift = 30 * math.sin(math.pi * p) * (1 - p)
                s.angle = spins[k] * (1 - p)
                s.face = s.value if p >= 1 else 1 + int(p * 17 + k * 3) % 6

        total = sum(ev.dice)
        double = ev.dice[0] == ev.dice[1]
        steps: list[Task] = [
            Call(begin),
            flight(0.5, roll, ease_out_cubic),
            self.cues.log(self.tell.rolled(ev)),
        ]
        on_lap = any(p == ev.seat for p, *_ in self.table.seen().laps)  # a double in the final lap: no second roll
        said = t("cashrun.double", total=total) if double and not on_lap else str(total)
        words = t("cashrun_board.roll", name=self.cues.who(ev.seat), a=ev.dice[0], b=ev.dice[1], text=said)
        steps.append(self.cues.result(words, style.HIGHLIGHT))
        steps.append(Wait(0.05))  # the pawn sets off while the total is read
        return Sequence(steps)

    def _anim_move(self, ev: PawnMoved) -> Task:
        seat = ev.seat
        d = self.d

        def start_point() -> Point:
            return d.pawn_xy.get(seat) or pawn_slots(d).get(seat) or pawn_point(ev.path[0], 0, 1)

        if ev.jump:
            holder: dict[str, Point] = {}

            def begin() -> None:
                holder["a"] = start_point()

            def fly(p: float) -> None:
                d.pawn_xy[seat] = arc2(holder["a"], pawn_point(ev.path[-1], 0, 1), p, 80)

            def land() -> None:
                d.pos[seat] = ev.path[-1]
                d.pawn_xy.pop(seat, None)

            line = self.tell.jumped(ev)
            assert line is not None  # a jump is always told
            return Sequence([Call(begin), flight(0.6, fly, ease_out_cubic), Call(land), self.cues.log(line)])
        hops: list[Task] = []
        for f in ev.path:
            holder2: dict[str, Point] = {}

            def begin2(holder2: dict[str, Point] = holder2) -> None:
                holder2["a"] = start_point()

            def hop(p: float, f: int = f, holder2: dict[str, Point] = holder2) -> None:
                d.pawn_xy[seat] = arc2(holder2["a"], pawn_point(f, 0, 1), p, 14)

            hops += [Call(begin2), flight(0.075, hop, linear)]

        def land2() -> None:
            d.pos[seat] = ev.path[-1]
            d.pawn_xy.pop(seat, None)

        return Sequence([*hops, Call(land2), Wait(0.1)])

    def _anim_chips(self, ev: ChipsMoved) -> Task:
        d = self.d
        a, b = self.cues.point(ev.source), self.cues.point(ev.target)
        chips = [Flyer("chip", *a, arg=k) for k in range(min(5, 1 + ev.amount // 200))]

        def take() -> None:
            self._add_money(ev.source, -ev.amount)

        def give() -> None:
            self._add_money(ev.target, ev.amount)

        def one(k: int, chip: Flyer) -> Task:
            def move(p: float) -> None:
                chip.x, chip.y = arc2(a, b, p, 40)

            def start() -> None:
                d.flying.append(chip)

            def end() -> None:
                if chip in d.flying:
                    d.flying.remove(chip)

            return flight(0.35, move, ease_out_cubic, start, end)

        line = self.tell.chips(ev)
        note = self.cues.note(f"+{style.money(ev.amount)}", (b[0], b[1] - 20), style.HIGHLIGHT, 0.6)
        return (
            Sequence(
                [
                    Call(take),
                    stagger([one(k, c) for k, c in enumerate(chips)], 0.06),
                    Call(give),
                    self.cues.log(line),
                    Parallel([note]),
                ]
            )
            if ev.amount >= 100
            else Sequence(
                [Call(take), stagger([one(k, c) for k, c in enumerate(chips)], 0.06), Call(give), self.cues.log(line)]
            )
        )

    def _add_money(self, who: int, amount: int) -> None:
        d = self.d
        if who == POT:
            d.pot += amount
        elif who == BANK:
            d.bank += amount
        elif who >= 0:
            d.chips[who] += amount
            if amount > 0:
                d.chip_pop[who] = 1.0

    def _anim_casino(self, casino: int, before: int, after: int, line: Line) -> Task:
        field_point = lay.FIELD_RECTS[CASINO_FIELD[casino]].center
        a = self.cues.point(before) if before >= 0 else field_point
        b = self.cues.point(after) if after >= 0 else field_point
        card = Flyer("casino", a[0], a[1], arg=casino)

        def start() -> None:
            self.d.flying.append(card)
            if before >= 0:
                self.d.owner[casino] = -1

        def move(p: float) -> None:
            card.x, card.y = arc2(a, b, p, 50)
            card.scale = 1.0 + 0.3 * math.sin(math.pi * p)

        def land() -> None:
            if card in self.d.flying:
                self.d.flying.remove(card)
            self.d.owner[casino] = after

        return Sequence([flight(0.6, move, ease_out_cubic, start, land), self.cues.log(line)])

    def _anim_back(self, seat: int, bought: bool, line: Line) -> Task:
        pile, panel = (float(lay.PILE_POS[0]), float(lay.PILE_POS[1])), self.cues.point(seat)
        a, b = (pile, panel) if bought else (panel, pile)
        card = Flyer("back", *a)

        def start() -> None:
            self.d.flying.append(card)
            if not bought:
                self.d.hand_counts[seat] = max(0, self.d.hand_counts[seat] - 1)
            else:
                self.d.pile = max(0, self.d.pile - 1)

        def move(p: float) -> None:
            card.x, card.y = arc2(a, b, p, 40)

        def land() -> None:
            if card in self.d.flying:
                self.d.flying.remove(card)
            if bought:
                self.d.hand_counts[seat] += 1
            else:
                self.d.pile += 1

        return Sequence([flight(0.5, move, ease_out_cubic, start, land), self.cues.log(line)])
