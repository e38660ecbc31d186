"""The card table's drawing of everything except the active hand (see `hand.py`): the top bar, the casinos,
the tray, Confirm, things in flight and the toast, each part painted as a cached layer. The player panels and
the info box are drawn by `panels.py`; the display model drawn is `display.py`'s.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TypedDict

import pygame

from vegas_desktop.app import fit_text, layers, style, table_art
from vegas_desktop.cards.model import Card
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.art import CARD_H, CARD_W, draw_card, draw_mini, mini_width
from vegas_desktop.scenes.cards.display import CardsDisplay
from vegas_desktop.scenes.cards.layout import Target
from vegas_desktop.scenes.cards.panels import InfoBox, draw_panel_body, draw_panel_frame
from vegas_desktop.scenes.dice.view import draw_banner, draw_label
from vegas_desktop.text import t

Colour = tuple[int, int, int]
PILE_RECT = pygame.Rect(1206, 13, 46, 22)  # the bill pile, in the top bar
PILE_LAYERS = 4  # rises 6 px: the whole stack stays inside the 40 px bar


class TableUI(TypedDict, total=False):
    """What the frame shows besides the display model: the input's state and the texts of the moment."""

    clock: float
    sequential: bool
    lit: set[Target]  # drop targets lit for the dragged card
    over: Target  # the target under the dragged card
    ghosts: dict[int, list[Card]]  # casino number -> chosen cards shown faintly there
    viewer: int | None
    acting: set[int]
    status: dict[int, tuple[str, Colour]]
    title: str
    lines: list[str]
    info_colour: Colour
    tray: bool
    tray_empty: bool
    tray_caption: str
    confirm: tuple[bool, str, bool] | None  # enabled, label, hovered
    toast: tuple[str, tuple[float, float], float] | None  # text, where, opacity


def _pulse_level(clock: float) -> int:
    """The glow of the acting seat's panel at `clock`, in the steps `player_panel` draws it."""
    return 30 + 6 * round(5 * (0.5 + 0.5 * math.sin(clock * 4)))


def _even(rect: pygame.Rect) -> pygame.Rect:
    """`rect` grown to start on even coordinates: parts are placed by rounding floats half to even, so a layer
    painted at an even origin puts them on the very pixels the frame would."""
    return pygame.Rect(rect.x & ~1, rect.y & ~1, rect.w + (rect.x & 1), rect.h + (rect.y & 1))


GLOW_PAD = 14  # a drop target casino's glow reaches this far around its board
MAX_LAYERED_BILLS = 3  # more bills than this reach past a casino's board: that casino is drawn straight on the frame


class CardsView:
    """Draws the card table (everything but the hand and the tray cards).

    Drawn as cached layers (app/layers.py), each painted again only when what it shows changes: the band of the
    top bar and the casino boards, each casino's bills and cards, each player's panel, the info box and the tray.
    Each layer is opaque and starts from the pixels drawn under it before (felt, band), so the frame is the same
    as drawing every part on it in order."""

    def __init__(self, names: list[str], colours: list[int], tags: Sequence[str]) -> None:
        self.names = names
        self.colours = colours
        self.tags = tags
        self.casino_rects = lay.casino_rects()
        self.panels = lay.panel_rects(len(names))
        self.band = pygame.Rect(0, 0, lay.SCREEN_W, max(r.bottom for r in self.casino_rects) + GLOW_PAD)
        # a panel's layer: its glow (radius - 2 = 8 px around) and its drop shadow (10 px right and below)
        self.panel_areas = [_even(pygame.Rect(r.x - 8, r.y - 8, r.w + 18, r.h + 18)) for r in self.panels]
        # the casinos whose drop-target glow reaches into each panel's layer
        self.panel_glows = [
            tuple(j for j, c in enumerate(self.casino_rects) if c.inflate(2 * GLOW_PAD, 2 * GLOW_PAD).colliderect(a))
            for a in self.panel_areas
        ]
        self.info = InfoBox()

    def colour(self, seat: int) -> Colour:
        return style.player_colour(self.colours[seat])

    def bright(self, seat: int) -> Colour:
        c = self.colour(seat)
        return c if sum(c) > 330 else table_art.shade(c, 1.5)

    # -- the frame -------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, d: CardsDisplay, ui: TableUI) -> None:
        felt = table_art.felt(surface.get_size())
        clock = ui.get("clock", 0.0)
        targets = ui.get("lit", set())
        lit = tuple(i + 1 in targets or d.scoring == i for i in range(6))
        glows = tuple(self._glow(i + 1, ui, clock) for i in range(6))
        top = (bool(ui.get("sequential")), d.round, d.turn, d.pile)
        band_key = (top, lit, glows, tuple(map(tuple, self.casino_rects)), felt.get_size(), style.colour_blind())
        band = layers.get(
            ("cards.band",), self.band.size, band_key, lambda s: self._paint_band(s, felt, d, ui, lit, glows)
        )
        layers.put(surface, band, self.band.topleft)
        below = pygame.Rect(0, self.band.bottom, surface.get_width(), surface.get_height() - self.band.bottom)
        surface.blit(felt, below, below)
        for i, rect in enumerate(self.casino_rects):
            self._draw_casino(surface, d, i, rect, ui, band, (lit[i], glows[max(0, i - 1) : i + 2]))
        for seat in range(len(self.panels)):
            self._draw_panel(surface, d, seat, ui, band, glows)
        self.info.draw(surface, d, ui, felt)
        self._draw_tray(surface, ui, felt)
        confirm = ui.get("confirm")
        if confirm is not None:
            self._draw_confirm(surface, confirm, clock)

    def draw_over(self, surface: pygame.Surface, d: CardsDisplay, ui: TableUI) -> None:
        """Things in flight and messages: above the hand."""
        if d.banner is not None:  # under the flights: the reveal's cards stay visible through it
            draw_banner(surface, d.banner)
        for b in d.flying_bills:
            table_art.draw_bill(surface, (b.x, b.y), b.amount, scale=b.scale, alpha=b.alpha, angle=b.angle)
        for f in sorted(d.flying, key=lambda f: f.lift):
            size = (round(CARD_W * f.scale), round(CARD_H * f.scale))
            face = (f.card.number, f.card.dice, self.colours[f.card.owner]) if f.face_up else None
            draw_card(
                surface,
                (f.x, f.y),
                face,
                self.colours[f.card.owner],
                size=size,
                angle=f.angle,
                flip=f.flip,
                lift=f.lift,
                alpha=f.alpha,
            )
        for label in d.labels:
            draw_label(surface, label)
        toast = ui.get("toast")
        if toast:
            self._draw_toast(surface, *toast)

    @staticmethod
    def _glow(number: int, ui: TableUI, clock: float) -> int:
        """The strength of a drop target casino's glow (0: not a target); the pulse comes in whole steps."""
        if number not in ui.get("lit", set()):
            return 0
        if ui.get("over") == number:
            return 70
        return round(30 + 25 * (0.5 + 0.5 * math.sin(clock * 6)))

    def _base(self, layer: pygame.Surface, area: pygame.Rect, felt: pygame.Surface, band: layers.Layer) -> None:
        """What the frame shows at `area` before the casinos' contents and the panels: the felt and the band."""
        layer.blit(felt, (0, 0), area)
        if area.y < self.band.bottom:
            layer.blit(band.image, (0, 0), area.clip(self.band))

    def _paint_band(
        self,
        surface: pygame.Surface,
        felt: pygame.Surface,
        d: CardsDisplay,
        ui: TableUI,
        lit: tuple[bool, ...],
        glows: tuple[int, ...],
    ) -> None:
        """The top bar and the casino boards (with their shadows, names and drop-target glows) on the felt."""
        surface.blit(felt, (0, 0))
        self._draw_top(surface, d, ui)  # shows exactly the band's `top` key
        for i, rect in enumerate(self.casino_rects):
            table_art.drop_shadow(surface, rect, 14)
            if glows[i]:
                glow = pygame.Surface(rect.inflate(2 * GLOW_PAD, 2 * GLOW_PAD).size, pygame.SRCALPHA)
                for k in range(6):
                    pygame.draw.rect(
                        glow, (*style.HIGHLIGHT, glows[i]), glow.get_rect().inflate(-k * 4, -k * 4), border_radius=22
                    )
                surface.blit(glow, rect.move(-GLOW_PAD, -GLOW_PAD))
            surface.blit(table_art.casino_board(rect.size, i + 1, style.CASINO_COLOURS[i], lit[i]), rect)
            table_art.casino_name(surface, rect, t(f"common.casino.{i + 1}"))

    # -- top bar ---------------------------------------------------------------------------------
    def _draw_top(self, surface: pygame.Surface, d: CardsDisplay, ui: TableUI) -> None:
        bar = lay.TOP_BAR
        shade = pygame.Surface(bar.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 70))
        surface.blit(shade, bar)
        mode = t("cards.mode_sequential") if ui.get("sequential") else t("cards.mode_simultaneous")
        info = t("cards.round_turn", round=max(1, d.round), turn=max(1, d.turn)) + "  ·  " + mode
        shown = style.text(surface, info, (640, bar.centery), 18, style.PAPER, bold=True, anchor="center")
        title = t("cards.title")  # fitted into the room left of the round line (large text, German)
        room = shown.left - 14 - 18
        fit_text.draw(surface, title, (20, bar.centery + 2), room, 22, (0, 0, 0), bold=True, anchor="midleft")
        fit_text.draw(surface, title, (18, bar.centery), room, 22, style.GOLD, bold=True, anchor="midleft")
        style.text(surface, t("cards.esc_menu"), (1120, bar.centery), 14, (170, 200, 180), anchor="midright")
        table_art.draw_pile(surface, PILE_RECT, d.pile, PILE_LAYERS)
        style.text(surface, str(d.pile), (PILE_RECT.x - 8, bar.centery), 14, style.PAPER, bold=True, anchor="midright")

    # -- casinos ---------------------------------------------------------------------------------
    def _draw_casino(
        self,
        surface: pygame.Surface,
        d: CardsDisplay,
        i: int,
        rect: pygame.Rect,
        ui: TableUI,
        band: layers.Layer,
        board: tuple,
    ) -> None:
        """A casino's bills, its rows of laid cards and their dice counts, over its board in the band."""
        number = i + 1
        ghosts = tuple(ui.get("ghosts", {}).get(number, []))
        viewer = ui.get("viewer")
        laid = tuple((c.card, c.alpha, c.dx) for c in d.laid[i])
        bills = tuple(d.bills[i])
        alphas = tuple(d.bill_alpha[i])
        if len(bills) > MAX_LAYERED_BILLS:
            self._paint_casino(surface, rect, d.players, laid, bills, alphas, ghosts, viewer)
            return
        area = _even(rect)
        key = (
            board,
            area.topleft,
            d.players,
            laid,
            bills,
            alphas,
            ghosts,
            viewer,
            tuple(self.colours),
            style.colour_blind(),
        )

        def paint(layer: pygame.Surface) -> None:
            layer.blit(band.image, (0, 0), area)
            local = rect.move(-area.x, -area.y)
            self._paint_casino(layer, local, d.players, laid, bills, alphas, ghosts, viewer)

        layers.blit(surface, ("cards.casino", i), area.size, key, paint, area.topleft)

    def _paint_casino(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        players: int,
        laid: tuple[tuple[Card, int, float], ...],
        bills: tuple[int, ...],
        alphas: tuple[int, ...],
        ghosts: tuple[Card, ...],
        viewer: int | None,
    ) -> None:
        for k, (amount, pos) in enumerate(zip(bills, lay.bill_slots(rect, len(bills)), strict=False)):
            alpha = alphas[k] if k < len(alphas) else 255
            if alpha > 0:
                table_art.draw_bill(surface, pos, amount, alpha=alpha)
        h = lay.mini_height(players)
        for seat in range(players):
            row = lay.row_rect(rect, seat, players)
            mine = [c for c in laid if c[0].owner == seat]
            extra = ghosts if seat == viewer else ()
            band = pygame.Surface(row.size, pygame.SRCALPHA)
            band.fill((*self.colour(seat), 34 if mine or extra else 16))
            surface.blit(band, row)
            count = len(mine) + len(extra)
            for k, (card, alpha, dx) in enumerate(mine):
                x, y = lay.mini_slot(rect, seat, players, k, count)
                draw_mini(surface, (x, y), card.number, card.dice, self.colours[seat], h, alpha=alpha, dx=dx)
            for k, card in enumerate(extra, start=len(mine)):
                x, y = lay.mini_slot(rect, seat, players, k, count)
                draw_mini(surface, (x, y), card.number, card.dice, self.colours[seat], h, alpha=140)
                w = mini_width(h)
                pygame.draw.rect(surface, style.HIGHLIGHT, (x - 1, y - 1, w + 2, h + 2), 2, border_radius=5)
            dice = sum(c[0].dice for c in mine if c[1] >= 120)
            pending = sum(c.dice for c in extra)
            if dice or pending:
                text = f"{dice}" if not pending else (f"{dice}+{pending}" if dice else f"+{pending}")
                centre = (row.right - 12, row.centery)
                pygame.draw.circle(surface, (12, 30, 20), centre, 11)
                pygame.draw.circle(surface, self.colour(seat), centre, 11, 2)
                size = 13 if len(text) <= 2 else 10
                tone = style.HIGHLIGHT if pending else self.bright(seat)
                style.text(surface, text, centre, size, tone, bold=True, anchor="center")

    # -- panels ----------------------------------------------------------------------------------
    def _draw_panel(
        self, surface: pygame.Surface, d: CardsDisplay, seat: int, ui: TableUI, band: layers.Layer, glows: tuple
    ) -> None:
        """A player's panel, on a layer that also holds its glow and shadow and those of its left neighbour that
        reach into it (the right neighbour's layer paints the strip they share again, as the frame had it)."""
        acting = ui.get("acting", ())
        clock = ui.get("clock", 0.0)
        area = self.panel_areas[seat]
        status, tone = ui.get("status", {}).get(seat, ("", style.PAPER))
        frames = tuple((k, k in acting and _pulse_level(clock), d.out[k]) for k in (seat - 1, seat) if k >= 0)
        money_size = round(16 + 5 * d.money_pop[seat])
        content = (
            frames,
            tuple(glows[j] for j in self.panel_glows[seat]),  # casino glows reaching the top of the layer
            area.topleft,
            self.names[seat],
            self.tags[seat],
            tuple(self.colours),
            style.colour_blind(),  # the palette and the seats' symbols
            status,
            tone,
            d.start_player == seat,
            d.money[seat],
            money_size,
            d.hand_counts[seat],
            d.placed(seat),
        )
        felt = table_art.felt(surface.get_size())

        def paint(layer: pygame.Surface) -> None:
            self._base(layer, area, felt, band)
            mark = 0
            for k, _, out in frames:  # the left neighbour's panel itself lies outside this layer: clipped away
                mark = draw_panel_frame(layer, self, k, self.panels[k].move(-area.x, -area.y), k in acting, out, clock)
            body = self.panels[seat].move(-area.x, -area.y)
            draw_panel_body(layer, self, d, seat, body, mark, status, tone, money_size)

        layers.blit(surface, ("cards.panel", seat), area.size, content, paint, area.topleft)

    # -- tray, confirm, toast --------------------------------------------------------------------
    def _draw_tray(self, surface: pygame.Surface, ui: TableUI, felt: pygame.Surface) -> None:
        if not ui.get("tray"):
            return
        box = lay.TRAY_RECT
        lit = "tray" in ui.get("lit", set())
        hot = lit and ui.get("over") == "tray"
        glow = table_art.glow_box(box.inflate(24, 24).size, style.HIGHLIGHT, 70 if hot else 40, 22) if lit else None
        if glow is not None:
            surface.blit(glow, box.move(-12, -12))
        content = (lit, hot, bool(ui.get("tray_empty")), ui.get("tray_caption"))  # no player colours: no palette

        def paint(layer: pygame.Surface) -> None:
            layer.blit(felt, (0, 0), box)
            if glow is not None:
                layer.blit(glow, (-12, -12))
            self._paint_tray(layer, *content)

        layers.blit(surface, ("cards.tray",), box.size, content, paint, box.topleft)

    def _paint_tray(self, surface: pygame.Surface, lit: bool, hot: bool, empty: bool, caption: str | None) -> None:
        box = surface.get_rect()
        border = style.HIGHLIGHT if lit else (90, 130, 100)
        surface.blit(table_art.rounded_panel(box.size, (8, 40, 26, 210), (*border, 255), 14, 2), box)
        inner = box.inflate(-14, -14)
        for x in range(inner.x, inner.right, 16):  # a dashed inner line: "drop here"
            pygame.draw.line(surface, (60, 100, 76), (x, inner.y), (min(x + 8, inner.right), inner.y))
            pygame.draw.line(surface, (60, 100, 76), (x, inner.bottom), (min(x + 8, inner.right), inner.bottom))
        if empty:
            room = box.w - 24  # large text in German: fitted to the tray, not past the window's edge
            drop, rule = t("cards.tray_drop"), t("cards.tray_rule")
            fit_text.draw(surface, drop, box.center, room, 17, (150, 190, 160), bold=True, anchor="center")
            fit_text.draw(surface, rule, (box.centerx, box.centery + 24), room, 13, (130, 170, 145), anchor="center")
        if caption:
            style.text(surface, caption, (box.x + 14, box.y + 4), 13, (190, 215, 200), bold=True)

    def _draw_confirm(self, surface: pygame.Surface, confirm: tuple[bool, str, bool], clock: float) -> None:
        rect = lay.CONFIRM_RECT
        enabled, text, hover = confirm
        pulse = 0.5 + 0.5 * math.sin(clock * 3)
        if enabled:  # the pulse in whole steps of alpha: a few cached glows
            glow = table_art.glow_box(rect.inflate(24, 24).size, style.GOLD, round(16 + 16 * pulse), 20)
            surface.blit(glow, rect.move(-12, -12))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 4), border_radius=14)
        face = (style.HIGHLIGHT if hover else style.GOLD) if enabled else (90, 100, 92)
        pygame.draw.rect(surface, table_art.shade(face, 0.7), rect, border_radius=14)
        pygame.draw.rect(surface, face, rect.inflate(-6, -6).move(0, -2), border_radius=12)
        ink = style.INK if enabled else (50, 56, 52)
        style.text(surface, text, (rect.centerx, rect.centery - 8), 22, ink, bold=True, anchor="center")
        key = t("cards.confirm_key")
        kr = style.text(surface, key, (rect.centerx, rect.centery + 17), 12, ink, bold=True, anchor="center")
        pygame.draw.rect(surface, ink, kr.inflate(10, 2), 1, border_radius=4)

    def _draw_toast(self, surface: pygame.Surface, text: str, pos: tuple[float, float], alpha: float) -> None:
        f = style.font(17, True)
        img = f.render(text, True, style.WHITE)
        plate = pygame.Rect(0, 0, img.get_width() + 36, img.get_height() + 16)
        plate.midbottom = (round(pos[0]), round(pos[1]))
        plate.clamp_ip(pygame.Rect(8, 44, lay.SCREEN_W - 16, lay.SCREEN_H - 52))
        panel = table_art.rounded_panel(plate.size, (150, 34, 38, 245), (255, 220, 200, 255), 12, 2)
        panel.blit(img, img.get_rect(center=(plate.w // 2, plate.h // 2)))
        panel.set_alpha(round(255 * max(0.0, min(1.0, alpha))))
        surface.blit(panel, plate)
