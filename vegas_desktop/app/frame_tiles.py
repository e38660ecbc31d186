"""Scaling the logical frame into a larger window, only where it changed.

Scaling the whole 1280x720 frame up with `smoothscale` each frame was most of a frame's cost in a large window
(about 2.3 ms into 1920x1080, 3.5 ms into 2560x1440, 5 ms into 3840x2160 on the development machine), while
from one frame to the next only a few places move. So the frame is cut into tiles; a tile is scaled again only
when its pixels differ from the last frame's, or when the caller says so (text that appeared, moved or went:
crisp text is drawn over the scaled frame, not into it).

Every tile, also on a full redraw, is scaled on its own the same way: from its pixels and a margin around them,
at the scale's exact slope, so neighbouring tiles meet without a seam whichever frame scaled them (smoothscale
maps output pixel X of a strip of n source pixels stretched to M to source position X * (n - 1) / M).
"""

from __future__ import annotations

import pygame

TILE = 80  # logical pixels: the 1280x720 frame is 16 x 9 tiles


def exact(scale: float) -> bool:
    """True when tile edges land on whole window pixels at `scale` (the window is 16k x 9k pixels): then
    every strip is scaled at exactly the frame's slope from a whole pixel, and strips meet without a seam."""
    return scale >= 1 and abs(TILE * scale - round(TILE * scale)) < 1e-6


def padded_size(size: tuple[int, int]) -> tuple[int, int]:
    """The base's size: one more column and row, copies of the last ones (the far strips' filter reads them)."""
    return size[0] + 1, size[1] + 1


def pad_edges(base: pygame.Surface, size: tuple[int, int]) -> None:
    """Copy the frame's last column and row into the padding of `base` (a surface of padded_size(size))."""
    w, h = size
    base.blit(base, (w, 0), pygame.Rect(w - 1, 0, 1, h))
    base.blit(base, (0, h), pygame.Rect(0, h - 1, w + 1, 1))


def _first_difference(new: bytes, old: bytes, a: int, b: int) -> int:
    """The first offset in [a, b) where `new` and `old` differ (there is one)."""
    while b - a > 1:
        mid = (a + b) // 2
        if new[a:mid] == old[a:mid]:
            a = mid
        else:
            b = mid
    return a


def _last_difference(new: bytes, old: bytes, a: int, b: int) -> int:
    """The last offset in [a, b) where `new` and `old` differ (there is one)."""
    while b - a > 1:
        mid = (a + b) // 2
        if new[mid:b] == old[mid:b]:
            b = mid
        else:
            a = mid
    return a


class TiledScaler:
    """Keeps the last frame's tiles and the window they were scaled into; `update` scales what changed."""

    def __init__(self) -> None:
        self.key: tuple[int, tuple[int, int], tuple[int, int, int, int], tuple[int, int]] | None = None
        self.pixels = b""  # the last frame, as base.get_buffer().raw
        self.grid: list[pygame.Rect] = []
        self.columns = 0

    def reset(self) -> None:
        """Forget the window's contents (it was drawn by other means, or replaced): the next update redraws all."""
        self.key = None

    def _layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.columns = -(-w // TILE)
        self.grid = [pygame.Rect(x, y, min(TILE, w - x), min(TILE, h - y)) for y in range(0, h, TILE)
                     for x in range(0, w, TILE)]

    def update(
        self, base: pygame.Surface, size: tuple[int, int], window: pygame.Surface, view: pygame.Rect,
        forced: list[pygame.Rect],
    ) -> tuple[list[pygame.Rect], list[pygame.Rect], bool]:
        """Scale the tiles of the frame (`size`, in `base` padded by pad_edges) that changed, or touch a `forced`
        logical rect, into `view` on `window`.

        Returns (logical rects, window rects) of the strips scaled, and whether it was a full redraw."""
        key = (id(window), window.get_size(), (view.x, view.y, view.w, view.h), size)
        full = key != self.key
        if full:
            self.key = key
            self._layout(size)
        pixels = base.get_buffer().raw  # one copy of the whole frame (~0.1 ms); comparing bytes is a memcmp
        if full or len(pixels) != len(self.pixels):
            dirty = [True] * len(self.grid)
        else:
            dirty = self._with_neighbours(self._changed(pixels, base.get_pitch(), base.get_bytesize(), size))
            for rect in forced:
                for i, tile in enumerate(self.grid):
                    if not dirty[i] and tile.colliderect(rect):
                        dirty[i] = True
        self.pixels = pixels
        strips = self._strips(dirty)
        scaled = [self._scale(base, size, window, view, strip) for strip in strips]
        return strips, scaled, full

    def _changed(self, new: bytes, pitch: int, depth: int, size: tuple[int, int]) -> list[bool]:
        """Tiles whose pixels differ from the last frame's: a row of tiles at a time, then the rows in it that
        differ, and in each such row the first and last pixel that differ (bisection of byte comparisons)."""
        old, cols = self.pixels, self.columns
        changed = [False] * len(self.grid)
        for band, y0 in enumerate(range(0, size[1], TILE)):
            y1 = min(size[1], y0 + TILE)
            if new[y0 * pitch : y1 * pitch] == old[y0 * pitch : y1 * pitch]:
                continue
            lo, hi = size[0], -1  # the band's changed columns so far
            for y in range(y0, y1):
                row = y * pitch
                end = row + size[0] * depth
                if new[row:end] == old[row:end]:
                    continue
                cut = row + lo * depth
                if lo > 0 and new[row:cut] != old[row:cut]:
                    lo = (_first_difference(new, old, row, cut) - row) // depth
                elif lo == size[0]:
                    lo = (_first_difference(new, old, row, end) - row) // depth
                cut = row + (hi + 1) * depth
                if hi < size[0] - 1 and new[cut:end] != old[cut:end]:
                    hi = (_last_difference(new, old, max(row, cut), end) - row) // depth
                if lo == 0 and hi == size[0] - 1:
                    break
            for c in range(lo // TILE, hi // TILE + 1):
                changed[band * cols + c] = True
        return changed

    def _with_neighbours(self, changed: list[bool]) -> list[bool]:
        """A tile's last window column and row blend in the first pixels of the tiles right of and below it:
        those left of and above a changed tile are scaled again too."""
        cols = self.columns
        dirty = list(changed)
        for i, hit in enumerate(changed):
            if hit:
                left = i % cols > 0
                if left:
                    dirty[i - 1] = True
                if i >= cols:
                    dirty[i - cols] = True
                    if left:
                        dirty[i - cols - 1] = True
        return dirty

    def _strips(self, dirty: list[bool]) -> list[pygame.Rect]:
        """Dirty tiles joined into runs along each row."""
        strips: list[pygame.Rect] = []
        run: pygame.Rect | None = None
        for i, tile in enumerate(self.grid):
            if i % self.columns == 0 and run is not None:
                strips.append(run)
                run = None
            if dirty[i]:
                run = tile.copy() if run is None else run.union(tile)
            elif run is not None:
                strips.append(run)
                run = None
        if run is not None:
            strips.append(run)
        return strips

    @staticmethod
    def _scale(
        base: pygame.Surface, size: tuple[int, int], window: pygame.Surface, view: pygame.Rect, strip: pygame.Rect
    ) -> pygame.Rect:
        """Scale one strip: its pixels and the next column and row, stretched so that the output's pixel X is
        the source's X / scale (smoothscale maps X to X * (n - 1) / M for n pixels stretched to M)."""
        sx, sy = view.w / size[0], view.h / size[1]
        x0, y0 = round(strip.left * sx), round(strip.top * sy)
        out = (round(strip.right * sx) - x0, round(strip.bottom * sy) - y0)
        image = pygame.transform.smoothscale(base.subsurface(strip.x, strip.y, strip.w + 1, strip.h + 1), out)
        target = pygame.Rect(view.x + x0, view.y + y0, *out)
        window.blit(image, target)
        return target
