"""Cached drawing layers: a part of a table drawn once and blitted as one image while what it shows is the same.

A layer is drawn by its owner's `paint(surface)` onto a surface of its own size, at (0, 0), and kept under
(owner, size, content, alpha): static art once per layout (content = the layout's rects), a panel keyed by exactly
the view data it shows (content = a tuple or frozen dataclass of it). While the content key is the same, the
layer is one blit. The layers are a bounded cache (app/cache.py), emptied with the other drawing caches: when the
window's scale changes text sizes, on a language switch and when a drawing setting changes.

Crisp text (app/crisp.py) keeps working: the texts blitted while the layer is painted are noted on the layer
(with the layer's pixels under each), and each blit of the layer onto the frame notes them on the frame as if they
had been blitted there, so a large window draws them again at its own size wherever they are still on top. An
opaque layer (alpha=False: `paint` must cover all of it) shows exactly what painting it on the frame shows, and
its texts cost the frame nothing more than a list entry. A layer with alpha (rounded corners, shadows) is
composited once onto the frame: its edges may differ from painting straight onto the frame by a unit of colour
here and there, and each of its texts costs the frame two small copies per blit, as a text blitted there does.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame

from vegas_desktop.app.cache import CACHES, MB, Counted, SurfaceCache
from vegas_desktop.app.crisp import Recording, _Drawn, _pixels, _topleft

Paint = Callable[[pygame.Surface], object]


@dataclass(frozen=True)
class _Text:
    """A text painted on a layer and still on top at the end of its painting (layer pixels)."""

    source: pygame.Surface
    full: pygame.Rect
    shown: pygame.Rect
    under: pygame.Surface  # the layer's pixels there before the text
    after: bytes  # and with it: the layer's final pixels there


@dataclass(eq=False)
class Layer(Counted):
    image: pygame.Surface
    texts: tuple[_Text, ...]
    alpha: bool
    nbytes: int  # what the cache counts
    # the texts as frame entries at the last place this layer was blitted (opaque layers: the same every frame)
    placed: tuple[tuple[int, int], list[_Drawn]] | None = field(default=None, repr=False)


def _make(size: tuple[int, int], paint: Paint, alpha: bool) -> Layer:
    canvas = Recording(size, pygame.SRCALPHA if alpha else 0)  # opaque: the frame's format, so its bytes after a blit
    canvas.drawn = []
    paint(canvas)
    noted, canvas.drawn = canvas.drawn, None
    texts = tuple(
        _Text(d.source, d.full, d.shown, d.under, d.after)
        for d in noted
        if isinstance(d, _Drawn) and _pixels(canvas, d.shown) == d.after  # covered on the layer: never crisp
    )
    image = canvas
    nbytes = image.get_pitch() * image.get_height() + sum(t.under.get_pitch() * t.under.get_height() for t in texts)
    return Layer(image, texts, alpha, nbytes)


_LAYERS: SurfaceCache[Any, Layer] = SurfaceCache(_make, max_bytes=16 * MB, max_items=256)
_LAYERS.name = "vegas_desktop.app.layers.layers"
CACHES.append(_LAYERS)


def get(owner: Hashable, size: tuple[int, int], content: Hashable, paint: Paint, alpha: bool = False) -> Layer:
    """The layer kept under (owner, size, content, alpha), painted by `paint` if it is not kept."""
    key = (owner, (int(size[0]), int(size[1])), content, bool(alpha))
    return _LAYERS.lookup(key, lambda: _make(key[1], paint, bool(alpha)))


def blit(
    surface: pygame.Surface,
    owner: Hashable,
    size: tuple[int, int],
    content: Hashable,
    paint: Paint,
    dest: Any = (0, 0),
    alpha: bool = False,
) -> pygame.Rect:
    """Blit the layer (owner, size, content, alpha) at `dest`, painting it first if it is not kept; returns the
    rect changed, as Surface.blit does. `owner` names the drawing part (e.g. ("royale.panel", seat)); `content`
    holds exactly what `paint` draws from (anything else it reads must not change while the key is the same)."""
    return put(surface, get(owner, size, content, paint, alpha), dest)


def put(surface: pygame.Surface, layer: Layer, dest: Any = (0, 0)) -> pygame.Rect:
    """Blit `layer` at `dest`, noting its texts on `surface` when it records them (the frame in a large window)."""
    drawn = surface.drawn if isinstance(surface, Recording) else None
    if drawn is None or not layer.texts:
        return pygame.Surface.blit(surface, layer.image, dest)
    x, y = _topleft(dest)
    rect = layer.image.get_rect(topleft=(x, y))
    clip = surface.get_clip()
    fits = clip.contains(rect) and not layer.alpha and layer.image.get_masks() == surface.get_masks()
    if fits:  # the frame's pixels there are the layer's, under each text and after it
        result = pygame.Surface.blit(surface, layer.image, rect)
        if layer.placed is None or layer.placed[0] != (x, y):
            layer.placed = (
                (x, y),
                [_Drawn(t.source, t.full.move(x, y), t.shown.move(x, y), t.under, t.after) for t in layer.texts],
            )
        drawn.extend(layer.placed[1])
        return result
    seen = rect.clip(clip)
    before = surface.subsurface(seen).copy() if seen.w > 0 and seen.h > 0 else None
    result = pygame.Surface.blit(surface, layer.image, rect)
    if before is None:
        return result
    for t in layer.texts:  # what the frame had under each text, then the layer's pixels under it on that
        shown = t.shown.move(x, y).clip(seen)
        if shown.w <= 0 or shown.h <= 0:
            continue
        under = before.subsurface(shown.move(-seen.x, -seen.y)).copy()
        under.blit(t.under, (0, 0), shown.move(-x - t.shown.x, -y - t.shown.y))
        drawn.append(_Drawn(t.source, t.full.move(x, y), shown, under, _pixels(surface, shown)))
    return result


def cache_info() -> Any:
    return _LAYERS.cache_info()


def clear() -> None:
    _LAYERS.cache_clear()
