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


def _click_somewhere_on(app, button, rng: random.Random, frames: int) -> None:
    box = button.ui_manager.logical_rect(button.rect)
    edge = rng.random() < 0.5  # half the clicks on the outermost pixels: where the shadow and the corners are
    if edge:
        pos = (rng.choice([box.left, box.right - 1, rng.randrange(box.left, box.right)]),
               rng.choice([box.top, box.top + 1, box.bottom - 1, box.bottom - 2]))
    else:
        pos = (rng.randrange(box.left, box.right), rng.randrange(box.top, box.bottom))
    app.step(1 / 60, click_events(pos))
    for _ in range(frames):
        app.step(1 / 60, [])


def test_fifty_open_and_confirm_cycles_each_leave_on_the_second_click(app):
    rng = random.Random(30)
    for cycle in range(50):
        pause = _open_pause(app)
        _click_somewhere_on(app, pause.quit_button, rng, rng.randint(0, 3))
        assert pause.confirming, f"cycle {cycle}: the first click was not taken"
        _click_somewhere_on(app, pause.quit_button, rng, 1)
        assert isinstance(app.stack.top, MainMenuScene), f"cycle {cycle}: the second click was ignored"


def test_the_confirmation_says_the_game_is_saved(app):
    pause = _open_pause(app)
    app.step(1 / 60, click_events(pause.ui.logical_rect(pause.quit_button.rect).center))
    assert pause.quit_button.text == t("pause.quit_confirm")
    assert "saved" in t("pause.saved_note")
