"""Tiles E-H: No Entry!, Knockout?, Block It!, Handicap, Black Box, Double Down, Nice Dice, My Choice."""

from __future__ import annotations

import pytest

from tests.royale.helpers import do, finish, game, of, put, scripted, throw
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.royale import BIGGY, GREY, RULES, SMALL, Die
from vegas_desktop.royale.moves import (
    ActivateTile,
    AdjustPlace,
    AdjustTake,
    BillPaid,
    BlockIt,
    BoxPick,
    BoxPicked,
    BoxSplit,
    Decline,
    DiceMoved,
    DicePlaced,
    DoubleDown,
    Golden,
    Handicap,
    JetonsChanged,
    KnockoutPick,
    MoneyPaid,
    MyChoice,
    NiceDice,
    NoEntry,
    Place,
    PlaqueMoved,
    PowerPlay,
    Roll,
    ThrowVoid,
    TieCancelled,
    TileActivated,
)

# -- E1 No Entry! -----------------------------------------------------------------------------------------


def test_no_entry_closes_another_casino_and_walks_the_loop():
    state = game(3, ("E1",))
    do(throw(state, 1), Place(1))
    assert state.phase == "no_entry"
    assert RULES.legal_actions(state, 0) == [NoEntry(c) for c in (2, 3, 4, 5, 6)]  # never its own casino
    events = do(state, NoEntry(4))
    assert state.closed == 3 and PlaqueMoved("E1", 4) in events
    assert JetonsChanged(0, 1, "no_entry") in events  # loop field 1: one jeton
    # later activations: may leave the plaque (no marker move, no reward) or move it elsewhere
    rewards = []
    for target in (2, 5, 3, 6, 2, 4, 5):
        state.current = state.actor = 1
        do(throw(state, 1), Place(1))
        legal = RULES.legal_actions(state, 1)
        assert legal[0] == NoEntry(None) and NoEntry(state.closed + 1) not in legal and NoEntry(1) not in legal
        before = (list(state.cards[1]), state.jetons[1])
        do(state, NoEntry(target))
        rewards.append((sum(state.cards[1]) - sum(before[0]), state.jetons[1] - before[1]))
    # fields 2..7 then start again: -, 30k, 2 jetons, -, 50k, start, 1 jeton
    assert rewards == [(0, 0), (30, 0), (0, 2), (0, 0), (50, 0), (0, 0), (0, 1)]
    state.current = state.actor = 2
    state.supply[0] = [SMALL]  # keep the round going
    do(throw(state, 1), Place(1))
    marker, closed = state.pieces.no_entry_marker, state.closed
    events = do(state, NoEntry(None))
    assert state.pieces.no_entry_marker == marker and state.closed == closed and not of(events, JetonsChanged)


def test_no_entry_closed_casino_takes_no_dice_and_a_fully_closed_throw_is_void():
    state = game(3, ("E1",))
    do(throw(state, 1), Place(1))
    do(state, NoEntry(3))
    throw(state, 3, 3, 5)
    assert RULES.legal_actions(state, 1)[:1] == [Place(5)] and Place(3) not in RULES.legal_actions(state, 1)
    with pytest.raises(IllegalAction) as err:
        do(state, Place(3))
    assert err.value.rule == "place: casino closed"
    # a throw showing only the closed number: void, the turn passes with nothing placed
    state.supply[1] = [SMALL, SMALL]
    state.phase, state.throw = "roll", None
    scripted(state, 3, 3)
    events = do(state, Roll())
    assert ThrowVoid(1) in events and state.current == 2 and state.supply[1] == [SMALL, SMALL]
    assert not of(events, DicePlaced)


def test_no_entry_blocks_other_tiles_effects():
    # Block It! cannot put grey dice into the closed casino
    state = game(3, ("E1", "F1"))
    state.closed = 4
    do(throw(state, 2), Place(2))
    assert all(a.casino != 5 for a in RULES.legal_actions(state, 0))
    # Handicap cannot take a grey die out of it; the special reward cannot place or take there
    state = game(3, ("E1", "F2"))
    state.closed = 4
    put(state, 5, 0)
    do(throw(state, 2, 3), Place(2))
    legal = RULES.legal_actions(state, 0)
    assert Decline() in legal and not [a for a in legal if isinstance(a, Handicap) and a.casino == 5]
    do(state, Handicap(6, "special"))
    legal = RULES.legal_actions(state, 0)
    assert AdjustPlace(SMALL, 5) not in legal and AdjustTake(5, SMALL) not in legal
    assert AdjustPlace(SMALL, 4) in legal and AdjustTake(2, SMALL) in legal


# -- E2 Knockout? -----------------------------------------------------------------------------------------


def test_knockout_secret_choices_biggy_and_two_dice_limit():
    state = game(4, ("E2",))
    state.supply[3] = [SMALL, SMALL]  # only small dice: no choice to make
    do(throw(state, 1, 4), Place(1))
    assert state.phase == "knockout" and RULES.to_act(state) == (1, 2)
    assert RULES.legal_actions(state, 1) == [KnockoutPick(SMALL), KnockoutPick(BIGGY)]
    assert RULES.legal_actions(state, 0) == [] and RULES.legal_actions(state, 3) == []
    do(state, KnockoutPick(BIGGY), seat=1)
    assert RULES.to_act(state) == (2,)
    assert RULES.observe(state, 2).knockout_picks[1] == "?"  # hidden from the others
    assert RULES.observe(state, 1).knockout_picks[1] == BIGGY
    assert state.knockout_picks[3] == SMALL and RULES.observe(state, 2).knockout_picks[3] == "?"
    assert len(state.pieces.knockout_bar) == 0  # revealed only when everybody chose
    do(state, KnockoutPick(SMALL), seat=2)
    bar = state.pieces.knockout_bar
    assert sorted((d.owner, d.kind) for d in bar) == [(1, BIGGY), (2, SMALL), (3, SMALL)]
    assert BIGGY not in state.supply[1] and len(state.supply[1]) == 7
    assert state.phase == "roll" and state.current == 1
    # seat 1 activates next: takes its Biggy back; seat 3 goes to 2 on the bar, then is never asked again
    state.supply[3] = [SMALL, SMALL]
    state.pieces.knockout_bar.append(Die(3, 0, SMALL))
    do(throw(state, 1), Place(1))
    assert BIGGY in state.supply[1]
    assert 3 not in state.knockout_picks and 3 not in RULES.to_act(state)


def test_knockout_bar_dice_do_not_score():
    state = game(3, ("E2",))
    state.pieces.knockout_bar = [Die(1, 0, SMALL), Die(1, 0, SMALL)]
    put(state, 1, 2, 1)
    top = state.bills[0][0]
    events = finish(state, 6)
    assert BillPaid(1, 2, top) in events


# -- F1 Block It! ------------------------------------------------------------------------------------------


def test_block_it_groups_go_whole_to_one_open_casino():
    state = game(2, ("F1",))
    assert state.pieces.block_groups == [1, 1, 2, 2, 3]
    do(throw(state, 1), Place(1))
    legal = RULES.legal_actions(state, 0)
    assert len(legal) == 5 * 6 and BlockIt(4, 6) in legal
    greys_before = sum(d.owner == GREY for c in state.casinos for d in c)
    events = do(state, BlockIt(4, 6))
    assert sum(d.owner == GREY for d in state.casinos[5]) == greys_before + 3
    assert DiceMoved(tuple(Die(GREY, 6, "g") for _ in range(3)), "block_it:4", "casino:6", "block_it") in events
    state.current = state.actor = 1
    do(throw(state, 1), Place(1))
    assert all(a.group != 4 for a in RULES.legal_actions(state, 1))
    # grey dice are an imaginary player of their own, distinct from the 2-player neutral colour
    assert {d.owner for d in state.casinos[5]} <= {GREY, -1}


# -- F2 Handicap -------------------------------------------------------------------------------------------


def test_handicap_setup_slots_and_rewards():
    state = game(3, (None, None, "F2"))
    assert [sum(d.owner == GREY for d in c) for c in state.casinos] == [1, 1, 1, 2, 2, 2]
    do(throw(state, 3), Place(3))
    legal = RULES.legal_actions(state, 0)
    assert legal[0] == Decline() and len(legal) == 1 + 6 * 3
    do(state, Handicap(4, "jeton"))
    assert state.jetons[0] == 3 and sum(d.owner == GREY for d in state.casinos[3]) == 1
    for seat in (1, 2):
        state.current = state.actor = seat
        do(throw(state, 3, 5), Place(3))
        do(state, Handicap(5, "jeton") if seat == 1 else Handicap(5, "money"))
    assert state.cards[2] == [30]
    state.current = state.actor = 0
    do(throw(state, 3), Place(3))
    assert not [a for a in RULES.legal_actions(state, 0) if isinstance(a, Handicap) and a.slot == "jeton"]
    events = do(state, Decline())
    assert state.current == 1 and not of(events, JetonsChanged)


def test_handicap_special_turns_a_die_without_activating_or_takes_one_back():
    state = game(3, ("A1", None, "F2"))
    put(state, 6, 0, 1)
    do(throw(state, 3, 2), Place(3))
    do(state, Handicap(1, "special"))
    assert state.phase == "adjust"
    events = do(state, AdjustPlace(SMALL, 1))  # casino 1 has Lucky Punch: not activated
    assert DicePlaced(0, 1, 1, (Die(0, 1, SMALL),), (), activates=False) in events
    assert not of(events, TileActivated) and state.phase == "roll" and state.current == 1
    state.current = state.actor = 0
    state.supply[0] = [SMALL]
    do(throw(state, 3), Place(3))
    do(state, Handicap(2, "special"))
    hand = len(state.supply[0])
    do(state, AdjustTake(6, SMALL))
    assert len(state.supply[0]) == hand + 1 and state.count(5, 0) == 0


# -- G1 Black Box -----------------------------------------------------------------------------------------


def test_black_box_left_neighbour_splits_secretly_winner_picks():
    state = game(3, (None, None, "G1"))
    put(state, 3, 2, 2)
    put(state, 3, 0, 1)
    events = finish(state, 6)
    assert state.phase == "box_split" and RULES.to_act(state) == (0,)  # left of seat 2 is seat 0
    assert len(RULES.legal_actions(state, 0)) == 62
    assert not [e for e in of(events, BillPaid) if e.casino > 3]  # casinos 4-6 wait
    do(state, BoxSplit((0, 1, 2)))
    assert RULES.to_act(state) == (2,) and state.box_sizes == (3, 3)
    assert RULES.observe(state, 2).box_split is None and RULES.observe(state, 1).box_split is None
    assert RULES.observe(state, 0).box_split == (0, 1, 2)
    events = do(state, BoxPick(1))
    assert BoxPicked(2, 1, (3, 4, 5)) in events
    assert MoneyPaid(2, 80, "black_box") in events and MoneyPaid(2, 100, "black_box") in events
    assert [e for e in of(events, BillPaid) if e.casino == 6]  # the round end went on
    assert state.round == 2


def test_black_box_other_group_with_jetons_and_nothing_without_a_winner():
    state = game(3, (None, None, "G1"))
    put(state, 3, 0, 1)
    finish(state, 6)
    assert RULES.to_act(state) == (1,)
    do(state, BoxSplit((0, 1)))
    jetons = state.jetons[0]
    events = do(state, BoxPick(0))
    assert state.jetons[0] == jetons + 2 + 2 and MoneyPaid(0, 40, "black_box") in events  # +2 for round 2
    state = game(3, (None, None, "G1"))
    finish(state, 6)
    assert state.round == 2  # nobody won casino 3: no decision


# -- G2 Double Down ---------------------------------------------------------------------------------------


def test_double_down_moves_own_dice_and_ties_cancel():
    state = game(3, ("G2",))
    do(throw(state, 1, 1, 1, 5, biggy=1), Place(1))
    legal = RULES.legal_actions(state, 0)
    assert DoubleDown(0, False) in legal and DoubleDown(3, True) in legal and len(legal) == 8
    do(state, DoubleDown(2, False))
    assert state.count(0, 0) == 3 and len(state.pieces.double_down) == 2
    state.current = state.actor = 1
    do(throw(state, 1, 1, 5), Place(1))
    do(state, DoubleDown(2, False))  # ties seat 0 on the field
    state.current = state.actor = 2
    do(throw(state, 1, 5), Place(1))
    do(state, DoubleDown(1, False))
    state.current = state.actor = 0
    events = finish(state, 6)
    assert TieCancelled(1, (0, 1), 2, "double_down") in events
    assert MoneyPaid(2, 60, "double_down") in events
    assert not [e for e in of(events, MoneyPaid) if e.reason == "double_down" and e.player != 2]
    # dice moved to the field no longer count at the casino: seat 0 keeps 3 there, seat 1 has none left
    assert not [e for e in of(events, TieCancelled) if e.field == "casino" and e.casino == 1]


# -- H1 Nice Dice -----------------------------------------------------------------------------------------


def test_nice_dice_field_displacement_and_scoring():
    state = game(3, ("H1",))
    do(throw(state, 1, 1, 4, 6), Place(1))
    legal = RULES.legal_actions(state, 0)
    assert legal == [Decline(), NiceDice(SMALL, 4, "hand"), NiceDice(SMALL, 6, "hand"), NiceDice(SMALL, 1, "casino")]
    do(state, NiceDice(SMALL, 4, "hand"))
    assert state.pieces.nice_dice[3] == Die(0, 4, SMALL) and len(state.supply[0]) == 1
    state.current = state.actor = 1
    events = do(throw(state, 1, 4), Place(1))
    events = do(state, NiceDice(SMALL, 4, "hand"))
    # seat 0's die moves to casino 4 without activating it
    assert DiceMoved((Die(0, 4, SMALL),), "nice:4", "casino:4", "nice_dice") in events
    assert Die(0, 4, SMALL) in state.casinos[3] and state.pieces.nice_dice[3] == Die(1, 4, SMALL)
    state.current = state.actor = 2
    events = finish(state, 6)
    assert MoneyPaid(1, 40, "nice_dice") in events


def test_nice_dice_displacement_into_a_closed_casino_is_unavailable():
    state = game(3, ("H1",))
    state.pieces.nice_dice[4] = Die(2, 5, SMALL)
    state.closed = 4  # casino 5
    do(throw(state, 1, 5, 3), Place(1))
    legal = RULES.legal_actions(state, 0)
    assert NiceDice(SMALL, 5, "hand") not in legal and NiceDice(SMALL, 3, "hand") in legal
    with pytest.raises(IllegalAction):
        do(state, NiceDice(SMALL, 5, "hand"))


def test_nice_dice_rewards_one_and_two_are_jetons():
    state = game(3, ("H1",))
    state.pieces.nice_dice[0] = Die(1, 1, SMALL)
    state.pieces.nice_dice[1] = Die(2, 2, BIGGY)
    events = finish(state, 6)
    assert JetonsChanged(1, 1, "nice_dice") in events and JetonsChanged(2, 2, "nice_dice") in events


# -- H2 My Choice -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("value", "jetons", "cards"), [(1, 1, []), (2, 2, []), (3, 0, [30])])
def test_my_choice_simple_rewards(value, jetons, cards):
    state = game(3, ("H2",))
    scripted(throw(state, 1), value, 6 if value != 6 else 5)
    do(state, Place(1))
    assert RULES.legal_actions(state, 0) == sorted({MyChoice(value), MyChoice(6)}, key=lambda a: a.value)
    do(state, MyChoice(value))
    assert state.jetons[0] - 2 == jetons and state.cards[0] == cards


def test_my_choice_four_activates_another_tile():
    state = game(3, ("H2", "D1", "E1"))
    state.closed = 1  # casino 2 (Pay Day) closed: its tile cannot be activated
    scripted(throw(state, 1), 4, 4)
    do(state, Place(1))
    assert RULES.legal_actions(state, 0) == [MyChoice(4)]
    do(state, MyChoice(4))
    assert RULES.legal_actions(state, 0) == [ActivateTile(3)]
    state.closed = None
    assert RULES.legal_actions(state, 0) == [ActivateTile(2), ActivateTile(3)]
    events = do(state, ActivateTile(2))
    assert TileActivated(2, "D1", 0) in events and JetonsChanged(0, 1, "pay_day") in events


def test_my_choice_five_and_six_golden_field():
    state = game(3, ("H2",))
    scripted(throw(state, 1, 2, 2), 5, 6)
    do(state, Place(1))
    do(state, MyChoice(5))
    assert AdjustTake(1, SMALL) in RULES.legal_actions(state, 0)
    do(state, AdjustPlace(SMALL, 6))
    assert state.count(5, 0) == 1
    state.current = state.actor = 1
    scripted(throw(state, 1, 3, biggy=3), 6, 6)
    do(state, Place(1))
    do(state, MyChoice(6))
    assert RULES.legal_actions(state, 1) == [Golden(SMALL), Golden(BIGGY)]
    do(state, Golden(BIGGY))
    assert state.pieces.golden == Die(1, 0, BIGGY)
    state.current = state.actor = 2
    scripted(throw(state, 1, 4), 6, 6)
    do(state, Place(1))
    do(state, MyChoice(6))
    events = do(state, Golden(SMALL))
    assert DiceMoved((Die(1, 0, BIGGY),), "golden", "hand", "my_choice") in events
    assert BIGGY in state.supply[1] and state.pieces.golden == Die(2, 0, SMALL)
    events = finish(state, 6)
    assert MoneyPaid(2, 60, "golden") in events


def test_knockout_dice_taken_back_bring_a_player_back_into_the_round():
    state = game(3, ("E2",))
    state.pieces.knockout_bar = [Die(0, 0, SMALL), Die(0, 0, BIGGY)]
    state.supply[1] = []
    state.supply[2] = []
    events = do(throw(state, 1), Place(1))  # seat 0 places its last die in hand, then takes two back
    assert DiceMoved((Die(0, 0, SMALL), Die(0, 0, BIGGY)), "bar", "hand", "knockout") in events
    assert sorted(state.supply[0]) == sorted([SMALL, BIGGY]) and state.round == 1
    assert state.current == 0 and state.phase == "roll"  # nobody else has dice: seat 0 goes again


def test_nice_dice_after_a_power_play_offers_the_placed_die():
    state = game(3, ("H1", "D2"))
    state.pieces.power_play = 0
    put(state, 2, 0, 2)
    state.phase = "roll"
    do(state, PowerPlay(SMALL, 1))
    assert state.phase == "nice_dice"
    assert RULES.legal_actions(state, 0) == [Decline(), NiceDice(SMALL, 1, "casino")]
    do(state, NiceDice(SMALL, 1, "casino"))
    assert state.count(0, 0) == 0 and state.pieces.nice_dice[0] == Die(0, 1, SMALL)
