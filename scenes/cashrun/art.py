"""Drawing the pieces of Cash & Run by our own code: the game symbols, fields, roulette wheel, playing cards,
chips, casino cards and bluff cards. Pure drawing helpers; nothing here reads the rules state."""

from __future__ import annotations

import math

import pygame

from vegas_desktop.app import dice_art, fit_text, style, table_art
from vegas_desktop.app.cache import surface_cache
from vegas_desktop.cashrun.model import BLANK, CASINOS, DICE, RED_NUMBERS, ROULETTE, Kind
from vegas_desktop.cashrun.narrator import SUIT_GLYPHS, rank_text
from vegas_desktop.text import t

Colour = tuple[int, int, int]

# The five casino colours of the board (docs/rules.md#cr-casinos): blue, red, green, gold, violet.
CASINO_RGB: tuple[Colour, ...] = ((46, 98, 196), (196, 46, 52), (38, 146, 74), (214, 168, 36), (138, 68, 186))
FIELD_BG = (236, 228, 206)
FIELD_LINE = (90, 70, 40)
SPECIAL_RGB: dict[Kind, Colour] = {
    Kind.CASH_RUN: (40, 40, 48),
    Kind.BLUFF: (92, 40, 120),
    Kind.POT: (20, 110, 80),
    Kind.ALL_PLAY: (30, 90, 150),
    Kind.GRAND_SLAM: (170, 120, 20),
    Kind.TAKEOVER: (150, 40, 40),
}
# a European wheel's order of numbers, clockwise from 0
WHEEL = (
    0,
    32,
    15,
    19,
    4,
    21,
    2,
    25,
    17,
    34,
    6,
    27,
    13,
    36,
    11,
    30,
    8,
    23,
    10,
    5,
    24,
    16,
    33,
    1,
    20,
    14,
    31,
    9,
    22,
    18,
    29,
    7,
    28,
    12,
    35,
    3,
    26,
)
ROULETTE_RED = (196, 30, 36)
ROULETTE_BLACK = (28, 28, 30)
ROULETTE_GREEN = (20, 130, 60)


def casino_colour(casino: int) -> Colour:
    return CASINO_RGB[CASINOS[casino][1]]


def casino_name(casino: int) -> str:
    return t(f"cashrun.casino.{casino}.name")


def game_name(game: int) -> str:
    return t(f"cashrun.game.{game}")


def number_colour(n: int) -> Colour:
    if n == 0:
        return ROULETTE_GREEN
    return ROULETTE_RED if n in RED_NUMBERS else ROULETTE_BLACK


# -- small symbols --------------------------------------------------------------------------------------------
def wheel_icon(surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """A little roulette wheel: red and black pockets round a gold hub."""
    cx, cy = centre
    pygame.draw.circle(surface, (70, 40, 20), (cx, cy), r)
    n = 12
    for k in range(n):
        a0, a1 = 2 * math.pi * k / n, 2 * math.pi * (k + 1) / n
        pts = [(cx, cy)] + [
            (cx + (r - 2) * math.cos(a0 + (a1 - a0) * s / 3), cy + (r - 2) * math.sin(a0 + (a1 - a0) * s / 3))
            for s in range(4)
        ]
        pygame.draw.polygon(surface, ROULETTE_RED if k % 2 else ROULETTE_BLACK, pts)
    pygame.draw.circle(surface, style.GOLD, (cx, cy), max(2, r * 0.35))
    pygame.draw.circle(surface, style.GOLD_DARK, (cx, cy), r, max(1, round(r / 8)))


def card_icon(surface: pygame.Surface, centre: tuple[float, float], h: float, glyph: str = "♠") -> None:
    """A small upright playing card with one suit glyph."""
    w = h * 0.7
    rect = pygame.Rect(0, 0, round(w), round(h))
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, (252, 250, 244), rect, border_radius=max(2, round(h / 8)))
    pygame.draw.rect(surface, (60, 60, 70), rect, 1, border_radius=max(2, round(h / 8)))
    colour = ROULETTE_RED if glyph in "♥♦" else ROULETTE_BLACK
    table_art.text(surface, glyph, rect.center, max(8, round(h * 0.55)), colour, anchor="center")


def die_icon(surface: pygame.Surface, centre: tuple[float, float], size: float, face: int = 5) -> None:
    img = dice_art.face_icon(face, max(6, round(size)))
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def game_icon(surface: pygame.Surface, game: int, centre: tuple[float, float], size: float) -> None:
    if game == ROULETTE:
        wheel_icon(surface, centre, size / 2)
    elif game == DICE:
        die_icon(surface, centre, size * 0.85)
    else:
        card_icon(surface, centre, size)


def special_icon(surface: pygame.Surface, kind: Kind, centre: tuple[float, float], size: float, game: int = -1) -> None:
    """The icon of a special field: drawn glyphs on a round badge in the field's colour."""
    cx, cy = centre
    r = size / 2
    pygame.draw.circle(surface, SPECIAL_RGB[kind], (cx, cy), r)
    pygame.draw.circle(surface, style.GOLD, (cx, cy), r, 2)
    glyph = {
        Kind.CASH_RUN: "$",
        Kind.BLUFF: "?",
        Kind.GRAND_SLAM: "★",
        Kind.TAKEOVER: "⇄",
        Kind.POT: "",
        Kind.ALL_PLAY: "",
    }[kind]
    if glyph:
        table_art.text(surface, glyph, (cx, cy), max(10, round(size * 0.6)), style.WHITE, bold=True, anchor="center")
    elif kind is Kind.POT:
        chip_stack(surface, (cx, cy + r * 0.35), r * 0.5, 3)
    if game >= 0 and kind in (Kind.POT, Kind.ALL_PLAY, Kind.TAKEOVER):
        game_icon(surface, game, (cx + r * 0.75, cy + r * 0.7), size * 0.48)
    if kind is Kind.ALL_PLAY:
        for dx in (-0.4, 0.0, 0.4):
            pygame.draw.circle(surface, style.WHITE, (cx + dx * r, cy - r * 0.15), max(2, r * 0.16))
            pygame.draw.circle(
                surface, style.WHITE, (cx + dx * r, cy + r * 0.25), max(2, r * 0.22), 0, True, True, False, False
            )


def chip(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: Colour = (200, 40, 46)) -> None:
    """A casino chip seen from above: a coloured disc with white edge spots."""
    cx, cy = centre
    pygame.draw.circle(surface, colour, (cx, cy), r)
    for k in range(6):
        a = k * math.pi / 3
        pygame.draw.circle(
            surface, (245, 245, 240), (cx + r * 0.78 * math.cos(a), cy + r * 0.78 * math.sin(a)), max(1, r * 0.16)
        )
    pygame.draw.circle(surface, table_art.shade(colour, 0.7), (cx, cy), r * 0.55, max(1, round(r * 0.12)))


CHIP_COLOURS: tuple[Colour, ...] = ((200, 40, 46), (38, 96, 200), (30, 30, 34), (52, 160, 72), (236, 128, 32))


def chip_stack(surface: pygame.Surface, base: tuple[float, float], r: float, count: int) -> None:
    """A stack of chips seen from the side (ellipses), `count` high."""
    x, y = base
    for k in range(count):
        c = CHIP_COLOURS[k % len(CHIP_COLOURS)]
        rect = pygame.Rect(0, 0, round(2 * r), max(3, round(r * 0.7)))
        rect.center = (round(x), round(y - k * r * 0.32))
        pygame.draw.ellipse(surface, table_art.shade(c, 0.7), rect.move(0, 2))
        pygame.draw.ellipse(surface, c, rect)
        pygame.draw.ellipse(surface, (240, 240, 235), rect, 1)


def chip_pile(surface: pygame.Surface, centre: tuple[float, float], amount: int) -> None:
    """The pot's pile: more stacks as the pot grows (a few stacks, never a mountain)."""
    stacks = 0 if amount <= 0 else min(5, 1 + amount // 400)
    offsets = ((0, 0), (-22, 6), (22, 6), (-11, 14), (11, 14))
    for k in range(stacks):
        dx, dy = offsets[k]
        chip_stack(surface, (centre[0] + dx, centre[1] + dy), 11, min(8, 2 + (amount // (150 * (k + 1))) % 7))


# -- cards ----------------------------------------------------------------------------------------------------
# Cards are drawn once per size and content (shared: copy before drawing on one); the tables draw the same few
# dozen every frame (panels' bluff backs, the pile, the stage's card). Names on casino cards follow the
# language: the caches are emptied on a language switch.
@surface_cache(max_mb=0.5, max_items=64)
def playing_card(size: tuple[int, int], rank: int, suit: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (252, 250, 244), surf.get_rect(), border_radius=max(3, w // 10))
    pygame.draw.rect(surf, (60, 60, 70), surf.get_rect(), 2, border_radius=max(3, w // 10))
    glyph = SUIT_GLYPHS[suit]
    colour = ROULETTE_RED if suit in (0, 1) else ROULETTE_BLACK
    corner = f"{rank_text(rank)}{glyph}"
    table_art.text(surf, corner, (6, 4), max(10, h // 6), colour, bold=True)
    img = table_art.label(corner, max(10, h // 6), colour, True)
    surf.blit(pygame.transform.rotate(img, 180), img.get_rect(bottomright=(w - 6, h - 4)))
    table_art.text(surf, glyph, (w // 2, h // 2), max(12, h // 2), colour, anchor="center")
    return surf


@surface_cache(max_mb=0.5, max_items=128)
def card_back(size: tuple[int, int], tint: Colour = (120, 30, 40)) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (250, 248, 240), surf.get_rect(), border_radius=max(2, w // 8))
    inner = surf.get_rect().inflate(-max(2, w // 8), -max(2, w // 8))
    pygame.draw.rect(surf, tint, inner, border_radius=max(2, w // 10))
    step = max(3, w // 5)
    for k in range(-h, w + h, step):
        pygame.draw.line(
            surf, table_art.shade(tint, 1.35), (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom)
        )
    pygame.draw.rect(surf, (40, 20, 30), surf.get_rect(), 1, border_radius=max(2, w // 8))
    return surf


BLUFF_TINT = (92, 40, 120)


@surface_cache(max_mb=0.5, max_items=128)
def bluff_face(size: tuple[int, int], symbol: int) -> pygame.Surface:
    """A bluff card face up: a game symbol, or blank."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (250, 246, 232), surf.get_rect(), border_radius=max(2, w // 8))
    pygame.draw.rect(surf, BLUFF_TINT, surf.get_rect(), 2, border_radius=max(2, w // 8))
    if symbol != BLANK:
        game_icon(surf, symbol, (w / 2, h / 2), min(w, h) * 0.7)
    return surf


@surface_cache(max_mb=0.5, max_items=256)
def casino_card(size: tuple[int, int], casino: int) -> pygame.Surface:
    """A casino's deed: its colour, game symbol and name."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    colour = casino_colour(casino)
    pygame.draw.rect(surf, FIELD_BG, surf.get_rect(), border_radius=5)
    pygame.draw.rect(surf, colour, (0, 0, w, max(6, h // 4)), border_top_left_radius=5, border_top_right_radius=5)
    pygame.draw.rect(surf, FIELD_LINE, surf.get_rect(), 1, border_radius=5)
    if w < 70:  # a small card (flying, a final lap's, the auction's beside its title): colour and symbol only
        game_icon(surf, CASINOS[casino][2], (w / 2, h * 0.6), min(w, h) * 0.5)
        return surf
    game_icon(surf, CASINOS[casino][2], (w / 2, h * 0.45), min(w, h) * 0.32)
    font_lines, font = fit_text.fit_lines(casino_name(casino), w - 4, round(h * 0.4), 11, 7, bold=True, max_lines=2)
    y = h - 3 - len(font_lines) * font.get_linesize()
    for line in font_lines:  # the name over two lines rather than cut ("Lake" / "Tahoe")
        img = font.render(line, True, style.INK)
        surf.blit(img, img.get_rect(midtop=(round(w / 2), y)))
        y += font.get_linesize()
    return surf


# -- the roulette wheel ---------------------------------------------------------------------------------------
_WHEELS: dict[int, pygame.Surface] = {}


def wheel_surface(r: int) -> pygame.Surface:
    """The wheel of radius `r` at rest (pocket 0 at the top); rotated copies are drawn while it spins."""
    if r in _WHEELS:
        return _WHEELS[r]
    ss = 2
    R = r * ss
    surf = pygame.Surface((2 * R + 4, 2 * R + 4), pygame.SRCALPHA)
    c = (R + 2, R + 2)
    pygame.draw.circle(surf, (96, 56, 26), c, R)
    pygame.draw.circle(surf, (60, 34, 16), c, R, max(2, R // 12))
    n = len(WHEEL)
    outer, inner = R * 0.9, R * 0.62
    for k, number in enumerate(WHEEL):
        a0 = -math.pi / 2 + 2 * math.pi * (k - 0.5) / n
        a1 = -math.pi / 2 + 2 * math.pi * (k + 0.5) / n
        pts = [
            (c[0] + outer * math.cos(a0 + (a1 - a0) * s / 4), c[1] + outer * math.sin(a0 + (a1 - a0) * s / 4))
            for s in range(5)
        ]
        pts += [
            (c[0] + inner * math.cos(a1 - (a1 - a0) * s / 4), c[1] + inner * math.sin(a1 - (a1 - a0) * s / 4))
            for s in range(5)
        ]
        pygame.draw.polygon(surf, number_colour(number), pts)
        pygame.draw.polygon(surf, (200, 180, 120), pts, 1)
        if r >= 50:
            a = -math.pi / 2 + 2 * math.pi * k / n
            img = style.font(max(9, R // 9), True).render(str(number), True, (250, 250, 250))
            img = pygame.transform.rotate(img, -math.degrees(a) - 90)
            mid = R * 0.77
            surf.blit(img, img.get_rect(center=(c[0] + mid * math.cos(a), c[1] + mid * math.sin(a))))
    pygame.draw.circle(surf, (120, 80, 40), c, inner)
    pygame.draw.circle(surf, style.GOLD, c, R * 0.2)
    for k in range(4):
        a = k * math.pi / 2
        pygame.draw.line(surf, style.GOLD, c, (c[0] + R * 0.45 * math.cos(a), c[1] + R * 0.45 * math.sin(a)), 3 * ss)
    out = pygame.transform.smoothscale(surf, (2 * r + 2, 2 * r + 2))
    _WHEELS[r] = out
    return out


def pocket_angle(number: int) -> float:
    """Degrees clockwise from the top of `number`'s pocket on the wheel at rest."""
    return 360.0 * WHEEL.index(number) / len(WHEEL)


def draw_wheel(
    surface: pygame.Surface, centre: tuple[float, float], r: int, angle: float, ball: float | None, ball_radius: float
) -> None:
    """The wheel turned `angle` degrees clockwise, and the ball at `ball` degrees (clockwise from the top) on a
    circle of `ball_radius`."""
    img = wheel_surface(r)
    rot = pygame.transform.rotate(img, -angle)
    surface.blit(rot, rot.get_rect(center=(round(centre[0]), round(centre[1]))))
    if ball is not None:
        a = math.radians(ball) - math.pi / 2
        pos = (centre[0] + ball_radius * math.cos(a), centre[1] + ball_radius * math.sin(a))
        pygame.draw.circle(surface, (40, 40, 40), (pos[0] + 1, pos[1] + 2), 5)
        pygame.draw.circle(surface, (250, 250, 250), pos, 5)
        pygame.draw.circle(surface, (200, 200, 200), pos, 5, 1)
