"""Text drawn at the window's real size.

Scenes draw in 1280x720 logical pixels and the app scales that frame into the window, which leaves text soft
in a larger window (and smudged in a smaller one). So text is drawn twice: on the logical frame as always
(layout, hit tests and the fallback stay exactly as they were), and again at the window's own size over the
scaled frame wherever nothing was drawn over it afterwards.

- `remember(image, recipe)`: how a text image was made, as a function of the scale (`style.font` returns
  `CrispFont`s, which remember every line they render; composite art such as neon titles remembers itself).
- `FrameCanvas.blit` notes each remembered image blitted onto the frame: where, and the pixels under it.
- `draw_scaled` draws what can draw itself at the window's size (pygame-gui, whose manager is built at that size):
  on an upscaled copy of the frame so far, with a downscaled copy of each widget put onto the frame.
- `compose` puts those pixels back where the text is still on top (its pixels unchanged since), scales the
  frame once and draws each such text from its recipe, and each such widget from its large copy, at the final
  scale. Whatever something covered later (a dimmed pause screen, a card dragged over it) stays as the scaled
  frame shows it.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop.app import frame_tiles
from vegas_desktop.app.cache import surface_cache
from vegas_desktop.app.frame_tiles import TiledScaler

if TYPE_CHECKING:
    from pygame.typing import ColorLike

    RenderArgs = tuple[str | bytes | None, bool, ColorLike, ColorLike | None, int]  # Font.render's arguments

Recipe = Callable[[float], pygame.Surface]

_RECIPES: weakref.WeakKeyDictionary[pygame.Surface, Recipe] = weakref.WeakKeyDictionary()
# The crisp image last made for a source image, with the scale it was made at (sources are mostly cached
# labels drawn every frame; their crisp twins live exactly as long as they do).
_MADE: weakref.WeakKeyDictionary[pygame.Surface, tuple[float, pygame.Surface]] = weakref.WeakKeyDictionary()


def remember(image: pygame.Surface, recipe: Recipe) -> pygame.Surface:
    """Note how `image` is made at another scale (`recipe(scale)` returns it); returns `image`."""
    _RECIPES[image] = recipe
    return image


@lru_cache(maxsize=48)  # fonts at the window's sizes: a few sizes per scale, the scale rarely changes
def _plain_font(path: str, size: int) -> pygame.font.Font:
    return pygame.font.Font(path, size)


def scaled_font_size(size: int, scale: float) -> int:
    """A font size for `scale`, rounded down: text never grows wider than the room it was laid out in."""
    return max(1, int(size * scale + 1e-6))


def _rerender(path: str, size: int, args: RenderArgs, scale: float) -> pygame.Surface:
    text, antialias, colour, background, wrap = args
    font = _plain_font(path, scaled_font_size(size, scale))
    return font.render(text, antialias, colour, background, round(wrap * scale))


def _hashable(colour: Any) -> Any:
    """A colour as a dict key: tuples, names and numbers as they are, a pygame.Color or a list as a tuple."""
    return colour if colour is None or isinstance(colour, (tuple, str, int)) else tuple(colour)


@surface_cache(max_mb=4, max_items=2048)
def _rendered(
    font: CrispFont, text: str | bytes | None, antialias: bool, colour: Any, background: Any, wrap: int
) -> pygame.Surface:
    """A line rendered once per (font, text, colour, background, wrap) until it falls out of the cache or the caches
    are emptied (window scale, language or a drawing setting changed): tables draw the same lines every frame, and
    the same source image keeps its crisp twin (`_MADE`) instead of having it made again each frame."""
    image = pygame.font.Font.render(font, text, antialias, colour, background, wrap)
    args: RenderArgs = (text, antialias, colour, background, wrap)
    _RECIPES[image] = lambda scale: _rerender(font.path, font.point_size, args, scale)
    return image


class CrispFont(pygame.font.Font):
    """A pygame font whose rendered lines remember how to render themselves at another scale. Lines are shared
    from a bounded cache: callers copy one before changing it (set_alpha, drawing on it)."""

    def __init__(self, path: str, size: int) -> None:
        super().__init__(path, size)
        self.path = path
        self.point_size = size

    def render(  # same signature as pygame's, keyword names included
        self,
        text: str | bytes | None,
        antialias: bool,
        color: ColorLike,
        bgcolor: ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        return _rendered(self, text, bool(antialias), _hashable(color), _hashable(bgcolor), int(wraplength))


@dataclass
class _Drawn:
    source: pygame.Surface
    full: pygame.Rect  # where the whole image went (logical pixels)
    shown: pygame.Rect  # the part inside the clip
    under: pygame.Surface  # the frame's pixels there before the text (the frame's: lent until its next frame)
    after: bytes  # and right after it: unchanged at the end of the frame means nothing covered the text


@dataclass
class _Layer:
    large: pygame.Surface  # the frame so far with the widgets on it, at their size
    scale: tuple[float, float]  # large's size over the frame's
    shown: pygame.Rect  # one widget's place on the frame (logical pixels)
    after: bytes


Signature = tuple[object, tuple[int, ...], tuple[int, ...]]  # what was drawn (held), where, and its shown rect


def scale_rect(rect: pygame.Rect, sx: float, sy: float, origin: tuple[int, int] = (0, 0)) -> pygame.Rect:
    """`rect` scaled by (sx, sy), each edge rounded (so neighbours stay neighbours), moved by `origin`."""
    x0, y0 = origin[0] + round(rect.x * sx), origin[1] + round(rect.y * sy)
    x1, y1 = origin[0] + round(rect.right * sx), origin[1] + round(rect.bottom * sy)
    return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


def unscale_rect(rect: pygame.Rect, sx: float, sy: float) -> pygame.Rect:
    """The smallest logical rect whose scaled copy covers `rect`."""
    x0, y0 = int(rect.x / sx), int(rect.y / sy)
    x1, y1 = -int(-rect.right // sx), -int(-rect.bottom // sy)
    return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


def _large_surface(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A surface of `size` for one widget layer; a FrameCanvas lends the same ones frame after frame (a new
    full-window surface each frame costs ~3 ms)."""
    if not isinstance(surface, FrameCanvas):
        return pygame.Surface(size)
    pool = surface.pool
    i = surface.pool_used
    surface.pool_used += 1
    if i < len(pool) and pool[i].get_size() == size:
        return pool[i]
    if i < len(pool):
        pool[i] = pygame.Surface(size)
    else:
        pool.append(pygame.Surface(size))
    return pool[i]


def draw_scaled(
    surface: pygame.Surface,
    draw: Callable[[pygame.Surface], object],
    size: tuple[int, int],
    places: Callable[[], list[pygame.Rect]],
) -> None:
    """Let `draw` paint at `size` (a widget layer built for a window that size) onto `surface`'s frame.

    `places()` gives the rects (at `size`) that `draw` paints. Under each, the frame so far is scaled up and the
    widgets drawn over it; the frame gets a scaled-down copy of those rects (that is what other scenes draw
    over, and what shows where the window is not at this size), and a recording FrameCanvas notes the large
    copy, which `compose` draws as it is wherever nothing covers it later."""
    w, h = surface.get_size()
    if size == (w, h):
        draw(surface)
        return
    sx, sy = size[0] / w, size[1] / h
    bounds, large = surface.get_rect(), _large_surface(surface, size)
    pairs = []
    for place in places():  # only the widgets' own rects are scaled up: a full frame costs ~5 ms
        shown = unscale_rect(pygame.Rect(place), sx, sy).inflate(2, 2).clip(bounds)
        src = scale_rect(shown, sx, sy).clip(large.get_rect())
        if shown.w > 0 and shown.h > 0 and src.w > 0 and src.h > 0:
            large.blit(pygame.transform.smoothscale(surface.subsurface(shown), src.size), src)
            pairs.append((shown, src))
    draw(large)
    drawn = surface.drawn if isinstance(surface, FrameCanvas) else None
    for shown, src in pairs:
        pygame.Surface.blit(surface, pygame.transform.smoothscale(large.subsurface(src), shown.size), shown)
        if drawn is not None:
            drawn.append(_Layer(large, (sx, sy), shown, _pixels(surface, shown)))


def _topleft(dest: Any) -> tuple[int, int]:
    if isinstance(dest, (pygame.Rect, pygame.FRect)):
        return int(dest.x), int(dest.y)
    return int(dest[0]), int(dest[1])  # pygame truncates fractional positions the same way


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    """The pixels of `rect` as bytes to compare (a copy's raw buffer: faster than tobytes' per-pixel conversion;
    blitting into a new surface is slower still, SDL maps the blit again for each new destination)."""
    return surface.subsurface(rect).copy().get_buffer().raw


class Recording(pygame.Surface):
    """A surface that, while `drawn` is a list, notes each remembered text blitted onto it (app/layers.py draws
    cached layers on one, and replays their texts onto the frame)."""

    drawn: list[_Drawn | _Layer] | None = None  # also for copies and subsurfaces, which pygame makes without __init__

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None, special_flags: int = 0) -> pygame.Rect:
        drawn = self.drawn
        if drawn is None or area is not None or special_flags or source not in _RECIPES:
            return _blit(self, source, dest, area, special_flags)
        full = source.get_rect(topleft=_topleft(dest))
        shown = full.clip(self.get_clip())
        if shown.w <= 0 or shown.h <= 0:
            return _blit(self, source, dest)
        return self._noted(drawn, source, dest, full, shown)

    def _noted(
        self, drawn: list[_Drawn | _Layer], source: pygame.Surface, dest: Any, full: pygame.Rect, shown: pygame.Rect
    ) -> pygame.Rect:
        """Blit a remembered text and note it, with the pixels under it and right after it."""
        under = self.subsurface(shown).copy()
        result = _blit(self, source, dest)
        drawn.append(_Drawn(source, full, shown, under, _pixels(self, shown)))
        return result


_blit = pygame.Surface.blit  # the plain blit (faster than super() in a method called ~250 times a frame)


class FrameCanvas(Recording):
    """The logical frame. While `recording` (the window is not at 1:1), blits of remembered text are noted."""

    pool: list[pygame.Surface]
    pool_used = 0
    _scratch: pygame.Surface | None = None
    _padded: pygame.Surface | None = None

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.pool = []  # large surfaces for widget layers (draw_scaled), reused every frame
        self.tiler = TiledScaler()  # what the window shows of the last frame (compose draws only changes)
        self.last_drawn: list[Signature] = []  # the last composed frame's texts and widgets
        self.updated: list[pygame.Rect] | None = None  # window rects the last compose changed; None: all
        # Small surfaces by size, lent again every frame: a new surface costs ~3x a blit into a kept one, and a
        # frame notes ~100 texts. `unders` hold what was under each text until compose; `grabs` one per size for
        # pixels read at once (the bytes after a text, the frame's at compose).
        self.unders: dict[tuple[int, int], list[pygame.Surface]] = {}
        self.lent: dict[tuple[int, int], int] = {}
        self.grabs: dict[tuple[int, int], pygame.Surface] = {}

    def _noted(
        self, drawn: list[_Drawn | _Layer], source: pygame.Surface, dest: Any, full: pygame.Rect, shown: pygame.Rect
    ) -> pygame.Rect:
        """As `Recording._noted`, with what was under the text on a surface lent again every frame."""
        size = shown.size
        i = self.lent.get(size, 0)
        self.lent[size] = i + 1
        pool = self.unders.setdefault(size, [])
        if i == len(pool):
            pool.append(pygame.Surface(size, 0, self))
        under = pool[i]
        under.blit(self, (0, 0), shown)
        result = _blit(self, source, dest)
        view = self._grab(shown).get_view("0")  # a BufferProxy exports the buffer protocol; its stub does not say so
        drawn.append(_Drawn(source, full, shown, under, bytes(view)))  # type: ignore[call-overload]
        return result

    def _grab(self, rect: pygame.Rect) -> pygame.Surface:
        """The frame's pixels in `rect`, on the kept surface of that size (valid until the next grab)."""
        grab = self.grabs.get(rect.size)
        if grab is None:
            if len(self.grabs) > 512:  # sizes come and go with the texts shown
                self.grabs.clear()
            grab = self.grabs[rect.size] = pygame.Surface(rect.size, 0, self)
        grab.blit(self, (0, 0), rect)
        return grab

    def shows(self, rect: pygame.Rect, pixels: bytes) -> bool:
        """Whether the frame's pixels in `rect` are `pixels` (a text's or a layer's bytes right after it)."""
        view = self._grab(rect).get_view("0")
        return len(pixels) == view.length and pixels.startswith(view)  # type: ignore[arg-type]  # (see blit)

    def scratch(self) -> pygame.Surface:
        """A plain surface of the frame's size, the same one every frame (compose's text-free copy)."""
        if self._scratch is None:
            self._scratch = pygame.Surface(self.get_size())
        return self._scratch

    def padded(self) -> pygame.Surface:
        """A plain surface one pixel wider and taller than the frame, the same one every frame (frame_tiles)."""
        if self._padded is None:
            self._padded = pygame.Surface(frame_tiles.padded_size(self.get_size()))
        return self._padded

    def start_frame(self, recording: bool) -> None:
        self.drawn = [] if recording else None
        self.pool_used = 0
        # keep as many surfaces of each size as the last frame lent (what no longer shows is let go)
        self.unders = {size: self.unders[size][:n] for size, n in self.lent.items()}
        self.lent = {}
        if not recording:
            self.pool.clear()
            self._scratch = self._padded = None
            self.tiler.reset()  # the window is drawn 1:1 now: the next scaled frame starts afresh
            self.last_drawn = []


# Glyph widths do not scale exactly (hinting): a twin this close to its place is drawn as it is, its left edge
# on the text's (lines of a log stay aligned); further off (very long lines) it is fitted by scaling.
NEAR_W, NEAR_H = 6, 3


def _crisp(source: pygame.Surface, scale: float, size: tuple[int, int]) -> pygame.Surface | None:
    made = _MADE.get(source)
    if made is not None and made[0] == scale:
        image = made[1]
    else:
        recipe = _RECIPES.get(source)
        if recipe is None:
            return None
        image = recipe(scale)
        if abs(image.get_width() - size[0]) > NEAR_W or abs(image.get_height() - size[1]) > NEAR_H:
            image = pygame.transform.smoothscale(image, size)
        _MADE[source] = (scale, image)
    alpha = source.get_alpha()
    image.set_alpha(255 if alpha is None else alpha)  # never None: that would drop per-pixel alpha too
    return image


def _still_on_top(canvas: FrameCanvas) -> list[_Drawn | _Layer]:
    """What this frame drew that can be drawn again at the window's size and that nothing covered afterwards."""
    shows = canvas.shows
    return [d for d in canvas.drawn or () if shows(d.shown, d.after)]


def _text(window: pygame.Surface, d: _Drawn, view: pygame.Rect, sx: float, sy: float, bound: pygame.Rect) -> None:
    target = scale_rect(d.full, sx, sy, view.topleft)
    image = _crisp(d.source, (sx + sy) / 2, target.size)
    if image is None:
        return
    place = image.get_rect(midleft=target.midleft)
    clip = scale_rect(d.shown, sx, sy, view.topleft)
    if d.shown.right == d.full.right:  # not cut by a clip: a twin a little wider may show all of itself
        clip.w += max(0, place.right - target.right)
    if d.shown.bottom == d.full.bottom:
        clip.h += max(0, place.bottom - target.bottom)
    if d.shown.top == d.full.top and place.top < target.top:
        clip.h += target.top - place.top
        clip.y = place.top
    window.set_clip(clip.clip(bound))
    window.blit(image, place)


def _widgets(window: pygame.Surface, d: _Layer, view: pygame.Rect, sx: float, sy: float, bound: pygame.Rect) -> None:
    target = scale_rect(d.shown, sx, sy, view.topleft).clip(view)
    src = scale_rect(d.shown, *d.scale).clip(d.large.get_rect())
    window.set_clip(bound)  # a text before may have left its clip
    if src.size == target.size:
        window.blit(d.large, target, area=src)  # built for this window: pixel for pixel
    elif src.w > 0 and src.h > 0 and target.w > 0 and target.h > 0:  # built for another size (resized since)
        window.blit(pygame.transform.smoothscale(d.large.subsurface(src), target.size), target)


# How far a crisp twin may reach past its text's logical rect (NEAR_W/NEAR_H window pixels, and rounding).
REACH = 8


def _signature(d: _Drawn | _Layer) -> Signature:
    if isinstance(d, _Drawn):
        return (d.source, (*d.full, *d.shown), (*d.shown,))
    return (d.large, (*d.shown,), (*d.shown,))


def _changed_places(canvas: FrameCanvas, keep: list[_Drawn | _Layer]) -> list[pygame.Rect]:
    """Logical rects to draw again whatever their pixels say: texts that appeared, moved or went since the last
    frame (the text-free frame under them may not have changed), and every widget layer (its large copy may
    change where its small one does not). The last frame's signatures hold their surfaces, so an id is never
    a new surface's."""
    now = [_signature(d) for d in keep]
    before = canvas.last_drawn
    canvas.last_drawn = now
    places = [d.shown.inflate(2 * REACH, 2 * REACH) for d in keep if isinstance(d, _Layer)]
    if now == before:  # the usual frame: the same texts in the same places (surfaces compare by identity)
        return places
    old = {(id(sig[0]), sig[1]) for sig in before}
    new = {(id(sig[0]), sig[1]) for sig in now}
    if old == new:
        return places
    for sig in before + now:
        key = (id(sig[0]), sig[1])
        if (key in old) != (key in new):
            places.append(pygame.Rect(sig[2]).inflate(2 * REACH, 2 * REACH))
    return places


def compose(canvas: FrameCanvas, window: pygame.Surface, view: pygame.Rect) -> int:
    """Scale the frame into `view` on `window`, its uncovered text and widgets drawn at the final size; returns
    how many were. In a window larger than the frame, only what changed since the last frame is drawn again
    (frame_tiles); `canvas.updated` then lists the window rects that changed (None: all of it)."""
    keep = _still_on_top(canvas)
    texts = [d for d in keep if isinstance(d, _Drawn)]
    sx, sy = view.w / canvas.get_width(), view.h / canvas.get_height()
    if frame_tiles.exact(sx) and frame_tiles.exact(sy) and window.get_rect().contains(view):
        padded = canvas.padded()
        padded.blit(canvas, (0, 0))
        _restore_under(padded, texts)
        frame_tiles.pad_edges(padded, canvas.get_size())
        _compose_changes(canvas, padded, keep, window, view, sx, sy)
    else:  # a window smaller than the frame, or between the sizes tiles fit: scaled whole, as it always was
        canvas.tiler.reset()
        canvas.updated = None
        base: pygame.Surface = canvas
        if texts:
            base = canvas.scratch()
            base.blit(canvas, (0, 0))
            _restore_under(base, texts)
        window.fill((0, 0, 0))
        target = window.subsurface(view.clip(window.get_rect()))
        if target.get_size() == view.size and target.get_bitsize() == 32:
            pygame.transform.smoothscale(base, view.size, target)  # straight into the window: no new surfaces
        else:
            window.blit(pygame.transform.smoothscale(base, view.size), view)
        for d in keep:
            if isinstance(d, _Drawn):
                _text(window, d, view, sx, sy, view)
            else:
                _widgets(window, d, view, sx, sy, view)
    window.set_clip(None)
    canvas.drawn = None
    return len(keep)


def _restore_under(base: pygame.Surface, texts: list[_Drawn]) -> None:
    """Put back what was under each text on top: the frame as it would be without them."""
    for text in reversed(texts):  # newest first: each restores what was under it when it was drawn
        base.blit(text.under, text.shown)


def _compose_changes(
    canvas: FrameCanvas,
    base: pygame.Surface,
    keep: list[_Drawn | _Layer],
    window: pygame.Surface,
    view: pygame.Rect,
    sx: float,
    sy: float,
) -> None:
    forced = _changed_places(canvas, keep)
    if canvas.tiler.key is None:
        window.fill((0, 0, 0))  # the bars beside the view, once per window
    strips, targets, full = canvas.tiler.update(base, canvas.get_size(), window, view, forced)
    canvas.updated = None if full else targets
    reach = [d.shown.inflate(2 * REACH, 2 * REACH) for d in keep]
    for strip, bound in zip(strips, targets, strict=True):
        for i in strip.collidelistall(reach):  # in drawing order
            d = keep[i]
            if isinstance(d, _Drawn):
                _text(window, d, view, sx, sy, bound)
            else:
                _widgets(window, d, view, sx, sy, bound)
