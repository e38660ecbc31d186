"""Bounded caches for drawn surfaces, and giving memory back after a screen closes.

`functools.lru_cache` bounds entries, not bytes: a thousand 3x-supersampled dice weigh ~100 MB while a
thousand labels weigh ~2 MB. `surface_cache` is an LRU bounded by both the count of entries and the bytes
of the pixels they hold, so the drawing caches together stay within a known budget however long the
process runs. Every cache registers itself in `CACHES` (the tests and the memory benchmark read it).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, ParamSpec, TypeVar

import pygame

P = ParamSpec("P")
R = TypeVar("R")
MB = 1024 * 1024
_OBJECT_BYTES = 64  # rough cost of a non-surface entry (fonts, tuples of numbers)


@dataclass(frozen=True)
class CacheInfo:
    name: str
    hits: int
    misses: int
    items: int
    bytes: int
    max_items: int
    max_bytes: int


class Counted:
    """A cached value that counts the bytes of its own surfaces (layers.Layer)."""

    nbytes: int


def size_of(value: Any) -> int:
    """Bytes of pixel data held by a cached value (a surface, or a tuple/list holding surfaces)."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height() + _OBJECT_BYTES
    if isinstance(value, (tuple, list)):
        return sum(size_of(v) for v in value) or _OBJECT_BYTES
    return value.nbytes if isinstance(value, Counted) else _OBJECT_BYTES


class SurfaceCache(Generic[P, R]):
    """Memoises `fn` by its arguments; evicts the least recently used entries beyond the bounds.

    A value larger than `max_bytes` on its own is returned but not kept, so `bytes <= max_bytes` always holds.
    Cached surfaces are shared: callers copy before drawing on them (as with lru_cache before).
    """

    def __init__(self, fn: Callable[P, R], max_bytes: int, max_items: int) -> None:
        self.fn = fn
        self.name = f"{fn.__module__}.{fn.__qualname__}"
        self.max_bytes = max_bytes
        self.max_items = max_items
        self._data: OrderedDict[Hashable, tuple[R, int]] = OrderedDict()
        self._bytes = 0
        self.hits = self.misses = 0
        functools.update_wrapper(self, fn)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key: Hashable = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        hit = self._data.get(key)
        if hit is not None:
            self._data.move_to_end(key)
            self.hits += 1
            return hit[0]
        self.misses += 1
        return self._keep(key, self.fn(*args, **kwargs))

    def lookup(self, key: Hashable, make: Callable[[], R]) -> R:
        """The value kept under `key`, or `make()` kept there: for values made by a caller's own function (a
        layer's drawing), which cannot be part of the key."""
        hit = self._data.get(key)
        if hit is not None:
            self._data.move_to_end(key)
            self.hits += 1
            return hit[0]
        self.misses += 1
        return self._keep(key, make())

    def _keep(self, key: Hashable, value: R) -> R:
        size = size_of(value)
        if size <= self.max_bytes and self.max_items > 0:
            self._data[key] = (value, size)
            self._bytes += size
            while self._bytes > self.max_bytes or len(self._data) > self.max_items:
                _, (_, old) = self._data.popitem(last=False)
                self._bytes -= old
        return value

    def cache_info(self) -> CacheInfo:
        items, size = len(self._data), self._bytes
        return CacheInfo(self.name, self.hits, self.misses, items, size, self.max_items, self.max_bytes)

    def cache_clear(self) -> None:
        self._data.clear()
        self._bytes = 0
        self.hits = self.misses = 0


CACHES: list[SurfaceCache[Any, Any]] = []


def surface_cache(max_mb: float, max_items: int = 4096) -> Callable[[Callable[P, R]], SurfaceCache[P, R]]:
    """Decorator: an LRU cache of at most `max_mb` megabytes of pixels and `max_items` entries."""

    def wrap(fn: Callable[P, R]) -> SurfaceCache[P, R]:
        cache = SurfaceCache(fn, int(max_mb * MB), max_items)
        CACHES.append(cache)
        return cache

    return wrap


def clear_caches() -> None:
    """Empty every drawing cache (e.g. when text sizes change with the window's scale)."""
    for c in CACHES:
        c.cache_clear()


def budget_bytes() -> int:
    return sum(c.max_bytes for c in CACHES)


def _libc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError):  # not glibc (musl has no malloc_trim): nothing to do
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


_TRIM = _libc_trim()


def reclaim() -> None:
    """Free what closed screens left behind: their reference cycles (a scene and its widgets' callbacks hold
    each other, and the collector rarely runs on its own because surfaces are few but large objects), then hand
    freed heap pages back to the system (glibc keeps them otherwise, and resident memory only grows)."""
    gc.collect()
    if _TRIM is not None:
        _TRIM(0)
