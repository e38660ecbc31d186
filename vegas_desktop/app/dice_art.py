"""Dice drawn by code: rounded, shaded bodies with proper pip layouts, in any colour, size, face and angle.

Every distinct look is rendered once at 3x and smooth-scaled down (cheap anti-aliasing), then kept in a
cache; rotation uses the same cache with the angle rounded to a few degrees, so a tumbling throw costs
blits only after its first frames. Reused by later games (Royale's Biggy, the card game's dice icons).
"""

from __future__ import annotations

import pygame

from vegas_desktop.app import style
from vegas_desktop.app.cache import surface_cache

Colour = tuple[int, int, int]

SUPERSAMPLE = 3
ANGLE_STEP = 6  # degrees between cached rotation frames
BIGGY_SCALE = 1.3  # a Biggy is drawn this much bigger than a plain die

# Pip centres on a 3x3 grid (column, row), for faces 1-6.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((2, 0), (0, 2)),
    3: ((2, 0), (1, 1), (0, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def die_colours(owner: int, kind: str = "d", palette_index: int | None = None) -> tuple[Colour, Colour]:
    """(body, pips) for a die: owner -1 is a neutral white die, kind 'k' a violet kicker, else the player colour."""
    if kind == "k":
        return style.KICKER_DIE
    if owner < 0:
        return style.NEUTRAL_DIE
    index = owner if palette_index is None else palette_index
    return style.player_colour(index), style.player_pip(index)


def die_size(kind: str, base: int) -> int:
    """On-screen edge length for a die of `kind` whose plain size is `base`."""
    return round(base * BIGGY_SCALE) if kind == "b" else base


def _shade(colour: Colour, factor: float) -> Colour:
    if factor >= 1:
        return tuple(min(255, round(c + (255 - c) * (factor - 1))) for c in colour)  # type: ignore[return-value]
    return tuple(max(0, round(c * factor)) for c in colour)  # type: ignore[return-value]


def die_symbol(body: Colour) -> str | None:
    """The owner's symbol for a die of this body colour in colour-blind mode (style.symbol_for_body), else None."""
    return style.symbol_for_body(body)


def _symbol_badge(surf: pygame.Surface, rect: pygame.Rect, symbol: str) -> None:
    """The owner's symbol on a small white disc over the die's lower right corner: clear of every pip (the corner
    pip keeps a gap of 0.05 of the die) and readable on any body colour."""
    from vegas_desktop.app.symbols import draw_symbol

    s = rect.w
    r = s * SYMBOL_BADGE
    centre = (rect.x + s * 1.0, rect.y + s * 1.0)
    pygame.draw.circle(surf, (0, 0, 0, 90), (centre[0] + s / 60, centre[1] + s / 40), r)
    pygame.draw.circle(surf, (250, 250, 246), centre, r)
    pygame.draw.circle(surf, style.INK, centre, r, max(1, round(s / 50)))
    draw_symbol(surf, symbol, centre, r * 0.68, style.INK)


SYMBOL_BADGE = 0.2  # badge radius as a fraction of the die's edge


@surface_cache(max_mb=8, max_items=512)
def _flat_die(
    face: int, size: int, body: Colour, pip: Colour, kind: str, glow: Colour | None, symbol: str | None = None
) -> pygame.Surface:
    """The unrotated die at SUPERSAMPLE x `size`, with a margin for rotation and glow (and the owner's symbol)."""
    s = size * SUPERSAMPLE
    margin = s // 3
    full = s + 2 * margin
    surf = pygame.Surface((full, full), pygame.SRCALPHA)
    rect = pygame.Rect(margin, margin, s, s)
    radius = max(2, round(s * 0.2))
    if glow is not None:
        for i in range(6, 0, -1):
            grow = round(margin * i / 6)
            alpha = round(120 * (1 - i / 7))
            pygame.draw.rect(surf, (*glow, alpha), rect.inflate(grow * 2, grow * 2), border_radius=radius + grow)
    # Body: dark rim, then a lighter face inset, lit from the top left.
    pygame.draw.rect(surf, _shade(body, 0.55), rect, border_radius=radius)
    inner = rect.inflate(-max(2, s // 14), -max(2, s // 14)).move(-s // 60, -s // 60)
    pygame.draw.rect(surf, _shade(body, 0.85), inner, border_radius=radius - 1)
    top = inner.inflate(-max(2, s // 10), -max(2, s // 10)).move(-s // 40, -s // 40)
    pygame.draw.rect(surf, body, top, border_radius=max(1, radius - 3))
    sheen = pygame.Surface(top.size, pygame.SRCALPHA)
    pygame.draw.ellipse(
        sheen, (255, 255, 255, 46), sheen.get_rect().inflate(-top.w // 3, -top.h // 2).move(-top.w // 8, -top.h // 5)
    )
    surf.blit(sheen, top)
    if kind == "b":  # Biggy: a thin gold inlay so it reads as special even without the size difference
        pygame.draw.rect(surf, style.GOLD, top.inflate(-s // 14, -s // 14), max(2, s // 40), border_radius=radius - 4)
    # Pips: recessed, so a darker rim up-left and the pip colour slightly low-right.
    cell = s / 4
    pip_r = s * (0.085 if face != 1 else 0.11)
    dark_pip = sum(pip) < 200
    for col, row in PIPS.get(face, ()):
        cx = rect.x + cell * (col + 1)
        cy = rect.y + cell * (row + 1)
        rim = _shade(body, 0.45) if not dark_pip else _shade(body, 0.6)
        pygame.draw.circle(surf, rim, (cx - s / 120, cy - s / 120), pip_r + s / 70)
        pygame.draw.circle(surf, pip, (cx + s / 150, cy + s / 150), pip_r)
    if symbol is not None:
        _symbol_badge(surf, rect, symbol)
    return surf


def die_surface(
    face: int,
    size: int,
    body: Colour,
    pip: Colour,
    angle: float = 0,
    kind: str = "d",
    glow: Colour | None = None,
) -> pygame.Surface:
    """A die image (with transparent margin) centred on its surface; `angle` in degrees, rounded to ANGLE_STEP.

    Rounding happens before the cache lookup, so a tumbling die reuses a handful of frames. In colour-blind mode a
    player's die carries its owner's symbol (found from the body colour, so every caller gets it).
    """
    return _rotated_die(face, size, body, pip, _quantise(angle), kind, glow, die_symbol(body))


def _quantise(angle: float) -> int:
    return (round(angle / ANGLE_STEP) * ANGLE_STEP) % 90  # a square looks the same every 90 degrees


@surface_cache(max_mb=10, max_items=4096)
def _rotated_die(
    face: int, size: int, body: Colour, pip: Colour, angle: int, kind: str, glow: Colour | None, symbol: str | None
) -> pygame.Surface:
    big = _flat_die(face, size, body, pip, kind, glow, symbol)
    if angle:
        big = pygame.transform.rotate(big, angle)
    w, h = big.get_size()
    return pygame.transform.smoothscale(big, (max(1, round(w / SUPERSAMPLE)), max(1, round(h / SUPERSAMPLE))))


def shadow_surface(size: int, angle: float = 0, strength: int = 90) -> pygame.Surface:
    """A soft dark rounded square to lay under a die."""
    return _shadow(size, _quantise(angle), strength)


@surface_cache(max_mb=3, max_items=1024)
def _shadow(size: int, angle: int, strength: int) -> pygame.Surface:
    s = size * 2
    pad = s // 3
    surf = pygame.Surface((s + 2 * pad, s + 2 * pad), pygame.SRCALPHA)
    for i in range(5):
        grow = round(pad * (1 - i / 5))
        pygame.draw.rect(
            surf, (0, 0, 0, strength // 5), pygame.Rect(pad, pad, s, s).inflate(grow, grow), border_radius=s // 4 + grow
        )
    if angle:
        surf = pygame.transform.rotate(surf, angle)
    w, h = surf.get_size()
    return pygame.transform.smoothscale(surf, (max(1, w // 2), max(1, h // 2)))


def draw_die(
    surface: pygame.Surface,
    centre: tuple[float, float],
    face: int,
    size: int,
    body: Colour,
    pip: Colour,
    *,
    angle: float = 0.0,
    kind: str = "d",
    alpha: int = 255,
    glow: Colour | None = None,
    lift: float = 0.0,
    scale: float = 1.0,
) -> pygame.Rect:
    """Draw a die centred at `centre` with its shadow; `lift` (pixels) raises it off the table. `scale` grows the
    cached die of `size` (a die in the air): one cached image per face and angle whatever its height, where a
    size of its own per height filled the cache with frames of a throw never drawn again (the slowest frames)."""
    size = max(4, round(size))
    a = round(angle)
    if alpha > 8:
        shadow = shadow_surface(size, a, 70 if lift else 90)
        if scale != 1.0:
            shadow = pygame.transform.smoothscale_by(shadow, scale)
        off = 3 + lift * 0.6
        rect = shadow.get_rect(center=(round(centre[0] + off * 0.6), round(centre[1] + off)))
        if alpha < 255:
            shadow = shadow.copy()
            shadow.set_alpha(alpha)
        surface.blit(shadow, rect)
    img = die_surface(face, size, body, pip, a, kind, glow)
    if scale != 1.0:
        img = pygame.transform.smoothscale_by(img, scale)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(max(0, alpha))
    rect = img.get_rect(center=(round(centre[0]), round(centre[1] - lift)))
    surface.blit(img, rect)
    side = round(size * scale)
    return pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2, rect.centery - side // 2)


def face_icon(face: int, size: int, body: Colour = (250, 248, 240), pip: Colour = (30, 30, 30)) -> pygame.Surface:
    """An upright die for labels (casino numbers, key hints)."""
    return die_surface(face, size, body, pip)
