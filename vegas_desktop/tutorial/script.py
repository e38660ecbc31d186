"""A lesson: a real match of one game, every move and every throw scripted, and what the coach says on the way.

A lesson is written as a list of entries in the order they happen:

- `Say(text, look)`: an explanation; the game waits until the player has read it ("Next").
- `Do(action, text, look)`: the player's own move, asked for with `text`; only that move is taken, any other
  gets a friendly nudge (`GuidedMatch.play` refuses it, the game's input shows the word).
- `Bot(seat, action)`: another seat's move (or a step that plays itself, the player's included), scripted.
- `Rig(words)`: the chance the next action draws, forced through the state's generator (tutorial/forced.py);
  `words` may be a function of the state, for shuffles that depend on what is left in a pile.

`compile` turns the entries into the log of actions, the rigs by log position and the beats (what the coach
shows at which log position). Resuming is replaying the log up to a beat: the game is the same every time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from vegas_desktop import games
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.game import Event
from vegas_desktop.core.narration import replayed_steps
from vegas_desktop.match import Match, Seat
from vegas_desktop.text import t
from vegas_desktop.tutorial.forced import forced_random

Look = tuple[str, ...]  # what to point at: "casino:5", "dice:5", "throw", "panel:0"... (the overlay resolves them)
Words = Sequence[int] | Callable[[Any], Sequence[int]]


@dataclass(frozen=True)
class Say:
    text: str
    look: Look = ()


@dataclass(frozen=True)
class Do:
    action: Any
    text: str
    look: Look = ()


@dataclass(frozen=True)
class Bot:
    seat: int
    action: Any


@dataclass(frozen=True)
class Rig:
    words: Words


Entry = Say | Do | Bot | Rig


@dataclass(frozen=True)
class Beat:
    """What the coach shows at log position `at`: an explanation (`action` None) or a move to make."""

    at: int
    text: str
    look: Look = ()
    action: Any = None

    @property
    def is_move(self) -> bool:
        return self.action is not None


@dataclass
class Lesson:
    """One game's guided first game."""

    game: str
    seed: int
    names: tuple[str, ...]  # text keys of the computer seats' names (the player's entry is not read)
    entries: list[Entry]
    options: str = ""
    human: int = 0
    colours: tuple[int, ...] = ()
    actions: list[tuple[int, Any]] = field(init=False)
    rigs: dict[int, Words] = field(init=False)
    beats: list[Beat] = field(init=False)

    def __post_init__(self) -> None:
        self.actions, self.rigs, self.beats = [], {}, []
        for entry in self.entries:
            at = len(self.actions)
            if isinstance(entry, Say):
                self.beats.append(Beat(at, entry.text, entry.look))
            elif isinstance(entry, Do):
                self.beats.append(Beat(at, entry.text, entry.look, entry.action))
                self.actions.append((self.human, entry.action))
            elif isinstance(entry, Bot):
                self.actions.append((entry.seat, entry.action))
            else:
                self.rigs[at] = entry.words

    def texts(self) -> list[str]:
        """Every text key the lesson shows."""
        return [b.text for b in self.beats]


class ScriptedAgent:
    """A computer seat that plays the lesson's move for the match's position (it sees nothing else)."""

    name = "scripted"
    needs_observation = False

    def __init__(self) -> None:
        self.match: GuidedMatch | None = None

    def choose(self, rules: Any, observation: Any, legal: list[Any], seat: int) -> Any:
        assert self.match is not None
        if len(self.match.log) >= len(self.match.plan.actions):  # the lesson is over: the match refuses any move
            return legal[0]
        return self.match.scripted_action(seat)

    def reseed(self, seed: int) -> None:
        """Nothing random to reseed: the script decides."""


WAIT = "tutorial: wait"  # the rule a computer's move breaks while an explanation is read


@dataclass
class GuidedMatch(Match):
    """A Match that plays a lesson: only the scripted moves are taken, chance comes out as the lesson forces
    it, and it knows which beat the coach is at. Who acts next is still `Match.next_decision`'s to say."""

    lesson: Lesson | None = None
    beat: int = 0
    nudges: int = 0

    @property
    def plan(self) -> Lesson:
        assert self.lesson is not None
        return self.lesson

    # -- the coach's place in the lesson ----------------------------------------------------------
    def current(self) -> Beat | None:
        beats = self.plan.beats
        return beats[self.beat] if self.beat < len(beats) else None

    def explaining(self) -> Beat | None:
        """The explanation the game waits on now (shown at this log position), or None."""
        beat = self.current()
        if beat is not None and not beat.is_move and beat.at == len(self.log):
            return beat
        return None

    def acknowledge(self) -> bool:
        """The player has read the explanation shown now ("Next")."""
        if self.explaining() is None:
            return False
        self.beat += 1
        return True

    @property
    def done(self) -> bool:
        """Every beat shown and every scripted move played: the lesson is over."""
        return self.beat >= len(self.plan.beats) and len(self.log) >= len(self.plan.actions)

    def scripted_action(self, seat: int) -> Any:
        pos = len(self.log)
        if pos >= len(self.plan.actions):
            raise IndexError(f"lesson {self.game}: no move {pos} in the script")
        want_seat, action = self.plan.actions[pos]
        if want_seat != seat:
            raise RuntimeError(f"lesson {self.game}: move {pos} is seat {want_seat}'s, not {seat}'s")
        return action

    # -- moves -----------------------------------------------------------------------------------
    def _rig(self, pos: int, state: Any) -> None:
        """Force the chance the lesson's action at `pos` draws into `state`'s generator."""
        words = self.plan.rigs.get(pos)
        if words is not None:
            drawn = words(state) if callable(words) else words
            state.rng = forced_random(list(drawn), seed=self.seed + pos)

    def story_steps(self) -> Iterator[list[Event]]:
        """The lesson's events so far, its chance forced as when they were played (the move log's story)."""
        return replayed_steps(self.rules, len(self.seats), self.seed, self.options, list(self.log), self._rig)

    def play(self, seat: int, action: Any) -> list[Any]:
        pos = len(self.log)
        plan = self.plan
        if pos >= len(plan.actions):
            raise IllegalAction("tutorial", t("tutorial.nudge_over"))
        human = seat == plan.human and self.seats[seat].is_human
        if self.explaining() is not None and not human:
            # nothing moves while the player reads (whatever asks: the table, a skip of the computer's turn)
            raise IllegalAction(WAIT, "the lesson waits for the player to read on")
        if human:
            if self.explaining() is not None:
                raise IllegalAction("tutorial", t("tutorial.nudge_read"))
            if plan.actions[pos] != (seat, action):
                self.nudges += 1
                raise IllegalAction("tutorial", t("tutorial.nudge"))
        elif plan.actions[pos] != (seat, action):
            raise RuntimeError(f"lesson {self.game}: move {pos} is {plan.actions[pos]}, not {(seat, action)}")
        self._rig(pos, self.state)
        events = super().play(seat, action)
        beat = self.current()
        if beat is not None and beat.is_move and beat.at == pos:
            self.beat += 1
        return events


def start(lesson: Lesson, beat: int = 0, player: str | None = None) -> GuidedMatch:
    """The lesson's match at `beat` (0: from the start): the scripted moves before it are replayed. `player`
    names the player's seat (default: the first default name)."""
    seats = []
    names = [t(key) if i != lesson.human else (player or games.default_name(0)) for i, key in enumerate(lesson.names)]
    for i, name in enumerate(names):
        colour = lesson.colours[i] if i < len(lesson.colours) else i
        if i == lesson.human:
            seats.append(Seat(name, None, colour, "human"))
        else:
            seats.append(Seat(name, ScriptedAgent(), colour, "scripted"))
    options = games.parse_options(lesson.game, lesson.options)
    match = GuidedMatch(lesson.game, games.rules_for(lesson.game), seats, lesson.seed, options, lesson=lesson)
    match.undo_allowed = False
    for s in seats:
        if isinstance(s.agent, ScriptedAgent):
            s.agent.match = match
    beat = max(0, min(beat, len(lesson.beats)))
    target = lesson.beats[beat].at if beat < len(lesson.beats) else len(lesson.actions)
    match.beat = len(lesson.beats)  # past every beat while the moves before `beat` are replayed
    while len(match.log) < target:
        seat, action = lesson.actions[len(match.log)]
        match.play(seat, action)
    match.beat = beat
    return match


def play_through(match: GuidedMatch, on_beat: Callable[[Beat], None] | None = None) -> None:
    """Play a lesson to its end without a screen, as a player who does what the coach says (tests, checks)."""
    guard = 0
    while not match.done:
        guard += 1
        if guard > 10_000:
            raise RuntimeError("lesson does not end")
        beat = match.current()
        if beat is not None and beat.at == len(match.log):
            if on_beat is not None:
                on_beat(beat)
            if not beat.is_move:
                match.acknowledge()
                continue
        decision = match.next_decision()
        if decision is None:
            if beat is not None:
                raise RuntimeError(f"game over with beats left: {beat}")
            break
        seat = decision.seat
        if match.seats[seat].is_human and decision.who.value == "human":
            assert beat is not None and beat.is_move and beat.at == len(match.log), (beat, len(match.log))
            match.play(seat, beat.action)
        else:
            match.play(seat, match.decide(decision))
