"""What a game tells the app about itself: one typed object per game, exported by its package as `GAME`.

The registry (`games.py`) resolves each game to its descriptor lazily; menus, setup, rules help, sound, saves,
the command line, the tournament and the bench read everything they need from it, so a new game touches its own
two folders, one registry line and its texts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence, Sized
from dataclasses import dataclass, field
from functools import cached_property
from types import ModuleType
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from vegas_desktop.ai.appraisal import Judge, Reason
from vegas_desktop.ai.base import Agent, RandomAgent
from vegas_desktop.core import events as core_events
from vegas_desktop.core.codec import Codec
from vegas_desktop.core.game import Event, GameRules
from vegas_desktop.core.narration import Narrator
from vegas_desktop.core.options import Switch

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import PartsFactory
    from vegas_desktop.scenes.tutorial.targets import LessonTable
    from vegas_desktop.tutorial.script import Lesson

S = TypeVar("S")
A = TypeVar("A")
V = TypeVar("V")
O = TypeVar("O")  # noqa: E741 (the options type, as in core.game)

LEVELS = ("random", "easy", "normal", "hard")

# A sound is named outright, or picked from the event (how many dice rattle); a game's sounds are keyed by event
# type, so each picker is given events of its own type.
SoundRule = str | Callable[[Any], str]


S_in = TypeVar("S_in", contravariant=True)
A_in = TypeVar("A_in", contravariant=True)


class InPlaceStep(Protocol[S_in, A_in]):
    """The rules' fast path for tournaments: mutates `state` and appends to `events`."""

    def __call__(self, state: S_in, action: A_in, events: list[Event], seat: int | None = None) -> None: ...


def dice_sound(count: int) -> str:
    """The rattle for this many dice: 1-2, 3-5, 6 and more."""
    if count <= 2:
        return "dice_roll_few"
    if count <= 5:
        return "dice_roll_some"
    return "dice_roll_many"


class Thrown(Protocol):
    """An event that throws dice: one entry of `dice` a die."""

    @property
    def dice(self) -> Sized: ...


def rattle(default: int) -> Callable[[Thrown], str]:
    """The dice sound for an event's `dice`, `default` dice when it names none."""

    def pick(event: Thrown) -> str:
        return dice_sound(len(event.dice) or default)

    return pick


def _no_check(options: object, players: int) -> None:
    """Options that work at any seat count."""


@dataclass(frozen=True)
class GameDescriptor(Generic[S, A, V, O]):
    """One game, as the app, the tools and the tests see it."""

    name: str  # command-line name; text keys game.<name> (title)
    rules: GameRules[S, A, V, O]
    seats: tuple[int, int]  # fewest and most players
    parse_options: Callable[[str], O]  # a comma list such as 'biggy,kickers=2'; ValueError with a clear message
    format_options: Callable[[O], str]  # the canonical comma list (setup screen, settings, saves)
    switches: tuple[Switch, ...]  # the options as the setup screen shows them
    agents: Mapping[str, Callable[[int], Agent[V, A]]]  # computer level -> player from a seed ('random' is shared)
    help_sections: tuple[str, ...]  # text keys rules.<key>.head / .body, in order
    narrator: Narrator  # the move log's lines for the events a viewer sees (live, and the story told again)
    # its parts of the one table scene (imported on first use: nothing loads pygame before)
    table: Callable[[], PartsFactory[V]] | None = None
    sounds: Mapping[type, SoundRule] = field(default_factory=dict)  # event type -> sound
    validate: Callable[[O, int], None] = _no_check  # options that cannot work with this many players raise
    house_rules: tuple[tuple[str, str], ...] = ()  # (key, English text) beyond the rulebook
    seed_hint: str = "setup.seed_hint"  # text key under the seed field
    step: InPlaceStep[S, A] | None = None  # tournaments skip copies where the game offers this
    codec_modules: tuple[ModuleType, ...] = ()  # where its saved actions and events are defined
    # the options of a table told which seats are human (True), for a rule that asks only them (new_match calls it)
    seated: Callable[[O, tuple[bool, ...]], O] | None = None
    # its strongest computer player from a seed, as the one judge behind the hint, the review and the lessons
    # (None: the game offers none of them)
    judge: Callable[[int], Judge[V, A]] | None = None
    # a choice in the table's own words, from the deciding seat's view and the players' names (the hint, the
    # review, the lessons, the log); None: the shared screens name it by its kind
    describe: Callable[[V, A, Sequence[str]], str] | None = None
    # the judge's reason for a move in the player's language (None: its text key with its arguments)
    explain: Callable[[Reason], str] | None = None
    # the payout preview: what `action` would change for the seat seeing `view`, in lines, a title first (empty:
    # nothing to show for that choice); None: the table shows no preview
    preview: Callable[[V, A, int, Sequence[str]], list[str]] | None = None
    # its guided first game (None: no lesson in the Learn to play menu nor offered by the setup)
    lesson: Callable[[], Lesson] | None = None
    # where a lesson's targets are on its table and where the coach's card may sit (imported on first use)
    lesson_table: Callable[[], LessonTable] | None = None

    def make_agent(self, level: str, seed: int = 0) -> Agent[V, A]:
        """A computer player of this game at `level` ('ai' means 'normal')."""
        level = "normal" if level == "ai" else level
        if level == "random":
            return RandomAgent(seed)
        make = self.agents.get(level)
        if make is None:
            raise ValueError(f"unknown computer level {level!r}; choose one of: {', '.join(LEVELS)}")
        return make(seed)

    def sound_for(self, event: Event) -> str | None:
        """The sound of one of this game's events, or None (round and game ends sound on their screens)."""
        rule = self.sounds.get(type(event))
        if rule is None:
            return shared_sound(event)
        return rule if isinstance(rule, str) else rule(event)

    @cached_property
    def codec(self) -> Codec:
        """Decodes this game's saved actions and events."""
        return Codec((*self.codec_modules, core_events))


def _bill_sound(event: core_events.BillPaid) -> str:
    return "bills" if event.amount >= 50 else "bill"


# Events every game shares (core.events).
SHARED_SOUNDS: Mapping[type, SoundRule] = {core_events.BillPaid: _bill_sound}


def shared_sound(event: Event) -> str | None:
    """The sound of an event every game shares, or None."""
    rule = SHARED_SOUNDS.get(type(event))
    if rule is None:
        return None
    return rule if isinstance(rule, str) else rule(event)
