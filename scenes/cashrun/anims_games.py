"""The Cash & Run table's animations of its games of chance, bluffs, auctions, bankruptcy and the final lap (the
part of `CashRunAnimations` that plays out what happens at a casino and between players)."""

from __future__ import annotations

import math
import random

from vegas_desktop.app import style
from vegas_desktop.app.tween import (
    Call,
    Sequence,
    Task,
    Tween,
    Wait,
    arc2,
    ease_out_cubic,
    flight,
    lerp,
    linear,
)
from vegas_desktop.cashrun.model import BANK, BOARD, Kind
from vegas_desktop.cashrun.moves import (
    AllPlayed,
    AuctionStarted,
    BluffAccepted,
    BluffChallenged,
    BluffLaid,
    CardDrawn,
    CasinoSold,
    DieRolled,
    FinalLapEnded,
    FinalLapStarted,
    GamePlayed,
    PlayerBankrupt,
    RouletteSpun,
)
from vegas_desktop.cashrun.narrator import CashRunNarrator
from vegas_desktop.core.narration import Line
from vegas_desktop.scenes.cashrun import art
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.board import pawn_slots
from vegas_desktop.scenes.cashrun.cues import Cues, Point
from vegas_desktop.scenes.cashrun.view import Display, field_title
from vegas_desktop.scenes.table.pieces import DieSprite
from vegas_desktop.text import t


class GameAnimations:
    """Tasks for one event each, on the display model; `CashRunAnimations` queues them."""

    def __init__(self, d: Display, cues: Cues, rng: random.Random, tell: CashRunNarrator) -> None:
        self.d = d
        self.cues = cues
        self.tell = tell  # the move log's lines
        self.rng = rng  # presentation only: how the wheel turns and where a die lands
        self.outcome = ""  # what the last game of chance showed ("17 black", "Q♥", "5"), for the result in words

    def _outcome(self, text: str) -> Task:
        return Call(lambda: setattr(self, "outcome", text))

    def _slam_opens(self) -> None:
        """A game of chance begun by the player whose turn it is on a Grand Slam field is its next stage: the
        stages' ladder takes the stage (the only game played on that field)."""
        d, seat = self.d, self.d.turn
        if seat is None or not 0 <= seat < len(d.pos) or not 0 <= d.pos[seat] < len(BOARD):
            return
        if BOARD[d.pos[seat]].kind is Kind.GRAND_SLAM and d.stage.slam is None:
            d.stage.slam = []

    # -- games of chance (`quick`: one of an all-play's throws) --------------------------------------------
    def roulette(self, ev: RouletteSpun, quick: bool) -> Task:
        d = self.d
        steps: list[Task] = []
        for n in ev.numbers:
            dur = 0.9 if quick else 1.25
            state: dict[str, float] = {}

            def begin(n: int = n, state: dict[str, float] = state) -> None:
                s = d.stage
                s.wheel, s.number, s.card, s.die = True, None, None, None
                d.dice = []
                state["a0"] = s.wheel_angle
                state["turns"] = 540.0 + self.rng.uniform(0, 180)
                state["ball0"] = self.rng.uniform(0, 360)
                s.result = ""
                self._slam_opens()

            def spin(p: float, n: int = n, state: dict[str, float] = state) -> None:
                s = d.stage
                s.wheel_angle = (state["a0"] + state["turns"] * p) % 360
                target = state["a0"] + state["turns"] + art.pocket_angle(n)  # the pocket's place when it stops
                travel = -(1080.0 + ((state["ball0"] - target) % 360))  # the ball runs the other way and settles
                s.ball = (state["ball0"] + travel * p) % 360
                s.ball_r = lerp(74, 52, min(1.0, p * 1.3))

            def settle(n: int = n) -> None:
                d.stage.number = n

            steps += [Call(begin), flight(dur, spin, ease_out_cubic), Call(settle)]  # reduced motion: no spin
            colour_word = t("cashrun.red") if art.number_colour(n) == art.ROULETTE_RED else t("cashrun.black")
            steps.append(self._outcome(f"{n} {colour_word}" if n else "0"))
            line = self.tell.spun(n)
            if n == 0:
                steps += [self.cues.result(self.cues.text(line), style.HIGHLIGHT), self.cues.log(line), Wait(0.5)]
            else:
                text = self.cues.text(line)
                steps += [self.cues.result(text), self.cues.log(line), Wait(0.15 if quick else 0.35)]
        return Sequence(steps)

    def die_landing(self) -> tuple[Point, float]:
        """Where a single die lands and how far it spins (drawn when its event comes, in the events' order)."""
        cx, cy = lay.STAGE_CENTRE
        end = (cx + self.rng.uniform(-20, 20), cy + self.rng.uniform(-10, 10))
        return end, self.rng.uniform(360, 600)

    def die(self, ev: DieRolled, landing: tuple[Point, float], quick: bool) -> Task:
        d = self.d
        a, (b, spin) = (lay.STAGE.x + 30.0, lay.STAGE.y + 20.0), landing
        sprite = DieSprite(-1, "d", ev.value, *a, face=1, size=62)

        def begin() -> None:
            d.stage.die = sprite
            d.dice = []
            d.stage.wheel = False
            d.stage.card = None
            d.stage.result = ""
            self._slam_opens()

        def roll(p: float) -> None:
            sprite.x, sprite.y = arc2(a, b, p, 50)
            sprite.lift = 26 * math.sin(math.pi * p) * (1 - p)
            sprite.angle = spin * (1 - p)
            sprite.face = ev.value if p >= 1 else 1 + int(p * 19) % 6

        line = self.tell.die(ev)
        return Sequence(
            [
                Call(begin),
                flight(0.35 if quick else 0.6, roll, ease_out_cubic),
                self.cues.result(self.cues.text(line)),
                self.cues.log(line),
                self._outcome(str(ev.value)),
                Wait(0.05 if quick else 0.2),
            ]
        )

    def card(self, ev: CardDrawn, quick: bool) -> Task:
        d = self.d
        cx, cy = lay.STAGE_CENTRE
        a, b = (float(lay.STAGE.right - 40), float(lay.STAGE.y + 30)), (float(cx), float(cy - 8))

        def begin() -> None:
            s = d.stage
            s.card, s.card_flip, s.card_pos, s.wheel, s.die, s.result = (ev.rank, ev.suit), 0.0, a, False, None, ""
            d.dice = []
            self._slam_opens()

        def move(p: float) -> None:
            d.stage.card_pos = arc2(a, b, p, 30)

        def flip(p: float) -> None:
            d.stage.card_flip = p

        glyph = art.SUIT_GLYPHS[ev.suit]
        line = self.tell.card(ev)
        return Sequence(
            [
                Call(begin),
                flight(0.25 if quick else 0.35, move, ease_out_cubic),
                Tween(0.2 if quick else 0.25, flip, linear),
                self._outcome(f"{art.rank_text(ev.rank)}{glyph}"),
                self.cues.result(self.cues.text(line)),
                self.cues.log(line),
                Wait(0.1 if quick else 0.2),
            ]
        )

    def played(self, ev: GamePlayed) -> Task:
        told = self.tell.played(ev)
        text, colour = self.d.log_paint.render(told)

        def say() -> None:
            """On the stage in words, where it happened and what came up: "Reno: 17 black — Carla wins …"."""
            field = self.d.pos[ev.seat] if 0 <= ev.seat < len(self.d.pos) else -1
            where = field_title(field) if field >= 0 else ""
            shown = self.outcome if ev.what != "all_play" else ""
            if where and shown:
                line = t("cashrun_board.result", where=where, outcome=shown, text=text)
            elif where:
                line = t("cashrun_board.result_short", where=where, text=text)
            else:
                line = text
            self.d.stage.result, self.d.stage.result_colour = line, colour
            self.outcome = ""
            if ev.what == "grand_slam":  # the stage's mark on the ladder: won, or lost (and all with it)
                self.d.stage.slam = [*(self.d.stage.slam or []), ev.won]

        # the result stays on the stage while the chips fly
        return Sequence([Call(say), self.cues.log(told), Wait(0.25)])

    def bluff_laid(self, ev: BluffLaid) -> Task:
        def lay_card() -> None:
            self.d.stage.bluff, self.d.stage.bluff_flip = -1, 0.0
            self.d.hand_counts[ev.seat] = max(0, self.d.hand_counts[ev.seat] - 1)

        line = self.tell.bluff_laid(ev)
        text = self.cues.text(line)
        return Sequence([Call(lay_card), self.cues.result(text, style.HIGHLIGHT), self.cues.log(line), Wait(0.6)])

    def bluff_accepted(self, ev: BluffAccepted) -> Task:
        def clear() -> None:
            self.d.stage.bluff = None
            self.d.pile += 1

        line = self.tell.accepted(ev)
        return Sequence([self.cues.result(self.cues.text(line)), self.cues.log(line), Wait(0.6), Call(clear)])

    def bluff_challenged(self, ev: BluffChallenged) -> Task:
        def show() -> None:
            self.d.stage.bluff = ev.card

        def flip(p: float) -> None:
            self.d.stage.bluff_flip = p

        def clear() -> None:
            self.d.stage.bluff = None
            self.d.pile += 1

        line = self.tell.challenged(ev)
        text, colour = self.d.log_paint.render(line)
        return Sequence(
            [
                Call(show),
                Tween(0.4, flip, linear),
                self.cues.result(text, colour),
                self.cues.log(line),
                Wait(1.0),
                Call(clear),
            ]
        )

    def all_played(self, ev: AllPlayed) -> Task:
        values = [(seat, str(v)) for seat, v in ev.results]  # a card's rank as its number, as it always was

        def show() -> None:
            self.d.stage.all_play = values

        return Sequence([Call(show), self.cues.log(self.tell.all_played(ev)), Wait(0.5)])

    # -- auctions --------------------------------------------------------------------------------------------
    def auction(self, ev: AuctionStarted) -> Task:
        def open_() -> None:
            self.d.auction = {"casino": ev.casino, "seller": ev.seller, "bid": 0, "high": -1, "passed": [], "call": ""}

        return Sequence([Call(open_), self.cues.log(self.tell.auction(ev)), Wait(0.5)])

    def bid(self, seat: int, amount: int | None, line: Line) -> Task:
        def show() -> None:
            a = self.d.auction
            if a is None:
                return
            if amount is None:
                a["passed"] = [*a["passed"], seat]
            else:
                a["bid"], a["high"] = amount, seat

        # the auction panel shows the bid (no note over the bidder's panel: it hid their chips)
        return Sequence([Call(show), self.cues.log(line), Wait(0.05)])

    def sold(self, ev: CasinoSold) -> Task:
        def call(text: str) -> Task:
            def say() -> None:
                if self.d.auction is not None:
                    self.d.auction["call"] = text

            return Call(say)

        if ev.buyer == BANK:
            final = t("cashrun.sold_bank", price=style.money(ev.price))
        else:
            final = t("cashrun.sold_to", name=self.cues.who(ev.buyer), price=style.money(ev.price))
        return Sequence(
            [
                call(t("cashrun.going_once")),
                Wait(0.35),
                call(t("cashrun.going_twice")),
                Wait(0.35),
                call(final),
                self.cues.log(self.tell.sold(ev)),
                Wait(0.7),
                Call(lambda: setattr(self.d, "auction", None)),
            ]
        )

    # -- players ---------------------------------------------------------------------------------------------
    def bankrupt(self, ev: PlayerBankrupt) -> Task:
        seat = ev.seat
        d = self.d
        holder: dict[str, Point] = {}

        def begin() -> None:
            holder["a"] = d.pawn_xy.get(seat) or pawn_slots(d).get(seat) or lay.STAGE_CENTRE

        def leave(p: float) -> None:
            x, y = holder["a"]
            d.pawn_xy[seat] = (x, y - 40 * p)
            d.pawn_alpha[seat] = round(255 * (1 - p))

        def gone() -> None:
            d.alive[seat] = False
            d.pos[seat] = -1
            d.pawn_xy.pop(seat, None)
            d.pawn_alpha.pop(seat, None)
            d.hand_counts[seat] = 0

        said, banner = self.tell.bankrupt(ev)
        return Sequence(
            [
                Call(begin),
                Tween(0.8, leave, linear),
                Call(gone),
                self.cues.log(said),
                self.cues.banner(banner, 0.6),
            ]
        )

    def lap_started(self, ev: FinalLapStarted) -> Task:
        def lay_combo() -> None:
            d = self.d
            d.laps = tuple(x for x in d.laps if x[0] != ev.seat) + ((ev.seat, ev.combo, ev.start, 0),)

        return Sequence([Call(lay_combo), self.cues.banner(self.tell.lap_started(ev), 0.9)])

    def lap_ended(self, ev: FinalLapEnded) -> Task:
        def clear() -> None:
            self.d.laps = tuple(x for x in self.d.laps if x[0] != ev.seat)

        return Sequence([Call(clear), self.cues.log(self.tell.lap_ended(ev)), Wait(0.4)])
