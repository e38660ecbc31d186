"""A computer player thinks off the UI thread: frames keep coming while it has not chosen, and its choice is
played once it has (no timing asserted: the agent waits on an event the test sets)."""

from __future__ import annotations

import threading

from vegas_desktop.ai.base import RandomAgent
from vegas_desktop.lasvegas.rules import RULES
from vegas_desktop.match import Match, Seat
from vegas_desktop.scenes.table_factory import table_scene


def held_class(base: type) -> type:
    """`base`'s agent that chooses as it does, but only once `go` is set (a search that takes as long as the test
    likes); shared by the tests of computer moves worked out off the UI thread."""

    class Held(base):  # type: ignore[valid-type,misc]
        def __init__(self, seed: int) -> None:
            super().__init__(seed)
            self.go = threading.Event()
            self.asked = threading.Event()
            self.threads: set[str] = set()

        def choose(self, rules, observation, legal, seat):  # type: ignore[no-untyped-def]
            self.asked.set()
            self.threads.add(threading.current_thread().name)
            assert self.go.wait(30), "the test never released the agent"
            return super().choose(rules, observation, legal, seat)

    return Held


HeldAgent = held_class(RandomAgent)


def test_frames_are_drawn_while_the_computer_thinks_and_its_move_follows(app) -> None:
    held = HeldAgent(1)
    app.speed = 20.0
    match = Match(RULES.name, RULES, [Seat("Cpu", held, 0), Seat("Ann", None, 1)], 3, None)
    scene = table_scene(app, match)
    app.stack.push(scene)
    for _ in range(2000):  # the opening animation, then the computer is asked for its throw
        if held.asked.is_set():
            break
        app.step(1 / 60, [])
    assert held.asked.is_set()
    played = len(match.log)  # the throw (a lone choice, not asked); the placement is being thought about
    frames = 0
    for _ in range(30):  # were the agent on the UI thread, the first of these frames would never return
        app.step(1 / 60, [])
        frames += 1
    assert frames == 30 and len(match.log) == played and scene.queue.busy
    held.go.set()
    for _ in range(2000):
        if len(match.log) > played:
            break
        app.step(1 / 60, [])
    assert len(match.log) > played and match.log[played][0] == 0
    assert threading.main_thread().name not in held.threads
