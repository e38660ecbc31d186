"""Hard's Cash & Run appraisal: every legal choice at a decision valued by what decides it.

The Cash & Run move and takeovers are decided by play-outs (`search.py`): every legal choice is played out on the
same samples (the same guessed cards and chance), valued as the chance to win they give (a finished play-out
counts as won or lost, an unfinished one by Hard's measure of leading every rival), each against the choice made on
the samples they share. Every other decision is taken by a rule; its appraisal is that rule's own reckoning in
money (k): a casino's worth beyond its price, a bet's expected money, a bluff card's replay against its worth
kept, the chips a bid leaves below what Hard would pay. Where the play-outs see no chance to win left, the rule's
money reckoning of the choices is shown instead. A voluntary auction is valued as what selling would lose.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from vegas_desktop.ai.appraisal import Appraisal, Appraised, Reason, Unit, ranked
from vegas_desktop.cashrun.ai import judgement as cm
from vegas_desktop.cashrun.ai import policy as cp
from vegas_desktop.cashrun.ai import search
from vegas_desktop.cashrun.ai import values as cv
from vegas_desktop.cashrun.ai.search import HARD_SEARCH, Scored
from vegas_desktop.cashrun.ai.tables import (
    FIELDS,
    LAP_AT_STAKE,
    TAKEOVER_AT_STAKE,
    aimed_at,
    sim_of,
    symbol,
    table_of,
)
from vegas_desktop.cashrun.model import CASINOS, FACTORS, CashRunView, Frame, Phase
from vegas_desktop.cashrun.moves import (
    Accept,
    Action,
    AgreeEnd,
    Auction,
    Bid,
    Buy,
    Challenge,
    Discard,
    GoTo,
    KeepPlaying,
    LayBluff,
    LayCombo,
    Pass,
    PlaceBet,
    PlayOn,
    Roll,
    Stake,
    StartAt,
    StartFinalLap,
    Stop,
    TakeCasino,
    TakeoverFor,
    TakeSafe,
)

if TYPE_CHECKING:
    from vegas_desktop.cashrun.ai.agents import CashRunAgent

Put = Callable[[Action, float, Reason], None]
LOST = 0.005  # play-outs giving every choice less than this chance to win: the game is lost, money speaks
Row = tuple[float, float, Reason]  # value, spread, reason


def name(casino: int) -> str:
    return CASINOS[casino][0] if 0 <= casino < len(CASINOS) else "?"


def appraisal(agent: CashRunAgent, v: CashRunView, legal: list[Action], choice: Action) -> Appraisal[Action]:
    """`choice` (the agent's decision at `v`) and every other legal action, valued; `choice` on top."""
    t = table_of(v)
    f = v.frame
    scored = agent.searcher.last if agent.searcher is not None else None
    rows: dict[Action, Row] = {}
    unit, samples = Unit.MONEY, 0
    if scored is not None and v.phase in (Phase.CASH_RUN, Phase.TAKEOVER):
        chances = _played_out(v, t, legal, choice, scored)
        if chances is not None:
            rows, unit, samples = chances, Unit.WIN_CHANCE, len(scored.seeds)
    if v.phase is Phase.OFFER:
        rows, unit = _offer(agent, v, t)
    elif not rows and f is not None:
        rows = _by_rule(agent, v, t, f, legal, choice)
    for action in legal:  # voluntary auctions, and anything a rule left unvalued: below the choice
        if action not in rows:
            rows[action] = _sale(t, action, rows, choice, unit)
    rows = _on_top(rows, choice)
    moves = [Appraised(a, rows[a][0], rows[a][1], rows[a][2]) for a in legal]
    return ranked(moves, unit, samples, first=choice)


def _on_top(rows: dict[Action, Row], choice: Action) -> dict[Action, Row]:
    """The rule decides: where its reckoning puts another choice higher (a rule's exception, such as a free
    casino that completes a set taken without searching), the choice it makes is shown level with the top."""
    top = max(r[0] for r in rows.values())
    value, spread, reason = rows[choice]
    if value < top - 1e-9:
        rows[choice] = (top, spread, reason)
    return rows


def _sale(t: cp.Table, action: Action, rows: dict[Action, Row], choice: Action, unit: Unit) -> Row:
    base = rows[choice][0] if choice in rows else 0.0
    if isinstance(action, Auction):
        loss = cv.sale_loss(t, action.casino)
        if unit is Unit.WIN_CHANCE:
            loss /= cv.MONEY_PER_POINT
        return base - loss, 0.0, cv.why("keep_casino", casino=name(action.casino))
    return base, 0.0, cv.why("plain")


# -- the play-outs ---------------------------------------------------------------------------------------------


def _played_out(
    v: CashRunView, t: cp.Table, legal: list[Action], choice: Action, scored: Scored
) -> dict[Action, Row] | None:
    """Every GoTo or takeover choice as the chance to win its play-outs give; None when the game looks lost."""
    cand_of: dict[Action, object] = {}
    for action in legal:
        if isinstance(action, GoTo):
            cand_of[action] = action.field
        elif isinstance(action, TakeoverFor):
            owner = t.owners[action.casino]
            cand_of[action] = (owner, action.casino)
        elif isinstance(action, Pass) and v.phase is Phase.TAKEOVER:
            cand_of[action] = None
    if choice not in cand_of:
        return None
    if max(_mean(s) for s in scored.scores) < LOST:  # no chance left among the choices searched
        return None
    samples = {
        action: scored.scores[scored.cands.index(cand)] if cand in scored.cands else scored.more(cand)
        for action, cand in cand_of.items()
    }
    best = samples[choice]
    top = 100.0 * _mean(best)
    rows: dict[Action, Row] = {}
    for action, s in samples.items():
        gap, se = (0.0, 0.0) if action == choice else _paired(best, s)
        rows[action] = (top - 100.0 * max(0.0, gap), 100.0 * se, _field_reason(t, action))
    return rows


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _paired(best: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of (best - other) on the samples both have."""
    n = min(len(best), len(other))
    if n < 2:
        return 0.0, math.inf
    diffs = [best[i] - other[i] for i in range(n)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _field_reason(t: cp.Table, action: Action) -> Reason:
    if isinstance(action, TakeoverFor):
        key = "takeover_lap" if t.breaks_lap(action.casino, cp.HARD) else "takeover"
        return cv.why(key, casino=name(action.casino))
    if isinstance(action, Pass):
        return cv.why("takeover_pass")
    if not isinstance(action, GoTo):
        return cv.why("plain")
    kind, detail = FIELDS[action.field]
    if kind == cp.CASINO:
        casino = cp.casino_at(detail)
        owner = t.owners[casino]
        if owner is None:
            owners = [t.me if c == casino else o for c, o in enumerate(t.owners)]
            completes = cm.holds_combination(t.me, owners, t.lines)
            return cv.why("go_complete" if completes else "go_buy", casino=name(casino))
        if owner == t.me:
            return cv.why("go_own", casino=name(casino))
        return cv.why("go_visit", casino=name(casino))
    key = {
        cp.BLUFF: "go_bluff", cp.POT: "go_pot", cp.ALL_PLAY: "go_all_play", cp.GRAND_SLAM: "go_grand_slam",
        cp.TAKEOVER: "go_takeover",
    }.get(kind, "plain")  # fmt: skip
    return cv.why(key, pot=t.pot)


# -- the rules' own reckoning ------------------------------------------------------------------------------------


def _by_rule(
    agent: CashRunAgent, v: CashRunView, t: cp.Table, f: Frame, legal: list[Action], choice: Action
) -> dict[Action, Row]:
    style = agent.style
    phase = v.phase
    rows: dict[Action, Row] = {}

    def put(action: Action, value: float, reason: Reason) -> None:
        rows[action] = (value, 0.0, reason)

    if phase is Phase.TURN:
        roll, start = cv.start_lap(t, choice == StartFinalLap(), LAP_AT_STAKE, style)
        put(Roll(), roll.value, roll.reason)
        if StartFinalLap() in legal:
            put(StartFinalLap(), start.value, start.reason)
    elif phase is Phase.START:
        for a in legal:
            if isinstance(a, StartAt):
                put(a, t.worth(a.casino), cv.why("start_at", casino=name(a.casino)))
    elif phase is Phase.COMBO:
        aimed = aimed_at(t)
        for a in legal:
            if isinstance(a, LayCombo):
                count = sum(c in f.choices[a.index] for c in aimed)
                put(a, -0.5 * LAP_AT_STAKE * count, cv.why("combo_aimed" if count else "combo_quiet", aimed=count))
    elif phase is Phase.CASH_RUN:
        # what the rules that take a field without searching count beside its worth: a completed set's lap,
        # a bluff card kept for the laps
        chosen = _field_reason(t, choice).key if isinstance(choice, GoTo) else ""
        for a in legal:
            if isinstance(a, GoTo):
                kind, detail = FIELDS[a.field]
                reason = _field_reason(t, a)
                value = cp.field_value(t, kind, detail, style, agent.rng)
                if reason.key == chosen == "cashrun.judge.go_complete":
                    value += cv.LAP_START * LAP_AT_STAKE
                elif reason.key == chosen == "cashrun.judge.go_bluff":  # a card first: shown level with the top
                    reason = cv.why("go_card_first")
                put(a, value, reason)
    elif phase is Phase.BUY_CASINO:
        buy, keep = cv.buy_casino(t, f.casino, name(f.casino), style)
        put(Pass(), keep.value, keep.reason)
        if Buy() in legal:
            put(Buy(), buy.value, buy.reason)
    elif phase is Phase.BUY_BLUFF:
        buy, keep = cv.buy_bluff(t, style, choice == Buy())
        put(Pass(), keep.value, keep.reason)
        if Buy() in legal:
            put(Buy(), buy.value, buy.reason)
    elif phase is Phase.DISCARD:
        for a in legal:
            if isinstance(a, Discard) and 0 <= a.index < len(t.hand):
                d = cv.discard(t.hand, t.hand[a.index])
                put(a, d.value, d.reason)
    elif phase is Phase.STAKE:
        _stakes(t, f, legal, style, put)
    elif phase is Phase.BET:
        factor, force = _stake_terms(t, f.casino, style)
        owner = t.owners[f.casino]
        owner_chips = t.chips[owner] if owner is not None else 0
        for a in legal:
            if isinstance(a, PlaceBet):
                k = FACTORS.get(a.bet.kind, 1)
                value = cv.bet(f.stake, k, t.types[f.casino], owner_chips, force)
                forces = force > 0 and f.stake * k > owner_chips
                key = "bet_force" if forces else "bet_fair"
                chance = round(100 * cm.win_prob(k, t.types[f.casino]))
                put(a, value, cv.why(key, factor=k, chance=chance, casino=name(f.casino)))
    elif phase is Phase.POT:
        p = cp.POT_ODDS.get(symbol(f.game), 1 / 3)
        for a in legal:
            if isinstance(a, PlaceBet):
                put(a, p * v.pot, cv.why("pot_pick", chance=round(100 * p), pot=v.pot))
    elif phase is Phase.TAKEOVER_PICK:
        for a in legal:
            if isinstance(a, PlaceBet):
                put(a, 0.0, cv.why("even_call"))
    elif phase is Phase.BLUFF:
        _bluffs(agent, v, t, f, legal, put)
    elif phase is Phase.JUDGE:
        _judging(agent, v, t, f, put)
    elif phase is Phase.GRAND_SLAM:
        _grand_slam(t, f, legal, put)
    elif phase is Phase.TAKEOVER:
        _takeovers(t, legal, style, put)
    elif phase is Phase.GIVE_UP:
        their_lap = t.laid[f.other] if style.guard_lap else frozenset()
        for a in legal:
            if isinstance(a, TakeCasino):
                in_lap = a.casino in their_lap
                value = t.worth(a.casino) + (cp.LAP_BONUS if in_lap else 0.0)
                put(a, value, cv.why("take_lap" if in_lap else "take", casino=name(a.casino)))
    elif phase is Phase.AUCTION_CHOICE:
        laid = t.laid[t.me]
        for a in legal:
            if isinstance(a, Auction):
                in_lap = a.casino in laid
                value = -t.worth(a.casino) - (LAP_AT_STAKE if in_lap else 0.0)
                put(a, value, cv.why("sell_lap" if in_lap else "sell_least", casino=name(a.casino)))
    elif phase is Phase.BID:
        ceiling = cp.bid_ceiling(t, f.casino, style, agent.rng)
        pushed = style.read_judge and agent.push_to(v, f) - 10 > ceiling
        if style.read_judge:
            ceiling = max(ceiling, agent.push_to(v, f) - 10)
        put(Pass(), 0.0, cv.why("bid_pass", casino=name(f.casino)))
        for a in legal:
            if isinstance(a, Bid):
                key = "bid_push" if pushed else "bid"
                put(a, float(ceiling - a.amount), cv.why(key, casino=name(f.casino), limit=ceiling))
    return rows


def _stake_terms(t: cp.Table, casino: int, style: cp.Style) -> tuple[float, float]:
    """(risk price's weight, what forcing the owner to auction is worth) as `cp.visit_stake` weighs them."""
    owner = t.owners[casino]
    if owner is None or owner == t.me or not style.forcing:
        return 1.0, 0.0
    if style.read_judge and t.final_lap[t.me] and not t.breaks_lap(casino, style):
        return 1.0, 0.0  # on our own lap the chips are kept
    danger = t.breaks_lap(casino, style) or cm.holds_combination(owner, t.owners, t.lines)
    risk = cp.LAP_RISK if style.guard_lap and danger else 1.0
    return risk, cp.force_value(t, casino, style)


def _stakes(t: cp.Table, f: Frame, legal: list[Action], style: cp.Style, put: Put) -> None:
    risk, force = _stake_terms(t, f.casino, style)
    owner = t.owners[f.casino]
    owner_chips = t.chips[owner] if owner is not None else 0
    game = t.types[f.casino]
    factor = 1
    if force > 0:
        factor = cm.choose_stake(game, t.chips[t.me], owner_chips, force, risk)[0]
    for a in legal:
        if isinstance(a, Stake):
            value = cv.stake(a.amount, factor, game, t.chips[t.me], owner_chips, force, risk)
            forces = force > 0 and a.amount * factor > owner_chips
            key = "stake_force" if forces else "stake_small"
            put(a, value, cv.why(key, casino=name(f.casino), factor=factor))


def _bluffs(agent: CashRunAgent, v: CashRunView, t: cp.Table, f: Frame, legal: list[Action], put: Put) -> None:
    style = agent.style
    game = symbol(f.game)
    keep = cv.card_worth(t, style)
    visit = f.then == "visit"
    if visit and v.seat != f.other and cp.keeps_cards_visiting(t, f.other, style):
        put(Pass(), 0.0, cv.why("bluff_keep"))
        for a in legal:
            if isinstance(a, LayBluff):
                put(a, -keep, cv.why("bluff_spend"))
        return
    at_stake, p_judge, _ = agent.bluff_terms(v, t, f)
    judge = f.party if v.seat == f.other else f.other
    accept = cm.accept_chance(t.hand, t.bluff_counts[judge], game, p_judge, cp.ASSUMED_BLUFF_RATE)
    replay = accept * (1.0 - p_judge) * at_stake
    put(Pass(), 0.0, cv.why("bluff_pass", lost=round(at_stake)))
    for a in legal:
        if isinstance(a, LayBluff) and 0 <= a.index < len(t.hand):
            if t.hand[a.index] == game:
                put(a, replay + (1.0 - accept) * at_stake - keep, cv.why("bluff_match", accept=round(100 * accept)))
            else:
                put(a, replay - keep, cv.why("bluff_replay", accept=round(100 * accept)))


def _judging(agent: CashRunAgent, v: CashRunView, t: cp.Table, f: Frame, put: Put) -> None:
    game = symbol(f.game)
    p, rate, held = agent.judge_terms(v, t, f)
    pool = cm.unknown_pool(t.hand)
    q = cm.match_posterior(cm.match_prior(pool.get(game, 0), sum(pool.values()), held), rate)
    if f.then == "visit" and f.bet is not None:
        factor = FACTORS.get(f.bet.kind, 1)
        gain, loss = (f.stake * factor, f.stake) if v.seat == f.party else (f.stake, f.stake * factor)
    else:
        gain = loss = TAKEOVER_AT_STAKE
    accept, challenge = cv.judge(p, 1.0 - q, gain, loss)
    put(Accept(), accept, cv.why("judge_accept", chance=round(100 * p)))
    put(Challenge(), challenge, cv.why("judge_challenge", chance=round(100 * q)))


def _grand_slam(t: cp.Table, f: Frame, legal: list[Action], put: Put) -> None:
    if f.stage == 0:
        play = 0.5 * min(cp.STAGES[0], t.bank)
        put(PlayOn(), play, cv.why("gs_play", amount=round(play)))
        safe = min(cp.GRAND_SLAM_FLAT, t.bank)
        put(TakeSafe(), float(safe), cv.why("gs_safe", amount=safe))
        return
    won = cp.STAGES[f.stage - 1]
    nxt = cp.STAGES[f.stage] if f.stage < len(cp.STAGES) else 0
    go = 0.5 * min(nxt, t.bank)
    put(PlayOn(), go, cv.why("gs_go_on", amount=round(go)))
    put(Stop(), float(min(won, t.bank)), cv.why("gs_stop", amount=min(won, t.bank)))


def _takeovers(t: cp.Table, legal: list[Action], style: cp.Style, put: Put) -> None:
    put(Pass(), 0.0, cv.why("takeover_pass"))
    mine = t.mine()
    for a in legal:
        if not isinstance(a, TakeoverFor):
            continue
        rival = t.owners[a.casino]
        if rival is None or not mine:
            put(a, -float(cp.TAKEOVER_FEE), cv.why("takeover", casino=name(a.casino)))
            continue
        loss = max(t.worth(c) + 0.5 * cm.casino_worth(c, rival, t.owners, t.lines) for c in mine)
        reason = _field_reason(t, a)
        if style.guard_lap and t.final_lap[t.me] and not t.final_lap[rival]:  # the winner would break our lap
            loss += LAP_AT_STAKE
            reason = cv.why("takeover_own_lap", casino=name(a.casino))
        gain = t.worth(a.casino) + (cp.LAP_BONUS if t.breaks_lap(a.casino, style) else 0.0)
        put(a, cm.takeover_value(gain, loss, cp.TAKEOVER_FEE, cp.takeover_chance(t, style, rival)), reason)


def _offer(agent: CashRunAgent, v: CashRunView, t: cp.Table) -> tuple[dict[Action, Row], Unit]:
    """End now: the richest by chips plus 100k a casino wins (sure); play on: Hard's measure of its chance from
    the lead as the table stands. When neither leaves a chance, the place it keeps."""
    place = standing(t)
    sole = leads_alone(t)
    chance = 100.0 * search.score(sim_of(v, random.Random(0), agent.style), v.seat, HARD_SEARCH)
    if not sole and chance < 100.0 * LOST:
        return {
            KeepPlaying(): (0.0, 0.0, cv.why("play_on_lost", place=place)),
            AgreeEnd(): (0.0, 0.0, cv.why("end_now_place", place=place)),
        }, Unit.MONEY
    return {
        AgreeEnd(): (100.0 if sole else 0.0, 0.0, cv.why("end_now_win" if sole else "end_now_lose", place=place)),
        KeepPlaying(): (chance, 0.0, cv.why("play_on", place=place)),
    }, Unit.WIN_CHANCE


def _worths(t: cp.Table) -> list[int]:
    return [t.chips[s] + cp.CASINO_PRICE * len(t.mine(s)) if not t.out[s] else -1 for s in range(t.players)]


def leads_alone(t: cp.Table) -> bool:
    """Would the seat win alone if the game ended now by the house rule?"""
    worth = _worths(t)
    return all(worth[s] < worth[t.me] for s in range(t.players) if s != t.me)


def standing(t: cp.Table) -> int:
    """The seat's place by the house rule's measure (chips plus 100k a casino)."""
    worth = _worths(t)
    return 1 + sum(1 for s in range(t.players) if worth[s] > worth[t.me])
