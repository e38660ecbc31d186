"""Pig & Bet's advice pieces, from its own folder: its choices in the table's words, the judge's reasons and the
payout preview of banking."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop.ai.appraisal import Reason
from vegas_desktop.text import t

from .rules import Bank, Bet, PigView, Roll


def _name(seat: int, names: Sequence[str]) -> str:
    return names[seat] if 0 <= seat < len(names) else t("pigbet.player", n=seat + 1)


def describe(view: PigView, action: Any, names: Sequence[str]) -> str:
    if isinstance(action, Bet):
        return t("pigbet.say.bet", name=_name(action.on, names))
    if isinstance(action, Bank):
        return t("pigbet.say.bank", pot=view.pot)
    if isinstance(action, Roll):
        return t("pigbet.say.roll")
    return str(action)


def explain(reason: Reason) -> str:
    return t(reason.key, **dict(reason.args))


def preview(view: PigView, action: Any, seat: int, names: Sequence[str]) -> list[str]:
    """Banking: the money before and after. Other choices change nothing yet."""
    if not isinstance(action, Bank) or not view.pot:
        return []
    money = view.money[seat]
    return [t("pigbet.preview.title"), t("pigbet.preview.bank", before=money, after=money + view.pot)]
