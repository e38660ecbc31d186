"""Cash & Run rules (docs/rules.md#cash-and-run), one test per field and rule."""

from __future__ import annotations

import random

import pytest

from tests.cashrun.helpers import (
    Scripted,
    bluff_cards_total,
    card_index,
    casino_field,
    field_of_kind,
    land,
    own,
    play,
    table,
)
from vegas_desktop.cashrun import RULES, chance
from vegas_desktop.cashrun.model import (
    BLANK,
    CARDS,
    CASH_RUN_FIELDS,
    DIAMONDS,
    DICE,
    HEARTS,
    ROULETTE,
    SPADES,
    Bet,
    Kind,
    Phase,
)
from vegas_desktop.cashrun.moves import (
    Accept,
    Auction,
    AuctionStarted,
    Bid,
    BluffChallenged,
    Buy,
    CasinoSold,
    Challenge,
    Discard,
    FinalLapEnded,
    FinalLapFailed,
    FinalLapStarted,
    GameEnded,
    GoTo,
    LayBluff,
    Pass,
    PlaceBet,
    PlayerBankrupt,
    PlayOn,
    Roll,
    RouletteSpun,
    Stake,
    StartFinalLap,
    Stop,
    TakeCasino,
    TakeoverFor,
)
from vegas_desktop.core.errors import IllegalAction

MONTREAL, LAS_VEGAS, ATLANTIC = 0, 1, 2  # blue: roulette, dice, cards
MONTE_CARLO, MACAU, BADEN = 3, 4, 5  # red
RENO, TAHOE, BILOXI = 6, 7, 8  # green


# -- real odds -----------------------------------------------
ODDS = [
    (ROULETTE, Bet("red"), 1 / 2),  # 0 spins again: 18 of 36
    (ROULETTE, Bet("dozen", (1,)), 1 / 3),
    (ROULETTE, Bet("six", (5,)), 1 / 6),
    (ROULETTE, Bet("odd"), 1 / 2),
    (DICE, Bet("even"), 1 / 2),
    (DICE, Bet("two", (2, 5)), 1 / 3),
    (DICE, Bet("one", (6,)), 1 / 6),
    (CARDS, Bet("card_black"), 1 / 2),
    (CARDS, Bet("jqka"), 16 / 52),
    (CARDS, Bet("suit", (SPADES,)), 1 / 4),
]


@pytest.mark.parametrize(("game", "bet", "p"), ODDS)
def test_each_game_wins_as_often_as_its_real_odds(game, bet, p):
    rng = random.Random(7)
    n = 20_000
    wins = sum(chance.play(rng, game, bet, []) for _ in range(n))
    assert abs(wins / n - p) < 4 * (p * (1 - p) / n) ** 0.5 + 0.002


def test_roulette_zero_spins_again():
    events: list = []
    assert chance.spin(Scripted([0, 0, 7]), events) == 7
    assert events == [RouletteSpun((0, 0, 7))]


def test_cards_come_from_a_full_deck():
    seen = {chance.card(random.Random(s), []) for s in range(3000)}
    assert len(seen) == 52 and {r for r, _ in seen} == set(range(2, 15))


# -- casino fields -----------------------------------------------
def test_an_unowned_casino_can_be_bought_for_100k_into_the_pot():
    state = table()
    land(state, 0, casino_field(RENO))
    assert state.stack[-1].phase is Phase.BUY_CASINO
    play(state, Buy())
    assert state.owner[RENO] == 0 and state.chips[0] == 1900 and state.pot == 100


def test_own_casino_gives_another_turn_but_not_in_the_final_lap():
    state = table()
    own(state, 0, RENO)
    land(state, 0, casino_field(RENO))
    assert state.stack[-1].phase is Phase.TURN and state.current == 0
    state = table()
    own(state, 0, RENO, MONTREAL, MONTE_CARLO)
    state.laps[0] = __import__("vegas_desktop.cashrun.model", fromlist=["Lap"]).Lap((0, 3, 6), 0)
    land(state, 0, casino_field(RENO))
    assert state.current == 1


@pytest.mark.parametrize(
    ("casino", "bet", "script", "factor"),
    [
        (RENO, Bet("red"), [7], 1),
        (RENO, Bet("dozen", (0,)), [7], 2),
        (RENO, Bet("six", (1,)), [7], 5),
        (TAHOE, Bet("odd"), [3], 1),
        (TAHOE, Bet("two", (3, 4)), [3], 2),
        (TAHOE, Bet("one", (3,)), [3], 5),
        (BILOXI, Bet("card_red"), [card_index(5, HEARTS)], 1),
        (BILOXI, Bet("jqka"), [card_index(12, SPADES)], 2),
        (BILOXI, Bet("suit", (DIAMONDS,)), [card_index(9, DIAMONDS)], 3),
    ],
)
def test_a_visitor_who_wins_is_paid_stake_times_the_factor_by_the_owner(casino, bet, script, factor):
    state = table()
    own(state, 1, casino)
    land(state, 0, casino_field(casino))
    assert state.stack[-1].phase is Phase.STAKE and state.stack[-1].seat == 0
    play(state, Stake(50))
    play(state, PlaceBet(bet), script)
    assert state.chips[0] == 2000 + 50 * factor and state.chips[1] == 2000 - 50 * factor


def test_a_visitor_who_loses_pays_the_stake_to_the_owner():
    state = table()
    own(state, 1, TAHOE)
    land(state, 0, casino_field(TAHOE))
    play(state, Stake(300))
    play(state, PlaceBet(Bet("even")), [3])
    assert state.chips == [1700, 2300, 2000, 2000]


def test_stakes_run_from_10k_in_steps_of_10k_up_to_the_visitors_chips():
    state = table()
    state.chips[0] = 95
    own(state, 1, TAHOE)
    land(state, 0, casino_field(TAHOE))
    assert RULES.legal_actions(state, 0) == [Stake(a) for a in range(10, 91, 10)]
    with pytest.raises(IllegalAction) as info:
        play(state, Stake(100))
    assert "stake" in info.value.rule


def test_an_owner_who_cannot_pay_auctions_the_visited_casino_first_then_others():
    state = table()
    own(state, 1, TAHOE, RENO)
    state.chips[1] = 50
    land(state, 0, casino_field(TAHOE))
    play(state, Stake(200))
    events = play(state, PlaceBet(Bet("one", (3,))), [3])  # owes 1000k
    assert AuctionStarted(1, TAHOE, True) in events
    assert state.stack[-1].phase is Phase.BID and state.stack[-1].seat == 2  # the seller's left bids first
    play(state, Bid(300))  # seat 2
    play(state, Pass())  # seat 3
    events = play(state, Pass())  # seat 0 (the visitor may bid too)
    assert CasinoSold(TAHOE, 1, 2, 300) in events
    assert AuctionStarted(1, RENO, True) in events  # still short: the next casino
    for _ in range(3):
        events = play(state, Pass())
    assert state.owner[RENO] == -1  # nobody bid: the bank bought it for 50k
    assert PlayerBankrupt(1, 1000 - 400) in events
    assert state.chips[0] == 2000 + 400 and not state.alive[1]


def test_a_visitor_with_no_chips_must_auction_first():
    state = table()
    own(state, 1, TAHOE)
    own(state, 0, RENO)
    state.chips[0] = 0
    events = land(state, 0, casino_field(TAHOE))
    assert AuctionStarted(0, RENO, True) in events
    for _ in range(3):
        play(state, Pass())
    assert state.chips[0] == 50 and state.stack[-1].phase is Phase.STAKE


# -- bluffs -----------------------------------------------
def bluff_table(card: int) -> object:
    state = table()
    own(state, 1, TAHOE)
    state.hands[0] = [card]
    state.bluff_pile.remove(card)
    land(state, 0, casino_field(TAHOE))
    play(state, Stake(100))
    play(state, PlaceBet(Bet("odd")), [2])  # lost
    assert state.stack[-1].phase is Phase.BLUFF and state.stack[-1].seat == 0
    play(state, LayBluff(0))
    assert state.stack[-1].phase is Phase.JUDGE and state.stack[-1].seat == 1
    return state


def test_a_bluff_accepted_replays_the_same_stake_and_the_card_goes_under_unseen():
    state = bluff_table(BLANK)
    view = RULES.observe(state, 1)
    assert view.frame.bluff_card == -1  # the winner does not see it
    events = play(state, Accept(), [5])  # played again: odd wins
    assert state.chips[0] == 2100 and state.chips[1] == 1900
    assert state.bluff_pile[-1] == BLANK and not any(isinstance(e, BluffChallenged) for e in events)
    assert bluff_cards_total(state) == 25


def test_a_bluff_challenged_with_the_matching_card_wins_the_game():
    state = bluff_table(DICE)
    events = play(state, Challenge())
    assert BluffChallenged(1, DICE, True) in events
    assert state.chips[0] == 2100 and state.chips[1] == 1900  # the bluffer is paid as the winner


def test_a_bluff_challenged_with_a_blank_loses_and_ends_bluffing():
    state = bluff_table(BLANK)
    state.hands[0] = [DICE]  # a second card: no more bluffs in this game all the same
    state.bluff_pile.remove(DICE)
    events = play(state, Challenge())
    assert BluffChallenged(1, BLANK, False) in events
    assert state.chips[0] == 1900 and state.chips[1] == 2100 and state.hands[0] == [DICE]


def test_buying_a_fourth_bluff_card_discards_one():
    state = table()
    state.hands[0] = [BLANK, BLANK, ROULETTE]
    for c in state.hands[0]:
        state.bluff_pile.remove(c)
    land(state, 0, field_of_kind(Kind.BLUFF))
    play(state, Buy())
    assert state.stack[-1].phase is Phase.DISCARD and len(state.hands[0]) == 4
    play(state, Discard(0))
    assert len(state.hands[0]) == 3 and state.pot == 100 and bluff_cards_total(state) == 25


# -- pot, all play, grand slam -----------------------------------------------
def test_the_pot_game_wins_the_whole_pot():
    state = table()
    state.pot, state.chips[3] = 700, 1300
    land(state, 0, field_of_kind(Kind.POT, DICE))
    assert [a.bet for a in RULES.legal_actions(state, 0)][0] == Bet("two", (1, 2))
    play(state, PlaceBet(Bet("two", (1, 2))), [2])
    assert state.pot == 0 and state.chips[0] == 2700


def test_all_play_pays_the_highest_500k_and_ties_play_again():
    state = table()
    land(state, 0, field_of_kind(Kind.ALL_PLAY, DICE), [6, 6, 2, 1, 5, 3])  # seats 0 and 1 tie, then 5 beats 3
    assert state.chips[0] == 2500 and state.bank == 30000 - 500


def test_all_play_with_a_short_bank_the_lowest_pays_the_rest():
    state = table()
    state.bank, state.chips[3] = 200, 2000 + 29800
    land(state, 0, field_of_kind(Kind.ALL_PLAY, DICE), [6, 4, 3, 1])
    assert state.bank == 0 and state.chips[0] == 2000 + 200 + 300 and state.chips[3] == 31800 - 300


def test_grand_slam_stages_and_a_short_bank():
    state = table()
    state.bank, state.chips[3] = 300, 2000 + 29700
    land(state, 0, field_of_kind(Kind.GRAND_SLAM))
    play(state, PlayOn(), [2])  # stage 1: even die
    assert state.stack[-1].stage == 1
    play(state, PlayOn(), [card_index(4, HEARTS)])  # stage 2: a red card
    play(state, Stop())
    assert state.chips[0] == 2300 and state.bank == 0  # 500k won, the bank pays what it has


def test_grand_slam_a_lost_stage_loses_everything_and_an_empty_bank_offers_nothing():
    state = table()
    land(state, 0, field_of_kind(Kind.GRAND_SLAM))
    play(state, PlayOn(), [2])
    play(state, PlayOn(), [card_index(4, SPADES)])
    assert state.chips[0] == 2000 and state.current == 1
    state = table()
    state.chips[3] += state.bank
    state.bank = 0
    land(state, 0, field_of_kind(Kind.GRAND_SLAM))
    assert state.current == 1  # nothing happened: the next player's turn


# -- takeover -----------------------------------------------
def test_a_won_takeover_takes_the_casino():
    state = table()
    own(state, 0, MONTREAL)
    own(state, 1, RENO, TAHOE)
    land(state, 0, field_of_kind(Kind.TAKEOVER, DICE))
    play(state, TakeoverFor(RENO))
    assert state.pot == 100
    play(state, PlaceBet(Bet("odd")), [3])
    assert state.owner[RENO] == 0


def test_a_lost_takeover_lets_the_challenged_player_take_one_of_yours():
    state = table()
    own(state, 0, MONTREAL, MACAU)
    own(state, 1, RENO)
    land(state, 0, field_of_kind(Kind.TAKEOVER, DICE))
    play(state, TakeoverFor(RENO))
    play(state, PlaceBet(Bet("odd")), [4])
    assert state.stack[-1].phase is Phase.GIVE_UP and state.stack[-1].seat == 1
    assert RULES.legal_actions(state, 1) == [TakeCasino(MONTREAL), TakeCasino(MACAU)]
    play(state, TakeCasino(MACAU))
    assert state.owner[MACAU] == 1 and state.owner[RENO] == 1


def test_takeover_needs_a_casino_of_your_own():
    state = table()
    own(state, 1, RENO)
    land(state, 0, field_of_kind(Kind.TAKEOVER, DICE))
    assert state.current == 1  # nothing to decide: the turn passed


# -- cash & run field -----------------------------------------------
def test_cash_and_run_moves_to_any_field_and_resolves_it():
    state = table()
    land(state, 0, CASH_RUN_FIELDS[1])
    assert state.stack[-1].phase is Phase.CASH_RUN
    assert GoTo(CASH_RUN_FIELDS[2]) not in RULES.legal_actions(state, 0)
    play(state, GoTo(casino_field(RENO)))
    assert state.stack[-1].phase is Phase.BUY_CASINO and state.pos[0] == casino_field(RENO)


# -- final lap -----------------------------------------------
def lap_table(players: int = 4):
    state = table(players)
    own(state, 0, MONTREAL, MONTE_CARLO, RENO)  # three roulette casinos: a combination with 4-6 players
    state.pos[0] = 1
    return state


def test_final_lap_fails_on_spades():
    state = lap_table()
    assert StartFinalLap() in RULES.legal_actions(state, 0)
    events = play(state, StartFinalLap(), [card_index(9, SPADES)])
    assert FinalLapFailed(0) in events and 0 not in state.laps and state.current == 1


def test_final_lap_starts_at_the_next_cash_and_run_field_and_a_full_lap_wins():
    state = lap_table()
    events = play(state, StartFinalLap(), [card_index(9, HEARTS)])
    assert FinalLapStarted(0, (MONTREAL, MONTE_CARLO, RENO), 9) in events and state.pos[0] == 9
    assert state.current == 1
    state.stack.clear()
    state.current = 0
    state.stack.append(__import__("vegas_desktop.cashrun.model", fromlist=["Frame"]).Frame(Phase.TURN, 0))
    state.laps[0].travelled = 30
    events = play(state, Roll(), [3, 3])  # a double: no extra turn in the final lap, and the lap is complete
    assert any(isinstance(e, GameEnded) for e in events) and state.winners == (0,)


def test_no_extra_turn_during_the_final_lap():
    state = lap_table()
    play(state, StartFinalLap(), [card_index(9, HEARTS)])
    state.stack.clear()
    state.current = 0
    state.stack.append(__import__("vegas_desktop.cashrun.model", fromlist=["Frame"]).Frame(Phase.TURN, 0))
    play(state, Roll(), [1, 1])  # to field 11: all play (dice pay-out script continues seeded)
    assert state.current == 1  # a double in the final lap gives no second turn


def test_cash_and_run_field_in_your_own_final_lap_you_stay():
    state = lap_table()
    play(state, StartFinalLap(), [card_index(9, HEARTS)])
    land(state, 0, CASH_RUN_FIELDS[2])
    assert state.pos[0] == CASH_RUN_FIELDS[2] and state.current == 1


def test_a_takeover_of_a_combination_casino_ends_the_final_lap():
    state = lap_table()
    play(state, StartFinalLap(), [card_index(9, HEARTS)])
    own(state, 1, TAHOE)
    events = land(state, 1, field_of_kind(Kind.TAKEOVER, DICE))
    play(state, TakeoverFor(RENO))
    events = play(state, PlaceBet(Bet("odd")), [3])
    assert FinalLapEnded(0, RENO) in events and 0 not in state.laps


def test_a_forced_auction_ends_the_final_lap():
    state = lap_table()
    play(state, StartFinalLap(), [card_index(9, HEARTS)])
    state.chips[0] = 0
    own(state, 1, TAHOE)
    events = land(state, 0, casino_field(TAHOE))  # no chips to stake: an auction of a combination casino
    assert state.stack[-1].phase is Phase.AUCTION_CHOICE
    play(state, Auction(RENO))
    for _ in range(3):
        events = play(state, Pass())
    assert FinalLapEnded(0, RENO) in events and 0 not in state.laps


def test_no_voluntary_auction_during_anyones_final_lap():
    state = lap_table()
    own(state, 1, TAHOE)
    assert Auction(MONTREAL) in RULES.legal_actions(state, 0)
    play(state, StartFinalLap(), [card_index(9, HEARTS)])
    assert state.current == 1 and Auction(TAHOE) not in RULES.legal_actions(state, 1)


def test_three_players_need_four_casinos_of_one_game():
    state = lap_table(3)
    assert StartFinalLap() not in RULES.legal_actions(state, 0)
    own(state, 0, 9)  # Sun City: a fourth roulette casino
    assert StartFinalLap() in RULES.legal_actions(state, 0)


# -- bankruptcy, the end -----------------------------------------------
def test_the_last_player_standing_wins():
    state = table(3)
    own(state, 1, TAHOE)
    state.chips[0] = 30
    state.chips[2] = 0
    state.alive[2] = False
    land(state, 0, casino_field(TAHOE))
    play(state, Stake(30))
    events = play(state, PlaceBet(Bet("odd")), [2])
    assert state.chips[0] == 0 and state.alive[0]  # paid the stake; still in
    state.debts.append(__import__("vegas_desktop.cashrun.model", fromlist=["Debt"]).Debt(0, 1, 10))
    state.stack.clear()
    from vegas_desktop.cashrun.flow import _advance

    events = []
    _advance(state, events)
    assert PlayerBankrupt(0, 10) in events and state.winners == (1,)
    assert any(isinstance(e, GameEnded) for e in events) and RULES.to_act(state) == ()


def test_an_illegal_action_names_the_rule_and_the_wrong_seat_is_refused():
    state = table()
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Buy(), 0)
    assert info.value.rule.startswith("turn")
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, Roll(), 2)
    assert "another player" in info.value.rule


def test_setup_deals_two_casinos_one_bluff_card_and_places_pawns_on_own_casinos():
    state, events = RULES.new_game(5, 11)
    assert [len(state.casinos_of(p)) for p in range(5)] == [2] * 5
    assert [len(h) for h in state.hands] == [1] * 5 and bluff_cards_total(state) == 25
    assert state.chips == [2000] * 5 and state.bank == 30000 and state.pot == 0
    for _ in range(5):
        seat = RULES.to_act(state)[0]
        casino = RULES.legal_actions(state, seat)[0].casino
        state, _ = RULES.apply(state, RULES.legal_actions(state, seat)[0], seat)
        assert state.pos[seat] == casino_field(casino)
    assert state.stack[-1].phase is Phase.TURN and state.stack[-1].seat == state.first
    with pytest.raises(IllegalAction):
        RULES.initial_state(2, 1)
