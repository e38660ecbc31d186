"""Menus of choices as trees (a button plays its action or opens its children): what both prompt cards share."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def reachable_actions(choices: Iterable[Any]) -> set[Any]:
    """Every action some path through the tree plays (tests and guards check it covers the legal list)."""
    found: set[Any] = set()
    stack = list(choices)
    while stack:
        c = stack.pop()
        if c.action is not None:
            found.add(c.action)
        stack.extend(c.children)
    return found
