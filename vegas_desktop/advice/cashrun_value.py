"""Cash & Run decisions valued for the review, each by the best estimate there is for its kind.

Bets, the pot's pick, a takeover's call and Grand Slam have their expected money by the rules' own chance (a
play-out would only replay the same coin: misleading). Judging a bluff has it too: the game is played again (the
seat wins it by the game's odds) or the card is turned (the odds that it shows the game's symbol, from the cards
the seat has not seen and a bluffer who lays a matching card when it holds one: Hard's own reading). The
decisions whose worth lies in the rest of the game (buying a casino or a bluff card, the stake, the Cash & Run
move, a takeover, an auction bid, laying a bluff card after a lost visit) are valued by Hard's own play-out
score: the table is played on from the seat's observation (hidden bluff cards dealt anew) for Hard's horizon,
and the score is its chance-like measure of leading every rival (`cashrun.ai.search.score`), shown as "Hard's
outlook", not as a win chance. Nothing reads the full state: only the seat's observation.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from vegas_desktop.cashrun import odds as preview

MONEY = "money"  # expected money (k) by the rules' own chance
OUTLOOK = "outlook"  # Hard's play-out score (%): its chance-like measure of leading every rival

# A lead of this much money (k) moves Hard's outlook by one point near an even game (its score is the normal
# curve of lead / sigma: the slope at 0 is 1 / (sigma * sqrt(2 pi))); money and outlook costs rank together so.
MONEY_PER_POINT = 1500.0 * 0.01 * math.sqrt(2.0 * math.pi)
# Play-outs per choice, times the review's sample count: a Cash & Run play-out is fast, and one lucky spin
# otherwise decides more than the choice does (Hard's own search makes do with 8 at the table).
OUTLOOK_SAMPLES = 3


def values(view: Any, seat: int, actions: list[Any], seed: int, samples: int) -> tuple[list[float | None], str]:
    """Each action's worth to `seat` at this decision, and its measure (MONEY or OUTLOOK); None for an action
    with no estimate here (e.g. a voluntary auction offered beside the decision)."""
    money = _money_values(view, seat, actions)
    if any(v is not None for v in money):
        return money, MONEY
    apply = _mutation(view, seat)
    kinds = _HANDLED.get(getattr(view.phase, "value", ""), ())
    known = [i for i, a in enumerate(actions) if type(a).__name__ in kinds]
    out: list[float | None] = [None] * len(actions)
    if apply is None or not known:
        return out, OUTLOOK
    found = _outlook(view, seat, [actions[i] for i in known], apply, seed, samples * OUTLOOK_SAMPLES)
    for i, value in zip(known, found, strict=True):
        out[i] = value
    return out, OUTLOOK


# The actions each play-out mutation plays (by phase): any other action offered there has no estimate.
_HANDLED: dict[str, tuple[str, ...]] = {
    "cash_run": ("GoTo",),
    "takeover": ("TakeoverFor", "Pass"),
    "buy_casino": ("Buy", "Pass"),
    "buy_bluff": ("Buy", "Pass"),
    "stake": ("Stake",),
    "bluff": ("LayBluff", "Pass"),
    "bid": ("Bid", "Pass"),
}


def to_points(value: float, measure: str) -> float:
    """A cost on one scale (outlook points) for ranking money and outlook costs together."""
    return value / MONEY_PER_POINT if measure == MONEY else value


# -- the rules' own chance -----------------------------------------------------------------------------------
def _money_values(view: Any, seat: int, actions: list[Any]) -> list[float | None]:
    out: list[float | None] = []
    for action in actions:
        odds = preview.bet_odds(view, action)
        if len(odds) == 1 and odds[0].what in ("bet", "pot", "grand_slam", "sure"):
            out.append(odds[0].expected)
        else:
            out.append(_judge_value(view, seat, action))
    return out


def _judge_value(view: Any, seat: int, action: Any) -> float | None:
    """Accept or challenge a bluff in a visit: the expected money of the game's outcome either way."""
    from vegas_desktop.cashrun.ai import judgement as cm
    from vegas_desktop.cashrun.model import FACTORS, GAMES, Phase
    from vegas_desktop.cashrun.moves import Accept, Challenge

    f = view.frame
    if f is None or view.phase is not Phase.JUDGE or f.then != "visit" or f.bet is None:
        return None
    if not isinstance(action, Accept | Challenge):
        return None
    factor = FACTORS.get(f.bet.kind, 1)
    visitor = seat == f.party
    gain, loss = (f.stake * factor, f.stake) if visitor else (f.stake, f.stake * factor)
    game = GAMES[f.game]
    if isinstance(action, Accept):  # the game is played again: the seat wins it by its odds
        p_party = cm.win_prob(factor, game)
        good = p_party if visitor else 1.0 - p_party
    else:  # the card is turned: it saves the bluffer if it shows the game's symbol
        good = 1.0 - _match_chance(view, f, factor, game)
    return good * gain - (1.0 - good) * loss


def _match_chance(view: Any, f: Any, factor: int, game: str) -> float:
    """The chance the laid card shows the game's symbol: that a hand of the bluffer's size (before laying) holds
    one, from the cards the seat has not seen, if a player holding one lays it and otherwise bluffs as Normal
    does at this stake (Hard's own reading of a bluff)."""
    from vegas_desktop.cashrun.ai import judgement as cm
    from vegas_desktop.cashrun.ai import policy as cp
    from vegas_desktop.cashrun.ai.agents import symbol

    pool = cm.unknown_pool([symbol(c) for c in view.hand])
    held = view.hand_counts[f.loser] + 1
    prior = cm.match_prior(pool.get(game, 0), sum(pool.values()), held)
    at_stake = f.stake * factor if f.loser == f.other else f.stake
    rate = cm.mixed_bluff_rate(at_stake, view.chips[f.loser], cp.NORMAL.bluff_rate)
    return cm.match_posterior(prior, rate)


# -- Hard's play-out score -----------------------------------------------------------------------------------
Mutation = Callable[[Any, Any], None]  # (sim, action): the decision played on a play-out's table


def _mutation(view: Any, seat: int) -> Callable[[Any, Any], None] | None:
    """How this decision is played on a play-out's table (`cashrun.ai.sim.Sim`), or None for decisions that
    have no estimate here."""
    from vegas_desktop.cashrun.ai import search
    from vegas_desktop.cashrun.model import Phase
    from vegas_desktop.cashrun.moves import Bid, Buy, GoTo, Stake, TakeoverFor

    f = view.frame
    phase = view.phase
    if f is None or phase is None:
        return None
    if phase is Phase.CASH_RUN:

        def move(sim: Any, action: Any) -> None:
            if isinstance(action, GoTo):
                search._move(sim, seat, action.field)

        return move
    if phase is Phase.TAKEOVER:

        def takeover(sim: Any, action: Any) -> None:
            choice = (sim.owners[action.casino], action.casino) if isinstance(action, TakeoverFor) else None
            search._takeover(sim, seat, choice)

        return takeover
    if phase is Phase.BUY_CASINO:

        def buy_casino(sim: Any, action: Any) -> None:
            if isinstance(action, Buy):
                sim.chips[seat] -= 100
                sim.pot += 100
                sim.owners[f.casino] = seat

        return buy_casino
    if phase is Phase.BUY_BLUFF:
        return _buy_bluff(seat)
    if phase is Phase.STAKE:

        def stake(sim: Any, action: Any) -> None:
            if isinstance(action, Stake):
                _visit_at(sim, seat, f.casino, action.amount)

        return stake
    if phase is Phase.BLUFF and f.then == "visit" and f.bet is not None:
        return _lay_bluff(view, seat)
    if phase is Phase.BID:

        def bid(sim: Any, action: Any) -> None:
            _auction(sim, seat, f.seller, f.casino, action.amount if isinstance(action, Bid) else None)

        return bid
    return None


def _buy_bluff(seat: int) -> Mutation:
    from vegas_desktop.cashrun.ai import judgement as cm
    from vegas_desktop.cashrun.moves import Buy

    def buy(sim: Any, action: Any) -> None:
        if isinstance(action, Buy) and sim.pile:
            sim.chips[seat] -= 100
            sim.pot += 100
            sim.hands[seat].append(sim.pile.pop(0))
            if len(sim.hands[seat]) > 3:
                drop = cm.discard_choice(sim.hands[seat])
                sim.hands[seat].remove(drop)
                sim.pile.append(drop)

    return buy


def _lay_bluff(view: Any, seat: int) -> Mutation:
    """A lost visit's bluff: passing pays the loss; a card laid is judged by the winner as Normal judges (from
    its own guessed hand), then turned (it wins if it shows the game's symbol) or the game played again."""
    from vegas_desktop.cashrun.ai import policy as cp
    from vegas_desktop.cashrun.ai.sim import TYPES
    from vegas_desktop.cashrun.model import FACTORS
    from vegas_desktop.cashrun.moves import LayBluff

    f = view.frame
    factor = FACTORS.get(f.bet.kind, 1)
    visitor, owner = f.party, f.other
    winner = owner if seat == visitor else visitor
    game = TYPES[f.casino] if 0 <= f.casino < len(TYPES) else ""

    def lay(sim: Any, action: Any) -> None:
        from vegas_desktop.cashrun.ai import judgement as cm

        lost = True
        judge_rng, replay = random.Random(sim.rng.getrandbits(32)), sim.rng.random()  # drawn for every choice
        if isinstance(action, LayBluff) and 0 <= action.index < len(sim.hands[seat]) and game:
            held = len(sim.hands[seat])
            card = sim.hands[seat].pop(action.index)
            sim.pile.append(card)
            p_visitor = cm.win_prob(factor, game)
            table = sim.table(winner)
            table.bluff_counts[seat] = held
            p_winner = p_visitor if winner == visitor else 1.0 - p_visitor
            if cp.challenge(table, seat, game, p_winner, cp.NORMAL, judge_rng):
                lost = card != game
            else:  # played again (no second bluff in this estimate)
                lost = (replay < p_visitor) != (seat == visitor)
        owner_wins = lost if seat == visitor else not lost
        if owner_wins:
            sim.chips[owner] += sim.collect(visitor, f.stake)
        else:
            sim.chips[visitor] += sim.collect(owner, f.stake * factor, first=f.casino)

    return lay


def _visit_at(sim: Any, seat: int, casino: int, amount: int) -> None:
    """The visit played at this stake with the bet Hard would choose for it (no bluffs: the same for every
    stake compared); the same chance for every stake, so only the amount differs."""
    from vegas_desktop.cashrun.ai import policy as cp
    from vegas_desktop.cashrun.ai.sim import TYPES

    owner = sim.owners[casino]
    if owner is None or owner == seat:
        return
    game = TYPES[casino]
    factor = cp.visit_stake(sim.table(seat), casino, cp.HARD, random.Random(0))[0]
    if sim.wins_game(factor, game):
        sim.chips[seat] += sim.collect(owner, amount * factor, first=casino)
    else:
        sim.chips[owner] += sim.collect(seat, amount)


def _auction(sim: Any, seat: int, seller: int, casino: int, mine: int | None) -> None:
    """The auction with the seat's bid as its last word (`mine`, or None: it passes): the others bid up to
    their ceilings (Normal's), the highest takes it one step above the next, the bank buys it when nobody does."""
    from vegas_desktop.cashrun.ai import policy as cp

    sim.lose_casino(seller, casino)
    ceilings = []
    for s in sim.alive():
        if s in (seat, seller):
            continue
        top = min(cp.bid_ceiling(sim.table(s), casino, cp.NORMAL, sim.rng), sim.chips[s]) // 10 * 10
        if top >= 100:
            ceilings.append((top, s))
    ceilings.sort(reverse=True)
    if mine is not None and (not ceilings or ceilings[0][0] < mine + 10):
        buyer, price = seat, mine
    elif ceilings:
        second = max(mine or 0, ceilings[1][0] if len(ceilings) > 1 else 0)
        buyer, price = ceilings[0][1], min(ceilings[0][0], max(100, second + 10))
    else:
        sim.owners[casino] = None
        paid = min(50, sim.bank)
        sim.bank -= paid
        sim.chips[seller] += paid
        return
    sim.chips[buyer] -= price
    sim.chips[seller] += price
    sim.owners[casino] = buyer


def _outlook(view: Any, seat: int, actions: list[Any], apply: Mutation, seed: int, samples: int) -> list[float | None]:
    """Hard's play-out score (%) of each action: the same guessed cards and the same chance for each (common
    random numbers), Hard's horizon of turns after it."""
    from vegas_desktop.cashrun.ai import policy as cp
    from vegas_desktop.cashrun.ai import search
    from vegas_desktop.cashrun.ai.agents import HARD_PARAMS, sim_of

    params = HARD_PARAMS
    sim = sim_of(view, random.Random(seed), cp.HARD)
    totals = [0.0] * len(actions)
    for j in range(samples):
        sd = seed * 7919 + j
        base = search.determinize(sim, seat, random.Random(sd))
        for i, action in enumerate(actions):
            play = base.clone(random.Random(sd + 1))
            apply(play, action)
            search._play_on(play, seat, params.horizon)
            totals[i] += search.score(play, seat, params)
    return [100.0 * total / max(1, samples) for total in totals]
