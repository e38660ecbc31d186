"""The move log as the rules tell it: a game's narrator turns the events a viewer may see into log lines.

A line is kept as meaning, not as finished text: a text key with its values (`Words`), whose values may be
other texts, a seat's name (`Name`), an amount of money (`Money`) or several of them joined (`Joined`), and a
`tone` (a seat, whose colour the line wears, or the name of one of the table's log colours). The table
renders a line when it draws it, in the language and palette of that moment, so switching either re-renders
every line already written.

Retelling a match's story is replaying its seed and action log through the pure rules (`rules.new_game`, then
`rules.apply`), the opening's events included, and narrating each action's events as the viewer may see them.
Nothing here imports pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from vegas_desktop.core.game import PUBLIC, Event, GameRules


@dataclass(frozen=True)
class Name:
    """A seat's name (the names are the table's: they are read when the line is drawn)."""

    seat: int


@dataclass(frozen=True)
class Money:
    """An amount of money, written the way the table writes money."""

    amount: int


@dataclass(frozen=True)
class Words:
    """A text key and its values; `count` picks the plural form (text.tn)."""

    key: str
    args: tuple[tuple[str, Arg], ...] = ()
    count: int | None = None


@dataclass(frozen=True)
class Joined:
    """Several values written one after another with `sep` between them."""

    parts: tuple[Arg, ...]
    sep: str = ", "


Arg = str | int | Words | Name | Money | Joined


def words(key: str, plural: int | None = None, **args: Arg) -> Words:
    """`Words(key, args)` written like a call of text.t (or of text.tn, counting `plural`)."""
    return Words(key, tuple(args.items()), plural)


Tone = int | str  # a seat (the line wears its colour) or the name of a log colour the game's table defines


@dataclass(frozen=True)
class Line:
    """One entry of the move log."""

    text: Arg
    tone: Tone = "paper"


@dataclass
class Memory:
    """What a telling remembers between events (a game may say a thing once per round)."""

    said: set[Any] = field(default_factory=set)
    round: int = 0
    held: list[Event] = field(default_factory=list)  # scoring events, told with the round's end


class Narrator(Protocol):
    """A game's one narrator: the lines the events of one step (an action, or the opening) make in the log, in
    the order the table writes them, for `viewer` (a seat, or core.game.PUBLIC) who sees `events` as given."""

    def tell(self, events: Sequence[Event], viewer: int, memory: Memory) -> list[Line]: ...


# Before the log's action at a position is applied in a replay: nothing for a plain match; a lesson forces the
# chance the action draws there (as it did when the action was played).
Prepare = Callable[[int, Any], None]


def replayed_steps(
    rules: GameRules[Any, Any, Any, Any],
    players: int,
    seed: int,
    options: Any,
    log: Sequence[tuple[int, Any]],
    prepare: Prepare | None = None,
) -> Iterator[list[Event]]:
    """The events of the opening, then of each action in `log`, from the pure rules."""
    state, opening = rules.new_game(players, seed, options)
    yield list(opening)
    for pos, (seat, action) in enumerate(log):
        if prepare is not None:
            prepare(pos, state)
        state, events = rules.apply(state, action, seat)
        yield list(events)


def retold(
    rules: GameRules[Any, Any, Any, Any],
    narrator: Narrator,
    steps: Iterator[list[Event]],
    viewer: int | None,
) -> list[Line]:
    """The whole story of `steps` (each step's events as the rules made them) as `viewer` saw it told."""
    seat = PUBLIC if viewer is None else viewer
    memory = Memory()
    lines: list[Line] = []
    for events in steps:
        shown = [e for e in (rules.visible(raw, seat) for raw in events) if e is not None]
        lines += narrator.tell(shown, seat, memory)
    return lines
