"""Every option of docs/rules.md#lv-options: option parsing, setup, white dice, Biggy, kickers, Bandit, rainbow
cards."""

from __future__ import annotations

from collections import Counter

import pytest
from lv_helpers import ANNA, BENNO, CARLA, DENNY, dice, last_throw, table

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.lasvegas import (
    BANDIT,
    RAINBOW,
    RULES,
    WHITE,
    Die,
    Kick,
    Options,
    Place,
    Roll,
    format_options,
    parse_options,
    validate,
)
from vegas_desktop.lasvegas.model import bill_set
from vegas_desktop.lasvegas.moves import (
    BillPaid,
    BillsReturned,
    DicePlaced,
    DieKicked,
    KickerOut,
    NeutralWon,
    PlayerSkipped,
    RainbowReplaced,
    TieCancelled,
    TurnStarted,
    WhiteDicePreplaced,
)

REFILL = [10, 20, 30, 40, 50, 60, 70, 80, 90] * 5


def white(*values: int) -> list[Die]:
    return dice(WHITE, *values, kind="w")


def biggy(owner: int, value: int) -> Die:
    return Die(owner, value, "b")


def kicker(owner: int, value: int) -> Die:
    return Die(owner, value, "k")


def lay_out(players: int, options: Options, layout: dict[int, list[Die]], bills: dict[int, list[int]], **fields):
    count = 7 if options.bandit else 6
    fields.setdefault("pile", list(REFILL))
    return table(
        players,
        options,
        casinos=[list(layout.get(i, [])) for i in range(1, count + 1)],
        bills=[list(bills.get(i, [])) for i in range(1, count + 1)],
        **fields,
    )


def score(players: int, options: Options, layout, bills, **fields):
    """Seat 0 places one last 6 on casino 6 (so examples use the other casinos); returns (after, events)."""
    state = lay_out(players, options, layout, bills, **fields)
    last_throw(state, 0, Die(0, 6))
    return RULES.apply(state, Place(6), 0)


def paid(events, casino):
    return [(e.player, e.amount) for e in events if isinstance(e, BillPaid) and e.casino == casino]


# -- option text and validation -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("neutral", "neutral", True),
        ("biggy", "biggy", True),
        ("kickers", "kickers", 1),
        ("kickers=1", "kickers", 1),
        ("kickers=2", "kickers", 2),
        ("rainbow", "rainbow", True),
        ("100k", "bills_100k", True),
        ("bandit", "bandit", True),
        ("minsum", "minsum", True),
        ("random-first", "random_first_player", True),
        ("no-auto", "auto_forced", False),
    ],
)
def test_each_option_word_sets_its_field(text, field, value):
    options = parse_options(text)
    assert getattr(options, field) == value
    others = {f: getattr(Options(), f) for f in Options.__dataclass_fields__ if f != field}
    assert all(getattr(options, f) == v for f, v in others.items())


def test_options_combine_and_round_trip():
    options = parse_options(" neutral, biggy,kickers=2 ,rainbow,100k,bandit,minsum,random-first,no-auto")
    assert options == Options(
        random_first_player=True,
        auto_forced=False,
        neutral=True,
        minsum=True,
        bills_100k=True,
        biggy=True,
        kickers=2,
        rainbow=True,
        bandit=True,
    )
    assert parse_options(format_options(options)) == options
    assert parse_options("") == Options() and format_options(Options()) == ""
    assert parse_options(format_options(Options(kickers=1))) == Options(kickers=1)


@pytest.mark.parametrize("text", ["biggie", "kickers=3", "kickers=", "kickers=0", "biggy=1", "=2", "bandit=yes", "100"])
def test_unknown_or_malformed_options_are_refused_with_the_list(text):
    with pytest.raises(ValueError) as info:
        parse_options(text)
    message = str(info.value)
    assert repr(text) in message
    for word in ("neutral", "biggy", "kickers=2", "rainbow", "100k", "bandit", "minsum", "random-first", "no-auto"):
        assert word in message


@pytest.mark.parametrize("text", ["kickers=1,kickers=2", "biggy,biggy", "kickers,kickers=1"])
def test_conflicting_or_repeated_options_are_refused(text):
    with pytest.raises(ValueError):
        parse_options(text)


def test_two_kickers_are_refused_with_six_players():
    with pytest.raises(IllegalAction) as info:
        validate(Options(kickers=2), 6)
    assert "fewer than 6" in info.value.rule
    with pytest.raises(IllegalAction):
        RULES.initial_state(6, 1, Options(kickers=2))
    validate(Options(kickers=2), 5)
    validate(Options(kickers=1), 6)
    assert RULES.initial_state(6, 1, Options(kickers=1)).supply[5].count("k") == 1
    with pytest.raises(IllegalAction):
        validate(Options(kickers=3), 4)
    with pytest.raises(IllegalAction):
        validate(Options(), 7)


# -- setup -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "whites"), [(2, 4), (3, 2), (4, 2), (5, 2), (6, 2)])
def test_hands_with_every_special_die(players, whites):
    kickers = 1 if players == 6 else 2
    state = RULES.initial_state(players, 3, Options(neutral=True, biggy=True, kickers=kickers))
    for hand in state.supply:
        kinds = Counter(hand)
        assert kinds["b"] == 1 and kinds["k"] == kickers and kinds["d"] == 7 - kickers and kinds["w"] == whites
        assert kinds["b"] + kinds["k"] + kinds["d"] == 8


def test_die_weight_depends_on_kind():
    assert biggy(0, 3).weight == 2
    assert Die(0, 3).weight == Die(WHITE, 3, "w").weight == kicker(0, 3).weight == 1


@pytest.mark.parametrize(("players", "minimum"), [(2, 30), (3, 40), (4, 50), (5, 60), (6, 70)])
def test_minimum_sum_by_player_count(players, minimum):
    pile = [10] * 12 + [20] * 10 + [30] * 5
    state = lay_out(players, Options(minsum=True), {}, {6: [10]}, pile=list(pile))
    last_throw(state, 0, Die(0, 6))
    after, _ = RULES.apply(state, Place(6), 0)
    assert [sum(b) for b in after.bills[:1]] == [minimum]  # ten 10s: exactly the minimum
    for seed in range(3):
        for casino in RULES.initial_state(players, seed, Options(minsum=True)).bills:
            assert sum(casino) >= minimum
    # Without the option the classic 50k applies whatever the player count.
    classic = lay_out(players, Options(), {}, {6: [10]}, pile=list(pile))
    last_throw(classic, 0, Die(0, 6))
    assert sum(RULES.apply(classic, Place(6), 0)[0].bills[0]) == 50


def test_100k_bills_and_rainbow_cards_are_shuffled_in():
    options = Options(bills_100k=True, rainbow=True)
    assert Counter(bill_set(options)) == Counter(bill_set(Options())) + Counter({100: 5, RAINBOW: 6})
    state = RULES.initial_state(4, 9, options)
    everything = Counter(state.pile) + Counter(b for c in state.bills for b in c)
    assert everything == Counter(bill_set(options))


def test_rainbow_card_counts_40_toward_the_minimum_at_setup():
    state = lay_out(4, Options(rainbow=True), {}, {6: [10]}, pile=[RAINBOW, 10, RAINBOW, RAINBOW, 90] + REFILL)
    last_throw(state, 0, Die(0, 6))
    after, _ = RULES.apply(state, Place(6), 0)
    assert after.bills[0] == [10, RAINBOW]  # 40 + 10 reaches 50
    assert after.bills[1] == [RAINBOW, RAINBOW]  # 40 + 40
    assert after.bills[2] == [90]


# -- white (neutral) dice -----------------------------------------------------------------------------------


def test_neutral_example_carla_may_place_the_three_ones_or_her_5_or_the_white_6():
    options = Options(neutral=True)
    state = lay_out(4, options, {}, {}, supply=[["d"], ["d"], [], ["d"]])
    thrown = (Die(CARLA, 1), Die(CARLA, 1), Die(CARLA, 5), Die(WHITE, 1, "w"), Die(WHITE, 6, "w"))
    last_throw(state, CARLA, *thrown)
    assert RULES.legal_actions(state, CARLA) == [Place(1), Place(5), Place(6)]
    ones, events = RULES.apply(state, Place(1), CARLA)
    assert Counter(ones.casinos[0]) == Counter([Die(CARLA, 1), Die(CARLA, 1), Die(WHITE, 1, "w")])
    assert Counter(ones.supply[CARLA]) == Counter(["d", "w"])
    assert events[0] == DicePlaced(CARLA, 1, 1, thrown[0:2] + thrown[3:4], (thrown[2], thrown[4]))
    six, _ = RULES.apply(state, Place(6), CARLA)
    assert six.casinos[5] == [Die(WHITE, 6, "w")] and Counter(six.supply[CARLA]) == Counter(["d", "d", "d", "w"])


def test_white_dice_are_rolled_with_the_players_own():
    state = RULES.initial_state(4, 2, Options(neutral=True))
    state, _ = RULES.apply(state, Roll(), 0)
    owners = Counter(d.owner for d in state.throw)
    assert owners == Counter({0: 8, WHITE: 2})
    assert all(d.kind == "w" for d in state.throw if d.owner == WHITE)


def test_player_with_only_white_dice_still_plays_and_with_none_is_skipped():
    state = lay_out(3, Options(neutral=True), {}, {}, supply=[["d", "d"], ["w"], []])
    last_throw(state, 0, Die(0, 2), Die(0, 3))
    after, events = RULES.apply(state, Place(2), 0)
    assert after.current == 1 and events[-1] == TurnStarted(1)  # holds a white die only: not skipped
    after, _ = RULES.apply(after, Roll(), 1)
    (die,) = after.throw
    assert die.owner == WHITE
    after, events = RULES.apply(after, Place(die.value), 1)
    assert events[-2:] == [PlayerSkipped(2), TurnStarted(0)]  # holds neither own nor white dice
    assert after.supply[1] == []


def test_three_players_start_player_preplaces_two_white_dice_each_round():
    options = Options(neutral=True)
    state, events = RULES.new_game(3, 21, options)
    (pre,) = [e for e in events if isinstance(e, WhiteDicePreplaced)]
    assert pre.player == 0 and len(pre.dice) == 2 and all(d.owner == WHITE and d.kind == "w" for d in pre.dice)
    on_casinos = [d for c in state.casinos for d in c]
    assert Counter(on_casinos) == Counter(pre.dice)
    for d in pre.dice:
        assert d in state.casinos[d.value - 1]
    assert events.index(pre) < events.index(TurnStarted(0))
    assert all(Counter(h)["w"] == 2 for h in state.supply)
    # Next round: the new start player rolls them.
    after, events = score(3, options, {}, {6: [10]}, start_player=0)
    (pre2,) = [e for e in events if isinstance(e, WhiteDicePreplaced)]
    assert pre2.player == 1 == after.start_player
    assert sum(len(c) for c in after.casinos) == 2
    # Other player counts never preplace.
    for players in (2, 4, 5, 6):
        _, ev = RULES.new_game(players, 21, options)
        assert not any(isinstance(e, WhiteDicePreplaced) for e in ev)


def test_white_dice_score_as_an_imaginary_player_and_their_money_goes_under_the_pile():
    options = Options(neutral=True)
    layout = {1: white(1, 1, 1) + dice(ANNA, 1, 1) + dice(BENNO, 1), 2: white(2, 2) + dice(CARLA, 2, 2)}
    after, events = score(4, options, layout, {1: [90, 60, 10], 2: [80, 30]}, pile=[])
    assert NeutralWon(1, 90) in events
    assert paid(events, 1) == [(ANNA, 60), (BENNO, 10)]
    assert TieCancelled(2, (WHITE, CARLA), 2) in events  # ties with the white dice cancel too
    assert BillsReturned(2, (80, 30)) in events
    assert after.money == [60 + 0, 10, 0, 0]
    # Next round is dealt from the returned money: 90 first (white's), then casino 2's 80 and 30.
    assert after.bills[0] == [90] and after.bills[1] == [80] and after.bills[2] == [30]


# -- Biggy --------------------------------------------------------------------------------------------------


def test_biggy_counts_two_for_ties_and_majorities():
    options = Options(biggy=True)
    layout = {
        1: [biggy(ANNA, 1)] + dice(BENNO, 1, 1) + dice(CARLA, 1),
        2: [biggy(ANNA, 2), Die(ANNA, 2)] + dice(BENNO, 2, 2),
    }
    _, events = score(4, options, layout, {1: [50, 40], 2: [70, 20]})
    assert TieCancelled(1, (ANNA, BENNO), 2) in events and paid(events, 1) == [(CARLA, 50)]
    assert paid(events, 2) == [(ANNA, 70), (BENNO, 20)]


def test_biggy_is_rolled_and_placed_like_the_others():
    state = RULES.initial_state(2, 4, Options(biggy=True))
    state, _ = RULES.apply(state, Roll(), 0)
    big = next(d for d in state.throw if d.kind == "b")
    after, _ = RULES.apply(state, Place(big.value), 0)
    assert big in after.casinos[big.value - 1] and "b" not in after.supply[0]


# -- kickers ------------------------------------------------------------------------------------------------


def kick_table(layout, *thrown, players=4, options=None, supply=None):
    options = options or Options(kickers=2)
    state = lay_out(players, options, layout, {}, supply=supply or [["d"] for _ in range(players)])
    return last_throw(state, 0, *thrown)


def test_kicker_kicks_one_die_of_the_placers_choice_which_returns_to_its_owner():
    state = kick_table({3: dice(BENNO, 3, 3) + [biggy(CARLA, 3)]}, kicker(ANNA, 3), Die(ANNA, 3), Die(ANNA, 5))
    state, events = RULES.apply(state, Place(3), ANNA)
    assert state.phase == "kick" and state.current == ANNA and state.kick_casino == 2 and state.kicks_left == 1
    assert RULES.legal_actions(state, ANNA) == [Kick(Die(BENNO, 3)), Kick(biggy(CARLA, 3)), Kick(Die(ANNA, 3))]
    assert RULES.legal_actions(state, BENNO) == []
    before = len(state.supply[CARLA])
    state, events = RULES.apply(state, Kick(biggy(CARLA, 3)), ANNA)
    assert events[0] == DieKicked(ANNA, 3, kicker(ANNA, 3), biggy(CARLA, 3), True)
    assert state.supply[CARLA].count("b") == 1 and len(state.supply[CARLA]) == before + 1
    assert Counter(state.casinos[2]) == Counter(dice(BENNO, 3, 3) + [Die(ANNA, 3)])
    assert state.out == [kicker(ANNA, 3)]  # the kicker is out for the round
    assert state.phase == "roll" and state.current == BENNO


def test_kicker_may_kick_own_die_placed_in_the_same_move():
    state = kick_table({}, kicker(ANNA, 4), Die(ANNA, 4), Die(ANNA, 1))
    state, _ = RULES.apply(state, Place(4), ANNA)
    assert RULES.legal_actions(state) == [Kick(Die(ANNA, 4))]
    state, _ = RULES.apply(state, Kick(Die(ANNA, 4)), ANNA)
    assert state.casinos[3] == [] and Counter(state.supply[ANNA]) == Counter(["d", "d"])


def test_kicked_die_brings_a_player_without_dice_back_into_the_round():
    state = kick_table({2: dice(CARLA, 2)}, kicker(ANNA, 2), Die(ANNA, 6), supply=[[], [], [], []])
    state, _ = RULES.apply(state, Place(2), ANNA)
    state, events = RULES.apply(state, Kick(Die(CARLA, 2)), ANNA)
    # Benno has nothing and is skipped; Carla is back in the round.
    assert state.supply[CARLA] == ["d"] and state.current == CARLA and state.phase == "roll"
    assert events[-2:] == [PlayerSkipped(BENNO), TurnStarted(CARLA)]


def test_kicked_white_die_is_out_for_the_round():
    options = Options(kickers=1, neutral=True)
    state = kick_table({5: white(5) + dice(BENNO, 5)}, kicker(ANNA, 5), options=options)
    state, _ = RULES.apply(state, Place(5), ANNA)
    state, events = RULES.apply(state, Kick(Die(WHITE, 5, "w")), ANNA)
    assert events[0] == DieKicked(ANNA, 5, kicker(ANNA, 5), Die(WHITE, 5, "w"), False)
    assert Counter(state.out) == Counter([kicker(ANNA, 5), Die(WHITE, 5, "w")])
    assert all("w" not in hand for hand in state.supply)
    assert state.casinos[4] == dice(BENNO, 5)


def test_kicker_on_an_empty_casino_just_goes_out():
    state = kick_table({}, kicker(ANNA, 6), kicker(ANNA, 6), Die(ANNA, 2))
    state, events = RULES.apply(state, Place(6), ANNA)
    assert state.phase == "roll" and state.current == BENNO
    assert [e for e in events if isinstance(e, KickerOut)] == [KickerOut(ANNA, 6, kicker(ANNA, 6))] * 2
    assert state.casinos[5] == [] and state.out == [kicker(ANNA, 6)] * 2


def test_two_kickers_kick_one_die_each():
    state = kick_table({1: dice(BENNO, 1) + dice(CARLA, 1, 1)}, kicker(ANNA, 1), kicker(ANNA, 1))
    state, _ = RULES.apply(state, Place(1), ANNA)
    assert state.kicks_left == 2
    state, _ = RULES.apply(state, Kick(Die(BENNO, 1)), ANNA)
    assert state.phase == "kick" and state.kicks_left == 1 and state.current == ANNA
    assert RULES.legal_actions(state) == [Kick(Die(CARLA, 1))]
    state, events = RULES.apply(state, Kick(Die(CARLA, 1)), ANNA)
    assert state.casinos[0] == dice(CARLA, 1) and state.phase == "roll"
    assert state.out == [kicker(ANNA, 1)] * 2 and state.supply[BENNO] == ["d", "d"]


def test_second_kicker_with_nothing_left_goes_out():
    state = kick_table({1: dice(BENNO, 1)}, kicker(ANNA, 1), kicker(ANNA, 1))
    state, _ = RULES.apply(state, Place(1), ANNA)
    state, events = RULES.apply(state, Kick(Die(BENNO, 1)), ANNA)
    assert KickerOut(ANNA, 1, kicker(ANNA, 1)) in events
    assert state.casinos[0] == [] and state.phase == "roll" and state.kicks_left == 0


def test_kick_phase_rules_are_enforced():
    state = kick_table({3: dice(BENNO, 3)}, kicker(ANNA, 3))
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Kick(Die(BENNO, 3)), ANNA)
    assert info.value.rule.startswith("kick: no kicker")
    state, _ = RULES.apply(state, Place(3), ANNA)
    for action, rule in [
        (Kick(Die(CARLA, 3)), "kick: not a legal target"),
        (Kick(kicker(ANNA, 3)), "kick: not a legal target"),
        (Place(3), "place: kick first"),
        (Roll(), "roll: dice already thrown"),
    ]:
        with pytest.raises(IllegalAction) as info:
            RULES.apply(state, action, ANNA)
        assert info.value.rule == rule
    with pytest.raises(IllegalAction):
        RULES.apply(state, Kick(Die(BENNO, 3)), BENNO)


def test_kicker_on_the_bandit_only_kicks_a_die_of_the_same_move_and_must():
    options = Options(kickers=1, bandit=True)
    on_bandit = dice(BENNO, 1, 1) + [Die(CARLA, 5)]
    state = kick_table({7: on_bandit}, kicker(ANNA, 2), Die(ANNA, 2), Die(ANNA, 4), options=options)
    state, events = RULES.apply(state, Place(2, bandit=True), ANNA)
    assert events[0].casino == 7 and state.kick_casino == BANDIT
    assert RULES.legal_actions(state, ANNA) == [Kick(Die(ANNA, 2))]
    with pytest.raises(IllegalAction):
        RULES.apply(state, Kick(Die(BENNO, 1)), ANNA)
    state, _ = RULES.apply(state, Kick(Die(ANNA, 2)), ANNA)
    assert Counter(state.casinos[BANDIT]) == Counter(on_bandit)
    # Only a kicker in the move: nothing of the same move to kick, it goes out, the others stay.
    state = kick_table({7: on_bandit}, kicker(ANNA, 3), Die(ANNA, 4), options=options)
    state, events = RULES.apply(state, Place(3, bandit=True), ANNA)
    assert KickerOut(ANNA, 7, kicker(ANNA, 3)) in events and state.phase == "roll"
    assert Counter(state.casinos[BANDIT]) == Counter(on_bandit)


def test_kicker_may_kick_white_dice_placed_with_it_on_the_bandit():
    options = Options(kickers=1, bandit=True, neutral=True)
    state = kick_table({7: dice(BENNO, 6)}, kicker(ANNA, 4), Die(WHITE, 4, "w"), options=options)
    state, _ = RULES.apply(state, Place(4, bandit=True), ANNA)
    assert RULES.legal_actions(state) == [Kick(Die(WHITE, 4, "w"))]


# -- One-armed Bandit --------------------------------------------------------------------------------------


def test_bandit_is_a_seventh_casino_dealt_after_casino_6():
    state = lay_out(4, Options(bandit=True), {}, {6: [10]}, pile=[50, 60, 70, 80, 90, 50, 10, 20, 30, 90])
    last_throw(state, 0, Die(0, 6))
    after, events = RULES.apply(state, Place(6), 0)
    assert after.bills == [[50], [60], [70], [80], [90], [50], [30, 20, 10]] and after.pile == [90]
    assert len(after.casinos) == 7
    assert len(RULES.initial_state(4, 1).casinos) == 6
    assert len(RULES.initial_state(4, 1, Options(bandit=True)).bills) == 7


def test_placing_on_the_bandit_only_while_no_die_of_that_value_lies_there():
    options = Options(bandit=True, neutral=True)
    state = kick_table({7: white(3) + dice(BENNO, 5)}, Die(ANNA, 3), Die(ANNA, 1), Die(ANNA, 1), options=options)
    assert RULES.legal_actions(state, ANNA) == [Place(1), Place(1, True), Place(3)]
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Place(3, bandit=True), ANNA)
    assert info.value.rule == "bandit: value already there"
    after, events = RULES.apply(state, Place(1, bandit=True), ANNA)
    assert events[0] == DicePlaced(ANNA, 1, 7, (Die(ANNA, 1), Die(ANNA, 1)), (Die(ANNA, 3),))
    assert after.casinos[0] == [] and after.casinos[BANDIT].count(Die(ANNA, 1)) == 2
    plain = kick_table({}, Die(ANNA, 3))
    with pytest.raises(IllegalAction) as info:
        RULES.apply(plain, Place(3, bandit=True), ANNA)
    assert info.value.rule == "bandit: not in this game"


def test_bandit_example_carla_denny_benno():
    # Denny three 3s (sum 9), Benno two 6s, Carla two 4s and a 1 (sum 9, high 4) -> Carla, Denny, Benno.
    options = Options(bandit=True)
    layout = {7: dice(DENNY, 3, 3, 3) + dice(BENNO, 6, 6) + dice(CARLA, 4, 4, 1)}
    after, events = score(4, options, layout, {7: [90, 60, 30, 20]})
    assert paid(events, 7) == [(CARLA, 90), (DENNY, 60), (BENNO, 30)]
    assert BillsReturned(7, (20,)) in events
    assert not any(isinstance(e, TieCancelled) and e.casino == 7 for e in events)


def test_bandit_ties_cancel_only_when_equal_on_count_sum_and_highest_die():
    options = Options(bandit=True, neutral=True, biggy=True)
    layout = {
        7: white(3, 3)
        + dice(ANNA, 3, 3)  # equal to the white dice on all three: both cancel
        + dice(BENNO, 4, 2)  # same count and sum, higher die: ranks
        + [biggy(CARLA, 2)]  # count 2, sum 4
        + dice(DENNY, 6)
    }
    _, events = score(4, options, layout, {7: [90, 60, 40]})
    assert TieCancelled(7, (WHITE, ANNA), 2) in events
    assert paid(events, 7) == [(BENNO, 90), (CARLA, 60), (DENNY, 40)]
    # A Biggy adds its pips twice: Biggy 5 (count 2, sum 10) beats two plain 4 and 5 (sum 9).
    layout = {7: [biggy(ANNA, 5)] + dice(BENNO, 4, 5)}
    _, events = score(4, options, layout, {7: [90, 60]})
    assert paid(events, 7) == [(ANNA, 90), (BENNO, 60)]


def test_white_dice_winning_the_bandit_send_money_under_the_pile():
    options = Options(bandit=True, neutral=True)
    _, events = score(4, options, {7: white(6, 6) + dice(BENNO, 1)}, {7: [80, 20]})
    assert NeutralWon(7, 80) in events and paid(events, 7) == [(BENNO, 20)]


# -- rainbow cards ------------------------------------------------------------------------------------------


def test_rainbow_cards_are_replaced_before_scoring_in_a_chain_and_bills_resorted():
    options = Options(rainbow=True)
    layout = {1: dice(BENNO, 1), 2: dice(CARLA, 2)}
    bills = {1: [30, RAINBOW], 2: [RAINBOW]}
    after, events = score(4, options, layout, bills, pile=[RAINBOW, 60, 10] + REFILL)
    replaced = [e for e in events if isinstance(e, RainbowReplaced)]
    assert replaced == [
        RainbowReplaced(1, RAINBOW, (30, RAINBOW)),  # drawn rainbow card: discarded and replaced too
        RainbowReplaced(1, 60, (60, 30)),
        RainbowReplaced(2, 10, (10,)),
    ]
    assert paid(events, 1) == [(BENNO, 60)] and paid(events, 2) == [(CARLA, 10)]
    assert after.discard == [RAINBOW] * 3
    first_paid = next(i for i, e in enumerate(events) if isinstance(e, BillPaid))
    assert events.index(replaced[-1]) < first_paid  # replaced before any scoring


def test_rainbow_replacement_with_the_pile_running_out():
    options = Options(rainbow=True)
    after, events = score(4, options, {1: dice(BENNO, 1)}, {1: [40, RAINBOW, RAINBOW]}, pile=[RAINBOW, 20])
    replaced = [e for e in events if isinstance(e, RainbowReplaced)]
    assert [e.drawn for e in replaced] == [RAINBOW, 20, None]
    assert replaced[-1].bills == (40, 20)
    assert paid(events, 1) == [(BENNO, 40)] and after.discard == [RAINBOW] * 3


def test_options_do_not_change_classic_play_when_off():
    a = RULES.initial_state(4, 17)
    b = RULES.initial_state(4, 17, Options(random_first_player=False, auto_forced=False))
    assert a.pile == b.pile and a.bills == b.bills
    a, _ = RULES.apply(a, Roll(), 0)
    b, _ = RULES.apply(b, Roll(), 0)
    assert a.throw == b.throw
