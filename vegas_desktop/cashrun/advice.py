"""Cash & Run's advice pieces: its choices named as the table names them, the judge's reasons in words, and the
payout preview (a bet's odds and what it pays, `odds.py`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop.advice.reasons import explainer
from vegas_desktop.cashrun.odds import BetOdds, bet_odds
from vegas_desktop.text import has, t


def casino_name(number: int) -> str:
    return t(f"cashrun.casino.{number}.name")


explain = explainer(casino_name)


def describe(view: Any, action: Any, names: Sequence[str]) -> str:
    """A choice as the table's decision card labels it (its words live with the table: imported on first use)."""
    from vegas_desktop.scenes.cashrun.words import describe as words

    return words(view, action, names)


def preview(view: Any, action: Any, seat: int, names: Sequence[str]) -> list[str]:
    """The odds and payout of the choice under the pointer (empty for a choice that is not a bet)."""
    odds = bet_odds(view, action)
    if not odds:
        return []
    return [t("advice.preview.odds_title"), *(odds_line(o) for o in odds)]


def odds_line(o: BetOdds) -> str:
    """'Dozen ×2: wins 12 of 36 → +80k' (a pot, a takeover, Grand Slam: what is won instead of a multiple)."""
    if o.what == "sure":
        return t(f"advice.preview.sure_{o.kind}", payout=o.payout)
    name = bet_name(o.kind, o.pick)
    if o.what == "bet" and o.factor:
        return t("advice.preview.odds", bet=name, factor=o.factor, wins=o.wins, of=o.of, payout=o.payout)
    if o.what == "pot":
        return t("advice.preview.odds_pot", bet=name, wins=o.wins, of=o.of, payout=o.payout)
    if o.what == "grand_slam":
        return t("advice.preview.odds_slam", bet=name, wins=o.wins, of=o.of, payout=o.payout)
    return t("advice.preview.odds_plain", bet=name, wins=o.wins, of=o.of)


def bet_name(kind: str, pick: tuple[int, ...]) -> str:
    key = f"advice.bet.{kind}"
    if not has(key) and kind != "one":
        return kind
    if kind == "dozen":
        return t(key, a=12 * pick[0] + 1, b=12 * pick[0] + 12) if pick else t("advice.bet.dozen_any")
    if kind == "six":
        return t(key, a=6 * pick[0] + 1, b=6 * pick[0] + 6) if pick else t("advice.bet.six_any")
    if kind == "two":
        return t(key, a=pick[0], b=pick[1]) if len(pick) == 2 else t("advice.bet.two_any")
    if kind == "one":
        return t("advice.bet.single", a=pick[0]) if pick else t("advice.bet.one_any")
    if kind == "suit":
        return t(f"advice.suit.{pick[0]}") if pick else t("advice.bet.suit_any")
    return t(key)
