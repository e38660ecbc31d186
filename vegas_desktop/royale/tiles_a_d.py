"""Tiles A1–D2 (docs/rules.md#royale-tiles): Lucky Punch, Jackpot, Prime Time, Fifty Fifty, High Five, Bad Luck, Pay
Day, Power Play — each one `TileRule` with its activation, scoring hooks and decisions."""

from __future__ import annotations

from vegas_desktop.core.ranking import rank_cancelling
from vegas_desktop.royale.common import bank_pays, give_jetons, left_of, reward, roll_black, strict_leader
from vegas_desktop.royale.model import (
    BLACK,
    CASINO_COUNT,
    FIFTY_REWARDS,
    HIGH_FIVE_VALUE,
    JACKPOT_TRACK,
    LUCKY_REWARDS,
    TILE_NAMES,
    Die,
    Phase,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    Action,
    BadLuckDue,
    DiceMoved,
    FiftyCall,
    FiftyFiftyRolled,
    LuckyCount,
    LuckyGuess,
    LuckyPunchChosen,
    LuckyPunchResolved,
    MarkerMoved,
    PlaqueMoved,
    PrimeTime,
)
from vegas_desktop.royale.tile_rule import Decision, Events, TileRule


# -- A1 Lucky Punch ---------------------------------------------------------------------------------------
def _lucky_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    state.lucky_count = None
    state.phase = Phase.LUCKY_COUNT


def _lucky_count(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, LuckyCount)
    state.lucky_count = action.count
    events.append(LuckyPunchChosen(seat))
    state.actor = left_of(state, seat)
    state.phase = Phase.LUCKY_GUESS


def _lucky_guess(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, LuckyGuess)
    count = state.lucky_count
    assert count is not None
    player = state.current
    events.append(LuckyPunchResolved(player, seat, count, action.guess))
    if action.guess != count:
        reward(state, player, LUCKY_REWARDS[count], "lucky_punch", events)
    state.lucky_count = None
    state.actor = player


LUCKY_PUNCH = TileRule(
    "A1",
    TILE_NAMES["A1"],
    "placement",
    activate=_lucky_activate,
    decisions={
        Phase.LUCKY_COUNT: Decision((LuckyCount,), lambda s: [LuckyCount(n) for n in (1, 2, 3)], _lucky_count),
        Phase.LUCKY_GUESS: Decision((LuckyGuess,), lambda s: [LuckyGuess(n) for n in (1, 2, 3)], _lucky_guess),
    },
)


# -- A2 Jackpot ----------------------------------------------------------------------------------------------
def _jackpot_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    p = state.pieces
    a, b = roll_black(state, seat, "jackpot", events)
    if a + b == 7 or a == b:
        bank_pays(state, seat, JACKPOT_TRACK[p.jackpot_step], "jackpot", events)
        p.jackpot_step = 0
    else:
        p.jackpot_step = min(p.jackpot_step + 1, len(JACKPOT_TRACK) - 1)
    events.append(MarkerMoved("A2", casino + 1, p.jackpot_step))


JACKPOT = TileRule("A2", TILE_NAMES["A2"], "placement", activate=_jackpot_activate)


# -- B1 Prime Time -------------------------------------------------------------------------------------------
def _prime_time_before(state: RoyaleState, casino: int, events: Events) -> None:
    ranking, _ = rank_cancelling(state.counts(casino))
    if ranking and ranking[0] >= 0 and state.bills[casino]:
        winner = ranking[0]
        a, b = roll_black(state, winner, "prime_time", events)
        state.tile_casino = casino
        if state.is_open(a - 1) or state.is_open(b - 1):
            state.actor = winner
            state.phase = Phase.PRIME_TIME


def prime_time_moves(state: RoyaleState) -> list[Action]:
    a, b = state.pieces.black
    subsets = {(), (a,), (b,), tuple(sorted((a, b)))}
    return [PrimeTime(s) for s in sorted(subsets, key=lambda s: (len(s), s)) if all(state.is_open(v - 1) for v in s)]


def _prime_time_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, PrimeTime)
    if action.values:
        dice = tuple(Die(seat, v, BLACK) for v in action.values)
        for d in dice:
            state.casinos[d.value - 1].append(d)
            events.append(DiceMoved((d,), "box", f"casino:{d.value}", "prime_time"))


PRIME_TIME = TileRule(
    "B1",
    TILE_NAMES["B1"],
    "before scoring",
    before_scoring=_prime_time_before,
    decisions={Phase.PRIME_TIME: Decision((PrimeTime,), prime_time_moves, _prime_time_resolve, round_end=True)},
)


# -- B2 Fifty Fifty ------------------------------------------------------------------------------------------
def _fifty_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    p = state.pieces
    a, b = roll_black(state, seat, "fifty_fifty", events)
    p.fifty_field = 1
    p.fifty_sum = a + b
    events.append(FiftyFiftyRolled(seat, "start", a + b, True))
    events.append(MarkerMoved("B2", casino + 1, 1))
    state.phase = Phase.FIFTY


def _fifty_calls(state: RoyaleState) -> list[Action]:
    calls = ["stop"] if state.pieces.fifty_field >= 7 else ["stop", "higher", "lower"]
    return [FiftyCall(c) for c in calls]


def _fifty(state: RoyaleState, call: str, seat: int, events: Events) -> None:
    p = state.pieces
    here = state.tile_casino + 1
    if call == "stop":
        bank_pays(state, seat, FIFTY_REWARDS[p.fifty_field], "fifty_fifty", events)
        p.fifty_field = 0
        events.append(MarkerMoved("B2", here, 0))
        return
    a, b = roll_black(state, seat, "fifty_fifty", events)
    total = a + b
    right = total > p.fifty_sum if call == "higher" else total < p.fifty_sum
    events.append(FiftyFiftyRolled(seat, call, total, right))
    p.fifty_sum = total
    if not right:
        p.fifty_field = 0
        events.append(MarkerMoved("B2", here, 0))
        return
    p.fifty_field += 1
    events.append(MarkerMoved("B2", here, p.fifty_field))
    if p.fifty_field >= 7:  # the last field: must stop
        _fifty(state, "stop", seat, events)
    else:
        state.phase = Phase.FIFTY


def _fifty_resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, FiftyCall)
    _fifty(state, action.call, seat, events)


FIFTY_FIFTY = TileRule(
    "B2",
    TILE_NAMES["B2"],
    "placement",
    activate=_fifty_activate,
    decisions={Phase.FIFTY: Decision((FiftyCall,), _fifty_calls, _fifty_resolve)},
)


# -- C1 High Five --------------------------------------------------------------------------------------------
def _high_five_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    p = state.pieces
    if not p.high_five_taken and state.count(casino, seat) >= 5:
        p.high_five = seat
        p.high_five_taken = True
        events.append(PlaqueMoved("C1", seat))


def _high_five_scoring(state: RoyaleState, casino: int, events: Events) -> None:
    if state.pieces.high_five is not None:
        bank_pays(state, state.pieces.high_five, HIGH_FIVE_VALUE, "high_five", events)


HIGH_FIVE = TileRule("C1", TILE_NAMES["C1"], "placement", activate=_high_five_activate, at_scoring=_high_five_scoring)


# -- C2 Bad Luck ---------------------------------------------------------------------------------------------
def _bad_luck_before(state: RoyaleState, casino: int, events: Events) -> None:
    counts = [state.count(casino, s) for s in range(state.players)]
    fewest = min(counts)
    state.pieces.bad_luck = tuple(s for s in range(state.players) if counts[s] == fewest)
    events.append(BadLuckDue(casino + 1, state.pieces.bad_luck))


BAD_LUCK = TileRule("C2", TILE_NAMES["C2"], "before scoring", before_scoring=_bad_luck_before)


# -- D1 Pay Day ---------------------------------------------------------------------------------------------
def _pay_day_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    total = 10 * sum(1 for c in range(CASINO_COUNT) if state.count(c, seat) > 0)
    if total <= 20:
        give_jetons(state, seat, total // 10, "pay_day", events)
    else:
        bank_pays(state, seat, total, "pay_day", events)


PAY_DAY = TileRule("D1", TILE_NAMES["D1"], "placement", activate=_pay_day_activate)


# -- D2 Power Play -------------------------------------------------------------------------------------------
def _power_play_activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    p = state.pieces
    if strict_leader(state, casino) == seat and p.power_play != seat:
        p.power_play = seat
        events.append(PlaqueMoved("D2", seat))


POWER_PLAY = TileRule("D2", TILE_NAMES["D2"], "placement", activate=_power_play_activate)

TILES_A_D = (LUCKY_PUNCH, JACKPOT, PRIME_TIME, FIFTY_FIFTY, HIGH_FIVE, BAD_LUCK, PAY_DAY, POWER_PLAY)
