"""Las Vegas rules (docs/rules.md#las-vegas and its options, docs/rules.md#lv-options): setup, turns, kicks, scoring,
end.

Pure: no pygame, no global random. The classic game takes the short branches; options add work only when on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.core.dice import next_with_dice
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.game import Event, GameRules, Progress, RulesDefaults, lone_forced
from vegas_desktop.core.ranking import final_standings, rank_cancelling
from vegas_desktop.lasvegas.chance import make_dice_rng, roll_faces
from vegas_desktop.lasvegas.model import (
    BANDIT,
    CASINO_COUNT,
    KICKER,
    NEUTRAL,
    PLAIN,
    PREPLACED_WHITE_3P,
    RAINBOW,
    RAINBOW_SETUP_VALUE,
    ROUNDS,
    WHITE,
    Die,
    LasVegasState,
    Options,
    Phase,
    bandit_keys,
    bill_set,
    minimum_sum,
    starting_hand,
)
from vegas_desktop.lasvegas.moves import (
    Action,
    BillPaid,
    BillsReturned,
    DicePlaced,
    DiceThrown,
    DieKicked,
    GameEnded,
    Kick,
    KickerOut,
    NeutralWon,
    Place,
    PlayerSkipped,
    RainbowReplaced,
    Roll,
    RoundEnded,
    RoundStarted,
    TieCancelled,
    TurnStarted,
    WhiteDicePreplaced,
)
from vegas_desktop.lasvegas.options import validate


class LasVegasRules(RulesDefaults[LasVegasState, Action]):
    """The GameRules protocol for Las Vegas with every option of docs/rules.md#lv-options."""

    name = "lasvegas"

    # -- setup -------------------------------------------------------------------------------
    def initial_state(self, seats: int, seed: int, options: Options | None = None) -> LasVegasState:
        state, _ = self.new_game(seats, seed, options)
        return state

    def new_game(self, seats: int, seed: int, options: Options | None = None) -> tuple[LasVegasState, list[Event]]:
        options = options or Options()
        validate(options, seats)
        rng = make_dice_rng(seed)
        pile = list(bill_set(options))
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
        phase = state.phase
        if phase == "over" or (seat is not None and seat != state.current):
            return []
        if phase == "roll":
            return [Roll()]
        if phase == "kick":
            return [Kick(d) for d in dict.fromkeys(kick_targets(state))]
        values = sorted({d.value for d in state.throw or ()})
        if not state.options.bandit:
            return [_PLACES[v, False] for v in values]
        taken = {d.value for d in state.casinos[BANDIT]}
        actions: list[Action] = []
        for v in values:
            actions.append(_PLACES[v, False])
            if v not in taken:
                actions.append(_PLACES[v, True])
        return actions

    def is_over(self, state: LasVegasState) -> bool:
        return state.phase == "over"

    def money(self, state: LasVegasState) -> list[int]:
        return list(state.money)

    def standings(self, state: LasVegasState) -> list[list[int]]:
        return final_standings(state.money, [len(w) for w in state.won])

    def progress(self, state: LasVegasState) -> Progress:
        return Progress(state.round, ROUNDS, state.current, len(state.casinos))

    def bills_won(self, state: LasVegasState) -> list[list[int]]:
        return state.won

    def step(self, state: LasVegasState, action: Action, events: list[Event], seat: int | None = None) -> None:
        """`apply` in place, for tournaments and play-outs (the module function, reachable through the rules)."""
        step(state, action, events, seat)

    def auto_action(self, state: LasVegasState, seat: int) -> Action | None:
        """A forced placement plays itself when the option is on; a throw never does."""
        if state.phase == Phase.ROLL:
            return None
        return lone_forced(self.legal_actions(state, seat), state.options.auto_forced, False)

    def observe(self, state: LasVegasState, seat: int) -> LasVegasState:
        """What anyone at the table sees: everything but the pile's order and future dice."""
        view = state._copy(None)
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


def kick_targets(state: LasVegasState) -> list[Die]:
    """Dice the pending kicker may kick: any non-kicker on its casino; at the Bandit only this move's dice."""
    return _targets(state) if state.phase == "kick" else []


_DICE: dict[tuple[int, int, str], Die] = {}
# Moves are immutable values too: the placements of the six faces, built once (play-outs list them all the time).
_PLACES = {(v, bandit): Place(v, bandit) for v in range(1, 7) for bandit in (False, True)}


def die_of(owner: int, value: int, kind: str) -> Die:
    """Dice are immutable values: share one object per (owner, face, kind) instead of building new ones."""
    key = (owner, value, kind)
    die = _DICE.get(key)
    if die is None:
        die = _DICE[key] = Die(owner, value, kind)
    return die


def step(state: LasVegasState, action: Action, events: list[Event] | None, seat: int | None = None) -> None:
    """Apply `action` to `state` in place (the fast path for search); checks every rule. With `events` None
    no events are made: play-outs read only the state, and making them was a tenth of a play-out's time."""
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
            if state.phase == "kick":
                raise IllegalAction("place: kick first", "the kicker must kick a die")
            raise IllegalAction("place: throw first", "the dice have not been thrown yet")
        _place(state, action.value, action.bandit, events)
    elif isinstance(action, Kick):
        if state.phase != "kick":
            raise IllegalAction("kick: no kicker to resolve", "kick only right after placing a kicker")
        _kick(state, action.die, events)
    else:
        raise IllegalAction("unknown action", repr(action))


def _roll(state: LasVegasState, events: list[Event] | None) -> None:
    if state.rng is None:
        raise IllegalAction("roll: an observation has no dice to roll", "step on the full state")
    seat = state.current
    hand = state.supply[seat]
    faces = roll_faces(state.rng, len(hand))
    if hand.count(PLAIN) == len(hand):
        dice = tuple([die_of(seat, v, PLAIN) for v in faces])
    else:
        dice = tuple(die_of(WHITE if k == NEUTRAL else seat, v, k) for k, v in zip(hand, faces, strict=True))
    state.throw = dice
    state.phase = Phase.PLACE
    if events is not None:
        events.append(DiceThrown(seat, dice))


def _place(state: LasVegasState, value: int, bandit: bool, events: list[Event] | None) -> None:
    throw = state.throw or ()
    chosen_list: list[Die] = []
    rest_list: list[Die] = []
    for d in throw:
        (chosen_list if d.value == value else rest_list).append(d)
    if not chosen_list:
        raise IllegalAction("place: value not thrown", f"no die shows {value}")
    index = value - 1
    if bandit:
        if not state.options.bandit:
            raise IllegalAction("bandit: not in this game", "the One-armed Bandit option is off")
        if any(d.value == value for d in state.casinos[BANDIT]):
            raise IllegalAction("bandit: value already there", f"a {value} already lies on the Bandit")
        index = BANDIT
    seat = state.current
    chosen = tuple(chosen_list)
    state.casinos[index].extend(chosen)
    hand = state.supply[seat]
    kickers = 0
    if hand.count(PLAIN) == len(hand):  # the classic hand: drop as many plain dice as were placed
        del hand[len(hand) - len(chosen) :]
    else:
        for d in chosen:
            hand.remove(d.kind)
            if d.kind == KICKER:
                kickers += 1
    state.throw = None
    if events is not None:
        events.append(DicePlaced(seat, value, index + 1, chosen, tuple(rest_list)))
    if kickers:
        state.kick_casino = index
        state.kick_value = value
        state.kicks_left = kickers
        if _kicks_pending(state, events):
            return
    _advance(state, events)


def _kicks_pending(state: LasVegasState, events: list[Event] | None) -> bool:
    """Enter (or stay in) the kick phase while a kicker has something to kick; otherwise kickers go out."""
    if state.kicks_left and _targets(state):
        state.phase = Phase.KICK
        return True
    casino = state.casinos[state.kick_casino]
    for kicker in [d for d in casino if d.kind == KICKER]:
        casino.remove(kicker)
        state.out.append(kicker)
        if events is not None:
            events.append(KickerOut(state.current, state.kick_casino + 1, kicker))
    state.kick_casino = -1
    state.kick_value = 0
    state.kicks_left = 0
    return False


def _targets(state: LasVegasState) -> list[Die]:
    return kick_targets_on(state.casinos[state.kick_casino], state.kick_casino, state.kick_value)


def kick_targets_on(casino: list[Die], index: int, value: int) -> list[Die]:
    """Dice a kicker placed with face `value` on casino `index` may kick: any non-kicker; at the Bandit only
    dice showing that face."""
    if index == BANDIT:
        return [d for d in casino if d.kind != KICKER and d.value == value]
    return [d for d in casino if d.kind != KICKER]


def _kick(state: LasVegasState, die: Die, events: list[Event] | None) -> None:
    if die not in _targets(state):
        raise IllegalAction("kick: not a legal target", f"{die} cannot be kicked here")
    casino = state.casinos[state.kick_casino]
    kicker = next(d for d in casino if d.kind == KICKER)
    casino.remove(kicker)
    casino.remove(die)
    state.out.append(kicker)
    returned = die.owner != WHITE
    if returned:
        state.supply[die.owner].append(die.kind)
    else:
        state.out.append(die)
    state.kicks_left -= 1
    if events is not None:
        events.append(DieKicked(state.current, state.kick_casino + 1, kicker, die, returned))
    if not _kicks_pending(state, events):
        _advance(state, events)


def _advance(state: LasVegasState, events: list[Event] | None) -> None:
    """Pass the turn clockwise to the next seat with dice; score the round when nobody has any."""
    found = next_with_dice(state.current, state.supply)
    if found is None:
        _score_round(state, events)
        return
    seat, skipped = found
    if skipped and events is not None:
        events.extend(PlayerSkipped(s) for s in skipped)
    state.current = seat
    state.phase = Phase.ROLL
    if events is not None:
        events.append(TurnStarted(seat))


def _score_round(state: LasVegasState, events: list[Event] | None) -> None:
    if state.options.rainbow:
        _replace_rainbows(state, events)
    for index in range(len(state.casinos)):
        _score_casino(state, index, events)
    if events is not None:
        events.append(RoundEnded(state.round, tuple(state.money)))
    if state.round >= ROUNDS:
        state.phase = Phase.OVER
        standings = final_standings(state.money, [len(w) for w in state.won])
        if events is not None:
            events.append(GameEnded(tuple(tuple(g) for g in standings), tuple(state.money)))
        return
    _start_round(state, state.round + 1, (state.start_player + 1) % state.players, events)


def _replace_rainbows(state: LasVegasState, events: list[Event] | None) -> None:
    """Each rainbow card is discarded and replaced by the top of the pile (again if that is a rainbow card)."""
    for index, bills in enumerate(state.bills):
        while RAINBOW in bills:
            bills.remove(RAINBOW)
            state.discard.append(RAINBOW)
            drawn = state.pile.pop(0) if state.pile else None
            if drawn is not None:
                bills.append(drawn)
                bills.sort(reverse=True)
            if events is not None:
                events.append(RainbowReplaced(index + 1, drawn, tuple(bills)))


def _score_casino(state: LasVegasState, index: int, events: list[Event] | None) -> None:
    counts: dict[int, int] = {}
    for d in state.casinos[index]:
        counts[d.owner] = counts.get(d.owner, 0) + d.weight
    if index == BANDIT:
        ranking, cancelled = rank_cancelling(bandit_keys(state.casinos[index]))
    else:
        ranking, cancelled = rank_cancelling(counts)
    for group in cancelled:
        if events is not None:
            events.append(TieCancelled(index + 1, tuple(sorted(group)), counts[group[0]]))
    bills = state.bills[index]
    for owner, bill in zip(ranking, bills, strict=False):
        if owner == WHITE:
            state.pile.append(bill)
            if events is not None:
                events.append(NeutralWon(index + 1, bill))
        else:
            state.money[owner] += bill
            state.won[owner].append(bill)
            if events is not None:
                events.append(BillPaid(index + 1, owner, bill))
    unclaimed = bills[len(ranking) :]
    if unclaimed:
        state.pile.extend(unclaimed)
        if events is not None:
            events.append(BillsReturned(index + 1, tuple(unclaimed)))
    state.bills[index] = []
    state.casinos[index] = []


def _start_round(state: LasVegasState, number: int, start: int, events: list[Event] | None) -> None:
    options = state.options
    state.round = number
    state.start_player = start
    state.current = start
    state.phase = Phase.ROLL
    state.throw = None
    hand = starting_hand(options, state.players)
    state.supply = [list(hand) for _ in range(state.players)]
    count = CASINO_COUNT + 1 if options.bandit else CASINO_COUNT
    state.casinos = [[] for _ in range(count)]
    state.out = []
    state.kick_casino, state.kick_value, state.kicks_left = -1, 0, 0
    minimum = minimum_sum(options, state.players)
    state.bills = [_deal_casino(state.pile, minimum) for _ in range(count)]
    if events is not None:
        events.append(RoundStarted(number, start, tuple(tuple(b) for b in state.bills)))
    if options.neutral and state.players == 3:
        if state.rng is None:
            raise IllegalAction("round start: an observation has no dice to roll", "step on the full state")
        dice = tuple(die_of(WHITE, v, NEUTRAL) for v in roll_faces(state.rng, PREPLACED_WHITE_3P))
        for d in dice:
            state.casinos[d.value - 1].append(d)
        if events is not None:
            events.append(WhiteDicePreplaced(start, dice))
    if events is not None:
        events.append(TurnStarted(start))


def _deal_casino(pile: list[int], minimum: int) -> list[int]:
    """Draw face up until the sum reaches the minimum; a short pile leaves the casino short.

    A rainbow card counts RAINBOW_SETUP_VALUE toward the minimum."""
    dealt: list[int] = []
    total = 0
    while pile and total < minimum:
        bill = pile.pop(0)
        dealt.append(bill)
        total += bill if bill != RAINBOW else RAINBOW_SETUP_VALUE
    dealt.sort(reverse=True)
    return dealt


RULES = LasVegasRules()

if TYPE_CHECKING:  # mypy holds the rules to the one interface every game offers
    _interface: GameRules[LasVegasState, Action, LasVegasState, Options] = RULES
