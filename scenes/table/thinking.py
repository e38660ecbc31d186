"""A computer player's choice worked out on a worker thread, so the window keeps drawing while it thinks.

The table starts a `Thought` when it queues a computer's move: the search runs during the visible pause before
the move, and the queue waits on the thought (frames keep coming) only if it takes longer. The match is not
played on meanwhile (the queue is busy, so nobody else moves), and the choice depends only on the state and the
seed, never on how long the thread took: a level plays alike at any animation speed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vegas_desktop.app.tween import Task

if TYPE_CHECKING:
    from vegas_desktop.match import Decision, TableMatch


class Thought(Task):
    """`work()` run on a daemon thread; done once it has returned (or raised: `value` raises it again)."""

    def __init__(self, work: Callable[[], Any]) -> None:
        self._result: Any = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(work,), name="computer-player", daemon=True)
        self._thread.start()

    def _run(self, work: Callable[[], Any]) -> None:
        try:
            self._result = work()
        except BaseException as exc:  # handed to the UI thread, which raises it where a direct call would have
            self._error = exc

    def advance(self, dt: float) -> float:
        if self._thread.is_alive():
            return 0.0
        self.done = True
        return dt

    @property
    def ready(self) -> bool:
        """The worker has returned (the choice can be taken without waiting)."""
        return not self._thread.is_alive()

    def finish(self) -> None:
        """Instant mode and skips: wait for the choice."""
        self.wait()
        self.done = True

    def wait(self) -> None:
        self._thread.join()

    def value(self) -> Any:
        """The choice (call once done)."""
        if self._error is not None:
            raise self._error
        return self._result


class TogetherThought(Thought):
    """A simultaneous computer choice (with the other computers' picks it plans) worked out on the worker thread
    on a copy of the match (`Match.think_together`), so the UI thread never waits for it and a human may confirm
    their own pick meanwhile; `adopt` hands the result back to the match on the UI thread."""

    def __init__(self, match: TableMatch, decision: Decision) -> None:
        self.match = match
        self.seat = decision.seat
        self._at = len(match.log)
        super().__init__(match.think_together(decision))

    def adopt(self) -> Any | None:
        """The choice to play now (UI thread, once done), the others' planned picks moved to the match; None when
        the match has moved on so that it no longer holds (ask again)."""
        choice, plan = self.value()
        return self.match.adopt(self.seat, choice, plan, self._at)
