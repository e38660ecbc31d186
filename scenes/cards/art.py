"""Dice cards drawn by code: rounded white cards with a border in the owner's colour and one or two dice
of their number (drawn by `dice_art`), card backs, and cached rotated/flipped frames.

Two faces: the full card (hand, tray, flights) with the casino's colour band and name, and a compact
card for the casinos whose dice sit in a column at the left edge, so they stay readable when the
cards overlap. Everything is rendered once per look and cached; rotations are rounded to a few degrees.
"""

from __future__ import annotations

import pygame

from vegas_desktop.app import crisp, dice_art, fit_text, style, table_art
from vegas_desktop.app.cache import surface_cache
from vegas_desktop.text import t

Colour = tuple[int, int, int]

CARD_W, CARD_H = 104, 146  # a card in the hand
MINI_RATIO = 0.72  # width / height of a compact card at a casino
ANGLE_STEP = 2  # degrees between cached rotation frames
PAPER = (252, 250, 244)


def player_rgb(colour: int) -> tuple[Colour, Colour]:
    """(body, pips) of a player's dice for a palette index."""
    return dice_art.die_colours(0, "d", colour)


def _base(w: int, h: int, border: Colour, fill: Colour) -> pygame.Surface:
    """A rounded card with a coloured rim, drawn at 2x and scaled down for smooth corners."""
    ss = 2
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    rect = big.get_rect()
    radius = max(4, round(min(w, h) * 0.12)) * ss
    rim = max(2, round(w * 0.055)) * ss
    pygame.draw.rect(big, table_art.shade(border, 0.7), rect, border_radius=radius)
    pygame.draw.rect(big, border, rect.inflate(-ss * 2, -ss * 2), border_radius=radius - ss)
    pygame.draw.rect(big, fill, rect.inflate(-rim * 2, -rim * 2), border_radius=max(2, radius - rim))
    return pygame.transform.smoothscale(big, (w, h))


@surface_cache(max_mb=8, max_items=256)
def card_face(number: int, dice: int, colour: int, w: int = CARD_W, h: int = CARD_H) -> pygame.Surface:
    """The face of a full-size card: casino band with its name, corner numbers, one or two big dice."""
    body, pip = player_rgb(colour)
    surf = _base(w, h, body, PAPER)
    rim = max(2, round(w * 0.055))
    casino = style.CASINO_COLOURS[(number - 1) % len(style.CASINO_COLOURS)]
    band = pygame.Rect(rim + 2, rim + 2, w - 2 * rim - 4, max(12, round(h * 0.15)))
    pygame.draw.rect(surf, casino, band, border_radius=max(3, band.h // 3))
    name = t(f"common.casino.{number}")
    label = fit_text.render(name, band.w - 6, max(8, round(band.h * 0.62)), style.WHITE, 7, True)
    surf.blit(label, label.get_rect(center=band.center))
    corner = style.font(max(9, round(h * 0.12)), True)
    num = corner.render(str(number), True, table_art.shade(body, 0.8))
    surf.blit(num, num.get_rect(topleft=(rim + 5, band.bottom + 2)))
    if dice == 2:  # the die count in the lower corner (upright: a turned 6 would read as 9)
        two = style.font(max(8, round(h * 0.09)), True).render("×2", True, table_art.shade(body, 0.8))
        surf.blit(two, two.get_rect(bottomright=(w - rim - 5, h - rim - 3)))
    mid_y = (band.bottom + h - rim) / 2 + 2
    if dice == 1:
        die = dice_art.die_surface(number, round(w * 0.46), body, pip)
        surf.blit(die, die.get_rect(center=(w / 2, mid_y)))
    else:
        size = round(w * 0.36)
        for dx, dy in ((-0.17, -0.14), (0.17, 0.14)):
            die = dice_art.die_surface(number, size, body, pip)
            surf.blit(die, die.get_rect(center=(w / 2 + dx * w, mid_y + dy * h * 0.75)))
    return crisp.remember(surf, lambda s: card_face(number, dice, colour, round(w * s), round(h * s)))


@surface_cache(max_mb=3, max_items=256)
def mini_face(number: int, dice: int, colour: int, h: int) -> pygame.Surface:
    """A compact card for the casinos: the dice stacked at the left edge so overlapping cards still show them."""
    w = max(12, round(h * MINI_RATIO))
    body, pip = player_rgb(colour)
    surf = _base(w, h, body, PAPER)
    size = max(6, round(min(w * 0.5, h * (0.36 if dice == 2 else 0.44))))
    x = max(size / 2 + 3, w * 0.36)
    ys = (h / 2,) if dice == 1 else (h * 0.3, h * 0.7)
    for y in ys:
        die = dice_art.die_surface(number, size, body, pip)
        surf.blit(die, die.get_rect(center=(round(x), round(y))))
    return surf


@surface_cache(max_mb=3, max_items=32)
def card_back(colour: int, w: int = CARD_W, h: int = CARD_H) -> pygame.Surface:
    """The back: the owner's colour, a diamond lattice and a gold medallion."""
    body, _ = player_rgb(colour)
    surf = _base(w, h, table_art.shade(body, 0.8), table_art.shade(body, 0.55))
    rim = max(2, round(w * 0.055)) + 3
    inner = pygame.Rect(rim, rim, w - 2 * rim, h - 2 * rim)
    lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(6, w // 7)
    tone = (*table_art.shade(body, 0.95), 150)
    for x in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(lattice, tone, (x, 0), (x + inner.h, inner.h))
        pygame.draw.line(lattice, tone, (x + inner.h, 0), (x, inner.h))
    surf.blit(lattice, inner)
    pygame.draw.rect(surf, style.GOLD, inner, 1, border_radius=4)
    r = max(4, round(w * 0.2))
    pygame.draw.circle(surf, style.GOLD_DARK, (w // 2, h // 2 + 1), r)
    pygame.draw.circle(surf, style.GOLD, (w // 2, h // 2), r)
    if r >= 9:
        style.text(surf, "V", (w / 2, h / 2), max(8, round(r * 1.2)), style.INK, bold=True, anchor="center")
    return surf


@surface_cache(max_mb=2, max_items=64)
def card_shadow(w: int, h: int) -> pygame.Surface:
    """A soft card-shaped shadow."""
    pad = 6
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(4):
        pygame.draw.rect(
            surf, (0, 0, 0, 26), surf.get_rect().inflate(-i * 3, -i * 3), border_radius=max(4, round(w * 0.12)) + pad
        )
    return surf


def _quantise(angle: float) -> int:
    return round(angle / ANGLE_STEP) * ANGLE_STEP


@surface_cache(max_mb=10, max_items=1024)
def _turned(key: tuple, angle: int, width: int) -> pygame.Surface:
    """A face or back from `key`, squeezed to `width` (a flip) and rotated by `angle`."""
    kind, *args = key
    img = card_back(*args) if kind == "back" else card_face(*args)
    if width != img.get_width():
        img = pygame.transform.smoothscale(img, (max(1, width), img.get_height()))
    if angle:
        img = pygame.transform.rotate(img, angle)
    return img


def draw_card(
    surface: pygame.Surface,
    centre: tuple[float, float],
    face: tuple[int, int, int] | None,
    colour: int,
    *,
    size: tuple[int, int] = (CARD_W, CARD_H),
    angle: float = 0.0,
    flip: float = 1.0,
    lift: float = 0.0,
    alpha: int = 255,
    glow: Colour | None = None,
) -> pygame.Rect:
    """Draw a card centred at `centre`. `face` is (number, dice, colour) or None for the back.

    `flip` in 0..1 squeezes the card horizontally (a turn-over shows 1 → 0 back, 0 → 1 face);
    `lift` raises it with a longer shadow. Returns the bounding rect drawn."""
    w, h = size
    width = max(1, round(w * max(0.0, min(1.0, flip))))
    a = _quantise(angle)
    if size == (CARD_W, CARD_H):
        key: tuple = ("back", colour, w, h) if face is None else ("face", face[0], face[1], face[2], w, h)
        img = _turned(key, a, width)
    else:  # a card in flight: another size every frame, scaled from the hand's card (drawing it anew costs 5x)
        img = card_back(colour) if face is None else card_face(*face)
        img = pygame.transform.smoothscale(img, (width, h))
        if a:
            img = pygame.transform.rotate(img, a)
    cx, cy = centre
    shadow = card_shadow(width, h)
    if a:
        shadow = _rotated_shadow(width, h, a)
    off = 3 + lift * 0.5
    sh_rect = shadow.get_rect(center=(round(cx + off * 0.6), round(cy + off)))
    if alpha < 255:
        shadow = shadow.copy()
        shadow.set_alpha(alpha)
    surface.blit(shadow, sh_rect)
    rect = img.get_rect(center=(round(cx), round(cy - lift)))
    if glow is not None:
        _draw_glow(surface, rect, glow, w)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, rect)
    return rect


@surface_cache(max_mb=3, max_items=256)
def _rotated_shadow(w: int, h: int, angle: int) -> pygame.Surface:
    return pygame.transform.rotate(card_shadow(w, h), angle)


def _draw_glow(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, w: int) -> None:
    glow = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA)
    for k in range(6):
        pygame.draw.rect(
            glow, (*colour, 40), glow.get_rect().inflate(-k * 4, -k * 4), border_radius=round(w * 0.12) + 12 - k * 2
        )
    surface.blit(glow, rect.move(-12, -12))


def draw_mini(
    surface: pygame.Surface,
    topleft: tuple[float, float],
    number: int,
    dice: int,
    colour: int,
    h: int,
    *,
    alpha: int = 255,
    dx: float = 0.0,
) -> None:
    """A compact casino card with a small shadow."""
    img = mini_face(number, dice, colour, h)
    x, y = round(topleft[0] + dx), round(topleft[1])
    sh = card_shadow(img.get_width(), h)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
        sh = sh.copy()
        sh.set_alpha(alpha)
    surface.blit(sh, (x - 4, y - 3))
    surface.blit(img, (x, y))


def mini_width(h: int) -> int:
    return max(12, round(h * MINI_RATIO))
