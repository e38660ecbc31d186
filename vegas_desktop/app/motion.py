"""Reduced motion: one switch that animation code asks (`motion.reduced()`), set from the settings.

With it on, things that fly, shake or bob appear where they end up instead: `tween.Tween(..., moves=True)` becomes
zero-length, `tween.flight(..., appear=...)` puts the piece where it lands and fades it in there, `sway` offsets
(shakes, lifts, drifting notes) are 0, `GuiScene.motion` (bobbing menu dice, chasing bulbs, confetti) stands still.
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


def sway(offset: float) -> float:
    """An offset that shakes, lifts or drifts something in place: `offset`, or 0 with reduced motion (the piece
    stays at its resting place while the tween keeps its time, so the game's pace is the same)."""
    return 0.0 if _reduced else offset
