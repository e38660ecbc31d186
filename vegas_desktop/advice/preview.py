"""The payout preview's shared pieces: who would take which bill at a casino, before and after a choice.

Each game's own preview (its descriptor's `preview`) says what a choice under the pointer would change if the
round ended now, from the seat's observation only; games that pay by majorities build it from `CasinoChange`s
and put them in words with `casino_lines`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from vegas_desktop.core.ranking import rank_cancelling
from vegas_desktop.text import t

Payouts = tuple[tuple[int, int], ...]  # (owner, bill) in bill order; owners < 0 are neutral dice


@dataclass(frozen=True)
class CasinoChange:
    """One casino, if the round ended now: who would take which bill before and after the choice."""

    casino: int  # 1-based
    before: Payouts
    after: Payouts

    def gain(self, seat: int) -> int:
        """What `seat` would win more (or less) at this casino after the choice."""
        return _take(self.after, seat) - _take(self.before, seat)


def _take(payouts: Payouts, seat: int) -> int:
    return sum(bill for owner, bill in payouts if owner == seat)


def payouts(keys: Mapping[int, Any], bills: tuple[int, ...] | list[int]) -> Payouts:
    """Who takes which bill: equal keys cancel, the rest by key, highest first (the rules' scoring)."""
    ranking, _ = rank_cancelling(keys)
    return tuple(zip(ranking, bills, strict=False))


def tally(owners: Iterable[tuple[int, int]]) -> dict[int, int]:
    """(owner, weight) pairs summed by owner: the dice (or cards' dice) each owner has at a casino."""
    out: dict[int, int] = {}
    for owner, weight in owners:
        out[owner] = out.get(owner, 0) + weight
    return out


def who(owner: int, seat: int, names: Sequence[str]) -> str:
    if owner == seat:
        return t("advice.you")
    if 0 <= owner < len(names):
        return names[owner]
    return t("advice.neutral")


def k_or_dash(amount: int | None) -> str:
    return f"{amount}k" if amount else "—"


def _by_owner(payouts: Payouts) -> dict[int, int]:
    total: dict[int, int] = {}
    for owner, bill in payouts:
        total[owner] = total.get(owner, 0) + bill
    return total


def casino_lines(
    changes: Sequence[CasinoChange], seat: int, names: Sequence[str], casino_name: Callable[[int], str]
) -> list[str]:
    """The preview in words: a title, then per casino who would get what, before → after (empty: no change)."""
    if not changes:
        return []
    lines = [t("advice.preview.title")]
    for change in changes:
        before, after = _by_owner(change.before), _by_owner(change.after)
        owners = sorted(set(before) | set(after), key=lambda o: (o != seat, o))
        moved = [o for o in owners if before.get(o, 0) != after.get(o, 0)]
        casino = casino_name(change.casino)
        if not moved:
            held = [f"{who(o, seat, names)} {after[o]}k" for o in owners if after.get(o)]
            lines.append(t("advice.preview.no_change", casino=casino, held=" · ".join(held) or "—"))
            continue
        parts = [
            t(
                "advice.preview.change",
                who=who(o, seat, names),
                before=k_or_dash(before.get(o)),
                after=k_or_dash(after.get(o)),
            )
            for o in moved
        ]
        lines.append(f"{casino}: " + " · ".join(parts))
    return lines
