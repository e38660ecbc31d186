"""The Las Vegas Royale table: the classic arena and casinos plus the action tiles, jetons and tile decisions.

Same conventions as the classic table: the scene never touches the rules state; it sends actions through
`match.play`, turns the returned events into queued animations on its display model, and asks for the next
move only when the queue is idle (a human's click or key, a forced move, or a computer seat after a visible
pause). Every tile decision goes through one generic prompt (`royale_prompts`); secret choices in hot-seat
play are hidden behind a hand-over screen (`scenes.handover`).
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
    lerp,
    linear,
    stagger,
)
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.royale.model import BLACK, BLOCK_GROUPS, GREY, ROUNDS, Die, Pieces
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
    Place,
    PlaqueMoved,
    PlayerSkipped,
    PowerPlay,
    Roll,
    RoundEnded,
    RoundStarted,
    Skip,
    ThrowVoid,
    TieCancelled,
    TileActivated,
    TurnStarted,
)
from vegas_desktop.text import level_name, t, tn

from . import lasvegas_layout as lay
from . import royale_layout as rlay
from .lasvegas_throw import DURATION as THROW_DURATION
from .lasvegas_throw import simulate
from .lasvegas_view import BillSprite, CasinoDie, DieSprite, Label
from .royale_prompts import SECRET_PHASES, Prompt, build_menu
from .royale_tiles import draw_tile_info, piece_point, tile_name
from .royale_view import (
    LOG_FORMAT,
    NOTE_PLATE,
    NOTE_SIZE,
    RoyaleDisplay,
    RoyaleView,
    display_kind,
    hand_die_pos,
    note_rect,
    note_size,
    owner_name,
)
from .table_anims import (
    deal_bill,
    drive,
    fade_away,
    log_scroll_event,
    queue_machine_move,
    resting_sprites,
    round_banner,
)

INSTANT_SPEED = 50.0
HINT_TIME = 2.2
FLOAT_TIME = 1.6
FLOAT_RISE = 6.0  # px/s a note drifts up: it stays over the rule text, clear of the tile's title
# Tile places that hold dice, and the tile they belong to.
PLACE_TILES = {"bar": "E2", "double_down": "G2", "nice": "H1", "golden": "H2", "block_it": "F1", "handicap": "F2"}
_PAGE_KEYS = {pygame.K_PAGEDOWN: 1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -1, pygame.K_LEFT: -1}
_VALUE_KEYS = {getattr(pygame, f"K_{v}"): v for v in range(1, 7)} | {
    getattr(pygame, f"K_KP{v}"): v for v in range(1, 7)
}


class RoyaleTableScene(Scene):
    """Plays one match of Las Vegas Royale at the table."""

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app)
        self.match = match
        state = match.state
        names = [s.name for s in match.seats]
        tags = [
            t("table.human") if s.is_human else t("table.computer", level=level_name(getattr(s.agent, "name", "?")))
            for s in match.seats
        ]
        self.view = RoyaleView(names, [s.colour for s in match.seats], tags)
        self.d = RoyaleDisplay(players=state.players, casinos=6, rounds=ROUNDS)
        self.queue = AnimQueue()
        self.rng = random.Random(f"royale-{match.seed}")  # presentation only: where dice roll
        self.clock = 0.0
        self.hint: tuple[str, float] | None = None
        self.floaters: list[tuple[Label, float]] = []
        self.pending: tuple[str, int] | None = None
        self.finished = False
        self._skip_said: set[tuple[int, int]] = set()  # (round, seat): "no dice left" is said once a round
        self._synced = False
        self.prompt: Prompt | None = None
        self._prompt_key: tuple | None = None
        self._handed_over: tuple | None = None
        self.info_tile: int | None = None
        self.lit_tile: int | None = None
        self.hover_value: int | None = None
        self.hover_throw = False
        self.hover_skip = False
        self.round_events: list[Any] = []
        if not match.log and match.opening_events:
            self.d.pile = len(state.pile) + sum(len(b) for b in state.bills)
            self._enqueue(list(match.opening_events))
        else:
            self._sync_from_state()

    def on_close_request(self) -> bool | None:
        from .quit_confirm import ask_before_closing

        return ask_before_closing(self)

    # -- helpers ---------------------------------------------------------------------------------------
    @property
    def instant(self) -> bool:
        return self.app.speed >= INSTANT_SPEED

    @property
    def state(self) -> Any:
        return self.match.state

    def _on_top(self) -> bool:
        return self.app.stack.top is self

    def _name(self, seat: int) -> str:
        return owner_name(seat, self.match.seats)

    def _casino(self, number: int) -> str:
        return t(f"table.casino.{number}")

    def _humans(self) -> int:
        return sum(1 for s in self.match.seats if s.is_human)

    def show_hint(self, text: str) -> None:
        self.hint = (text, HINT_TIME)

    def deciding_seat(self) -> int | None:
        """The seat whose decision comes next (a human one first in Knockout?, so they are never skipped)."""
        acting = self.match.to_act()
        if not acting:
            return None
        computers = [s for s in acting if not self.match.seats[s].is_human]
        return computers[0] if computers else acting[0]

    def human_seat(self) -> int | None:
        """The human who must act right now, or None (animating, computer's turn, forced move, hand-over, over)."""
        if self.queue.busy or self.finished or self.pending is not None or self.match.over:
            return None
        seat = self.deciding_seat()
        if seat is None or not self.match.seats[seat].is_human or self.match.forced_action(seat) is not None:
            return None
        if self._needs_handover(seat):
            return None
        return seat

    def animating(self) -> bool:
        """Idle-loop hook (App.run): the table plays by itself unless it waits for a human's move."""
        return (self.human_seat() is None and not self.finished) or self.hint is not None

    def _decision_key(self, seat: int) -> tuple:
        return (seat, self.state.phase, len(self.match.log))

    def _needs_handover(self, seat: int) -> bool:
        """A human's secret choice with another human at the table: hide it behind a hand-over screen first."""
        if self.state.phase not in SECRET_PHASES or self._humans() < 2:
            return False
        return self._handed_over != self._decision_key(seat)

    # -- flow ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.d.money_pop = [max(0.0, p - dt * 2.5) for p in self.d.money_pop]
        self.d.jeton_pop = [max(0.0, p - dt * 2.5) for p in self.d.jeton_pop]
        self._age_floaters(dt)
        if self.hint is not None:
            left = self.hint[1] - dt / max(1.0, self.app.speed)  # hints are read in real time, at any speed
            self.hint = (self.hint[0], left) if left > 0 else None
        drive(self, dt)

    def _next_move(self) -> None:
        if self.finished:
            return
        if self.match.over:
            self._show_results()
            return
        seat = self.deciding_seat()
        if seat is None:
            return
        if queue_machine_move(self, seat):
            return
        if self._needs_handover(seat):
            self._push_handover(seat)
        else:
            self._ensure_prompt(seat)

    def _push_handover(self, seat: int) -> None:
        from .handover import HandoverScene

        key = self._decision_key(seat)
        info = self.match.seats[seat]

        def ready() -> None:
            self._handed_over = key

        self.app.stack.push(HandoverScene(self.app, info.name, info.colour, ready))

    def _ensure_prompt(self, seat: int) -> None:
        """Build the decision card for a human's tile decision (or Power Play turn) once per decision."""
        phase = self.state.phase
        key = self._decision_key(seat)
        if self._prompt_key == key:
            return
        self._prompt_key = key
        legal = self.match.legal(seat)
        if phase == "place" or (phase == "roll" and not any(isinstance(a, PowerPlay) for a in legal)):
            self.prompt = None
            return
        names = [s.name for s in self.match.seats]
        title, body, choices = build_menu(phase, legal, self.state, seat, names)
        self.prompt = Prompt(seat, phase, title, body, choices)

    def _play(self, seat: int, action: Any) -> None:
        self.pending = None
        self.prompt = None
        self._prompt_key = None
        self.hover_value = None
        try:
            events = self.match.play(seat, action)
        except IllegalAction as exc:  # the UI only offers legal actions; never crash the table
            self.show_hint(str(getattr(exc, "detail", "") or getattr(exc, "rule", exc)))
            return
        self._enqueue(events)

    def _show_results(self) -> None:
        if self.finished:
            return
        self.finished = True
        from .royale_results import RoyaleResultsScene

        self.app.stack.replace(RoyaleResultsScene(self.app, self.match))

    def _show_summary(self, events: list[Any]) -> None:
        from .royale_summary import RoyaleSummaryScene

        self.app.stack.push(RoyaleSummaryScene(self.app, self.match, events))

    # -- keeping the picture honest --------------------------------------------------------------------
    def _sync_from_state(self) -> None:
        """Make the display match the rules state (public parts only) whenever the animations are done."""
        self._synced = True
        s = self.state
        d = self.d
        d.round = s.round
        d.start_player = s.start_player
        d.turn = None if self.match.over else s.current
        d.money = [sum(c) for c in s.cards]
        d.bills_won = [len(c) for c in s.cards]
        d.jetons = list(s.jetons)
        d.pile = len(s.pile)
        d.tiles = list(s.tiles)
        d.pieces = s.pieces.clone()
        d.closed = s.closed
        d.box_sizes = s.box_sizes
        d.knockout_waiting = tuple(sorted(k for k, v in s.knockout_picks.items() if v is None))
        d.lucky_status = t("royale.lucky_secret") if s.phase == "lucky_guess" else ""
        d.flying_dice.clear()
        d.flying_bills.clear()
        d.labels = [label for label, _ in self.floaters]
        d.scoring = None
        for i in range(6):
            shown = [(c.owner, c.kind, c.value) for c in d.casino_dice[i]]
            real = [(x.owner, display_kind(x.kind), x.value if x.owner != GREY else 0) for x in s.casinos[i]]
            if shown != real:
                d.casino_dice[i] = [CasinoDie(o, k, v) for o, k, v in real]
            d.casino_bills[i] = list(s.bills[i])
            d.bill_alpha[i] = [255] * len(s.bills[i])
        d.hands = [list(h) for h in s.supply]
        if s.phase == "place" and s.throw:
            d.hands[s.current] = []
            self._show_in_arena(s.throw)
        elif s.phase in ("my_choice", "prime_time", "fifty") and s.pieces.black:
            self._show_in_arena(tuple(Die(s.actor, v, BLACK) for v in s.pieces.black))
        else:
            d.arena = []

    def _show_in_arena(self, dice: tuple[Die, ...]) -> None:
        want = [(x.owner, display_kind(x.kind), x.value) for x in dice]
        if sorted((a.owner, a.kind, a.value) for a in self.d.arena) != sorted(want):
            self.d.arena = resting_sprites(self.rng, want)

    # -- floating notes (non-blocking) -----------------------------------------------------------------
    def _float(self, text: str, pos: tuple[float, float], colour: tuple[int, int, int] = style.HIGHLIGHT) -> None:
        """A short note on a dark plate that drifts up and fades; kept on screen and off the other notes."""
        w, h = note_size(text)
        x = min(max(pos[0], 6 + w / 2), lay.SCREEN_W - 6 - w / 2)
        y = min(max(pos[1], 6 + h / 2), lay.SCREEN_H - 6 - h / 2)
        taken = [note_rect(other) for other, _ in self.floaters]
        for _ in range(len(taken) + 1):
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(x), round(y))
            hit = next((r for r in taken if r.colliderect(rect)), None)
            if hit is None:
                break
            y = hit.bottom + 2 + h / 2 if hit.bottom + 2 + h < lay.SCREEN_H else hit.top - 2 - h / 2
        label = Label(text, x, y, colour, NOTE_SIZE, plate=NOTE_PLATE)
        self.floaters.append((label, FLOAT_TIME))
        self.d.labels.append(label)

    def _age_floaters(self, dt: float) -> None:
        kept = []
        for label, left in self.floaters:
            left -= dt
            if left > 0:
                label.alpha = round(255 * min(1.0, left / 0.5))
                label.y -= dt * FLOAT_RISE
                kept.append((label, left))
            elif label in self.d.labels:
                self.d.labels.remove(label)
        self.floaters = kept

    def _note(self, text: str, pos: tuple[float, float], colour=style.HIGHLIGHT, pause: float = 0.35) -> Task:
        """A floating note plus a log line, then a short pause so it can be read."""

        def show() -> None:
            self._float(text, pos, colour)
            self.d.add_log(text, colour)

        return Sequence([Call(show), Wait(pause)])

    # -- places on the table ---------------------------------------------------------------------------
    def _panel_point(self, seat: int) -> tuple[float, float]:
        r = self.view.panels[seat]
        return (float(r.centerx), float(r.y + 20))

    def _tile_rect(self, tile: str) -> pygame.Rect | None:
        where = self.d.tiles.index(tile) if tile in self.d.tiles else None
        return rlay.TILE_RECTS[where] if where is not None else None

    def _above_panel(self, seat: int) -> tuple[float, float]:
        """Where notes about a player start: just above their panel, never over its name."""
        r = self.view.panels[seat]
        return (float(r.centerx), float(r.y - 12))

    def _tile_point(self, tile: str) -> tuple[float, float]:
        """Where notes about a tile start: over its short rule text, clear of the title and of the live pieces
        (slots, tracks, fields) a decision may light up."""
        rect = self._tile_rect(tile)
        return tile_note_point(rect) if rect is not None else lay.CENTRE

    def _point(self, location: str, die: Die, index: int = 0) -> tuple[float, float]:
        """Screen point of a rules location name (see royale.moves) for `die`."""
        name, _, arg = location.partition(":")
        if name == "hand":
            if die.owner >= 0:
                return hand_die_pos(self.view.panels[die.owner], 7 if die.kind == "B" else 3)
            return (float(rlay.PILE_RECT.centerx), float(rlay.PILE_RECT.centery))
        if name == "casino":
            c = int(arg) - 1
            x, y, _ = self.view.casino_slot(self.d, c, die.owner, index)
            return (x, y)
        if name in PLACE_TILES:
            tile = PLACE_TILES[name]
            rect = self._tile_rect(tile)
            if rect is None:
                return lay.CENTRE
            return piece_point(tile, rect, location if name != "bar" and name != "double_down" else name, index)
        if name == "box":
            return (float(rlay.PILE_RECT.centerx), float(rlay.PILE_RECT.bottom))
        return lay.CENTRE

    def _take(self, location: str, die: Die) -> None:
        """Remove `die` from where the display shows it."""
        d = self.d
        name, _, arg = location.partition(":")
        p = d.pieces
        if name == "hand" and die.owner >= 0 and die.kind in d.hands[die.owner]:
            d.hands[die.owner].remove(die.kind)
        elif name == "casino":
            kind = display_kind(die.kind)
            dice = d.casino_dice[int(arg) - 1]
            for c in dice:
                if c.owner == die.owner and c.kind == kind:
                    dice.remove(c)
                    break
        elif name == "bar":
            p.knockout_bar = [x for x in p.knockout_bar if x != die] if die in p.knockout_bar else p.knockout_bar
        elif name == "double_down":
            p.double_down = []
        elif name == "nice":
            p.nice_dice[int(arg) - 1] = None
        elif name == "golden":
            p.golden = None
        elif name == "block_it" and p.block_groups:
            p.block_groups[int(arg)] = 0

    def _put(self, location: str, die: Die) -> None:
        """Show `die` at its new place."""
        d = self.d
        name, _, arg = location.partition(":")
        p = d.pieces
        if name == "hand" and die.owner >= 0:
            d.hands[die.owner].append(die.kind)
        elif name == "casino":
            value = 0 if die.owner == GREY else die.value
            d.casino_dice[int(arg) - 1].append(CasinoDie(die.owner, display_kind(die.kind), value))
        elif name == "bar":
            p.knockout_bar.append(die)
        elif name == "double_down":
            p.double_down.append(die)
        elif name == "nice":
            p.nice_dice[int(arg) - 1] = die
        elif name == "golden":
            p.golden = die
        elif name == "handicap":
            p.handicap_slots[arg] = p.handicap_slots.get(arg, 0) + 1

    # -- events -> animations --------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        self._synced = False
        for ev in events:
            self.round_events.append(ev)
            task = self._animation(ev)
            if task is not None:
                self.queue.add(task)

    def _animation(self, ev: Any) -> Task | None:  # noqa: C901 - one branch per event type, each small
        d = self.d
        if isinstance(ev, RoundStarted):
            self.round_events = [ev]
            self._events_round = ev.round
            return self._anim_round_started(ev)
        if isinstance(ev, TurnStarted):
            return Call(lambda p=ev.player: setattr(d, "turn", p))
        if isinstance(ev, PlayerSkipped):
            said = (getattr(self, "_events_round", self.state.round), ev.player)
            if said in self._skip_said:  # once a round: every later turn would only repeat it
                return None
            self._skip_said.add(said)
            return Call(lambda p=ev.player: d.add_log(t("table.log_skipped", name=self._name(p)), style.PAPER))
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
            return self._anim_back_to_hand(ev.player, t("royale.log_skip", name=self._name(ev.player)))
        if isinstance(ev, ThrowVoid):
            return self._anim_back_to_hand(ev.player, t("royale.log_void", name=self._name(ev.player)))
        if isinstance(ev, TileActivated):
            return self._anim_tile(ev)
        if isinstance(ev, MarkerMoved):
            return self._anim_marker(ev)
        if isinstance(ev, PlaqueMoved):
            return self._anim_plaque(ev)
        if isinstance(ev, (LuckyPunchChosen, LuckyPunchResolved, KnockoutChosen, BlackDieChosen, FiftyFiftyRolled)):
            return self._anim_choice_made(ev)
        if isinstance(ev, (BoxSplitMade, BoxPicked)):
            return self._anim_box(ev)
        if isinstance(ev, BadLuckDue):
            return self._anim_bad_luck(ev)
        if isinstance(ev, BadLuckPaid):
            return self._anim_fine(ev)
        if isinstance(ev, TieCancelled):
            return self._anim_tie(ev)
        if isinstance(ev, BillPaid):
            return self._anim_bill_paid(ev)
        if isinstance(ev, BillsReturned):
            return self._anim_bills_returned(ev)
        if isinstance(ev, RoundEnded):
            summary = list(self.round_events)
            return Sequence([self._anim_clear_table(), Call(lambda: self._show_summary(summary))])
        if isinstance(ev, GameEnded):
            return Call(self._show_results)
        return None

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
            tiles = ", ".join(tile_name(x) for x in ev.tiles if x is not None) or t("royale.no_tiles")
            d.add_log(t("royale.log_round", n=ev.round, tiles=tiles), style.GOLD)

        deals: list[Task] = []
        pile = (float(rlay.PILE_RECT.centerx), float(rlay.PILE_RECT.centery))
        for i, bills in enumerate(ev.bills):
            slots = lay.casino_bill_slots(self.view.casino_rects[i], len(bills))
            for k, amount in enumerate(bills):
                deals.append(deal_bill(d, "casino_bills", i, amount, pile, slots[k]))
        banner_task = round_banner(d, t("table.round_start_banner", n=ev.round), lay.CENTRE, 0.6)
        return Sequence([Call(begin), Parallel([banner_task, Sequence([Wait(0.15), stagger(deals, 0.05)])])])

    def _anim_throw(self, ev: DiceThrown) -> Task:
        """Player dice, the 2-player neutral dice and the black dice all fly and roll the same way."""
        d = self.d
        sprites: list[DieSprite] = []
        tracks: list[Any] = []
        black = bool(ev.dice) and ev.dice[0].kind == BLACK
        if black:
            origin_rect = (
                self._tile_rect(
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
            tracks[:] = simulate([x.value for x in ev.dice], sizes, origin, lay.throw_entry(origin_rect), self.rng)
            d.arena = list(sprites)
            faces = " ".join(str(x.value) for x in ev.dice)
            if black:
                d.pieces.black = tuple(x.value for x in ev.dice)
                d.black_reason = ev.reason
                d.add_log(t("royale.log_black", name=self._name(ev.player), faces=faces), (200, 200, 210))
            else:
                if ev.player >= 0:
                    d.turn = ev.player
                    d.hands[ev.player] = []
                d.add_log(t("table.log_threw", name=self._name(ev.player), faces=faces), self._tone(ev.player))

        def play(p: float) -> None:
            now = p * THROW_DURATION
            for s, track in zip(sprites, tracks, strict=True):
                f = track.at(now)
                s.x, s.y, s.lift, s.angle, s.face = f.x, f.y, f.lift, f.angle, f.face

        return Tween(THROW_DURATION, play, linear, on_start=begin)

    def _tone(self, owner: int) -> tuple[int, int, int]:
        """A log entry's colour: the owner's own (the log draws it as a chip and a light tint of it)."""
        return self.view.owner_colour(owner)

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

        return Tween(0.42, move, ease_in_out_quad, on_start=begin, on_done=done)

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
                for x in ev.dice:
                    self._take("hand", x)
                    sx, sy = self._point("hand", x)
                    chosen.append(DieSprite(x.owner, display_kind(x.kind), x.value, sx, sy, 0, 0, x.value, 18.0))
            for s in chosen:
                if s in d.arena:
                    d.arena.remove(s)
                index = counts.get(s.owner, 0)
                counts[s.owner] = index + 1
                x, y, size = self.view.casino_slot(d, casino, s.owner, index)
                cd = CasinoDie(s.owner, s.kind, s.value)
                flights.append(self._fly(s, (x, y), size, lambda cd=cd: d.casino_dice[casino].append(cd)))
            back: list[Task] = []
            if ev.returned:
                for s in [s for s in d.arena if s.owner == ev.player]:
                    d.arena.remove(s)
                    die = Die(s.owner, s.value, "B" if s.kind == "b" else s.kind)
                    back.append(self._fly(s, self._point("hand", die), 15.0, lambda die=die: self._put("hand", die)))
            group.add(stagger(flights, 0.06))
            group.add(Sequence([Wait(0.1), stagger(back, 0.04)]))
            if ev.player >= 0:
                d.add_log(
                    t(
                        "table.log_placed",
                        name=self._name(ev.player),
                        count=len(ev.dice),
                        value=ev.value,
                        casino=self._casino(ev.casino),
                    ),
                    self._tone(ev.player),
                )

        return Sequence([Call(begin), group, Wait(0.08)])

    def _anim_back_to_hand(self, seat: int, text: str) -> Task:
        d = self.d
        group = Parallel()

        def begin() -> None:
            mine = [s for s in d.arena if s.owner == seat]
            flights = []
            for s in mine:
                d.arena.remove(s)
                die = Die(seat, s.value, "B" if s.kind == "b" else s.kind)
                flights.append(self._fly(s, self._point("hand", die), 15.0, lambda die=die: self._put("hand", die)))
            group.add(stagger(flights, 0.04))

        return Sequence([self._note(text, lay.CENTRE, style.PAPER, 0.3), Call(begin), group])

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
                    sx, sy = self._point(ev.source, die, k)
                    self._take(ev.source, die)
                    face = 0 if die.owner == GREY else (die.value or 6)
                    s = DieSprite(die.owner, display_kind(die.kind), face, sx, sy, 0, 0, face, 16.0)
                target = self._point(ev.target, die, self._count_at(ev.target, die.owner) + k)
                flights.append(self._fly(s, target, 16.0, lambda die=die: self._put(ev.target, die)))
            group.add(stagger(flights, 0.05))
            if ev.reason not in ("scoring", "handicap_setup"):
                d.add_log(tn(f"royale.moved.{ev.reason}", len(ev.dice)), (200, 190, 220))

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
            if ev.reason not in ("round", "skip"):  # a skip has its own note ("pays a jeton and skips")
                key = "royale.jetons_plus" if ev.delta > 0 else "royale.jetons_minus"
                text = tn(key, abs(ev.delta), name=self._name(ev.player), why=t(f"royale.reason.{ev.reason}"))
                self._float(text, self._above_panel(ev.player), style.HIGHLIGHT if ev.delta > 0 else style.DANGER)
                d.add_log(text, self._tone(ev.player))

        return Sequence([Call(apply), Wait(0.05 if ev.reason == "round" else 0.3)])

    def _anim_bank_pays(self, ev: MoneyPaid) -> Task:
        def begin() -> tuple[float, float]:
            why = t(f"royale.reason.{ev.reason}")
            text = t("royale.bank_pays", name=self._name(ev.player), amount=style.money(ev.amount), why=why)
            self.d.add_log(text, self._tone(ev.player))
            self._float(text, self._above_panel(ev.player))
            return (float(rlay.PILE_RECT.centerx), float(rlay.PILE_RECT.centery))

        return self._card_to_panel(ev.player, ev.amount, begin, 80, (1.2, 0.8))

    def _card_to_panel(
        self,
        player: int,
        amount: int,
        begin: Callable[[], tuple[float, float]],
        lift: float,
        scale: tuple[float, float],
    ) -> Task:
        """A money card flying from where `begin` says (a casino or the bank) to a player; counted on landing."""
        d = self.d
        target = self._panel_point(player)
        sprite = BillSprite(amount, *target, scale=scale[0])
        start = [target]

        def launch() -> None:
            start[0] = begin()
            sprite.x, sprite.y = start[0]
            d.flying_bills.append(sprite)

        def move(p: float) -> None:
            sprite.x, sprite.y = arc2(start[0], target, p, lift)
            sprite.scale = lerp(scale[0], scale[1], p)

        def land() -> None:
            if sprite in d.flying_bills:
                d.flying_bills.remove(sprite)
            d.money[player] += amount
            d.bills_won[player] += 1
            d.money_pop[player] = 1.0

        return Tween(0.55, move, ease_in_out_quad, on_start=launch, on_done=land)

    def _anim_tile(self, ev: TileActivated) -> Task:
        def on() -> None:
            self.lit_tile = ev.casino - 1

        def off() -> None:
            self.lit_tile = None

        rect = rlay.TILE_RECTS[ev.casino - 1]
        text = t("royale.log_tile", name=self._name(ev.player), tile=tile_name(ev.tile))
        return Sequence([Call(on), self._note(text, tile_note_point(rect), style.GOLD, 0.45), Call(off)])

    def _anim_marker(self, ev: MarkerMoved) -> Task:
        d = self.d

        def apply() -> None:
            if ev.tile == "A2":
                d.pieces.jackpot_step = ev.position
            elif ev.tile == "B2":
                d.pieces.fifty_field = ev.position
            elif ev.tile == "E1":
                d.pieces.no_entry_marker = ev.position

        return Sequence([Call(apply), Wait(0.3)])

    def _anim_plaque(self, ev: PlaqueMoved) -> Task:
        d = self.d

        def apply() -> None:
            if ev.tile == "C1":
                d.pieces.high_five = ev.holder
                d.pieces.high_five_taken = True
            elif ev.tile == "D2":
                d.pieces.power_play = ev.holder
            elif ev.tile == "E1":
                d.closed = None if ev.holder is None else ev.holder - 1

        if ev.tile == "E1":
            text = t("royale.log_closed", casino=self._casino(ev.holder)) if ev.holder else t("royale.log_open")
        elif ev.holder is None:
            text = t("royale.log_plaque_back", tile=tile_name(ev.tile))
        else:
            text = t("royale.log_plaque", tile=tile_name(ev.tile), name=self._name(ev.holder))
        return Sequence([Call(apply), self._note(text, self._tile_point(ev.tile), style.GOLD, 0.4)])

    def _anim_choice_made(self, ev: Any) -> Task:
        d = self.d
        if isinstance(ev, LuckyPunchChosen):
            text = t("royale.log_lucky_chosen", name=self._name(ev.player))
            return Sequence(
                [
                    Call(lambda: setattr(d, "lucky_status", t("royale.lucky_secret"))),
                    self._note(text, self._tile_point("A1")),
                ]
            )
        if isinstance(ev, LuckyPunchResolved):
            key = "royale.log_lucky_right" if ev.guess == ev.count else "royale.log_lucky_wrong"
            text = t(key, guesser=self._name(ev.guesser), guess=ev.guess, count=ev.count, name=self._name(ev.player))
            return Sequence(
                [
                    Call(lambda: setattr(d, "lucky_status", "")),
                    self._note(text, self._tile_point("A1"), style.GOLD, 0.6),
                ]
            )
        if isinstance(ev, KnockoutChosen):

            def chosen() -> None:
                d.knockout_waiting = tuple(s for s in d.knockout_waiting if s != ev.player)

            return Sequence(
                [
                    Call(chosen),
                    self._note(
                        t("royale.log_knockout_chosen", name=self._name(ev.player)),
                        self._tile_point("E2"),
                        style.PAPER,
                        0.2,
                    ),
                ]
            )
        if isinstance(ev, BlackDieChosen):
            text = t(
                "royale.log_black_chosen",
                name=self._name(ev.player),
                value=ev.value,
                effect=t(f"royale.choice.black_{ev.value}", value=ev.value),
            )
            return self._note(text, self._tile_point("H2"), style.GOLD, 0.5)
        assert isinstance(ev, FiftyFiftyRolled)
        if ev.call == "start":
            text = t("royale.log_fifty_start", total=ev.total)
        else:
            key = "royale.log_fifty_right" if ev.right else "royale.log_fifty_wrong"
            text = t(key, call=t(f"royale.call.{ev.call}"), total=ev.total)

        def apply() -> None:
            d.pieces.fifty_sum = ev.total

        return Sequence([Call(apply), self._note(text, self._tile_point("B2"), style.GOLD, 0.5)])

    def _anim_box(self, ev: Any) -> Task:
        d = self.d
        if isinstance(ev, BoxSplitMade):
            text = t("royale.log_box_split", name=self._name(ev.splitter), a=ev.sizes[0], b=ev.sizes[1])
            return Sequence(
                [
                    Call(lambda: setattr(d, "box_sizes", ev.sizes)),
                    self._note(text, self._tile_point("G1"), style.GOLD, 0.4),
                ]
            )
        from vegas_desktop.royale.model import BLACK_BOX

        from .royale_tiles import prize_text

        prizes = ", ".join(prize_text(BLACK_BOX[i]) for i in ev.plaques)
        text = t("royale.log_box_pick", name=self._name(ev.winner), group="AB"[ev.group], prizes=prizes)
        return Sequence(
            [self._note(text, self._tile_point("G1"), style.GOLD, 0.6), Call(lambda: setattr(d, "box_sizes", None))]
        )

    def _anim_bad_luck(self, ev: BadLuckDue) -> Task:
        names = ", ".join(self._name(s) for s in ev.players)

        def apply() -> None:
            self.d.pieces.bad_luck = tuple(ev.players)

        return Sequence(
            [Call(apply), self._note(t("royale.log_bad_luck", names=names), self._tile_point("C2"), style.DANGER, 0.5)]
        )

    def _anim_fine(self, ev: BadLuckPaid) -> Task:
        d = self.d

        def apply() -> None:
            d.money[ev.player] -= sum(ev.cards) - ev.change
            d.jetons[ev.player] = max(0, d.jetons[ev.player] - ev.jetons)
            d.money_pop[ev.player] = 1.0

        text = tn(
            "royale.log_fine",
            ev.jetons,
            name=self._name(ev.player),
            amount=style.money(sum(ev.cards) - ev.change),
        )
        return Sequence([Call(apply), self._note(text, self._above_panel(ev.player), style.DANGER, 0.5)])

    def _anim_tie(self, ev: TieCancelled) -> Task:
        d = self.d
        names = ", ".join(self._name(p) for p in ev.players)
        if ev.field == "double_down":
            return self._note(t("royale.log_tie_dd", names=names), self._tile_point("G2"), style.DANGER, 0.5)
        casino = ev.casino - 1
        rect = self.view.casino_rects[casino]
        label = Label(t("table.tie"), rect.centerx, rect.y + 100, style.WHITE, 20, 0, plate=style.DANGER)
        victims: list[CasinoDie] = []

        def begin() -> None:
            victims[:] = [c for c in d.casino_dice[casino] if c.owner in ev.players]
            d.labels.append(label)
            d.scoring = casino
            d.add_log(t("table.log_tie", casino=self._casino(ev.casino), names=names), style.DANGER)

        def fade(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 3) * (1 - p * p))
            for c in victims:
                c.dx = 3 * math.sin(p * 30) * (1 - p)
                c.alpha = round(255 * (1 - 0.75 * p))

        def end() -> None:
            if label in d.labels:
                d.labels.remove(label)

        return Sequence([Call(begin), Tween(0.7, fade, linear), Call(end)])

    def _anim_bill_paid(self, ev: BillPaid) -> Task:
        d = self.d
        casino = ev.casino - 1
        rect = self.view.casino_rects[casino]

        def begin() -> tuple[float, float]:
            d.scoring = casino
            bills = d.casino_bills[casino]
            slots = lay.casino_bill_slots(rect, len(bills) or 1)
            k = bills.index(ev.amount) if ev.amount in bills else 0
            if k < len(d.bill_alpha[casino]):
                d.bill_alpha[casino][k] = 0
            text = t(
                "table.log_paid",
                name=self._name(ev.player),
                amount=style.money(ev.amount),
                casino=self._casino(ev.casino),
            )
            d.add_log(text, self._tone(ev.player))
            return slots[min(k, len(slots) - 1)]

        return self._card_to_panel(ev.player, ev.amount, begin, 70, (1.0, 0.75))

    def _anim_bills_returned(self, ev: BillsReturned) -> Task:
        d = self.d
        casino = ev.casino - 1

        def apply() -> None:
            d.scoring = casino
            d.bill_alpha[casino] = [0] * len(d.bill_alpha[casino])
            d.pile += len(ev.bills)

        text = tn("royale.log_returned", len(ev.bills), casino=self._casino(ev.casino))
        return Sequence([Call(apply), self._note(text, self.view.casino_rects[casino].center, style.PAPER, 0.25)])

    def _anim_clear_table(self) -> Task:
        d = self.d

        def take() -> list[CasinoDie]:
            d.scoring = None
            return [c for dice in d.casino_dice for c in dice]

        def clear() -> None:
            for i in range(6):
                d.casino_dice[i], d.casino_bills[i], d.bill_alpha[i] = [], [], []
            d.arena = []

        return fade_away(take, clear, 0.3, linear, 0.0)

    # -- input -----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if log_scroll_event(self, event, rlay.log_rect(self.d.tiles), LOG_FORMAT):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self._hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1 and hasattr(event, "pos"):
            self.click(event.pos)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.info_tile is not None:
                self.info_tile = None
                return True
            from .pause import PauseScene

            self.app.stack.push(PauseScene(self.app))
            return True
        if self.info_tile is not None:
            self.info_tile = None
            return True
        if event.key == pygame.K_BACKSPACE and self.prompt is not None:
            return self.prompt.back()
        if event.key in _PAGE_KEYS and self.prompt is not None:
            return self.prompt.turn_page(_PAGE_KEYS[event.key])
        phase = self.state.phase
        if self.prompt is not None and self.human_seat() is not None:
            char = _key_char(event.key)
            if phase == "roll" and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.try_roll()
            action = self.prompt.by_key(char) if char else None
            if action is not None:
                self._play(self.prompt.seat, action)
            return True
        if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.try_roll()
        if event.key in _VALUE_KEYS:
            return self.try_place(_VALUE_KEYS[event.key])
        if event.key == pygame.K_s:
            return self.try_skip()
        return False

    def _why_not(self) -> str:
        if self.match.over or self.finished:
            return t("table.game_over")
        if self.d.scoring is not None:
            return t("table.hint_scoring")
        # While animations run, the state is ahead of the picture: speak of whose move is shown.
        seat = self.d.turn if self.queue.busy and self.d.turn is not None else self.deciding_seat()
        if seat is not None and seat >= 0 and not self.match.seats[seat].is_human:
            return t("table.hint_not_your_turn", name=self._name(seat))
        return t("table.hint_busy")

    def try_roll(self) -> bool:
        seat = self.human_seat()
        if seat is None:
            self.show_hint(self._why_not())
            return False
        if self.state.phase != "roll":
            self.show_hint(t("royale.hint_decide"))
            return False
        self._play(seat, Roll())
        return True

    def try_place(self, value: int) -> bool:
        seat = self.human_seat()
        if seat is None:
            self.show_hint(self._why_not())
            return False
        if self.state.phase != "place":
            self.show_hint(t("table.hint_throw_first") if self.state.phase == "roll" else t("royale.hint_decide"))
            return False
        if Place(value) not in self.match.legal(seat):
            closed = self.state.closed == value - 1
            self.show_hint(t("royale.hint_closed", value=value) if closed else t("table.hint_no_value", value=value))
            return False
        self._play(seat, Place(value))
        return True

    def try_skip(self) -> bool:
        seat = self.human_seat()
        if seat is None or self.state.phase != "place":
            self.show_hint(self._why_not() if seat is None else t("royale.hint_skip_when"))
            return False
        if Skip() not in self.match.legal(seat):
            self.show_hint(t("royale.hint_no_jeton"))
            return False
        self._play(seat, Skip())
        return True

    def choose(self, action: Any) -> bool:
        """Play a prompt choice for the human deciding now (used by clicks, keys and tests)."""
        seat = self.human_seat()
        if seat is None or action not in self.match.legal(seat):
            self.show_hint(self._why_not() if seat is None else t("royale.hint_decide"))
            return False
        self._play(seat, action)
        return True

    def _skip_visible(self) -> bool:
        seat = self.human_seat()
        return seat is not None and self.state.phase == "place" and Skip() in self.match.legal(seat)

    def _throw_visible(self) -> bool:
        return self.human_seat() is not None and self.state.phase == "roll" and self.prompt is None

    def die_at(self, pos: tuple[float, float]) -> DieSprite | None:
        best = None
        for s in self.d.arena:
            half = s.size * (0.65 if s.kind != "b" else 0.85)
            if abs(pos[0] - s.x) <= half and abs(pos[1] - s.y) <= half and (best is None or s.y > best.y):
                best = s
        return best

    def casino_at(self, pos: tuple[float, float]) -> int | None:
        for i, rect in enumerate(self.view.casino_rects):
            if rect.collidepoint(pos):
                return i
        return None

    def tile_at(self, pos: tuple[float, float]) -> int | None:
        for i, rect in enumerate(rlay.TILE_RECTS):
            if self.d.tiles[i] is not None and rect.collidepoint(pos):
                return i
        return None

    def _hover(self, pos: tuple[float, float]) -> None:
        self.hover_value = None
        self.hover_throw = self._throw_visible() and math.dist(pos, lay.CENTRE) <= lay.THROW_BUTTON_RADIUS
        self.hover_skip = self._skip_visible() and rlay.skip_button(self.d.tiles).collidepoint(pos)
        if self.prompt is not None:
            self.prompt.hover = self.prompt.at(pos)
            return
        if self.human_seat() is None or self.state.phase != "place":
            return
        die = self.die_at(pos)
        casino = self.casino_at(pos)
        if die is not None:
            self.hover_value = die.value
        elif casino is not None and any(s.value == casino + 1 for s in self.d.arena):
            self.hover_value = casino + 1

    def click(self, pos: tuple[float, float]) -> None:
        if self.info_tile is not None:
            self.info_tile = None
            return
        if self.prompt is not None and self.human_seat() is not None:
            if self._click_prompt(pos):
                return
        elif self._throw_visible() and math.dist(pos, lay.CENTRE) <= lay.THROW_BUTTON_RADIUS:
            self.try_roll()
            return
        if self._skip_visible() and rlay.skip_button(self.d.tiles).collidepoint(pos):
            self.try_skip()
            return
        tile = self.tile_at(pos)
        if tile is not None:
            self.info_tile = tile
            return
        die = self.die_at(pos)
        if die is not None and self.state.phase == "place":
            self.try_place(die.value)
            return
        casino = self.casino_at(pos)
        if casino is not None and self.state.phase == "place":
            self.try_place(casino + 1)
        elif self.human_seat() is None:
            self.show_hint(self._why_not())

    def _click_prompt(self, pos: tuple[float, float]) -> bool:
        prompt = self.prompt
        assert prompt is not None
        index = prompt.at(pos)
        if index is not None:
            action = prompt.open(prompt.level[index])
            if action is not None:
                self._play(prompt.seat, action)
            return True
        if prompt.back_rect is not None and prompt.back_rect.collidepoint(pos):
            prompt.back()
            return True
        for rect, step in ((prompt.prev_rect, -1), (prompt.next_rect, 1)):
            if rect is not None and rect.collidepoint(pos):
                prompt.turn_page(step)
                return True
        casino = self.casino_at(pos)
        if casino is not None and casino in prompt.casinos():
            action = prompt.by_casino(casino)
            if action is not None:
                self._play(prompt.seat, action)
            return True
        return bool(prompt.box.collidepoint(pos))

    def on_resume(self) -> None:
        self.hover_value = None

    # -- drawing ---------------------------------------------------------------------------------------
    def _turn_text(self) -> tuple[str, list[str]]:
        d = self.d
        if d.scoring is not None:
            return t("table.scoring_title"), [t("table.scoring", casino=self._casino(d.scoring + 1))]
        if self.match.over:
            return t("table.game_over"), []
        seat = self.deciding_seat()
        if seat is None or d.turn is None:
            return t("table.round_start_banner", n=max(1, d.round)), []
        phase = self.state.phase
        name = self._name(seat)
        if self.queue.busy and self.pending is None:
            return t("royale.turn_of", name=self._name(d.turn)), []
        if not self.match.seats[seat].is_human:
            return t("table.thinking", name=name), [t(f"royale.doing.{phase}")]
        if self.pending is not None and self.pending[0] == "forced":
            return t("royale.turn_of", name=name), [t("table.do_forced")]
        if phase == "roll":
            lines = [t("table.do_throw")] if self.prompt is None else [t("royale.do_power_play")]
            return t("table.turn_throw", name=name), lines
        if phase == "place":
            lines = [t("table.do_choose")]
            if self.hover_value is not None:
                count = sum(1 for s in d.arena if s.value == self.hover_value)
                lines.append(
                    t("table.hover_place", count=count, value=self.hover_value, casino=self._casino(self.hover_value))
                )
            if self._skip_visible():
                lines.append(t("royale.do_skip"))
            return t("table.turn_choose", name=name), lines
        return t("royale.turn_decide", name=name), [t("royale.do_prompt")]

    def draw(self, surface: pygame.Surface) -> None:
        title, lines = self._turn_text()
        hint = (self.hint[0], min(1.0, self.hint[1] / 0.4)) if self.hint is not None else None
        prompt = self.prompt if self.human_seat() is not None else None
        lit: set[int] = set()
        places: set[str] = set()
        if prompt is not None:
            hovered = prompt.hovered()
            lit = {hovered.casino} if hovered is not None and hovered.casino is not None else prompt.casinos()
            chosen = {c.place for c in prompt.path if c.place}
            places = {hovered.place} | chosen if hovered is not None and hovered.place else prompt.places()
        seat = self.deciding_seat()
        tile_casino = self.state.tile_casino if self.state.phase not in ("roll", "place") else -1
        ui = {
            "clock": self.clock,
            "hover_value": self.hover_value,
            "target_casino": self.hover_value - 1 if self.hover_value is not None else None,
            "throw_button": self._throw_visible(),
            "throw_hover": self.hover_throw,
            "skip_button": self._skip_visible(),
            "skip_hover": self.hover_skip,
            "hint": hint,
            "turn_title": title,
            "turn_lines": lines,
            "prompt": prompt,
            "prompt_colour": self.view.colour(prompt.seat) if prompt is not None else style.GOLD,
            "lit_casinos": lit,
            "lit_places": places,
            "lit_tile": self.lit_tile if self.lit_tile is not None else (tile_casino if tile_casino >= 0 else None),
            "deciding": (seat,) if seat is not None and self.state.phase not in ("roll", "place") else (),
        }
        self.view.draw(surface, self.d, ui)
        if self.info_tile is not None and self.d.tiles[self.info_tile] is not None:
            draw_tile_info(surface, self.d.tiles[self.info_tile], self.info_tile)


def tile_note_point(rect: pygame.Rect) -> tuple[float, float]:
    return (float(rect.centerx), float(rect.y + 48))  # rises FLOAT_RISE * FLOAT_TIME, stays below the header


def _key_char(key: int) -> str:
    """'1'-'9' and 'A'-'Z' for prompt keys (keypad digits too)."""
    name = pygame.key.name(key)
    if name.startswith("[") and name.endswith("]"):
        name = name[1:-1]
    return name.upper() if len(name) == 1 and name.isalnum() else ""
