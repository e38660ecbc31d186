"""Las Vegas rules (RULES.md §1): setup, turns, scoring, end. Pure: no pygame, no global random."""

from __future__ import annotations

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.ranking import final_standings, rank_cancelling
from vegas_desktop.core.rng import make_rng
from vegas_desktop.lasvegas.model import (
    BILLS_CLASSIC,
    CASINO_COUNT,
    DICE_PER_PLAYER,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MIN_SUM,
    PLAIN,
    ROUNDS,
    Die,
    LasVegasState,
    Options,
)
from vegas_desktop.lasvegas.moves import (
    Action,
    BillPaid,
    BillsReturned,
    DicePlaced,
    DiceThrown,
    Event,
    GameEnded,
    Place,
    PlayerSkipped,
    Roll,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
)


class LasVegasRules:
    """The GameRules protocol for classic Las Vegas."""

    name = "lasvegas"

    # -- setup -------------------------------------------------------------------------------
    def new_game(self, seats: int, seed: int, options: Options | None = None) -> LasVegasState:
        state, _ = self.new_game_with_events(seats, seed, options)
        return state

    def new_game_with_events(
        self, seats: int, seed: int, options: Options | None = None
    ) -> tuple[LasVegasState, list[Event]]:
        if not MIN_PLAYERS <= seats <= MAX_PLAYERS:
            raise IllegalAction("setup: 2-6 players", f"got {seats}")
        options = options or Options()
        rng = make_rng(seed)
        pile = list(BILLS_CLASSIC)
        rng.shuffle(pile)
        start = rng.randrange(seats) if options.random_first_player else 0
        state = LasVegasState(
            players=seats,
            options=options,
            rng=rng,
            start_player=start,
            pile=pile,
            money=[0] * seats,
            won=[[] for _ in range(seats)],
        )
        events: list[Event] = []
        _start_round(state, 1, start, events)
        return state, events

    # -- queries -----------------------------------------------------------------------------
    def to_act(self, state: LasVegasState) -> tuple[int, ...]:
        return () if state.phase == "over" else (state.current,)

    def legal_actions(self, state: LasVegasState, seat: int | None = None) -> list[Action]:
        if state.phase == "over" or (seat is not None and seat != state.current):
            return []
        if state.phase == "roll":
            return [Roll()]
        return [Place(v) for v in sorted({d.value for d in state.throw or ()})]

    def is_over(self, state: LasVegasState) -> bool:
        return state.phase == "over"

    def money(self, state: LasVegasState) -> list[int]:
        return list(state.money)

    def standings(self, state: LasVegasState) -> list[list[int]]:
        return final_standings(state.money, [len(w) for w in state.won])

    def observe(self, state: LasVegasState, seat: int) -> LasVegasState:
        """What anyone at the table sees: everything but the pile's order and future dice."""
        view = state.clone()
        view.rng = None
        view.pile.sort(reverse=True)
        return view

    # -- moves -------------------------------------------------------------------------------
    def apply(self, state: LasVegasState, action: Action, seat: int | None = None) -> tuple[LasVegasState, list[Event]]:
        if state.rng is None:
            raise IllegalAction("apply: an observation cannot be played on", "use the full state")
        new = state.clone()
        events: list[Event] = []
        step(new, action, events, seat)
        return new, events


def step(state: LasVegasState, action: Action, events: list[Event], seat: int | None = None) -> None:
    """Apply `action` to `state` in place (the fast path for search); checks every rule."""
    if state.phase == "over":
        raise IllegalAction("game over: no more moves")
    if seat is not None and seat != state.current:
        raise IllegalAction("turn order: not this seat's turn", f"seat {seat}, turn of seat {state.current}")
    if isinstance(action, Roll):
        if state.phase != "roll":
            raise IllegalAction("roll: dice already thrown", "choose a value to place")
        _roll(state, events)
    elif isinstance(action, Place):
        if state.phase != "place":
            raise IllegalAction("place: throw first", "the dice have not been thrown yet")
        _place(state, action.value, events)
    else:
        raise IllegalAction("unknown action", repr(action))


def _roll(state: LasVegasState, events: list[Event]) -> None:
    rng = state.rng
    if rng is None:
        raise IllegalAction("roll: an observation has no dice to roll", "step on the full state")
    seat = state.current
    dice = tuple(Die(seat, rng.randint(1, 6), kind) for kind in state.supply[seat])
    state.throw = dice
    state.phase = "place"
    events.append(DiceThrown(seat, dice))


def _place(state: LasVegasState, value: int, events: list[Event]) -> None:
    throw = state.throw or ()
    if not any(d.value == value for d in throw):
        raise IllegalAction("place: value not thrown", f"no die shows {value}")
    seat = state.current
    chosen = tuple(d for d in throw if d.value == value)
    rest = tuple(d for d in throw if d.value != value)
    state.casinos[value - 1].extend(chosen)
    hand = state.supply[seat]
    for d in chosen:
        hand.remove(d.kind)
    state.throw = None
    events.append(DicePlaced(seat, value, value, chosen, rest))
    _advance(state, events)


def _advance(state: LasVegasState, events: list[Event]) -> None:
    """Pass the turn clockwise to the next seat with dice; score the round when nobody has any."""
    n = state.players
    for offset in range(1, n + 1):
        seat = (state.current + offset) % n
        if state.supply[seat]:
            for skipped in range(1, offset):
                events.append(PlayerSkipped((state.current + skipped) % n))
            state.current = seat
            state.phase = "roll"
            events.append(TurnStarted(seat))
            return
    _score_round(state, events)


def _score_round(state: LasVegasState, events: list[Event]) -> None:
    for index in range(CASINO_COUNT):
        _score_casino(state, index, events)
    events.append(RoundEnded(state.round, tuple(state.money)))
    if state.round >= ROUNDS:
        state.phase = "over"
        standings = final_standings(state.money, [len(w) for w in state.won])
        events.append(GameEnded(tuple(tuple(g) for g in standings), tuple(state.money)))
        return
    _start_round(state, state.round + 1, (state.start_player + 1) % state.players, events)


def _score_casino(state: LasVegasState, index: int, events: list[Event]) -> None:
    counts: dict[int, int] = {}
    for d in state.casinos[index]:
        counts[d.owner] = counts.get(d.owner, 0) + d.weight
    ranking, cancelled = rank_cancelling(counts)
    for group in cancelled:
        events.append(TieCancelled(index + 1, tuple(sorted(group)), counts[group[0]]))
    bills = state.bills[index]
    for owner, bill in zip(ranking, bills, strict=False):
        state.money[owner] += bill
        state.won[owner].append(bill)
        events.append(BillPaid(index + 1, owner, bill))
    unclaimed = bills[len(ranking) :]
    if unclaimed:
        state.pile.extend(unclaimed)
        events.append(BillsReturned(index + 1, tuple(unclaimed)))
    state.bills[index] = []
    state.casinos[index] = []


def _start_round(state: LasVegasState, number: int, start: int, events: list[Event]) -> None:
    state.round = number
    state.start_player = start
    state.current = start
    state.phase = "roll"
    state.throw = None
    state.supply = [[PLAIN] * DICE_PER_PLAYER for _ in range(state.players)]
    state.casinos = [[] for _ in range(CASINO_COUNT)]
    state.bills = [_deal_casino(state.pile, MIN_SUM) for _ in range(CASINO_COUNT)]
    events.append(RoundStarted(number, start, tuple(tuple(b) for b in state.bills)))
    events.append(TurnStarted(start))


def _deal_casino(pile: list[int], minimum: int) -> list[int]:
    """Draw face up until the sum reaches the minimum; a short pile leaves the casino short."""
    dealt: list[int] = []
    while pile and sum(dealt) < minimum:
        dealt.append(pile.pop(0))
    dealt.sort(reverse=True)
    return dealt


RULES = LasVegasRules()
