"""Playing any registered game at random, and comparing states by value (the shared part of the game suite).

Everything here reads the registry and the GameRules interface only, so a new game is covered without edits.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from vegas_desktop import games
from vegas_desktop.core.game import GameRules

MAX_STEPS = 20_000  # far above any real game of the family (a Cash & Run game to its round limit is ~2,000)


def random_options(game: str, seats: int, rnd: random.Random) -> Any:
    """One random choice per setup switch; a combination the seat count refuses falls back to the defaults."""
    words = [w for w in (rnd.choice(s.allowed(seats)) for s in games.switches(game)) if w]
    try:
        options = games.parse_options(game, ",".join(words))
        games.validate_options(game, options, seats)
    except ValueError:
        return games.parse_options(game, "")
    return options


def random_setup(game: str, rnd: random.Random) -> tuple[int, Any]:
    low, high = games.descriptor(game).seats
    seats = rnd.randint(low, high)
    return seats, random_options(game, seats, rnd)


@dataclass
class Step:
    state: Any  # before the action
    seat: int
    action: Any
    after: Any
    events: list[Any]


def random_game(game: str, seed: int, seats: int, options: Any, rnd: random.Random) -> Iterator[Step]:
    """The steps of one game of random legal play (a random seat among those to act), checking as it goes
    that the game keeps asking someone with something to do, and that it ends."""
    rules = games.rules_for(game)
    state, _ = rules.new_game(seats, seed, options)
    for _ in range(MAX_STEPS):
        if rules.is_over(state):
            assert rules.to_act(state) == (), f"{game}: seats {rules.to_act(state)} to act after the end"
            return
        acting = rules.to_act(state)
        assert acting, f"{game}: nobody to act but the game is not over"
        for seat in acting:
            assert rules.legal_actions(state, seat), f"{game}: seat {seat} must act but has no legal action"
        seat = rnd.choice(acting)
        action = rnd.choice(rules.legal_actions(state, seat))
        after, events = rules.apply(state, action, seat)
        yield Step(state, seat, action, after, events)
        state = after
    raise AssertionError(f"{game}: not over after {MAX_STEPS} random actions (seed {seed}, {seats} seats)")


def play_out(game: str, seed: int, seats: int, options: Any, rnd: random.Random) -> list[Step]:
    return list(random_game(game, seed, seats, options, rnd))


def rules_of(game: str) -> GameRules[Any, Any, Any, Any]:
    return games.rules_for(game)


_ATOMS = (type(None), bool, int, float, str)
_SHAPES: dict[type, tuple[str, tuple[str, ...]]] = {}  # a class's kind and fields, read once (value runs per step)


def _shape(cls: type) -> tuple[str, tuple[str, ...]]:
    if issubclass(cls, enum.Enum):
        return "atom", ()
    if dataclasses.is_dataclass(cls):
        return "dataclass", tuple(f.name for f in dataclasses.fields(cls))
    slots = tuple(s for c in cls.__mro__ for s in getattr(c, "__slots__", ()))
    return "object", slots


def value(x: Any) -> Any:
    """`x` as plain nested tuples, by value: dataclasses field by field, RNGs by their state, containers by
    content in their order. Two states with equal values are the same game position."""
    cls = type(x)
    if cls in _ATOMS:
        return x
    if cls is list or cls is tuple:
        return (cls.__name__, tuple(value(v) for v in x))
    if cls is dict:
        return ("dict", tuple((value(k), value(v)) for k, v in x.items()))
    if isinstance(x, random.Random):
        return (cls.__name__, x.getstate())
    if isinstance(x, set | frozenset):
        return ("set", tuple(sorted((value(v) for v in x), key=repr)))
    if isinstance(x, list | tuple):
        return (cls.__name__, tuple(value(v) for v in x))
    if isinstance(x, dict):
        return ("dict", tuple((value(k), value(v)) for k, v in x.items()))
    shape = _SHAPES.get(cls)
    if shape is None:
        shape = _SHAPES[cls] = _shape(cls)
    kind, names = shape
    if kind == "atom" or isinstance(x, bool | int | float | str):
        return x
    if kind == "dataclass":
        return (cls.__name__, tuple((name, value(getattr(x, name))) for name in names))
    attrs = {s: getattr(x, s) for s in names if hasattr(x, s)} | dict(getattr(x, "__dict__", {}))
    if not attrs:
        raise TypeError(f"no way to compare a {cls.__name__} by value")
    return (cls.__name__, tuple((k, value(v)) for k, v in sorted(attrs.items())))
