"""Why Hard values a Las Vegas move: what it does to the bills of the casino it plays on, as the round would be
scored now (the standing Hard's play-outs and Normal's judgement start from).

A reason is a text key of `assets/lang/*/lasvegas_why.json` with its arguments: `casino` (1-6, 7 the Bandit: the
descriptor's `explain` names it), `bill` (k), `count` (own dice the move places) and `left` (own dice still in hand
after it).
"""

from __future__ import annotations

from vegas_desktop.ai.appraisal import Reason
from vegas_desktop.lasvegas.ai.evaluation import bandit_payout, casino_counts, payout_map
from vegas_desktop.lasvegas.model import BANDIT, KICKER, Die, LasVegasState
from vegas_desktop.lasvegas.moves import Action, Kick, Place


def reason(obs: LasVegasState, action: Action, seat: int) -> Reason:
    """The plain reason for `action` by `seat` at `obs` (nothing hidden is read)."""
    if isinstance(action, Place):
        index = BANDIT if action.bandit else action.value - 1
        laid = [d for d in obs.throw or () if d.value == action.value]
        after = [*obs.casinos[index], *(d for d in laid if d.kind != KICKER)]
        count = sum(1 for d in laid if d.owner == seat)
    elif isinstance(action, Kick):
        index = obs.kick_casino
        after = [d for d in obs.casinos[index] if d != action.die and d.kind != KICKER]
        count = 0
    else:
        return Reason("lasvegas.why.roll")
    bills = obs.bills[index]
    before, now = _paid(obs.casinos[index], bills, index), _paid(after, bills, index)
    mine0, mine1 = before.get(seat, 0), now.get(seat, 0)
    lost = [b for o, b in before.items() if o != seat and o >= 0 and now.get(o, 0) < b]
    args = {"casino": index + 1, "count": count, "left": len(obs.supply[seat]) - count}
    if isinstance(action, Kick):
        return Reason("lasvegas.why.kick", {**args, "bill": max(lost, default=mine1 - mine0)})
    if mine1 > mine0:
        return Reason("lasvegas.why.takes_from" if lost else "lasvegas.why.takes", {**args, "bill": mine1})
    if lost:
        return Reason("lasvegas.why.blocks", {**args, "bill": max(lost)})
    if mine1 > 0:
        return Reason("lasvegas.why.guards", {**args, "bill": mine1})
    return Reason("lasvegas.why.builds", args)


def _paid(dice: list[Die], bills: list[int], index: int) -> dict[int, int]:
    """Who would take which bill at casino `index` with `dice` on it, were it scored now."""
    return bandit_payout(dice, bills) if index == BANDIT else payout_map(casino_counts(dice), bills)
