"""Las Vegas's advice in words: its choices as the table names them, and the payout preview of a placement."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop.advice.preview import CasinoChange, casino_lines, payouts, tally
from vegas_desktop.advice.reasons import explainer
from vegas_desktop.lasvegas.model import BANDIT, KICKER, bandit_keys
from vegas_desktop.lasvegas.moves import Kick, Place
from vegas_desktop.text import has, t


def casino_name(number: int) -> str:
    """A casino by its name on the table (7: the Bandit)."""
    return t(f"table.casino.{number}")


def describe(view: Any, action: Any, names: Sequence[str]) -> str:
    """A choice in the table's words ('Place the 4s on Oasis', 'Kick a 3 of Lucy')."""
    if isinstance(action, Place):
        if action.bandit:
            return t("advice.place_bandit", value=action.value)
        return t("advice.place", value=action.value, casino=casino_name(action.value))
    if isinstance(action, Kick):
        owner = action.die.owner
        who = names[owner] if 0 <= owner < len(names) else t("advice.neutral")
        return t("advice.kick", value=action.die.value, who=who)
    key = f"advice.action.{type(action).__name__}"
    return t(key) if has(key) else type(action).__name__


def changes(view: Any, action: Any) -> list[CasinoChange]:
    """A placement (`Place`): its casino (or the Bandit) before and after. Kickers leave again."""
    if not isinstance(action, Place) or not view.throw:
        return []
    index = BANDIT if action.bandit else action.value - 1
    if index >= len(view.casinos):
        return []
    placed = [d for d in view.throw if d.value == action.value and d.kind != KICKER]
    on = list(view.casinos[index])

    def score(dice: list[Any]) -> Any:
        return bandit_keys(dice) if index == BANDIT else tally((d.owner, d.weight) for d in dice)

    bills = tuple(view.bills[index])
    return [CasinoChange(index + 1, payouts(score(on), bills), payouts(score(on + placed), bills))]


def preview(view: Any, action: Any, seat: int, names: Sequence[str]) -> list[str]:
    return casino_lines(changes(view, action), seat, names, casino_name)


explain = explainer(casino_name)
