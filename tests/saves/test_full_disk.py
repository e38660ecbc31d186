"""A full disk when a game ends: the finished game is not lost. It is kept in memory and said so in one line, then
written (finished file and history row) at the next save that works, or when the window closes; only if even
that fails is it named on the way out."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest

from vegas_desktop.app import main
from vegas_desktop.history import db
from vegas_desktop.match import Match, new_match
from vegas_desktop.saves import autosave, store


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(autosave, "_unwritten", [])
    return tmp_path


class Disk:
    """`write_json_atomic` as the autosave sees it, failing with ENOSPC while `full`."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        real = autosave.write_json_atomic

        def write(path: Path, data: Any) -> None:
            if self.full:
                raise OSError(errno.ENOSPC, "No space left on device")
            real(path, data)

        monkeypatch.setattr(autosave, "write_json_atomic", write)


def _play_to_the_end(disk: Disk) -> tuple[Match, store.Autosave]:
    match = new_match("lasvegas", ["human", "random", "random"], 5, names=["Ann", "Bo", "Cy"])
    saver = store.start_autosave(match)
    while not match.over:  # ends: every pass plays at least one action of a finite game
        match.run_agents()
        if match.over:
            break
        legal = match.legal(0)
        if len(match.log) > 20:
            disk.full = True  # the disk fills up before the last action
        match.play(0, match.forced_action(0) or legal[0])
    return match, saver


def _recorded() -> int:
    history = db.History()
    try:
        return len(history.games())
    finally:
        history.close()


def test_a_finished_game_that_could_not_be_written_is_kept_and_written_at_the_next_save(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    disk = Disk(monkeypatch)
    match, saver = _play_to_the_end(disk)
    finished = store.finished_dir() / saver.path.name
    assert not finished.exists()
    notices = store.take_notices()
    assert any("kept" in n and "\n" not in n for n in notices), notices
    disk.full = False
    other = new_match("lasvegas", ["human", "random"], 9)
    store.start_autosave(other)  # the next save that works writes the kept game too
    assert finished.exists() and store.read(finished).finished
    assert store.load(finished)[0].log == match.log
    assert _recorded() == 1 and not saver.path.exists()
    assert any(saver.path.name in n and "saved after all" in n for n in store.take_notices())
    assert autosave.write_pending() == []


def test_a_finished_game_kept_in_memory_is_written_when_the_window_closes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    disk = Disk(monkeypatch)
    match, saver = _play_to_the_end(disk)
    finished = store.finished_dir() / saver.path.name
    disk.full = False

    class Window:  # what run_window needs of an App
        running = True
        exit_code = 0

        def run(self, first: object) -> int:
            return 0

        def quit(self, code: int = 0) -> None:
            self.running = False

    assert main.run_window(Window(), object()) == 0
    assert finished.exists() and store.load(finished)[0].log == match.log and _recorded() == 1
    assert capsys.readouterr().err == ""


def test_a_finished_game_that_still_cannot_be_written_on_closing_is_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    disk = Disk(monkeypatch)
    _, saver = _play_to_the_end(disk)

    class Window:
        running = True
        exit_code = 0

        def run(self, first: object) -> int:
            return 0

    main.run_window(Window(), object())
    [line] = capsys.readouterr().err.splitlines()
    assert saver.path.name in line and "No space left" in line
