"""Cash & Run's review scores every kind of decision, not only bets: a crafted game's reckless bid is found."""

from __future__ import annotations

from typing import Any

import pytest

from vegas_desktop import games
from vegas_desktop.advice import cashrun_value, hint, review
from vegas_desktop.cashrun.model import Phase
from vegas_desktop.cashrun.moves import Auction, Bid, Buy, Pass

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


def _view_at(log: list[tuple[int, Any]], phase: Phase, seat: int = 0, seed: int = SEED) -> tuple[Any, list[Any]] | None:
    rules = games.rules_for("cashrun")
    state, _ = rules.new_game(PLAYERS, seed, None)
    for who, action in log:
        if who == seat and rules.observe(state, seat).phase is phase:
            return rules.observe(state, seat), rules.legal_actions(state, seat)
        state, _ = rules.apply(state, action, who)
    return None


def test_bets_keep_their_money_by_the_rules_and_other_decisions_get_an_outlook() -> None:
    log, _index, _bid = _crafted()
    found = _view_at(log, Phase.BET)
    assert found is not None
    view, legal = found
    money, measure = cashrun_value.values(view, 0, legal[:2], 1, 2)
    assert measure == cashrun_value.MONEY and all(v is not None for v in money)
    for phase in (Phase.BUY_CASINO, Phase.STAKE, Phase.CASH_RUN, Phase.TAKEOVER):
        found = _view_at(log, phase)
        assert found is not None, phase
        view, legal = found
        choices = [Buy(), Pass()] if phase is Phase.BUY_CASINO else legal[:2]
        outlook, measure = cashrun_value.values(view, 0, choices, 1, 4)
        assert measure == cashrun_value.OUTLOOK and all(v is not None and 0 <= v <= 100 for v in outlook), phase


def test_money_and_outlook_costs_rank_on_one_scale() -> None:
    assert cashrun_value.to_points(cashrun_value.MONEY_PER_POINT * 3, cashrun_value.MONEY) == 3
    assert cashrun_value.to_points(3, cashrun_value.OUTLOOK) == 3


def _normal_game(seed: int, moves: int) -> list[tuple[int, Any]]:
    rules = games.rules_for("cashrun")
    state, _ = rules.new_game(PLAYERS, seed, None)
    agents = [games.make_agent("cashrun", "normal", 100 + p) for p in range(PLAYERS)]
    log: list[tuple[int, Any]] = []
    while not rules.is_over(state) and len(log) < moves:
        who = rules.to_act(state)[0]
        legal = rules.legal_actions(state, who)
        action = legal[0] if len(legal) == 1 else agents[who].choose(rules, rules.observe(state, who), legal, who)
        log.append((who, action))
        state, _ = rules.apply(state, action, who)
    return log


def test_bluffs_are_scored_accepting_by_the_odds_and_laying_by_the_outlook() -> None:
    from vegas_desktop.cashrun.ai import judgement as cm
    from vegas_desktop.cashrun.model import FACTORS, GAMES
    from vegas_desktop.cashrun.moves import Accept, Auction, Challenge, LayBluff

    log = _normal_game(1, 200)  # seat 0 judges a bluff and lays some of its own in this game
    found = _view_at(log, Phase.JUDGE, seed=1)
    assert found is not None
    view, _legal = found
    f = view.frame
    (accept, challenge), measure = cashrun_value.values(view, 0, [Accept(), Challenge()], 1, 2)
    factor = FACTORS[f.bet.kind]
    gain, loss = (f.stake * factor, f.stake) if f.party == 0 else (f.stake, f.stake * factor)
    p = cm.win_prob(factor, GAMES[f.game]) if f.party == 0 else 1 - cm.win_prob(factor, GAMES[f.game])
    assert measure == cashrun_value.MONEY and accept is not None and challenge is not None
    assert abs(accept - (p * gain - (1 - p) * loss)) < 1e-6  # played again: the game's own odds
    assert -loss < challenge < gain  # turned: the card matches or not, neither sure
    found = _view_at(log, Phase.BLUFF, seed=1)
    assert found is not None
    view, legal = found
    auction = next((a for a in legal if isinstance(a, Auction)), None)
    choices = [Pass(), LayBluff(0), *([auction] if auction is not None else [])]
    got, measure = cashrun_value.values(view, 0, choices, 1, 2)
    assert measure == cashrun_value.OUTLOOK and got[0] is not None and got[1] is not None
    assert auction is None or got[2] is None  # a voluntary auction offered beside it has no estimate here
