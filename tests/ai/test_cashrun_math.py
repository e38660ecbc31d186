"""The Cash & Run computer players' judgement on plain numbers (no game needed)."""

from __future__ import annotations

import itertools
import random

from hypothesis import given
from hypothesis import strategies as st

from vegas_desktop.cashrun.ai import judgement as cm

# The board of docs/rules.md#cr-casinos: colours blue, red, green, gold, violet x (roulette, dice, cards).
TYPES = ["roulette", "dice", "cards"] * 5
COLOURS = [c for c in ("blue", "red", "green", "gold", "violet") for _ in range(3)]


def test_lines_by_player_count():
    three = cm.combination_lines(TYPES, COLOURS, 3)
    assert [(len(m), need) for m, need in three] == [(5, 4)] * 3
    four = cm.combination_lines(TYPES, COLOURS, 4)
    assert len(four) == 8 and all(need == 3 for _, need in four)


def test_owned_casinos_are_farther_than_free_ones():
    assert cm.line_distance(3, 0, 3) == 0
    assert cm.line_distance(2, 1, 3) < cm.line_distance(2, 0, 3)
    assert cm.line_distance(0, 5, 4) == 4 * cm.FREE_STEP


def test_casino_completing_a_line_is_worth_most():
    lines = cm.combination_lines(TYPES, COLOURS, 4)
    owners: list[int | None] = [None] * 15
    owners[0], owners[3] = 0, 0  # two roulette casinos (blue, red)
    owners[1] = 1
    completing = cm.casino_worth(6, 0, owners, lines)  # a third roulette casino: combination
    useless = cm.casino_worth(7, 0, owners, lines)  # green dice: nothing to do with seat 0's casinos
    assert completing > useless > 0
    assert cm.holds_combination(0, [*owners[:6], 0, *owners[7:]], lines)
    assert not cm.holds_combination(0, owners, lines)


def test_taking_a_casino_from_a_near_winner_counts_the_denial():
    lines = cm.combination_lines(TYPES, COLOURS, 4)
    owners: list[int | None] = [None] * 15
    owners[0], owners[1], owners[2] = 1, 1, 1  # seat 1 holds all blue: a combination
    owners[5] = 2  # an unrelated casino of seat 2
    assert cm.casino_worth(0, 0, owners, lines) > cm.casino_worth(5, 0, owners, lines)


def test_match_prior_grows_with_the_hand():
    pool = cm.unknown_pool([])
    total = sum(pool.values())
    one = cm.match_prior(pool["dice"], total, 1)
    three = cm.match_prior(pool["dice"], total, 3)
    assert abs(one - 6 / 25) < 1e-12
    assert one < three < 1
    assert cm.match_prior(0, total, 3) == 0
    assert cm.match_prior(pool["dice"], total, 0) == 0


def test_own_cards_leave_the_unknown_pool():
    pool = cm.unknown_pool(["dice", "dice", "blank"])
    assert pool == {"roulette": 6, "dice": 4, "cards": 6, "blank": 6}


def test_challenge_rule_matches_the_payoffs():
    # Check the closed form against the two payoffs directly over a grid.
    for q in (0.05, 0.2, 0.4, 0.6, 0.8):
        for p in (1 / 6, 1 / 3, 0.5, 5 / 6):
            gain, loss = 100.0, 70.0
            challenge = (1 - q) * gain - q * loss
            accept = p * gain - (1 - p) * loss
            if abs(challenge - accept) > 1e-9:
                assert cm.should_challenge(q, p) == (challenge > accept)


def test_winner_of_an_even_game_challenges_a_single_card_but_not_three():
    assert cm.challenge_decision([], 1, "roulette", 0.5, 0.7)
    assert not cm.challenge_decision([], 3, "roulette", 0.5, 0.3)


def test_holding_the_symbols_makes_a_challenge_safer():
    # A bluffer with two cards: unknown deck -> accept; three of the six dice cards in our hand -> challenge.
    assert not cm.challenge_decision(["blank"] * 3, 2, "dice", 0.5, 0.5)
    assert cm.challenge_decision(["dice"] * 3, 2, "dice", 0.5, 0.5)


def test_matching_card_is_always_laid_and_bluffs_are_mixed():
    rng = random.Random(1)
    assert cm.bluff_card(["blank", "cards"], "cards", 500, 1000, rng, 0.6) == "cards"
    assert cm.bluff_card([], "cards", 500, 1000, rng, 0.6) is None
    laid = [cm.bluff_card(["blank", "dice"], "cards", 300, 1000, rng, 0.6) for _ in range(400)]
    bluffs = laid.count("blank")
    assert 0.2 * 400 < bluffs < 0.95 * 400  # mixed: sometimes, not always
    assert set(laid) <= {"blank", None}  # the blank is sacrificed before a useful symbol


def test_no_bluff_over_a_trifle():
    rng = random.Random(2)
    assert all(cm.bluff_card(["blank"], "dice", 10, 1000, rng, 1.0) is None for _ in range(50))


def test_discard_prefers_blank_then_duplicates():
    assert cm.discard_choice(["dice", "blank", "cards", "roulette"]) == "blank"
    assert cm.discard_choice(["dice", "cards", "dice", "roulette"]) == "dice"


def test_win_probabilities_are_fair_except_court_cards():
    for game in ("roulette", "dice"):
        for f in cm.FACTORS[game]:
            assert abs(cm.win_prob(f, game) * (f + 1) - 1) < 1e-12
    assert cm.win_prob(2, "cards") == 16 / 52
    assert cm.win_prob(3, "cards") == 0.25


def test_stake_forces_a_poor_owner_when_the_casino_is_wanted():
    factor, stake = cm.choose_stake("roulette", 2000, 150, force_value=800)
    assert stake * factor > 150
    assert stake <= 2000


def test_stake_stays_minimal_without_a_reason():
    assert cm.choose_stake("dice", 2000, 150, force_value=0) == (1, 10)
    assert cm.choose_stake("cards", 2000, 5000, force_value=50) == (1, 10)  # forcing would cost too much risk


@given(st.sampled_from(cm.GAME_TYPES), st.integers(0, 5000), st.integers(0, 5000), st.floats(0, 3000))
def test_stake_is_always_legal(game, mine, owner, value):
    factor, stake = cm.choose_stake(game, mine, owner, value)
    assert factor in cm.FACTORS[game]
    assert stake >= 10 and stake % 10 == 0
    assert stake <= max(10, mine)


def test_grand_slam_goes_on_only_when_it_pays():
    assert not cm.grand_slam_go_on(250, 500, 30000, 2000)  # fair: stop when rich
    assert cm.grand_slam_go_on(250, 500, 30000, 100)  # fair: go on when short of chips
    assert not cm.grand_slam_go_on(250, 500, 300, 100)  # the bank can only pay 300 of the 500
    assert cm.grand_slam_go_on(0, 250, 30000, 2000)  # 125k expected beats the 100k... of stopping at nothing


def test_bid_limit_and_takeover_value():
    assert cm.bid_limit(400, 1000, 200) == 400
    assert cm.bid_limit(900, 1000, 200) == 800
    assert cm.takeover_value(600, 200) == 100
    assert cm.takeover_value(200, 600) < 0


def test_read_bluff_lays_a_blank_when_a_normal_judge_will_accept():
    # three cards held: a Normal judge of an even game thinks a match likely and accepts, so a blank buys a replay
    assert cm.read_bluff(["blank", "dice", "cards"], "dice", 500, 0.5, 0.65) == "blank"
    # a single card is challenged: only a matching one is worth laying
    assert cm.read_bluff(["cards"], "dice", 500, 0.5, 0.65) is None
    assert cm.read_bluff(["dice"], "dice", 500, 0.5, 0.65) == "dice"
    # a trifle at stake is not worth a card
    assert cm.read_bluff(["blank", "blank", "blank"], "dice", 20, 0.5, 0.65) is None


SYMBOLS = ["roulette", "dice", "cards", "blank"]


@given(
    st.lists(st.sampled_from(SYMBOLS), max_size=3),
    st.integers(0, 3),
    st.sampled_from(["roulette", "dice", "cards"]),
    st.sampled_from([1 / 6, 1 / 3, 0.5, 2 / 3, 5 / 6]),
)
def test_accept_chance_is_the_share_of_judge_hands_that_accept(hand, judge_cards, game, p):
    """Every hand the judge may hold, dealt from the cards the bluffer cannot place, asked directly."""
    unseen = [c for c, n in cm.unknown_pool(hand).items() for _ in range(n)]
    hands = list(itertools.combinations(range(len(unseen)), judge_cards))
    accepting = sum(not cm.challenge_decision([unseen[i] for i in judge], len(hand), game, p, 0.65) for judge in hands)
    assert abs(cm.accept_chance(hand, judge_cards, game, p, 0.65) - accepting / len(hands)) < 1e-9


def test_read_bluff_weighs_the_judges_unseen_hand():
    """One blank after losing a x2 visit (the owner wins a replay with 2/3): a judge with no cards of its own
    challenges a lone card, one holding a card accepts three times in four, so the blank is laid only then."""
    assert cm.accept_chance(["blank"], 0, "dice", 2 / 3, 0.65) == 0.0
    assert abs(cm.accept_chance(["blank"], 1, "dice", 2 / 3, 0.65) - 0.75) < 0.01
    assert cm.read_bluff(["blank"], "dice", 500, 2 / 3, 0.65, 60.0, judge_cards=0) is None
    assert cm.read_bluff(["blank"], "dice", 500, 2 / 3, 0.65, 60.0, judge_cards=1) == "blank"
    # a matching card wins when challenged: laid even against a judge who surely challenges
    assert cm.read_bluff(["dice"], "dice", 500, 2 / 3, 0.65, 60.0, judge_cards=0) == "dice"


def test_mixed_bluff_rate_grows_with_the_hurt_and_skips_trifles():
    assert cm.mixed_bluff_rate(20, 1000, 0.65) == 0.0
    assert cm.mixed_bluff_rate(1000, 100, 0.65) > cm.mixed_bluff_rate(100, 2000, 0.65) > 0.0


def test_replay_win_chance_rises_with_cards_a_normal_judge_accepts():
    assert cm.replay_win_chance(0, 0.65) == 0.5
    assert cm.replay_win_chance(1, 0.65) == 0.5  # a lone card is challenged
    assert 0.5 < cm.replay_win_chance(2, 0.65) < cm.replay_win_chance(3, 0.65) < 0.875
