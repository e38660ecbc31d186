"""Reduced motion: movements (Tween(moves=True), tween.flight) take no time, other tweens and waits keep theirs,
and the menus' decoration clock stands still."""

from __future__ import annotations

from vegas_desktop.app import motion, tween


def _flight(seen: list[float], **kw) -> tween.Tween:
    return tween.flight(0.5, seen.append, **kw)


def test_flights_jump_to_their_end_with_reduced_motion():
    motion.set_reduced(True)
    seen: list[float] = []
    done: list[bool] = []
    task = tween.flight(0.5, seen.append, on_done=lambda: done.append(True))
    rest = task.advance(1 / 60)
    assert task.done and seen == [1.0] and done == [True]
    assert rest == 1 / 60  # the frame's time is left for the next task


def test_flights_move_normally_otherwise():
    seen: list[float] = []
    task = tween.flight(0.5, seen.append)
    task.advance(0.1)
    assert not task.done and 0 < seen[-1] < 1


def test_fades_and_waits_keep_their_time():
    motion.set_reduced(True)
    seen: list[float] = []
    fade = tween.Tween(0.5, seen.append)
    fade.advance(0.1)
    assert not fade.done
    wait = tween.Wait(0.3)
    wait.advance(0.1)
    assert not wait.done


def test_a_queue_of_flights_finishes_in_one_frame():
    motion.set_reduced(True)
    landed: list[int] = []
    queue = tween.AnimQueue()
    queue.add(
        tween.stagger([tween.flight(0.4, lambda p, i=i: landed.append(i) if p == 1.0 else None) for i in range(5)], 0.0)
    )
    queue.update(1 / 60)
    assert not queue.busy and landed == [0, 1, 2, 3, 4]


def test_menu_decoration_stands_still(app):
    from vegas_desktop.scenes.menu import MainMenuScene

    menu = MainMenuScene(app)
    app.stack.push(menu)
    app.step(1 / 60, [])
    motion.set_reduced(True)
    before = menu.motion
    for _ in range(30):
        app.step(1 / 60, [])
    assert menu.motion == before
    motion.set_reduced(False)
    app.step(1 / 60, [])
    assert menu.motion > before
