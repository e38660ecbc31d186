"""Reduced motion: one switch that animation code asks (`motion.reduced()`), set from the settings.

With it on, things that fly, shake or bob appear where they end up instead: `tween.Tween(..., moves=True)` (and
`tween.flight`) become zero-length, `GuiScene.motion` (bobbing menu dice, chasing bulbs, confetti) stands still.
Fades and pauses stay: they are not motion, and they keep the game's pace readable.
"""

from __future__ import annotations

_reduced = False


def set_reduced(on: bool) -> None:
    global _reduced
    _reduced = bool(on)


def reduced() -> bool:
    """True when the player asked for reduced motion."""
    return _reduced


def duration(seconds: float) -> float:
    """The length of a movement: `seconds`, or 0 with reduced motion (the tween then jumps to its end)."""
    return 0.0 if _reduced else seconds
