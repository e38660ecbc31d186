"""Las Vegas – The Card Game rules (docs/rules.md#cards): setup, picks, reveal, exit, scoring, end.

Pure: no pygame, no global random. Under the simultaneous rules `to_act` names every active seat
that has not picked yet; each pick is recorded hidden, and the last one triggers the reveal. Under
the sequential variant one seat acts at a time, from the start player to the left. Seat 0 starts
round 1 and the start player passes left each round (it only matters in the sequential variant).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from vegas_desktop.cards.model import (
    BILLS_CARDS,
    BILLS_PER_CASINO,
    CASINO_COUNT,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OUT_AT,
    ROUNDS,
    TURNS,
    Card,
    CardsState,
    CardsView,
    Options,
    Phase,
    deck_for,
)
from vegas_desktop.cards.moves import (
    Action,
    BillPaid,
    BillsRemoved,
    CardsDiscarded,
    CardsDrawn,
    CardsPlaced,
    CardsPlayed,
    GameEnded,
    Pick,
    PickMade,
    PicksRevealed,
    PlayerOut,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
    redact,
)
from vegas_desktop.cards.selection import legal_picks, pick_problem
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.game import Event, GameRules, Progress, RulesDefaults
from vegas_desktop.core.ranking import final_standings, rank_cancelling
from vegas_desktop.core.rng import make_rng


class CardsRules(RulesDefaults[CardsState, Action]):
    """The GameRules protocol for Las Vegas – The Card Game."""

    name = "cards"

    # -- setup -------------------------------------------------------------------------------
    def initial_state(self, seats: int, seed: int, options: Options | None = None) -> CardsState:
        state, _ = self.new_game(seats, seed, options)
        return state

    def new_game(self, seats: int, seed: int, options: Options | None = None) -> tuple[CardsState, list[Event]]:
        if not MIN_PLAYERS <= seats <= MAX_PLAYERS:
            raise IllegalAction("setup: 2-5 players", f"got {seats}")
        rng = make_rng(seed)
        bill_pile = list(BILLS_CARDS)
        rng.shuffle(bill_pile)
        state = CardsState(
            players=seats,
            options=options or Options(),
            rng=rng,
            bill_pile=bill_pile,
            money=[0] * seats,
            won=[[] for _ in range(seats)],
        )
        events: list[Event] = []
        _start_round(state, 1, 0, events)
        return state, events

    # -- queries -----------------------------------------------------------------------------
    def to_act(self, state: CardsState | CardsView) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.options.sequential:
            return (state.current,)
        if isinstance(state, CardsView):
            return tuple(p for p in range(state.players) if not state.out[p] and not state.picked[p])
        return tuple(p for p in range(state.players) if not state.out[p] and state.picks[p] is None)

    def legal_actions(self, state: CardsState | CardsView, seat: int | None = None) -> list[Action]:
        """Every legal pick for `seat` now (works on the seat's own view too); [] if it may not act."""
        acting = self.to_act(state)
        if seat is None:
            if not acting:
                return []
            seat = acting[0]
        if seat not in acting:
            return []
        if isinstance(state, CardsView):
            if seat != state.seat:
                return []
            return legal_picks(state.hand)
        return legal_picks(state.hands[seat])

    def is_over(self, state: CardsState | CardsView) -> bool:
        return state.phase == "over"

    def money(self, state: CardsState | CardsView) -> list[int]:
        return list(state.money)

    def standings(self, state: CardsState | CardsView) -> list[list[int]]:
        return final_standings(list(state.money), [len(w) for w in state.won])

    def progress(self, state: CardsState | CardsView) -> Progress:
        """`turn` is -1 while everyone picks at once (the simultaneous rules)."""
        return Progress(state.round, ROUNDS, state.current, len(state.casinos))

    def bills_won(self, state: CardsState | CardsView) -> Sequence[Sequence[int]]:
        return state.won

    def visible(self, event: object, seat: int) -> object | None:
        """Other players' drawn and discarded cards are hidden; their count is kept."""
        return redact(event, seat)

    def private_decision(self, state: CardsState, seat: int) -> bool:
        """Every pick is made from a secret hand."""
        return not self.is_over(state)

    def observe(self, state: CardsState, seat: int) -> CardsView:
        """What `seat` may know: its own hand/pick/discards, the open table, and counts of the rest.
        `PUBLIC` (-1) is a spectator: no hand at all."""
        own = 0 <= seat < state.players
        pick = state.picks[seat] if state.picks and own else None
        return CardsView(
            seat=seat,
            players=state.players,
            options=state.options,
            round=state.round,
            turn=state.turn,
            start_player=state.start_player,
            current=state.current,
            phase=state.phase,
            hand=tuple(state.hands[seat]) if own else (),
            my_pick=pick,
            my_discards=tuple(state.discards[seat]) if own else (),
            picked=tuple(p is not None for p in state.picks),
            out=tuple(state.out),
            hand_counts=tuple(len(h) for h in state.hands),
            pile_counts=tuple(len(p) for p in state.piles),
            discard_counts=tuple(len(d) for d in state.discards),
            casinos=tuple(tuple(c) for c in state.casinos),
            bills=tuple(tuple(b) for b in state.bills),
            bill_pile_count=len(state.bill_pile),
            money=tuple(state.money),
            won=tuple(tuple(w) for w in state.won),
        )

    # -- moves -------------------------------------------------------------------------------
    def apply(self, state: CardsState, action: Action, seat: int | None = None) -> tuple[CardsState, list[Event]]:
        if not isinstance(state, CardsState) or state.rng is None:
            raise IllegalAction("apply: an observation cannot be played on", "use the full state")
        new = state.clone()
        events: list[Event] = []
        step(new, action, events, seat)
        return new, events


def step(state: CardsState, action: Action, events: list[Event], seat: int | None = None) -> None:
    """Apply `action` for `seat` to `state` in place (the fast path for search); checks every rule.

    `seat` may be omitted only when a single seat is to act."""
    if not isinstance(action, Pick):
        raise IllegalAction("unknown action", repr(action))
    if seat is None:
        acting = RULES.to_act(state)
        if len(acting) != 1:
            raise IllegalAction("pick: say which seat picks", f"seats to act: {acting}")
        seat = acting[0]
    problem = pick_problem(state, seat, action.card_ids)
    if problem is not None:
        raise IllegalAction(*problem)
    wanted = set(action.card_ids)
    hand = state.hands[seat]
    cards = tuple(c for c in hand if c.id in wanted)
    state.hands[seat] = [c for c in hand if c.id not in wanted]
    if state.options.sequential:
        _play_sequential(state, seat, cards, events)
    else:
        state.picks[seat] = cards
        events.append(PickMade(seat, len(cards)))
        if not any(not state.out[p] and state.picks[p] is None for p in range(state.players)):
            _reveal(state, events)


def _reveal(state: CardsState, events: list[Event]) -> None:
    """Every pick is turned over at once, laid at its casinos, the rest of each hand discarded."""
    active = [p for p in range(state.players) if not state.out[p]]
    events.append(PicksRevealed(tuple(state.picks[p] or () for p in range(state.players))))
    for p in active:
        _lay(state, p, state.picks[p] or (), events)
    for p in active:
        _discard_hand(state, p, events)
    for p in active:
        _check_out(state, p, events)
    state.picks = [None] * state.players
    if _round_over(state):
        _score_round(state, events)
        return
    for p in active:
        if not state.out[p]:
            _draw(state, p, events)
    _start_turn(state, state.turn + 1, events)


def _play_sequential(state: CardsState, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
    """Variant: the pick is open and laid at once; the player draws the next hand right away."""
    events.append(CardsPlayed(seat, cards))
    _lay(state, seat, cards, events)
    _discard_hand(state, seat, events)
    _check_out(state, seat, events)
    if not state.out[seat]:
        _draw(state, seat, events)
    n = state.players
    offset = (seat - state.start_player) % n
    for later in range(offset + 1, n):
        nxt = (state.start_player + later) % n
        if not state.out[nxt]:
            state.current = nxt
            return
    if _round_over(state):
        _score_round(state, events)
        return
    _start_turn(state, state.turn + 1, events)


def _lay(state: CardsState, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
    for number in sorted({c.number for c in cards}):
        here = tuple(c for c in cards if c.number == number)
        state.casinos[number - 1].extend(here)
        events.append(CardsPlaced(seat, number, here))


def _discard_hand(state: CardsState, seat: int, events: list[Event]) -> None:
    rest = tuple(state.hands[seat])
    state.hands[seat] = []
    state.discards[seat].extend(rest)
    events.append(CardsDiscarded(seat, len(rest), rest))


def _check_out(state: CardsState, seat: int, events: list[Event]) -> None:
    """8 or more cards at the casinos: out for the round, the draw pile goes under the glass."""
    placed = state.placed_count(seat)
    if placed >= OUT_AT:
        state.out[seat] = True
        pile = state.piles[seat]
        state.discards[seat].extend(pile)
        state.piles[seat] = []
        events.append(PlayerOut(seat, placed, len(pile)))


def _draw(state: CardsState, seat: int, events: list[Event]) -> None:
    pile = state.piles[seat]
    drawn = pile[:HAND_SIZE]
    if not drawn:
        return
    del pile[:HAND_SIZE]
    state.hands[seat].extend(drawn)
    events.append(CardsDrawn(seat, len(drawn), tuple(drawn)))


def _round_over(state: CardsState) -> bool:
    return state.turn >= TURNS or all(state.out)


def _start_turn(state: CardsState, turn: int, events: list[Event]) -> None:
    n = state.players
    state.turn = turn
    state.picks = [None] * n
    order = tuple(p for p in ((state.start_player + k) % n for k in range(n)) if not state.out[p])
    state.current = order[0] if state.options.sequential else -1
    events.append(TurnStarted(state.round, turn, order))


def _start_round(state: CardsState, number: int, start: int, events: list[Event]) -> None:
    """All 30 cards of each player are shuffled into a fresh pile; 2 bills per casino; draw 5."""
    rng = state.rng
    assert rng is not None
    n = state.players
    state.round = number
    state.start_player = start
    state.out = [False] * n
    state.picks = [None] * n
    state.hands = [[] for _ in range(n)]
    state.discards = [[] for _ in range(n)]
    state.casinos = [[] for _ in range(CASINO_COUNT)]
    state.piles = []
    for p in range(n):
        pile = deck_for(p)
        rng.shuffle(pile)
        state.piles.append(pile)
    state.bills = []
    for _ in range(CASINO_COUNT):
        dealt = state.bill_pile[:BILLS_PER_CASINO]
        del state.bill_pile[:BILLS_PER_CASINO]
        state.bills.append(sorted(dealt, reverse=True))
    events.append(RoundStarted(number, start, tuple(tuple(b) for b in state.bills)))
    for p in range(n):
        _draw(state, p, events)
    _start_turn(state, 1, events)


def _score_round(state: CardsState, events: list[Event]) -> None:
    for index in range(CASINO_COUNT):
        _score_casino(state, index, events)
    events.append(RoundEnded(state.round, tuple(state.money)))
    if state.round >= ROUNDS:
        state.phase = Phase.OVER
        state.current = -1
        standings = final_standings(state.money, [len(w) for w in state.won])
        events.append(GameEnded(tuple(tuple(g) for g in standings), tuple(state.money)))
        return
    _start_round(state, state.round + 1, (state.start_player + 1) % state.players, events)


def _score_casino(state: CardsState, index: int, events: list[Event]) -> None:
    """Dice, not cards, count. Equal totals cancel (their cards go under the glass); the highest
    remaining total takes the higher bill, the next the other; unwon bills leave the game."""
    dice: dict[int, int] = {}
    for c in state.casinos[index]:
        dice[c.owner] = dice.get(c.owner, 0) + c.dice
    ranking, cancelled = rank_cancelling(dice)
    for group in cancelled:
        losers = set(group)
        for p in sorted(losers):
            state.discards[p].extend(c for c in state.casinos[index] if c.owner == p)
        state.casinos[index] = [c for c in state.casinos[index] if c.owner not in losers]
        events.append(TieCancelled(index + 1, tuple(sorted(group)), dice[group[0]]))
    bills = state.bills[index]
    for owner, bill in zip(ranking, bills, strict=False):
        state.money[owner] += bill
        state.won[owner].append(bill)
        events.append(BillPaid(index + 1, owner, bill))
    unclaimed = bills[len(ranking) :]
    if unclaimed:
        state.box.extend(unclaimed)
        events.append(BillsRemoved(index + 1, tuple(unclaimed)))
    state.bills[index] = []


RULES = CardsRules()

if TYPE_CHECKING:  # mypy holds the rules to the one interface every game offers
    _interface: GameRules[CardsState, Action, CardsView, Options] = RULES
