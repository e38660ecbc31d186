"""Damaged, foreign and locked history databases (issue 35): opening checks the schema, the layout and every
row; a damaged file is kept (set aside whole) and named, damaged rows are skipped and named, a locked file is
waited for and then reported busy, never set aside; the end of a game is recorded exactly once."""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from damage_kit import bounded

from vegas_desktop import cli
from vegas_desktop.history import db
from vegas_desktop.match import new_match
from vegas_desktop.saves import repair, store


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    monkeypatch.setattr(db, "BUSY_SECONDS", 0.3)
    return tmp_path


def _finished(seed: int, names: tuple[str, ...] = ("Ann", "Bo", "Cy")):
    match = new_match("lasvegas", ["random", "random", "random"], seed, names=list(names))
    match.run_agents()
    return match


def _real_history(games: int = 3) -> Path:
    history = db.History()
    for seed in range(games):
        history.record(_finished(seed), key=f"game-{seed}.json")
    history.close()
    return db.db_path()


def _sql(*statements: str) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        _real_history()
        conn = sqlite3.connect(path)
        for statement in statements:
            conn.execute(statement)
        conn.commit()
        conn.close()

    return make


def _bytes(content: bytes | Callable[[bytes], bytes]) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        if callable(content):
            _real_history()
            path.write_bytes(content(path.read_bytes()))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)

    return make


def _foreign(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE contacts (name TEXT)")
    conn.commit()
    conn.close()


def _old_layout(path: Path) -> None:
    """Says version 2 but its games table lacks columns."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE games (id INTEGER PRIMARY KEY, played TEXT); CREATE TABLE seats (game_id INTEGER);"
        "PRAGMA user_version = 2;"
    )
    conn.close()


def _middle_page_damaged(raw: bytes) -> bytes:
    page = 4096
    return raw[: 2 * page] + b"\xa5" * page + raw[3 * page :]


# whole-file damage: the file is set aside whole and a new history is started (message names the kept file)
SET_ASIDE: dict[str, Callable[[Path], None]] = {
    "text": _bytes(b"this is not a database at all\n" * 40),
    "binary": _bytes(bytes(range(256)) * 64),
    "truncated-half": _bytes(lambda raw: raw[: len(raw) // 2]),
    "truncated-header": _bytes(lambda raw: raw[:100]),
    "page-damaged": _bytes(_middle_page_damaged),
    "header-zeroed": _bytes(lambda raw: b"\x00" * 100 + raw[100:]),
    "foreign": _foreign,
    "layout": _old_layout,
    "newer": _sql(f"PRAGMA user_version = {db.SCHEMA_VERSION + 7}"),
    "negative-version": _sql("PRAGMA user_version = -3"),
    "seats-dropped": _sql("DROP TABLE seats"),
}
# damaged values: the file stays, the rows are skipped and named (ids)
SKIPPED: dict[str, Callable[[Path], None]] = {
    "unknown-game": _sql("UPDATE games SET game = 'chess' WHERE id = 1"),
    "seed-text": _sql("UPDATE games SET seed = 'seven' WHERE id = 1"),
    "rounds-not-json": _sql("UPDATE games SET rounds = '[[1,2' WHERE id = 1"),
    "rounds-nested": _sql(f"UPDATE games SET rounds = '{'[' * 100_000}{']' * 100_000}' WHERE id = 1"),
    "rounds-blob": _sql("UPDATE games SET rounds = x'00ff00' WHERE id = 1"),
    "seat-kind-alien": _sql("UPDATE seats SET kind = 'alien' WHERE game_id = 1 AND seat = 0"),
    "money-text": _sql("UPDATE seats SET money = 'lots' WHERE game_id = 1"),
    "seat-missing": _sql("DELETE FROM seats WHERE game_id = 1 AND seat = 1"),
    "undo-7": _sql("UPDATE games SET undo_used = 7 WHERE id = 1"),
    "name-blob": _sql("UPDATE seats SET name = x'0001' WHERE game_id = 1 AND seat = 2"),
}
# damaged values that are cleaned: the game is shown, its names and colours as typed ones would be
CLEANED: dict[str, Callable[[Path], None]] = {
    "name-nul": _sql("UPDATE seats SET name = 'A' || char(0) || 'nn' WHERE game_id = 1 AND seat = 0"),
    "name-controls": _sql("UPDATE seats SET name = char(27) || char(8238) WHERE game_id = 1 AND seat = 1"),
    "colour-99": _sql("UPDATE seats SET colour = 99 WHERE game_id = 1"),
    "log-nested": _sql(f"UPDATE games SET log = '{'[' * 100_000}{']' * 100_000}' WHERE id = 1"),
    "log-not-json": _sql("UPDATE games SET log = 'nonsense' WHERE id = 1"),
    "log-illegal": _sql("UPDATE games SET log = '[[0, 12345], [9, null]]' WHERE id = 1"),
    "empty-file": _bytes(b""),
}


def _use(history: db.History) -> list[db.GameRecord]:
    """Everything the history and statistics screens ask of a history."""
    records = history.games()
    for name in history.players():
        history.stats(name)
    for rec in records:
        log = history.log_of(rec.id)
        assert isinstance(log, list)
        for seat in rec.seats:
            assert "\x00" not in seat.name and seat.name
            assert 0 <= seat.colour < db.COLOURS
    return records


def _open() -> tuple[db.History, list[db.GameRecord]]:
    def run() -> tuple[db.History, list[db.GameRecord]]:
        history = db.History()
        try:
            return history, _use(history)
        finally:
            history.close()  # in the thread that opened it (sqlite3's rule)

    return bounded(run)


def test_there_are_enough_damaged_histories() -> None:
    assert len(SET_ASIDE) + len(SKIPPED) + len(CLEANED) + 2 >= 20  # + the two locks below


@pytest.mark.parametrize("name", list(SET_ASIDE))
def test_a_damaged_or_foreign_history_is_kept_whole_and_named(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = db.db_path()
    SET_ASIDE[name](path)
    before = path.read_bytes()
    history, records = _open()
    [kept] = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken-")]
    assert kept.read_bytes() == before, "set aside whole, not changed"
    assert history.notice and kept.name in history.notice and records == []
    # and `stats` says so in one line, without a traceback
    assert bounded(lambda: cli.main(["stats"])) == 0
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("name", list(SKIPPED))
def test_damaged_rows_are_skipped_and_named(name: str) -> None:
    path = db.db_path()
    SKIPPED[name](path)
    history, records = _open()
    assert history.skipped == [1] and history.notice and "(id 1)" in history.notice
    assert sorted(r.id for r in records) == [2, 3], "the other games are all there"
    assert not [p for p in path.parent.iterdir() if ".broken-" in p.name], "the file is not set aside"


@pytest.mark.parametrize("name", list(CLEANED))
def test_damaged_names_colours_and_logs_are_cleaned_not_fatal(name: str) -> None:
    path = db.db_path()
    CLEANED[name](path)
    history, records = _open()
    assert not [p for p in path.parent.iterdir() if ".broken-" in p.name]
    if name == "empty-file":
        assert records == [] and history.notice is None
        return
    assert history.notice is None and len(records) == 3
    [first] = [r for r in records if r.id == 1]
    if name == "name-nul":
        assert first.seats[0].name == "Ann"
    if name.startswith("log-"):
        reopened = db.History()
        assert reopened.log_of(1) == []
        reopened.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_in_place_of_the_history_is_never_opened() -> None:
    path = db.db_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    history, records = _open()
    [kept] = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken-")]
    assert history.notice and kept.name in history.notice and records == []


def _hold_lock(path: Path, release: threading.Event, started: threading.Event) -> None:
    conn = sqlite3.connect(path, timeout=0, isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    started.set()
    release.wait(60)  # bounded: a failing test never leaves the lock held
    conn.execute("ROLLBACK")
    conn.close()


class _Holder:
    """Another program holding the history locked until `join` lets go (or, with `seconds`, that long):
    the busy tests must not depend on how fast a loaded machine plays a game."""

    def __init__(self, seconds: float | None = None) -> None:
        started, self.release = threading.Event(), threading.Event()
        self.thread = threading.Thread(target=_hold_lock, args=(db.db_path(), self.release, started), daemon=True)
        self.thread.start()
        assert started.wait(10)
        if seconds is not None:
            threading.Timer(seconds, self.release.set).start()

    def join(self) -> None:
        self.release.set()
        self.thread.join()


def _locked_for(seconds: float | None = None) -> _Holder:
    return _Holder(seconds)


def test_a_history_locked_for_a_moment_is_waited_for() -> None:
    _real_history()
    holder = _locked_for(0.1)  # shorter than BUSY_SECONDS (0.3 here)
    history, records = _open()
    holder.join()
    assert not history.busy and history.notice is None and len(records) == 3


def test_a_history_locked_by_another_program_is_reported_busy_and_never_set_aside(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = _real_history()
    before = path.read_bytes()
    holder = _locked_for()  # until joined
    history, records = _open()
    assert history.busy and history.notice and "in use by another program" in history.notice and records == []
    assert bounded(lambda: cli.main(["stats"])) == 1
    err = capsys.readouterr().err
    assert "in use by another program" in err and err.count("\n") == 1
    holder.join()
    assert path.read_bytes() == before and not [p for p in path.parent.iterdir() if ".broken-" in p.name]
    assert len(db.History().games()) == 3  # all there once the other program lets go


def test_a_game_ending_while_the_history_is_busy_is_recorded_at_the_next_start() -> None:
    _real_history(0)
    match = new_match("lasvegas", ["random", "random", "random"], 41)
    saver = store.start_autosave(match)
    holder = _locked_for()  # until joined
    bounded(match.run_agents)
    assert saver.finished_path is not None and saver.finished_path.exists()
    assert saver.path.exists(), "the save stays until the game is in the history"
    holder.join()
    store.take_notices()
    assert bounded(repair.recover) == 1
    history = db.History()
    [rec] = history.games()
    assert history.keys() == {saver.finished_path.name} and rec.actions == len(match.log)
    assert not saver.path.exists()
    assert repair.recover() == 0 and len(history.games()) == 1  # never twice
    history.close()


def test_recording_is_keyed_by_the_game_and_adopts_rows_written_before_keys() -> None:
    match = _finished(5)
    history = db.History()
    first = history.record(match)  # as an older version wrote it: no key
    assert history.record(match, key="g.json") == first  # the same game: the old row gets the key
    assert history.record(match, key="g.json") == first
    assert len(history.games()) == 1 and history.keys() == {"g.json"}
    other = history.record(_finished(6), key="h.json")
    assert other != first and len(history.games()) == 2
    history.close()


def test_leftover_temporary_files_are_removed_at_the_start() -> None:
    for folder in (store.saves_dir(), store.finished_dir()):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / ".20260101T000000-lasvegas-1-abc.tmp").write_text('{"half": ')
    keep = store.saves_dir() / "notes.tmp"  # not ours (no leading dot): left alone
    keep.write_text("x")
    repair.recover()
    assert not list(store.saves_dir().glob(".*.tmp")) and not list(store.finished_dir().glob(".*.tmp"))
    assert keep.exists()


def test_the_history_scene_shows_skipped_rows_without_failing() -> None:
    """The history screen opens on a history with damaged rows and says which were skipped."""
    import pygame

    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.history import HistoryScene

    SKIPPED["rounds-nested"](db.db_path())
    app = App()
    try:
        scene = HistoryScene(app)
        app.stack.push(scene)
        app.step(1 / 30)
        scene.draw(pygame.Surface((1280, 720)))
        assert len(scene.records) == 2
        assert any("(id 1)" in n for n in app.notices)
    finally:
        while app.stack.scenes:
            app.stack.pop()


def test_watching_a_game_whose_stored_log_does_not_replay_shows_its_opening() -> None:
    """Watch on a row whose log is valid JSON but not the game's moves opens the table at the start."""
    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.history import HistoryScene

    CLEANED["log-illegal"](db.db_path())
    app = App()
    try:
        scene = HistoryScene(app)
        app.stack.push(scene)
        app.step(1 / 30)
        [damaged] = [r for r in scene.records if r.id == 1]
        scene.watch(damaged)
        table = app.stack.top
        assert table is not scene and len(table.replay.actions) == 0
        app.step(1 / 30)
        [good] = [r for r in scene.records if r.id == 2]
        scene.watch(good)
        assert len(app.stack.top.replay.actions) == good.actions > 0
    finally:
        while app.stack.scenes:
            app.stack.pop()


def test_a_lock_taken_after_opening_gives_an_empty_answer_and_says_busy() -> None:
    _real_history()

    def run() -> tuple[list[db.GameRecord], list[list[object]], str | None, list[db.GameRecord]]:
        history = db.History()
        try:
            holder = _locked_for(1.0)
            records, log, notice = history.games(), history.log_of(1), history.notice
            holder.join()
            return records, log, notice, history.games()
        finally:
            history.close()

    records, log, notice, later = bounded(run)
    assert records == [] and log == [] and notice and "in use by another program" in notice
    assert len(later) == 3, "all there once the lock is gone"


@pytest.mark.parametrize(
    "damage",
    [
        "UPDATE games SET options = 'bogus' WHERE id = 1",
        "UPDATE games SET options = 'kickers=99' WHERE id = 1",
        "DELETE FROM seats WHERE game_id = 1",
        "DELETE FROM seats WHERE game_id = 1 AND seat > 0",
    ],
    ids=["options-bogus", "options-out-of-range", "no-seats", "one-seat"],
)
def test_watching_a_row_whose_game_cannot_be_set_up_says_so_instead_of_crashing(damage: str) -> None:
    """History → Watch on a row whose options do not parse, or with 0 or 1 seat rows (as after migrating an old
    history): one clear line in the window naming the game, and the history screen stays."""
    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.history import HistoryScene

    _sql(damage)(db.db_path())
    app = App()
    try:
        scene = HistoryScene(app)
        app.stack.push(scene)
        app.step(1 / 30)
        app.notices.clear()
        [damaged] = [r for r in scene.records if r.id == 1]
        scene.watch(damaged)
        assert app.stack.top is scene
        [notice] = app.notices
        assert "cannot be watched" in notice and damaged.played.replace("T", " ")[:16] in notice
        assert "\n" not in notice
        app.notices.clear()
        app.step(1 / 30)
        [good] = [r for r in scene.records if r.id == 2]
        scene.watch(good)  # the others still open
        assert app.stack.top is not scene and len(app.stack.top.replay.actions) == good.actions
    finally:
        while app.stack.scenes:
            app.stack.pop()
