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


class TiledScaler:
    """Keeps the last frame's tiles and the window they were scaled into; `update` scales what changed."""

    def __init__(self) -> None:
        self.key: tuple[int, tuple[int, int], tuple[int, int, int, int], tuple[int, int]] | None = None
        self.pixels = b""  # the last frame, as base.get_buffer().raw
        self.grid: list[pygame.Rect] = []
        self.columns = 0
        self.bands: list[bytes | None] = []  # each band's tiles as _band_tiles last copied them
        self.column: pygame.Surface | None = None

    def reset(self) -> None:
        """Forget the window's contents (it was drawn by other means, or replaced): the next update redraws all."""
        self.key = None

    def _layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.columns = -(-w // TILE)
        self.grid = [
            pygame.Rect(x, y, min(TILE, w - x), min(TILE, h - y)) for y in range(0, h, TILE) for x in range(0, w, TILE)
        ]
        self.bands = [None] * -(-h // TILE)

    def update(
        self,
        base: pygame.Surface,
        size: tuple[int, int],
        window: pygame.Surface,
        view: pygame.Rect,
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
            self.bands = [self._band_tiles(base, band, size) for band in range(len(self.bands))]
        else:
            dirty = self._with_neighbours(self._changed(base, pixels, base.get_pitch(), size))
            self._force(dirty, forced, size)
        self.pixels = pixels
        strips = self._strips(dirty)
        scaled = [self._scale(base, size, window, view, strip) for strip in strips]
        return strips, scaled, full

    def _force(self, dirty: list[bool], forced: list[pygame.Rect], size: tuple[int, int]) -> None:
        """Mark the tiles each `forced` rect touches (by arithmetic: a frame forces dozens of rects)."""
        cols, rows = self.columns, len(self.grid) // max(1, self.columns)
        for rect in forced:
            x0, y0 = max(0, rect.x), max(0, rect.y)
            x1, y1 = min(size[0], rect.right), min(size[1], rect.bottom)
            if x1 <= x0 or y1 <= y0:
                continue
            c0, c1 = x0 // TILE, min(cols, -(-x1 // TILE))
            for r in range(y0 // TILE, min(rows, -(-y1 // TILE))):
                dirty[r * cols + c0 : r * cols + c1] = [True] * (c1 - c0)

    def _changed(self, base: pygame.Surface, new: bytes, pitch: int, size: tuple[int, int]) -> list[bool]:
        """Tiles whose pixels differ from the last frame's. Bands (a row of tiles) are compared as byte ranges of
        the frame; a band that differs is copied tile after tile into a narrow surface, where each tile is one
        byte range, and its tiles are compared with the band's last such copy. Ranges are compared as
        `new.startswith(old[a:b], a)` on a memoryview of the old bytes: a memcmp with no copies."""
        old, cols = memoryview(self.pixels), self.columns
        changed = [False] * len(self.grid)
        for band, y0 in enumerate(range(0, size[1], TILE)):
            y1 = min(size[1], y0 + TILE)
            if new.startswith(old[y0 * pitch : y1 * pitch], y0 * pitch):
                continue
            tiles = self._band_tiles(base, band, size)
            before, self.bands[band] = self.bands[band], tiles
            if before is None:
                changed[band * cols : band * cols + cols] = [True] * cols
                continue
            step = len(tiles) // cols
            was = memoryview(before)
            for c in range(cols):
                if not tiles.startswith(was[c * step : c * step + step], c * step):
                    changed[band * cols + c] = True
        return changed

    def _band_tiles(self, base: pygame.Surface, band: int, size: tuple[int, int]) -> bytes:
        """The band's tiles one below the other (TILE pixels wide): each tile's pixels are one byte range."""
        y0 = band * TILE
        h = min(TILE, size[1] - y0)
        cols = self.columns
        if self.column is None or self.column.get_size() != (TILE, TILE * cols):
            self.column = pygame.Surface((TILE, TILE * cols), 0, base)
        column = self.column
        if size[0] % TILE or h < TILE:  # a short tile: what the last band left below it must not count
            column.fill((0, 0, 0))
        column.blits(
            [(base, (0, c * TILE), (c * TILE, y0, min(TILE, size[0] - c * TILE), h)) for c in range(cols)],
            doreturn=False,
        )
        return column.get_buffer().raw

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
