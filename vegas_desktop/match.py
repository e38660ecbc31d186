"""The one driver of a game in progress: rules + state + who sits where + the action log.

The app's tables, autoplay, the tournament and the bench all play through a Match; it is the only caller
of `rules.apply`. Scenes ask it for views and send it actions; computer seats are asked through the same
door with their own observation only. Listeners hear every action (autosave, history).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, NamedTuple, Protocol

from vegas_desktop import games
from vegas_desktop.ai.base import Agent, decision_seed
from vegas_desktop.core.events import RoundEnded
from vegas_desktop.core.game import Event, GameRules, Progress
from vegas_desktop.core.narration import replayed_steps


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
class SessionRecord:
    """What happened at a table beside the moves: saved with the game, kept in the history. One record follows
    the game into an undo's fresh match, so taking a move back never takes a mark away."""

    hints_used: list[int] = field(default_factory=list)  # the seats that asked for a hint
    hints_agreed: bool = False  # every player at a hot-seat screen agreed in the setup that hints may be asked
    undo_used: bool = False  # a decision was taken back


@dataclass(frozen=True)
class Plan:
    """Computers' simultaneous choices worked out together on one state (`Match.think_together`): each holds
    while only the seats that were acting then have played."""

    picks: Mapping[int, Any] = field(default_factory=dict)
    acting: frozenset[int] = frozenset()


class TableMatch(Protocol):
    """What the table, its parts and the screens after it read of a game in progress. The local `Match`
    implements it, and so does a network client's mirror of the host's match (`net.mirror.ClientMatch`)."""

    game: str
    rules: GameRules[Any, Any, Any, Any]
    seats: list[Seat]
    seed: int  # 0 on a network client: the host keeps it secret
    options: Any
    state: Any  # the full state; a network client holds its seat's view
    log: list[tuple[int, Any]]  # (seat, action); a network client counts actions without knowing them
    opening_events: list[Event]
    listeners: list[Listener]
    undo_allowed: bool
    record: SessionRecord

    @property
    def over(self) -> bool: ...

    def to_act(self) -> tuple[int, ...]: ...

    def played(self, seat: int) -> int: ...

    def legal(self, seat: int) -> list[Any]: ...

    def view(self, seat: int) -> Any: ...

    def visible(self, events: list[Event], seat: int) -> list[Event]: ...

    def private_decision(self, seat: int) -> bool: ...

    def story_steps(self) -> Iterator[list[Event]]:
        """The events of the opening and of each action so far, as the move log tells them again."""
        ...

    def forced_action(self, seat: int) -> Any | None: ...

    def progress(self) -> Progress: ...

    def money(self) -> list[int]: ...

    def standings(self) -> list[list[int]]: ...

    def bills_won(self) -> Sequence[Sequence[int]] | None: ...

    def money_by_round(self) -> list[list[int]]:
        """Everyone's money after each round, and at the end."""
        ...

    def start_money(self) -> list[int]:
        """Everyone's money before the first round (not every game starts at nothing)."""
        ...

    def next_decision(self) -> Decision | None: ...

    def decide(self, decision: Decision) -> Any: ...

    def think_together(self, decision: Decision) -> Callable[[], tuple[Any, Plan]]:
        """Work for another thread: a computer's simultaneous choice (with the others' it plans) made on a copy."""
        ...

    def adopt(self, seat: int, choice: Any, plan: Plan, at: int) -> Any | None:
        """`choice` worked out by `think_together` when the log held `at` actions, and its plan; None when the game
        has moved on so that it no longer holds (ask again)."""
        ...

    def play(self, seat: int, action: Any) -> list[Event]: ...

    def local(self) -> Match | None:
        """The match itself when it is played at this machine (undo, saves, the review), None for a mirror of
        another machine's."""
        ...


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
    record: SessionRecord = field(default_factory=SessionRecord)

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

    def story_steps(self) -> Iterator[list[Event]]:
        """The events of the opening and of each action so far, replayed from the seed through the pure rules:
        the move log is told again from them."""
        return replayed_steps(self.rules, len(self.seats), self.seed, self.options, list(self.log))

    def private_decision(self, seat: int) -> bool:
        """True when `seat`'s decision now shows something the other players must not see."""
        return self.rules.private_decision(self.state, seat)

    def local(self) -> Match:
        return self

    def progress(self) -> Progress:
        return self.rules.progress(self.state)

    def money(self) -> list[int]:
        return self.rules.money(self.state)

    def standings(self) -> list[list[int]]:
        return self.rules.standings(self.state)

    def bills_won(self) -> Sequence[Sequence[int]] | None:
        return self.rules.bills_won(self.state)

    def money_by_round(self) -> list[list[int]]:
        """Everyone's money after each round, replayed from the seed: the rounds' own RoundEnded events where the
        game has them; for a game that only counts its rounds, the money whenever the count moves
        on, and at the end."""
        replay = Match(self.game, self.rules, self.seats, self.seed, self.options)
        rounds = [list(e.money) for e in replay.opening_events if isinstance(e, RoundEnded)]
        for seat, action in self.log:
            before = replay.progress().round
            events = replay.play(seat, action)
            ended = [list(e.money) for e in events if isinstance(e, RoundEnded)]
            if ended:
                rounds += ended
            elif replay.over or replay.progress().round != before:
                rounds.append(replay.money())
        return rounds

    def start_money(self) -> list[int]:
        state, _ = self.rules.new_game(len(self.seats), self.seed, self.options)
        return list(self.rules.money(state))

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

    def think_together(self, decision: Decision) -> Callable[[], tuple[Any, Plan]]:
        """The work of a computer's simultaneous choice, for a worker thread: it runs on a copy with its own plan
        and counters (states are replaced by `apply`, never changed in place at a table), so the match may be
        played on meanwhile; `adopt` takes the result back."""
        snapshot = copy.copy(self)
        snapshot._planned = dict(self._planned)
        snapshot._played = list(self._played)

        def work() -> tuple[Any, Plan]:
            choice = snapshot.decide(decision)
            return choice, Plan(dict(snapshot._planned), snapshot._planned_for)

        return work

    def adopt(self, seat: int, choice: Any, plan: Plan, at: int) -> Any | None:
        picks = dict(plan.picks)
        if len(self.log) != at:  # someone else picked meanwhile (a human, a remote seat): does it still hold?
            acting = self.to_act()
            if seat not in acting or choice not in self.legal(seat):
                return None
            picks = {s: a for s, a in picks.items() if s in acting and a in self.legal(s)}
        self._planned, self._planned_for = picks, plan.acting
        return choice

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
        view = self.rules.observe(self.state, seat) if agent.needs_observation else None
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
