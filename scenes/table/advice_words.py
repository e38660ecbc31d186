"""Advice in words: choices, figures, reasons and the payout preview named for the player.

Shared by the table's advice overlay, the games' advice looks and the game review. A choice is named by its
game's describer, a reason by its game's words, the preview by its game's own preview (all declared on the game's
descriptor); everything goes through `vegas_desktop.text`, so a language switch changes it all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop import games
from vegas_desktop.ai.appraisal import Reason, Unit
from vegas_desktop.app import style
from vegas_desktop.text import has, t


def fit(content: str, size: int, width: int, bold: bool = False) -> str:
    """`content` cut with an ellipsis to `width` pixels."""
    f = style.font(size, bold)
    if f.size(content)[0] <= width:
        return content
    while content and f.size(content + "…")[0] > width:
        content = content[:-1]
    return content + "…"


def wrap(content: str, size: int, width: int, bold: bool = False) -> list[str]:
    """`content` in lines of at most `width` pixels (by words)."""
    f = style.font(size, bold)
    lines: list[str] = []
    current = ""
    for word in content.split():
        attempt = f"{current} {word}".strip()
        if current and f.size(attempt)[0] > width:
            lines.append(current)
            current = word
        else:
            current = attempt
    return [*lines, current] if current else lines


def wrap_parts(content: str, size: int, width: int, joint: str = " · ") -> list[str]:
    """`content` in lines of at most `width` pixels, broken between its parts (`joint`), and between words only
    inside a part too wide alone (a long name); follow-on lines are indented."""
    f = style.font(size)
    indent = "   "
    lines: list[str] = []
    for part in content.split(joint):
        if lines and f.size(lines[-1] + joint + part)[0] <= width:
            lines[-1] += joint + part
            continue
        first = part if not lines else indent + part
        if f.size(first)[0] <= width:
            lines.append(first)
            continue
        pieces = wrap(part, size, width - f.size(indent)[0])
        lines += [piece if not lines and i == 0 else indent + piece for i, piece in enumerate(pieces)]
    return lines


def default_label(action: Any) -> str:
    """An action named by its kind, for games without a look (never empty)."""
    name = type(action).__name__
    key = f"advice.action.{name}"
    return t(key) if has(key) else name


def figure_text(value: float, unit: Unit) -> str:
    """A value in its unit: '42% to win', '+12k by the round's end', '+30k expected'."""
    if unit is Unit.WIN_CHANCE:
        shown = round(value)
        if shown < 1 and value < 1:
            return t("advice.figure.chance_below")
        return t("advice.figure.chance", value=min(100, shown))
    key = "advice.figure.money" if unit is Unit.ROUND_MONEY else "advice.figure.expected"
    return t(key, value=signed_k(round(value)))


def signed_k(amount: int) -> str:
    return f"+{amount}k" if amount > 0 else f"{amount}k" if amount < 0 else "±0"


def choice_words(game: str, view: Any, action: Any, names: Sequence[str]) -> str:
    """A choice in its table's own words (its game's describer), else by its kind."""
    describe = games.descriptor(game).describe
    if describe is not None:
        return describe(view, action, names)
    return default_label(action)


def reason_words(game: str, reason: Reason | None) -> str:
    """The judge's reason in the player's language (its game's words, else its text key), never empty."""
    if reason is None:
        return t("advice.why.plain")
    explain = games.descriptor(game).explain
    if explain is not None:
        return explain(reason)
    return t(reason.key, **dict(reason.args)) if has(reason.key) else t("advice.why.plain")


def preview_lines(game: str, view: Any, action: Any, seat: int, names: Sequence[str]) -> list[str]:
    """The payout preview of `action` for `seat` (its game's own; empty where it has none for that choice)."""
    preview = games.descriptor(game).preview
    if preview is None:
        return []
    try:
        return preview(view, action, seat, names)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):  # a view of another shape: no preview
        return []
