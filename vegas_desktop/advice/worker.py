"""A piece of advice computed off the UI thread: the window keeps answering events while Hard thinks.

The job runs in a daemon thread; the scene polls `done`, `progress` and `result` each frame. A job whose answer
is no longer wanted is simply dropped (`cancel`): it finishes in the background and its result is ignored.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class Job(Generic[T]):
    """`work(progress, cancelled)` in a background thread; its result or its error when done."""

    def __init__(self, work: Callable[[Callable[[float], None], Callable[[], bool]], T], name: str = "advice") -> None:
        self.progress = 0.0
        self.result: T | None = None
        self.error: BaseException | None = None
        self._done = threading.Event()
        self._cancelled = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(work,), name=name, daemon=True)
        self.thread.start()

    def _run(self, work: Callable[[Callable[[float], None], Callable[[], bool]], T]) -> None:
        try:
            self.result = work(self._report, self._cancelled.is_set)
        except Exception as exc:  # the table must never crash for a piece of advice: the error is shown instead
            self.error = exc
        finally:
            self.progress = 1.0
            self._done.set()

    def _report(self, share: float) -> None:
        self.progress = max(0.0, min(1.0, share))

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """For tests and tools: block until done (never call this on the UI thread)."""
        return self._done.wait(timeout)


def run(work: Callable[[Callable[[float], None], Callable[[], bool]], Any], name: str = "advice") -> Job[Any]:
    return Job(work, name)
