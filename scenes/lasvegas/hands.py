"""Small helpers the Las Vegas table's parts share: the dice kinds in a hand, and the value keys."""

from __future__ import annotations

from typing import Any

import pygame

_VALUE_KEYS = {getattr(pygame, f"K_{v}"): v for v in range(1, 7)} | {
    getattr(pygame, f"K_KP{v}"): v for v in range(1, 7)
}


_KIND_ORDER = {"b": 0, "k": 1, "d": 2}


def _own(hand: list[str]) -> int:
    """Dice of the player's own colour in a hand (white dice ride along but are not theirs)."""
    return sum(1 for kind in hand if kind != "w")


def _own_kinds(hand: list[str]) -> list[str]:
    """The kinds of a hand's own dice as the panel shows them: Biggy first, then kickers, then plain dice."""
    return sorted((k for k in hand if k != "w"), key=lambda k: _KIND_ORDER.get(k, 3))


def _take_kinds(hand: list[str], dice: Any, owner: int) -> list[str]:
    """`hand` without the kinds of `owner`'s dice among `dice` (they left the hand)."""
    rest = list(hand)
    for x in dice:
        if x.owner == owner and x.kind in rest:
            rest.remove(x.kind)
    return rest


def _give_kind(hand: list[str], kind: str) -> None:
    hand.append(kind)
    hand.sort(key=lambda k: _KIND_ORDER.get(k, 3))
