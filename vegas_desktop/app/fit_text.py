"""Text fitted into a width (and a height): the one place that shrinks or cuts text.

Every loop here runs over a finite, strictly decreasing sequence (font sizes from `size` down to
`min_size`, or a prefix length bisected over a shrinking interval), so fitting always ends, whatever
the text or the room (a width of 0 gives an empty string, never a hang).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from vegas_desktop.app import style
from vegas_desktop.app.cache import surface_cache

ELLIPSIS = "…"
MIN_SIZE = 10


def _font(size: int, bold: bool, condensed: bool) -> pygame.font.Font:
    return style.font(size, bold, condensed)


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    """`text` if it fits `width` in `font`, else its longest prefix + "…" that fits ("" if not even "…" does)."""
    if font.size(text)[0] <= width:
        return text
    if font.size(ELLIPSIS)[0] > width:
        return ""
    lo, hi = 0, len(text) - 1  # the longest fitting prefix length lies in [lo, hi]; the interval shrinks each step
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid].rstrip() + ELLIPSIS)[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + ELLIPSIS


def fit(
    text: str, width: int, size: int, min_size: int = MIN_SIZE, *, bold: bool = False, condensed: bool = False
) -> tuple[str, pygame.font.Font]:
    """The largest font from `size` down to `min_size` in which `text` fits `width`; at the smallest the text
    is cut with an ellipsis. Returns (text to draw, font)."""
    min_size = max(1, min(min_size, size))
    for s in range(size, min_size - 1, -1):  # finite and strictly decreasing
        f = _font(s, bold, condensed)
        if f.size(text)[0] <= width:
            return text, f
    f = _font(min_size, bold, condensed)
    return ellipsize(text, f, max(0, width)), f


@surface_cache(max_mb=4, max_items=512)
def render(
    text: str,
    width: int,
    size: int,
    colour: tuple[int, int, int],
    min_size: int = MIN_SIZE,
    bold: bool = False,
    condensed: bool = False,
) -> pygame.Surface:
    """`fit` rendered (cached: panels draw the same names every frame). Never wider than `width`."""
    shown, f = fit(text, width, size, min_size, bold=bold, condensed=condensed)
    return f.render(shown, True, colour)


def draw(
    surface: pygame.Surface,
    text: str,
    pos: tuple[float, float],
    width: int,
    size: int,
    colour: tuple[int, int, int] = style.WHITE,
    *,
    min_size: int = MIN_SIZE,
    bold: bool = False,
    anchor: str = "topleft",
    condensed: bool = False,
) -> pygame.Rect:
    """Draw `text` fitted into `width`, anchored at `pos` like table_art.text; returns its rect."""
    img = render(text, max(0, int(width)), size, colour, min_size, bold, condensed)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(img, rect)
    return rect


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Words laid into lines no wider than `width`; a word too long for a line of its own is cut with "…"."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        probe = f"{line} {word}" if line else word
        if font.size(probe)[0] <= width:
            line = probe
            continue
        if line:
            lines.append(line)
        line = word if font.size(word)[0] <= width else ellipsize(word, font, width)
    if line:
        lines.append(line)
    return lines


def _wrap_all(paragraphs: Sequence[str], font: pygame.font.Font, width: int) -> list[str]:
    return [line for p in paragraphs for line in wrap(p, font, width)]


def fit_lines(
    text: str | Sequence[str],
    width: int,
    height: int,
    size: int,
    min_size: int = MIN_SIZE,
    *,
    bold: bool = False,
    max_lines: int | None = None,
) -> tuple[list[str], pygame.font.Font]:
    """Wrap `text` (one paragraph, or several each starting a new line) into `width` x `height` at the largest
    size from `size` down to `min_size`; if even the smallest needs too many lines, keep the lines that fit
    and end the last with "…"."""
    paragraphs = [text] if isinstance(text, str) else list(text)
    min_size = max(1, min(min_size, size))
    for s in range(size, min_size - 1, -1):  # finite and strictly decreasing
        f = _font(s, bold, False)
        lines = _wrap_all(paragraphs, f, width)
        room = max(0, height // f.get_linesize())
        if max_lines is not None:
            room = min(room, max_lines)
        if len(lines) <= room:
            return lines, f
    # The loop ran at min_size last: `f`, `lines` and `room` are the smallest size's.
    kept = lines[:room]
    if kept:  # the next line did not fit after the last kept one, so this cut always shows "…"
        kept[-1] = ellipsize(f"{kept[-1]} {lines[room]}", f, width)
    return kept, f
