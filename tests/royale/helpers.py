"""Building Royale positions for rules tests: forced tiles, chosen throws, dice put straight on casinos."""

from __future__ import annotations

import random

from vegas_desktop.royale import RULES, Die, Options, RoyaleState, step
from vegas_desktop.royale.model import BIGGY, SMALL
from vegas_desktop.royale.moves import Place


def game(players: int = 3, tiles: tuple = (), seed: int = 1, **opts) -> RoyaleState:
    """A new game whose three rounds all carry `tiles` at casinos 1.. (None = no tile there)."""
    layout = tuple(tiles)
    return RULES.initial_state(players, seed, Options(tiles=(layout, layout, layout), **opts))


def throw(state: RoyaleState, *values: int, biggy: int | None = None) -> RoyaleState:
    """Pretend the current player rolled `values` (small dice) and optionally the Biggy showing `biggy`.

    The hand is set to exactly those dice, so the throw is a legal one for it.
    """
    seat = state.current
    dice = [Die(seat, v, SMALL) for v in values]
    if biggy is not None:
        dice.append(Die(seat, biggy, BIGGY))
    state.supply[seat] = [d.kind for d in dice]
    state.throw = tuple(dice)
    state.phase = "place"
    state.actor = seat
    return state


def put(state: RoyaleState, casino: int, owner: int, n: int = 1, biggy: bool = False) -> None:
    """Put `n` small dice (and a Biggy) of `owner` on casino number `casino` (1-based), taken from the hand."""
    for _ in range(n):
        state.casinos[casino - 1].append(Die(owner, casino, SMALL))
        if owner >= 0 and SMALL in state.supply[owner]:
            state.supply[owner].remove(SMALL)
    if biggy:
        state.casinos[casino - 1].append(Die(owner, casino, BIGGY))
        if owner >= 0 and BIGGY in state.supply[owner]:
            state.supply[owner].remove(BIGGY)


def play(state: RoyaleState, action, seat: int | None = None):
    return RULES.apply(state, action, seat)


def of(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


class Scripted(random.Random):
    """An RNG whose next randint results are scripted (black dice, neutral dice), then ordinary."""

    def __init__(self, values, seed: int = 0) -> None:
        super().__init__(seed)
        self.script = list(values)

    def randint(self, a: int, b: int) -> int:
        if self.script:
            value = self.script.pop(0)
            assert a <= value <= b
            return value
        return super().randint(a, b)


def scripted(state: RoyaleState, *values: int) -> RoyaleState:
    """Make the next dice the state's RNG throws show `values`; use `do` (in place) afterwards."""
    state.rng = Scripted(values)
    return state


def do(state: RoyaleState, action, seat: int | None = None) -> list:
    """Apply in place (keeps a scripted RNG); returns the events."""
    events: list = []
    step(state, action, events, seat)
    return events


def finish(state: RoyaleState, value: int = 6):
    """Everybody else is out of dice; the current player places one last die showing `value` (round ends)."""
    for s in range(state.players):
        state.supply[s] = []
    throw(state, value)
    return do(state, Place(value))
