"""The one driver of a game in progress: rules + state + who sits where + the action log.

The app's tables, autoplay, the tournament and the bench all play through a Match; it is the only caller
of `rules.apply`. Scenes ask it for views and send it actions; computer seats are asked through the same
door with their own observation only. Listeners hear every action (autosave, history).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, NamedTuple

from vegas_desktop import games
from vegas_desktop.ai.base import Agent, decision_seed
from vegas_desktop.core.game import Event, GameRules


class Who(Enum):
    """Who takes a decision."""

    FORCED = "forced"  # the rules play it (a lone forced step)
    COMPUTER = "computer"
    HUMAN = "human"  # a player at this screen
    REMOTE = "remote"  # a player at another machine: the network host waits for their action


class Decision(NamedTuple):
    """The next decision of a match (`Match.next_decision`); a tuple, as it is made once a move."""

    seat: int
    who: Who
    humans: tuple[int, ...] = ()  # humans whose choice is open now too
    together: bool = False  # one of several simultaneous choices (secret picks revealed together)
    action: Any = None  # the step, when the rules play it


Listener = Callable[[int, Any, list[Event]], None]  # (seat, action, events) after each action


@dataclass
class Seat:
    name: str
    agent: Agent | None = None  # None: a human at this seat
    colour: int = 0  # index into the palette
    level: str = "human"  # the computer level ("easy"...), kept for saves and statistics
    # played from another machine (a network game's host); while its player is away too long, `agent` stands in
    remote: bool = False

    @property
    def is_human(self) -> bool:
        return self.agent is None

    @property
    def waits_remote(self) -> bool:
        """A person at another machine decides for this seat now (no computer stands in)."""
        return self.remote and self.agent is None


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
    # who acts next among simultaneous deciders, when that order is fixed from outside (a replay follows its log)
    order: Callable[[], int | None] | None = None

    def __post_init__(self) -> None:
        if self.state is None:
            self.state, self.opening_events = self.rules.new_game(len(self.seats), self.seed, self.options)
        self._step = games.descriptor(self.game).step if self.in_place else None
        # computers' choices made together with another's, on the same state (simultaneous picks)
        self._planned: dict[int, Any] = {}
        self._planned_for: frozenset[int] = frozenset()
        # per seat, the actions it has in the log: where a computer's decision stands in the game (`_ask`)
        self._played = [0] * len(self.seats)
        for seat, _action in self.log:
            self._played[seat] += 1

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)

    def to_act(self) -> tuple[int, ...]:
        return self.rules.to_act(self.state)

    def played(self, seat: int) -> int:
        """How many actions `seat` has played: where its next decision stands (a network client's computer
        player reseeds from it, as `_ask` does)."""
        return self._played[seat]

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
        if self._planned and seat not in self._planned_for:  # choices planned on an earlier state no longer hold
            self._planned, self._planned_for = {}, frozenset()
        if self._step is not None:
            events: list[Event] = []
            self._step(self.state, action, events, seat)
        else:
            self.state, events = self.rules.apply(self.state, action, seat)
        self.log.append((seat, action))
        self._played[seat] += 1
        for listener in self.listeners:
            listener(seat, action, events)
        return events

    def forced_action(self, seat: int) -> Any | None:
        """A step the rules say plays itself (e.g. a lone forced placement with the auto option)."""
        return self.rules.auto_action(self.state, seat)

    # -- who acts next: the one place that decides it ------------------------------------------------
    def next_decision(self) -> Decision | None:
        """Who must decide now, and how: a step that plays itself first, then computer seats (in seat order),
        then a human. `humans` lists every human whose choice is open at the same time (simultaneous picks: a
        human may arrange theirs while the computers choose). None once the game is over."""
        if self.over:
            return None
        acting = self.to_act()
        if not acting:
            raise RuntimeError(f"{self.game}: nobody to act but the game is not over")
        if len(acting) == 1:  # the usual turn: one seat decides (kept lean, it runs once a move)
            seat = acting[0]
            step = self.forced_action(seat)
            if step is not None:
                return Decision(seat, Who.FORCED, (), False, step)
            if self.seats[seat].is_human:
                return Decision(seat, Who.REMOTE) if self.seats[seat].remote else Decision(seat, Who.HUMAN, (seat,))
            return Decision(seat, Who.COMPUTER)
        forced = [(seat, self.forced_action(seat)) for seat in acting]
        humans = tuple(s for s, f in forced if f is None and self.seats[s].is_human and not self.seats[s].remote)
        for seat, action in forced:  # several decide at once from here on: simultaneous choices
            if action is not None:
                return Decision(seat, Who.FORCED, humans, True, action)
        scripted = self.order() if self.order is not None else None
        if scripted in acting:
            who = Who.HUMAN if scripted in humans else Who.REMOTE if self.seats[scripted].waits_remote else Who.COMPUTER
            return Decision(scripted, who, humans if who is Who.HUMAN else (), True)
        for seat in acting:
            if not self.seats[seat].is_human:
                return Decision(seat, Who.COMPUTER, humans, True)
        if humans:
            return Decision(humans[0], Who.HUMAN, humans, True)
        # only players at other machines choose now: each sends its pick whenever it likes
        return Decision(acting[0], Who.REMOTE, (), True)

    def decide(self, decision: Decision) -> Any:
        """The action of a decision that needs no human: the forced step, or the computer's choice."""
        if decision.who is Who.FORCED:
            return decision.action
        if decision.who is Who.COMPUTER:
            if not decision.together and not self._planned:  # the usual turn: nobody chooses beside it
                return self._ask(decision.seat)
            return self.agent_action(decision.seat)
        raise ValueError(f"seat {decision.seat} is {decision.who.value}: its action comes from the player")

    def agent_action(self, seat: int) -> Any:
        """The computer at `seat` chooses, seeing its own observation only. Computers choosing at the same
        time (simultaneous picks) all choose on the same state, whatever order their picks are played in."""
        planned = self._planned.pop(seat, None)
        if planned is not None:
            return planned
        acting = self.to_act()
        together = (
            [s for s in acting if s != seat and not self.seats[s].is_human and self.forced_action(s) is None]
            if len(acting) > 1
            else []
        )
        chosen = self._ask(seat)
        if together and self.order is None:  # the plan holds while only the seats acting now play
            self._planned = {s: self._ask(s) for s in together}
            self._planned_for = frozenset(acting)
        return chosen

    def _ask(self, seat: int) -> Any:
        """The computer at `seat` chooses (the one place computers are asked). It is reseeded first from the
        game's seed, the seat and how many actions the seat has played: the same decision draws the same chance
        in a game resumed from its save, after an undo, and whether it is planned with others' simultaneous
        picks or asked after them (their picks do not move it)."""
        agent = self.seats[seat].agent
        assert agent is not None, "seat is human"
        legal = self.legal(seat)
        if len(legal) == 1:  # a lone choice is not asked
            return legal[0]
        agent.reseed(decision_seed(self.seed, seat, self._played[seat]))
        view = self.rules.observe(self.state, seat) if getattr(agent, "needs_observation", True) else None
        return agent.choose(self.rules, view, legal, seat)

    def next_step(self) -> tuple[int, Any] | None:
        """The next (seat, action) that needs no human; None when a human must act or the game is over."""
        decision = self.next_decision()
        if decision is None or decision.who is Who.HUMAN or decision.who is Who.REMOTE:
            return None
        return decision.seat, self.decide(decision)

    def run_agents(self, max_steps: int = 1_000_000) -> list[Event]:
        """Play computer seats (and self-playing steps) until a human must act or the game ends."""
        events: list[Event] = []
        for _ in range(max_steps):
            step = self.next_step()
            if step is None:
                break
            events += self.play(*step)
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
    if options is None:
        options = games.parse_options(game, "")
    seated = games.descriptor(game).seated
    if seated is not None:  # a rule that asks only the humans (Cash & Run's end offer) learns who they are
        options = seated(options, tuple(kind == "human" for kind in kinds))
    seats = []
    for i, kind in enumerate(kinds):
        agent = None if kind == "human" else games.make_agent(game, kind, games.agent_seed(seed, i))
        name = names[i] if names is not None else games.default_name(i)
        seats.append(Seat(name, agent, colours[i] if colours is not None else i, kind))
    return Match(game, games.rules_for(game), seats, seed, options, in_place=in_place)
