"""The card game's advice in words: a pick named by its cards, and the payout preview of the casinos it reaches."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop.advice.preview import CasinoChange, casino_lines, payouts
from vegas_desktop.advice.reasons import explainer
from vegas_desktop.cards.model import card_by_id
from vegas_desktop.cards.moves import Pick
from vegas_desktop.text import has, t


def casino_name(number: int) -> str:
    return t(f"table.casino.{number}")


explain = explainer(casino_name)


def card_words(number: int, dice: int) -> str:
    """'4', or '4 (2 dice)' for a double card."""
    return t("advice.card_double", number=number) if dice == 2 else str(number)


def describe(view: Any, action: Any, names: Sequence[str]) -> str:
    """'Play 4, 6 (2 dice)'."""
    if not isinstance(action, Pick):
        key = f"advice.action.{type(action).__name__}"
        return t(key) if has(key) else type(action).__name__
    cards = sorted((card_by_id(i) for i in action.card_ids), key=lambda c: (c.number, c.dice))
    return t("advice.pick", cards=", ".join(card_words(c.number, c.dice) for c in cards) or "—")


def changes(view: Any, action: Any) -> list[CasinoChange]:
    """Every casino the pick's cards go to, by dice shown. Others' hidden picks are not counted."""
    if not isinstance(action, Pick):
        return []
    by_id = {c.id: c for c in view.hand}
    chosen = [by_id[i] for i in action.card_ids if i in by_id]
    out = []
    for number in sorted({c.number for c in chosen}):
        index = number - 1
        before: dict[int, int] = {}
        for c in view.casinos[index]:
            before[c.owner] = before.get(c.owner, 0) + c.dice
        after = dict(before)
        after[view.seat] = after.get(view.seat, 0) + sum(c.dice for c in chosen if c.number == number)
        bills = tuple(view.bills[index])
        out.append(CasinoChange(number, payouts(before, bills), payouts(after, bills)))
    return out


def preview(view: Any, action: Any, seat: int, names: Sequence[str]) -> list[str]:
    return casino_lines(changes(view, action), seat, names, casino_name)
