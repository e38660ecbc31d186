"""The Cash & Run display model (what is drawn, moved by animations) and the board's drawing: the 36 fields,
owners, pawns, and the centre with whose turn it is, the pot, the bank, the stage and the final laps."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from vegas_desktop import text
from vegas_desktop.app import dice_art, fit_text, layers, style, table_art
from vegas_desktop.app.tween import Task
from vegas_desktop.cashrun.model import BOARD, CASINOS, FIELDS, GRAND_SLAM_STAGES, Kind
from vegas_desktop.core.narration import Line
from vegas_desktop.scenes.cashrun import art, board
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.table.pieces import DieSprite, Label, draw_log
from vegas_desktop.scenes.table.story import LOG_KEEP, LogPaint, quiet_paint
from vegas_desktop.text import t

Colour = tuple[int, int, int]


@dataclass
class Flyer:
    """Something in flight: a chip, a casino card, a bluff card's back."""

    kind: str  # "chip" | "casino" | "back"
    x: float
    y: float
    arg: int = 0  # the casino (casino cards)
    scale: float = 1.0
    alpha: int = 255


@dataclass
class Stage:
    """What the centre shows of the game of chance in play."""

    wheel_angle: float = 0.0
    ball: float | None = None  # degrees clockwise from the top
    ball_r: float = 0.0
    number: int | None = None  # the roulette number shown (settled)
    wheel: bool = False
    card: tuple[int, int] | None = None  # (rank, suit)
    card_flip: float = 1.0  # 0 back ... 1 face
    card_pos: tuple[float, float] = lay.STAGE_CENTRE
    die: DieSprite | None = None
    bluff: int | None = None  # a bluff card laid: -1 face down, else the symbol shown
    bluff_flip: float = 0.0
    result: str = ""
    result_colour: Colour = style.HIGHLIGHT
    all_play: list[tuple[int, str]] = field(default_factory=list)  # (seat, value text)
    slam: list[bool] | None = None  # a Grand Slam on the stage: each stage played so far, won or lost


@dataclass
class Display:
    players: int
    chips: list[int] = field(default_factory=list)
    pot: int = 0
    bank: int = 0
    pos: list[int] = field(default_factory=list)
    alive: list[bool] = field(default_factory=list)
    owner: list[int] = field(default_factory=lambda: [-1] * len(CASINOS))
    hand_counts: list[int] = field(default_factory=list)
    pile: int = 0
    turn: int | None = None
    round: int = 1
    laps: tuple[tuple[int, tuple[int, ...], int, int], ...] = ()
    auction: dict[str, Any] | None = None
    pawn_xy: dict[int, tuple[float, float]] = field(default_factory=dict)
    pawn_alpha: dict[int, int] = field(default_factory=dict)
    dice: list[DieSprite] = field(default_factory=list)
    stage: Stage = field(default_factory=Stage)
    flying: list[Flyer] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    background: list[Task] = field(default_factory=list)  # notes that rise while the story goes on
    banner: Label | None = None
    chip_pop: list[float] = field(default_factory=list)
    log: list[Line] = field(default_factory=list)  # the move log, as meaning (rendered when drawn)
    log_scroll: int = 0
    log_paint: LogPaint = field(default_factory=quiet_paint)  # the table's names and log colours

    def __post_init__(self) -> None:
        n = self.players
        self.chips = self.chips or [0] * n
        self.pos = self.pos or [-1] * n
        self.alive = self.alive or [True] * n
        self.hand_counts = self.hand_counts or [0] * n
        self.chip_pop = [0.0] * n

    def add_log(self, line: Line) -> None:
        self.log.append(line)
        del self.log[:-LOG_KEEP]
        self.log_scroll = 0


# -- the fields ---------------------------------------------------------------------------------------------------
def field_title(i: int) -> str:
    f = BOARD[i]
    if f.kind is Kind.CASINO:
        return art.casino_name(f.arg)
    return t(f"cashrun.field.{f.kind.value}.name")


def content_box(i: int) -> pygame.Rect:
    """The part of a field for its icon and name: clear of the pawns' row (outer edge) and the colour strip."""
    r = lay.FIELD_RECTS[i]
    side = lay.field_side(i)
    if side == 0:
        return pygame.Rect(r.x + 2, r.y + 26, r.w - 4, r.h - 40)
    if side == 2:
        return pygame.Rect(r.x + 2, r.y + 14, r.w - 4, r.h - 40)
    if side == 1:  # the name may run under the edge of a pawn's place rather than be cut
        return pygame.Rect(r.x + 14, r.y + 2, r.w - 30, r.h - 4)
    return pygame.Rect(r.x + 16, r.y + 2, r.w - 30, r.h - 4)


NAME_MARGIN = 8  # a field name's room is its box less 4 px each side (at the large text size it touched the edge)


def name_room_lines(name: str, width: int) -> tuple[int, list[str]]:
    """A field's name in at most two lines with a little air each side (NAME_MARGIN); less air, down to none,
    where the smallest window's text floor leaves a word no other way to fit whole ("Homburg")."""
    smallest = style.font(9, True, True)
    for margin in (NAME_MARGIN, NAME_MARGIN // 2, 0):
        room = width - margin
        lines = name_lines(name, room)
        if len(lines) <= 2 and all(smallest.size(line)[0] <= room for line in lines):
            break
    return room, lines[:2]


def name_lines(name: str, width: int) -> list[str]:
    """A field's name in at most two lines: by words, and a long word with a hyphen split after it."""
    font = style.font(11, True, True)
    words: list[str] = []
    for word in name.split():
        if font.size(word)[0] > width and "-" in word:
            head, _, tail = word.partition("-")
            words += [head + "-", tail]
        else:
            words.append(word)
    lines: list[str] = []
    for word in words:
        probe = f"{lines[-1]} {word}" if lines and not lines[-1].endswith("-") else None
        if probe is not None and font.size(probe)[0] <= width:
            lines[-1] = probe
        else:
            lines.append(word)
    if len(lines) == 1 and font.size(lines[0])[0] > width and len(lines[0]) >= 6:
        lines = _hyphenate(lines[0], font, width)
    elif len(lines) == 2 and font.size(lines[1])[0] > width and " " not in lines[1]:
        # "Bad" / "Homburg" too wide: the long word starts on the first line ("Bad Hom-" / "burg")
        first, *rest = _hyphenate(lines[1], font, width - font.size(lines[0] + " ")[0])
        if rest:
            lines = [f"{lines[0]} {first}", rest[0]]
    return lines


_VOWELS = set("aeiouyäöüAEIOUYÄÖÜ")


def _hyphenate(word: str, font: pygame.font.Font, width: int) -> list[str]:
    """A single long word over two lines ("Über-" / "nahme"): the longest head that fits with its hyphen, cut
    where a syllable starts (before a consonant that a vowel follows) if possible, at least three letters on
    each line. A finite scan over the cut points."""
    cuts = range(len(word) - 3, 2, -1)
    syllables = [c for c in cuts if word[c] not in _VOWELS and word[c + 1] in _VOWELS]
    for cut in [*syllables, *cuts]:
        if font.size(word[:cut] + "-")[0] <= width:
            return [word[:cut] + "-", word[cut:]]
    return [word]


def _draw_field(surface: pygame.Surface, i: int) -> None:
    r = lay.FIELD_RECTS[i]
    f = BOARD[i]
    pygame.draw.rect(surface, art.FIELD_BG, r)
    box = content_box(i)
    if f.kind is Kind.CASINO:
        strip, _ = lay.inner_edge(i)
        pygame.draw.rect(surface, art.casino_colour(f.arg), strip)
        game = CASINOS[f.arg][2]
        icon = min(22, box.w - 6)
        art.game_icon(surface, game, (box.centerx, box.y + icon / 2 + 3), icon)
    else:
        tint = art.SPECIAL_RGB[f.kind]
        pygame.draw.rect(surface, table_art.shade(tint, 1.0), r)
        pygame.draw.rect(surface, (248, 240, 220), r.inflate(-6, -6), 1)
        icon = min(25, box.w - 4)
        art.special_icon(surface, f.kind, (box.centerx, box.y + icon / 2 + 2), icon, f.arg)
    colour = style.INK if f.kind is Kind.CASINO else style.WHITE
    y = box.y + icon + 5
    room, lines = name_room_lines(field_title(i), box.w)
    for line in lines:
        img = fit_text.render(line, room, 11, colour, 9, True, True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += 12
    pygame.draw.rect(surface, art.FIELD_LINE, r, 1)


def board_surface() -> pygame.Surface:
    """The board's fields (their names follow the language and the text-size floor)."""
    surf = pygame.Surface((lay.BOARD.w, lay.BOARD.h), pygame.SRCALPHA)
    full = pygame.Surface((lay.SCREEN_W, lay.SCREEN_H), pygame.SRCALPHA)
    for i in range(FIELDS):
        _draw_field(full, i)
    surf.blit(full, (0, 0), lay.BOARD)
    return surf


def draw_table(surface: pygame.Surface) -> pygame.Surface:
    """What never changes during a game, drawn once per language and text-size floor and kept as one opaque layer
    (app/layers.py): the felt, the board's frame, its fields and inner felt, the log's box, the pot's and the
    bank's plates and the bank's chips. Their words are drawn on the frame every time (crisp in a large window).
    Returns that picture (what the panels' layers are painted over)."""
    size = (lay.SCREEN_W, lay.SCREEN_H)
    layer = layers.get("cashrun.table", size, (text.version(), style.min_font_size()), _paint_table)
    layers.put(surface, layer)
    return layer.image


def _paint_table(surf: pygame.Surface) -> None:
    surf.blit(table_art.felt((lay.SCREEN_W, lay.SCREEN_H)), (0, 0))
    frame = lay.BOARD.inflate(10, 10)
    pygame.draw.rect(surf, (70, 44, 22), frame, border_radius=8)
    pygame.draw.rect(surf, style.GOLD_DARK, frame, 2, border_radius=8)
    surf.blit(table_art.felt(lay.INNER.size), lay.INNER)
    surf.blit(board_surface(), lay.BOARD)
    for centre, pile in ((lay.POT_CENTRE, True), (lay.BANK_CENTRE, False)):
        rect = _plate_rect(centre)
        surf.blit(table_art.rounded_panel(rect.size, (8, 36, 22, 220), (*style.GOLD_DARK, 255), 10, 2), rect)
        if not pile:
            art.chip_stack(surf, (rect.centerx - 40, rect.bottom + 14), 9, 5)
            art.chip_stack(surf, (rect.centerx + 40, rect.bottom + 14), 9, 7)
    pygame.draw.rect(surf, (8, 40, 24), lay.LOG_BOX, border_radius=8)


def draw_board(
    surface: pygame.Surface,
    d: Display,
    colours: list[int],
    lit: set[int],
    hover: int | None,
    clock: float,
    deciding: tuple[int, int] | None = None,
) -> None:
    """The loop of fields with owners' colours, final-lap combinations, lit choices, the hovered field, the field
    being decided (`deciding`: field, seat) and the pawns, over `draw_table`'s."""
    board.draw_owners(surface, d, colours)
    board.draw_lap_combos(surface, d, colours)
    pulse = 0.5 + 0.5 * math.sin(clock * 5)
    for i in lit:
        r = lay.FIELD_RECTS[i]
        glow = (255, 230, 120)
        pygame.draw.rect(surface, glow, r.inflate(-2, -2), 2 + round(2 * pulse))
    if hover is not None:
        pygame.draw.rect(surface, style.WHITE, lay.FIELD_RECTS[hover].inflate(-2, -2), 3)
    board.draw_deciding(surface, d, colours, deciding, clock)
    board.draw_pawns(surface, d, colours)


# -- the centre -------------------------------------------------------------------------------------------------
def draw_centre(surface: pygame.Surface, d: Display, names: list[str], colours: list[int]) -> None:
    _money_plate(surface, lay.POT_CENTRE, t("cashrun.pot"), d.pot, pile=True)
    _money_plate(surface, lay.BANK_CENTRE, t("cashrun.bank"), d.bank, pile=False)
    pile = pygame.Rect(0, 0, 34, 48)
    pile.center = lay.PILE_POS
    for k in range(min(4, max(1, d.pile // 5))):
        surface.blit(art.card_back((34, 48), art.BLUFF_TINT), pile.move(-k * 2, -k * 2))
    table_art.text(surface, tn_pile(d.pile), (pile.centerx, pile.bottom + 4), 12, style.PAPER, anchor="midtop")
    draw_stage(surface, d, names, colours)
    draw_laps(surface, d, names, colours)
    table_art.text(surface, t("cashrun.log_title"), (lay.LOG_BOX.x + 10, lay.LOG_BOX.y + 6), 12, style.GOLD, bold=True)
    draw_log(surface, lay.LOG_BOX, d, 13, 16, 22)


def tn_pile(n: int) -> str:
    from vegas_desktop.text import tn

    return tn("cashrun.bluff_pile", n)


def _money_plate(surface: pygame.Surface, centre: tuple[float, float], title: str, amount: int, pile: bool) -> None:
    rect = _plate_rect(centre)  # the plate itself and the bank's chips are drawn by draw_table
    table_art.text(surface, title, (rect.centerx, rect.y + 5), 13, style.GOLD, bold=True, anchor="midtop")
    fit_text.draw(
        surface,
        style.money(amount),
        (rect.centerx, rect.y + 24),
        rect.w - 12,
        18,
        style.WHITE,
        bold=True,
        anchor="midtop",
    )
    if pile:
        art.chip_pile(surface, (rect.centerx, rect.bottom + 16), amount)


def _plate_rect(centre: tuple[float, float]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, 150, 70)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def draw_auction_stage(surface: pygame.Surface, d: Display, names: list[str], colours: list[int]) -> None:
    """An auction takes the stage: the casino's card large, the highest bid and its bidder, the auctioneer's call."""
    a = d.auction
    assert a is not None
    stage = lay.STAGE
    card = art.casino_card((88, 112), a["casino"])
    surface.blit(card, card.get_rect(midleft=(stage.x + 24, stage.centery + 16)))
    x = stage.x + 132
    w = stage.right - x - 12
    title = t("cashrun_board.auction_stage", casino=art.casino_name(a["casino"]))  # the seller: the auction panel
    fit_text.draw(surface, title, (x, stage.y + 32), w, 17, style.GOLD, min_size=11, bold=True)
    if a["high"] >= 0:
        fit_text.draw(surface, style.money(a["bid"]), (x, stage.y + 58), w, 34, style.WHITE, min_size=16, bold=True)
        rgb = style.player_colour(colours[a["high"]])
        pygame.draw.circle(surface, rgb, (x + 8, stage.y + 114), 7)
        bidder = names[a["high"]]
        fit_text.draw(surface, bidder, (x + 22, stage.y + 104), w - 22, 18, style.PAPER, min_size=11, bold=True)
    else:
        fit_text.draw(surface, t("cashrun.auction_none"), (x, stage.y + 66), w, 18, style.PAPER, min_size=11)
    if a["call"]:  # "Sold to … for …!" over two lines rather than cut
        lines, font = fit_text.fit_lines(a["call"], w, 48, 22, 12, bold=True, max_lines=2)
        y = stage.y + 136
        for line in lines:
            surface.blit(font.render(line, True, style.HIGHLIGHT), (x, y))
            y += font.get_linesize()


def draw_stage(surface: pygame.Surface, d: Display, names: list[str], colours: list[int]) -> None:
    if d.auction is not None:
        draw_auction_stage(surface, d, names, colours)
        return
    s = d.stage
    cx, cy = lay.STAGE_CENTRE
    if s.wheel:
        art.draw_wheel(surface, (cx, cy - 6), 78, s.wheel_angle, s.ball, s.ball_r)
        if s.number is not None:
            plate = pygame.Rect(0, 0, 46, 34)
            plate.center = (round(cx + 118), round(cy - 6))
            pygame.draw.rect(surface, art.number_colour(s.number), plate, border_radius=8)
            pygame.draw.rect(surface, style.GOLD, plate, 2, border_radius=8)
            table_art.text(surface, str(s.number), plate.center, 20, style.WHITE, bold=True, anchor="center")
    if s.card is not None:
        size = (84, 120)
        w = max(2, round(size[0] * abs(1 - 2 * s.card_flip)))
        img = art.playing_card(size, *s.card) if s.card_flip >= 0.5 else art.card_back(size)
        img = pygame.transform.smoothscale(img, (w, size[1]))
        surface.blit(img, img.get_rect(center=(round(s.card_pos[0]), round(s.card_pos[1]))))
    if s.die is not None:
        body, pip = (250, 248, 240), (30, 30, 30)
        dice_art.draw_die(
            surface, (s.die.x, s.die.y), s.die.face, round(s.die.size), body, pip, angle=s.die.angle, lift=s.die.lift
        )
    for die in d.dice:
        body, pip = dice_art.die_colours(die.owner)
        dice_art.draw_die(
            surface,
            (die.x, die.y),
            die.face,
            round(die.size),
            body,
            pip,
            angle=die.angle,
            lift=die.lift,
            alpha=die.alpha,
        )
    if s.bluff is not None:
        size = (56, 80)
        w = max(2, round(size[0] * abs(1 - 2 * s.bluff_flip)))
        img = (
            art.bluff_face(size, s.bluff)
            if s.bluff >= 0 and s.bluff_flip >= 0.5
            else art.card_back(size, art.BLUFF_TINT)
        )
        img = pygame.transform.smoothscale(img, (w, size[1]))
        surface.blit(img, img.get_rect(center=(round(cx + 150), round(cy))))
        table_art.text(surface, t("cashrun.bluff_card"), (cx + 150, cy + 44), 12, style.PAPER, anchor="midtop")
    if s.all_play:
        y = lay.STAGE.y + 4
        for seat, value in s.all_play[-6:]:  # a long name in full (condensed), its throw beside it
            pygame.draw.circle(surface, style.player_colour(colours[seat]), (lay.STAGE.x + 9, y + 9), 5)
            img = fit_text.render(names[seat], 166, 13, style.PAPER, 9, True, True)
            surface.blit(img, (lay.STAGE.x + 18, y))
            table_art.text(surface, value, (lay.STAGE.x + 186, y), 13, style.HIGHLIGHT, bold=True)
            y += 18
    if s.slam is not None:
        draw_slam(surface, s.slam)
    if s.result:  # in words, over two lines rather than cut
        lines, font = fit_text.fit_lines(s.result, lay.STAGE.w - 24, 60, 20, 12, bold=True, max_lines=2)
        imgs = [font.render(line, True, s.result_colour) for line in lines]
        h = sum(i.get_height() for i in imgs)
        w = max((i.get_width() for i in imgs), default=0)
        plate = pygame.Rect(0, 0, w + 18, h + 8)
        plate.midbottom = (round(cx), lay.STAGE.bottom - 2)
        surface.blit(table_art.rounded_panel(plate.size, (0, 0, 0, 170), None, 8), plate)
        y = plate.y + 4
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(plate.centerx, y)))
            y += img.get_height()


SLAM_W, SLAM_ROW = 150, 40  # the Grand Slam ladder at the stage's left: a column of three rows


def draw_slam(surface: pygame.Surface, played: list[bool]) -> None:
    """The Grand Slam's three stages, large, at the stage's left: what each asks and pays, the one played next
    lit, a won one ticked and a lost one crossed, with its result in words ("✗ $500,000 lost")."""
    x, y = lay.STAGE.x + 2, lay.STAGE.y + 4
    lost = False in played
    for i, amount in enumerate(GRAND_SLAM_STAGES):
        row = pygame.Rect(x, y + i * SLAM_ROW, SLAM_W, SLAM_ROW - 4)
        if i < len(played):
            state, colour, edge = (
                ("won", (120, 230, 140), (60, 140, 70)) if played[i] else ("lost", (240, 120, 110), (150, 60, 50))
            )
        elif i == len(played) and not lost:
            state, colour, edge = "next", style.HIGHLIGHT, style.GOLD
        else:
            state, colour, edge = "later", (150, 150, 150), (70, 70, 70)
        surface.blit(table_art.rounded_panel(row.size, (0, 0, 0, 150), (*edge, 255), 6, 2), row)
        head = t("cashrun_board.slam_head", n=i + 1, bet=t(f"cashrun_board.slam_bet.{i}"))
        fit_text.draw(surface, head, (row.x + 6, row.y + 2), row.w - 12, 13, colour, min_size=9, bold=True)
        says = t(f"cashrun_board.slam_{state}", amount=style.money(amount))
        fit_text.draw(surface, says, (row.x + 6, row.y + 16), row.w - 12, 16, colour, min_size=9, bold=True)


def draw_laps(surface: pygame.Surface, d: Display, names: list[str], colours: list[int]) -> None:
    """Each final lap under way: the combination laid out, and a ring showing how far the lap has come."""
    if not d.laps:
        return
    box = lay.LAP_BOX
    w = box.w // max(1, len(d.laps))
    for k, (seat, combo, _start, travelled) in enumerate(d.laps):
        x = box.x + k * w
        centre = (x + 20, box.centery)
        frac = min(1.0, travelled / FIELDS)
        pygame.draw.circle(surface, (30, 30, 30), centre, 17)
        if frac > 0:
            pts = [centre] + [lay.ring_point(centre, 17, frac * s / 24) for s in range(25)]
            pygame.draw.polygon(surface, style.player_colour(colours[seat]), pts)
        pygame.draw.circle(surface, style.GOLD, centre, 17, 2)
        table_art.text(surface, f"{round(frac * 100)}%", centre, 10, style.WHITE, bold=True, anchor="center")
        cx = x + 42
        for c in combo:
            img = art.casino_card((34, 40), c)
            surface.blit(img, (cx, box.y + 2))
            cx += 36
        fit_text.draw(
            surface,
            t("cashrun.lap_of", name=names[seat]),
            (cx + 4, box.centery),
            x + w - cx - 8,
            12,
            style.HIGHLIGHT,
            min_size=9,
            bold=True,
            anchor="midleft",
        )


def draw_flying(surface: pygame.Surface, d: Display) -> None:
    for f in d.flying:
        if f.kind == "chip":
            art.chip(surface, (f.x, f.y), 9 * f.scale, art.CHIP_COLOURS[f.arg % len(art.CHIP_COLOURS)])
        elif f.kind == "casino":
            img = art.casino_card((round(48 * f.scale), round(56 * f.scale)), f.arg)
            surface.blit(img, img.get_rect(center=(round(f.x), round(f.y))))
        else:
            img = art.card_back((round(28 * f.scale), round(40 * f.scale)), art.BLUFF_TINT)
            surface.blit(img, img.get_rect(center=(round(f.x), round(f.y))))
    for label in d.labels + ([d.banner] if d.banner else []):
        img = table_art.label(label.text, label.size, label.colour, True)
        if label.scale != 1.0:
            img = pygame.transform.smoothscale_by(img, label.scale)
        rect = img.get_rect(center=(round(label.x), round(label.y)))
        plate = rect.inflate(20, 10)
        back = table_art.rounded_panel(plate.size, (10, 10, 14, 200), (*style.GOLD_DARK, 255), 10, 2).copy()
        back.set_alpha(label.alpha)
        surface.blit(back, plate)
        if label.alpha < 255:
            img = img.copy()
            img.set_alpha(label.alpha)
        surface.blit(img, rect)
