"""Why Hard values a card-game pick so, in a player's words: what laying it does at its casino if the round ended
now (takes the top bill or the second, knocks a rival off a bill, ties and cancels), or that it builds dice there
for later; in the last round, how often it wins in Hard's play-outs."""

from __future__ import annotations

from collections.abc import Sequence

from vegas_desktop.ai.appraisal import Reason
from vegas_desktop.cards.ai.heuristic import Shape, payout, table_bills, table_dice
from vegas_desktop.cards.model import CardsView


def why(view: CardsView, seat: int, shapes: Sequence[Shape], wins: int | None = None) -> Reason:
    """The reason for laying `shapes` (all of one number, as every legal pick is) from `seat`'s view; `wins`: the
    percent of last-round play-outs it wins, said alongside."""
    if not shapes:
        return Reason("cards.why.dice", {"casino": 0, "dice": 0})
    number = shapes[0][0]
    dice = sum(d for n, d in shapes if n == number)
    col = table_dice(view)[number - 1]
    hi, lo = table_bills(view)[number - 1]
    before = [payout(col, p, hi, lo) for p in range(view.players)]
    col[seat] += dice
    after = [payout(col, p, hi, lo) for p in range(view.players)]
    col[seat] -= dice
    hurt = [p for p in range(view.players) if p != seat and after[p] < before[p]]
    args: dict[str, object] = {"casino": number, "dice": dice}
    if wins is not None:
        args["wins"] = wins
    if after[seat] > before[seat]:
        key = "cards.why.take_top" if after[seat] == hi else "cards.why.take_second"
        args["bill"] = after[seat]
    elif hurt and after[seat] < before[seat]:
        key = "cards.why.cancel"
        args["rival"] = hurt[0]
    elif hurt:
        key = "cards.why.block"
        args["rival"] = hurt[0]
        args["bill"] = before[hurt[0]] - after[hurt[0]]
    elif after[seat] and after[seat] == before[seat]:
        key = "cards.why.keep"
        args["bill"] = after[seat]
    else:
        key = "cards.why.dice"
    if wins is not None:
        key += "_wins"
    return Reason(key, args)
