"""Cash & Run computer players keep their winning combination and stop rivals' final laps; Hard's searched
decisions are seeded, legal and blind to the other seats' bluff cards (crafted tables on the real rules)."""

from __future__ import annotations

import random

import pytest

from tests.cashrun.helpers import land, own, table
from vegas_desktop.cashrun import RULES
from vegas_desktop.cashrun.ai import policy as cp
from vegas_desktop.cashrun.ai.agents import table_of
from vegas_desktop.cashrun.model import (
    BLANK,
    BOARD,
    CARDS,
    CASH_RUN_FIELDS,
    CASINO_FIELD,
    DICE,
    Bet,
    Frame,
    Kind,
    Lap,
    Phase,
)
from vegas_desktop.cashrun.moves import (
    Accept,
    Auction,
    Bid,
    Challenge,
    GoTo,
    LayBluff,
    Pass,
    TakeCasino,
    TakeoverFor,
)
from vegas_desktop.games import make_agent

BLUE = (0, 1, 2)  # Montreal, Las Vegas, Atlantic City: a colour combination for four players
TAKEOVER_FIELDS = [i for i, f in enumerate(BOARD) if f.kind is Kind.TAKEOVER]


def _choose(kind: str, state, seed: int = 5):
    seat = RULES.to_act(state)[0]
    legal = RULES.legal_actions(state, seat)
    action = make_agent("cashrun", kind, seed).choose(RULES, RULES.observe(state, seat), legal, seat)
    assert action in legal
    return action


def _lap(state, seat: int, combo=BLUE, travelled: int = 10) -> None:
    own(state, seat, *combo)
    state.laps[seat] = Lap(tuple(combo), 0, travelled)


def _defence(defender_hand: list[int]):
    """Seat 1 on its final lap with the blue casinos lost a takeover for Montreal to seat 0: lay a card?"""
    state = table(4, seed=3)
    _lap(state, 1)
    own(state, 0, 9)
    state.hands[1] = list(defender_hand)
    state.stack = [Frame(Phase.BLUFF, 1, party=0, game=DICE, casino=0, other=1, loser=1, then="takeover")]
    return state


@pytest.mark.parametrize("kind", ["normal", "hard"])
def test_a_final_lap_is_defended_with_a_card(kind):
    action = _choose(kind, _defence([BLANK, BLANK]))
    assert isinstance(action, LayBluff)


def test_normal_lays_its_matching_card_first_to_keep_the_lap():
    action = _choose("normal", _defence([BLANK, DICE]))
    assert action == LayBluff(1)


@pytest.mark.parametrize("kind", ["normal", "hard"])
def test_no_takeover_of_our_own_on_the_final_lap(kind):
    state = table(4, seed=4)
    _lap(state, 0)
    own(state, 1, 3, 4)  # a rival not on its lap
    land(state, 0, TAKEOVER_FIELDS[0])
    assert RULES.to_act(state) == (0,) and state.stack[-1].phase is Phase.TAKEOVER
    assert _choose(kind, state) == Pass()


@pytest.mark.parametrize("kind", ["normal", "hard"])
def test_a_rivals_final_lap_is_challenged(kind):
    state = table(4, seed=6)
    own(state, 0, 9, 13)
    _lap(state, 2)
    land(state, 0, TAKEOVER_FIELDS[1])
    action = _choose(kind, state)
    assert isinstance(action, TakeoverFor) and action.casino in BLUE


@pytest.mark.parametrize("kind", ["normal", "hard"])
def test_the_cash_and_run_field_goes_for_a_rivals_final_lap(kind):
    state = table(4, seed=7)
    own(state, 0, 9, 13)
    _lap(state, 3)
    land(state, 0, CASH_RUN_FIELDS[1])
    action = _choose(kind, state)
    assert isinstance(action, GoTo) and action.field in TAKEOVER_FIELDS


def test_a_won_defence_takes_a_casino_of_the_challengers_lap():
    state = table(4, seed=8)
    _lap(state, 1)
    own(state, 1, 14)  # worth more to seat 0 than a blue casino? still the lap goes first
    own(state, 0, 12, 13)
    state.stack = [Frame(Phase.GIVE_UP, 0, party=1, game=DICE, casino=12, other=1, then="takeover")]
    action = _choose("normal", state)
    assert isinstance(action, TakeCasino) and action.casino in BLUE


def test_hard_judges_a_lap_defence_by_a_loser_who_always_lays():
    """A Normal defender of its combination lays whatever it holds, so with one card the card rarely matches."""
    state = table(4, seed=9)
    _lap(state, 1)
    own(state, 0, 9)
    state.hands[1] = []  # its one card lies face down on the table
    state.stack = [
        Frame(Phase.JUDGE, 0, party=0, game=DICE, casino=0, other=1, loser=1, bluff_card=BLANK, then="takeover")
    ]
    assert _choose("hard", state) == Challenge()
    state.hands[1] = [BLANK, BLANK]  # three cards before laying: a match is likely, a replay is better
    assert _choose("hard", state) == Accept()


def _searched_states():
    """Crafted tables where Hard searches: a Cash & Run field and a takeover field, with hidden cards about."""
    out = []
    for seed in range(4):
        state = table(4, seed=20 + seed)
        rng = random.Random(seed)
        casinos = list(range(15))
        rng.shuffle(casinos)
        for s in range(4):
            own(state, s, *casinos[3 * s : 3 * s + 2])
            state.hands[s] = [state.bluff_pile.pop(0) for _ in range(rng.randint(0, 3))]
        land(state, 0, CASH_RUN_FIELDS[seed % 4] if seed % 2 == 0 else TAKEOVER_FIELDS[seed % 3])
        out.append(state)
    return out


def _swap_hidden(state, rng):
    twin = state.copy()
    pool = list(twin.bluff_pile) + [c for s in (1, 2, 3) for c in twin.hands[s]]
    rng.shuffle(pool)
    for s in (1, 2, 3):
        k = len(twin.hands[s])
        twin.hands[s], pool = pool[:k], pool[k:]
    twin.bluff_pile = pool
    return twin


def test_hard_search_is_seeded_legal_and_blind_to_hidden_cards():
    rng = random.Random(1)
    for state in _searched_states():
        assert state.stack[-1].phase in (Phase.CASH_RUN, Phase.TAKEOVER)
        first = _choose("hard", state, seed=11)
        assert _choose("hard", state, seed=11) == first  # the same seed, the same choice
        for _ in range(2):
            assert _choose("hard", _swap_hidden(state, rng), seed=11) == first


def test_easy_does_not_guard():
    assert not cp.EASY.guard_lap and cp.NORMAL.guard_lap and cp.HARD.guard_lap


# -- Hard knows which casinos a final lap rests on: only the laid combination matters ----------------------

ROULETTE_LINE = (0, 3, 6)  # Montreal, Monte Carlo, Reno
GOLD_LINE = (9, 10, 11)  # Sun City, Singapore, Punta del Este


@pytest.mark.parametrize("challenger_holds", [(), (3, 6)])
def test_hard_keeps_its_cards_when_a_casino_off_its_lap_is_challenged(challenger_holds):
    """Even when a replay won would bring Hard a casino of the challenger's that completes its roulette line
    (Montreal, Venice and Monte Carlo or Reno): on its lap the cards are for the laid casinos."""
    state = _defence([BLANK, BLANK])
    own(state, 0, *challenger_holds)
    own(state, 1, 12)  # Venice: Hard's, but not laid
    state.stack[-1].casino = 12
    assert _choose("hard", state) == Pass()
    state.stack[-1].casino = 0  # Montreal is laid: the lap is at stake
    assert isinstance(_choose("hard", state), LayBluff)


def test_hard_auctions_a_casino_off_its_lap_first():
    """With the roulette line held too, a blue casino is the one Hard misses least, yet its lap rests on it."""
    state = table(4, seed=8)
    _lap(state, 0)
    own(state, 0, 3, 6)
    state.stack = [Frame(Phase.AUCTION_CHOICE, 0)]
    assert _choose("normal", state).casino in BLUE
    assert _choose("hard", state) in (Auction(3), Auction(6))


@pytest.mark.parametrize("order", [(BLUE, ROULETTE_LINE), (ROULETTE_LINE, BLUE)])
def test_hard_lays_the_combination_the_rivals_aim_at_least(order):
    """Seat 2 holds two dice casinos: Las Vegas (blue) completes its line, so its takeover goes there."""
    state = table(4, seed=9)
    own(state, 0, *BLUE, 3, 6)
    own(state, 2, 4, 7)
    state.stack = [Frame(Phase.COMBO, 0, choices=order)]
    action = _choose("hard", state)
    assert order[action.index] == ROULETTE_LINE


def test_hard_challenges_a_laid_casino_not_the_one_it_wants_most():
    """The rival's Sun City would complete Hard's gold line, but only a blue casino ends the rival's lap."""
    state = table(4, seed=6)
    own(state, 0, 10, 11)
    _lap(state, 2)
    own(state, 2, 9)
    land(state, 0, TAKEOVER_FIELDS[1])
    assert _choose("normal", state) == TakeoverFor(9)  # Normal counts every casino of a lapping rival
    action = _choose("hard", state)
    assert isinstance(action, TakeoverFor) and action.casino in BLUE


@pytest.mark.parametrize("lapping_owner", [False, True])
def test_hard_stakes_the_minimum_on_its_own_lap_unless_the_visit_can_break_a_rivals(lapping_owner):
    state = table(4, seed=10)
    _lap(state, 0)
    if lapping_owner:
        _lap(state, 1, combo=GOLD_LINE)
    else:
        own(state, 1, *GOLD_LINE)
    state.chips[1] = 600
    land(state, 0, CASINO_FIELD[10])  # Singapore, seat 1's
    assert state.stack[-1].phase is Phase.STAKE
    stake = _choose("hard", state)
    assert (stake.amount > 10) is lapping_owner


def test_hard_drives_a_normal_bidder_up_to_its_ceiling():
    """Seat 1 wants Sun City (it completes its gold line) far more than Hard does: Hard bids on to just below
    what a Normal seat 1 will pay, and stops there."""
    state = table(4, seed=11)
    own(state, 1, 10, 11)
    own(state, 3, 9)
    ceiling = cp.bid_ceiling(table_of(RULES.observe(state, 1)), 9, cp.NORMAL, random.Random(0))
    assert ceiling > 300
    for bid, expect_bid in ((200, True), (ceiling - 10, False)):
        state.stack = [Frame(Phase.BID, 0, casino=9, seller=3, bid=bid, high=1, order=(0, 1, 2))]
        action = _choose("hard", state)
        assert isinstance(action, Bid) is expect_bid
        if expect_bid:
            assert action.amount < ceiling


# -- Hard prices a replay by the whole swing: what the lost game cost plus what winning it would bring ------


@pytest.mark.parametrize("forces", [False, True])
def test_hard_lays_a_card_for_a_replay_that_could_break_a_rivals_lap(forces):
    """Hard lost a one-in-six dice bet at Las Vegas, laid by seat 1 on its final lap. A Normal judge accepts a
    card at such long odds, and a replay won would make seat 1 auction Las Vegas when the win is more than
    seat 1's chips: then the card is laid, otherwise kept."""
    state = table(4, seed=12)
    _lap(state, 1)
    state.chips[1] = 150 if forces else 1000
    state.hands[0] = [BLANK]
    bet = Bet("one", (6,))
    state.stack = [
        Frame(Phase.BLUFF, 0, party=0, game=DICE, casino=1, other=1, stake=40, bet=bet, loser=0, then="visit")
    ]
    assert isinstance(_choose("hard", state), LayBluff) is forces


def test_hard_lays_a_card_to_replay_a_lost_challenge_of_a_rivals_lap():
    """Hard holds a combination (cards are worth keeping) and would lose little (any of its casinos can go), yet
    a replay of a lost takeover for a casino of seat 2's lap is worth a card: a Normal judge accepts while Hard
    holds two."""
    state = table(4, seed=13)
    own(state, 0, 3, 6, 9, 12)  # four roulette casinos: a combination that survives losing any one of them
    _lap(state, 2)
    state.hands[0] = [BLANK, BLANK]
    state.stack = [Frame(Phase.BLUFF, 0, party=0, game=DICE, casino=1, other=2, loser=0, then="takeover")]
    assert isinstance(_choose("hard", state), LayBluff)


@pytest.mark.parametrize("card", [DICE, CARDS])
def test_hard_goes_for_a_rivals_lap_on_the_takeover_field_its_card_matches(card):
    """A lost takeover is won back by a challenged card of the field's game, so Hard picks that field."""
    state = table(4, seed=7)
    own(state, 0, 9, 13)
    _lap(state, 3)
    state.hands[0] = [card]
    land(state, 0, CASH_RUN_FIELDS[1])
    action = _choose("hard", state)
    assert isinstance(action, GoTo) and BOARD[action.field].kind is Kind.TAKEOVER
    assert BOARD[action.field].arg == card


# -- a winning combination within reach is taken without searching ------------------------------------------


@pytest.mark.parametrize("pot", [0, 1500, 3000])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_hard_buys_the_casino_that_completes_its_combination_from_a_cash_and_run_field(pot, seed):
    """Hard holds Montreal and Las Vegas; Atlantic City, free, completes the blue line. A rich pot drew the
    play-outs' few samples away from it; now the casino is the move."""
    state = table(4, seed=30 + seed)
    own(state, 0, 0, 1)
    own(state, 1, 3, 4)
    own(state, 2, 6, 7)
    own(state, 3, 9)
    state.pot, state.bank = pot, state.bank - pot
    land(state, 0, CASH_RUN_FIELDS[1])
    assert _choose("hard", state, seed) == GoTo(CASINO_FIELD[2])


# -- Hard keeps its cards for the laps -----------------------------------------------------------------------


@pytest.mark.parametrize("owner_holds_combination", [False, True])
def test_hard_keeps_its_cards_after_a_lost_visit_unless_the_owner_is_a_threat(owner_holds_combination):
    """Hard lost a 400k even bet at Las Vegas (seat 1's). With two cards a Normal judge would accept a card and
    the replay's swing is large, yet a card is what keeps Hard's own final lap alive later: Hard lays one only
    when the owner holds a winning combination (a won replay could break it), and otherwise keeps them."""
    state = table(4, seed=12)
    own(state, 1, *(BLUE if owner_holds_combination else (1,)))
    state.chips[1] = 2000
    state.hands[0] = [BLANK, BLANK]
    bet = Bet("odd", ())
    state.stack = [
        Frame(Phase.BLUFF, 0, party=0, game=DICE, casino=1, other=1, stake=400, bet=bet, loser=0, then="visit")
    ]
    action = _choose("hard", state)
    assert isinstance(action, LayBluff) is owner_holds_combination
    assert action in RULES.legal_actions(state, 0)


@pytest.mark.parametrize("cards", [0, 1])
def test_hard_goes_for_a_bluff_card_from_a_cash_and_run_field_while_it_holds_at_most_one(cards):
    state = table(4, seed=7)
    own(state, 0, 9, 13)
    state.chips[0] = 1000
    state.hands[0] = [BLANK] * cards
    land(state, 0, CASH_RUN_FIELDS[1])
    action = _choose("hard", state)
    assert isinstance(action, GoTo) and BOARD[action.field].kind is Kind.BLUFF


def test_only_hard_goes_for_bluff_cards_and_only_short_of_them():
    state = table(4, seed=7)
    own(state, 0, 9, 13)
    state.chips[0] = 1000
    rng = random.Random(0)
    for hand, style, wanted in (
        ([], cp.HARD, True),
        ([BLANK], cp.HARD, True),
        ([BLANK, BLANK], cp.HARD, False),
        ([], cp.NORMAL, False),
        ([], cp.EASY, False),
    ):
        state.hands[0] = list(hand)
        assert cp.wants_card_field(table_of(RULES.observe(state, 0)), style, rng) is wanted


@pytest.mark.parametrize(("chips", "combination"), [(150, False), (220, False), (260, False), (150, True), (90, True)])
def test_hard_goes_for_a_bluff_card_only_where_it_would_buy_one(chips, combination):
    """The walk to a Bluff field asks the Bluff field's own rule: 220k without a combination is short of Hard's
    150k reserve after the card, so no walk; with a combination the reserve is waived (cards keep it)."""
    state = table(4, seed=7)
    own(state, 0, *(BLUE if combination else (9, 13)))
    state.chips[0] = chips
    state.hands[0] = []
    t = table_of(RULES.observe(state, 0))
    rng = random.Random(0)
    wanted = cp.buy_bluff(t, cp.HARD, rng)
    assert wanted is (chips - cp.BLUFF_PRICE >= (0 if combination else 150))
    assert cp.wants_card_field(t, cp.HARD, rng) is wanted


@pytest.mark.parametrize("owner_cards", [0, 1])
def test_hard_bluffs_a_lone_card_only_against_a_judge_who_may_accept_it(owner_cards):
    """Hard lost a 400k bet on two numbers (x2) at the casino of an owner holding a combination, with one blank
    in hand. The owner wins a replay two times in three; a Normal judge holding no card of its own challenges a
    lone card, one holding a card accepts it three times in four. So the blank is laid only in the second case."""
    state = table(4, seed=12)
    own(state, 1, *BLUE)
    state.chips[1] = 2000
    state.hands[0] = [BLANK]
    state.hands[1] = [CARDS] * owner_cards
    bet = Bet("two", (1, 2))
    state.stack = [
        Frame(Phase.BLUFF, 0, party=0, game=DICE, casino=1, other=1, stake=400, bet=bet, loser=0, then="visit")
    ]
    action = _choose("hard", state)
    assert isinstance(action, LayBluff) is (owner_cards == 1)
