"""The interface every game's rules offer to the UI, the computer players, the tournament and saves.

A game is a state plus explicit actions. `to_act` names the seats that must act now (one seat for
turn-based games, several for simultaneous picks or a bid asked of everyone, none when the game is over).
`apply` never mutates its input; it returns the next state and the events that happened, which drive
animation and logs. Chance comes from the RNG held in the state, so seed + action log replays a game.
Hidden information is served per seat: `observe` (the state as that seat may know it) and `visible`
(an event as that seat may see it), so hot-seat privacy is a property of the data, not of the screens.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

S = TypeVar("S")  # the full state (holds the RNG)
A = TypeVar("A")  # an action
V = TypeVar("V", covariant=True)  # what one seat sees
O = TypeVar("O", contravariant=True)  # the options  # noqa: E741

Event = object  # plain frozen dataclasses; shared ones in core.events
PUBLIC = -1  # observe(state, PUBLIC) / visible(event, PUBLIC): what a spectator at the table may know


@dataclass(frozen=True)
class Progress:
    """Where a game stands, as the shared screens show it (`GameRules.progress`, of a state or of a seat's view)."""

    round: int  # the round being played (1-based)
    rounds: int | None  # how many rounds the game lasts; None: it ends by play, not by a count
    turn: int | None = None  # the seat whose turn it is; None or -1 while several seats decide at once
    casinos: int = 0  # the casinos on the table (the round summary's rows); 0: the game has none


class GameRules(Protocol[S, A, V, O]):
    name: str

    def new_game(self, seats: int, seed: int, options: O | None = None) -> tuple[S, list[Event]]:
        """The set-up and the events it produced (first player chosen, bills dealt...)."""
        ...

    def initial_state(self, seats: int, seed: int, options: O | None = None) -> S:
        """`new_game` without its events, for search and tests."""
        ...

    def to_act(self, state: S) -> tuple[int, ...]: ...

    def legal_actions(self, state: S, seat: int) -> list[A]: ...

    def apply(self, state: S, action: A, seat: int) -> tuple[S, list[Event]]: ...

    def auto_action(self, state: S, seat: int) -> A | None:
        """A step that plays itself even for a human (a forced placement with the auto option), else None."""
        ...

    def observe(self, state: S, seat: int) -> V: ...

    def visible(self, event: Event, seat: int) -> Event | None:
        """`event` as `seat` may see it: itself, a redacted copy (cards hidden, count kept), or None."""
        ...

    def is_over(self, state: S) -> bool: ...

    def money(self, state: S) -> list[int]: ...

    def standings(self, state: S) -> list[list[int]]: ...

    def progress(self, state: S) -> Progress:
        """The round, the rounds, whose turn it is (of a state, or of a view as a network client holds it)."""
        ...

    def private_decision(self, state: S, seat: int) -> bool:
        """`seat`'s decision now shows something the other players must not see (hot-seat hides it)."""
        ...

    def bills_won(self, state: S) -> Sequence[Sequence[int]] | None:
        """Each seat's bills taken, for the results' stack; None for a game that keeps none."""
        ...


class RulesDefaults(Generic[S, A]):
    """Defaults for games without secrets or self-playing steps (a rules class's base)."""

    def visible(self, event: Event, seat: int) -> Event | None:
        return event

    def auto_action(self, state: S, seat: int) -> A | None:
        return None

    def private_decision(self, state: S, seat: int) -> bool:
        return False

    def bills_won(self, state: S) -> Sequence[Sequence[int]] | None:
        return None


def lone_forced(legal: list[A], auto: bool, is_throw: bool) -> A | None:
    """The shared 'forced move plays itself' rule: one legal choice, the option on, and not a throw
    (throwing is the player's moment even when it is the only thing to do)."""
    if auto and len(legal) == 1 and not is_throw:
        return legal[0]
    return None
