"""The selection rule: 1-2 cards of any numbers, or 3-5 cards that all show one number."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from cards_helpers import pick_of, set_hand, smallest_pick

from vegas_desktop.cards import RULES, Card, Options, Pick, legal_picks, pick_error, selection_error
from vegas_desktop.cards.selection import (
    RULE_ALREADY,
    RULE_EMPTY,
    RULE_HIDDEN,
    RULE_NOT_IN_HAND,
    RULE_ONE_NUMBER,
    RULE_OUT,
    RULE_TOO_MANY,
    RULE_TURN,
    RULE_TWICE,
)
from vegas_desktop.core.errors import IllegalAction


def cards(*numbers: int) -> list[Card]:
    return [Card(i, 0, n, 1) for i, n in enumerate(numbers)]


# -- the rule on its own ------------------------------------------------------------------------


@pytest.mark.parametrize("numbers", [(5, 5, 5), (6, 6), (1, 4), (5,)])
def test_rulebook_example_selections_are_legal(numbers):
    # Emily three 5s, Henry two 6s, Alena a 1 and a 4, Sandra one 5.
    assert selection_error(cards(*numbers)) is None


def test_rulebook_example_two_fours_and_a_two_is_illegal():
    assert selection_error(cards(4, 4, 2)) == RULE_ONE_NUMBER


@pytest.mark.parametrize("size", range(0, 7))
def test_every_shape_of_every_size(size):
    """All multisets of numbers of this size: legal exactly when 1-2 cards, or 3-5 all equal."""
    for numbers in combinations_with_replacement(range(1, 7), size):
        error = selection_error(cards(*numbers))
        if size == 0:
            assert error == RULE_EMPTY
        elif size > 5:
            assert error == RULE_TOO_MANY
        elif size <= 2 or len(set(numbers)) == 1:
            assert error is None, numbers
        else:
            assert error == RULE_ONE_NUMBER, numbers


def test_dice_on_the_cards_do_not_matter_for_the_rule():
    mixed_dice = [Card(0, 0, 3, 1), Card(1, 0, 3, 2), Card(2, 0, 3, 2), Card(3, 0, 3, 1)]
    assert selection_error(mixed_dice) is None


@pytest.mark.parametrize(
    ("numbers", "expected"),
    [
        ((1, 2, 3, 4, 5), 5 + 10),  # all different: singles and pairs only
        ((2, 2, 2, 2, 2), 31),  # all one number: every non-empty subset
        ((5, 5, 5, 2, 2), 5 + 10 + 1),  # plus the three 5s together
        ((4, 4, 4, 4, 1), 5 + 10 + 4 + 1),  # plus 4 triples of 4s and all four 4s
    ],
)
def test_legal_picks_enumerates_every_legal_subset(numbers, expected):
    hand = cards(*numbers)
    picks = legal_picks(hand)
    assert len(picks) == expected
    assert len(set(picks)) == expected
    by_id = {c.id: c for c in hand}
    for pick in picks:
        assert selection_error([by_id[i] for i in pick.card_ids]) is None


def test_pick_ids_are_order_independent():
    assert Pick((7, 3)) == Pick((3, 7))
    assert Pick((7, 3)).card_ids == (3, 7)


# -- a pick in a game ---------------------------------------------------------------------------


def test_illegal_picks_raise_with_the_rule_they_break():
    state = RULES.initial_state(3, 1)
    a, b, c, d, e = set_hand(state, 0, (4, 1), (4, 2), (2, 1), (6, 1), (6, 2))
    for pick, rule in [
        (pick_of(a, b, c), RULE_ONE_NUMBER),
        (Pick(()), RULE_EMPTY),
        (Pick((a.id, a.id)), RULE_TWICE),
        (Pick((state.hands[1][0].id,)), RULE_NOT_IN_HAND),
        (Pick((state.piles[0][0].id,)), RULE_NOT_IN_HAND),
    ]:
        assert pick_error(state, 0, pick.card_ids) == rule
        with pytest.raises(IllegalAction) as info:
            RULES.apply(state, pick, 0)
        assert info.value.rule == rule
    for legal in (pick_of(a, b), pick_of(c, e), pick_of(d)):
        assert pick_error(state, 0, legal.card_ids) is None
        assert legal in RULES.legal_actions(state, 0)


def test_a_seat_cannot_pick_twice_in_one_turn():
    state = RULES.initial_state(3, 2)
    state, _ = RULES.apply(state, smallest_pick(state, 1), 1)
    assert 1 not in RULES.to_act(state)
    assert RULES.legal_actions(state, 1) == []
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Pick((state.hands[1][0].id,)), 1)
    assert info.value.rule == RULE_ALREADY


def test_an_out_seat_cannot_pick():
    state = RULES.initial_state(3, 2)
    state.out[2] = True
    assert pick_error(state, 2, (state.hands[2][0].id,)) == RULE_OUT
    assert RULES.legal_actions(state, 2) == []


def test_sequential_pick_out_of_turn_is_refused():
    state = RULES.initial_state(3, 2, Options(sequential=True))
    assert RULES.to_act(state) == (0,)
    assert pick_error(state, 1, (state.hands[1][0].id,)) == RULE_TURN
    assert RULES.legal_actions(state, 1) == []
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Pick((state.hands[1][0].id,)), 1)
    assert info.value.rule == RULE_TURN


def test_validation_works_on_a_seats_own_view():
    state = RULES.initial_state(4, 3)
    view = RULES.observe(state, 2)
    own = view.hand[0].id
    assert pick_error(view, 2, (own,)) is None
    assert pick_error(view, 1, (state.hands[1][0].id,)) == RULE_HIDDEN
    assert RULES.legal_actions(view, 2) == RULES.legal_actions(state, 2)
    assert RULES.legal_actions(view, 1) == []
    state, _ = RULES.apply(state, Pick((own,)), 2)
    assert pick_error(RULES.observe(state, 2), 2, (state.hands[2][0].id,)) == RULE_ALREADY
