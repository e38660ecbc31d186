"""Simultaneous computer picks of the card game are worked out off the UI thread: frames are drawn and the human's
keys handled (even their own pick confirmed) while a slow computer has not chosen, and its pick follows once it has.
No timing asserted: the agent waits on an event the test sets."""

from __future__ import annotations

import threading
import time

import pygame

from tests.scenes.test_thinking_off_ui import held_class
from vegas_desktop.cards import RULES, Options
from vegas_desktop.cards.ai.agents import NormalAgent
from vegas_desktop.match import Match, Seat
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table_factory import table_scene

HeldAgent = held_class(NormalAgent)  # chooses like Normal once the test lets it


def key(k: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})]


def step_until(app, test, limit: int = 3000) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if test():
            return
        app.step(1 / 60, [])
        time.sleep(0.001)  # as a window's frame clock does: the computer's thread gets the GIL between frames
    scene = app.stack.top
    match = getattr(scene, "match", None)
    raise AssertionError(
        f"condition never became true: log {getattr(match, 'log', None)}, next {match and match.next_decision()}, "
        f"thought {getattr(scene, 'thought', None)!r} ready {getattr(getattr(scene, 'thought', None), 'ready', None)}, "
        f"queue {getattr(getattr(scene, 'queue', None), 'tasks', None)}, top {type(scene).__name__}"
    )


def test_a_slow_simultaneous_pick_leaves_the_window_drawing_and_the_human_picking(app) -> None:
    held = HeldAgent(2)
    app.speed = 20.0
    seats = [Seat("Ann", None, 0), Seat("Cpu", held, 1), Seat("Bob", NormalAgent(3), 2)]
    match = Match(RULES.name, RULES, seats, 7, Options())
    scene = table_scene(app, match)
    assert isinstance(scene, TableScene)
    app.stack.push(scene)
    step_until(app, held.asked.is_set)
    assert match.log == []  # nobody has picked: the held computer is asked first, on a worker thread
    drawn = []
    app.frame_hooks.append(lambda a: drawn.append(1))
    for _ in range(30):  # were the agent on the UI thread, the first of these frames would never return
        app.step(1 / 60, [])
    assert len(drawn) == 30 and match.log == []
    step_until(app, lambda: scene.human_seat() == 0)  # the human may pick while the computer thinks
    for k in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):  # focus a card, choose it, confirm: handled
        app.step(1 / 60, key(k))
    assert [seat for seat, _ in match.log] == [0]
    assert not held.go.is_set() and len(drawn) > 30
    held.go.set()
    # the held pick is played, then the other computer's (a forced reveal may follow within the same frame)
    step_until(app, lambda: len(match.log) >= 3)
    assert sorted(seat for seat, _ in match.log[:3]) == [0, 1, 2]
    step_until(app, lambda: match.state.turn == 2)  # the reveal: every pick laid, the game goes on
    assert threading.main_thread().name not in held.threads
    # the pick it played is the one it makes on the first state without a worker thread (nothing changed the choice)
    twin = Match(RULES.name, RULES, [Seat(f"c{i}", NormalAgent(0), i) for i in range(3)], 7, Options())
    assert dict(match.log)[1] == twin.agent_action(1)
