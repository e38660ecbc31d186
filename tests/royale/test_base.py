"""Royale base game (docs/rules.md#royale-base): setup, pairs, two places paid, jetons, start player, 2 players, end."""

from __future__ import annotations

import pytest

from tests.royale.helpers import game, of, play, put, throw
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.royale import NEUTRAL, RULES, Options, parse_options
from vegas_desktop.royale.model import BIGGY, MONEY_CARDS, SMALL
from vegas_desktop.royale.moves import (
    BillPaid,
    BillsReturned,
    GameEnded,
    JetonSkip,
    Place,
    Roll,
    RoundStarted,
    Skip,
    TieCancelled,
    TurnStarted,
)
from vegas_desktop.royale.rounds import _deal, next_start


def end_round(state, value: int = 6, seat: int | None = None):
    """Everybody else is out of dice; the current player places one last die showing `value`."""
    for s in range(state.players):
        state.supply[s] = []
    return play(throw(state, value), Place(value))


def test_money_cards_are_ninety_from_30k_to_100k():
    assert len(MONEY_CARDS) == 90
    assert min(MONEY_CARDS) == 30 and max(MONEY_CARDS) == 100


def test_pairs_sorted_by_sum_then_higher_card():
    pile = [40, 40, 30, 90, 60, 70, 70, 60, 50, 80, 30, 100, 55]
    pairs = _deal(pile)
    assert pairs == [(40, 40), (90, 30), (70, 60), (70, 60), (80, 50), (100, 30)]
    assert pile == [55]  # twelve cards dealt from the top


def test_new_game_setup():
    state = RULES.initial_state(4, 7)
    assert state.round == 1 and state.current == 0
    assert all(len(b) == 2 and b[0] >= b[1] for b in state.bills)
    keys = [(sum(b), b[0]) for b in state.bills]
    assert keys == sorted(keys)
    assert len(state.pile) == 90 - 12
    assert state.jetons == [2, 2, 2, 2]
    assert all(sorted(h) == sorted([SMALL] * 7 + [BIGGY]) for h in state.supply)
    assert sum(t is not None for t in state.tiles) == 3  # default: three boards on casinos 1-3
    assert all(t is not None for t in state.tiles[:3])
    assert len({t[0] for t in state.tiles[:3]}) == 3  # never two sides of one board


def test_base_option_has_no_tiles_and_players_limits():
    state = RULES.initial_state(3, 1, parse_options("base"))
    assert state.tiles == [None] * 6
    with pytest.raises(IllegalAction):
        RULES.initial_state(6, 1)
    with pytest.raises(IllegalAction):
        RULES.initial_state(1, 1)


def test_two_places_paid_and_rulebook_tie_example():
    state = game(4, ())
    top, low = state.bills[2]
    # Rulebook example 1 (casino 3): Anna 5, Benno 3, Carla 1 + Biggy (3), Denny 1.
    put(state, 3, 0, 5)
    put(state, 3, 1, 3)
    put(state, 3, 2, 1, biggy=True)
    put(state, 3, 3, 1)
    state, events = end_round(state, 6)
    assert TieCancelled(3, (1, 2), 3) in events
    paid = [e for e in of(events, BillPaid) if e.casino == 3]
    assert paid == [BillPaid(3, 0, top), BillPaid(3, 3, low)]


def test_only_two_places_paid_third_gets_nothing():
    state = game(3, ())
    top, low = state.bills[3]
    put(state, 4, 0, 3)
    put(state, 4, 1, 2)
    put(state, 4, 2, 1)
    state, events = end_round(state, 6)
    assert [e for e in of(events, BillPaid) if e.casino == 4] == [BillPaid(4, 0, top), BillPaid(4, 1, low)]


def test_unwon_card_goes_under_the_pile():
    state = game(3, ())
    top, low = state.bills[1]
    put(state, 2, 0, 2)
    state, events = end_round(state, 6)
    assert BillsReturned(2, (low,)) in events
    returned = [b for e in of(events, BillsReturned) for b in e.bills]
    assert state.pile[-len(returned) :] == returned


def test_start_player_rule_casino_six_then_lower_then_left():
    state = game(3, ())
    put(state, 5, 2, 2)
    put(state, 4, 1, 3)
    state, events = end_round(state, 1)  # seat 0 places on casino 1
    # nobody won casino 6; seat 2 took the higher card at casino 5
    assert of(events, RoundStarted)[-1] == RoundStarted(2, 2, tuple(state.bills), tuple(state.tiles))
    assert state.current == 2 and of(events, TurnStarted)[-1] == TurnStarted(2)
    # nobody wins anywhere (a tie on every casino with dice): left of the previous start player
    put(state, 2, 0, 1)
    put(state, 2, 1, 1)
    for s in range(3):
        state.supply[s] = []
    state.casinos[2] = []
    state, _ = play(throw(state, 2), Place(2))  # seat 2 joins the tie at casino 2
    assert state.round == 3 and state.start_player == 0


def test_start_player_ignores_neutral_winner():
    state = game(2, ())
    state.top_winner = [None, 1, None, None, None, None]
    assert next_start(state) == 1
    state.top_winner = [None] * 6
    state.start_player = 1
    assert next_start(state) == 0


def test_two_players_roll_neutral_dice_that_stay_and_score():
    state, events = RULES.new_game(2, 3)
    neutral = [d for c in state.casinos for d in c if d.owner == NEUTRAL]
    assert len(neutral) == 8 and sum(d.kind == BIGGY for d in neutral) == 1
    assert all(d.value == i + 1 for i, c in enumerate(state.casinos) for d in c)
    # a casino where only the neutral player has dice: both its cards go under the pile
    casino = next(i for i, c in enumerate(state.casinos) if c and i != 5)
    bills = state.bills[casino]
    state, events = end_round(state, 6)  # seat 0's last die goes to casino 6
    assert BillsReturned(casino + 1, bills) in events
    assert not any(e.player == NEUTRAL for e in of(events, BillPaid))
    # next round: the neutral dice are thrown again
    assert sum(d.owner == NEUTRAL for c in state.casinos for d in c) == 8


def test_neutral_dice_are_not_in_three_player_games():
    state = RULES.initial_state(3, 3)
    assert not any(d.owner == NEUTRAL for c in state.casinos for d in c)


def test_jeton_skip_after_a_throw():
    state = game(3, ())
    assert Skip() not in RULES.legal_actions(state, 0)  # only after the throw
    state, _ = play(state, Roll())
    assert Skip() in RULES.legal_actions(state, 0)
    state, events = play(state, Skip())
    assert state.jetons[0] == 1 and len(state.supply[0]) == 8
    assert JetonSkip(0) in events and state.current == 1
    state.jetons[1] = 0
    state, _ = play(state, Roll())
    assert Skip() not in RULES.legal_actions(state, 1)
    with pytest.raises(IllegalAction) as err:
        play(state, Skip())
    assert err.value.rule == "skip: no jeton left"


def test_jetons_accumulate_two_per_round():
    state = game(3, ())
    state.jetons = [0, 1, 2]
    state, _ = end_round(state, 6)
    assert state.round == 2 and state.jetons == [2, 3, 4]


def test_place_rules():
    state = game(3, ())
    throw(state, 2, 2, 5, biggy=2)
    assert RULES.legal_actions(state, 0) == [Place(2), Place(5), Skip()]
    assert RULES.legal_actions(state, 1) == []
    with pytest.raises(IllegalAction):
        play(state, Place(3))
    with pytest.raises(IllegalAction):
        play(state, Place(2), seat=1)
    state, _ = play(state, Place(2))
    assert state.count(1, 0) == 4 and state.supply[0] == [SMALL]


def test_game_ends_after_three_rounds_with_standings():
    state = game(3, ())
    for _ in range(3):
        state, events = end_round(state, 6)
    assert RULES.is_over(state) and RULES.to_act(state) == ()
    assert RULES.legal_actions(state, 0) == []
    assert len(of(events, GameEnded)) == 1
    with pytest.raises(IllegalAction):
        play(state, Roll())


def test_standings_money_then_cards_plus_jetons_then_shared():
    state = game(4, ())
    state.cards = [[100, 30], [60, 60], [60, 50], [100, 30]]
    state.jetons = [1, 0, 2, 1]
    # worth: 140, 120, 130, 140; seats 0 and 3 tie on money and on cards+jetons (3 each)
    assert RULES.money(state) == [140, 120, 130, 140]
    assert RULES.standings(state) == [[0, 3], [2], [1]]
    state.cards[3] = [50, 50, 30]
    state.jetons[3] = 1  # 140 with 4 pieces beats seat 0's 3
    assert RULES.standings(state)[0] == [3]


def test_parse_options():
    assert parse_options("") == Options()
    assert parse_options("boards=5,norepeat") == Options(boards=5, no_repeats=True)
    assert parse_options("base").boards == 0
    assert parse_options("tiles=A1+-+F1/C2").tiles == (("A1", None, "F1"), ("C2",))
    for bad in ("boards=7", "boards=x", "fast", "tiles=Z9", "tiles=A1+A2"):
        with pytest.raises(ValueError):
            parse_options(bad)


def test_no_repeats_never_draws_a_board_twice():
    for seed in range(20):
        state = RULES.initial_state(3, seed, Options(boards=2, no_repeats=True))
        boards = [t[0] for t in state.tiles if t]
        for _ in range(2):
            state, _ = end_round(state, 6)
            boards += [t[0] for t in state.tiles if t]
        assert len(boards) == 6 and len(set(boards)) == 6
