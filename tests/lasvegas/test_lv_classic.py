"""Classic Las Vegas (docs/rules.md#las-vegas without the options): examples, scoring edge cases, turn order, setup,
errors."""

from __future__ import annotations

from collections import Counter

import pytest
from lv_helpers import ANNA, BENNO, CARLA, DENNY, dice, last_throw, table

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.lasvegas import BILLS_CLASSIC, RULES, Die, Options, Place, Roll
from vegas_desktop.lasvegas.moves import (
    BillPaid,
    BillsReturned,
    DicePlaced,
    DiceThrown,
    GameEnded,
    PlayerSkipped,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
)

REFILL = [10, 20, 30, 40, 50, 60, 70, 80, 90] * 4  # a pile long enough to deal the next round


def score_with(casino_dice: dict[int, list[Die]], bills: dict[int, list[int]], players: int = 4, **fields):
    """Lay out the casinos, let seat 0 place one last 6 on casino 6, and return (state after, events).

    Casino 6 gets the extra die of seat 0, so the examples use casinos 1-5.
    """
    casinos = [list(casino_dice.get(i, [])) for i in range(1, 7)]
    bill_lists = [list(bills.get(i, [])) for i in range(1, 7)]
    fields.setdefault("pile", list(REFILL))
    state = table(players, casinos=casinos, bills=bill_lists, **fields)
    last_throw(state, 0, Die(0, 6))
    return RULES.apply(state, Place(6), 0)


def paid(events, casino: int) -> list[tuple[int, int]]:
    return [(e.player, e.amount) for e in events if isinstance(e, BillPaid) and e.casino == casino]


# -- rulebook examples (§1.2) -------------------------------------------------------------------------


def test_example_two_tied_cancel_and_the_others_take_bills_in_order():
    # Anna 5, Benno 3, Carla 3, Denny 1 -> Benno and Carla cancel; Anna takes the higher bill, Denny the next.
    layout = {1: dice(ANNA, 1, 1, 1, 1, 1) + dice(BENNO, 1, 1, 1) + dice(CARLA, 1, 1, 1) + dice(DENNY, 1)}
    after, events = score_with(layout, {1: [90, 40, 20]})
    assert paid(events, 1) == [(ANNA, 90), (DENNY, 40)]
    assert TieCancelled(1, (BENNO, CARLA), 3) in events
    assert after.money[ANNA] == 90 and after.money[DENNY] == 40
    assert after.money[BENNO] == after.money[CARLA] == 0
    assert BillsReturned(1, (20,)) in events


def test_example_everybody_cancels_and_all_bills_go_under_the_pile():
    # Anna 2, Carla 2, Benno 1, Denny 1 -> everybody cancels.
    layout = {2: dice(ANNA, 2, 2) + dice(CARLA, 2, 2) + dice(BENNO, 2) + dice(DENNY, 2)}
    after, events = score_with(layout, {2: [70, 30]}, pile=[])
    assert paid(events, 2) == []
    assert TieCancelled(2, (ANNA, CARLA), 2) in events and TieCancelled(2, (BENNO, DENNY), 1) in events
    assert BillsReturned(2, (70, 30)) in events
    assert after.money == [0, 0, 0, 0]
    # The pile was empty, so round 2 is dealt from exactly those returned bills.
    assert after.bills[:2] == [[70], [30]] and after.pile == []


# -- scoring edge cases ----------------------------------------------------------------------------------


def test_three_way_tie_cancels_all_three():
    layout = {3: dice(ANNA, 3, 3) + dice(BENNO, 3, 3) + dice(CARLA, 3, 3) + dice(DENNY, 3)}
    _, events = score_with(layout, {3: [80, 50]})
    assert TieCancelled(3, (ANNA, BENNO, CARLA), 2) in events
    assert paid(events, 3) == [(DENNY, 80)]
    assert BillsReturned(3, (50,)) in events


def test_more_winners_than_bills_the_last_get_nothing():
    layout = {4: dice(ANNA, *[4] * 4) + dice(BENNO, *[4] * 3) + dice(CARLA, 4, 4) + dice(DENNY, 4)}
    after, events = score_with(layout, {4: [60, 10]})
    assert paid(events, 4) == [(ANNA, 60), (BENNO, 10)]
    assert after.money[CARLA] == 0 and after.money[DENNY] == 0
    assert not any(isinstance(e, BillsReturned) and e.casino == 4 for e in events)


def test_majority_order_does_not_depend_on_seat_order():
    layout = {5: dice(DENNY, 5, 5, 5) + dice(ANNA, 5) + dice(CARLA, 5, 5)}
    _, events = score_with(layout, {5: [90, 80, 70]})
    assert paid(events, 5) == [(DENNY, 90), (CARLA, 80), (ANNA, 70)]


def test_empty_casino_returns_all_its_bills_under_the_pile_in_casino_order():
    after, events = score_with({}, {1: [50], 2: [60], 6: [90]}, pile=[10, 20, 30])
    returned = [e for e in events if isinstance(e, BillsReturned)]
    assert [(e.casino, e.bills) for e in returned] == [(1, (50,)), (2, (60,))]
    assert paid(events, 6) == [(0, 90)]
    assert after.money == [90, 0, 0, 0]


def test_unclaimed_bills_go_under_the_pile_not_on_top():
    # Pile before scoring: [10, 20]; casino 1 returns 90 and 80. The next round deals casino 1 from the top.
    after, events = score_with({}, {1: [90, 80], 6: [30]}, pile=[10, 20, 40, 50])
    # Round 2 setup: casino 1 draws 10, 20, 40 (sum 70); casino 2 draws 50; casino 3 draws 90; casino 4 draws 80.
    assert after.round == 2
    assert after.bills[0] == [40, 20, 10]
    assert after.bills[1] == [50]
    assert after.bills[2] == [90]
    assert after.bills[3] == [80]
    assert after.bills[4] == [] and after.bills[5] == []  # the pile ran out


def test_dice_return_to_owners_after_scoring():
    layout = {1: dice(BENNO, 1, 1), 2: dice(CARLA, 2)}
    after, _ = score_with(layout, {1: [50], 2: [50]})
    assert after.round == 2
    assert all(c == [] for c in after.casinos)
    assert all(len(s) == 8 for s in after.supply)


def test_scoring_runs_casino_1_to_6_and_reports_round_money():
    layout = {1: dice(BENNO, 1), 3: dice(CARLA, 3)}
    after, events = score_with(layout, {1: [20], 3: [30], 6: [60]})
    order = [e.casino for e in events if isinstance(e, BillPaid)]
    assert order == sorted(order) == [1, 3, 6]
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended == RoundEnded(1, (60, 20, 30, 0))
    assert after.won == [[60], [20], [30], []]


# -- turn order -------------------------------------------------------------------------------------------


def test_player_without_dice_is_skipped():
    state = table(4, supply=[["d"], [], ["d", "d"], ["d"]])
    last_throw(state, 0, Die(0, 4))
    after, events = RULES.apply(state, Place(4), 0)
    assert after.current == 2 and after.phase == "roll"
    assert events[-2:] == [PlayerSkipped(1), TurnStarted(2)]


def test_one_player_takes_several_turns_in_a_row():
    state = table(3, supply=[["d", "d", "d"], [], []])
    state = last_throw(state, 0, Die(0, 2), Die(0, 5), Die(0, 5))
    state, events = RULES.apply(state, Place(5), 0)
    assert state.current == 0 and state.phase == "roll"
    assert PlayerSkipped(1) in events and PlayerSkipped(2) in events and events[-1] == TurnStarted(0)
    assert state.supply[0] == ["d"]
    state, events = RULES.apply(state, Roll(), 0)
    assert len(state.throw) == 1 and state.current == 0


def test_turn_passes_clockwise():
    state = RULES.initial_state(3, seed=5)
    seen = [state.current]
    for _ in range(6):
        state, _ = RULES.apply(state, Roll(), state.current)
        state, _ = RULES.apply(state, RULES.legal_actions(state)[0], state.current)
        seen.append(state.current)
    assert seen == [0, 1, 2, 0, 1, 2, 0]


def test_roll_throws_every_die_in_hand_and_place_takes_all_of_that_value():
    state = RULES.initial_state(2, seed=11)
    state, events = RULES.apply(state, Roll(), 0)
    assert len(state.throw) == 8 and all(d.owner == 0 for d in state.throw)
    assert events == [DiceThrown(0, state.throw)]
    value = state.throw[0].value
    count = sum(1 for d in state.throw if d.value == value)
    after, events = RULES.apply(state, Place(value), 0)
    placed = events[0]
    assert isinstance(placed, DicePlaced) and placed.casino == value and len(placed.dice) == count
    assert len(placed.returned) == 8 - count
    assert len(after.casinos[value - 1]) == count and len(after.supply[0]) == 8 - count
    assert after.throw is None


def test_legal_places_are_exactly_the_thrown_values():
    state = last_throw(table(2, supply=[[], ["d"]]), 0, *dice(0, 3, 1, 3, 6))
    assert RULES.legal_actions(state, 0) == [Place(1), Place(3), Place(6)]
    assert RULES.legal_actions(state, 1) == []


# -- rounds, start player, end of game ----------------------------------------------------------------------


def play_randomly(state, seed: int, events=None):
    import random

    pick = random.Random(seed)
    while not RULES.is_over(state):
        action = pick.choice(RULES.legal_actions(state, state.current))
        state, new = RULES.apply(state, action, state.current)
        if events is not None:
            events.extend(new)
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_four_rounds_and_the_start_player_passes_left(players):
    state, events = RULES.new_game(players, seed=players)
    state = play_randomly(state, seed=1, events=events)
    starts = [e for e in events if isinstance(e, RoundStarted)]
    assert [e.round for e in starts] == [1, 2, 3, 4]
    assert [e.start_player for e in starts] == [r % players for r in range(4)]
    assert [e.round for e in events if isinstance(e, RoundEnded)] == [1, 2, 3, 4]
    assert isinstance(events[-1], GameEnded) and state.phase == "over" and state.round == 4


def test_random_first_player_uses_the_seed_and_still_passes_left():
    firsts = set()
    for seed in range(40):
        state, events = RULES.new_game(5, seed, Options(random_first_player=True))
        firsts.add(state.start_player)
        assert events[0].start_player == state.start_player == state.current
        again = RULES.initial_state(5, seed, Options(random_first_player=True))
        assert again.start_player == state.start_player
    assert len(firsts) > 1
    assert RULES.initial_state(5, 3).start_player == 0


def test_start_player_of_next_round_is_left_of_the_previous():
    after, events = score_with({}, {6: [50]}, start_player=3)
    assert after.start_player == 0 and after.current == 0
    assert RoundStarted(2, 0, tuple(tuple(b) for b in after.bills)) in events


def end_of_game(money, won, casinos, bills):
    state = table(4, round=4, money=list(money), won=[list(w) for w in won])
    state.casinos = [list(casinos.get(i, [])) for i in range(1, 7)]
    state.bills = [list(bills.get(i, [])) for i in range(1, 7)]
    last_throw(state, 0, Die(0, 6))
    return RULES.apply(state, Place(6), 0)


def test_game_ends_after_round_4_most_money_wins():
    after, events = end_of_game([100, 200, 150, 0], [[100], [200], [150], []], {}, {6: [10]})
    assert after.phase == "over" and RULES.is_over(after)
    assert RULES.to_act(after) == () and RULES.legal_actions(after, 0) == []
    assert after.money == [110, 200, 150, 0]
    assert RULES.standings(after) == [[1], [2], [0], [3]]
    assert events[-1] == GameEnded(((1,), (2,), (0,), (3,)), (110, 200, 150, 0))


def test_money_tie_broken_by_more_bills_then_shared():
    won = [[90, 90], [60, 60, 60], [90, 90], [10]]
    after, events = end_of_game([180, 180, 180, 10], won, {}, {})
    # seat 0 gets nothing more: casino 6 has no bills. Benno has three bills, Anna and Carla two each.
    assert RULES.standings(after) == [[1], [0, 2], [3]]
    assert events[-1].standings == ((1,), (0, 2), (3,))


# -- setup ------------------------------------------------------------------------------------------------------


def test_casinos_dealt_to_the_minimum_in_order_with_bills_sorted_highest_first():
    pile = [10, 20, 30, 90, 40, 10, 50, 20, 10, 10, 60, 70, 80]
    after, _ = score_with({}, {6: [20]}, pile=list(pile))
    assert after.bills == [[30, 20, 10], [90], [40, 10], [50], [60, 20, 10, 10], [70]]
    assert after.pile == [80]


def test_pile_running_out_leaves_a_casino_short():
    after, _ = score_with({}, {6: [20]}, pile=[30, 20, 90, 20])
    assert after.bills == [[30, 20], [90], [20], [], [], []]  # casino 3 stays below 50k
    assert after.pile == []


@pytest.mark.parametrize("seed", range(5))
def test_new_game_deals_from_all_54_bills(seed):
    state, events = RULES.new_game(4, seed)
    assert len(state.casinos) == 6 and all(c == [] for c in state.casinos)
    dealt = [b for casino in state.bills for b in casino]
    assert Counter(dealt + state.pile) == Counter(BILLS_CLASSIC) and len(BILLS_CLASSIC) == 54
    for casino in state.bills:
        assert casino == sorted(casino, reverse=True)
        assert sum(casino) >= 50 and sum(casino) - min(casino) < 50 + max(casino)
    assert events[0] == RoundStarted(1, 0, tuple(tuple(b) for b in state.bills))
    assert events[1] == TurnStarted(0)
    assert state.supply == [["d"] * 8] * 4 and state.money == [0] * 4 and state.phase == "roll"


def test_shuffle_depends_on_seed():
    assert RULES.initial_state(4, 1).pile != RULES.initial_state(4, 2).pile


# -- illegal actions ------------------------------------------------------------------------------------------


def rule_of(state, action, seat):
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, action, seat)
    return info.value.rule


def test_wrong_seat():
    state = RULES.initial_state(3, 1)
    assert rule_of(state, Roll(), 1).startswith("turn order")


def test_place_before_roll():
    state = RULES.initial_state(3, 1)
    assert rule_of(state, Place(3), 0).startswith("place: throw first")


def test_value_not_thrown():
    state = last_throw(table(2, supply=[[], ["d"]]), 0, *dice(0, 2, 2))
    assert rule_of(state, Place(5), 0) == "place: value not thrown"
    assert rule_of(state, Place(7), 0) == "place: value not thrown"


def test_roll_twice():
    state, _ = RULES.apply(RULES.initial_state(3, 1), Roll(), 0)
    assert rule_of(state, Roll(), 0).startswith("roll: dice already thrown")


def test_move_after_game_over():
    after, _ = end_of_game([0] * 4, [[]] * 4, {}, {})
    assert rule_of(after, Roll(), 0).startswith("game over")
    assert rule_of(after, Place(1), 0).startswith("game over")


def test_acting_on_an_observation():
    state = RULES.initial_state(3, 1)
    view = RULES.observe(state, 0)
    assert rule_of(view, Roll(), 0).startswith("apply: an observation")


def test_unknown_action():
    assert rule_of(RULES.initial_state(2, 1), "roll", 0) == "unknown action"


def test_illegal_action_leaves_the_state_untouched():
    state = RULES.initial_state(3, 1)
    before = (list(state.pile), [list(s) for s in state.supply], state.phase, state.rng.getstate())
    with pytest.raises(IllegalAction):
        RULES.apply(state, Place(2), 0)
    assert before == (list(state.pile), [list(s) for s in state.supply], state.phase, state.rng.getstate())


def test_step_on_an_observation_cannot_roll():
    from vegas_desktop.lasvegas.rules import step

    view = RULES.observe(RULES.initial_state(2, 1), 0)
    with pytest.raises(IllegalAction) as info:
        step(view, Roll(), [], 0)
    assert info.value.rule.startswith("roll: an observation")
