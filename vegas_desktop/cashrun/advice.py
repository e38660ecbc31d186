"""Cash & Run's advice pieces: its choices named as the table names them and the judge's reasons in words (the
payout preview is the bets' odds, `odds.preview`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop.advice.reasons import explainer
from vegas_desktop.text import t


def casino_name(number: int) -> str:
    return t(f"cashrun.casino.{number}.name")


explain = explainer(casino_name)


def describe(view: Any, action: Any, names: Sequence[str]) -> str:
    """A choice as the table's decision card labels it (its words live with the table: imported on first use)."""
    from vegas_desktop.scenes.cashrun.words import describe as words

    return words(view, action, names)
