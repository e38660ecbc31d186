"""The one table scene: the drive loop on `Match.next_decision`, computer moves after a visible pause, hot-seat
hand-over, the pause menu, results and round-summary hand-off, undo and the replay bar — composed with a game's
parts (scenes/table/parts.py: its drawing, animations by event type and input), which it calls but which never
inherit from it.

Privacy is a property of the data: the table draws `seen()` — the rules' view for the seat at the screen
(`viewer`) — and receives each event as `visible(event, viewer)` gives it, so no part decides by itself what a
player may see.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

import pygame

from vegas_desktop.app import event_fields, sound
from vegas_desktop.app.scene import Scene
from vegas_desktop.app.tween import AnimQueue, Call, Task, Wait
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.game import PUBLIC
from vegas_desktop.match import Decision, Who
from vegas_desktop.scenes.quit_confirm import ask_before_closing
from vegas_desktop.scenes.table.advice import AdviceOverlay
from vegas_desktop.scenes.table.pace import Pace
from vegas_desktop.scenes.table.parts import EventHandler, PartsFactory, TableParts
from vegas_desktop.scenes.table.story import retell
from vegas_desktop.scenes.table.thinking import Thought, TogetherThought
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import TableMatch
    from vegas_desktop.scenes.replay import ReplayControl

V = TypeVar("V")

INSTANT_SPEED = 50.0  # at this speed (self-play) animations finish at once
AI_PAUSE = 0.6  # seconds a computer seat visibly "thinks" before each move (scaled by app.speed)
FORCED_PAUSE = 0.5  # a forced move is shown briefly before it is played
HINT_TIME = 2.2


class TableScene(Scene, Generic[V]):
    """A game at the table (V: the game's view type)."""

    def __init__(self, app: App, match: TableMatch, make_parts: PartsFactory[V]) -> None:
        super().__init__(app)
        self.replay: ReplayControl | None = None  # set when the table plays back a recorded game
        self.match = match
        self.queue = AnimQueue()
        self.clock = 0.0
        self.hint: tuple[str, float] | None = None
        self.pending: tuple[str, int] | None = None  # ("ai" | "forced", seat) while a move is scheduled
        self.finished = False
        self._synced = False
        self._round_events: list[Any] = []  # scoring events gathered until the round's end
        self._handlers: Mapping[type, EventHandler] = {}
        humans = self.human_seats()
        # the seat at the screen: the one human, or (hot-seat) whoever was handed the screen last
        self._viewer: int | None = humans[0] if len(humans) == 1 else None
        self.handing_over: int | None = None  # the seat whose hand-over screen is up
        self._handed_over: tuple[int, int] | None = None  # (seat, log length) of the last hand-over
        # the human the screen was handed to, while no other human has acted since: their next private
        # decisions need no new hand-over
        self._screen_owner: int | None = None
        self._seen: Any = None
        self._seen_key: tuple[int, int, int | None] | None = None
        self._thinking = 0.0  # seconds a computer has thought about a simultaneous choice
        self.thought: Thought | None = None  # the latest computer move worked out off the UI thread
        self._make_parts = make_parts
        self.pace = Pace(self)  # the computers' turns: the "computer turns" setting, Space / Skip
        self.parts: TableParts = make_parts(self)
        self.advice = AdviceOverlay(self)  # the Hint button and the payout preview (scenes/table/advice.py)
        self.ai_pause = self.parts.ai_pause if self.parts.ai_pause is not None else AI_PAUSE
        self.start()

    def start(self) -> None:
        """Animate the set-up of a fresh match, or show a game in progress as it stands."""
        if not self.match.log and self.match.opening_events:
            self._enqueue(list(self.match.opening_events))
        else:
            self._sync_from_state()
            retell(self)  # Continue, undo, a replay's jump: the move log tells the story so far

    def on_close_request(self) -> bool | None:
        return ask_before_closing(self.app, self.match)

    def game_shown(self) -> str | None:
        return self.match.game

    # -- who is who -------------------------------------------------------------------------------
    @property
    def instant(self) -> bool:
        return self.app.speed >= INSTANT_SPEED

    def on_top(self) -> bool:
        return self.app.stack.top is self

    @property
    def screen_owner(self) -> int | None:
        return self._screen_owner

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.is_human]

    def seen(self) -> V:
        """The rules' view for the seat at the screen (a spectator's view when nobody sits there); made once
        per state and viewer, so drawing every frame costs no copies."""
        key = (id(self.match.state), len(self.match.log), self.viewer)
        if key != self._seen_key:
            self._seen = self.match.view(self.viewer if self.viewer is not None else PUBLIC)
            self._seen_key = key
        return cast(V, self._seen)

    def deciding_seat(self) -> int | None:
        """The seat whose decision comes next (the match decides: computers first among simultaneous deciders,
        so a human arranging a secret choice never holds them up)."""
        decision = self.match.next_decision()
        return None if decision is None else decision.seat

    def open_human(self, decision: Decision) -> int | None:
        """The human whose choice is open in `decision` (the one at the screen first), or None."""
        if decision.who is Who.FORCED or not decision.humans:
            return None
        return self.viewer if self.viewer in decision.humans else decision.humans[0]

    def human_seat(self) -> int | None:
        """The human who may act right now, or None (animating, a computer's turn, forced move, hand-over, over).
        While computers make a simultaneous choice, the human at the screen may make theirs."""
        if self.queue.busy or self.finished or self.match.over:
            return None
        decision = self.match.next_decision()
        if decision is None or (decision.who is Who.HUMAN and self.pending is not None):
            return None
        seat = self.open_human(decision)
        if seat is None or self.needs_handover(seat):
            return None
        return seat

    def animating(self) -> bool:
        """Idle-loop hook (App.run): the table plays by itself unless it waits for a human's move (or a paused
        replay waits for its viewer)."""
        moving = self.hint is not None or self.parts.drawing.moving() or self.advice.busy()
        if self.replay is not None and self.replay.paused and not self.queue.busy:
            return moving
        return (self.human_seat() is None and not self.finished) or moving

    def show_hint(self, text: str) -> None:
        self.hint = (text, HINT_TIME)

    # -- undo against the computer ------------------------------------------------------------------
    def undo_problem(self) -> str | None:
        """Why the human's last decision cannot be taken back now (a text key), or None."""
        from vegas_desktop.saves import store

        if self.finished:
            return "undo.over"
        local = self.match.local()
        if local is None:  # a network game: nobody takes back what the others have seen
            return "undo.off"
        return store.undo_problem(local)

    def undo(self) -> bool:
        """Take back the human's last decision and the computer moves after it: a fresh table on the match
        replayed up to that decision (chance lives in the state, so the same dice and cards are back)."""
        from vegas_desktop.saves import store

        problem = self.undo_problem()
        if problem is not None:
            self.show_hint(t(problem))
            return False
        if self.thought is not None:
            self.thought.wait()  # the computers' agents move to the new match: let the one thinking finish
        local = self.match.local()
        assert local is not None, "undo_problem refuses a network game"
        earlier = store.undo_with_autosave(local)  # the save follows the new match
        table = self.again(earlier)
        while self.app.stack.top is not self and self in self.app.stack.scenes:  # e.g. the pause menu
            self.app.stack.pop()
        self.app.stack.replace(table)
        if isinstance(table, TableScene):
            table.show_hint(t("undo.done"))
        return True

    def again(self, match: TableMatch) -> TableScene[V]:
        """A table like this one (same game, same parts) for another match: undo, a replay's step back."""
        return TableScene(self.app, match, self._make_parts)

    def pause(self) -> bool:
        """Esc at any table: the pause menu over it. True (the key is used)."""
        self.app.stack.push(self.app.screens.pause(self.app))
        return True

    def undo_key(self, event: pygame.event.Event) -> bool:
        """Keys every table shares, before its own: the replay bar's, and Ctrl+Z (Cmd+Z on a Mac)."""
        if self.replay is not None:
            return self.replay.handle_key(self, event)
        ctrl = event_fields.mods(event) & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and ctrl:
            self.undo()
            return True
        return False

    # -- hot-seat: the table alone decides whose view is on screen ---------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat at the screen (None: nobody's, so nothing private is drawn)."""
        return self._viewer

    def _set_viewer(self, seat: int | None) -> None:
        if seat == self._viewer:
            return
        self._viewer = seat
        self._synced = False
        self.parts.input.viewer_changed()

    def look_away(self) -> None:
        """Hide what is private on screen until the next player is handed it (a hot-seat pick just made)."""
        if len(self.human_seats()) > 1 and self.replay is None:
            self._set_viewer(None)

    def needs_handover(self, seat: int) -> bool:
        """A human's private decision while another human may be at the screen: hide it behind a hand-over."""
        if len(self.human_seats()) < 2 or not self.match.private_decision(seat):
            return False
        return self._handed_over != (seat, len(self.match.log)) and self._screen_owner != seat

    def push_handover(self, seat: int, then: Callable[[], None] | None = None) -> None:
        key = (seat, len(self.match.log))
        info = self.match.seats[seat]
        self.handing_over = seat
        self._set_viewer(None)  # nothing private is drawn while the screen waits for the next player

        def ready() -> None:
            self.handing_over = None
            self._handed_over = key
            self._screen_owner = seat
            self._set_viewer(seat)
            if then is not None:
                then()

        self.app.stack.push(self.app.screens.handover(self.app, info.name, info.colour, ready))

    # -- flow ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.parts.drawing.update(dt)
        self.advice.update(dt)
        self.clock += dt
        if self.hint is not None:
            step = dt / max(1.0, self.app.speed) if self.parts.hint_in_real_time else dt
            left = self.hint[1] - step
            self.hint = (self.hint[0], left) if left > 0 else None
        self.drive(dt)

    def drive(self, dt: float) -> None:
        """Play queued animations, then ask for the next move once they have run dry. Instant tables (self-play
        at full speed) finish animations at once and loop many moves per frame."""
        for _ in range(400 if self.instant or self.pace.skipping is not None else 2):
            factor = self.pace.factor()
            if self.instant or math.isinf(factor):
                self._finish_ready()
            else:
                self.queue.update(dt * factor, self.on_top)
            if not self.on_top() or self.queue.busy:
                return
            if not self._synced:
                self._sync_from_state()
            if self.replay is not None and self.replay.paused:
                return
            self.pace.before_move()
            self._next_move(dt)
            dt = 0.0
            if not self.queue.busy:
                return

    def _finish_ready(self) -> None:
        """Play the queue to its end at once (instant, skipping), but never wait on a computer still thinking: the
        window draws on and the next frame looks again."""
        tasks = self.queue.tasks
        while tasks and not (isinstance(tasks[0], Thought) and not tasks[0].ready):
            tasks.pop(0).finish()
            if not self.on_top():
                return

    def _next_move(self, dt: float = 0.0) -> None:
        """Act on the match's next decision: the one loop (`Match.next_decision`) says who decides."""
        if self.finished:
            return
        decision = self.match.next_decision()
        if decision is None:
            self._show_results()
            return
        seat = decision.seat
        if self.replay is not None:
            self._set_viewer(seat)  # a replay shows hidden cards openly: it looks through the eyes of who acts
        if decision.who is Who.FORCED or (decision.who is Who.COMPUTER and not decision.together):
            self.queue_machine_move(decision)
            return
        human = self.open_human(decision)
        if human is not None and not self.offer_choice(human):
            return  # a hand-over screen is up: nothing else moves until it is passed
        if decision.who is Who.COMPUTER:  # a simultaneous choice: the computer thinks on a clock, not the queue,
            self._thinking += dt  # so a human at the screen may arrange theirs meanwhile (on a worker thread)
            thought = self.thought
            if not isinstance(thought, TogetherThought) or thought.seat != seat or thought.match is not self.match:
                thought = self.thought = TogetherThought(self.match, decision)
            if not thought.ready:
                return
            if self._thinking >= self.ai_pause or self.instant or self.pace.skipping is not None:
                self._thinking = 0.0
                self.thought = None
                choice = thought.adopt()
                if choice is not None:  # None: the match moved on meanwhile, ask again
                    self.play(seat, choice)

    def offer_choice(self, seat: int) -> bool:
        """Put `seat`'s open choice on screen (after a hand-over where others must not see it); False while a
        hand-over screen waits."""
        if self.handing_over is not None:
            return False
        if self.needs_handover(seat):
            self.push_handover(seat)
            return False
        self._set_viewer(seat)  # no hand-over needed: a public decision, or the screen is already theirs
        self.parts.input.human_turn(seat)
        return True

    def queue_machine_move(self, decision: Decision) -> None:
        """Queue a forced move or a computer's move after a visible pause."""
        seat = decision.seat
        self.pace.moved(seat)
        self.pending = ("forced" if decision.who is Who.FORCED else "ai", seat)
        if decision.who is Who.FORCED:
            self.queue.add(Wait(FORCED_PAUSE))
            self.queue.add(Call(lambda: self.play(seat, self.match.decide(decision))))
            return
        # the computer thinks on a worker thread during the pause (the window keeps drawing); nothing else
        # moves until its move is played, since the queue stays busy
        thought = self.thought = Thought(lambda: self.match.decide(decision))
        self.queue.add(Wait(self.ai_pause))
        self.queue.add(thought)
        self.queue.add(Call(lambda: self.play(seat, thought.value())))

    def play(self, seat: int, action: Any) -> None:
        """Play `seat`'s action: a computer's, a forced step, or a human's from the game's input (an illegal
        one is refused with the input's word, never a crash)."""
        if self.match.seats[seat].is_human and seat != self._screen_owner:
            self._screen_owner = None
        self.pending = None
        self.hint = None
        self.pace.moved(seat)
        self.advice.forget()
        self.parts.input.before_play()
        try:
            events = self.match.play(seat, action)
        except IllegalAction as exc:  # the UI only offers legal actions; never crash the table
            self.parts.input.refuse(exc)
            return
        self._enqueue(events)

    def _show_results(self) -> None:
        if self.finished:
            return
        self.finished = True
        if self.parts.results is not None:
            self.app.stack.replace(self.parts.results(self.app, self.match))
        else:
            self.app.stack.replace(self.app.screens.results(self.app, self.match))

    def _show_summary(self, events: list[Any]) -> None:
        if self.parts.summary is not None:
            self.app.stack.push(self.parts.summary(self.app, self.match, list(events)))
        else:
            self.app.stack.push(self.app.screens.round_summary(self.app, self.match, list(events)))

    # -- events -> animations -------------------------------------------------------------------------
    def _enqueue(self, events: list[Any]) -> None:
        self._synced = False
        if not self._handlers:
            self._handlers = self.parts.animations.handlers()
        seat = self.viewer if self.viewer is not None else PUBLIC
        for raw in events:
            ev = self.match.rules.visible(raw, seat)
            if ev is None:
                continue
            if not self.instant and self.pace.skipping is None:  # the sound plays when its animation's turn comes
                self.queue.add(Call(partial(sound.play_for_event, ev, self.match.game)))
            handler = self._handlers.get(type(ev))
            if handler is not None:
                handler(ev)

    def gather(self, ev: Any) -> None:
        """A scoring event: shown together with the round's end."""
        self._round_events.append(ev)

    def end_round(self, ev: Any, scoring: Callable[[list[Any]], Task]) -> None:
        """The round is over: animate its scoring, then show the round summary."""
        events = self._round_events + [ev]
        self._round_events = []
        self.queue.add(scoring(events))
        self.queue.add(Call(lambda: self._show_summary(events)))

    def end_game(self, ev: Any) -> None:
        self.queue.add(Call(self._show_results))

    def _sync_from_state(self) -> None:
        """Make the display match the rules' view (after animations, or when joining a game in progress)."""
        acting = self.match.to_act()
        if self.replay is not None and self._viewer is None and acting:
            self._viewer = acting[0]  # a replay shows hidden cards from the start: through the eyes of who acts
            self.parts.input.viewer_changed()
        self._synced = True
        self.parts.drawing.sync()

    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.parts.drawing.draw(surface)
        self.advice.draw(surface)
        self.pace.draw(surface)
        if self.replay is not None:
            self.replay.draw(surface, self.parts.drawing.replay_box)

    # -- input ------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The replay bar's keys and Ctrl+Z first, then the game's input; an Esc it leaves is the pause menu."""
        if self.undo_key(event):
            return True
        if self.advice.handle_event(event):
            return True
        if self.pace.handle_event(event):
            return True
        if self.parts.input.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.pause()
        return False

    def on_resume(self) -> None:
        self.parts.input.resumed()
