"""The Royale table's display model and drawing, built on the dice tables' shared view and display model.

The shared `DiceTableView` draws the arena dice, throw button, labels, banner and hints;
this view adds what Royale has on top: two-card casinos with grey, black and neutral dice, the closed-casino
plaque, the tile cards and the decision prompt, and paints each part as a cached layer — the player panels,
standings, turn card, title, pile and log drawn by `panels.py`.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field, fields
from functools import partial
from typing import Any

import pygame

from vegas_desktop.app import dice_art, layers, style, table_art
from vegas_desktop.royale.model import BIGGY, BLACK, BLANK, GREY, NEUTRAL, Pieces
from vegas_desktop.scenes.dice import arena as lay
from vegas_desktop.scenes.dice.display import Display, casino_die_pos, group_slot
from vegas_desktop.scenes.dice.view import DiceTableView
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale import panels
from vegas_desktop.scenes.royale.layered import FrameParts, Offset
from vegas_desktop.scenes.royale.tile_cards import draw_tile
from vegas_desktop.scenes.royale.tiles import BLACK_DIE, GREY_DIE, TileLook
from vegas_desktop.scenes.table.pieces import DieSprite, Label, SeatTags, draw_count, player_panel
from vegas_desktop.text import t

Colour = tuple[int, int, int]
NOTE_PLATE: Colour = (16, 12, 24)  # floating notes: coloured text on this dark plate
NOTE_SIZE = 14
BLACK_THROWS = ("A2", "B2", "B1", "H2")  # tiles that throw the black dice (anims.RoyaleAnimations._anim_throw)
# The title's and the pile's parts: their boxes and the felt round them, clear of the casinos and tiles.
TITLE_AREA = pygame.Rect(0, 0, 266, 114)
BANK_AREA = pygame.Rect(758, 0, 522, 114)


def note_size(text: str, size: int = NOTE_SIZE) -> tuple[int, int]:
    """Width and height of a floating note's plate."""
    w, h = style.font(size, True).size(text)
    return (w + 18, h + 8)


def note_rect(label: Label) -> pygame.Rect:
    rect = pygame.Rect((0, 0), note_size(label.text, label.size))
    rect.center = (round(label.x), round(label.y))
    return rect


def owner_name(owner: int, seats: list) -> str:
    """A seat's name, or the grey dice (Block It!, Handicap) / the 2-player neutral colour as pseudo-players."""
    if owner == GREY:
        return t("royale.grey")
    if owner == NEUTRAL:
        return t("royale.neutral")
    return seats[owner].name


def display_kind(kind: str) -> str:
    """Royale's Biggy is 'B'; the shared dice art calls it 'b'."""
    return "b" if kind == BIGGY else kind


@dataclass
class RoyaleDisplay(Display):
    """The classic display plus what Royale shows: jetons, hands by kind, tiles and their pieces."""

    jetons: list[int] = field(default_factory=list)
    jeton_pop: list[float] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    tiles: list[str | None] = field(default_factory=lambda: [None] * 6)
    pieces: Pieces = field(default_factory=Pieces)
    closed: int | None = None
    box_sizes: tuple[int, int] | None = None
    black_reason: str = ""
    lucky_status: str = ""
    knockout_waiting: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        n = self.players
        self.jetons = self.jetons or [0] * n
        self.jeton_pop = self.jeton_pop or [0.0] * n
        self.hands = self.hands or [[] for _ in range(n)]


class RoyaleView(DiceTableView):
    """Draws the Royale table for a display model and the scene's ui dict."""

    def __init__(self, seat_names: list[str], seat_colours: list[int], seat_tags: Sequence[str]) -> None:
        super().__init__(seat_names, seat_colours, seat_tags, 6)
        self.look = TileLook(self.colour, self.die_colours, lambda s: self.names[s])
        self.warmer = dice_art.Warmer()
        self.layered = True  # parts at rest as cached layers (False: every part drawn on the frame, as tests compare)

    def die_colours(self, owner: int, kind: str) -> tuple[Colour, Colour]:
        if kind == BLACK:
            return BLACK_DIE
        if owner == GREY or kind == BLANK:
            return GREY_DIE
        return super().die_colours(owner, kind)

    def owner_colour(self, owner: int) -> Colour:
        if owner == GREY:
            return GREY_DIE[0]
        return self.colour(owner) if owner >= 0 else style.NEUTRAL_DIE[0]

    def columns(self, d: RoyaleDisplay, casino: int) -> list[int]:
        """Owners with a fixed column at a casino: every seat, then neutral/grey when present."""
        owners = {c.owner for c in d.casino_dice[casino]}
        return list(range(d.players)) + [o for o in (-1, GREY) if o in owners]

    def casino_slot(self, d: RoyaleDisplay, casino: int, owner: int, index: int) -> tuple[float, float, int]:
        cols = self.columns(d, casino)
        col = cols.index(owner) if owner in cols else len(cols) - 1
        return casino_die_pos(self.casino_rects[casino], col, index, len(cols), False)

    # -- the frame ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, d: Display, ui: dict) -> None:
        assert isinstance(d, RoyaleDisplay)
        painted = layers.cache_info().misses
        parts = FrameParts(surface, self._draw_board(surface), self.layered)
        self._draw_columns(parts, d)
        self._draw_casinos(parts, d, ui)
        self._draw_tiles(parts, d, ui)
        for seat, rect in enumerate(self.panels):
            self._panel_part(parts, d, seat, rect, ui)
        self._turn_card_part(parts, d, ui)
        box, columns = rlay.standings_rect(d.tiles)
        parts.part(
            ("royale.standings",),
            box,
            (columns, tuple(d.money), tuple(self.names)),
            lambda s, o: panels.draw_standings(s, self, d, o),
        )
        self._draw_arena_dice(surface, d, ui)
        if ui.get("throw_button"):
            self._draw_throw_button(surface, ui)
        for b in d.flying_bills:
            table_art.draw_bill(surface, (b.x, b.y), b.amount, scale=b.scale, alpha=b.alpha, angle=b.angle)
        for s in sorted(d.flying_dice, key=lambda s: s.lift):
            self._draw_flying_die(surface, s)
        prompt = ui.get("prompt")
        if prompt is not None:
            prompt.draw(surface, ui.get("prompt_colour", style.GOLD), ui.get("clock", 0.0))
        for label in d.labels:
            self._draw_label(surface, label)
        if d.banner is not None:
            self._draw_banner(surface, d.banner)
        hint = ui.get("hint")
        if hint:
            self._draw_hint(surface, hint[0], hint[1])
        self._warm_dice(d, layers.cache_info().misses > painted)

    def _warm_dice(self, d: RoyaleDisplay, busy: bool) -> None:
        """In a frame with nothing in the air and no part painted again (`busy`), draw a few of the thrown dice's
        faces and angles into the cache, the next thrower's first: a throw's first sight of each made the table's
        slowest frames."""
        if busy or d.flying_dice or any(s.lift > 1 for s in d.arena):
            return
        first = d.turn if d.turn is not None and d.turn >= 0 else 0
        owners = [(first + k) % d.players for k in range(d.players)] + ([NEUTRAL] if d.players == 2 else [])
        for owner in owners:
            for kind in ("d", "b"):
                self.warmer.want(dice_art.die_size(kind, lay.ARENA_DIE), *self.die_colours(owner, kind), kind)
        if any(tile in BLACK_THROWS for tile in d.tiles):
            self.warmer.want(lay.ARENA_DIE, *BLACK_DIE, BLACK)
        self.warmer.step()

    # -- the parts, each a cached layer while it shows the same (layered.py) ---------------------------------
    def _draw_board(self, surface: pygame.Surface) -> pygame.Surface:
        """The felt and the arena, as one layer; returns its image (what lies under every part)."""
        size = surface.get_size()

        def paint(board: pygame.Surface) -> None:
            board.blit(table_art.felt(size), (0, 0))
            img, pos = table_art.arena(tuple(self.hex), lay.HEX_RIM)
            board.blit(img, pos)

        if not self.layered:
            paint(surface)
            return surface
        layer = layers.get(("royale.board",), size, (tuple(self.hex), lay.HEX_RIM), paint)
        layers.put(surface, layer)
        return layer.image

    def _draw_columns(self, parts: FrameParts, d: RoyaleDisplay) -> None:
        """The title, the money cards' pile and the log (the side columns' parts drawn before the casinos)."""
        parts.part(("royale.title",), TITLE_AREA, (d.round, d.rounds), lambda s, o: panels.draw_title(s, d, o))
        parts.part(("royale.bank",), BANK_AREA, (d.pile,), lambda s, o: panels.draw_bank(s, d, o))
        box = rlay.log_rect(d.tiles)
        shown = (tuple(d.log), d.log_paint.version(), d.log_scroll)
        parts.part(("royale.log",), box, shown, lambda s, o: panels.draw_log_box(s, d, o))

    def _draw_casinos(self, parts: FrameParts, d: RoyaleDisplay, ui: dict) -> None:
        lit_casinos = ui.get("lit_casinos", set())
        for i, rect in enumerate(self.casino_rects):
            lit = i in lit_casinos or d.scoring == i or ui.get("target_casino") == i
            dice = tuple((c.owner, c.kind, c.value, c.alpha, c.scale, c.dx) for c in d.casino_dice[i])
            alphas = d.bill_alpha[i][: len(d.casino_bills[i])]
            still = all(a == 255 for a in alphas) and all(c[3:] == (255, 1.0, 0.0) for c in dice)
            marker = d.pieces.power_play if d.tiles[i] == "D2" else None
            parts.part(
                ("royale.casino", i),
                rect,
                (tuple(d.casino_bills[i]), len(alphas), dice, tuple(self.columns(d, i)), d.closed == i, marker),
                partial(self._casino_body, d, i, rect, lit, ui),
                outside=partial(table_art.drop_shadow, rect=rect, radius=14),
                shadow=(rect, 14, 5),
                glow=rect.inflate(24, 24) if lit else None,
                still=not lit and still,
                reach=2,  # a count under a group in large text reaches 1 px below the casino
            )

    def _draw_tiles(self, parts: FrameParts, d: RoyaleDisplay, ui: dict) -> None:
        places = ui.get("lit_places", set())
        state = (
            _pieces_key(d.pieces),
            d.closed,
            d.box_sizes,
            d.black_reason,
            d.lucky_status,
            d.knockout_waiting,
            tuple(self.names),
        )
        for i, tile in enumerate(d.tiles):
            if tile is None:
                continue
            rect = rlay.TILE_RECTS[i]
            lit = ui.get("lit_tile") == i
            parts.part(
                ("royale.tile", i),
                rect,
                (tile, lit, state),
                partial(self._tile_body, d, i, tile, rect, lit),
                outside=partial(table_art.drop_shadow, rect=rect, radius=12, offset=4),
                shadow=(rect, 12, 4),
            )
            if places:
                self._glow_places(parts.surface, tile, i, places)
                parts.cover(rect.inflate(8, 8))

    def _casino_body(
        self, d: RoyaleDisplay, i: int, rect: pygame.Rect, lit: bool, ui: dict, surface: pygame.Surface, o: Offset
    ) -> None:
        self._draw_royale_casino(surface, d, i, rect.move(-o[0], -o[1]), lit, ui)

    def _tile_body(
        self, d: RoyaleDisplay, i: int, tile: str, rect: pygame.Rect, lit: bool, surface: pygame.Surface, o: Offset
    ) -> None:
        draw_tile(surface, rect.move(-o[0], -o[1]), tile, i, d, self.look, lit=lit)

    def _panel_part(self, parts: FrameParts, d: RoyaleDisplay, seat: int, rect: pygame.Rect, ui: dict) -> None:
        active = d.turn == seat or seat in ui.get("deciding", ())
        r = rect.move(0, -6) if active else rect
        clock = ui.get("clock", 0.0)
        hand = d.hands[seat]
        content = (
            active,
            _glow_level(clock) if active else 0,  # the glow under the panel's translucent fill
            self.names[seat],
            self._tag_key(seat),
            self.colours[seat],
            d.start_player == seat,
            sum(1 for k in hand if k != BIGGY),
            BIGGY in hand,
            d.money[seat],
            d.jetons[seat],
        )

        def outside(surface: pygame.Surface) -> None:
            table_art.drop_shadow(surface, r)
            if active:  # the glow around it
                player_panel(surface, r, self.colour(seat), self.colours[seat], active, clock, mark_at=(14, 17))

        parts.part(
            ("royale.panel", seat),
            r,
            content,
            lambda s, o: panels.draw_panel(s, self, d, seat, rect.move(-o[0], -o[1]), ui),
            outside=outside,
            shadow=(r, 12, 5),
            glow=r.inflate(20, 20) if active else None,
            still=d.money_pop[seat] == 0 and d.jeton_pop[seat] == 0,
        )

    def _tag_key(self, seat: int) -> Hashable:
        """What a panel's tag line says, cheaply (SeatTags says it in the current language each time it is read:
        the layers are emptied on a language switch, so the seat's kind is enough)."""
        if isinstance(self.tags, SeatTags):
            player = self.tags.seats[seat]
            return (player.is_human, getattr(getattr(player, "agent", None), "name", None))
        return self.tags[seat]

    def _turn_card_part(self, parts: FrameParts, d: RoyaleDisplay, ui: dict) -> None:
        card = rlay.turn_rect(d.tiles)
        deciding = ui.get("deciding", ())
        turn = deciding[0] if deciding else d.turn
        content = (
            turn,
            ui.get("turn_title", ""),
            tuple(ui.get("turn_lines", [])),
            bool(ui.get("skip_button")),
            bool(ui.get("skip_hover", False)),
        )
        parts.part(
            ("royale.turn",),
            card,
            content,
            lambda s, o: panels.draw_turn_card(s, self, d, ui, o),
            outside=lambda s: table_art.drop_shadow(s, card),
            shadow=(card, 12, 5),
        )

    def _draw_flying_die(self, surface: pygame.Surface, s: DieSprite) -> None:
        """A die flying between arena, casinos, tiles and hands shrinks or grows on its way: drawn as the arena's
        die (cached at every face and angle) scaled down, not as a die of its own size per frame (each a new
        supersampled image, the slowest frames of a turn, and they pushed the arena's dice out of the cache)."""
        body, pip = self.die_colours(s.owner, s.kind)
        size = dice_art.die_size(s.kind, round(s.size))
        base = dice_art.die_size(s.kind, lay.ARENA_DIE)
        scale = size / base if size < base else 1.0
        dice_art.draw_die(
            surface,
            (s.x, s.y),
            s.face,
            base if scale != 1.0 else size,
            body,
            pip,
            angle=s.angle,
            kind=s.kind,
            alpha=s.alpha,
            lift=s.lift,
            scale=scale,
        )

    def _draw_label(self, surface: pygame.Surface, label: Label) -> None:
        """Floating notes keep their colour on a dark plate, so they stay readable over tiles and casinos."""
        if label.plate != NOTE_PLATE:
            super()._draw_label(surface, label)
            return
        rect = note_rect(label)
        plate = table_art.rounded_panel(rect.size, (*NOTE_PLATE, 225), (*label.colour, 255), 8, 1).copy()
        img = style.font(label.size, True).render(label.text, True, label.colour)
        plate.blit(img, img.get_rect(center=(rect.w // 2, rect.h // 2)))
        plate.set_alpha(label.alpha)
        surface.blit(plate, rect)

    def _glow_places(self, surface: pygame.Surface, tile: str, casino: int, places: set[str]) -> None:
        from vegas_desktop.scenes.royale.tiles import tile_parts

        if not places:
            return
        for name, r in tile_parts(tile, rlay.TILE_RECTS[casino]).items():
            if name in places:
                pygame.draw.rect(surface, style.HIGHLIGHT, r.inflate(4, 4), 2, border_radius=6)

    # -- casinos -------------------------------------------------------------------------------------
    def _draw_royale_casino(
        self, surface: pygame.Surface, d: RoyaleDisplay, i: int, rect: pygame.Rect, lit: bool, ui: dict
    ) -> None:
        lit = lit or d.scoring == i or ui.get("target_casino") == i
        colour = style.CASINO_COLOURS[i]
        table_art.drop_shadow(surface, rect, 14)
        if lit:
            pulse = 0.5 + 0.5 * math.sin(ui.get("clock", 0.0) * 5)
            glow = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA)
            for k in range(5):
                pygame.draw.rect(
                    glow,
                    (*style.HIGHLIGHT, round(26 + 22 * pulse)),
                    glow.get_rect().inflate(-k * 4, -k * 4),
                    border_radius=20,
                )
            surface.blit(glow, rect.move(-12, -12))
        surface.blit(table_art.casino_board(rect.size, i + 1, colour, lit), rect)
        table_art.casino_name(surface, rect, t(f"table.casino.{i + 1}"))
        slots = lay.casino_bill_slots(rect, len(d.casino_bills[i]))
        for k, (amount, pos) in enumerate(zip(d.casino_bills[i], slots, strict=False)):
            alpha = d.bill_alpha[i][k] if k < len(d.bill_alpha[i]) else 255
            if alpha > 0:
                table_art.draw_bill(surface, pos, amount, alpha=alpha)
        cols = self.columns(d, i)
        seen: dict[int, int] = {}
        weights: dict[int, int] = {}
        for cd in d.casino_dice[i]:
            index = seen.get(cd.owner, 0)
            seen[cd.owner] = index + 1
            if cd.alpha >= 120:
                weights[cd.owner] = weights.get(cd.owner, 0) + (2 if cd.kind == "b" else 1)
            col = cols.index(cd.owner) if cd.owner in cols else len(cols) - 1
            x, y, base = casino_die_pos(rect, col, index, len(cols), False)
            body, pip = self.die_colours(cd.owner, cd.kind)
            size = dice_art.die_size(cd.kind, round(base * cd.scale))
            if cd.alpha > 4 and size >= 4:
                dice_art.draw_die(surface, (x + cd.dx, y), cd.value, size, body, pip, kind=cd.kind, alpha=cd.alpha)
        for owner, n in weights.items():
            slot = group_slot(rect, cols.index(owner) if owner in cols else 0, len(cols), False)
            draw_count(surface, (slot.centerx, slot.bottom + 9), n, self.owner_colour(owner), slot.w)
        if d.closed == i:
            self._draw_closed(surface, rect)
        if d.pieces.power_play is not None and d.tiles[i] == "D2":
            self._draw_marker_chip(surface, (rect.right - 16, rect.y + 50), self.colour(d.pieces.power_play), "P")

    def _draw_closed(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The No Entry! plaque lying across a closed casino."""
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0, 0, 0, 110), veil.get_rect(), border_radius=14)
        surface.blit(veil, rect)
        plaque = pygame.Rect(0, 0, 150, 40)
        plaque.center = rect.center
        pygame.draw.rect(surface, (120, 20, 28), plaque.move(2, 3), border_radius=10)
        pygame.draw.rect(surface, (210, 40, 50), plaque, border_radius=10)
        pygame.draw.rect(surface, style.WHITE, plaque, 2, border_radius=10)
        pygame.draw.circle(surface, style.WHITE, (plaque.x + 20, plaque.centery), 11)
        pygame.draw.rect(surface, (210, 40, 50), (plaque.x + 13, plaque.centery - 3, 14, 6))
        style.text(
            surface, t("royale.closed"), (plaque.x + 86, plaque.centery), 16, style.WHITE, bold=True, anchor="center"
        )

    def _draw_marker_chip(self, surface: pygame.Surface, centre: tuple[int, int], colour: Colour, text: str) -> None:
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), 11)
        pygame.draw.circle(surface, colour, centre, 11)
        pygame.draw.circle(surface, style.GOLD, centre, 11, 2)
        style.text(surface, text, centre, 12, style.WHITE, bold=True, anchor="center")


def _glow_level(clock: float) -> int:
    """Which of its few pulse levels the seat in turn's glow shows (table.pieces.player_panel's)."""
    return round(5 * (0.5 + 0.5 * math.sin(clock * 4)))


def _pieces_key(p: Pieces) -> tuple:
    """Everything the tiles' pieces hold, as a layer's key (every field, so a new one can never be left out)."""
    return tuple(_frozen(getattr(p, f.name)) for f in fields(p))


def _frozen(value: Any) -> Hashable:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted(value.items()))
    return value  # numbers, strings, tuples, frozen dice, None
