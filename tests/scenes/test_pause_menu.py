"""The pause menu answers the first click, every time: its Quit asks once and leaves on the second click wherever
on the button's box the player clicks (its shadow and rounded corners included), and its texts tell the truth."""

from __future__ import annotations

import random

import pygame

from vegas_desktop.app.gui import click_events
from vegas_desktop.match import new_match
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.pause import PauseScene
from vegas_desktop.scenes.table_factory import table_scene
from vegas_desktop.text import t


def esc() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": "", "scancode": 0})


def _open_pause(app) -> PauseScene:
    app.stack.reset(MainMenuScene(app))
    app.stack.push(table_scene(app, new_match("lasvegas", ["human", "normal"], 3, None)))
    app.step(1 / 60, [])
    app.step(1 / 60, [esc()])
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    return pause


def _edge_spots(box: pygame.Rect, rng: random.Random) -> list[tuple[int, int]]:
    """Every kind of spot on the button's box where a click once went dead: each of the two outermost rows at the top
    and at the bottom (where the shadow and the rounded corners are), at the left edge, the right edge and a random
    column between."""
    xs = [box.left, box.right - 1, rng.randrange(box.left, box.right)]
    ys = [box.top, box.top + 1, box.bottom - 1, box.bottom - 2]
    return [(x, y) for x in xs for y in ys]


def _click_at(app, pos: tuple[int, int], frames: int) -> None:
    app.step(1 / 60, click_events(pos))
    for _ in range(frames):
        app.step(1 / 60, [])


def test_open_and_confirm_cycles_each_leave_on_the_second_click_wherever_on_the_box(app):
    # Every edge spot is the first click of one cycle and the second click of another (the dead top and bottom rows
    # showed at one click in four at random spots), then a few cycles inside the box; 0 to 3 frames before the
    # second click, each count several times.
    rng = random.Random(30)
    spots = 12  # len(_edge_spots(...))
    for cycle in range(spots + 4):
        pause = _open_pause(app)
        box = pause.quit_button.ui_manager.logical_rect(pause.quit_button.rect)
        edges = _edge_spots(box, rng)
        assert len(edges) == spots
        inside = (rng.randrange(box.left, box.right), rng.randrange(box.top, box.bottom))
        first = edges[cycle] if cycle < spots else inside
        second = edges[(cycle * 5 + 3) % spots] if cycle < spots else edges[rng.randrange(spots)]
        _click_at(app, first, cycle % 4)
        assert pause.confirming, f"cycle {cycle}: the first click at {first} on {box} was not taken"
        _click_at(app, second, 1)
        assert isinstance(app.stack.top, MainMenuScene), f"cycle {cycle}: the second click at {second} was ignored"


def test_the_confirmation_says_the_game_is_saved(app):
    pause = _open_pause(app)
    app.step(1 / 60, click_events(pause.ui.logical_rect(pause.quit_button.rect).center))
    assert pause.quit_button.text == t("pause.quit_confirm")
    assert "saved" in t("pause.saved_note")
