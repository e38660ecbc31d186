"""Las Vegas Royale rules (docs/rules.md#royale): turns, jeton skips, Power Play, and the GameRules protocol.

Tiles live in `tiles` (one TileRule each), setup and the round end in `rounds`. Pure: no pygame, no global random.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.core.dice import next_with_dice
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.game import GameRules, Progress, RulesDefaults, lone_forced
from vegas_desktop.core.rng import make_rng
from vegas_desktop.royale import rounds, tiles
from vegas_desktop.royale.common import check_power_play, hand_kinds, left_of
from vegas_desktop.royale.model import (
    CASINO_COUNT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MONEY_CARDS,
    ROUNDS,
    SECRET_PHASES,
    Die,
    Options,
    Phase,
    RoyaleState,
)
from vegas_desktop.royale.moves import (
    Action,
    DicePlaced,
    DiceThrown,
    JetonsChanged,
    JetonSkip,
    Place,
    PlayerSkipped,
    PowerPlay,
    Roll,
    Skip,
    ThrowVoid,
    TurnStarted,
)
from vegas_desktop.royale.tiles_e_f import knockout_legal

Events = list


class RoyaleRules(RulesDefaults[RoyaleState, Action]):
    """The GameRules protocol for Las Vegas Royale.

    `money(state)` is each seat's final score: money cards plus jetons at 10k each.
    """

    name = "royale"

    # -- setup ---------------------------------------------------------------------------------------
    def initial_state(self, seats: int, seed: int, options: Options | None = None) -> RoyaleState:
        state, _ = self.new_game(seats, seed, options)
        return state

    def new_game(self, seats: int, seed: int, options: Options | None = None) -> tuple[RoyaleState, list]:
        if not MIN_PLAYERS <= seats <= MAX_PLAYERS:
            raise IllegalAction("setup: 2-5 players", f"got {seats}")
        options = options or Options()
        rng = make_rng(seed)
        pile = list(MONEY_CARDS)
        rng.shuffle(pile)
        state = RoyaleState(
            players=seats,
            options=options,
            rng=rng,
            pile=pile,
            jetons=[0] * seats,
            cards=[[] for _ in range(seats)],
        )
        events: list = []
        rounds.start_round(state, 1, 0, events)
        return state, events

    # -- queries -------------------------------------------------------------------------------------
    def to_act(self, state: RoyaleState) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase == "knockout":
            return tuple(sorted(s for s, k in state.knockout_picks.items() if k is None))
        return (state.actor,)

    def legal_actions(self, state: RoyaleState, seat: int | None = None) -> list[Action]:
        if state.phase == "over":
            return []
        if state.phase == "knockout":
            if seat is None:
                pending = self.to_act(state)
                seat = pending[0]
            return list(knockout_legal(state, seat))
        if seat is not None and seat != state.actor:
            return []
        if state.phase == "roll":
            return [Roll(), *power_play_moves(state)]
        if state.phase == "place":
            values = sorted({d.value for d in state.throw or () if state.is_open(d.value - 1)})
            moves: list[Action] = [Place(v) for v in values]
            if state.jetons[state.current] > 0:
                moves.append(Skip())
            return moves
        return tiles.tile_legal(state)

    def is_over(self, state: RoyaleState) -> bool:
        return state.phase == "over"

    def money(self, state: RoyaleState) -> list[int]:
        """Final score per seat: money cards plus 10k per jeton."""
        return [state.worth(s) for s in range(state.players)]

    def standings(self, state: RoyaleState) -> list[list[int]]:
        return rounds.standings(state)

    def progress(self, state: RoyaleState) -> Progress:
        return Progress(state.round, ROUNDS, state.current, len(state.casinos))

    def auto_action(self, state: RoyaleState, seat: int) -> Action | None:
        """A forced choice plays itself when the option is on; a throw never does."""
        if state.phase == Phase.ROLL:
            return None
        return lone_forced(self.legal_actions(state, seat), state.options.auto_forced, False)

    def private_decision(self, state: RoyaleState, seat: int) -> bool:
        """Secret choices (Lucky Punch count, Knockout?, Box split) must not be seen by the next player."""
        return state.phase in SECRET_PHASES

    def observe(self, state: RoyaleState, seat: int) -> RoyaleState:
        """What `seat` sees: no RNG, the pile unordered, and no other seat's secret choice."""
        view = state.clone()
        view.rng = None
        view.pile.sort(reverse=True)
        if view.lucky_count is not None and seat != state.current:
            view.lucky_count = None
        if view.knockout_picks:
            view.knockout_picks = {s: (k if s == seat or k is None else "?") for s, k in view.knockout_picks.items()}
        if view.box_split is not None and seat != left_of(state, state.box_winner):
            view.box_split = None
        return view

    # -- moves ---------------------------------------------------------------------------------------
    def apply(self, state: RoyaleState, action: Action, seat: int | None = None) -> tuple[RoyaleState, list]:
        if state.rng is None:
            raise IllegalAction("apply: an observation cannot be played on", "use the full state")
        new = state.clone()
        events: list = []
        step(new, action, events, seat)
        return new, events


def power_play_moves(state: RoyaleState) -> list[PowerPlay]:
    seat = state.current
    if state.pieces.power_play != seat or state.phase != "roll":
        return []
    return [PowerPlay(k, v) for k in hand_kinds(state, seat) for v in range(1, 7) if state.is_open(v - 1)]


def step(state: RoyaleState, action: Action, events: Events, seat: int | None = None) -> None:
    """Apply `action` to `state` in place (the fast path for search); checks every rule."""
    phase = state.phase
    if phase == "over":
        raise IllegalAction("game over: no more moves")
    if phase == "knockout":
        pending = [s for s, k in state.knockout_picks.items() if k is None]
        if seat is None:
            seat = min(pending)
        if seat not in pending:
            raise IllegalAction("knockout: this seat has nothing to choose", f"seat {seat}")
    elif seat is None:
        seat = state.actor
    elif seat != state.actor:
        raise IllegalAction("turn order: not this seat's decision", f"seat {seat}, waiting for seat {state.actor}")
    if phase == "roll":
        if isinstance(action, Roll):
            _roll(state, events)
        elif isinstance(action, PowerPlay):
            if action not in power_play_moves(state):
                raise IllegalAction("power play: not allowed", repr(action))
            _power_play(state, action, events)
        else:
            raise IllegalAction("roll: throw first", repr(action))
    elif phase == "place":
        if isinstance(action, Place):
            _place(state, action.value, events)
        elif isinstance(action, Skip):
            if state.jetons[seat] <= 0:
                raise IllegalAction("skip: no jeton left")
            _skip(state, events)
        else:
            raise IllegalAction("place: choose a value or skip", repr(action))
    else:
        allowed = tiles.PHASE_ACTIONS.get(phase, ())
        if not isinstance(action, allowed):
            raise IllegalAction(f"{phase}: wrong kind of action", repr(action))
        tiles.resolve(state, action, seat, events)
    check_power_play(state, events)
    _settle(state, events)


def _roll(state: RoyaleState, events: Events) -> None:
    rng = state.rng
    assert rng is not None
    seat = state.current
    dice = tuple(Die(seat, rng.randint(1, 6), kind) for kind in state.supply[seat])
    events.append(DiceThrown(seat, dice))
    state.placed = ()
    state.thrown_rest = ()
    if not any(state.is_open(d.value - 1) for d in dice):
        events.append(ThrowVoid(seat))
        state.phase = Phase.TURN_END
        return
    state.throw = dice
    state.phase = Phase.PLACE


def _place(state: RoyaleState, value: int, events: Events) -> None:
    throw = state.throw or ()
    if not any(d.value == value for d in throw):
        raise IllegalAction("place: value not thrown", f"no die shows {value}")
    if not state.is_open(value - 1):
        raise IllegalAction("place: casino closed", f"No Entry! closes casino {value}")
    seat = state.current
    chosen = tuple(d for d in throw if d.value == value)
    rest = tuple(d for d in throw if d.value != value)
    _put(state, seat, value, chosen, rest, events)


def _power_play(state: RoyaleState, action: PowerPlay, events: Events) -> None:
    die = Die(state.current, action.value, action.kind)
    _put(state, state.current, action.value, (die,), (), events)


def _put(
    state: RoyaleState, seat: int, value: int, chosen: tuple[Die, ...], rest: tuple[Die, ...], events: Events
) -> None:
    for d in chosen:
        state.supply[seat].remove(d.kind)
    state.casinos[value - 1].extend(chosen)
    state.throw = None
    state.placed = chosen
    state.thrown_rest = rest
    state.phase = Phase.TURN_END
    events.append(DicePlaced(seat, value, value, chosen, rest))
    check_power_play(state, events)
    tiles.activate(state, value - 1, seat, events)


def _skip(state: RoyaleState, events: Events) -> None:
    seat = state.current
    state.jetons[seat] -= 1
    events.append(JetonsChanged(seat, -1, "skip"))
    events.append(JetonSkip(seat))
    state.throw = None
    state.phase = Phase.TURN_END


def _settle(state: RoyaleState, events: Events) -> None:
    """Carry on through automatic steps (next turn, round end) until someone must decide."""
    while True:
        if state.phase == "turn_end":
            _advance(state, events)
        elif state.phase == "round_end":
            rounds.continue_round_end(state, events)
        else:
            return


def _advance(state: RoyaleState, events: Events) -> None:
    """Pass the turn clockwise to the next seat with dice; end the round when nobody has any."""
    state.placed = ()
    state.thrown_rest = ()
    state.tile_casino = -1
    found = next_with_dice(state.current, state.supply)
    if found is None:
        state.phase = Phase.ROUND_END
        state.end_cursor = 0
        return
    seat, skipped = found
    events.extend(PlayerSkipped(s) for s in skipped)
    state.current = seat
    state.actor = seat
    state.phase = Phase.ROLL
    events.append(TurnStarted(seat))


RULES = RoyaleRules()

if TYPE_CHECKING:  # mypy holds the rules to the one interface every game offers
    _interface: GameRules[RoyaleState, Action, RoyaleState, Options] = RULES

__all__ = ["CASINO_COUNT", "RULES", "RoyaleRules", "power_play_moves", "step"]
