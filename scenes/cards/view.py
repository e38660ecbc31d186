"""The card table's display model (moved by animations, re-synced from the rules state when idle) and
the drawing of everything except the active hand (see `cards_hand`).

Only public information is kept here: laid cards, bills, money, counts, who has picked. Cards in
flight are faces only once they are open on the table (the reveal, or the viewer's own tray).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TypedDict

import pygame

from vegas_desktop.app import fit_text, style, table_art
from vegas_desktop.app.fit_text import wrap
from vegas_desktop.cards.model import Card
from vegas_desktop.scenes.cards import layout as lay
from vegas_desktop.scenes.cards.art import CARD_H, CARD_W, card_back, draw_card, draw_mini, mini_width
from vegas_desktop.scenes.cards.layout import Target
from vegas_desktop.scenes.dice.view import draw_banner, draw_label
from vegas_desktop.scenes.table.pieces import LOG_KEEP, BillSprite, Label, draw_log, player_panel
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


@dataclass
class LaidCard:
    card: Card
    alpha: int = 255
    dx: float = 0.0  # shake offset (ties)


@dataclass
class FlyingCard:
    """A card on its way to a casino: a back until `flip` passes 0.5 of the turn-over, then its face."""

    card: Card
    x: float
    y: float
    angle: float = 0.0
    scale: float = 1.0
    flip: float = 1.0  # horizontal squeeze, 0..1
    face_up: bool = False
    lift: float = 0.0
    alpha: int = 255


@dataclass
class CardsDisplay:
    players: int
    round: int = 0
    turn: int = 0
    start_player: int = 0
    current: int = -1  # sequential: whose turn
    money: list[int] = field(default_factory=list)
    bills_won: list[int] = field(default_factory=list)
    money_pop: list[float] = field(default_factory=list)
    hand_counts: list[int] = field(default_factory=list)
    pile_counts: list[int] = field(default_factory=list)
    out: list[bool] = field(default_factory=list)
    picked: list[bool] = field(default_factory=list)
    laid: list[list[LaidCard]] = field(default_factory=list)
    bills: list[list[int]] = field(default_factory=list)
    bill_alpha: list[list[int]] = field(default_factory=list)
    pile: int = 0
    flying: list[FlyingCard] = field(default_factory=list)
    flying_bills: list[BillSprite] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    banner: Label | None = None
    scoring: int | None = None
    log: list[tuple[str, Colour]] = field(default_factory=list)
    log_scroll: int = 0  # lines scrolled back from the newest (0: the newest line is at the bottom)
    log_box: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))  # where the log was last drawn

    def __post_init__(self) -> None:
        n = self.players
        self.money = self.money or [0] * n
        self.bills_won = self.bills_won or [0] * n
        self.money_pop = self.money_pop or [0.0] * n
        self.hand_counts = self.hand_counts or [0] * n
        self.pile_counts = self.pile_counts or [0] * n
        self.out = self.out or [False] * n
        self.picked = self.picked or [False] * n
        self.laid = self.laid or [[] for _ in range(6)]
        self.bills = self.bills or [[] for _ in range(6)]
        self.bill_alpha = self.bill_alpha or [[] for _ in range(6)]

    def add_log(self, text: str, colour: Colour = style.PAPER) -> None:
        self.log.append((text, colour))
        del self.log[:-LOG_KEEP]
        if self.log_scroll:  # reading older lines: keep them in place as new ones arrive below
            self.log_scroll += 1

    def placed(self, seat: int) -> int:
        return sum(1 for cards in self.laid for c in cards if c.card.owner == seat and c.alpha > 0)


def name_room(panel: pygame.Rect, status_w: int = 0) -> int:
    """How wide a player's name may be on their panel: it shares the top row with the start token (24 px), the
    status text on the right and the tops of the card backs (up to 82 px from the right edge)."""
    return min(panel.w - 14 - 82 - 28, panel.w - 14 - 8 - status_w - 34)


def slot_centre(casino: pygame.Rect, seat: int, players: int, index: int, count: int) -> tuple[float, float]:
    """Centre of the index-th compact card of `seat` at a casino (where flights land)."""
    x, y = lay.mini_slot(casino, seat, players, index, count)
    h = lay.mini_height(players)
    return (x + mini_width(h) / 2, y + h / 2)


class CardsView:
    """Draws the card table (everything but the hand and the tray cards)."""

    def __init__(self, names: list[str], colours: list[int], tags: Sequence[str]) -> None:
        self.names = names
        self.colours = colours
        self.tags = tags
        self.casino_rects = lay.casino_rects()
        self.panels = lay.panel_rects(len(names))

    def colour(self, seat: int) -> Colour:
        return style.player_colour(self.colours[seat])

    def bright(self, seat: int) -> Colour:
        c = self.colour(seat)
        return c if sum(c) > 330 else table_art.shade(c, 1.5)

    # -- the frame -------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, d: CardsDisplay, ui: TableUI) -> None:
        surface.blit(table_art.felt(surface.get_size()), (0, 0))
        self._draw_top(surface, d, ui)
        for i, rect in enumerate(self.casino_rects):
            self._draw_casino(surface, d, i, rect, ui)
        for seat, rect in enumerate(self.panels):
            self._draw_panel(surface, d, seat, rect, ui)
        self._draw_info(surface, d, ui)
        self._draw_tray(surface, ui)
        confirm = ui.get("confirm")
        if confirm is not None:
            self._draw_confirm(surface, confirm, ui.get("clock", 0.0))

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
    def _draw_casino(self, surface: pygame.Surface, d: CardsDisplay, i: int, rect: pygame.Rect, ui: TableUI) -> None:
        number = i + 1
        lit_targets = ui.get("lit", set())
        target = number in lit_targets
        hot = target and ui.get("over") == number
        lit = target or d.scoring == i
        colour = style.CASINO_COLOURS[i]
        table_art.drop_shadow(surface, rect, 14)
        if target:
            pulse = 0.5 + 0.5 * math.sin(ui.get("clock", 0.0) * 6)
            glow = pygame.Surface(rect.inflate(28, 28).size, pygame.SRCALPHA)
            strength = 70 if hot else round(30 + 25 * pulse)
            for k in range(6):
                pygame.draw.rect(
                    glow, (*style.HIGHLIGHT, strength), glow.get_rect().inflate(-k * 4, -k * 4), border_radius=22
                )
            surface.blit(glow, rect.move(-14, -14))
        surface.blit(table_art.casino_board(rect.size, number, colour, lit), rect)
        table_art.casino_name(surface, rect, t(f"common.casino.{number}"))
        for k, (amount, pos) in enumerate(zip(d.bills[i], lay.bill_slots(rect, len(d.bills[i])), strict=False)):
            alpha = d.bill_alpha[i][k] if k < len(d.bill_alpha[i]) else 255
            if alpha > 0:
                table_art.draw_bill(surface, pos, amount, alpha=alpha)
        ghosts = ui.get("ghosts", {}).get(number, [])
        viewer = ui.get("viewer")
        h = lay.mini_height(d.players)
        for seat in range(d.players):
            row = lay.row_rect(rect, seat, d.players)
            mine = [c for c in d.laid[i] if c.card.owner == seat]
            extra = ghosts if seat == viewer else []
            band = pygame.Surface(row.size, pygame.SRCALPHA)
            band.fill((*self.colour(seat), 34 if mine or extra else 16))
            surface.blit(band, row)
            count = len(mine) + len(extra)
            for k, lc in enumerate(mine):
                x, y = lay.mini_slot(rect, seat, d.players, k, count)
                draw_mini(
                    surface, (x, y), lc.card.number, lc.card.dice, self.colours[seat], h, alpha=lc.alpha, dx=lc.dx
                )
            for k, card in enumerate(extra, start=len(mine)):
                x, y = lay.mini_slot(rect, seat, d.players, k, count)
                draw_mini(surface, (x, y), card.number, card.dice, self.colours[seat], h, alpha=140)
                w = mini_width(h)
                pygame.draw.rect(surface, style.HIGHLIGHT, (x - 1, y - 1, w + 2, h + 2), 2, border_radius=5)
            dice = sum(c.card.dice for c in mine if c.alpha >= 120)
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
    def _draw_panel(self, surface: pygame.Surface, d: CardsDisplay, seat: int, rect: pygame.Rect, ui: TableUI) -> None:
        colour = self.colour(seat)
        active = seat in ui.get("acting", ())
        table_art.drop_shadow(surface, rect, 10, 4)
        fill = (14, 26, 20, 240) if not d.out[seat] else (30, 30, 30, 220)
        clock = ui.get("clock", 0.0)
        mark = player_panel(
            surface, rect, colour, self.colours[seat], active, clock, radius=10, stripe=7, fill=fill, mark_at=(12, 17)
        )
        status, tone = ui.get("status", {}).get(seat, ("", style.PAPER))
        status_w = style.font(13, True).size(status)[0] if status else 0
        shown = fit_text.draw(
            surface,
            self.names[seat],
            (rect.x + 14 + mark, rect.y + 6),
            name_room(rect, status_w) - mark,
            17,
            min_size=11,
            bold=True,
        )
        if d.start_player == seat:
            token = (shown.right + 15, rect.y + 16)  # clear of the name's last letter
            pygame.draw.circle(surface, style.GOLD, token, 9)
            style.text(surface, "1", token, 12, style.INK, bold=True, anchor="center")
        style.text(surface, self.tags[seat], (rect.x + 14, rect.y + 25), 12, (170, 200, 185))
        pop = d.money_pop[seat]
        style.text(  # low enough to clear the tag at the large text size
            surface,
            style.money(d.money[seat]),
            (rect.x + 14, rect.bottom - 10),
            round(16 + 5 * pop),
            style.GOLD,
            bold=True,
            anchor="midleft",
        )
        # Right side: status, hand backs, cards laid (8 = out).
        style.text(surface, status, (rect.right - 8, rect.y + 12), 13, tone, bold=True, anchor="midright")
        backs = d.hand_counts[seat]
        back = card_back(self.colours[seat], 14, 20)
        x0 = rect.right - 12 - 14 - 8 * max(0, backs - 1)
        for k in range(backs):
            surface.blit(back, (x0 + 8 * k, rect.y + 22))
        placed = d.placed(seat)
        tone = style.DANGER if placed >= 6 else (170, 200, 185)
        style.text(
            surface,
            t("cards.placed", n=placed),
            (rect.right - 8, rect.bottom - 10),
            12,
            tone,
            bold=placed >= 6,
            anchor="midright",
        )

    # -- info box, tray, confirm -----------------------------------------------------------------
    def _draw_info(self, surface: pygame.Surface, d: CardsDisplay, ui: TableUI) -> None:
        box = lay.INFO_RECT
        colour = ui.get("info_colour", style.GOLD_DARK)
        surface.blit(table_art.rounded_panel(box.size, (10, 22, 16, 225), (*colour, 255), 12, 2), box)
        pygame.draw.rect(
            surface, colour, (box.x, box.y, box.w, 8), border_top_left_radius=12, border_top_right_radius=12
        )
        y = box.y + 16
        title = ui.get("title", "")
        tf = style.font(19, True)
        bright = colour if sum(colour) > 330 else table_art.shade(colour, 1.5)
        for part in wrap(title, tf, box.w - 24):
            surface.blit(tf.render(part, True, bright), (box.x + 12, y))
            y += tf.get_linesize()
        y += 6
        sub = style.font(15)
        foot = lay.HINT_RECT.y - 6  # the Hint button's row stays free
        size, line, top = lay.LOG_FORM
        least = foot - top - 8 - 2 * line  # the log keeps two lines at least: the words stop above them
        for text in ui.get("lines", []):  # in order of need: a line that has no room goes whole, with those after
            parts = wrap(text, sub, box.w - 24)
            if y + len(parts) * sub.get_linesize() > least:
                break
            for part in parts:
                surface.blit(sub.render(part, True, style.PAPER), (box.x + 12, y))
                y += sub.get_linesize()
            y += 3
        # The game's story below, every entry of it, scrolled by the wheel, a drag or PageUp/PageDown/Home/End.
        d.log_box = pygame.Rect(box.x + 2, y, box.w - 4, max(top + 8 + line, foot - y))
        pygame.draw.line(surface, (60, 90, 72), (box.x + 12, y), (box.right - 12, y))
        draw_log(surface, d.log_box, d, size, line, top)

    def _draw_tray(self, surface: pygame.Surface, ui: TableUI) -> None:
        if not ui.get("tray"):
            return
        box = lay.TRAY_RECT
        lit = "tray" in ui.get("lit", set())
        hot = lit and ui.get("over") == "tray"
        if lit:
            glow = pygame.Surface(box.inflate(24, 24).size, pygame.SRCALPHA)
            for k in range(5):
                pygame.draw.rect(
                    glow,
                    (*style.HIGHLIGHT, 70 if hot else 40),
                    glow.get_rect().inflate(-k * 4, -k * 4),
                    border_radius=22,
                )
            surface.blit(glow, box.move(-12, -12))
        border = style.HIGHLIGHT if lit else (90, 130, 100)
        surface.blit(table_art.rounded_panel(box.size, (8, 40, 26, 210), (*border, 255), 14, 2), box)
        inner = box.inflate(-14, -14)
        for x in range(inner.x, inner.right, 16):  # a dashed inner line: "drop here"
            pygame.draw.line(surface, (60, 100, 76), (x, inner.y), (min(x + 8, inner.right), inner.y))
            pygame.draw.line(surface, (60, 100, 76), (x, inner.bottom), (min(x + 8, inner.right), inner.bottom))
        if ui.get("tray_empty"):
            room = box.w - 24  # large text in German: fitted to the tray, not past the window's edge
            drop, rule = t("cards.tray_drop"), t("cards.tray_rule")
            fit_text.draw(surface, drop, box.center, room, 17, (150, 190, 160), bold=True, anchor="center")
            fit_text.draw(surface, rule, (box.centerx, box.centery + 24), room, 13, (130, 170, 145), anchor="center")
        caption = ui.get("tray_caption")
        if caption:
            style.text(surface, caption, (box.x + 14, box.y + 4), 13, (190, 215, 200), bold=True)

    def _draw_confirm(self, surface: pygame.Surface, confirm: tuple[bool, str, bool], clock: float) -> None:
        rect = lay.CONFIRM_RECT
        enabled, text, hover = confirm
        pulse = 0.5 + 0.5 * math.sin(clock * 3)
        if enabled:
            glow = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA)
            for k in range(5):
                pygame.draw.rect(
                    glow,
                    (*style.GOLD, round(16 + 16 * pulse)),
                    glow.get_rect().inflate(-k * 4, -k * 4),
                    border_radius=20,
                )
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
