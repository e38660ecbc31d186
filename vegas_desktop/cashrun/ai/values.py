"""What Hard's Cash & Run rules weigh, as figures a player can read: each choice's worth in money (k) by the rule
that decides it, with the reason the rule gives. The play-out decisions (the Cash & Run move, takeovers) are
valued by their play-outs in `agents.py`; these are the rules' own reckonings, so the rule's choice is on top.

Every function takes the seat's plain `Table` (nothing it may not see) and returns one `Valued` per option.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from vegas_desktop.ai.appraisal import Reason
from vegas_desktop.cashrun.ai import judgement as cm
from vegas_desktop.cashrun.ai import policy as cp

# A lead of this much money (k) moves Hard's play-out chance by one point near an even game (its score is the
# normal curve of lead / sigma: the slope at 0 is 1 / (sigma * sqrt(2 pi))).
MONEY_PER_POINT = 1500.0 * 0.01 * math.sqrt(2.0 * math.pi)
LAP_START = 0.75  # the final lap starts unless the card drawn is a spade


@dataclass(frozen=True)
class Valued:
    value: float
    reason: Reason


def why(key: str, **args: object) -> Reason:
    return Reason(f"cashrun.judge.{key}", args)


def start_lap(t: cp.Table, start: bool, lap_value: float, style: cp.Style) -> tuple[Valued, Valued]:
    """(Roll, StartFinalLap): the lap is worth `lap_value` three times in four; with a rival on its final lap
    that we can still challenge, starting ours gives up the takeovers that could break it."""
    if start:
        return Valued(0.0, why("roll_wait")), Valued(LAP_START * lap_value, why("start_lap"))
    if any(t.final_lap[r] for r in t.rivals()):
        return Valued(0.0, why("roll_break")), Valued(-cp.LAP_BONUS, why("start_lap_rival"))
    return Valued(0.0, why("roll")), Valued(-1.0, why("start_lap_wait"))


def buy_casino(t: cp.Table, casino: int, name: str, style: cp.Style) -> tuple[Valued, Valued]:
    """(Buy, Pass): a casino is worth its `worth` beyond the price; below the chips kept in reserve only one
    worth over 400k is bought, the reserve's shortfall counted against it."""
    worth = t.worth(casino)
    spare = t.chips[t.me] - cp.CASINO_PRICE
    if spare >= style.reserve or worth > 400:
        buy = Valued(worth - cp.CASINO_PRICE, why("buy_casino", casino=name))
    else:
        buy = Valued(-float(style.reserve - spare), why("buy_casino_short", casino=name, reserve=style.reserve))
    return buy, Valued(0.0, why("keep_chips"))


def card_worth(t: cp.Table, style: cp.Style) -> float:
    """What Hard counts a bluff card worth (k): more while it holds a combination or is on its final lap."""
    return style.keep_cards if t.lap_or_combination() else 60.0


def buy_bluff(t: cp.Table, style: cp.Style, buys: bool) -> tuple[Valued, Valued]:
    """(Buy, Pass) for a bluff card: its worth for the replays it buys, unless the chips or the hand say no."""
    if buys:
        return Valued(card_worth(t, style), why("buy_bluff")), Valued(0.0, why("keep_chips"))
    if len(t.hand) >= 3:
        return Valued(-float(cp.BLUFF_PRICE), why("buy_bluff_full")), Valued(0.0, why("keep_chips"))
    floor = max(style.reserve, style.bluff_floor)
    short = max(1.0, float(floor - (t.chips[t.me] - cp.BLUFF_PRICE)))
    return Valued(-short, why("buy_bluff_short", reserve=floor)), Valued(0.0, why("keep_chips"))


def discard(hand: list[str], card: str) -> Valued:
    """Dropping `card`: a blank costs nothing; a symbol held twice costs less than a single one."""
    if card == cm.BLANK:
        return Valued(0.0, why("discard_blank"))
    return Valued(-60.0 / hand.count(card), why("discard_double" if hand.count(card) > 1 else "discard_single"))


def stake(amount: int, factor: int, game: str, my_chips: int, owner_chips: int, force: float, risk: float) -> float:
    """`cm.choose_stake`'s reckoning of one stake at the chosen bet: the chance of forcing the owner to auction
    (worth `force`), the bet's money and the price of the risk to our chips."""
    p = cm.win_prob(factor, game)
    forces = force > 0 and amount * factor > owner_chips
    money = p * factor * amount - (1 - p) * amount
    return (p * force if forces else 0.0) + money - risk * amount * amount / max(200.0, my_chips) * 0.5


def bet(amount: int, factor: int, game: str, owner_chips: int, force: float) -> float:
    """The money a bet at this stake is expected to bring, with the chance of forcing the owner to auction."""
    p = cm.win_prob(factor, game)
    forces = force > 0 and amount * factor > owner_chips
    return (p * force if forces else 0.0) + p * factor * amount - (1 - p) * amount


def judge(good_accept: float, good_challenge: float, gain: float, loss: float) -> tuple[float, float]:
    """(Accept, Challenge) in expected money: the replay is won with `good_accept`, a called bluff with
    `good_challenge` (the card does not show the game)."""
    return (
        good_accept * gain - (1 - good_accept) * loss,
        good_challenge * gain - (1 - good_challenge) * loss,
    )


def auction_price(t: cp.Table, casino: int) -> int:
    """What an auction of our `casino` would bring: the highest Normal ceiling among the others."""
    top = 0
    for s in t.rivals():
        seen = cp.Table(
            me=s,
            players=t.players,
            chips=t.chips,
            owners=t.owners,
            types=t.types,
            colours=t.colours,
            hand=[],
            bluff_counts=t.bluff_counts,
            out=t.out,
            final_lap=t.final_lap,
            bank=t.bank,
            pot=t.pot,
            lines=t.lines,
            laid=t.laid,
        )
        top = max(top, min(cm.bid_limit(seen.worth(casino), t.chips[s], cp.NORMAL.reserve), t.chips[s]))
    return max(top, 0)


def sale_loss(t: cp.Table, casino: int) -> float:
    """What selling our `casino` now costs (k): its worth to us beyond the auction's price (at least 1k: Hard
    never sells of its own accord)."""
    return max(1.0, t.worth(casino) - auction_price(t, casino))
