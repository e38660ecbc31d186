"""Tiles A-D: Lucky Punch, Jackpot, Prime Time, Fifty Fifty, High Five, Bad Luck, Pay Day, Power Play."""

from __future__ import annotations

import pytest

from tests.royale.helpers import do, finish, game, of, put, scripted, throw
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.royale import BIGGY, BLACK, RULES, SMALL, Die
from vegas_desktop.royale.moves import (
    BadLuckDue,
    BadLuckPaid,
    BillPaid,
    BillsReturned,
    BlockIt,
    DiceMoved,
    FiftyCall,
    FiftyFiftyRolled,
    JetonsChanged,
    LuckyCount,
    LuckyGuess,
    LuckyPunchResolved,
    MarkerMoved,
    MoneyPaid,
    Place,
    PlaqueMoved,
    PowerPlay,
    PrimeTime,
    Roll,
    TieCancelled,
    TileActivated,
)

# -- A1 Lucky Punch ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("count", "guess", "jetons", "money"),
    [(1, 2, 2, []), (2, 3, 0, [30]), (3, 1, 0, [40]), (2, 2, 0, []), (1, 1, 0, [])],
)
def test_lucky_punch_secret_count_and_left_guess(count, guess, jetons, money):
    state = game(3, ("A1",))
    do(throw(state, 1, 1, 5), Place(1))
    assert state.phase == "lucky_count" and RULES.to_act(state) == (0,)
    assert RULES.legal_actions(state, 0) == [LuckyCount(1), LuckyCount(2), LuckyCount(3)]
    do(state, LuckyCount(count))
    assert RULES.to_act(state) == (1,)  # the player on the left guesses
    assert RULES.observe(state, 1).lucky_count is None  # hidden from the guesser
    assert RULES.observe(state, 0).lucky_count == count
    with pytest.raises(IllegalAction):
        do(state, LuckyGuess(1), seat=0)
    before = state.jetons[0]
    events = do(state, LuckyGuess(guess), seat=1)
    assert LuckyPunchResolved(0, 1, count, guess) in events
    assert state.jetons[0] - before == jetons and state.cards[0] == money
    assert state.current == 1 and state.phase == "roll"


def test_lucky_punch_left_of_last_seat_wraps():
    state = game(3, ("A1",))
    state.current = state.actor = 2
    do(throw(state, 1), Place(1))
    do(state, LuckyCount(3))
    assert RULES.to_act(state) == (0,)


# -- A2 Jackpot -------------------------------------------------------------------------------------------


def test_jackpot_pays_on_seven_or_double_else_marker_climbs_to_80():
    state = game(3, ("A2",))
    events = do(scripted(throw(state, 1), 3, 4), Place(1))
    assert MoneyPaid(0, 30, "jackpot") in events and state.pieces.jackpot_step == 0
    for expected in (1, 2, 3, 4, 5, 5):
        state.current = state.actor = 1
        events = do(scripted(throw(state, 1), 1, 2), Place(1))
        assert state.pieces.jackpot_step == expected
        assert MarkerMoved("A2", 1, expected) in events and not of(events, MoneyPaid)
    state.current = state.actor = 2
    events = do(scripted(throw(state, 1), 5, 5), Place(1))  # a double
    assert MoneyPaid(2, 80, "jackpot") in events and state.pieces.jackpot_step == 0


# -- B1 Prime Time ----------------------------------------------------------------------------------------


def test_prime_time_with_a_double_may_place_just_one():
    state = game(3, ("B1",))
    put(state, 1, 0, 3)
    put(state, 4, 1, 2)
    put(state, 4, 0, 1)
    scripted(state, 4, 4)
    events = finish(state, 6)  # seat 0's last die; round end starts
    assert state.phase == "prime_time" and RULES.to_act(state) == (0,)
    assert of(events, BillPaid) == []  # scoring waits for the choice
    assert RULES.legal_actions(state, 0) == [PrimeTime(()), PrimeTime((4,)), PrimeTime((4, 4))]
    bills4 = state.bills[3]
    events = do(state, PrimeTime((4,)))
    assert DiceMoved((Die(0, 4, BLACK),), "box", "casino:4", "prime_time") in events
    # seat 0 now has 2 at casino 4 (one small, one black), tying seat 1: both cancel, nobody is paid there
    assert TieCancelled(4, (0, 1), 2) in events
    assert BillsReturned(4, bills4) in events


def test_prime_time_both_dice_count_for_the_winner():
    state = game(3, ("B1",))
    put(state, 1, 1, 2)
    put(state, 5, 2, 1)
    scripted(state, 5, 5)
    state.current = state.actor = 0
    finish(state, 6)
    assert RULES.to_act(state) == (1,)
    top5 = state.bills[4][0]
    events = do(state, PrimeTime((5, 5)))
    assert BillPaid(5, 1, top5) in events  # two black dice beat seat 2's one


def test_prime_time_not_into_a_closed_casino_and_only_for_a_player_winner():
    state = game(3, ("B1",))
    put(state, 1, 0, 2)
    state.closed = 3  # casino 4 closed
    scripted(state, 4, 5)
    finish(state, 6)
    assert RULES.legal_actions(state, 0) == [PrimeTime(()), PrimeTime((5,))]
    # nobody (or a tie) ahead at casino 1: no black dice
    state = game(3, ("B1",))
    put(state, 1, 0, 1)
    put(state, 1, 1, 1)
    events = finish(state, 6)
    assert state.round == 2 and not [e for e in events if getattr(e, "reason", "") == "prime_time"]


# -- B2 Fifty Fifty ---------------------------------------------------------------------------------------


def test_fifty_fifty_higher_lower_then_stop():
    state = game(3, ("B2",))
    scripted(throw(state, 1), 3, 4, 5, 5, 1, 2)
    events = do(state, Place(1))
    assert FiftyFiftyRolled(0, "start", 7, True) in events and state.pieces.fifty_field == 1
    assert RULES.legal_actions(state, 0) == [FiftyCall("stop"), FiftyCall("higher"), FiftyCall("lower")]
    do(state, FiftyCall("higher"))  # 10 > 7
    assert state.pieces.fifty_field == 2 and state.phase == "fifty"
    do(state, FiftyCall("lower"))  # 3 < 10
    assert state.pieces.fifty_field == 3
    events = do(state, FiftyCall("stop"))
    assert MoneyPaid(0, 20, "fifty_fifty") in events and state.pieces.fifty_field == 0
    assert state.current == 1


def test_fifty_fifty_equal_sum_is_wrong_and_stop_on_field_one_pays_nothing():
    state = game(3, ("B2",))
    scripted(throw(state, 1), 3, 4, 2, 5)
    do(state, Place(1))
    events = do(state, FiftyCall("higher"))  # 7 again: wrong
    assert FiftyFiftyRolled(0, "higher", 7, False) in events
    assert not of(events, MoneyPaid) and state.pieces.fifty_field == 0 and state.current == 1
    state2 = game(3, ("B2",))
    scripted(throw(state2, 1), 1, 1)
    do(state2, Place(1))
    events = do(state2, FiftyCall("stop"))
    assert not of(events, MoneyPaid) and state2.cards[0] == []


def test_fifty_fifty_field_seven_must_stop_and_pays_60k():
    state = game(3, ("B2",))
    # start 2, then 3 4 5 6 7 8 (six right "higher" calls: fields 2..7)
    scripted(throw(state, 1), 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4)
    do(state, Place(1))
    for _ in range(5):
        do(state, FiftyCall("higher"))
    assert state.pieces.fifty_field == 6
    events = do(state, FiftyCall("higher"))
    assert MoneyPaid(0, 60, "fifty_fifty") in events and state.phase == "roll" and state.current == 1


# -- C1 High Five -----------------------------------------------------------------------------------------


def test_high_five_with_the_biggy_first_only_and_paid_at_scoring():
    state = game(3, ("C1",))
    put(state, 1, 0, 1)
    events = do(throw(state, 1, 1, 1, 4), Place(1))  # 4 dice: not yet
    assert state.pieces.high_five is None and not of(events, PlaqueMoved)
    state.current = state.actor = 1
    events = do(throw(state, 1, 1, 1, biggy=1), Place(1))  # 3 + Biggy = 5
    assert state.pieces.high_five == 1 and PlaqueMoved("C1", 1) in events
    state.current = state.actor = 2
    do(throw(state, 1, 1, 1, 1, 1, 1), Place(1))  # 6 dice, but the plaque is gone
    assert state.pieces.high_five == 1
    state.current = state.actor = 0
    events = finish(state, 6)
    assert MoneyPaid(1, 100, "high_five") in events


# -- C2 Bad Luck ------------------------------------------------------------------------------------------


def test_bad_luck_fewest_dice_pay_50k_with_change():
    state = game(3, ("C2",))
    put(state, 1, 0, 3)
    put(state, 1, 1, 1)
    state.cards[2] = [40, 30]
    events = finish(state, 6)  # seat 0 wins casino 6 alone
    assert BadLuckDue(1, (2,)) in events
    assert BadLuckPaid(2, (30, 40), 0, 20, 0) in events
    assert state.cards[2] == [20]


def test_bad_luck_with_too_little_money_pays_jetons_and_never_goes_negative():
    state = game(3, ("C2",))
    put(state, 1, 0, 3)
    put(state, 1, 1, 1)
    state.cards[2] = [30]
    state.jetons[2] = 5
    events = finish(state, 6)
    assert BadLuckPaid(2, (30,), 2, 0, 0) in events
    assert state.cards[2] == [] and state.jetons[2] == 3 + 2  # 3 left, +2 for round 2
    state = game(3, ("C2",))
    put(state, 1, 0, 3)
    put(state, 1, 1, 1)
    state.jetons[2] = 1
    events = finish(state, 6)
    assert BadLuckPaid(2, (), 1, 0, 40) in events and state.jetons[2] == 2


def test_bad_luck_ties_for_fewest_all_pay_and_counts_before_tie_removal():
    state = game(3, ("C2",))
    put(state, 1, 0, 2)
    put(state, 1, 1, 2)  # 0 and 1 cancel at scoring but still have more than seat 2
    put(state, 1, 2, 1)
    state.cards = [[100], [50], [60]]
    top1 = state.bills[0][0]
    events = finish(state, 6)
    assert BadLuckDue(1, (2,)) in events
    assert BillPaid(1, 2, top1) in events  # seat 2 even wins casino 1, yet pays after scoring
    assert sum(state.cards[2]) == 60 + top1 - 50 and len(of(events, BadLuckPaid)) == 1
    state = game(4, ("C2",))
    put(state, 1, 0, 1)
    events = finish(state, 6)
    assert BadLuckDue(1, (1, 2, 3)) in events


# -- D1 Pay Day -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("others", "jetons", "money"), [((), 1, []), ((3,), 2, []), ((2, 3), 0, [30])])
def test_pay_day_counts_casinos_with_own_dice(others, jetons, money):
    state = game(3, ("D1",))
    for c in others:
        put(state, c, 0)
    put(state, 5, 1)  # someone else's casino does not count
    state.jetons[0] = 0
    do(throw(state, 1, 1), Place(1))
    assert state.jetons[0] == jetons and state.cards[0] == money


def test_pay_day_six_casinos_pays_60k():
    state = game(3, ("D1",))
    for c in (2, 3, 4, 5, 6):
        put(state, c, 0)
    events = do(throw(state, 1), Place(1))
    assert MoneyPaid(0, 60, "pay_day") in events


# -- D2 Power Play ----------------------------------------------------------------------------------------


def test_power_play_marker_taken_with_strict_majority_and_returned_by_block_it():
    # Rulebook Block It! example: casino 2 (Power Play) has 1 blue, 1 yellow and 2 red dice.
    state = game(4, ("F1", "D2"))
    put(state, 2, 1)
    put(state, 2, 2)
    state.current = state.actor = 3
    events = do(throw(state, 2, 2, 5), Place(2))  # red (seat 3) takes the strict majority
    assert state.pieces.power_play == 3 and PlaqueMoved("D2", 3) in events
    # seat 0 activates Block It! and puts a group of 2 grey dice on casino 2
    state.current = state.actor = 0
    do(throw(state, 1), Place(1))
    events = do(state, BlockIt(2, 2))
    assert state.pieces.power_play is None and PlaqueMoved("D2", None) in events
    # if it stays so until scoring, nobody is paid at casino 2
    events = finish(state, 6)
    assert not [e for e in of(events, BillPaid) if e.casino == 2]
    assert [e for e in of(events, BillsReturned) if e.casino == 2]


def test_power_play_needs_strict_majority_and_allows_turning_a_die():
    state = game(3, (None, "D2"))
    put(state, 2, 1, 2)
    do(throw(state, 2, 2, 6), Place(2))  # 2 vs 2: not strict
    assert state.pieces.power_play is None
    state.current = state.actor = 2
    do(throw(state, 2, 2, 2), Place(2))
    assert state.pieces.power_play == 2
    # seat 2's next turn: may turn one remaining die to any open face instead of rolling
    state.supply[2] = [SMALL, BIGGY]
    state.current = state.actor = 2
    state.phase = "roll"
    legal = RULES.legal_actions(state, 2)
    assert Roll() in legal and PowerPlay(BIGGY, 2) in legal and len(legal) == 1 + 12
    state.closed = 4
    assert PowerPlay(SMALL, 5) not in RULES.legal_actions(state, 2)
    events = do(state, PowerPlay(BIGGY, 2))
    assert TileActivated(2, "D2", 2) in events and state.count(1, 2) == 5 and state.supply[2] == [SMALL]
    # other players cannot use it
    state.phase = "roll"
    state.current = state.actor = 0
    assert RULES.legal_actions(state, 0) == [Roll()]


def test_power_play_marker_stays_while_someone_holds_majority():
    state = game(3, (None, "D2"))
    do(throw(state, 2, 2), Place(2))
    assert state.pieces.power_play == 0
    state.current = state.actor = 1
    events = do(throw(state, 2, 2, 2), Place(2))  # seat 1 now leads strictly: takes it over
    assert state.pieces.power_play == 1 and PlaqueMoved("D2", 1) in events
    state.current = state.actor = 0
    events = do(throw(state, 2), Place(2))  # 3 vs 3: nobody strict -> back to the tile
    assert state.pieces.power_play is None and PlaqueMoved("D2", None) in events
    assert not of(events, JetonsChanged)
