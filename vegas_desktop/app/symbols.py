"""Player symbols drawn by our own code: a second cue beside colour for colour-blind mode.

Six shapes that differ in outline, not only in size, so they stay apart when small: circle, triangle, square,
diamond, star and cross. `polygon(name, centre, radius)` gives the points (None for the circle); `draw_symbol`
fills the shape and rims it so it reads on any background.
"""

from __future__ import annotations

import math

import pygame

SYMBOLS = ("circle", "triangle", "square", "diamond", "star", "cross")

Point = tuple[float, float]


def polygon(name: str, centre: Point, radius: float) -> list[Point] | None:
    """The outline of `name` fitting a circle of `radius` round `centre`; None for the circle."""
    cx, cy = centre
    r = radius
    if name == "circle":
        return None
    if name == "triangle":  # pointing up, optically centred a little low
        return [(cx + r * math.sin(a), cy + r * 0.12 - r * math.cos(a)) for a in (0, 2 * math.pi / 3, 4 * math.pi / 3)]
    if name == "square":
        s = r * 0.8
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if name == "diamond":
        return [(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)]
    if name == "star":
        pts = []
        for k in range(10):
            rr = r if k % 2 == 0 else r * 0.44
            a = k * math.pi / 5
            pts.append((cx + rr * math.sin(a), cy - rr * math.cos(a)))
        return pts
    if name == "cross":  # a plus with thick arms
        a, w = r * 0.92, r * 0.34
        return [
            (cx - w, cy - a),
            (cx + w, cy - a),
            (cx + w, cy - w),
            (cx + a, cy - w),
            (cx + a, cy + w),
            (cx + w, cy + w),
            (cx + w, cy + a),
            (cx - w, cy + a),
            (cx - w, cy + w),
            (cx - a, cy + w),
            (cx - a, cy - w),
            (cx - w, cy - w),
        ]
    raise ValueError(f"unknown symbol {name!r}")


def draw_symbol(
    surface: pygame.Surface,
    name: str,
    centre: Point,
    radius: float,
    colour: tuple[int, int, int],
    rim: tuple[int, int, int] | None = None,
) -> pygame.Rect:
    """Fill symbol `name` in `colour`, rimmed in `rim` (a line about a tenth of the radius) if given."""
    width = max(1, round(radius * 0.16))
    pts = polygon(name, centre, radius)
    if pts is None:
        rect = pygame.draw.circle(surface, colour, centre, radius * 0.78)
        if rim is not None:
            pygame.draw.circle(surface, rim, centre, radius * 0.78, width)
        return rect
    rect = pygame.draw.polygon(surface, colour, pts)
    if rim is not None:
        pygame.draw.polygon(surface, rim, pts, width)
    return rect
