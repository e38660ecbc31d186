"""Pig & Bet's judge: Hard values every choice by play-outs of the rest of the round from its own view.

Each play-out finishes the round with every player following Hard's old rule of thumb (bet on whoever rolls
last, bank at 20, rolling last beat the best bank); a choice is worth the money it brings by the round's end
(the pot banked and the bet's prize). Every choice meets the same dice in a play-out (common random numbers),
so the uncertainty of a difference is the spread of the paired differences.
"""

from __future__ import annotations

import math
import random
from typing import Any

from vegas_desktop.ai.appraisal import Appraisal, Appraised, Reason, Unit, ranked
from vegas_desktop.core.events import RoundEnded

from .rules import RULES, Action, Bank, Bet, PigState, PigView, Roll

PLAYOUTS = 48


def rule_stop(state: PigState, seat: int) -> int:
    """Rule of thumb: bank once the pot holds this much (rolling last: one more than the best bank)."""
    last = (state.start - 1) % state.players == seat
    return max(state.banked) + 1 if last else 20


def _state(view: PigView, rng: random.Random) -> PigState:
    """A table consistent with `view` (others' bets unseen while betting are laid by the rule of thumb)."""
    last = (view.start - 1) % view.players
    bets = [b if b is not None else last for b in view.bets]
    taken = (view.current - view.start) % view.players if view.phase == "roll" else 0
    return PigState(
        view.players,
        view.options,
        rng,
        round=view.round,
        start=view.start,
        phase=view.phase,
        current=view.current,
        taken=taken,
        pot=view.pot,
        last_roll=view.last_roll,
        bets=bets,
        banked=list(view.banked),
        money=list(view.money),
        won=[list(w) for w in view.won],
    )


def _rule(state: PigState, seat: int) -> Action:
    if state.phase == "bet":
        return Bet((state.start - 1) % state.players)
    stop = rule_stop(state, seat)
    if state.pot and (state.pot >= stop or state.money[seat] + state.pot >= state.options.target):
        return Bank()
    return Roll()


def playout(view: PigView, seat: int, action: Action, rng: random.Random) -> int:
    """The money `seat` has gained by the round's end after `action`, everyone then playing the rule of thumb."""
    state = _state(view, rng)
    before = state.money[seat]
    if isinstance(action, Bet):
        state.bets[seat] = action.on
        state.phase, state.current, state.taken, state.pot = "roll", state.start, 0, 0
    else:
        state, events = RULES.apply(state, action, seat)
        if any(isinstance(e, RoundEnded) for e in events):
            return state.money[seat] - before
    for _ in range(10_000):  # a round ends: every turn busts or banks, and a pot of 10,000 banks
        if state.phase != "roll":
            break
        who = state.current
        state, events = RULES.apply(state, _rule(state, who), who)
        if any(isinstance(e, RoundEnded) for e in events):
            break
    return state.money[seat] - before


def appraise(view: PigView, legal: list[Action], seat: int, seed: int, playouts: int = PLAYOUTS) -> Appraisal[Action]:
    if len(legal) == 1:
        return Appraisal((Appraised(legal[0], 0.0, 0.0, Reason("pigbet.why.only")),), Unit.ROUND_MONEY)
    samples = [[playout(view, seat, a, random.Random(seed * 1000 + i)) for i in range(playouts)] for a in legal]
    means = [sum(s) / playouts for s in samples]
    best = max(range(len(legal)), key=lambda i: (means[i], -i))
    moves = []
    for i, action in enumerate(legal):
        diffs = [samples[i][k] - samples[best][k] for k in range(playouts)]
        mean = sum(diffs) / playouts
        var = sum((d - mean) ** 2 for d in diffs) / max(1, playouts - 1)
        spread = 0.0 if i == best else math.sqrt(var / playouts)
        moves.append(Appraised(action, means[i], spread, _reason(view, action)))
    return ranked(moves, Unit.ROUND_MONEY, playouts, first=legal[best])


def _reason(view: PigView, action: Any) -> Reason:
    if isinstance(action, Bank):
        return Reason("pigbet.why.bank", {"pot": view.pot})
    if isinstance(action, Roll):
        return Reason("pigbet.why.roll", {"pot": view.pot})
    return Reason("pigbet.why.bet", {"seat": action.on})
