"""The one driver of a game in progress: rules + state + who sits where + the action log.

The app's tables, autoplay, the tournament and the bench all play through a Match; it is the only caller
of `rules.apply`. Scenes ask it for views and send it actions; computer seats are asked through the same
door with their own observation only. Listeners hear every action (autosave, history).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from vegas_desktop.ai.base import Agent
from vegas_desktop.core.game import Event, GameRules

Listener = Callable[[int, Any, list[Event]], None]  # (seat, action, events) after each action


@dataclass
class Seat:
    name: str
    agent: Agent | None = None  # None: a human at this seat
    colour: int = 0  # index into the palette
    level: str = "human"  # the computer level ("easy"...), kept for saves and statistics

    @property
    def is_human(self) -> bool:
        return self.agent is None


@dataclass
class Match:
    game: str
    rules: GameRules[Any, Any, Any, Any]
    seats: list[Seat]
    seed: int
    options: Any = None
    state: Any = None
    log: list[tuple[int, Any]] = field(default_factory=list)  # (seat, action) in order
    opening_events: list[Event] = field(default_factory=list)
    # tournaments: the rules' in-place `step` (no copies, events dropped) where the game offers one
    in_place: bool = False
    listeners: list[Listener] = field(default_factory=list)
    # the players' choice at the setup: a human against the computer may take decisions back (Ctrl+Z)
    undo_allowed: bool = True
    # per seat, the wall-clock and CPU milliseconds of each computer decision that had a real choice
    decision_ms: list[list[float]] | None = None
    decision_cpu_ms: list[list[float]] | None = None

    def __post_init__(self) -> None:
        if self.state is None:
            self.state, self.opening_events = self.rules.new_game(len(self.seats), self.seed, self.options)
        self._step = getattr(self.rules, "step", None) if self.in_place else None

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)

    def to_act(self) -> tuple[int, ...]:
        return self.rules.to_act(self.state)

    def legal(self, seat: int) -> list[Any]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int) -> Any:
        """What `seat` may know now (hot-seat screens draw this, never the state)."""
        return self.rules.observe(self.state, seat)

    def visible(self, events: list[Event], seat: int) -> list[Event]:
        """The events as `seat` may see them (others' secrets redacted or dropped)."""
        shown = (self.rules.visible(e, seat) for e in events)
        return [e for e in shown if e is not None]

    def private_decision(self, seat: int) -> bool:
        """True when `seat`'s decision now shows something the other players must not see."""
        check = getattr(self.rules, "private_decision", None)
        return bool(check(self.state, seat)) if check is not None else False

    def play(self, seat: int, action: Any) -> list[Event]:
        """Apply one action for `seat` (raises IllegalAction), log it and tell the listeners."""
        if self._step is not None:
            events: list[Event] = []
            self._step(self.state, action, events, seat)
        else:
            self.state, events = self.rules.apply(self.state, action, seat)
        self.log.append((seat, action))
        for listener in self.listeners:
            listener(seat, action, events)
        return events

    def forced_action(self, seat: int) -> Any | None:
        """A step the rules say plays itself (e.g. a lone forced placement with the auto option)."""
        return self.rules.auto_action(self.state, seat)

    def agent_action(self, seat: int) -> Any:
        """Ask the computer player at `seat`; it sees its own observation only. A lone choice is not asked."""
        agent = self.seats[seat].agent
        assert agent is not None, "seat is human"
        legal = self.legal(seat)
        if len(legal) == 1:
            return legal[0]
        view = self.rules.observe(self.state, seat) if getattr(agent, "needs_observation", True) else None
        if self.decision_ms is None or self.decision_cpu_ms is None:
            return agent.choose(self.rules, view, legal, seat)
        t0, c0 = time.perf_counter(), time.process_time()
        action = agent.choose(self.rules, view, legal, seat)
        self.decision_ms[seat].append((time.perf_counter() - t0) * 1000.0)
        self.decision_cpu_ms[seat].append((time.process_time() - c0) * 1000.0)
        return action

    def next_step(self) -> tuple[int, Any] | None:
        """The next action that needs no human: a computer's choice or a self-playing step; None if a human
        must act (or the game is over). Simultaneous computer choices are asked before any is applied."""
        for seat in self.to_act():
            forced = self.forced_action(seat)
            if forced is not None:
                return seat, forced
            if not self.seats[seat].is_human:
                return seat, self.agent_action(seat)
        return None

    def run_agents(self, max_steps: int = 1_000_000) -> list[Event]:
        """Play computer seats (and self-playing steps) until a human must act or the game ends."""
        events: list[Event] = []
        for _ in range(max_steps):
            if self.over:
                break
            acting = self.to_act()
            if not acting:
                raise RuntimeError(f"{self.game}: nobody to act but the game is not over")
            chosen = []
            for seat in acting:  # simultaneous picks are all chosen on the same state, then applied
                forced = self.forced_action(seat)
                if forced is not None:
                    chosen.append((seat, forced))
                elif self.seats[seat].is_human:
                    break
                else:
                    chosen.append((seat, self.agent_action(seat)))
            if not chosen:
                break
            for seat, action in chosen:
                events += self.play(seat, action)
            if len(chosen) < len(acting):
                break
        return events


def new_match(
    game: str,
    kinds: list[str],
    seed: int,
    options: Any = None,
    names: list[str] | None = None,
    colours: list[int] | None = None,
    in_place: bool = False,
) -> Match:
    """A match of `game` with one seat per kind ('human' or a computer level): the one way matches are made,
    with the one derivation of computer players' seeds (`games.agent_seed`)."""
    from vegas_desktop import games
    from vegas_desktop.ai.registry import make_agent

    if options is None:
        options = games.parse_options(game, "")
    seats = []
    for i, kind in enumerate(kinds):
        agent = None if kind == "human" else make_agent(game, kind, games.agent_seed(seed, i))
        name = names[i] if names is not None else games.default_name(i)
        seats.append(Seat(name, agent, colours[i] if colours is not None else i, kind))
    return Match(game, games.rules_for(game), seats, seed, options, in_place=in_place)
