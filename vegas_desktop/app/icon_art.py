"""The app icon, drawn in code like the rest of the art: dice on casino felt with a gold rim.

Drawn four times larger and smoothed down, so edges stay clean at every size. Small icons (below 40 px) show one
big die: two dice side by side would shrink their pips to nothing at 16 px.
"""

from __future__ import annotations

import pygame

from vegas_desktop.app.style import FELT, FELT_DARK, GOLD, GOLD_DARK, PLAYER_COLOURS

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
_SUPERSAMPLE = 4
_RED_BODY, _RED_PIPS = PLAYER_COLOURS[0][1], PLAYER_COLOURS[0][2]
_IVORY = (248, 246, 238)
_INK = (28, 28, 32)

# Pip centres on a unit die, by face value.
_PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.24), (0.73, 0.24), (0.27, 0.5), (0.73, 0.5), (0.27, 0.76), (0.73, 0.76)],
}


Colour = tuple[int, int, int]


def _die(side: int, value: int, body: Colour, pips: Colour, pip_scale: float) -> pygame.Surface:
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    radius = side // 6
    pygame.draw.rect(surf, (0, 0, 0, 120), surf.get_rect(), border_radius=radius)  # dark edge
    pygame.draw.rect(surf, body, surf.get_rect().inflate(-side // 14, -side // 14), border_radius=radius)
    r = max(1, round(side * pip_scale))
    for fx, fy in _PIPS[value]:
        pygame.draw.circle(surf, pips, (round(fx * side), round(fy * side)), r)
    return surf


def draw_icon(size: int) -> pygame.Surface:
    """The icon as a size x size surface with alpha (transparent corners)."""
    if not 8 <= size <= 1024:
        raise ValueError(f"icon size must be 8..1024 px, got {size}")
    big = size * _SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = big // 5
    pygame.draw.rect(surf, GOLD_DARK, rect, border_radius=radius)
    pygame.draw.rect(surf, GOLD, rect.inflate(-big // 24, -big // 24), border_radius=radius)
    felt = rect.inflate(-big // 9, -big // 9)
    pygame.draw.rect(surf, FELT_DARK, felt, border_radius=radius * 3 // 4)
    pygame.draw.rect(surf, FELT, felt.inflate(-big // 24, -big // 24), border_radius=radius * 3 // 4)

    if size < 40:
        side = big * 64 // 100
        die = _die(side, 5, _IVORY, _INK, 0.12)
        surf.blit(die, die.get_rect(center=rect.center))
    else:
        side = big * 46 // 100
        back = pygame.transform.rotate(_die(side, 3, _RED_BODY, _RED_PIPS, 0.09), 18)
        surf.blit(back, back.get_rect(center=(big * 37 // 100, big * 38 // 100)))
        front = pygame.transform.rotate(_die(side, 5, _IVORY, _INK, 0.09), -10)
        surf.blit(front, front.get_rect(center=(big * 62 // 100, big * 62 // 100)))
    return pygame.transform.smoothscale(surf, (size, size))


def save_icons(folder: str, name: str = "vegas-desktop") -> list[str]:
    """Write `<name>.png` (256 px) and `<name>.ico` (every size of ICON_SIZES) into folder; returns the paths."""
    import os

    os.makedirs(folder, exist_ok=True)
    png = os.path.join(folder, f"{name}.png")
    ico = os.path.join(folder, f"{name}.ico")
    pygame.image.save(draw_icon(256), png)
    _write_ico(ico, [draw_icon(s) for s in ICON_SIZES])
    return [png, ico]


def _write_ico(path: str, images: list[pygame.Surface]) -> None:
    """An .ico holding one PNG per size (Windows Vista and later read PNG entries at any size)."""
    import io
    import struct

    blobs = []
    for image in images:
        buf = io.BytesIO()
        pygame.image.save(image, buf, "png")
        blobs.append(buf.getvalue())
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for image, blob in zip(images, blobs, strict=True):
        w, h = image.get_size()
        entries += struct.pack("<BBBBHHII", w % 256, h % 256, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    with open(path, "wb") as f:
        f.write(header + entries + b"".join(blobs))
