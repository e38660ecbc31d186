"""Tweens, timed tasks and a sequential animation queue.

Scenes turn rule events into tasks and only ask for the next move once the queue is empty, so the
rules never wait on animation. Every task consumes time and hands back what it did not use, so one
huge `dt` (a slow frame, or a very high speed setting) finishes as many tasks as fit instead of
stalling or skipping callbacks.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from vegas_desktop.app import motion

Ease = Callable[[float], float]


# -- easing --------------------------------------------------------------------------------------
def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc2(a: tuple[float, float], b: tuple[float, float], t: float, lift: float) -> tuple[float, float]:
    """A point on a flight from a to b that rises `lift` pixels at the middle (a thrown object)."""
    x, y = lerp2(a, b, t)
    return (x, y - lift * math.sin(math.pi * t))


# -- tasks ---------------------------------------------------------------------------------------
class Task:
    """Something that takes time. `advance` returns the unused part of `dt` (0 while still running)."""

    done = False

    def advance(self, dt: float) -> float:
        self.done = True
        return dt

    def finish(self) -> None:
        """Jump to the end (instant mode / skipping)."""
        while not self.done:
            self.advance(1e9)


class Wait(Task):
    def __init__(self, duration: float) -> None:
        self.left = max(0.0, duration)

    def advance(self, dt: float) -> float:
        if dt < self.left:
            self.left -= dt
            return 0.0
        rest = dt - self.left
        self.left = 0.0
        self.done = True
        return rest


class Call(Task):
    """Run a function once, taking no time."""

    def __init__(self, fn: Callable[[], object]) -> None:
        self.fn = fn

    def advance(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn()
        return dt


class Tween(Task):
    """Calls `apply(eased_progress)` every step from 0 to 1 over `duration`; `apply(1.0)` always comes last.

    `moves=True` marks a movement (a flight, a shake, a bounce): with reduced motion (app/motion.py) it takes no
    time, so only `apply(1.0)` is seen and the thing appears where it lands. Callbacks run as usual."""

    def __init__(
        self,
        duration: float,
        apply: Callable[[float], object],
        ease: Ease = ease_in_out_quad,
        on_start: Callable[[], object] | None = None,
        on_done: Callable[[], object] | None = None,
        *,
        moves: bool = False,
    ) -> None:
        self.moves = moves
        self.duration = max(0.0, motion.duration(duration) if moves else duration)
        self.apply = apply
        self.ease = ease
        self.on_start = on_start
        self.on_done = on_done
        self.elapsed = 0.0
        self.started = False

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        if not self.started:
            self.started = True
            if self.on_start is not None:
                self.on_start()
        self.elapsed += dt
        if self.duration > 0 and self.elapsed < self.duration:
            self.apply(self.ease(self.elapsed / self.duration))
            return 0.0
        self.apply(1.0)
        self.done = True
        if self.on_done is not None:
            self.on_done()
        return self.elapsed - self.duration if self.duration > 0 else dt


APPEAR = 0.15  # seconds a piece takes to fade in where it lands, with reduced motion


def flight(
    duration: float,
    apply: Callable[[float], object],
    ease: Ease = ease_in_out_quad,
    on_start: Callable[[], object] | None = None,
    on_done: Callable[[], object] | None = None,
    *,
    appear: Callable[[float], object] | None = None,
) -> Tween:
    """A Tween that moves something: dice flying or tumbling, bills and cards sliding, a pawn's hop.

    With reduced motion (app/motion.py) nothing travels: the piece is put where it lands as the flight starts
    (`apply(1.0)`) and, given `appear` (the piece's opacity from 0 to 1, e.g. a sprite's alpha), fades in there
    over APPEAR seconds; without it, it is simply there. `on_start` and `on_done` run as usual either way."""
    if not motion.reduced() or appear is None:
        return Tween(duration, apply, ease, on_start, on_done, moves=True)
    fade_in = appear

    def put() -> None:
        if on_start is not None:
            on_start()
        apply(1.0)
        fade_in(0.0)

    return Tween(min(APPEAR, duration), fade_in, linear, put, on_done)


class Sequence(Task):
    def __init__(self, tasks: Iterable[Task] = ()) -> None:
        self.tasks = list(tasks)
        self.index = 0

    def add(self, task: Task) -> None:
        self.tasks.append(task)

    def advance(self, dt: float) -> float:
        while self.index < len(self.tasks):
            dt = self.tasks[self.index].advance(dt)
            if not self.tasks[self.index].done:
                return 0.0
            self.index += 1
        self.done = True
        return dt


class Parallel(Task):
    """Runs tasks side by side; done when all are."""

    def __init__(self, tasks: Iterable[Task] = ()) -> None:
        self.tasks = list(tasks)

    def add(self, task: Task) -> None:
        self.tasks.append(task)

    def advance(self, dt: float) -> float:
        rest = dt
        for task in self.tasks:
            if not task.done:
                rest = min(rest, task.advance(dt))
        if all(task.done for task in self.tasks):
            self.done = True
            return rest
        return 0.0


def stagger(tasks: Iterable[Task], gap: float) -> Parallel:
    """Start each task `gap` seconds after the previous one (bills dealt one by one, dice flying)."""
    return Parallel(Sequence([Wait(i * gap), task]) for i, task in enumerate(tasks))


class AnimQueue:
    """Tasks run one after another. `busy` tells the scene whether it may ask for the next move.

    `update` stops early when `keep_going()` turns false, e.g. after a task pushed an overlay scene
    that must be seen before the rest of the queue plays on.
    """

    def __init__(self) -> None:
        self.tasks: list[Task] = []

    @property
    def busy(self) -> bool:
        return bool(self.tasks)

    def add(self, task: Task) -> None:
        self.tasks.append(task)

    def clear(self) -> None:
        self.tasks.clear()

    def update(self, dt: float, keep_going: Callable[[], bool] | None = None) -> None:
        while self.tasks:
            task = self.tasks[0]
            dt = task.advance(dt)
            if not task.done:
                return
            self.tasks.pop(0)
            if keep_going is not None and not keep_going():
                return

    def finish_all(self, keep_going: Callable[[], bool] | None = None) -> None:
        """Play everything to the end at once (instant mode)."""
        while self.tasks:
            task = self.tasks.pop(0)
            task.finish()
            if keep_going is not None and not keep_going():
                return
