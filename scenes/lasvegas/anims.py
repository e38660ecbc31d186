"""The Las Vegas table's animations, one per rules event: plain objects working on the display model, queued
on the table (the round's scoring is scenes/lasvegas/scoring.py)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from vegas_desktop.app import motion, style
from vegas_desktop.app.tween import (
    Call,
    Parallel,
    Sequence,
    Task,
    Tween,
    Wait,
    ease_in_quad,
    flight,
    linear,
    stagger,
)
from vegas_desktop.core.narration import Line
from vegas_desktop.lasvegas.model import LasVegasState
from vegas_desktop.lasvegas.moves import (
    BillPaid,
    BillsReturned,
    DicePlaced,
    DiceThrown,
    DieKicked,
    GameEnded,
    KickerOut,
    NeutralWon,
    PlayerSkipped,
    RainbowReplaced,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
    WhiteDicePreplaced,
)
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.dice.display import casino_die_pos
from vegas_desktop.scenes.dice.throw import DURATION as THROW_DURATION
from vegas_desktop.scenes.dice.throw import simulate
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.display import PANEL_DIE, panel_dice_pos
from vegas_desktop.scenes.lasvegas.hands import _give_kind, _own, _own_kinds, _take_kinds
from vegas_desktop.scenes.lasvegas.look import LasVegasLook
from vegas_desktop.scenes.lasvegas.scoring import LasVegasScoring
from vegas_desktop.scenes.table.anims import (
    deal_bill,
    resting_sprites,
    round_banner,
)
from vegas_desktop.scenes.table.parts import EventHandler, TableServices
from vegas_desktop.scenes.table.pieces import CasinoDie, DieSprite, Label
from vegas_desktop.text import t


class LasVegasAnimations:
    """One animation per rules event, queued on the table; they change only the display model."""

    def __init__(self, table: TableServices[LasVegasState], look: LasVegasLook, scoring: LasVegasScoring) -> None:
        self.table = table
        self.look = look
        self.d = look.d
        self.view = look.view
        self.scoring = scoring

    def handlers(self) -> Mapping[type, EventHandler]:
        add = self.table.queue.add
        table = self.table
        return {
            RoundStarted: self._on_round_started,
            TurnStarted: lambda ev: add(Call(partial(self._turn_started, ev.player))),
            PlayerSkipped: lambda ev: add(self._anim_skipped(ev)),
            DiceThrown: lambda ev: add(self._anim_throw(ev)),
            DicePlaced: lambda ev: add(self._anim_place(ev)),
            TieCancelled: table.gather,
            BillPaid: table.gather,
            BillsReturned: table.gather,
            NeutralWon: table.gather,  # option events that belong in the round summary
            RainbowReplaced: table.gather,
            RoundEnded: lambda ev: table.end_round(ev, self.scoring.anim_scoring),
            GameEnded: table.end_game,
            WhiteDicePreplaced: lambda ev: add(self._anim_white_preplaced(ev)),
            DieKicked: lambda ev: add(
                self._anim_kick(ev.casino - 1, ev.kicker, ev.die, ev.returned, self.look.tell.kicked(ev))
            ),
            KickerOut: lambda ev: add(self._anim_kick(ev.casino - 1, ev.kicker, None, False, None)),
        }

    def _turn_started(self, player: int) -> None:
        self.d.turn = player

    def _on_round_started(self, ev: RoundStarted) -> None:
        self.look.events_round = ev.round
        self.table.queue.add(self._anim_round_started(ev))

    def _anim_round_started(self, ev: RoundStarted) -> Task:
        d = self.d

        def begin() -> None:
            d.round = ev.round
            d.start_player = ev.start_player
            d.turn = None
            d.arena = []
            for i in range(self.look.casino_count):
                d.casino_dice[i] = []
                d.casino_bills[i] = []
                d.bill_alpha[i] = []
            d.dice_left = [_own(h) for h in self.table.seen().supply]
            d.white_left = [len(h) - _own(h) for h in self.table.seen().supply]
            d.hand = [_own_kinds(h) for h in self.table.seen().supply]
            d.pile = len(self.table.seen().pile) + sum(len(b) for b in ev.bills)
            d.add_log(self.look.tell.round_started(ev))

        deals: list[Task] = []
        pile = (float(lay.PILE_RECT.centerx), float(lay.PILE_RECT.centery))
        for i, bills in enumerate(ev.bills):
            rect = self.view.casino_rects[i]
            slots = arena.casino_bill_slots(rect, len(bills))
            for k, amount in enumerate(bills):
                deals.append(deal_bill(d, lambda: d.casino_bills, i, amount, pile, slots[k], duration=0.32))
        banner_task = round_banner(d, t("table.round_start_banner", n=ev.round), arena.CENTRE, 0.7)
        return Sequence([Call(begin), Parallel([banner_task, Sequence([Wait(0.15), stagger(deals, 0.06)])])])

    def _anim_skipped(self, ev: PlayerSkipped) -> Task:
        said = (self.look.events_round, ev.player)
        if said in self.look.skip_said:  # said once this round already; every later turn would only repeat it
            return Call(lambda: None)
        self.look.skip_said.add(said)
        rect = self.view.panels[ev.player]
        text = t("table.log_skipped", name=self.look.name(ev.player))
        label = Label(text, rect.centerx, rect.y - 16, style.PAPER, 15)

        def fade(p: float) -> None:
            label.alpha = round(255 * (1 - p))
            label.y = rect.y - 16 - motion.sway(20 * p)

        def show() -> None:
            self.d.labels.append(label)
            self.d.add_log(self.look.tell.skipped(ev))

        def gone() -> None:
            if label in self.d.labels:
                self.d.labels.remove(label)

        return Sequence([Call(show), Tween(0.6, fade, ease_in_quad), Call(gone)])

    def _anim_throw(self, ev: DiceThrown) -> Task:
        d = self.d
        sprites: list[DieSprite] = []
        tracks: list[Any] = []
        panel = self.view.panels[ev.player]

        def begin() -> None:
            d.turn = ev.player
            sprites[:] = [DieSprite(x.owner, x.kind, x.value) for x in ev.dice]
            sizes = [float(arena.ARENA_DIE) * (1.3 if x.kind == "b" else 1.0) for x in ev.dice]
            origin = (float(panel.centerx), float(panel.y + 30))
            tracks[:] = simulate([x.value for x in ev.dice], sizes, origin, arena.throw_entry(panel), self.look.rng)
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
            self.look.throwing = False
            d.add_log(self.look.tell.threw(ev))

        def start() -> None:
            self.look.throwing = True
            begin()

        def appear(p: float) -> None:  # reduced motion: the dice lie where they land and fade in there
            for s in sprites:
                s.alpha = round(255 * p)

        return flight(THROW_DURATION, play, linear, start, landed, appear=appear)

    def _anim_place(self, ev: DicePlaced) -> Task:
        d = self.d
        casino = ev.casino - 1
        rect = self.view.casino_rects[casino]
        panel = self.view.panels[ev.player]
        group = Parallel()

        def begin() -> None:
            if len(d.arena) != len(ev.dice) + len(ev.returned):
                d.arena = resting_sprites(self.look.rng, [(x.owner, x.kind, x.value) for x in (*ev.dice, *ev.returned)])
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
                    self.look.fly_die(
                        s,
                        (x, y),
                        size,
                        partial(d.casino_dice[casino].append, CasinoDie(s.owner, s.kind, s.value)),
                    )
                )
            back: list[Task] = []
            slot = d.dice_left[ev.player]
            for s in rest:
                home: Callable[[], None]
                if s.owner == ev.player:
                    target = panel_dice_pos(panel, min(slot, 7), 46 if d.white_column else 0)
                    slot += 1
                    home = partial(self._die_home, s.owner, s.kind)
                else:  # white dice go back into the thrower's hand too
                    target = panel_dice_pos(panel, 8, 46)
                    home = partial(self._white_home, ev.player)
                back.append(self.look.fly_die(s, target, PANEL_DIE, home))
            group.add(stagger(flights, 0.07))
            group.add(Sequence([Wait(0.1), stagger(back, 0.04)]))
            d.add_log(self.look.tell.placed(ev))

        return Sequence([Call(begin), group, Wait(0.1)])

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
                sprite = DieSprite(die.owner, die.kind, die.value, arena.CENTRE[0] + (k - 0.5) * 56, arena.CENTRE[1])
                sprite.face = die.value

                def place(casino: int = casino, die: Any = die) -> None:
                    d.casino_dice[casino].append(CasinoDie(die.owner, die.kind, die.value))

                flights.append(self.look.fly_die(sprite, (x, y), size, place))
            follow.add(stagger(flights, 0.15))

        return Sequence([Wait(0.2), Call(begin), follow])

    def _anim_kick(self, casino: int, kicker: Any, die: Any | None, returned: bool, line: Line | None) -> Task:
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
                x, y, size = self.look.casino_die_xy(casino, c)
                moving.append((c, DieSprite(c.owner, c.kind, c.value, x, y, 0, 0, c.value, size)))
            d.labels.append(label)
            if line is not None:
                d.add_log(line)

        def shake(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3))
            for c, _ in moving:
                c.dx = motion.sway(3 * math.sin(p * 40))

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

                    flights.append(self.look.fly_die(sprite, target, PANEL_DIE, home))
                else:
                    up = (sprite.x, sprite.y - 60)
                    flights.append(self.look.fly_die(sprite, up, sprite.size * 1.4, lambda: None, fade=True))
            follow.add(Parallel(flights))

        follow = Sequence()
        return Sequence([Call(begin), Tween(0.35, shake, linear), Call(lift_off), follow])

    def _die_home(self, owner: int, kind: str) -> None:
        self.d.dice_left[owner] += 1
        _give_kind(self.d.hand[owner], kind)

    def _white_home(self, player: int) -> None:
        self.d.white_left[player] += 1
