"""Table pieces drawn by code: felt, the hexagonal dice arena, casino boards and banknotes.

Static pieces are rendered once and cached (the felt is a full-screen surface); only things that
move or light up are drawn per frame.
"""

from __future__ import annotations

import random

import pygame

from vegas_desktop.app import crisp, style
from vegas_desktop.app.cache import surface_cache

Colour = tuple[int, int, int]
Point = tuple[float, float]

BILL_SIZE = (56, 30)


def shade(colour: Colour, factor: float) -> Colour:
    """Darker below 1, towards white above 1."""
    if factor >= 1:
        return tuple(min(255, round(c + (255 - c) * (factor - 1))) for c in colour)  # type: ignore[return-value]
    return tuple(max(0, round(c * factor)) for c in colour)  # type: ignore[return-value]


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    surf = pygame.Surface((1, 2))
    surf.set_at((0, 0), top)
    surf.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(surf, size)


@surface_cache(max_mb=8, max_items=2)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """Green baize with a soft spotlight in the middle and a fine woven grain."""
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(style.FELT_DARK)
    # Spotlight: concentric ellipses, brighter in the middle, smoothed by drawing small and scaling up.
    small = pygame.Surface((w // 8, h // 8))
    small.fill(style.FELT_DARK)
    steps = 28
    for i in range(steps):
        f = i / steps
        colour = tuple(round(a + (b - a) * f) for a, b in zip(style.FELT_DARK, style.FELT_LIGHT, strict=True))
        rw, rh = small.get_width() * (1.5 - 1.1 * f), small.get_height() * (1.5 - 1.1 * f)
        rect = pygame.Rect(0, 0, rw, rh)
        rect.center = (small.get_width() // 2, round(small.get_height() * 0.42))
        pygame.draw.ellipse(small, colour, rect)
    surf.blit(pygame.transform.smoothscale(small, size), (0, 0))
    # Grain: a tile of faint random specks (a fixed local seed: decoration, not game chance).
    rng = random.Random(7)
    tile = pygame.Surface((96, 96), pygame.SRCALPHA)
    for _ in range(900):
        x, y = rng.randrange(96), rng.randrange(96)
        tone = rng.choice(((0, 0, 0, 22), (255, 255, 255, 10)))
        tile.set_at((x, y), tone)
    for x in range(0, w, 96):
        for y in range(0, h, 96):
            surf.blit(tile, (x, y))
    return surf


@surface_cache(max_mb=4, max_items=4)
def arena(points: tuple[Point, ...], rim: float) -> tuple[pygame.Surface, tuple[int, int]]:
    """The hexagonal dice arena: a polished wooden wall around a darker felt floor. Returns (surface, topleft)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    pad = 24
    x0, y0 = int(min(xs)) - pad, int(min(ys)) - pad
    w, h = int(max(xs)) - x0 + pad, int(max(ys)) - y0 + pad
    ss = 2
    surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    local = [((x - x0) * ss, (y - y0) * ss) for x, y in points]
    cx = sum(p[0] for p in local) / 6
    cy = sum(p[1] for p in local) / 6

    def scaled(factor: float, dx: float = 0, dy: float = 0) -> list[Point]:
        return [(cx + (x - cx) * factor + dx, cy + (y - cy) * factor + dy) for x, y in local]

    radius = max(abs(local[0][0] - cx), 1)
    # Drop shadow on the felt.
    for i in range(6):
        pygame.draw.polygon(surf, (0, 0, 0, 26), scaled(1.0 + 0.012 * (6 - i), 6 * ss, 9 * ss))
    # Wooden wall: dark edge, then the top of the wall, then a highlight line.
    pygame.draw.polygon(surf, (70, 38, 18), scaled(1.0))
    pygame.draw.polygon(surf, (128, 74, 36), scaled(1 - 2 * ss / radius))
    pygame.draw.polygon(surf, (156, 96, 48), scaled(1 - 5 * ss / radius, -ss, -ss))
    inner_f = 1 - rim * ss / radius
    pygame.draw.polygon(surf, (96, 54, 24), scaled(inner_f + 2 * ss / radius))
    # Floor: darker felt, shaded darker at the wall (inner shadow) and a gold inlay line.
    floor = style.FELT_DARK
    pygame.draw.polygon(surf, shade(floor, 0.7), scaled(inner_f))
    for i in range(8):
        f = inner_f * (1 - 0.012 * (i + 1))
        colour = tuple(round(a + (b - a) * (i + 1) / 8) for a, b in zip(shade(floor, 0.7), floor, strict=True))
        pygame.draw.polygon(surf, colour, scaled(f, ss * (8 - i) * 0.25, ss * (8 - i) * 0.4))
    pygame.draw.polygon(surf, (*style.GOLD_DARK, 150), scaled(inner_f * 0.9), max(1, ss))
    result = pygame.transform.smoothscale(surf, (w, h))
    return result, (x0, y0)


@surface_cache(max_mb=6, max_items=256)
def rounded_panel(
    size: tuple[int, int],
    fill: tuple[int, ...],
    border: tuple[int, ...] | None = None,
    radius: int = 12,
    width: int = 2,
) -> pygame.Surface:
    """A filled rounded rectangle (cached and shared: copy it before drawing on it)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surf, border, rect, width, border_radius=radius)
    return surf


def drop_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = 12, offset: int = 5, alpha: int = 70) -> None:
    surface.blit(_shadow_box(rect.size, radius, alpha), rect.move(offset - 6, offset - 6))


@surface_cache(max_mb=3, max_items=64)
def _shadow_box(size: tuple[int, int], radius: int, alpha: int) -> pygame.Surface:
    sh = pygame.Surface((size[0] + 12, size[1] + 12), pygame.SRCALPHA)
    for i in range(4):
        pygame.draw.rect(sh, (0, 0, 0, alpha // 4), sh.get_rect().inflate(-i * 3, -i * 3), border_radius=radius + 6)
    return sh


@surface_cache(max_mb=4, max_items=128)
def glow_box(size: tuple[int, int], colour: tuple[int, int, int], alpha: int, radius: int = 18) -> pygame.Surface:
    """A soft rounded glow, `size` including its fringe."""
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for k in range(5):
        pygame.draw.rect(glow, (*colour, alpha), glow.get_rect().inflate(-k * 4, -k * 4), border_radius=radius)
    return glow


@surface_cache(max_mb=4, max_items=1024)
def label(content: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """Rendered text, cached: the table redraws the same words every frame."""
    return style.font(size, bold).render(content, True, colour)


def text(
    surface: pygame.Surface,
    content: str,
    pos: tuple[float, float],
    size: int = 20,
    colour: tuple[int, int, int] = style.WHITE,
    *,
    bold: bool = False,
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    """Like style.text, but from the render cache."""
    img = label(content, size, colour, bold)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        surface.blit(label(content, size, (0, 0, 0), bold), rect.move(2, 2))
    surface.blit(img, rect)
    return rect


def bandit_coin(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """The One-armed Bandit's symbol (where casinos show a die face): a gold coin with a red 7."""
    x, y = centre
    pygame.draw.circle(surface, style.GOLD_DARK, (x + 1, y + 1), radius)
    pygame.draw.circle(surface, style.GOLD, (x, y), radius)
    pygame.draw.circle(surface, (255, 236, 170), (x, y), radius, max(1, radius // 8))
    seven = style.font(max(6, round(radius * 1.4)), True).render("7", True, (150, 30, 30))
    surface.blit(seven, seven.get_rect(center=(x, y)))


@surface_cache(max_mb=4, max_items=32)  # 14 boards (7 casinos, lit or not) of ~130 kB
def casino_board(size: tuple[int, int], number: int, colour: Colour, lit: bool) -> pygame.Surface:
    """A casino's board: coloured marquee with its die above a dark felt tray for bills and dice. Its name is
    drawn by `casino_name` on the frame (not baked in, so it is drawn again at the window's size: crisp.py)."""
    from vegas_desktop.app.dice_art import face_icon

    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (16, 40, 28, 235), rect, border_radius=14)
    tray = pygame.Rect(6, 68, w - 12, h - 74)
    pygame.draw.rect(surf, (30, 78, 52), tray, border_radius=9)
    pygame.draw.rect(surf, (12, 34, 22), tray, 2, border_radius=9)
    pygame.draw.line(surf, (48, 104, 72), (tray.x + 8, tray.bottom - 2), (tray.right - 8, tray.bottom - 2))
    band = pygame.Rect(0, 0, w, 34)
    head = vertical_gradient(band.size, shade(colour, 1.25), shade(colour, 0.7))
    mask = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_top_left_radius=14, border_top_right_radius=14)
    head_alpha = pygame.Surface(band.size, pygame.SRCALPHA)
    head_alpha.blit(head, (0, 0))
    head_alpha.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(head_alpha, band)
    # Marquee bulbs along the bottom of the band.
    for x in range(10, w - 4, 14):
        pygame.draw.circle(surf, (255, 236, 170) if lit else shade(colour, 1.5), (x, 32), 2)
    if number <= 6:
        icon = face_icon(number, 24)
        surf.blit(icon, icon.get_rect(center=(22, 17)))
    else:  # the One-armed Bandit: a gold "7" coin instead of a die face
        bandit_coin(surf, (22, 17), 12)
    border = style.HIGHLIGHT if lit else shade(colour, 0.9)
    pygame.draw.rect(surf, border, rect, 3 if lit else 2, border_radius=14)
    return surf


def casino_name(surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
    """The casino's name on the marquee of its board at `rect` (16 bold with a shadow, 14 if that is too wide)."""
    img = label(name, 16, style.WHITE, True)
    if img.get_width() > rect.w - 48:
        img = label(name, 14, style.WHITE, True)
    else:
        shadow = label(name, 16, (0, 0, 0), True)
        surface.blit(shadow, shadow.get_rect(midleft=(rect.x + 41, rect.y + 18)))
    surface.blit(img, img.get_rect(midleft=(rect.x + 40, rect.y + 17)))


@surface_cache(max_mb=2, max_items=128)
def banknote(amount_k: int, width: int = BILL_SIZE[0], height: int = BILL_SIZE[1]) -> pygame.Surface:
    """A banknote: pale green paper, engraved border, a medallion and its amount."""
    width, height = max(8, width), max(5, height)
    ss = 2
    w, h = width * ss, height * ss
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    if amount_k <= 0:
        return _rainbow_card(width, height)
    paper = (214, 230, 196) if amount_k < 100 else (236, 220, 170)
    ink = (34, 92, 52) if amount_k < 100 else (130, 86, 20)
    pygame.draw.rect(surf, shade(paper, 0.78), surf.get_rect(), border_radius=3 * ss)
    pygame.draw.rect(surf, paper, surf.get_rect().inflate(-2 * ss, -2 * ss), border_radius=2 * ss)
    pygame.draw.rect(surf, shade(paper, 0.85), surf.get_rect().inflate(-6 * ss, -6 * ss), max(1, ss // 2))
    oval = pygame.Rect(0, 0, h * 0.9, h * 0.72)
    oval.center = (w // 2, h // 2)
    pygame.draw.ellipse(surf, shade(paper, 0.9), oval)
    for corner in ((7 * ss, 7 * ss), (w - 7 * ss, h - 7 * ss)):
        pygame.draw.circle(surf, shade(paper, 0.82), corner, 3 * ss)
    surf = pygame.transform.smoothscale(surf, (width, height))
    size = max(8, round(height * 0.47))
    text = style.font(size, True).render(f"${amount_k}k", True, ink)
    surf.blit(text, text.get_rect(center=(width // 2, height // 2 + 1)))
    return crisp.remember(surf, lambda s: banknote(amount_k, round(width * s), round(height * s)))


def _rainbow_card(width: int, height: int) -> pygame.Surface:
    """A rainbow card (an option): a striped card that is swapped for a real bill before scoring."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    colours = [(220, 60, 60), (240, 150, 40), (240, 220, 60), (70, 180, 80), (60, 120, 220), (140, 70, 190)]
    band = height / len(colours)
    for i, c in enumerate(colours):
        pygame.draw.rect(surf, c, pygame.Rect(0, round(i * band), width, round(band) + 1))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=3)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(surf, (255, 255, 255), surf.get_rect(), 2, border_radius=3)
    mark = style.font(max(8, round(height * 0.5)), True).render("?", True, style.WHITE)
    surf.blit(mark, mark.get_rect(center=(width // 2, height // 2)))
    return surf


def draw_bill(
    surface: pygame.Surface, centre: Point, amount_k: int, *, scale: float = 1.0, alpha: int = 255, angle: float = 0.0
) -> None:
    w, h = round(BILL_SIZE[0] * scale), round(BILL_SIZE[1] * scale)
    img = banknote(amount_k, w, h)
    if angle:
        img = pygame.transform.rotate(img, round(angle))
    sh = _silhouette(amount_k, w, h, round(angle))
    lift = 3 if scale <= 1.0 else 3 + 14 * (scale - 1.0)
    if alpha < 255:
        sh = sh.copy()
        sh.set_alpha(alpha)
    surface.blit(sh, sh.get_rect(center=(round(centre[0] + lift * 0.6), round(centre[1] + lift))))
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


@surface_cache(max_mb=2, max_items=128)
def _silhouette(amount_k: int, w: int, h: int, angle: int) -> pygame.Surface:
    """A banknote-shaped soft shadow (follows the note's rotation)."""
    img = banknote(amount_k, w, h)
    if angle:
        img = pygame.transform.rotate(img, angle)
    sh = img.copy()
    sh.fill((0, 0, 0, 70), special_flags=pygame.BLEND_RGBA_MIN)
    return sh


def draw_pile(surface: pygame.Surface, rect: pygame.Rect, count: int, max_layers: int = 8) -> None:
    """The face-down draw pile: a stack of bill backs whose height follows `count`. It rises 2 px a layer above
    `rect` (and 1 px left): `max_layers` keeps it inside the room a screen has for it."""
    layers = min(max_layers, max(1, count // 6)) if count else 0
    back = (38, 70, 52)
    for i in range(layers):
        r = rect.move(-i, -i * 2)
        pygame.draw.rect(surface, shade(back, 0.7), r.move(1, 2), border_radius=4)
        pygame.draw.rect(surface, back, r, border_radius=4)
        pygame.draw.rect(surface, (90, 130, 100), r.inflate(-6, -6), 1, border_radius=3)
    if layers:
        top = rect.move(-(layers - 1), -(layers - 1) * 2)
        pygame.draw.ellipse(surface, (70, 110, 84), top.inflate(-top.w * 0.5, -top.h * 0.4))
        size = max(9, min(18, round(top.h * 0.55)))  # the sign stays inside small bills
        style.text(surface, "$", top.center, size, (150, 190, 160), bold=True, anchor="center")
