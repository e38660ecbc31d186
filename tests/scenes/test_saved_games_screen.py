"""The saved games screen lists files set aside as unreadable with their reason, and Continue names its players."""

from __future__ import annotations

import json

import pygame

from vegas_desktop.match import new_match
from vegas_desktop.saves import store
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.saved_games import SavedGamesScene


def test_unreadable_files_stay_listed_with_their_reason_and_can_be_deleted(app, drive) -> None:
    store.autosave(new_match("lasvegas", ["human", "normal"], 5, names=["Ann", "Cpu"]))
    folder = store.saves_dir()
    (folder / "future.json").write_text(json.dumps({"kind": store.KIND, "format": store.FORMAT + 3}))
    (folder / "foreign.json").write_text(json.dumps({"hello": "world"}))
    app.stack.push(MainMenuScene(app))  # the menu sets the two aside (and says so once, in one line)
    drive.frames(1)
    [notice] = [n for n in app.notices if "could not be read" in n]
    assert "future.json.broken-" in notice and "foreign.json.broken-" in notice
    app.notices.clear()
    screen = SavedGamesScene(app)
    app.stack.push(screen)
    drive.frames(1)
    unreadable = [e for e in screen.entries if e.saved is None]
    assert len(unreadable) == 2 and len(screen.resume_buttons) == 1 and len(screen.delete_buttons) == 3
    reasons = " ".join(e.problem for e in unreadable)
    assert "newer version" in reasons and "not a Vegas Desktop save" in reasons
    assert all(e.path.exists() and ".broken-" in e.path.name for e in unreadable)
    screen.draw(pygame.Surface((1280, 720)))
    # the player may delete a set-aside file: asked first, then gone
    row = screen.entries.index(unreadable[0])
    drive.click_widget(screen.delete_buttons[row])
    assert unreadable[0].path.exists()
    drive.click_widget(screen.delete_buttons[row])
    assert not unreadable[0].path.exists()
    assert len([e for e in screen.entries if e.saved is None]) == 1


def test_continue_names_the_players_and_when(app, drive) -> None:
    store.autosave(new_match("cards", ["human", "hard", "easy"], 5, names=["Ann", "Bob", "Cy"]))
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.frames(1)
    assert menu.continue_button is not None
    detail = menu.continue_detail()
    assert detail.startswith("Ann, Bob (Hard), Cy (Easy) · saved ")
    # the line sits between Continue and the row below it
    assert menu.continue_button.rect.bottom < menu.new_button.rect.top - 20


def test_a_set_aside_file_that_reads_again_is_resumed_and_put_back(app, drive) -> None:
    from vegas_desktop.saves.files import move_aside
    from vegas_desktop.scenes.table.base import TableScene

    match = new_match("lasvegas", ["human", "easy"], 9, names=["Ann", "Cpu"])
    saver = store.autosave(match)
    kept = move_aside(saver.path)
    assert kept is not None
    screen = SavedGamesScene(app)
    app.stack.push(screen)
    drive.frames(1)
    [entry] = screen.entries
    assert entry.saved is not None and entry.kept == kept
    screen.draw(pygame.Surface((1280, 720)))
    drive.click_widget(screen.resume_buttons[0])
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.log == match.log
    assert saver.path.exists() and not kept.exists()
    assert store.latest_unfinished() is not None


def test_a_save_that_failed_during_the_game_is_told_at_the_menu(app, drive, monkeypatch) -> None:
    import os

    store.take_notices()
    match = new_match("lasvegas", ["random", "random"], 9)
    store.autosave(match)

    def full(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(os, "replace", full)
        seat, action = match.next_step()
        match.play(seat, action)
    app.stack.push(MainMenuScene(app))
    drive.frames(1)
    assert any("could not be saved" in n for n in app.notices)
