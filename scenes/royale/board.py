"""What the Royale table's parts share: the display model, the view, where things are on the table, the floating
notes, and the small state of the pointer and the open decision (`RoyaleUI`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from vegas_desktop.app import motion, style
from vegas_desktop.app.tween import Call, Sequence, Task, Wait, arc2, ease_in_out_quad, flight, lerp
from vegas_desktop.core.narration import Line
from vegas_desktop.royale.model import GREY, ROUNDS, Die, RoyaleState
from vegas_desktop.royale.narrator import NARRATOR
from vegas_desktop.scenes.dice import arena as lay
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.keys import tile_note_point
from vegas_desktop.scenes.royale.panels import hand_die_pos
from vegas_desktop.scenes.royale.prompts import Prompt
from vegas_desktop.scenes.royale.tiles import piece_point
from vegas_desktop.scenes.royale.view import (
    NOTE_PLATE,
    NOTE_SIZE,
    RoyaleDisplay,
    RoyaleView,
    display_kind,
    note_rect,
    note_size,
    owner_name,
)
from vegas_desktop.scenes.table.anims import appear_all
from vegas_desktop.scenes.table.parts import TableServices
from vegas_desktop.scenes.table.pieces import BillSprite, CasinoDie, Label, SeatTags
from vegas_desktop.scenes.table.story import LogPaint
from vegas_desktop.text import t

Colour = tuple[int, int, int]
FLOAT_TIME = 1.6
FLOAT_RISE = 6.0  # px/s a note drifts up: it stays over the rule text, clear of the tile's title
# Tile places that hold dice, and the tile they belong to.
PLACE_TILES = {"bar": "E2", "double_down": "G2", "nice": "H1", "golden": "H2", "block_it": "F1", "handicap": "F2"}


@dataclass
class RoyaleUI:
    """The pointer and the open decision: set by the input and the animations, read by the drawing."""

    prompt: Prompt | None = None
    prompt_key: tuple[int, str, int] | None = None
    info_tile: int | None = None  # a tile whose rule card is open
    lit_tile: int | None = None  # a tile being activated
    hover_value: int | None = None
    hover_throw: bool = False
    hover_skip: bool = False


def log_tones() -> dict[str, Colour]:
    """The colours of the Royale log's lines that no seat wears."""
    return {
        "gold": style.GOLD,
        "paper": style.PAPER,
        "danger": style.DANGER,
        "highlight": style.HIGHLIGHT,
        "black": (200, 200, 210),
        "moved": (200, 190, 220),
    }


class RoyaleBoard:
    """The display model and view of one Royale table, and the places and notes its parts share."""

    def __init__(self, table: TableServices[RoyaleState]) -> None:
        self.table = table
        match = table.match
        state = match.state
        names = [s.name for s in match.seats]
        tags = SeatTags(match.seats)
        self.view = RoyaleView(names, [s.colour for s in match.seats], tags)
        self.d = RoyaleDisplay(players=state.players, casinos=6, rounds=ROUNDS)
        self.d.log_paint = LogPaint(names, self.tone, log_tones())
        self.tell = NARRATOR  # the move log's lines, for the events the table shows
        self.rng = random.Random(f"royale-{match.seed}")  # presentation only: where dice roll
        self.floaters: list[tuple[Label, float]] = []
        if not match.log and match.opening_events:
            self.d.pile = len(state.pile) + sum(len(b) for b in state.bills)

    # -- words -----------------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return owner_name(seat, self.table.match.seats)

    def casino(self, number: int) -> str:
        return t(f"table.casino.{number}")

    def tone(self, owner: int) -> Colour:
        """A log entry's colour: the owner's own (the log draws it as a chip and a light tint of it)."""
        return self.view.owner_colour(owner)

    # -- floating notes (non-blocking) -----------------------------------------------------------------
    def float_note(self, text: str, pos: tuple[float, float], colour: Colour = style.HIGHLIGHT) -> None:
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

    def age_floaters(self, dt: float) -> None:
        kept = []
        for label, left in self.floaters:
            left -= dt
            if left > 0:
                label.alpha = round(255 * min(1.0, left / 0.5))
                label.y -= motion.sway(dt * FLOAT_RISE)
                kept.append((label, left))
            elif label in self.d.labels:
                self.d.labels.remove(label)
        self.floaters = kept

    def note(self, line: Line, pos: tuple[float, float], pause: float = 0.35) -> Task:
        """A floating note plus a log line (the same words, in the line's colour), then a short pause so it can be
        read."""

        def show() -> None:
            text, colour = self.d.log_paint.render(line)
            self.float_note(text, pos, colour)
            self.d.add_log(line)

        return Sequence([Call(show), Wait(pause)])

    # -- places on the table ---------------------------------------------------------------------------
    def panel_point(self, seat: int) -> tuple[float, float]:
        r = self.view.panels[seat]
        return (float(r.centerx), float(r.y + 20))

    def tile_rect(self, tile: str) -> pygame.Rect | None:
        where = self.d.tiles.index(tile) if tile in self.d.tiles else None
        return rlay.TILE_RECTS[where] if where is not None else None

    def above_panel(self, seat: int) -> tuple[float, float]:
        """Where notes about a player start: just above their panel, never over its name."""
        r = self.view.panels[seat]
        return (float(r.centerx), float(r.y - 12))

    def tile_point(self, tile: str) -> tuple[float, float]:
        """Where notes about a tile start: over its short rule text, clear of the title and of the live pieces
        (slots, tracks, fields) a decision may light up."""
        rect = self.tile_rect(tile)
        return tile_note_point(rect) if rect is not None else lay.CENTRE

    def point(self, location: str, die: Die, index: int = 0) -> tuple[float, float]:
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
            rect = self.tile_rect(tile)
            if rect is None:
                return lay.CENTRE
            return piece_point(tile, rect, location if name != "bar" and name != "double_down" else name, index)
        if name == "box":
            return (float(rlay.PILE_RECT.centerx), float(rlay.PILE_RECT.bottom))
        return lay.CENTRE

    def take(self, location: str, die: Die) -> None:
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

    def put(self, location: str, die: Die) -> None:
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

    def card_to_panel(
        self,
        player: int,
        amount: int,
        begin: Callable[[], tuple[float, float]],
        lift: float,
        scale: tuple[float, float],
    ) -> Task:
        """A money card flying from where `begin` says (a casino or the bank) to a player; counted on landing."""
        d = self.d
        target = self.panel_point(player)
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

        return flight(0.55, move, ease_in_out_quad, launch, land, appear=appear_all([sprite]))
