"""Never lose a game: Continue after leaving mid-game (every game on screen), and Ctrl+Z at the table."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop import games
from vegas_desktop.app import settings
from vegas_desktop.app.settings import SeatSetting
from vegas_desktop.saves import store
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.pause import PauseScene
from vegas_desktop.scenes.setup import SetupScene
from vegas_desktop.scenes.table.base import TableScene


def _start(app, game: str, humans: int = 1) -> TableScene:
    s = settings.for_app(app)
    s.game = game
    s.seats = [SeatSetting(human=i < humans, level="normal", name=f"P{i}", colour=i) for i in range(3)]
    s.seed = "17"
    app.stack.push(MainMenuScene(app))
    setup = SetupScene(app)
    app.stack.push(setup)
    assert setup.start()
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


def _until_human(app, drive, table: TableScene, moves: int) -> None:
    """Let the computers play and the human take `moves` decisions (their first legal choice)."""
    made = 0
    for _ in range(4000):  # a step limit: the game advances every few frames
        seat = table.human_seat()
        if seat is not None:
            if made == moves:
                return
            table.play(seat, table.match.legal(seat)[0])
            made += 1
        drive.frames(2, dt=0.2)
    raise AssertionError("the human never got a turn")


@pytest.mark.parametrize("game", games.game_names())
def test_continue_resumes_the_game_left_mid_way(app, drive, game: str) -> None:
    app.speed = 30.0
    table = _start(app, game)
    _until_human(app, drive, table, 2)
    log = list(table.match.log)
    assert store.latest_unfinished() is not None
    app.stack.push(PauseScene(app))
    drive.frames(1)
    pause = app.stack.top
    pause.quit_to_menu()
    pause.quit_to_menu()  # the second click leaves
    menu = app.stack.top
    assert isinstance(menu, MainMenuScene) and menu.continue_button is not None
    drive.click_widget(menu.continue_button)
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed.match.game == game
    assert resumed.match.log == log
    assert resumed.match.to_act() == table.match.to_act()


def test_ctrl_z_takes_back_the_humans_move_with_the_same_dice(app, drive) -> None:
    app.speed = 30.0
    table = _start(app, "lasvegas")
    _until_human(app, drive, table, 0)
    seat = table.human_seat()
    assert seat is not None
    table.play(seat, table.match.legal(seat)[0])  # the throw
    _until_human(app, drive, table, 0)
    thrown = table.match.state.throw
    seat = table.human_seat()
    table.play(seat, table.match.legal(seat)[-1])  # place some dice
    drive.frames(20, dt=0.2)
    ctrl_z = {"key": pygame.K_z, "mod": pygame.KMOD_CTRL, "unicode": "", "scancode": 0}
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, ctrl_z)])
    back = app.stack.top
    assert isinstance(back, TableScene) and back is not table
    assert back.match.state.throw == thrown  # the very dice the human was placing
    assert back.human_seat() == seat
    saved = store.latest_unfinished()
    assert saved is not None and saved.saved is not None and saved.saved.undo_used
    assert len(saved.saved.actions) == len(back.match.log)


def test_undo_is_refused_in_hot_seat(app, drive) -> None:
    app.speed = 30.0
    table = _start(app, "lasvegas", humans=2)
    _until_human(app, drive, table, 1)
    assert table.undo_problem() == "undo.hotseat"
    assert not table.undo()
    app.stack.push(PauseScene(app))
    drive.frames(1)
    assert not app.stack.top.undo_button.is_enabled


def test_saved_games_list_resumes_and_deletes_after_a_confirmation(app, drive) -> None:
    from vegas_desktop.match import new_match
    from vegas_desktop.scenes.saved_games import SavedGamesScene

    first = new_match("lasvegas", ["human", "normal"], 5, names=["Ann", "Cpu"])
    store.start_autosave(first)
    second = new_match("cards", ["human", "easy"], 6, names=["Ann", "Cpu"])
    store.start_autosave(second)
    bad = store.saves_dir() / "zz-broken.json"
    bad.write_text("{ broken")
    app.stack.push(MainMenuScene(app))
    drive.frames(1)
    # the damaged file is named in a notice (and kept aside); a click puts the notice away
    assert any("zz-broken.json" in n for n in app.notices)
    assert bad.exists() is False and list(store.saves_dir().glob("zz-broken.json.broken-*"))
    drive.click((640, 360))
    drive.click_widget(app.stack.top.saved_button)
    saved = app.stack.top
    assert isinstance(saved, SavedGamesScene)
    assert len([e for e in saved.entries if e.saved is not None]) == 2
    drive.click_widget(saved.delete_buttons[0])  # asks first
    assert len([e for e in store.list_saves() if e.saved]) == 2
    drive.click_widget(saved.delete_buttons[0])  # the second click deletes
    assert len([e for e in store.list_saves() if e.saved]) == 1
    drive.click_widget(saved.resume_buttons[0])
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.game in ("lasvegas", "cards")


def test_the_setup_switch_turns_undo_off_and_is_only_offered_against_the_computer(app, drive) -> None:
    s = settings.for_app(app)
    s.game = "lasvegas"
    s.seats = [SeatSetting(human=i == 0, level="normal", name=f"P{i}", colour=i) for i in range(3)]
    app.stack.push(MainMenuScene(app))
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    assert setup.undo_button.visible
    drive.click_widget(setup.undo_button)
    assert s.undo is False
    assert setup.start()
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.undo_allowed is False
    assert store.latest_unfinished().saved.undo_allowed is False
    app.speed = 30.0
    _until_human(app, drive, table, 1)
    assert table.undo_problem() == "undo.off" and not table.undo()
    # hot-seat: the switch is not offered at all
    s.seats = [SeatSetting(human=True, level="normal", name=f"P{i}", colour=i) for i in range(2)]
    again = SetupScene(app)
    app.stack.push(again)
    drive.frames(1)
    assert not again.undo_button.visible


def test_ctrl_z_works_at_the_cash_and_run_table_too(app, drive) -> None:
    app.speed = 30.0
    table = _start(app, "cashrun")
    _until_human(app, drive, table, 2)
    log = len(table.match.log)
    ctrl_z = {"key": pygame.K_z, "mod": pygame.KMOD_CTRL, "unicode": "", "scancode": 0}
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, ctrl_z)])
    back = app.stack.top
    assert isinstance(back, TableScene) and back is not table and len(back.match.log) < log
