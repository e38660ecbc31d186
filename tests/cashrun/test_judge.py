"""Cash & Run's judge (Hard): a figure for every decision with a choice, every legal action valued, its top the
action Hard takes with the same seed, and nothing hidden read."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop.ai.appraisal import Unit
from vegas_desktop.cashrun import RULES
from vegas_desktop.cashrun.ai.agents import CashRunAgent
from vegas_desktop.cashrun.game import GAME
from vegas_desktop.cashrun.model import CashRunState, Options, Phase
from vegas_desktop.games import make_agent
from vegas_desktop.text import t


def judge(seed: int) -> CashRunAgent:
    assert GAME.judge is not None
    agent = GAME.judge(seed)
    assert isinstance(agent, CashRunAgent)
    return agent


def positions(seed: int, count: int, players: int = 4) -> list[tuple[CashRunState, int, list]]:
    """Decisions with more than one legal choice from a seeded game of Normal and Hard seats."""
    kinds = ["hard", "normal", "normal", "normal", "normal", "normal"][:players]
    agents = [make_agent("cashrun", k, seed + 5 * i) for i, k in enumerate(kinds)]
    state = RULES.initial_state(players, seed, Options(round_limit=30))
    rng = random.Random(seed)
    found = []
    for _ in range(20_000):
        if RULES.is_over(state) or len(found) >= count:
            break
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if len(legal) > 1 and rng.random() < 0.5:
            found.append((state, seat, legal))
        action = agents[seat].choose(RULES, RULES.observe(state, seat), legal, seat) if len(legal) > 1 else legal[0]
        state, _ = RULES.apply(state, action, seat)
    return found


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(3, 6), agent_seed=st.integers(0, 2**31))
def test_every_decision_with_a_choice_has_a_figure_for_every_legal_action(seed, players, agent_seed):
    for state, seat, legal in positions(seed, 25, players):
        view = RULES.observe(state, seat)
        appraisal = judge(agent_seed).appraise(RULES, view, legal, seat)
        assert sorted(map(repr, (m.action for m in appraisal.moves))) == sorted(map(repr, legal)), view.phase
        assert appraisal.best.action == judge(agent_seed).choose(RULES, view, legal, seat), view.phase
        assert all(m.value <= appraisal.best.value for m in appraisal.moves)
        assert appraisal.unit in (Unit.MONEY, Unit.WIN_CHANCE)
        for m in appraisal.moves:
            assert m.reason is not None and t(m.reason.key, **m.reason.args) != m.reason.key, (view.phase, m)


def test_the_searched_decisions_are_valued_as_chances_on_shared_play_outs():
    seen = set()
    for seed in range(3):
        for state, seat, legal in positions(60 + seed, 200):
            view = RULES.observe(state, seat)
            if view.phase not in (Phase.CASH_RUN, Phase.TAKEOVER):
                continue
            appraisal = judge(1).appraise(RULES, view, legal, seat)
            if appraisal.unit is Unit.WIN_CHANCE:
                seen.add(view.phase)
                assert appraisal.samples > 0
                assert all(0 <= m.value <= 100 for m in appraisal.moves if type(m.action).__name__ != "Auction")
                assert appraisal.best.spread == 0 and any(m.spread > 0 for m in appraisal.moves[1:])
    assert seen  # (most Cash & Run moves are taken by rule: a card field, a set completed, a lap to break)


def _other_hands_swapped(state: CashRunState, seat: int, rng: random.Random) -> CashRunState:
    other = state.copy()
    pool = list(other.bluff_pile)
    for s in range(other.players):
        if s != seat:
            pool += other.hands[s]
    rng.shuffle(pool)
    for s in range(other.players):
        if s != seat:
            k = len(other.hands[s])
            other.hands[s], pool = pool[:k], pool[k:]
    other.bluff_pile = pool
    return other


def test_the_appraisal_reads_no_other_seats_bluff_cards():
    rng = random.Random(4)
    checked = 0
    for state, seat, legal in positions(33, 80):
        twin = _other_hands_swapped(state, seat, rng)
        assert RULES.observe(twin, seat) == RULES.observe(state, seat)
        first = judge(7).appraise(RULES, RULES.observe(state, seat), legal, seat)
        second = judge(7).appraise(RULES, RULES.observe(twin, seat), legal, seat)
        assert first == second, RULES.observe(state, seat).phase
        checked += 1
    assert checked >= 40


def test_a_lost_bid_or_bet_still_reads_in_money():
    for state, seat, legal in positions(8, 150):
        view = RULES.observe(state, seat)
        if view.phase in (Phase.BID, Phase.BET, Phase.STAKE, Phase.BUY_CASINO, Phase.JUDGE, Phase.BLUFF):
            assert judge(2).appraise(RULES, view, legal, seat).unit is Unit.MONEY
