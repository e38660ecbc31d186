"""A pygame event's optional fields, read in one place.

A pygame event carries only the fields of its kind, and events made by code (tests, the UI driver, a scene that
re-posts one) may leave out some a real device would give: a click without `button`, a key without `mod`. Each
reader here gives the value a real event would most likely have had.
"""

from __future__ import annotations

import pygame


def button(event: pygame.event.Event) -> int:
    """The mouse button of a click (1, the left one, when the event names none)."""
    return int(event.dict.get("button", 1))


def mods(event: pygame.event.Event) -> int:
    """The modifier keys held with a key (none when the event names none)."""
    return int(event.dict.get("mod", 0))


def has_pos(event: pygame.event.Event) -> bool:
    """The event says where the pointer is."""
    return "pos" in event.dict


def text(event: pygame.event.Event) -> str:
    """The text typed (empty when the event names none)."""
    return str(event.dict.get("text", ""))
