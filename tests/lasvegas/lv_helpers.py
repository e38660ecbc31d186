"""Helpers shared by the Las Vegas tests: build exact table situations and compare states by value."""

from __future__ import annotations

import copy
import dataclasses
from collections import Counter
from typing import Any

from vegas_desktop.core.rng import make_rng
from vegas_desktop.lasvegas.model import BILLS_CLASSIC, CASINO_COUNT, WHITE, Die, LasVegasState, Options

ANNA, BENNO, CARLA, DENNY = 0, 1, 2, 3


def table(players: int = 4, options: Options | None = None, **fields: Any) -> LasVegasState:
    """A round-1 state with empty casinos and hands; override any field by keyword."""
    base: dict[str, Any] = dict(
        players=players,
        options=options or Options(),
        rng=make_rng(7),
        round=1,
        start_player=0,
        current=0,
        phase="roll",
        supply=[[] for _ in range(players)],
        casinos=[[] for _ in range(CASINO_COUNT)],
        bills=[[] for _ in range(CASINO_COUNT)],
        pile=[],
        money=[0] * players,
        won=[[] for _ in range(players)],
    )
    base.update(fields)
    return LasVegasState(**base)


def dice(owner: int, *values: int, kind: str = "d") -> list[Die]:
    return [Die(owner, v, kind) for v in values]


def last_throw(state: LasVegasState, seat: int, *thrown: Die) -> LasVegasState:
    """Give `seat` exactly the thrown dice (in hand) and make it their turn to place."""
    state.supply[seat] = [d.kind for d in thrown]
    state.current = seat
    state.phase = "place"
    state.throw = tuple(thrown)
    return state


def snapshot(state: LasVegasState) -> dict[str, Any]:
    """Every field by value (the RNG by its internal state) for equality checks."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(state):
        value = getattr(state, f.name)
        if f.name == "rng":
            out[f.name] = value.getstate() if value is not None else None
        else:
            out[f.name] = copy.deepcopy(value)
    return out


def all_bills(options: Options | None = None) -> Counter:
    """The multiset of bills (and cards) a game with these options owns."""
    from vegas_desktop.lasvegas.model import bill_set

    return Counter(bill_set(options or Options()))


def bills_everywhere(state: LasVegasState) -> Counter:
    found: Counter = Counter(state.pile)
    for b in state.bills:
        found.update(b)
    for w in state.won:
        found.update(w)
    found.update(getattr(state, "discard", []))
    return found


def dice_of(state: LasVegasState, owner: int) -> int:
    """Dice of `owner` on the casinos (not in hand)."""
    return sum(1 for c in state.casinos for d in c if d.owner == owner)


__all__ = ["ANNA", "BENNO", "BILLS_CLASSIC", "CARLA", "DENNY", "WHITE", "Die", "Options"]
