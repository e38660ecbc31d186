"""Dice drawn by code: rounded, shaded bodies with proper pip layouts, in any colour, size, face and angle.

Every distinct look is rendered once at 3x and smooth-scaled down (cheap anti-aliasing), then kept in a
cache; rotation uses the same cache with the angle rounded to a few degrees, so a tumbling throw costs
blits only after its first frames. Reused by later games (Royale's Biggy, the card game's dice icons).
"""

from __future__ import annotations

from collections import deque

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


@surface_cache(max_mb=5, max_items=512)  # 3x dice: needed only until their 15 turned frames are made
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
    """A die image centred on its surface (place it by its centre); `angle` in degrees, rounded to ANGLE_STEP.

    Rounding happens before the cache lookup, so a tumbling die reuses a handful of frames. In colour-blind mode a
    player's die carries its owner's symbol (found from the body colour, so every caller gets it).
    """
    return _rotated_die(face, size, body, pip, _quantise(angle), kind, glow, die_symbol(body))[0]


def _quantise(angle: float) -> int:
    return (round(angle / ANGLE_STEP) * ANGLE_STEP) % 90  # a square looks the same every 90 degrees


@surface_cache(max_mb=13, max_items=4096)  # trimmed: every face and angle of a 5-seat table
def _rotated_die(
    face: int, size: int, body: Colour, pip: Colour, angle: int, kind: str, glow: Colour | None, symbol: str | None
) -> tuple[pygame.Surface, tuple[int, int]]:
    """The die at `size` and `angle`, trimmed (see `_trim`), with the trimmed border's width and height."""
    big = _flat_die(face, size, body, pip, kind, glow, symbol)
    if angle:
        big = pygame.transform.rotate(big, angle)
    w, h = big.get_size()
    return _trim(pygame.transform.smoothscale(big, (max(1, round(w / SUPERSAMPLE)), max(1, round(h / SUPERSAMPLE)))))


def _trim(image: pygame.Surface) -> tuple[pygame.Surface, tuple[int, int]]:
    """`image` without the clear border the rotation room leaves (two thirds of a turned die's pixels), cut by the
    same amount on opposite sides, so a die placed by its centre lands on the same pixels; the rotation cache then
    holds every face and angle of a table's dice. Only fully clear (0, 0, 0, 0) pixels go: `_untrimmed` puts
    them back exactly where a die is scaled (smoothscale averages them in)."""
    w, h = image.get_size()
    box = image.get_bounding_rect()
    kx, ky = min(box.x, w - box.right), min(box.y, h - box.bottom)
    if box.w == 0 or box.h == 0 or (kx == 0 and ky == 0):
        return image, (0, 0)
    rows = pygame.image.tobytes(image, "RGBA")
    pitch = w * 4
    side = bytes(4 * kx)
    clear = all(
        rows[y * pitch : y * pitch + 4 * kx] == side == rows[(y + 1) * pitch - 4 * kx : (y + 1) * pitch]
        for y in range(h)
    )
    edge = bytes(pitch * ky)
    if not (clear and rows[: pitch * ky] == edge == rows[len(rows) - pitch * ky :]):
        return image, (0, 0)
    return image.subsurface((kx, ky, w - 2 * kx, h - 2 * ky)).copy(), (kx, ky)


def _untrimmed(image: pygame.Surface, border: tuple[int, int]) -> pygame.Surface:
    """A trimmed die with its clear border back (for scaling: the same pixels as before the trim)."""
    if border == (0, 0):
        return image
    w, h = image.get_size()
    full = pygame.Surface((w + 2 * border[0], h + 2 * border[1]), pygame.SRCALPHA)  # all (0, 0, 0, 0)
    full.blit(image, border, special_flags=pygame.BLEND_RGBA_MAX)  # max with zeros: an exact copy
    return full


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
    img, border = _rotated_die(face, size, body, pip, _quantise(a), kind, glow, die_symbol(body))
    if scale != 1.0:
        img = pygame.transform.smoothscale_by(_untrimmed(img, border), scale)  # a new surface: free to change
    elif alpha < 255:
        img = img.copy()
    if alpha < 255:
        img.set_alpha(max(0, alpha))
    rect = img.get_rect(center=(round(centre[0]), round(centre[1] - lift)))
    surface.blit(img, rect)
    side = round(size * scale)
    return pygame.Rect(0, 0, side, side).move(rect.centerx - side // 2, rect.centery - side // 2)


def face_icon(face: int, size: int, body: Colour = (250, 248, 240), pip: Colour = (30, 30, 30)) -> pygame.Surface:
    """An upright die for labels (casino numbers, key hints)."""
    return die_surface(face, size, body, pip)


class Warmer:
    """The dice a table throws, drawn into the caches a few at a time in quiet frames before they are needed.

    A throw tumbles each die through every face and angle; the first time one shows, its image is made (a 3x
    rotation and a smooth-scale, ~0.3 ms), and those first times made a table's slowest frames (eight at once).
    A table names its thrown dice with `want` every frame, most urgent first, and calls `step` when nothing is
    in the air. What is made is exactly what `draw_die` would make: the pictures never change, only when.
    """

    def __init__(self) -> None:
        self._todo: dict[tuple[int, Colour, Colour, str], deque[tuple[int, int]]] = {}
        self._done: set[tuple[int, Colour, Colour, str]] = set()
        self._order: list[tuple[int, Colour, Colour, str]] = []  # this frame's wishes, most urgent first
        self._misses = 0

    def want(self, size: int, body: Colour, pip: Colour, kind: str = "d") -> None:
        """Ask for every face and angle of this die (made once; again after the caches were emptied)."""
        if _rotated_die.misses < self._misses:  # the caches were emptied (resize, language, a setting)
            self._todo.clear()
            self._done.clear()
        self._misses = _rotated_die.misses
        key = (size, body, pip, kind)
        if key in self._done:
            return
        if key not in self._todo:  # face by face: one supersampled die serves its 15 angles
            self._todo[key] = deque((face, angle) for face in range(1, 7) for angle in range(0, 90, ANGLE_STEP))
        if key not in self._order:
            self._order.append(key)

    def step(self, most: int = 2) -> int:
        """Make up to `most` wished-for images not cached yet (with their shadows); returns how many were made."""
        made = 0
        for key in self._order:
            todo = self._todo.get(key)
            if todo is None:
                continue
            size, body, pip, kind = key
            while todo and made < most:
                face, angle = todo.popleft()
                before = _rotated_die.misses + _shadow.misses
                _rotated_die(face, size, body, pip, angle, kind, None, die_symbol(body))
                for strength in (70, 90):  # in the air and lying
                    _shadow(size, angle, strength)
                made += _rotated_die.misses + _shadow.misses > before
            if not todo:
                del self._todo[key]
                self._done.add(key)
            if made >= most:
                break
        self._order.clear()
        self._misses = _rotated_die.misses
        return made

    @property
    def pending(self) -> int:
        """Images still to make (of the dice wished for so far)."""
        return sum(len(todo) for todo in self._todo.values())
