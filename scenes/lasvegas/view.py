"""The Las Vegas table's drawing: the felt with its columns, the casinos with their groups and the Bandit's
strip, and each part painted as a cached layer (the player panels, the turn card and the standings are drawn by
`panels.py`). The arena dice, throw button, labels, banner and hints come from the shared `DiceTableView`; the
display model it draws is `scenes/dice/display.Display`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from vegas_desktop.app import dice_art, fit_text, layers, style, table_art
from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.dice.display import Display, casino_die_pos, group_slot
from vegas_desktop.scenes.dice.view import DiceTableView
from vegas_desktop.scenes.lasvegas import layout as lay
from vegas_desktop.scenes.lasvegas.panels import draw_arrow, draw_left, draw_panel
from vegas_desktop.scenes.table.pieces import ARENA_DIE, draw_count, draw_log
from vegas_desktop.text import t

# Where the cached layers lie (see TableView._left_layer): the left column with the turn card's shadow, clear of
# casino 1 (x 266) but for its glow, which is drawn after; the right column from just right of casino 3's
# shadow; the panels' strip below the casinos (their bottom edge is at y 600, a lit one glows to 612).
LEFT_AREA = pygame.Rect(0, 0, 270, 600)
RIGHT_AREA = pygame.Rect(1018, 0, 262, 600)
PANEL_LAYER_TOP = 602  # the casinos' counts may reach 1 px below them (y 600) in large text


def panel_columns(panels: list[pygame.Rect]) -> list[pygame.Rect]:
    """Each panel's column of the bottom strip: to the middle of the gaps between panels (their glows reach
    10 px beyond them), the outer ones to their glow's edge. Columns start at even x (see `even_area`)."""
    out = []
    for k, rect in enumerate(panels):
        left = (rect.x - 10 if k == 0 else (panels[k - 1].right + rect.x) // 2) & ~1
        right = rect.right + 10 if k == len(panels) - 1 else ((rect.right + panels[k + 1].x) // 2) & ~1
        out.append(pygame.Rect(left, PANEL_LAYER_TOP, right - left, arena.SCREEN_H - PANEL_LAYER_TOP))
    return out


def even_area(rect: pygame.Rect) -> pygame.Rect:
    """`rect` grown to start at even x and y: a layer's drawing moved by an even offset rounds its half-pixel
    positions (dice, bills) to the same pixels as on the frame (round() goes to the even neighbour)."""
    x, y = rect.x & ~1, rect.y & ~1
    return pygame.Rect(x, y, rect.right - x, rect.bottom - y)


# -- drawing --------------------------------------------------------------------------------------
class TableView(DiceTableView):
    """Draws the table for a match and a display model."""

    def __init__(
        self, seat_names: list[str], seat_colours: list[int], seat_tags: Sequence[str], casinos: int = 6
    ) -> None:
        super().__init__(seat_names, seat_colours, seat_tags, casinos)
        self._bg: pygame.Surface | None = None
        self._key_now: tuple = ()  # the seats and settings every layer's key holds, read once a frame
        self.warmer = dice_art.Warmer()

    # The whole frame ----------------------------------------------------------------------------
    def _background(self, size: tuple[int, int]) -> pygame.Surface:
        """Everything that never changes during a match, drawn once: felt, arena, boards, frames, titles."""
        if self._bg is not None and self._bg.get_size() == size:
            return self._bg
        bg = table_art.felt(size).copy()
        img, pos = table_art.arena(tuple(self.hex), arena.HEX_RIM)
        bg.blit(img, pos)
        col = lay.LEFT_COL
        table_art.text(
            bg, t("table.game_title"), (col.centerx, col.y + 8), 34, style.GOLD, bold=True, anchor="midtop", shadow=True
        )
        table_art.text(bg, t("table.esc_menu"), (col.x + 4, col.bottom - 4), 14, (170, 200, 180), anchor="bottomleft")
        right = arena.RIGHT_COL
        table_art.text(bg, t("table.pile"), (lay.PILE_RECT.x, right.y + 6), 15, (190, 215, 200), bold=True)
        box = self.log_box()
        bg.blit(table_art.rounded_panel(box.size, (8, 20, 14, 170), (60, 100, 76, 255), 12, 1), box)
        table_art.text(bg, t("table.log"), (box.x + 12, box.y + 8), 15, (190, 215, 200), bold=True)
        for i, rect in enumerate(self.casino_rects):
            table_art.drop_shadow(bg, rect, 14)
            colour = style.CASINO_COLOURS[i % len(style.CASINO_COLOURS)]
            bg.blit(table_art.casino_board(rect.size, i + 1, colour, False), rect)
        for rect in self.panels:
            table_art.drop_shadow(bg, rect)
        self._bg = bg
        return bg

    def log_box(self) -> pygame.Rect:
        col = arena.RIGHT_COL
        return pygame.Rect(col.x, col.y + 110, col.w, lay.BANDIT_LOG_H if len(self.casino_rects) > 6 else col.h - 110)

    layered = True  # False: every part drawn straight on the frame (the tests' reference picture)

    def draw(self, surface: pygame.Surface, d: Display, ui: dict) -> None:
        painted = layers.cache_info().misses
        self._draw_frame(surface, d, ui)
        if self.layered:
            self._warm_dice(d, layers.cache_info().misses > painted)

    def _warm_dice(self, d: Display, busy: bool) -> None:
        """In a quiet frame (nothing in the air, no layer painted again), draw a few faces and angles of the dice
        the next throws tumble into the dice cache, the next thrower's first (dice_art.Warmer): a throw's first
        sight of each made the table's slowest frames."""
        if busy or d.flying_dice or any(s.lift > 1 for s in d.arena):
            return
        first = d.turn if d.turn is not None and d.turn >= 0 else 0
        for k in range(d.players):
            owner = (first + k) % d.players
            for kind in sorted({"d", *(d.hand[owner] if owner < len(d.hand) else ())}):
                self.warmer.want(dice_art.die_size(kind, ARENA_DIE), *self.die_colours(owner, kind), kind)
            if d.white_left[owner] if owner < len(d.white_left) else 0:
                self.warmer.want(ARENA_DIE, *self.die_colours(-1, "d"), "d")
        self.warmer.step()

    def _draw_frame(self, surface: pygame.Surface, d: Display, ui: dict) -> None:
        self._key_now = self._seats_key()
        bg = self._background(surface.get_size())
        surface.blit(bg, (0, 0))
        if self.layered:
            self._left_layer(surface, bg, d, ui)
            self._right_layer(surface, bg, d)
        else:
            draw_left(surface, self, d, ui)
            self._draw_right(surface, d)
        for i, rect in enumerate(self.casino_rects):
            self._draw_casino(surface, d, i, rect, ui)
        if self.layered:
            self._panel_layers(surface, bg, d, ui)
        else:
            for seat, rect in enumerate(self.panels):
                draw_panel(surface, self, d, seat, rect, ui)
        self._draw_arena_dice(surface, d, ui)
        if ui.get("throw_button"):
            self._draw_throw_button(surface, ui)
        for b in d.flying_bills:
            table_art.draw_bill(surface, (b.x, b.y), b.amount, scale=b.scale, alpha=b.alpha, angle=b.angle)
        for s in sorted(d.flying_dice, key=lambda s: s.lift):
            body, pip = self.die_colours(s.owner, s.kind)
            size = dice_art.die_size(s.kind, 2 * round(s.size / 2))  # even sizes: fewer cached frames in flight
            dice_art.draw_die(
                surface, (s.x, s.y), s.face, size, body, pip, angle=s.angle, kind=s.kind, alpha=s.alpha, lift=s.lift
            )
        for label in d.labels:
            self._draw_label(surface, label)
        if d.banner is not None:
            self._draw_banner(surface, d.banner)
        hint = ui.get("hint")
        if hint:
            self._draw_hint(surface, hint[0], hint[1])

    # Cached layers (app/layers.py) --------------------------------------------------------------
    # The columns and the panels change a few times a turn, so each is drawn once per what it shows and blitted
    # as one opaque image: painted over the background's pixels there, plus whatever the frame has drawn before
    # it in that area, so the frame's bytes are the same as drawing it there (and its texts still crisp).
    def _left_layer(self, surface: pygame.Surface, bg: pygame.Surface, d: Display, ui: dict) -> None:
        """Round, turn card and standings. The "your move" arrow bobs every frame: drawn live on top."""
        choice = ui.get("choice")
        buttons = tuple(
            (tuple(b["rect"]), b["label"], b.get("number", 0), b["key"], b.get("focus", False)) for b in choice or ()
        )
        key = (
            self._key_now,
            d.round,
            d.rounds,
            d.turn,
            d.players,
            tuple(d.money),
            ui.get("turn_title", ""),
            tuple(ui.get("turn_lines", ())),
            buttons,
            bool(ui.get("awaiting_human")),
        )
        area = LEFT_AREA

        def paint(s: pygame.Surface) -> None:
            s.blit(bg, (0, 0), area)
            draw_left(s, self, d, ui, arrow=False)

        layers.blit(surface, "lasvegas.left", area.size, key, paint, area.topleft)
        if not choice and ui.get("awaiting_human"):
            draw_arrow(surface, self, d, ui)

    def _right_layer(self, surface: pygame.Surface, bg: pygame.Surface, d: Display) -> None:
        """The bill pile and the move log."""
        area = RIGHT_AREA
        key = (d.pile, tuple(d.log), d.log_paint.version(), d.log_scroll, tuple(self.log_box()))

        def paint(s: pygame.Surface) -> None:
            s.blit(bg, (0, 0), area)
            self._draw_right(s, d, (-area.x, -area.y))

        layers.blit(surface, "lasvegas.right", area.size, key, paint, area.topleft)

    def _panel_layers(self, surface: pygame.Surface, bg: pygame.Surface, d: Display, ui: dict) -> None:
        """The player panels, each in its own column of the bottom strip (one layer per seat: the others stay
        cached while one changes). The active panel rises and glows over the casinos' bottom edge: that top
        strip of its glow, above the layers, is drawn live."""
        clock = ui.get("clock", 0.0)
        rects = self.casino_rects
        lit = [i for i, r in enumerate(rects) if self._lit(d, i, ui) and r.inflate(24, 24).bottom > PANEL_LAYER_TOP]
        glow = None
        if d.turn is not None and 0 <= d.turn < len(self.panels):
            pulse = 0.5 + 0.5 * math.sin(clock * 4)
            glow = (d.turn, 30 + 6 * round(5 * pulse))  # as player_panel draws it
        columns = panel_columns(self.panels)
        for seat, (rect, area) in enumerate(zip(self.panels, columns, strict=True)):
            key = (
                self._key_now,
                seat,
                tuple(rect),
                tuple(area),
                tuple(lit),
                glow,
                d.start_player == seat,
                d.white_column,
                d.dice_left[seat],
                tuple(d.hand[seat]) if seat < len(d.hand) else (),
                d.white_left[seat] if seat < len(d.white_left) else 0,
                d.money[seat],
                round(20 + 6 * d.money_pop[seat]),
                d.bills_won[seat],
            )

            def paint(s: pygame.Surface, seat: int = seat, area: pygame.Rect = area) -> None:
                s.blit(bg, (0, 0), area)
                for i in lit:
                    self._casino_glow(s, self.casino_rects[i].move(-area.x, -area.y))
                if glow is not None and glow[0] != seat:  # a neighbour's glow reaching into this column
                    self._panel_glow(s, self.panels[glow[0]].move(-area.x, -area.y - 4), glow[0], glow[1])
                draw_panel(s, self, d, seat, self.panels[seat].move(-area.x, -area.y), ui)

            layers.blit(surface, "lasvegas.panel", area.size, key, paint, area.topleft)
        if glow is not None:  # the glow's top above the layers, over the casinos
            rect = self.panels[glow[0]].move(0, -4)
            top = rect.inflate(20, 20)
            if top.y < PANEL_LAYER_TOP:
                strip = pygame.Rect(0, 0, top.w, PANEL_LAYER_TOP - top.y)
                image = table_art.glow_box(top.size, self.colour(glow[0]), glow[1])
                surface.blit(image, top.topleft, strip)

    def _seats_key(self) -> tuple:
        """What every layer draws from besides the display: the seats, and the settings the art reads."""
        return (tuple(self.names), tuple(self.colours), tuple(self.tags), style.colour_blind(), style.min_font_size())

    def _panel_glow(self, surface: pygame.Surface, r: pygame.Rect, seat: int, alpha: int) -> None:
        pad = 10  # player_panel's radius - 2
        surface.blit(table_art.glow_box(r.inflate(2 * pad, 2 * pad).size, self.colour(seat), alpha), r.move(-pad, -pad))

    @staticmethod
    def _casino_glow(surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(table_art.glow_box(rect.inflate(24, 24).size, style.HIGHLIGHT, 36, 20), rect.move(-12, -12))

    @staticmethod
    def _lit(d: Display, i: int, ui: dict) -> bool:
        return ui.get("target_casino") == i or d.scoring == i or i in ui.get("target_casinos", ())

    # Right column: bill pile and the move log ---------------------------------------------------
    def _draw_right(self, surface: pygame.Surface, d: Display, offset: tuple[int, int] = (0, 0)) -> None:
        pile = lay.PILE_RECT.move(offset)
        table_art.draw_pile(surface, pile, d.pile)
        table_art.text(
            surface,
            str(d.pile),
            (pile.right + 16, pile.centery),
            18,
            style.PAPER,
            bold=True,
            anchor="midleft",
        )
        draw_log(surface, self.log_box().move(offset), d)

    # Casinos ------------------------------------------------------------------------------------
    def _draw_casino(self, surface: pygame.Surface, d: Display, i: int, rect: pygame.Rect, ui: dict) -> None:
        lit = self._lit(d, i, ui)
        if lit:
            self._casino_glow(surface, rect)
        glows = ui.get("casino_glow", {})
        if not self.layered:
            self._draw_casino_body(surface, d, i, rect, lit, glows)
        else:  # one opaque layer over the casino's box, painted over what the frame has there
            area = even_area(rect.inflate(0, 4).move(0, 2))  # a count in large text reaches 1 px below
            dice = tuple((c.owner, c.kind, c.value, c.alpha, c.scale, c.dx, glows.get(id(c))) for c in d.casino_dice[i])
            key = (
                self._key_now,
                i,
                tuple(rect),
                lit,
                tuple(d.casino_bills[i]),
                tuple(d.bill_alpha[i]),
                dice,
                d.players,
                d.white_column,
            )
            bg = self._bg

            def paint(s: pygame.Surface) -> None:
                assert bg is not None
                s.blit(bg, (0, 0), area)
                table_art.drop_shadow(s, lay.TURN_CARD.move(-area.x, -area.y))  # the turn card's reaches casinos 1, 6
                here = rect.move(-area.x, -area.y)
                if lit:
                    self._casino_glow(s, here)
                self._draw_casino_body(s, d, i, here, lit, glows)

            layers.blit(surface, "lasvegas.casino", area.size, key, paint, area.topleft)
        if i == 6:
            self._draw_bandit_strip(surface, d)

    def _draw_casino_body(
        self, surface: pygame.Surface, d: Display, i: int, rect: pygame.Rect, lit: bool, glows: dict
    ) -> None:
        """A casino's board (lit, over its glow; the unlit one is the background's), name, bills, dice and counts."""
        if lit:
            colour = style.CASINO_COLOURS[i % len(style.CASINO_COLOURS)]
            board = table_art.casino_board(rect.size, i + 1, colour, True)
            surface.blit(board, rect)
        table_art.casino_name(surface, rect, t(f"table.casino.{i + 1}"))
        slots = arena.casino_bill_slots(rect, len(d.casino_bills[i]))
        for k, (amount, pos) in enumerate(zip(d.casino_bills[i], slots, strict=False)):
            alpha = d.bill_alpha[i][k] if k < len(d.bill_alpha[i]) else 255
            if alpha > 0:
                table_art.draw_bill(surface, pos, amount, alpha=alpha)
        has_white = d.white_column
        counts: dict[int, int] = {}
        weights: dict[int, int] = {}
        sizes: dict[int, int] = {}
        for cd in d.casino_dice[i]:
            sizes[cd.owner] = sizes.get(cd.owner, 0) + 1
        for cd in d.casino_dice[i]:
            index = counts.get(cd.owner, 0)
            counts[cd.owner] = index + 1
            if cd.alpha >= 120 and cd.kind != "k":  # a kicker never stays, so it never counts
                weights[cd.owner] = weights.get(cd.owner, 0) + (2 if cd.kind == "b" else 1)
            x, y, base = casino_die_pos(rect, cd.owner, index, d.players, has_white, sizes[cd.owner])
            body, pip = self.die_colours(cd.owner, cd.kind)
            size = dice_art.die_size(cd.kind, round(base * cd.scale))
            if cd.alpha > 4 and size >= 4:
                dice_art.draw_die(
                    surface,
                    (x + cd.dx, y),
                    cd.value,
                    size,
                    body,
                    pip,
                    kind=cd.kind,
                    alpha=cd.alpha,
                    glow=glows.get(id(cd)),
                )
        # Counts under the groups, so majorities read at a glance (a Biggy counts two).
        for owner, n in weights.items():
            slot = group_slot(rect, owner, d.players, has_white)
            colour = self.colour(owner) if owner >= 0 else style.NEUTRAL_DIE[0]
            draw_count(surface, (slot.centerx, slot.bottom + 9), n, colour, slot.w)

    def _draw_bandit_strip(self, surface: pygame.Surface, d: Display) -> None:
        """Above the One-armed Bandit: which values already lie on it (each value may go there only once)."""
        strip = lay.BANDIT_STRIP
        taken = {c.value for c in d.casino_dice[6] if c.alpha >= 120}
        grey = (190, 215, 200)
        at = (strip.x + 4, strip.centery)
        x = strip.right - 6 * 21  # the six boxes end inside the strip; the label shrinks to what is left
        words = t("table.bandit_taken")
        fit_text.draw(surface, words, at, x - 14 - at[0], 13, grey, min_size=9, bold=True, anchor="midleft")
        for v in range(1, 7):
            centre = (x + (v - 1) * 21, strip.centery)
            if v in taken:
                dice_art.draw_die(surface, centre, v, 17, *style.NEUTRAL_DIE)
            else:
                box = pygame.Rect(0, 0, 15, 15)
                box.center = centre
                pygame.draw.rect(surface, (70, 100, 84), box, 1, border_radius=4)
                table_art.text(surface, str(v), centre, 11, (110, 140, 124), anchor="center")
