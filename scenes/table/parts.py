"""What a game gives the one table scene, and what the scene gives the game's parts.

A game's table is `TableScene` (scenes/table/base.py) composed with that game's parts: plain objects built by
the game's `make_parts(table)` (its descriptor's `table`), each receiving what it needs (the table's services,
the game's display model, its layout) rather than inheriting from the table or from each other:

- drawing: keeps the display model in step with the rules' view and draws it;
- animations: the rules' events, by type, turned into queued animations;
- input: mouse, keys and drag-and-drop, the prompts of a human's decision;
- results and round summary: the screens the table hands over to.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    import pygame

    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.app.tween import AnimQueue, Task
    from vegas_desktop.core.errors import IllegalAction
    from vegas_desktop.core.game import Event
    from vegas_desktop.match import TableMatch
    from vegas_desktop.scenes.replay import ReplayControl
    from vegas_desktop.scenes.table.advice import AdviceLook
    from vegas_desktop.scenes.table.story import LogHolder

V = TypeVar("V", covariant=True)
V_in = TypeVar("V_in", contravariant=True)

EventHandler = Callable[["Event"], None]
ResultsFactory = Callable[["App", "TableMatch"], "Scene"]
SummaryFactory = Callable[["App", "TableMatch", "list[Event]"], "Scene"]


class TableServices(Protocol[V]):
    """What the table scene offers a game's parts (V: the game's view type)."""

    @property
    def app(self) -> App: ...

    @property
    def match(self) -> TableMatch: ...

    @property
    def queue(self) -> AnimQueue: ...

    @property
    def clock(self) -> float: ...

    @property
    def viewer(self) -> int | None:
        """The seat at the screen (None: nobody's); only the table changes it (hand-overs, replays)."""
        ...

    def look_away(self) -> None:
        """Hide what is private on screen until the next human is handed it (after a hot-seat pick)."""
        ...

    @property
    def replay(self) -> ReplayControl | None:
        """The replay's controls when the table plays back a recorded game, else None."""
        ...

    @property
    def pending(self) -> tuple[str, int] | None: ...

    @property
    def hint(self) -> tuple[str, float] | None: ...

    @property
    def finished(self) -> bool: ...

    @property
    def instant(self) -> bool: ...

    def seen(self) -> V:
        """The rules' view for the seat at the screen (what may be drawn)."""
        ...

    def human_seat(self) -> int | None:
        """The human who may act right now, or None."""
        ...

    def deciding_seat(self) -> int | None: ...

    @property
    def screen_owner(self) -> int | None:
        """The human the screen was handed to, while no other human has acted since (their private decisions
        need no new hand-over, and only they may see their hidden cards)."""
        ...

    def play(self, seat: int, action: object) -> None:
        """Send a human's action (an illegal one is refused with a hint, never a crash)."""
        ...

    def show_hint(self, text: str) -> None: ...

    def gather(self, ev: Event) -> None:
        """A scoring event, shown with the round's end."""
        ...

    def end_round(self, ev: Event, scoring: Callable[[list[Event]], Task]) -> None: ...

    def end_game(self, ev: Event) -> None: ...

    def push_handover(self, seat: int, then: Callable[[], None] | None = None) -> None: ...

    def on_top(self) -> bool: ...


class Drawing(Protocol):
    """The game's picture: a display model kept in step with the rules' view."""

    replay_box: pygame.Rect  # where the replay bar goes, clear of what the replay shows

    def sync(self) -> None:
        """Make the display match the rules' view (after animations, or when joining a game in progress)."""
        ...

    def update(self, dt: float) -> None:
        """Per-frame fades and pops."""
        ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def moving(self) -> bool:
        """Something on screen still moves by itself (a fading note): the loop keeps drawing frames."""
        ...


class Animations(Protocol):
    def handlers(self) -> Mapping[type, EventHandler]:
        """Event type -> what the table does with it (queue an animation, gather scoring...)."""
        ...


class Input(Protocol):
    """Mouse, keys, drag-and-drop and prompts of the human at the screen."""

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def human_turn(self, seat: int) -> None:
        """A human must decide now (build prompts, deal the hand on screen...)."""
        ...

    def viewer_changed(self) -> None:
        """The seat at the screen changed (a replay follows whoever acts)."""
        ...

    def before_play(self) -> None:
        """Forget the hover and choices of the decision just made."""
        ...

    def refuse(self, exc: IllegalAction) -> None:
        """Say why an action was refused."""
        ...

    def resumed(self) -> None:
        """The table is on top again (after the pause menu, a hand-over...)."""
        ...


@dataclass
class TableParts:
    """One game's parts of the table scene."""

    drawing: Drawing
    animations: Animations
    input: Input
    results: ResultsFactory | None = None  # None: the shared results screen
    summary: SummaryFactory | None = None  # None: the shared round summary
    hint_in_real_time: bool = False  # hints age with the animation clock unless set
    ai_pause: float | None = None  # seconds a computer visibly thinks; None: the table's default
    advice: AdviceLook | None = None  # the payout preview's and the hint's view of the table (None: words only)
    # where *Skip* shows during a computer's turn (None: the table's corner), and whether Space skips too
    # (elsewhere Space keeps its own meaning, e.g. Las Vegas's "the casinos are paying out")
    skip_box: Callable[[], pygame.Rect] | None = None
    skip_by_space: bool = False
    log: LogHolder | None = None  # where the move log's lines are kept (None: a table without a log)


class PartsFactory(Protocol, Generic[V_in]):
    def __call__(self, table: TableServices[V_in]) -> TableParts: ...
