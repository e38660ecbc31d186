"""Animations every table scene plays the same way: the round banner and bills dealt from the pile.

They act on the scene's display model `d` (what is drawn), never on rules state; the tables differ only in
where things are and what their bill lists are called, which the callers pass in.
"""

from __future__ import annotations

from typing import Any

from scenes.lasvegas_view import BillSprite, Label
from vegas_desktop.app import style
from vegas_desktop.app.tween import Call, Sequence, Task, Tween, Wait, arc2, ease_out_back, ease_out_cubic, lerp, linear


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
    bills_attr: str,
    casino: int,
    amount: int,
    start: tuple[float, float],
    slot: tuple[float, float],
    scale: float = 0.8,
    lift: float = 40,
    spin: float = 20,
    duration: float = 0.3,
) -> Task:
    """One bill flies from the pile to its slot at a casino and lands in `d.<bills_attr>[casino]`.

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
        getattr(d, bills_attr)[casino].append(amount)
        d.bill_alpha[casino].append(255)

    return Tween(duration, move, ease_out_cubic, on_start=begin, on_done=land)
