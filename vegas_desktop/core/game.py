"""The protocol every game's rules module offers to the UI, the computer players and the tournament.

A game is a state plus explicit actions. `to_act` names the seats that must act now (one seat for
turn-based games, several for simultaneous picks, none when the game is over). `apply` never
mutates its input; it returns the next state and the events that happened, which drive animation
and logs. Chance comes from the RNG held in the state, so seed + action log replays a game.
"""

from __future__ import annotations

from typing import Any, Protocol


class GameRules(Protocol):
    name: str

    def new_game(self, seats: int, seed: int, options: Any = None) -> Any: ...

    def to_act(self, state: Any) -> tuple[int, ...]: ...

    def legal_actions(self, state: Any, seat: int) -> list[Any]: ...

    def apply(self, state: Any, action: Any, seat: int) -> tuple[Any, list[Any]]: ...

    def observe(self, state: Any, seat: int) -> Any: ...

    def is_over(self, state: Any) -> bool: ...

    def money(self, state: Any) -> list[int]: ...

    def standings(self, state: Any) -> list[list[int]]: ...
