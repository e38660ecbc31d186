"""Cash & Run as docs/rules.md#cr-game-end decides after the check against the rulebook (issue 29): no round limit by
default, a lost Grand Slam stage ends the turn, voluntary auctions at every decision of one's own turn, the end offer of
an overlong game, and the [decided] choices the engine must make. One test per rule."""

from __future__ import annotations

import pytest

from tests.cashrun.helpers import card_index, casino_field, field_of_kind, land, own, play, table
from vegas_desktop.cashrun import RULES, Options
from vegas_desktop.cashrun.flow import _advance
from vegas_desktop.cashrun.model import CASH_RUN_FIELDS, DICE, HEARTS, SPADES, Bet, Frame, Kind, Phase
from vegas_desktop.cashrun.moves import (
    AgreeEnd,
    Auction,
    AuctionStarted,
    Bid,
    Buy,
    EndAgreed,
    EndOffered,
    GameEnded,
    GoTo,
    KeepPlaying,
    LayBluff,
    Pass,
    PlaceBet,
    PlayOn,
    Roll,
    Stake,
    StartFinalLap,
    TakeoverFor,
    TurnStarted,
)
from vegas_desktop.cashrun.options import OFFER_AFTER_ROUNDS

MONTREAL, MONTE_CARLO, RENO, TAHOE, SUN_CITY = 0, 3, 6, 7, 9


# -- game end: no round limit by default ----------------------------------------------------------------------
def _round_ends(state) -> list:
    """The last seat ends its turn: the next round begins (or the game ends)."""
    state.current = state.players - 1
    state.stack.clear()
    events: list = []
    _advance(state, events)
    return events


def test_by_default_a_game_runs_past_any_number_of_rounds_without_a_winner():
    assert RULES.initial_state(4, 3).options.round_limit == 0
    state = table(4)
    state.round = 400
    _round_ends(state)
    assert not RULES.is_over(state) and state.round == 401 and state.stack[-1] == Frame(Phase.TURN, 0)


def test_the_house_rule_limit_still_ends_the_game_with_the_richest_winning():
    state = table(3)
    state.options = Options(round_limit=50)
    state.round = 50
    state.chips = [900, 1200, 900]
    state.bank = 30000 + 6000 - 3000
    events = _round_ends(state)
    assert state.winners == (1,) and any(isinstance(e, GameEnded) for e in events)


# -- turn -----------------------------------------------------------------------------------------------------
def test_a_lost_grand_slam_stage_ends_the_turn_at_once_even_after_a_double():
    state = table()
    state.pos[0] = 4
    play(state, Roll(), [2, 2])  # a double onto field 8, Grand Slam
    assert state.pos[0] == 8 and state.stack[-1].phase is Phase.GRAND_SLAM and state.extra_turn
    events = play(state, PlayOn(), [3])  # stage 1 needs an even die: lost
    assert state.current == 1 and TurnStarted(1, 1, False) in events
    assert not any(isinstance(e, TurnStarted) and e.seat == 0 for e in events)


def test_a_won_grand_slam_after_a_double_keeps_the_extra_turn():
    state = table()
    state.pos[0] = 4
    play(state, Roll(), [2, 2])
    play(state, PlayOn(), [4])  # stage 1 won
    events = play(state, __import__("vegas_desktop.cashrun.moves", fromlist=["Stop"]).Stop())
    assert TurnStarted(0, 1, True) in events and state.current == 0


def test_ending_on_your_own_casino_by_a_cash_and_run_move_gives_another_turn():
    state = table()
    own(state, 0, RENO)
    land(state, 0, CASH_RUN_FIELDS[1])
    events = play(state, GoTo(casino_field(RENO)))
    assert TurnStarted(0, 1, True) in events and state.current == 0


def test_the_final_lap_player_on_a_cash_and_run_field_stays_and_gets_no_second_turn():
    state = table()
    own(state, 0, MONTREAL, MONTE_CARLO, RENO)
    play(state, StartFinalLap(), [card_index(5, HEARTS)])
    state.stack[:] = [Frame(Phase.TURN, 0)]
    state.current = 0
    state.pos[0] = CASH_RUN_FIELDS[2] - 4
    play(state, Roll(), [2, 2])  # a double onto a Cash & Run field
    assert state.pos[0] == CASH_RUN_FIELDS[2] and state.current == 1


# -- voluntary auctions ---------------------------------------------------------------------------------------
def test_a_voluntary_auction_before_choosing_a_stake_raises_chips_for_it():
    state = table()
    own(state, 0, MONTREAL)
    own(state, 1, TAHOE)
    state.chips[0] = 50
    land(state, 0, casino_field(TAHOE))
    assert state.stack[-1].phase is Phase.STAKE
    legal = RULES.legal_actions(state, 0)
    assert Auction(MONTREAL) in legal and max(a.amount for a in legal if isinstance(a, Stake)) == 50
    events = play(state, Auction(MONTREAL))
    assert AuctionStarted(0, MONTREAL, False) in events
    play(state, Bid(300))  # seat 1
    play(state, Pass())  # seat 2
    play(state, Pass())  # seat 3
    assert state.owner[MONTREAL] == 1 and state.stack[-1].phase is Phase.STAKE and state.stack[-1].seat == 0
    assert Stake(350) in RULES.legal_actions(state, 0)


def test_a_player_short_of_the_price_is_asked_and_may_auction_to_buy():
    state = table()
    own(state, 0, MONTREAL)
    state.chips[0] = 60
    land(state, 0, casino_field(RENO))
    assert state.stack[-1].phase is Phase.BUY_CASINO
    assert RULES.legal_actions(state, 0) == [Pass(), Auction(MONTREAL)]
    play(state, Auction(MONTREAL))
    for _ in range(3):
        play(state, Pass())  # no bid: the bank buys it for 50k
    assert state.chips[0] == 110 and RULES.legal_actions(state, 0) == [Buy(), Pass()]
    play(state, Buy())
    assert state.owner[RENO] == 0


def test_auctions_are_offered_at_each_decision_of_your_turn_and_the_turn_ends_without_an_extra_step():
    state = table()
    own(state, 0, MONTREAL)
    assert Auction(MONTREAL) in RULES.legal_actions(state, 0)  # before the roll
    land(state, 0, field_of_kind(Kind.POT, DICE))
    assert Auction(MONTREAL) in RULES.legal_actions(state, 0)  # at the pot's pick
    land(state, 0, field_of_kind(Kind.GRAND_SLAM))
    assert Auction(MONTREAL) in RULES.legal_actions(state, 0)
    land(state, 0, field_of_kind(Kind.BLUFF))
    assert Auction(MONTREAL) in RULES.legal_actions(state, 0)
    events = play(state, Pass())  # the last decision of the turn: the next player's turn begins at once
    assert state.current == 1 and TurnStarted(1, 1, False) in events


def test_no_voluntary_auction_at_another_players_decision_nor_during_a_final_lap():
    state = table()
    own(state, 1, TAHOE, RENO)
    state.hands[1] = [DICE]
    state.bluff_pile.remove(DICE)
    land(state, 0, casino_field(TAHOE))
    play(state, Stake(100))
    play(state, PlaceBet(Bet("odd")), [3])  # the owner lost and may bluff: not their turn
    assert state.stack[-1].phase is Phase.BLUFF and state.stack[-1].seat == 1
    assert not any(isinstance(a, Auction) for a in RULES.legal_actions(state, 1))
    play(state, LayBluff(0))
    state = table()
    own(state, 0, MONTREAL, MONTE_CARLO, RENO)
    own(state, 1, TAHOE)
    own(state, 2, SUN_CITY)
    play(state, StartFinalLap(), [card_index(5, HEARTS)])  # seat 0 on its final lap
    land(state, 1, casino_field(SUN_CITY))  # seat 1 visits seat 2: a stake, but no auction while a lap runs
    assert state.stack[-1].phase is Phase.STAKE
    assert not any(isinstance(a, Auction) for a in RULES.legal_actions(state, 1))


def test_a_takeover_short_of_the_fee_may_auction_first_then_pays_100k_into_the_pot():
    state = table()
    own(state, 0, MONTREAL, MONTE_CARLO)
    own(state, 1, RENO)
    state.chips[0] = 40
    land(state, 0, field_of_kind(Kind.TAKEOVER, DICE))
    assert RULES.legal_actions(state, 0) == [Pass(), Auction(MONTREAL), Auction(MONTE_CARLO)]
    play(state, Auction(MONTE_CARLO))
    play(state, Bid(200))
    play(state, Pass())
    play(state, Pass())
    assert TakeoverFor(RENO) in RULES.legal_actions(state, 0)
    play(state, TakeoverFor(RENO))
    assert state.pot == 100 and state.chips[0] == 140 and state.stack[-1].phase is Phase.TAKEOVER_PICK


# -- winning combination ------------------------------------------------------------------------------------
def test_the_starting_player_count_sets_the_combination_despite_bankruptcies():
    state = table(4)
    state.alive[3] = False
    own(state, 0, MONTREAL, MONTE_CARLO, RENO)  # three of one game: a combination with 4-6 players at the start
    assert StartFinalLap() in RULES.legal_actions(state, 0)


def test_all_play_allows_no_bluff_cards_even_with_a_short_bank():
    state = table()
    state.hands[3] = [DICE]
    state.bluff_pile.remove(DICE)
    state.bank, state.chips[1] = 100, 2000 + 29900
    land(state, 0, field_of_kind(Kind.ALL_PLAY, DICE), [6, 5, 4, 1])
    assert state.chips[0] == 2000 + 500 and state.chips[3] == 2000 - 400
    assert state.current == 1 and state.hands[3] == [DICE]  # nobody was asked to bluff


# -- the end offer of an overlong game ------------------------------------------------------------------------
def _long_game(players: int = 3, voters: tuple[int, ...] = (0,), limit: int = 0):
    state = table(players)
    state.options = Options(round_limit=limit, voters=voters)
    state.round = OFFER_AFTER_ROUNDS[players]
    return state


def test_past_the_p99_length_the_humans_are_offered_the_end_and_all_agreeing_ends_it_richest_first():
    state = _long_game(4, voters=(0, 2))
    state.chips = [1000, 2500, 1500, 3000]
    state.bank = 30000 + 8000 - 8000
    events = _round_ends(state)
    assert EndOffered(OFFER_AFTER_ROUNDS[4], (0, 2)) in events
    assert RULES.to_act(state) == (0,) and RULES.legal_actions(state, 0) == [AgreeEnd(), KeepPlaying()]
    play(state, AgreeEnd())
    assert RULES.to_act(state) == (2,)  # the other human is asked; computer seats 1 and 3 never are
    events = play(state, AgreeEnd())
    assert EndAgreed(OFFER_AFTER_ROUNDS[4]) in events and state.winners == (3,) and state.agreed_end


def test_one_human_saying_no_plays_on_and_the_offer_is_never_made_again():
    state = _long_game(4, voters=(0, 2))
    _round_ends(state)
    play(state, AgreeEnd())
    events = play(state, KeepPlaying())
    assert not state.winners and TurnStarted(0, OFFER_AFTER_ROUNDS[4] + 1, False) in events
    assert state.stack[-1] == Frame(Phase.TURN, 0)
    state.round += 100
    events = _round_ends(state)
    assert not any(isinstance(e, EndOffered) for e in events) and state.stack[-1].phase is Phase.TURN


def test_no_offer_before_the_p99_length_with_the_round_limit_on_or_without_a_human():
    state = _long_game(3)
    state.round -= 1
    _round_ends(state)
    assert state.stack[-1].phase is Phase.TURN and not state.offered  # the p99-th round is about to be played
    state = _long_game(3, limit=999)
    _round_ends(state)
    assert state.stack[-1].phase is Phase.TURN
    state = _long_game(3, voters=())
    _round_ends(state)
    assert state.stack[-1].phase is Phase.TURN


def test_a_bankrupt_human_is_not_asked():
    state = _long_game(3, voters=(0, 1))
    state.alive[1] = False
    events = _round_ends(state)
    assert EndOffered(OFFER_AFTER_ROUNDS[3], (0,)) in events
    play(state, AgreeEnd())
    assert RULES.is_over(state)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_player_count_has_its_p99_length(players):
    assert OFFER_AFTER_ROUNDS[players] >= 20


def test_a_spades_card_fails_the_final_lap_and_ends_the_turn():
    state = table()
    own(state, 0, MONTREAL, MONTE_CARLO, RENO)
    events = play(state, StartFinalLap(), [card_index(5, SPADES)])
    assert 0 not in state.laps and TurnStarted(1, 1, False) in events


def test_a_table_asks_only_its_humans():
    from vegas_desktop.match import new_match

    match = new_match("cashrun", ["normal", "human", "easy", "human"], 5)
    assert match.options.voters == (1, 3)
    assert new_match("cashrun", ["normal", "easy", "easy"], 5).options.voters == ()
