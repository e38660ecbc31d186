"""Computer players of the card game: legal, deterministic per seed, blind to hidden cards, and sensible."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.cards.cards_helpers import secrets_redealt
from vegas_desktop.cards import RULES, Options, Pick
from vegas_desktop.cards.ai.agents import HardAgent, HardConfig, NormalAgent
from vegas_desktop.cards.ai.heuristic import candidate_picks, greedy_pick, payout, round_payouts, score_pick
from vegas_desktop.games import make_agent
from vegas_desktop.match import Match, Seat


def play(kinds: list[str], seed: int, options: Options | None = None) -> Match:
    seats = [Seat(f"p{i}", make_agent("cards", kind, seed + i)) for i, kind in enumerate(kinds)]
    match = Match(RULES.name, RULES, seats, seed, options)
    match.run_agents()
    return match


MIXES = [["easy", "hard"], ["normal", "easy", "hard"], ["hard", "normal", "normal", "easy", "random"]]


@pytest.mark.parametrize("sequential", [False, True])
@pytest.mark.parametrize("kinds", MIXES)
def test_agents_play_whole_games_with_legal_picks(kinds, sequential):
    match = play(kinds, 3, Options(sequential=sequential))
    assert match.over
    assert len(match.log) >= 4 * len(kinds)
    # every logged pick replays legally from the seed
    state = RULES.initial_state(len(kinds), 3, Options(sequential=sequential))
    for seat, action in match.log:
        assert action in RULES.legal_actions(state, seat)
        state, _ = RULES.apply(state, action, seat)
    assert state.money == match.state.money


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_same_seed_same_choices(kind):
    assert play([kind, "normal", "normal"], 8).log == play([kind, "normal", "normal"], 8).log


@pytest.mark.usefixtures("no_safety_caps")  # the sample counts alone decide, whatever the load
@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_choice_depends_only_on_what_the_seat_may_see(kind):
    state = RULES.initial_state(4, 12)
    for _ in range(2):  # a turn in, so there are casino cards and discards
        for seat in RULES.to_act(state):
            state, _ = RULES.apply(state, RULES.legal_actions(state, seat)[0], seat)
    other = secrets_redealt(state, 0, 99)
    assert other.hands[1] != state.hands[1]
    assert RULES.observe(other, 0) == RULES.observe(state, 0)
    legal = RULES.legal_actions(state, 0)
    first = make_agent("cards", kind, 4).choose(RULES, RULES.observe(state, 0), legal, 0)
    second = make_agent("cards", kind, 4).choose(RULES, RULES.observe(other, 0), legal, 0)
    assert first == second and first in legal


def last_turn_tie_breaker(sequential: bool = False):
    """Turn 6; seat 0 is tied with seat 1 (2 dice each) at the 100k/90k casino 6 and holds its double 6; the rest of
    its hand is 1s where it already leads alone."""
    state = RULES.initial_state(2, 17, Options(sequential=sequential))
    state.turn = 6
    for p in (0, 1):
        state.discards[p] += state.piles[p] + state.hands[p]
        state.piles[p], state.hands[p] = [], []

    def take(p, number, dice):
        card = next(c for c in state.discards[p] if c.number == number and c.dice == dice)
        state.discards[p].remove(card)
        return card

    state.bills = [[30, 30], [30, 30], [30, 30], [30, 30], [30, 30], [100, 90]]
    state.casinos[5] = [take(0, 6, 1), take(0, 6, 1), take(1, 6, 2)]
    state.casinos[0] = [take(0, 1, 2), take(0, 1, 1)]
    state.hands[0] = [take(0, 6, 2), take(0, 1, 1), take(0, 1, 1), take(0, 1, 1), take(0, 3, 1)]
    state.hands[1] = [take(1, 2, 1), take(1, 2, 1), take(1, 3, 1), take(1, 4, 1), take(1, 5, 1)]
    return state


@pytest.mark.parametrize("kind", ["normal", "hard"])
def test_breaking_a_tie_for_the_top_bill_on_the_last_turn(kind):
    state = last_turn_tie_breaker()
    legal = RULES.legal_actions(state, 0)
    choice = make_agent("cards", kind, 1).choose(RULES, RULES.observe(state, 0), legal, 0)
    six = state.hands[0][0]
    assert six.id in choice.card_ids


def test_payout_cancels_ties_and_pays_first_and_second():
    assert payout([4, 4, 2], 2, 100, 50) == 100  # the two 4s cancel
    assert payout([4, 4, 2], 0, 100, 50) == 0
    assert payout([5, 3, 2], 1, 100, 50) == 50
    assert payout([5, 3, 2], 2, 100, 50) == 0
    assert payout([0, 0, 0], 0, 100, 50) == 0


@settings(max_examples=300, deadline=None)
@given(players=st.integers(2, 5), data=st.data())
def test_round_payouts_pay_every_seat_its_payout_at_each_casino(players, data):
    """The play-outs' one-pass scoring agrees with `payout` seat by seat (ties cancel, first and second paid)."""
    dice = [data.draw(st.lists(st.integers(0, 6), min_size=players, max_size=players)) for _ in range(6)]
    bills = [(data.draw(st.integers(1, 9)) * 10, data.draw(st.integers(0, 5)) * 10) for _ in range(6)]
    expected = [sum(payout(dice[c], p, *bills[c]) for c in range(6)) for p in range(players)]
    assert round_payouts(dice, bills, players) == expected


def test_greedy_pick_is_a_legal_selection_scoring_best_among_candidates():
    """The fast rollout policy (counts per number) agrees with scoring every candidate subset."""
    rng = random.Random(5)
    w = NormalAgent().weights
    for _ in range(500):
        hand = [(rng.randint(1, 6), rng.randint(1, 2)) for _ in range(5)]
        dice = [[rng.randint(0, 4) for _ in range(3)] for _ in range(6)]
        bills = [(rng.choice((60, 90, 100)), rng.choice((30, 50))) for _ in range(6)]
        placed, turns_left = rng.randint(0, 7), rng.randint(0, 5)
        pick = greedy_pick(dice, bills, 0, hand, placed, turns_left, w)
        assert not Counter(pick) - Counter(hand), "picked cards come from the hand"
        assert len(pick) <= 2 or len({n for n, _ in pick}) == 1
        best = max(
            score_pick(dice, bills, 0, [hand[i] for i in c], placed, turns_left, w) for c in candidate_picks(hand)
        )
        assert score_pick(dice, bills, 0, pick, placed, turns_left, w) == pytest.approx(best)


def test_normal_beats_random_players():
    wins = 0
    for g in range(30):
        match = play(["normal", "random", "random", "random"], 100 + g)
        wins += 0 in RULES.standings(match.state)[0]
    assert wins >= 15, wins


def test_hard_respects_its_sample_budget():
    state = RULES.initial_state(3, 4)
    agent = HardAgent(2, HardConfig(max_samples=20, time_budget=10.0))
    legal = RULES.legal_actions(state, 1)
    choice = agent.choose(RULES, RULES.observe(state, 1), legal, 1)
    assert isinstance(choice, Pick) and choice in legal
    assert 0 < agent.last_samples <= 20


@pytest.mark.parametrize("sequential", [False, True])
def test_hard_deals_are_consistent_with_the_view(sequential):
    """Every sampled deal gives each player exactly the hidden card counts the view shows, drawn from
    cards that are not open on the table, and keeps the viewer's own hand."""
    from vegas_desktop.cards.ai.heuristic import table_dice, unseen_shapes
    from vegas_desktop.cards.ai.sim import sample_deal

    rng = random.Random(3)
    match = play(["normal", "normal", "normal"], 21, Options(sequential=sequential))
    state = RULES.initial_state(3, 21, Options(sequential=sequential))
    for seat, action in match.log[:40]:
        for viewer in RULES.to_act(state):
            view = RULES.observe(state, viewer)
            deal = sample_deal(view, rng)
            assert deal.dice == table_dice(view)
            assert deal.hands[viewer] == [(c.number, c.dice) for c in view.hand]
            for p in range(3):
                assert len(deal.piles[p]) == (0 if view.out[p] else view.pile_counts[p])
                assert not Counter(deal.hands[p] + deal.piles[p]) - Counter(unseen_shapes(view, p) + deal.hands[viewer])
                truth = Counter((c.number, c.dice) for c in state.hands[p] + list(state.picks[p] or ()))
                assert len(deal.hands[p]) == sum(truth.values())
        state, _ = RULES.apply(state, action, seat)


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_choice_ignores_the_others_secret_picks_and_every_draw_pile(kind):
    """Seats 1 and 2 have already picked in secret; other picks (and other pile orders, own pile
    included) give seat 0 the same view and so the same choice."""
    base = RULES.initial_state(3, 21)
    for seat in RULES.to_act(base):  # one whole turn first
        base, _ = RULES.apply(base, RULES.legal_actions(base, seat)[-1], seat)
    one, two = base, base
    for seat in (1, 2):
        legal = RULES.legal_actions(one, seat)
        one, _ = RULES.apply(one, legal[0], seat)  # single cards, so the counts (which are open) agree
        two, _ = RULES.apply(two, legal[1], seat)
    assert one.picks[1] != two.picks[1] and one.picks[2] != two.picks[2]
    rng = random.Random(5)
    for p in range(3):
        rng.shuffle(two.piles[p])
    assert two.piles[0] != one.piles[0]
    assert RULES.observe(one, 0) == RULES.observe(two, 0)
    legal = RULES.legal_actions(one, 0)
    first = make_agent("cards", kind, 6).choose(RULES, RULES.observe(one, 0), legal, 0)
    second = make_agent("cards", kind, 6).choose(RULES, RULES.observe(two, 0), legal, 0)
    assert first == second and first in legal
