"""Files set aside as unreadable stay findable: listed with their reason, and resumable once they read again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vegas_desktop.match import new_match
from vegas_desktop.saves import savefile, store
from vegas_desktop.saves.files import move_aside


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def test_a_future_save_is_set_aside_then_reads_again_in_the_version_that_wrote_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    match = new_match("lasvegas", ["human", "easy"], 8, names=["Ann", "Cpu"])
    saver = store.autosave(match)
    match.run_agents()
    match.play(0, match.legal(0)[0])
    data = json.loads(saver.path.read_text())
    data["format"] = store.FORMAT + 1  # written by a newer version of the game
    saver.path.write_text(json.dumps(data))
    [listed] = store.list_saves()
    assert listed.saved is None and "newer version" in listed.problem and listed.kept is not None
    [kept] = store.list_kept_aside()
    assert kept.saved is None and "newer version" in kept.problem
    # the newer version (here: this one reading that format) finds it among the set-aside files, resumable
    monkeypatch.setattr(savefile, "FORMAT", store.FORMAT + 1)
    [kept] = store.list_kept_aside()
    assert kept.saved is not None and kept.saved.actions == data["actions"]
    path = store.reinstate(kept)
    assert path.name == saver.path.name and not kept.path.exists()
    assert [e.path for e in store.list_saves()] == [path]


def test_reinstate_never_overwrites_a_save(private_home: Path) -> None:
    match = new_match("cards", ["human", "easy"], 8)
    saver = store.autosave(match)
    copy = saver.path.read_bytes()
    kept = move_aside(saver.path)
    assert kept is not None
    saver.path.write_bytes(copy)  # a save of the same name appeared since
    [entry] = store.list_kept_aside()
    path = store.reinstate(entry)
    assert path != saver.path and saver.path.read_bytes() == copy and path.read_bytes() == copy


def test_finished_games_set_aside_are_not_offered_to_resume() -> None:
    match = new_match("cards", ["random", "random"], 8)
    saver = store.autosave(match)
    match.run_agents()
    assert saver.finished_path is not None
    folder = store.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "done.json.broken-20260101-000000"
    target.write_bytes(saver.finished_path.read_bytes())
    assert store.list_kept_aside() == []


def test_a_failed_write_and_a_reset_history_are_told_once(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from vegas_desktop.history import db

    store.take_notices()
    match = new_match("cards", ["random", "random"], 8)
    saver = store.autosave(match)

    def full(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as m:
        m.setattr(os, "replace", full)
        for _ in range(3):
            seat, action = match.next_step() or (0, None)
            match.play(seat, action)
    [notice] = store.take_notices()
    assert "could not be saved" in notice and "No space left" in notice
    assert store.take_notices() == []
    # the disk has room again: saving goes on by itself; a damaged history is set aside when the game ends
    path = db.db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"garbage" * 50)
    match.run_agents()
    assert saver.problem is None and saver.finished_path is not None
    [notice] = store.take_notices()
    assert "history could not be read" in notice
    assert len(db.History().games()) == 1
