"""Royale's advice pieces: its choices named as the table names them, the judge's reasons in words, and the
payout preview (the casino a placement or a Power Play goes to, its two cards before and after)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop.advice.preview import CasinoChange, casino_lines, payouts, tally
from vegas_desktop.advice.reasons import explainer
from vegas_desktop.core.dice import Die
from vegas_desktop.royale.moves import Place, PowerPlay
from vegas_desktop.text import t


def casino_name(number: int) -> str:
    return t(f"table.casino.{number}")


def changes(view: Any, action: Any) -> list[CasinoChange]:
    if isinstance(action, Place) and view.throw:
        placed: list[Die] = [d for d in view.throw if d.value == action.value]
    elif isinstance(action, PowerPlay):
        placed = [Die(view.current, action.value, action.kind)]
    else:
        return []
    index = action.value - 1
    before = view.counts(index)
    after = dict(before)
    for owner, count in tally((d.owner, d.weight) for d in placed).items():
        after[owner] = after.get(owner, 0) + count
    bills = tuple(view.bills[index])
    return [CasinoChange(index + 1, payouts(before, bills), payouts(after, bills))]


def preview(view: Any, action: Any, seat: int, names: Sequence[str]) -> list[str]:
    return casino_lines(changes(view, action), seat, names, casino_name)


explain = explainer(casino_name)


def describe(view: Any, action: Any, names: Sequence[str]) -> str:
    """A choice as the table's decision card labels it (its words live with the table: imported on first use)."""
    from vegas_desktop.scenes.royale.words import describe as words

    return words(view, action, names)
