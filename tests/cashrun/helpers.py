"""Exact Cash & Run situations for the rules tests: scripted chance, pawns put on fields, casinos handed out."""

from __future__ import annotations

import random

from vegas_desktop.cashrun import RULES
from vegas_desktop.cashrun.flow import _advance
from vegas_desktop.cashrun.handlers import _land
from vegas_desktop.cashrun.model import BOARD, CASINO_FIELD, CashRunState, Frame, Kind, Phase
from vegas_desktop.cashrun.rules import step


class Scripted(random.Random):
    """A generator that hands out the given values first (randint/randrange), then plays on seeded."""

    def __init__(self, values: list[int], seed: int = 0) -> None:
        super().__init__(seed)
        self.values = list(values)

    def randint(self, a: int, b: int) -> int:
        if self.values:
            v = self.values.pop(0)
            assert a <= v <= b, f"scripted {v} outside {a}..{b}"
            return v
        return super().randint(a, b)

    def randrange(self, *args) -> int:  # type: ignore[override]
        if self.values:
            return self.values.pop(0)
        return super().randrange(*args)


def card_index(rank: int, suit: int) -> int:
    """The randrange(52) value that draws this card (see chance.card)."""
    return suit * 13 + (rank - 2)


def table(players: int = 4, seed: int = 1, chips: int | None = None) -> CashRunState:
    """A game past its set-up: every pawn placed, seat 0 to roll, nobody owning anything, empty hands."""
    state = RULES.initial_state(players, seed)
    state.stack.clear()
    state.owner = [-1] * 15
    state.bluff_pile += [c for h in state.hands for c in h]
    state.hands = [[] for _ in range(players)]
    state.pos = [0] * players
    state.current = state.first = 0
    if chips is not None:
        state.chips = [chips] * players
        state.bank = 30000 + 2000 * players - chips * players
    state.stack.append(Frame(Phase.TURN, 0))
    return state


def own(state: CashRunState, seat: int, *casinos: int) -> None:
    for c in casinos:
        state.owner[c] = seat


def land(state: CashRunState, seat: int, field: int, script: list[int] | None = None) -> list:
    """Put `seat`'s pawn on `field` mid-turn and resolve it (as if it had just arrived there)."""
    state.stack.clear()
    state.current = seat
    state.pos[seat] = field
    if script is not None:
        state.rng = Scripted(script)
    events: list = []
    _land(state, seat, events)
    _advance(state, events)
    return events


def play(state: CashRunState, action, script: list[int] | None = None) -> list:
    if script is not None:
        state.rng = Scripted(script)
    events: list = []
    step(state, action, events, state.stack[-1].seat)
    return events


def field_of_kind(kind: Kind, arg: int = -1) -> int:
    return next(i for i, f in enumerate(BOARD) if f.kind is kind and (arg < 0 or f.arg == arg))


def casino_field(casino: int) -> int:
    return CASINO_FIELD[casino]


def bluff_cards_total(state: CashRunState) -> int:
    return sum(len(h) for h in state.hands) + len(state.bluff_pile) + sum(1 for f in state.stack if f.bluff_card >= 0)
