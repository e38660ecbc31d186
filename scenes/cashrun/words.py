"""Cash & Run's choices in the table's own words: as the decision's card labels its button(s)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop.cashrun.model import CashRunView
from vegas_desktop.cashrun.moves import Auction, Bid, Stake
from vegas_desktop.scenes.cashrun.build import build_prompt
from vegas_desktop.scenes.table.advice import choices_label
from vegas_desktop.scenes.table.advice_words import default_label
from vegas_desktop.text import t


def describe(view: CashRunView, action: Any, names: Sequence[str]) -> str:
    if isinstance(action, Stake):
        return t("advice.stake", amount=action.amount)
    if isinstance(action, Bid):
        return t("advice.bid", amount=action.amount)
    if isinstance(action, Auction):
        return t("advice.auction", casino=t(f"cashrun.casino.{action.casino}.name"))
    everyone = [*names, *([""] * max(0, view.players - len(names)))]
    try:
        prompt = build_prompt(view, [action], view.seat, everyone)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):  # a choice no card of this phase shows
        return default_label(action)
    return choices_label(prompt.choices(), action) or default_label(action)
