"""Confirmations run on real time, Esc pauses a hand-over screen, closing the window mid-game asks first."""

from __future__ import annotations

import pygame

from vegas_desktop.app.gui import click_events
from vegas_desktop.cards import RULES
from vegas_desktop.games import make_agent
from vegas_desktop.match import Match, Seat, new_match
from vegas_desktop.scenes.handover import HandoverScene
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.pause import CONFIRM_SECONDS, PauseScene
from vegas_desktop.scenes.quit_confirm import QuitConfirmScene
from vegas_desktop.scenes.table_factory import table_scene


def esc() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": "", "scancode": 0})


def close() -> pygame.event.Event:
    return pygame.event.Event(pygame.QUIT, {})


def until(app, test, limit: int = 3000) -> None:
    for _ in range(limit):
        if test():
            return
        app.step(1 / 60, [])
    raise AssertionError("condition never became true")


def lasvegas_table(app):

    match = new_match("lasvegas", ["human", "normal"], 3, None)
    table = table_scene(app, match)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


def test_quit_to_menu_needs_two_clicks_within_real_seconds_even_at_instant_speed(app):
    app.speed = 25.0  # "Instant": 4 s of animation time pass in 0.16 s
    lasvegas_table(app)
    app.step(1 / 60, [esc()])
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    app.step(1 / 60, click_events(pause.quit_button.rect.center))
    assert pause.confirming
    for _ in range(60):  # one real second later: still waiting for the second click
        app.step(1 / 60, [])
    assert pause.confirming
    app.step(1 / 60, click_events(pause.quit_button.rect.center))
    assert isinstance(app.stack.top, MainMenuScene)


def test_the_confirmation_expires_after_its_real_seconds(app):
    app.speed = 25.0
    lasvegas_table(app)
    app.step(1 / 60, [esc()])
    pause = app.stack.top
    app.step(1 / 60, click_events(pause.quit_button.rect.center))
    for _ in range(int((CONFIRM_SECONDS + 0.5) * 60)):
        app.step(1 / 60, [])
    assert not pause.confirming and isinstance(app.stack.top, PauseScene)


def test_esc_on_a_hand_over_screen_pauses_without_showing_the_hand(app):
    seats = [Seat("Anna", None, 0), Seat("Benno", None, 1), Seat("Cleo", make_agent("cards", "normal", 1), 2)]
    match = Match(RULES.name, RULES, seats, 7)
    table = table_scene(app, match)
    app.stack.push(table)
    until(app, lambda: isinstance(app.stack.top, HandoverScene))
    handover = app.stack.top
    app.step(1 / 60, [esc()])
    assert isinstance(app.stack.top, PauseScene)
    assert table.parts.input.hand.cards == [] and table.viewer is None  # nothing of the hidden hand
    # drawing starts at the highest opaque scene: the hand-over screen, so the table under it stays hidden
    assert [sc for sc in app.stack.scenes if sc.opaque][-1] is handover
    app.step(1 / 60, [esc()])  # Esc again resumes
    assert app.stack.top is handover


def test_closing_the_window_during_a_game_asks_first(app):
    table = lasvegas_table(app)
    app.step(1 / 60, [close()])
    assert app.running and isinstance(app.stack.top, QuitConfirmScene)
    keep = app.stack.top.keep_button
    app.step(1 / 60, click_events(keep.rect.center))
    assert app.running and app.stack.top is table
    app.step(1 / 60, [close()])
    app.step(1 / 60, click_events(app.stack.top.quit_button.rect.center))
    assert not app.running


def test_a_second_close_while_asking_closes(app):
    lasvegas_table(app)
    app.step(1 / 60, [close()])
    assert app.running
    app.step(1 / 60, [close()])
    assert not app.running


def test_closing_the_window_over_the_pause_menu_asks_too(app):
    lasvegas_table(app)
    app.step(1 / 60, [esc()])
    app.step(1 / 60, [close()])
    assert app.running and isinstance(app.stack.top, QuitConfirmScene)


def test_closing_at_the_menu_or_in_autoplay_quits_at_once(app):
    app.stack.push(MainMenuScene(app))
    app.step(1 / 60, [close()])
    assert not app.running


def test_autoplay_never_asks(app):
    app.autoplay = True
    lasvegas_table(app)
    app.step(1 / 60, [close()])
    assert not app.running
