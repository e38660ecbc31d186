"""Small charts drawn by our own code: lines (money per round, win rate over time) and bars (money per game)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from vegas_desktop.app import fit_text, style

Colour = tuple[int, int, int]
GRID = (60, 90, 72)


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str) -> pygame.Rect:
    pygame.draw.rect(surface, (12, 30, 22), rect, border_radius=10)
    pygame.draw.rect(surface, style.GOLD_DARK, rect, 1, border_radius=10)
    fit_text.draw(surface, title, (rect.x + 12, rect.y + 6), rect.w - 24, 15, style.GOLD, bold=True)
    return pygame.Rect(rect.x + 46, rect.y + 30, rect.w - 60, rect.h - 52)


def _label_y(surface: pygame.Surface, plot: pygame.Rect, low: float, high: float, fmt: str) -> None:
    for k in range(3):
        value = low + (high - low) * k / 2
        y = plot.bottom - plot.h * k / 2
        pygame.draw.line(surface, GRID, (plot.x, round(y)), (plot.right, round(y)))
        fit_text.draw(surface, fmt.format(value), (plot.x - 6, round(y)), 40, 11, style.PAPER, anchor="midright")


def line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    series: Sequence[tuple[Sequence[float], Colour]],
    fmt: str = "{:.0f}",
    low: float | None = None,
    high: float | None = None,
    legend: Sequence[str] = (),
) -> None:
    """Each series as a line over its points' index (x: 1..n), on a shared scale starting at 0; `legend` names
    the series along the bottom, each in its colour."""
    plot = _frame(surface, rect, title)
    if legend:
        plot.h -= 24
        slot = (rect.w - 60) // max(1, len(legend))
        for i, (name, (_, colour)) in enumerate(zip(legend, series, strict=False)):
            x = rect.x + 46 + i * slot
            pygame.draw.rect(surface, colour, (x, rect.bottom - 26, 14, 14), border_radius=3)
            fit_text.draw(surface, name, (x + 20, rect.bottom - 19), slot - 28, 13, style.WHITE, anchor="midleft")
    values = [v for points, _ in series for v in points]
    if not values:
        return
    lo = min(0.0, min(values)) if low is None else low
    hi = max(values) if high is None else high
    if hi <= lo:
        hi = lo + 1
    _label_y(surface, plot, lo, hi, fmt)
    longest = max(len(points) for points, _ in series)
    for points, colour in series:
        if not points:
            continue
        xs = [plot.x + (plot.w * i / max(1, longest - 1) if longest > 1 else plot.w / 2) for i in range(len(points))]
        ys = [plot.bottom - plot.h * (v - lo) / (hi - lo) for v in points]
        pts = [(round(x), round(y)) for x, y in zip(xs, ys, strict=True)]
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, 3)
        for p in pts:
            pygame.draw.circle(surface, colour, p, 4)


def bar_chart(
    surface: pygame.Surface, rect: pygame.Rect, title: str, values: Sequence[float], colour: Colour, fmt: str = "{:.0f}"
) -> None:
    """One bar per value, oldest left."""
    plot = _frame(surface, rect, title)
    if not values:
        return
    hi = max(max(values), 1)
    _label_y(surface, plot, 0, hi, fmt)
    width = plot.w / len(values)
    for i, v in enumerate(values):
        h = plot.h * max(0.0, v) / hi
        bar = pygame.Rect(
            round(plot.x + i * width + width * 0.15), round(plot.bottom - h), max(1, round(width * 0.7)), round(h)
        )
        pygame.draw.rect(surface, colour, bar, border_top_left_radius=3, border_top_right_radius=3)
