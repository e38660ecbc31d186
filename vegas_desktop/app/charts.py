"""Small charts drawn by our own code: lines (money per round, win rate over time) and bars (money per game).

The value axis runs from 0 (or below, for a debt) to a round number (1, 2, 2.5 or 5 times a power of ten) with a
line at each step; the labels' width is measured so they never leave the frame, and the plot starts after them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from vegas_desktop.app import fit_text, style

Colour = tuple[int, int, int]
Format = str | Callable[[float], str]
GRID = (60, 90, 72)
LABEL_SIZE = 12
MAX_STEPS = 4


def nice_scale(low: float, high: float, steps: int = MAX_STEPS) -> tuple[float, float, float]:
    """(bottom, top, step): the values' range widened to whole steps of 1, 2, 2.5 or 5 times a power of ten,
    with at most `steps` steps (plus one when both ends had to round outward)."""
    if not (math.isfinite(low) and math.isfinite(high)):
        low, high = 0.0, 1.0
    if high - low < 1e-9 * max(1.0, abs(low)):  # one value (or none): some room above it
        high = low + max(1.0, abs(low) * 1e-6)
    raw = (high - low) / steps
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw * (1 - 1e-9))
    bottom = math.floor(low / step + 1e-9) * step  # the tolerance keeps 600 on a 200 step from rounding out
    top = math.ceil(high / step - 1e-9) * step
    if bottom > low + step * 1e-6:  # ...but never leaves a value outside the axis by more than a hair
        bottom -= step
    if top < high - step * 1e-6:
        top += step
    return bottom, top, step


def short_money(amount_k: float) -> str:
    """An axis label for an amount kept in thousands: '$0', '$600k', '$2.5M' (German: '0 $', '600k $', '2,5M $')."""
    from vegas_desktop import text

    value = abs(amount_k)
    if value >= 1000:
        number = f"{value / 1000:.1f}".rstrip("0").rstrip(".") + "M"
    elif value:
        number = f"{value:.0f}k"
    else:
        number = "0"
    if text.t("format.thousands") == ".":  # a decimal comma where thousands take a point
        number = number.replace(".", ",")
    return ("-" if amount_k < 0 else "") + text.t("format.money", amount=number)


def _format(fmt: Format, value: float) -> str:
    return fmt(value) if callable(fmt) else fmt.format(value)


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str, labels: Sequence[str], bottom: int) -> pygame.Rect:
    """The chart's box and title; the plot area right of the widest value label and above `bottom` pixels."""
    pygame.draw.rect(surface, (12, 30, 22), rect, border_radius=10)
    pygame.draw.rect(surface, style.GOLD_DARK, rect, 1, border_radius=10)
    fit_text.draw(surface, title, (rect.x + 12, rect.y + 6), rect.w - 24, 15, style.GOLD, bold=True)
    font = style.font(LABEL_SIZE)
    widest = max((font.size(label)[0] for label in labels), default=0)
    left = min(rect.w // 4, widest + 18)
    top = 40  # the title, and half a label's height above the top grid line
    return pygame.Rect(rect.x + left, rect.y + top, rect.w - left - 18, rect.h - top - bottom)


def _grid(surface: pygame.Surface, plot: pygame.Rect, bottom: float, top: float, step: float, fmt: Format) -> None:
    count = round((top - bottom) / step)
    for k in range(count + 1):
        value = bottom + step * k
        y = round(plot.bottom - plot.h * k / count)
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y))
        label = _format(fmt, value)
        fit_text.draw(surface, label, (plot.x - 8, y), 200, LABEL_SIZE, style.PAPER, anchor="midright")


def _axis(values: Sequence[float], low: float | None, high: float | None, fmt: Format) -> tuple[float, float, float]:
    lo = min(0.0, min(values)) if low is None else low
    hi = max(values) if high is None else high
    if low is not None and high is not None:
        return lo, max(hi, lo + 1e-9), (hi - lo) / 2 if hi > lo else 1.0
    return nice_scale(lo, hi)


def _labels(bottom: float, top: float, step: float, fmt: Format) -> list[str]:
    count = max(1, round((top - bottom) / step))
    return [_format(fmt, bottom + step * k) for k in range(count + 1)]


def _x_labels(surface: pygame.Surface, plot: pygame.Rect, xs: Sequence[float], labels: Sequence[str]) -> None:
    """Labels under the points, as many as fit without touching (always the first and the last)."""
    if not labels:
        return
    font = style.font(LABEL_SIZE)
    widest = max(font.size(label)[0] for label in labels) + 10
    gap = (xs[-1] - xs[0]) / max(1, len(xs) - 1) if len(xs) > 1 else widest
    every = max(1, math.ceil(widest / max(1.0, gap)))
    last = len(labels) - 1
    for i, label in enumerate(labels[: len(xs)]):
        if i % every and i != last:
            continue
        if i != last and last - i < every and i:  # too close to the last label, which is always shown
            continue
        fit_text.draw(
            surface, label, (round(xs[i]), plot.bottom + 10), widest, LABEL_SIZE, style.PAPER, anchor="center"
        )


def line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    series: Sequence[tuple[Sequence[float], Colour]],
    fmt: Format = "{:.0f}",
    low: float | None = None,
    high: float | None = None,
    legend: Sequence[str] = (),
    x_labels: Sequence[str] = (),
) -> None:
    """Each series as a line over its points' index, on a shared scale from 0 (or `low`..`high` as given, with
    three grid lines); `legend` names the series along the bottom in their colours; `x_labels` name the points."""
    values = [v for points, _ in series for v in points]
    bottom, top, step = _axis(values or [0.0], low, high, fmt)
    below = 14 + (22 if x_labels else 0) + (26 if legend else 0)
    plot = _frame(surface, rect, title, _labels(bottom, top, step, fmt), below)
    if legend:
        slot = (rect.w - 60) // max(1, len(legend))
        for i, (name, (_, colour)) in enumerate(zip(legend, series, strict=False)):
            x = rect.x + 46 + i * slot
            pygame.draw.rect(surface, colour, (x, rect.bottom - 26, 14, 14), border_radius=3)
            fit_text.draw(surface, name, (x + 20, rect.bottom - 19), slot - 28, 13, style.WHITE, anchor="midleft")
    if not values:
        return
    _grid(surface, plot, bottom, top, step, fmt)
    longest = max(len(points) for points, _ in series)
    xs = [plot.x + (plot.w * i / (longest - 1) if longest > 1 else plot.w / 2) for i in range(longest)]
    _x_labels(surface, plot, xs, x_labels)
    for points, colour in series:
        if not points:
            continue
        ys = [plot.bottom - plot.h * (v - bottom) / (top - bottom) for v in points]
        pts = [(round(x), round(y)) for x, y in zip(xs, ys, strict=False)]
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, 3)
        for p in pts:
            pygame.draw.circle(surface, colour, p, 4)


def bar_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    values: Sequence[float],
    colour: Colour,
    fmt: Format = "{:.0f}",
    x_labels: Sequence[str] = (),
) -> None:
    """One bar per value, oldest left, from 0 up (or down, for a loss); `x_labels` name the bars."""
    bottom, top, step = _axis(list(values) or [0.0], None, None, fmt)
    plot = _frame(surface, rect, title, _labels(bottom, top, step, fmt), 14 + (22 if x_labels else 0))
    if not values:
        return
    _grid(surface, plot, bottom, top, step, fmt)
    width = plot.w / len(values)
    zero = plot.bottom - plot.h * (0 - bottom) / (top - bottom)
    centres = []
    for i, v in enumerate(values):
        y = plot.bottom - plot.h * (v - bottom) / (top - bottom)
        x = plot.x + i * width + width * 0.15
        bar = pygame.Rect(round(x), round(min(y, zero)), max(1, round(width * 0.7)), max(1, round(abs(zero - y))))
        pygame.draw.rect(surface, colour, bar, border_top_left_radius=3, border_top_right_radius=3)
        centres.append(plot.x + (i + 0.5) * width)
    _x_labels(surface, plot, centres, x_labels)
