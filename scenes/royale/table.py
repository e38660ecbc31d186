"""The Las Vegas Royale table: the classic arena and casinos plus the action tiles, jetons and tile decisions.

Same conventions as the classic table: the scene never touches the rules state; it sends actions through
`match.play`, turns the returned events into queued animations on its display model, and asks for the next
move only when the queue is idle (a human's click or key, a forced move, or a computer seat after a visible
pause). Every tile decision goes through one generic prompt (`royale_prompts`); secret choices in hot-seat
play are hidden behind a hand-over screen (`scenes.handover`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from vegas_desktop.app import style
from vegas_desktop.app.tween import (
    Call,
    Sequence,
    Task,
    Wait,
)
from vegas_desktop.royale.model import BLACK, GREY, ROUNDS, Die
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
    PowerPlay,
    RoundEnded,
    RoundStarted,
    ThrowVoid,
    TieCancelled,
    TileActivated,
    TurnStarted,
)
from vegas_desktop.scenes.dice import arena as lay
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.anims import RoyaleAnimations
from vegas_desktop.scenes.royale.input import RoyaleInput
from vegas_desktop.scenes.royale.keys import tile_note_point
from vegas_desktop.scenes.royale.prompts import Prompt
from vegas_desktop.scenes.royale.tile_anims import RoyaleTileAnimations
from vegas_desktop.scenes.royale.tile_prompts import build_menu
from vegas_desktop.scenes.royale.tiles import draw_tile_info, piece_point
from vegas_desktop.scenes.royale.view import (
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
from vegas_desktop.scenes.table.anims import (
    resting_sprites,
)
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table.pieces import CasinoDie, Label
from vegas_desktop.text import level_name, t

# The events this table animates (each through `RoyaleTableScene._animation`).
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
FLOAT_TIME = 1.6
FLOAT_RISE = 6.0  # px/s a note drifts up: it stays over the rule text, clear of the tile's title
# Tile places that hold dice, and the tile they belong to.
PLACE_TILES = {"bar": "E2", "double_down": "G2", "nice": "H1", "golden": "H2", "block_it": "F1", "handicap": "F2"}


class RoyaleTableScene(RoyaleAnimations, RoyaleTileAnimations, RoyaleInput, TableScene):
    """Plays one match of Las Vegas Royale at the table."""

    results_scene = "vegas_desktop.scenes.royale.results:RoyaleResultsScene"
    summary_scene = "vegas_desktop.scenes.royale.summary:RoyaleSummaryScene"
    hint_in_real_time = True  # hints are read in real time, at any speed

    def __init__(self, app: Any, match: Any) -> None:
        super().__init__(app, match)
        state = match.state
        names = [s.name for s in match.seats]
        tags = [
            t("table.human") if s.is_human else t("table.computer", level=level_name(getattr(s.agent, "name", "?")))
            for s in match.seats
        ]
        self.view = RoyaleView(names, [s.colour for s in match.seats], tags)
        self.d = RoyaleDisplay(players=state.players, casinos=6, rounds=ROUNDS)
        self.rng = random.Random(f"royale-{match.seed}")  # presentation only: where dice roll
        self.floaters: list[tuple[Label, float]] = []
        self._skip_said: set[tuple[int, int]] = set()  # (round, seat): "no dice left" is said once a round
        self.prompt: Prompt | None = None
        self._prompt_key: tuple | None = None
        self.info_tile: int | None = None
        self.lit_tile: int | None = None
        self.hover_value: int | None = None
        self.hover_throw = False
        self.hover_skip = False
        self.round_events: list[Any] = []
        if not match.log and match.opening_events:
            self.d.pile = len(state.pile) + sum(len(b) for b in state.bills)
        self.start()

    # -- helpers ---------------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """What the seat at the screen may see (others' secret choices hidden)."""
        return self.seen()

    def _name(self, seat: int) -> str:
        return owner_name(seat, self.match.seats)

    def _casino(self, number: int) -> str:
        return t(f"table.casino.{number}")

    def _humans(self) -> int:
        return sum(1 for s in self.match.seats if s.is_human)

    # -- flow ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.d.money_pop = [max(0.0, p - dt * 2.5) for p in self.d.money_pop]
        self.d.jeton_pop = [max(0.0, p - dt * 2.5) for p in self.d.jeton_pop]
        self._age_floaters(dt)
        super().update(dt)

    def human_turn(self, seat: int) -> None:
        self._ensure_prompt(seat)

    def _ensure_prompt(self, seat: int) -> None:
        """Build the decision card for a human's tile decision (or Power Play turn) once per decision."""
        phase = self.state.phase
        key = (seat, phase, len(self.match.log))
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

    def before_play(self) -> None:
        self.prompt = None
        self._prompt_key = None
        self.hover_value = None

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
    def on_event(self, ev: Any) -> None:
        self.round_events.append(ev)  # the round summary reads them all

    def event_handlers(self) -> dict[type, Callable[[Any], None]]:
        """Every event type this table animates goes through `_animation` (one branch per type)."""

        def animate(ev: Any) -> None:
            task = self._animation(ev)
            if task is not None:
                self.queue.add(task)

        return {cls: animate for cls in ANIMATED}

    # -- input -----------------------------------------------------------------------------------------
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

    def draw_table(self, surface: pygame.Surface) -> None:
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
