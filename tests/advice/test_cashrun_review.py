"""Cash & Run's review scores every kind of decision, not only bets: a crafted game's reckless bid is found."""

from __future__ import annotations

from typing import Any

import pytest

from vegas_desktop import games
from vegas_desktop.advice import hint, review
from vegas_desktop.cashrun.model import Phase
from vegas_desktop.cashrun.moves import Auction, Bid, Pass

PLAYERS, SEED = 3, 5


def _crafted() -> tuple[list[tuple[int, Any]], int, Bid]:
    """Normal plays every seat, except: seat 1 puts a casino up for auction on its first turn, and seat 0 (the
    reviewed player) then bids everything it may for it."""
    rules = games.rules_for("cashrun")
    state, _ = rules.new_game(PLAYERS, SEED, None)
    agents = [games.make_agent("cashrun", "normal", 100 + p) for p in range(PLAYERS)]
    log: list[tuple[int, Any]] = []
    bad: tuple[int, Bid] | None = None
    auctioned = False
    while not rules.is_over(state) and (bad is None or len(log) < bad[0] + 30):
        who = rules.to_act(state)[0]
        legal = rules.legal_actions(state, who)
        view = rules.observe(state, who)
        action: Any = None
        if who == 1 and not auctioned and view.phase is Phase.TURN:
            action = next((a for a in legal if isinstance(a, Auction)), None)
            auctioned = action is not None
        elif who == 0 and view.phase is Phase.BID and bad is None:
            action = max((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount)
            bad = (len(log), action)
        if action is None:
            action = legal[0] if len(legal) == 1 else agents[who].choose(rules, view, legal, who)
        log.append((who, action))
        state, _ = rules.apply(state, action, who)
    assert bad is not None, "the crafted game must reach seat 0's bid"
    return log, bad[0], bad[1]


@pytest.mark.skipif(not hint.has_judge("cashrun"), reason="Cash & Run has no judge yet")
def test_a_reckless_auction_bid_is_a_costly_decision() -> None:
    log, index, bid = _crafted()
    assert bid.amount >= 2000  # everything the seat has, for one casino
    found = review.review("cashrun", PLAYERS, SEED, None, log, 0)
    costly = {m.index: m for m in found}
    assert index in costly and costly[index].played == bid
    first = costly[index]
    assert first.best != bid and first.cost > 0
    assert isinstance(first.best, Bid | Pass) and (not isinstance(first.best, Bid) or first.best.amount < 1000)
