"""Animations every table shares: the round banner, bills dealt from the pile and paid out, pieces fading away,
dice lying still in the arena, and the scrolling move log.

They act on the scene's display model `d` (what is drawn), never on rules state; the tables differ only in
where things are and what their bill lists are called, which the callers pass in.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

import pygame

from vegas_desktop.app import event_fields, motion, style
from vegas_desktop.app.tween import (
    Call,
    Sequence,
    Task,
    Tween,
    Wait,
    arc2,
    ease_in_out_quad,
    ease_in_quad,
    ease_out_back,
    ease_out_cubic,
    flight,
    lerp,
    linear,
)
from vegas_desktop.scenes.dice import arena as lay
from vegas_desktop.scenes.dice.throw import separate
from vegas_desktop.scenes.table.pieces import (
    LOG_LINE,
    LOG_TEXT,
    LOG_TOP,
    BillSprite,
    DieSprite,
    Label,
    log_rows,
    scroll_log,
)


def round_banner(d: Any, text: str, centre: tuple[float, float], hold: float) -> Task:
    """The big gold "Round n" that pops up over the arena, holds and fades (then `d.banner` is cleared)."""
    banner = Label(text, centre[0], centre[1], style.GOLD, 44, 0)

    def show(p: float) -> None:
        banner.alpha = round(255 * min(1.0, p * 1.5))
        banner.scale = lerp(0.6, 1.0, p)
        d.banner = banner

    def hide(p: float) -> None:
        banner.alpha = round(255 * (1 - p))

    return Sequence(
        [
            Tween(0.3, show, ease_out_back),
            Wait(hold),
            Tween(0.3, hide, linear),
            Call(lambda: setattr(d, "banner", None)),
        ]
    )


def deal_bill(
    d: Any,
    bills: Callable[[], list[list[int]]],
    casino: int,
    amount: int,
    start: tuple[float, float],
    slot: tuple[float, float],
    scale: float = 0.8,
    lift: float = 40,
    spin: float = 20,
    duration: float = 0.3,
) -> Task:
    """One bill flies from the pile to its slot at a casino and lands in `bills()[casino]`.

    The list is looked up on landing, not now: the round start empties the casinos after this is built.
    """
    sprite = BillSprite(amount, *start, scale=scale)

    def begin() -> None:
        d.pile = max(0, d.pile - 1)
        d.flying_bills.append(sprite)

    def move(p: float) -> None:
        sprite.x, sprite.y = arc2(start, slot, p, lift)
        sprite.scale = lerp(scale, 1.0, p)
        sprite.angle = spin * (1 - p)

    def land() -> None:
        if sprite in d.flying_bills:
            d.flying_bills.remove(sprite)
        bills()[casino].append(amount)
        d.bill_alpha[casino].append(255)

    return flight(duration, move, ease_out_cubic, begin, land, appear=partial(_appear, sprite))


def resting_sprites(rng: random.Random, dice: list[tuple[int, str, int]]) -> list[DieSprite]:
    """Dice (owner, kind, value) lying still near the arena's centre, apart from each other.

    Used when the picture re-syncs with the rules (no throw to animate), so the dice still look thrown.
    """
    pts = [[lay.CENTRE[0] + rng.uniform(-60, 60), lay.CENTRE[1] + rng.uniform(-50, 50)] for _ in dice]
    separate(pts, [float(lay.ARENA_DIE)] * len(dice))
    return [DieSprite(o, k, v, p[0], p[1], 0.0, rng.uniform(-8, 8), v) for (o, k, v), p in zip(dice, pts, strict=True)]


def pay_bill(
    d: Any,
    casino: int,
    k: int,
    amount: int,
    start: tuple[float, float],
    target: tuple[float, float],
    winner: int | None,
    log: Callable[[], None],
    lift: float = 70,
    peak: float = 1.35,
    wobble: float = 14,
    duration: float = 0.6,
) -> Task:
    """Bill `k` of a casino swells, arcs to its winner's panel and is counted there (`winner` None: to the pile)."""
    sprite = BillSprite(amount, *start)

    def begin() -> None:
        if k < len(d.bill_alpha[casino]):
            d.bill_alpha[casino][k] = 0
        d.flying_bills.append(sprite)
        log()

    def move(p: float) -> None:
        sprite.x, sprite.y = arc2(start, target, p, lift)
        sprite.scale = lerp(1.0, peak, math.sin(math.pi * p)) if p < 0.5 else lerp(peak, 0.7, (p - 0.5) * 2)
        sprite.angle = wobble * math.sin(math.pi * 2 * p)

    def land() -> None:
        if sprite in d.flying_bills:
            d.flying_bills.remove(sprite)
        if winner is None:
            d.pile += 1
            return
        d.money[winner] += amount
        d.bills_won[winner] += 1
        d.money_pop[winner] = 1.0

    return flight(duration, move, ease_in_out_quad, begin, land, appear=partial(_appear, sprite))


def _appear(sprite: Any, p: float) -> None:
    """A piece's opacity while it fades in where it lands (reduced motion: see tween.flight)."""
    sprite.alpha = round(255 * p)


def appear_all(pieces: list[Any]) -> Callable[[float], None]:
    """`tween.flight`'s `appear` for a list of pieces (read when the fade runs: a throw fills it as it starts)."""

    def appear(p: float) -> None:
        for piece in pieces:
            piece.alpha = round(255 * p)

    return appear


def fade_away(
    take: Callable[[], list[Any]], clear: Callable[[], None], duration: float, ease: Any, pause: float
) -> Task:
    """Pieces (dice or cards, taken when the fade starts) fade out; then `clear` empties their places."""
    leaving: list[Any] = []

    def begin() -> None:
        leaving[:] = take()

    def fade(p: float) -> None:
        for piece in leaving:
            piece.alpha = round(255 * (1 - p))

    steps: list[Task] = [Call(begin), Tween(duration, fade, ease), Call(clear)]
    return Sequence(steps + [Wait(pause)] if pause else steps)


def tie_shake(
    d: Any,
    label: Label,
    take: Callable[[], list[Any]],
    clear: Callable[[list[Any]], None],
    *,
    pop: float = 1.5,
    amplitude: float = 3.0,
    vanish: float = 0.35,
    shrink: float = 1.0,
    rise: float = 0.0,
) -> Task:
    """A tie at a casino: `label` pops in (from `pop` times its size) while the tied pieces, taken when it starts
    (each with `dx` and `alpha`), shake; then they fade out with it (shrinking to `shrink` of their size, the
    label rising `rise` px) and `clear(pieces)` takes them off the casino."""
    victims: list[Any] = []
    y = label.y

    def begin() -> None:
        victims[:] = take()
        d.labels.append(label)

    def shake(p: float) -> None:
        label.alpha = round(255 * min(1.0, p * 3))
        label.scale = lerp(pop, 1.0, ease_out_back(min(1.0, p * 1.5)))
        for c in victims:
            c.dx = motion.sway(amplitude * math.sin(p * 38) * (1 - p * 0.5))

    def fade(p: float) -> None:
        for c in victims:
            c.dx = 0.0
            c.alpha = round(255 * (1 - p))
            if shrink != 1.0:
                c.scale = lerp(1.0, shrink, p)
        if rise:
            label.y = y - motion.sway(rise * p)
        label.alpha = round(255 * (1 - p * p))

    def end() -> None:
        clear(victims)
        if label in d.labels:
            d.labels.remove(label)

    return Sequence([Call(begin), Tween(0.45, shake, linear), Tween(vanish, fade, ease_in_quad), Call(end)])


class LogScroller(Protocol):
    """What scrolls a move log: the display model holding it, and the pointer's state over it."""

    d: Any  # the display model (its `log` and `log_scroll`)
    log_pointer: tuple[int, int] | None  # where the pointer was last seen (wheel events carry no position)
    log_drag: int | None  # the pointer's height while the log is dragged


def log_scroll_event(
    scene: LogScroller,
    event: pygame.event.Event,
    box: pygame.Rect,
    form: tuple[int, int, int] = (LOG_TEXT, LOG_LINE, LOG_TOP),
) -> bool:
    """The move log scrolls under the pointer: the wheel by three lines, PageUp/PageDown by a page, Home/End to
    the oldest/newest, or dragged with the left button held (the lines follow the pointer). Remembers the pointer
    (wheel events carry no position). True if the event was used."""
    dragging = scene.log_drag
    if dragging is not None and event.type == pygame.MOUSEMOTION and event_fields.has_pos(event):
        scene.log_pointer = event.pos
        if not event.dict.get("buttons", (1,))[0]:  # the button came up outside the window
            scene.log_drag = None
            return False
        lines = int((event.pos[1] - dragging) / form[1])
        if lines:
            scroll_log(scene.d, box, lines, *form)
            scene.log_drag = dragging + lines * form[1]
        return True
    if dragging is not None and event.type == pygame.MOUSEBUTTONUP:
        scene.log_drag = None
        return True
    if event.type == pygame.MOUSEMOTION and event_fields.has_pos(event):
        scene.log_pointer = event.pos
        return False
    if (
        event.type == pygame.MOUSEBUTTONDOWN
        and event_fields.button(event) == 1
        and event_fields.has_pos(event)
        and box.collidepoint(event.pos)
    ):
        scene.log_pointer = event.pos
        scene.log_drag = event.pos[1]
        return True
    pointer = scene.log_pointer
    if pointer is None or not box.collidepoint(pointer):
        return False
    if event.type == pygame.MOUSEWHEEL:
        scroll_log(scene.d, box, 3 * int(event.dict.get("y", 0)), *form)
        return True
    if event.type == pygame.MOUSEBUTTONDOWN and event_fields.button(event) in (4, 5):
        return True  # the wheel's old-style button events: already scrolled by MOUSEWHEEL
    if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
        page = max(1, log_rows(box, form[1], form[2]) - 1)
        delta = {pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page, pygame.K_HOME: 10**6, pygame.K_END: -(10**6)}
        scroll_log(scene.d, box, delta[event.key], *form)
        return True
    return False
