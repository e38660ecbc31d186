"""Rules of Las Vegas – The Card Game (docs/rules.md#cards): setup, reveal, exit, round end, scoring, variant, end."""

from __future__ import annotations

from collections import Counter

import pytest
from cards_helpers import check_invariants, lay, pick_of, set_hand, smallest_pick

from vegas_desktop.cards import RULES, Options, Pick, parse_options, redact
from vegas_desktop.cards.model import BILLS_CARDS, DECK_SHAPE, deck_for
from vegas_desktop.cards.moves import (
    BillPaid,
    BillsRemoved,
    CardsDiscarded,
    CardsDrawn,
    CardsPlaced,
    CardsPlayed,
    GameEnded,
    PickMade,
    PicksRevealed,
    PlayerOut,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
)
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.games import parse_options as game_parse_options
from vegas_desktop.games import rules_for

EMILY, HENRY, ALENA, SANDRA = 0, 1, 2, 3


def all_pick_one(state, skip=()):
    """Every seat to act picks its lowest card; returns the events."""
    events = []
    for seat in RULES.to_act(state):
        if seat in skip:
            continue
        state_events = RULES.apply(state, smallest_pick(state, seat), seat)
        state, new = state_events
        events += new
    return state, events


# -- setup --------------------------------------------------------------------------------------


def test_deck_has_thirty_cards_four_single_and_one_double_per_number():
    deck = deck_for(2)
    assert len(deck) == 30 == len(DECK_SHAPE)
    assert sum(c.dice for c in deck) == 36
    expected = Counter({(n, d): 4 if d == 1 else 1 for n in range(1, 7) for d in (1, 2)})
    assert Counter((c.number, c.dice) for c in deck) == expected
    assert len({c.id for c in deck}) == 30 and all(c.owner == 2 for c in deck)


def test_bills_are_six_of_each_value_from_30k_to_100k():
    assert Counter(BILLS_CARDS) == Counter({v: 6 for v in range(30, 101, 10)})


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_new_game_deals_five_cards_and_two_bills_per_casino(players):
    state, events = RULES.new_game(players, 11)
    check_invariants(state)
    assert state.round == 1 and state.turn == 1
    assert [len(h) for h in state.hands] == [5] * players
    assert [len(p) for p in state.piles] == [25] * players
    assert all(len(b) == 2 and b[0] >= b[1] for b in state.bills)
    assert len(state.bill_pile) == 36
    assert isinstance(events[0], RoundStarted)
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert [(e.player, e.count) for e in drawn] == [(p, 5) for p in range(players)]
    assert isinstance(events[-1], TurnStarted) and events[-1].players == tuple(range(players))
    assert RULES.to_act(state) == tuple(range(players))


@pytest.mark.parametrize("players", [1, 6])
def test_player_count_outside_two_to_five_is_refused(players):
    with pytest.raises(IllegalAction):
        RULES.initial_state(players, 1)


# -- a simultaneous turn ------------------------------------------------------------------------


def test_picks_stay_hidden_until_everybody_has_picked_then_are_revealed_together():
    state = RULES.initial_state(3, 5)
    a = set_hand(state, 0, (5, 1), (5, 1), (5, 2), (1, 1), (2, 1))
    b = set_hand(state, 1, (6, 2), (6, 1), (3, 1), (3, 2), (4, 1))
    c = set_hand(state, 2, (1, 1), (4, 2), (2, 2), (2, 1), (3, 1))
    state, ev0 = RULES.apply(state, pick_of(*a[:3]), 0)
    assert ev0 == [PickMade(0, 3)]
    assert RULES.to_act(state) == (1, 2)
    assert not any(state.casinos), "nothing is laid before the reveal"
    other = RULES.observe(state, 1)
    assert other.picked == (True, False, False) and other.my_pick is None
    assert all(card not in other.hand for card in a)
    assert RULES.observe(state, 0).my_pick == tuple(a[:3])
    state, _ = RULES.apply(state, pick_of(b[0], b[1]), 1)
    state, events = RULES.apply(state, pick_of(c[0], c[1]), 2)
    assert events[0] == PickMade(2, 2)
    reveal = events[1]
    assert reveal == PicksRevealed((tuple(a[:3]), (b[0], b[1]), (c[0], c[1])))
    placed = [(e.player, e.casino, len(e.cards)) for e in events if isinstance(e, CardsPlaced)]
    assert placed == [(0, 5, 3), (1, 6, 2), (2, 1, 1), (2, 4, 1)]
    assert state.casinos[4] == a[:3] and state.casinos[5] == b[:2]
    discarded = {e.player: e.cards for e in events if isinstance(e, CardsDiscarded)}
    assert discarded == {0: tuple(a[3:]), 1: tuple(b[2:]), 2: tuple(c[2:])}
    assert [(e.player, e.count) for e in events if isinstance(e, CardsDrawn)] == [(0, 5), (1, 5), (2, 5)]
    assert state.turn == 2 and [len(h) for h in state.hands] == [5, 5, 5]
    assert [len(p) for p in state.piles] == [20, 20, 20]
    check_invariants(state)


# -- the 8-card exit ----------------------------------------------------------------------------


def test_alena_with_seven_cards_plays_four_twos_and_is_out_for_turns_five_and_six():
    state = RULES.initial_state(4, 8)
    state.turn = 4
    for seat in range(4):  # three turns already played: 15 cards used from each pile
        state.discards[seat].extend(state.piles[seat][:15])
        del state.piles[seat][:15]
    lay(state, ALENA, 6, 1, 1, 2)
    lay(state, ALENA, 5, 1, 1)
    lay(state, ALENA, 3, 1, 2)
    assert state.placed_count(ALENA) == 7
    hand = set_hand(state, ALENA, (2, 1), (2, 1), (2, 1), (2, 2), (4, 1))
    state, _ = all_pick_one(state, skip=(ALENA,))
    pile = len(state.piles[ALENA])  # what is left of her draw pile goes under the glass
    state, events = RULES.apply(state, pick_of(*hand[:4]), ALENA)
    assert pile > 0 and PlayerOut(ALENA, 11, pile) in events
    assert state.out[ALENA] and state.hands[ALENA] == [] and state.piles[ALENA] == []
    assert state.turn == 5 and ALENA not in RULES.to_act(state)
    assert all(not isinstance(e, CardsDrawn) or e.player != ALENA for e in events)
    assert TurnStarted(1, 5, (EMILY, HENRY, SANDRA)) in events
    check_invariants(state)
    state, _ = all_pick_one(state)
    assert state.turn == 6 and ALENA not in RULES.to_act(state)
    state, events = all_pick_one(state)
    assert state.round == 2 and not state.out[ALENA]
    assert any(isinstance(e, RoundEnded) and e.round == 1 for e in events)


def test_exactly_eight_cards_is_out_and_seven_is_not():
    state = RULES.initial_state(2, 9)
    lay(state, 0, 1, 1, 1, 1)
    lay(state, 0, 2, 1, 1, 1)
    lay(state, 0, 3, 1)  # 7 cards: the pick makes 8
    lay(state, 1, 1, 1, 1, 1)
    lay(state, 1, 2, 1, 1, 1)  # 6 cards: the pick makes 7
    state, events = all_pick_one(state)
    assert state.out == [True, False]
    assert [e.player for e in events if isinstance(e, PlayerOut)] == [0]
    assert RULES.to_act(state) == (1,)


def test_the_last_active_player_plays_alone():
    state = RULES.initial_state(3, 4)
    state.out[1] = state.out[2] = True
    for seat in (1, 2):
        state.discards[seat] += state.hands[seat] + state.piles[seat]
        state.hands[seat], state.piles[seat] = [], []
        # out players have 8+ cards at the casinos
        state.casinos[0].extend(c for c in state.discards[seat] if c.number == 1)
        state.casinos[1].extend(c for c in state.discards[seat] if c.number == 2)
        state.discards[seat] = [c for c in state.discards[seat] if c.number > 2]
    check_invariants(state)
    assert RULES.to_act(state) == (0,)
    state, events = RULES.apply(state, smallest_pick(state, 0), 0)
    assert isinstance(events[1], PicksRevealed) and events[1].picks[1] == () and events[1].picks[2] == ()
    assert state.turn == 2 and RULES.to_act(state) == (0,)


# -- round end ----------------------------------------------------------------------------------


def test_round_ends_after_the_sixth_turn():
    state = RULES.initial_state(3, 12)
    for turn in range(1, 7):
        assert state.round == 1 and state.turn == turn
        state, events = all_pick_one(state)
        check_invariants(state)
    assert [e.round for e in events if isinstance(e, RoundEnded)] == [1]
    assert state.round == 2 and state.turn == 1
    assert [len(h) for h in state.hands] == [5, 5, 5] and [len(p) for p in state.piles] == [25, 25, 25]
    assert not any(state.casinos)


def test_round_ends_early_when_everybody_is_out():
    state = RULES.initial_state(2, 13)
    for seat in (0, 1):
        lay(state, seat, 1, 1, 1, 1)
        lay(state, seat, 2, 1, 1, 1)
        lay(state, seat, 3, 1)
    state, events = all_pick_one(state)
    assert [e.player for e in events if isinstance(e, PlayerOut)] == [0, 1]
    assert any(isinstance(e, RoundEnded) and e.round == 1 for e in events)
    assert state.round == 2 and state.turn == 1


# -- scoring ------------------------------------------------------------------------------------


def finish_round_with_picks_at_casino_1(state, dice_by_seat):
    """Make this the 6th turn; every seat picks one card for casino 1 with the given dice."""
    state.turn = 6
    for seat in range(state.players):
        state.discards[seat].extend(state.piles[seat])
        state.piles[seat] = []
    events = []
    for seat, dice in enumerate(dice_by_seat):
        (card,) = set_hand(state, seat, (1, dice))
        state.discards[seat].extend(state.piles[seat])
        state.piles[seat] = []
        state, new = RULES.apply(state, pick_of(card), seat)
        events += new
    return state, events


def test_rulebook_example_equal_dice_cancel_whatever_the_card_count():
    """The 5-casino: Emily 4 dice, Henry 4 dice, Alena 2 dice, Sandra 2 dice -> all cancel.

    The rulebook's own cards: Emily three cards with 4 dice, Henry four cards with 4 dice (all four of his
    single 5s), Alena one card with 2 dice (her double 5), Sandra two cards with 2 dice. Equal dice cancel
    whatever the card count.
    """
    state = RULES.initial_state(4, 21)
    state.round = 4  # the last round: the table stays as scored, so we can look at it afterwards
    state.box += state.bill_pile
    state.bill_pile = []
    bills = tuple(state.bills[4])
    emily = lay(state, EMILY, 5, 1, 1, 2)
    henry = lay(state, HENRY, 5, 1, 1, 1, 1)
    lay(state, ALENA, 5, 2)
    sandra = lay(state, SANDRA, 5, 1, 1)
    state, events = finish_round_with_picks_at_casino_1(state, [1, 2, 1, 2])
    assert TieCancelled(5, (EMILY, HENRY), 4) in events
    assert TieCancelled(5, (ALENA, SANDRA), 2) in events
    assert not [e for e in events if isinstance(e, BillPaid) and e.casino == 5]
    assert BillsRemoved(5, bills) in events
    assert events.index(TieCancelled(5, (EMILY, HENRY), 4)) < events.index(BillsRemoved(5, bills))
    assert RULES.is_over(state) and state.casinos[4] == [], "the 5-casino is left without cards"
    assert set(emily) <= set(state.discards[EMILY]) and set(sandra) <= set(state.discards[SANDRA])
    assert len(henry) == 4 and set(henry) <= set(state.discards[HENRY])
    check_invariants(state)


def test_more_dice_beats_as_many_cards_and_second_takes_the_other_bill():
    state = RULES.initial_state(3, 22)
    state.bills[2] = [100, 30]
    lay(state, 0, 3, 2, 1, 1)  # 3 cards, 4 dice (the double 3)
    lay(state, 1, 3, 1, 1, 1)  # 3 cards, 3 dice
    lay(state, 2, 3, 1, 1)  # 2 cards, 2 dice: third, nothing
    money_before = list(state.money)
    state, events = finish_round_with_picks_at_casino_1(state, [1, 1, 2])
    paid = [(e.player, e.amount) for e in events if isinstance(e, BillPaid) and e.casino == 3]
    assert paid == [(0, 100), (1, 30)]
    assert 100 in state.won[0] and 30 in state.won[1]
    # casino 1: seats 0 and 1 tie with one die each and cancel; seat 2 (2 dice) wins alone
    assert TieCancelled(1, (0, 1), 1) in events
    casino_1 = [(e.player, e.amount) for e in events if isinstance(e, BillPaid) and e.casino == 1]
    assert [p for p, _ in casino_1] == [2]
    assert state.money[2] - money_before[2] == sum(a for p, a in casino_1)


def test_a_tie_for_first_lets_the_third_take_the_higher_bill():
    state = RULES.initial_state(3, 23)
    state.bills[5] = [80, 50]
    lay(state, 0, 6, 2, 1)
    lay(state, 1, 6, 1, 1, 1)
    lay(state, 2, 6, 1)
    state, events = finish_round_with_picks_at_casino_1(state, [1, 2, 2])
    assert TieCancelled(6, (0, 1), 3) in events
    assert [(e.player, e.amount) for e in events if isinstance(e, BillPaid) and e.casino == 6] == [(2, 80)]
    assert BillsRemoved(6, (50,)) in events


def test_empty_casino_bills_leave_the_game():
    state = RULES.initial_state(2, 24)
    state.bills[3] = [70, 60]
    state, events = finish_round_with_picks_at_casino_1(state, [1, 2])
    assert BillsRemoved(4, (70, 60)) in events
    assert 70 in state.box and 60 in state.box


# -- whole game, end and tie-break --------------------------------------------------------------


def test_game_ends_after_round_four_with_the_bill_pile_used_up():
    state, events = RULES.new_game(3, 30)
    while not RULES.is_over(state):
        state, new = all_pick_one(state)
        events += new
    assert [e.round for e in events if isinstance(e, RoundStarted)] == [1, 2, 3, 4]
    assert state.bill_pile == [] and RULES.to_act(state) == ()
    assert sum(state.money) + sum(state.box) == sum(BILLS_CARDS)
    end = events[-1]
    assert isinstance(end, GameEnded) and end.money == tuple(state.money)
    assert [list(g) for g in end.standings] == RULES.standings(state)
    assert RULES.legal_actions(state, 0) == []
    with pytest.raises(IllegalAction):
        RULES.apply(state, Pick((0,)), 0)


def test_final_tie_break_more_bills_then_shared_win():
    state = RULES.initial_state(4, 31)
    state.money = [150, 150, 150, 90]
    state.won = [[100, 50], [50, 50, 50], [80, 70], [90]]
    assert RULES.standings(state) == [[1], [0, 2], [3]]


# -- sequential variant -------------------------------------------------------------------------


def test_sequential_players_pick_openly_in_turn_and_draw_right_away():
    state, _ = RULES.new_game(3, 40, Options(sequential=True))
    assert RULES.to_act(state) == (0,)
    hand = set_hand(state, 0, (3, 2), (3, 1), (3, 1), (1, 1), (6, 2))
    state, events = RULES.apply(state, pick_of(*hand[:3]), 0)
    assert events[0] == CardsPlayed(0, tuple(hand[:3]))
    assert state.casinos[2] == hand[:3], "laid at once, before the others pick"
    assert CardsDrawn(0, 5, tuple(state.hands[0])) in events
    assert len(state.hands[0]) == 5 and len(state.piles[0]) == 20
    assert RULES.to_act(state) == (1,)
    state, _ = RULES.apply(state, smallest_pick(state, 1), 1)
    assert RULES.to_act(state) == (2,) and state.turn == 1
    state, events = RULES.apply(state, smallest_pick(state, 2), 2)
    assert state.turn == 2 and RULES.to_act(state) == (0,)
    assert not any(isinstance(e, PickMade | PicksRevealed) for e in events)
    check_invariants(state)


def test_sequential_start_player_passes_left_each_round_and_out_players_are_skipped():
    state = RULES.initial_state(3, 41, Options(sequential=True))
    lay(state, 1, 4, 1, 1, 1)
    lay(state, 1, 5, 1, 1, 1)
    lay(state, 1, 6, 1)
    state, _ = RULES.apply(state, smallest_pick(state, 0), 0)
    state, events = RULES.apply(state, smallest_pick(state, 1), 1)
    assert [e.player for e in events if isinstance(e, PlayerOut)] == [1]
    assert RULES.to_act(state) == (2,)
    state, _ = RULES.apply(state, smallest_pick(state, 2), 2)
    assert RULES.to_act(state) == (0,)
    state, _ = RULES.apply(state, smallest_pick(state, 0), 0)
    assert RULES.to_act(state) == (2,), "seat 1 is out"
    starts = []
    while not RULES.is_over(state):
        if state.turn == 1 and state.current == state.start_player:
            starts.append((state.round, state.start_player))
        (seat,) = RULES.to_act(state)
        state, _ = RULES.apply(state, smallest_pick(state, seat), seat)
        check_invariants(state)
    assert starts == [(2, 1), (3, 2), (4, 0)]


# -- options, views, events, registry ----------------------------------------------------------


def test_parse_options():
    assert parse_options("") == Options()
    assert parse_options("sequential") == Options(sequential=True)
    assert parse_options(" Sequential , ") == Options(sequential=True)
    with pytest.raises(ValueError, match="unknown option 'biggy' for cards; known: sequential"):
        parse_options("sequential,biggy")


def test_registered_in_the_game_registry():
    assert rules_for("cards") is RULES
    assert game_parse_options("cards", "sequential").sequential


def test_redact_hides_other_players_draws_and_discards_but_not_counts():
    state, events = RULES.new_game(2, 50)
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    mine, theirs = (redact(e, 0) for e in drawn)
    assert mine == drawn[0] and len(mine.cards) == 5
    assert theirs.cards == () and theirs.count == 5 and theirs.player == 1
    reveal = PicksRevealed(((), ()))
    assert redact(reveal, 1) is reveal


def test_observation_shows_the_open_table_and_only_counts_of_hidden_cards():
    state = RULES.initial_state(3, 51)
    lay(state, 2, 4, 2)
    view = RULES.observe(state, 0)
    assert view.hand == tuple(state.hands[0])
    assert view.hand_counts == (5, 5, 5) and view.pile_counts == (25, 25, 24)
    assert view.casinos[3] == tuple(state.casinos[3])
    assert view.bills == tuple(tuple(b) for b in state.bills) and view.bill_pile_count == 36
    assert not hasattr(view, "rng") and not hasattr(view, "piles") and not hasattr(view, "hands")
    with pytest.raises(IllegalAction):
        RULES.apply(view, smallest_pick(state, 0), 0)
