"""A game in progress: rules + state + who sits where + the action log. Used by UI, autoplay, simulate.

The match is the only thing that calls `rules.apply`; scenes ask it for the state and send it actions,
and computer seats are asked through the same door with their own observation only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from vegas_desktop.ai.base import Agent
from vegas_desktop.core.game import GameRules


@dataclass
class Seat:
    name: str
    agent: Agent | None = None  # None: a human at this seat
    colour: int = 0  # index into the palette

    @property
    def is_human(self) -> bool:
        return self.agent is None


@dataclass
class Match:
    rules: GameRules
    seats: list[Seat]
    seed: int
    options: Any = None
    state: Any = None
    log: list[tuple[int, Any]] = field(default_factory=list)  # (seat, action) in order
    opening_events: list[Any] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.state is None:
            starter = getattr(self.rules, "new_game_with_events", None)
            if starter is not None:
                self.state, self.opening_events = starter(len(self.seats), self.seed, self.options)
            else:
                self.state = self.rules.new_game(len(self.seats), self.seed, self.options)

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)

    def to_act(self) -> tuple[int, ...]:
        return self.rules.to_act(self.state)

    def legal(self, seat: int) -> list[Any]:
        return self.rules.legal_actions(self.state, seat)

    def play(self, seat: int, action: Any) -> list[Any]:
        """Apply one action for `seat` (raises IllegalAction) and log it."""
        self.state, events = self.rules.apply(self.state, action, seat)
        self.log.append((seat, action))
        return events

    def forced_action(self, seat: int) -> Any | None:
        """The only legal non-trivial choice, if the auto-play option wants it played for the seat."""
        legal = self.legal(seat)
        auto = getattr(self.options, "auto_forced", False)
        if auto and len(legal) == 1 and type(legal[0]).__name__ not in {"Roll"}:
            return legal[0]
        return None

    def agent_action(self, seat: int) -> Any:
        """Ask the computer player at `seat`; it sees its own observation only."""
        agent = self.seats[seat].agent
        assert agent is not None, "seat is human"
        view = self.rules.observe(self.state, seat)
        return agent.choose(self.rules, view, self.legal(seat), seat)

    def run_agents(self, max_steps: int = 100_000) -> list[Any]:
        """Play computer seats (and forced moves) until a human must act or the game ends."""
        events: list[Any] = []
        for _ in range(max_steps):
            acting = self.to_act()
            if not acting:
                break
            seat = acting[0]
            forced = self.forced_action(seat)
            if forced is not None:
                events += self.play(seat, forced)
            elif self.seats[seat].is_human:
                break
            else:
                events += self.play(seat, self.agent_action(seat))
        return events
