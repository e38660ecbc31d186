"""Damaged saves and finished games (issue 35): whatever a file holds, the game neither stops nor hangs, the file is
kept (set aside, never deleted) and the message names it. 70+ damaged files, each read the three ways the player
meets them: Continue (`find_latest`, the menu and `--continue`), `vegas-desktop replay FILE`, and the start that
records finished games (`recover`)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from damage_kit import SPECIAL, bounded, finished_save, good_save, special
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop import cli
from vegas_desktop.saves import recover, repair, store

DEEP = 100_000


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _edit(change: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], bytes]:
    def make(save: dict[str, Any]) -> bytes:
        data = json.loads(json.dumps(save))
        change(data)
        return json.dumps(data, ensure_ascii=False).encode("utf-8")

    return make


def _set(*path: Any, value: Any) -> Callable[[dict[str, Any]], bytes]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return _edit(change)


def _raw(text: str | bytes) -> Callable[[dict[str, Any]], bytes]:
    return lambda save: text.encode("utf-8") if isinstance(text, str) else text


def _cut(fraction: float) -> Callable[[dict[str, Any]], bytes]:
    return lambda save: json.dumps(save).encode()[: int(len(json.dumps(save)) * fraction)]


def _spliced(fragment: str, field: str) -> Callable[[dict[str, Any]], bytes]:
    """`field`'s value replaced by raw JSON text (nesting far too deep for any decoder to build)."""

    def make(save: dict[str, Any]) -> bytes:
        marker = "__SPLICE__"
        data = json.loads(json.dumps(save))
        if field == "action":
            data["actions"][0][1] = marker
        elif field == "name":
            data["seats"][0]["name"] = marker
        else:
            data[field] = marker
        return json.dumps(data).replace(json.dumps(marker), fragment).encode()

    return make


NESTED = "[" * DEEP + "]" * DEEP
NESTED_OBJ = '{"a":' * DEEP + "1" + "}" * DEEP

# name -> bytes made from a good save (70 kinds of damage; the special files come below)
DAMAGED: dict[str, Callable[[dict[str, Any]], bytes]] = {
    **{f"truncated-{n}": _cut(n / 12) for n in range(12)},  # 0 bytes up to 11/12 of the file
    "nested-whole": _raw(NESTED),
    "nested-object": _raw(NESTED_OBJ),
    "nested-action": _spliced(NESTED, "action"),
    "nested-name": _spliced(NESTED, "name"),
    "nested-options": _spliced(NESTED_OBJ, "options"),
    "nested-seats": _spliced(NESTED, "seats"),
    "nested-40-action": _spliced("[" * 40 + "]" * 40, "action"),
    "nul-name": _set("seats", 0, "name", value="A\x00nn"),
    "nul-only-name": _set("seats", 1, "name", value="\x00\x00"),
    "control-name": _set("seats", 2, "name", value="\u202e\u200b\x1b[31mred\n"),
    "nul-options": _set("options", value="biggy\x00"),
    "nul-game": _set("game", value="lasvegas\x00"),
    "nul-created": _set("created", value="2026\x00-01"),
    "surrogate-name": _raw(
        '{"kind":"vegas-desktop-save","format":1,"game":"lasvegas","seed":1,"actions":[],'
        '"seats":[{"name":"\\ud800","kind":"human","colour":0},'
        '{"name":"B","kind":"easy","colour":1}]}'
    ),
    "game-int": _set("game", value=7),
    "game-unknown": _set("game", value="chess"),
    "seats-str": _set("seats", value="three"),
    "seats-empty": _set("seats", value=[]),
    "seats-ints": _set("seats", value=[1, 2, 3]),
    "seats-too-many": _set("seats", value=[{"name": "x", "kind": "easy", "colour": 0}] * 40),
    "seat-name-int": _set("seats", 0, "name", value=12),
    "seat-kind-alien": _set("seats", 1, "kind", value="alien"),
    "seat-kind-list": _set("seats", 1, "kind", value=["hard"]),
    "colour-str": _set("seats", 0, "colour", value="red"),
    "colour-99": _set("seats", 0, "colour", value=99),
    "colour-negative": _set("seats", 0, "colour", value=-1),
    "colour-float": _set("seats", 0, "colour", value=1.5),
    "colour-clash": _set("seats", 1, "colour", value=0),
    "actions-dict": _set("actions", value={"0": 1}),
    "actions-str": _set("actions", value="everything"),
    "action-not-pair": _set("actions", 0, value=[0]),
    "action-seat-7": _set("actions", 0, 0, value=7),
    "action-seat-negative": _set("actions", 0, 0, value=-1),
    "action-seat-bool": _set("actions", 0, 0, value=True),
    "action-unknown-type": _set("actions", 0, 1, value={"$": "os.system", "command": "rm"}),
    "action-wrong-fields": _set("actions", 0, 1, value={"$": "Place", "nothing": 1}),
    "action-illegal": _edit(lambda d: d["actions"].append(d["actions"][0])),
    "action-number": _set("actions", 0, 1, value=123456789),
    "seed-str": _set("seed", value="seven"),
    "seed-float": _set("seed", value=7.5),
    "seed-huge": _set("seed", value=10**30),
    "seed-bool": _set("seed", value=True),
    "seed-digits": _raw('{"kind":"vegas-desktop-save","format":1,"game":"lasvegas","seed":' + "9" * 5000 + "}"),
    "seed-nan": _raw('{"kind":"vegas-desktop-save","format":1,"game":"lasvegas","seed":NaN,"seats":[],"actions":[]}'),
    "colour-infinity": _raw(
        '{"kind":"vegas-desktop-save","format":1,"game":"lasvegas","seed":1,"actions":[],'
        '"seats":[{"name":"A","kind":"human","colour":Infinity},{"name":"B","kind":"easy","colour":1}]}'
    ),
    "format-str": _set("format", value="1"),
    "format-future": _set("format", value=99),
    "format-negative": _set("format", value=-4),
    "kind-missing": _edit(lambda d: d.pop("kind")),
    "finished-str": _set("finished", value="yes"),
    "undo-int": _set("undo_allowed", value=2),
    "round-str": _set("round", value="three"),
    "options-unknown": _set("options", value="teleport"),
    "options-list": _set("options", value=["biggy"]),
    "options-contradiction": _set("options", value="kickers=1,kickers=2"),
    "no-actions-key": _edit(lambda d: d.pop("actions")),
    "no-seed-key": _edit(lambda d: d.pop("seed")),
    "top-list": _raw("[1, 2, 3]"),
    "top-string": _raw('"vegas-desktop-save"'),
    "top-null": _raw("null"),
    "binary": _raw(bytes(range(256)) * 8),
    "utf16": lambda save: json.dumps(save).encode("utf-16"),
    "latin1-garbage": _raw(b"\xff\xfe\xfd" * 300),
    "zeros": _raw(b"\x00" * 4096),
}


def _special(kind: str, path: Path, tmp: Path) -> None:
    """Something that is not a regular file where a save is expected."""
    special(kind, path, tmp, store.MAX_FILE_BYTES)


needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo") or sys.platform == "win32", reason="no FIFOs here")


def _place(name: str, folder: Path, save: dict[str, Any], tmp: Path) -> tuple[Path, bytes | None]:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"20300101T000000-{name}.json"  # newer than any real save
    if name in SPECIAL:
        _special(name, path, tmp)
        return path, None
    raw = DAMAGED[name](save)
    path.write_bytes(raw)
    return path, raw


def _kept_beside(path: Path) -> list[Path]:
    return [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken-")]


def _assert_kept(path: Path, raw: bytes | None) -> Path:
    """The file was set aside under a `.broken-` name, whole: never deleted, never changed."""
    [kept] = _kept_beside(path)
    assert not os.path.lexists(path)
    if raw is not None:
        assert kept.read_bytes() == raw
    else:
        assert os.path.lexists(kept)
    return kept


ALL = [*DAMAGED, *SPECIAL]
# damage that is cleaned rather than refused: names and colours go through the typed input's rules, an unreadable
# round count is left out; such a save opens (test_names_and_colours_from_disk_are_cleaned_like_typed_ones)
CLEANED = {
    "nul-name",
    "nul-only-name",
    "control-name",
    "nul-created",
    "seat-name-int",
    "surrogate-name",
    "round-str",
    "colour-str",
    "colour-99",
    "colour-negative",
    "colour-float",
    "colour-clash",
    "colour-infinity",
}
REFUSED = [n for n in ALL if n not in CLEANED]


def _params(names: list[str]) -> list[Any]:
    return [pytest.param(n, marks=needs_fifo) if "fifo" in n else n for n in names]


def test_there_are_enough_kinds_of_damage() -> None:
    assert len(ALL) >= 60


@pytest.mark.parametrize("name", _params(REFUSED))
def test_continue_sets_the_damaged_newest_save_aside_names_it_and_offers_the_one_before(
    name: str, tmp_path: Path
) -> None:
    older = store.start_autosave(store.restore(store.parse(good_save())))  # a good, older game
    os.utime(older.path, (1_000_000_000, 1_000_000_000))
    newer = {**good_save(), "updated": "2030-01-01T00:00:00"}
    path, raw = _place(name, store.saves_dir(), newer, tmp_path)
    entry, message = bounded(lambda: recover.find_latest())
    assert entry is not None and entry.path == older.path, "the good game is offered"
    kept = _assert_kept(path, raw)
    assert message is not None and kept.name in message and message.count("\n") == 0
    assert "\x00" not in message
    assert "here is the one before it" in message
    again, said = bounded(lambda: recover.find_latest())  # once: the next look has nothing more to say
    assert again is not None and again.path == older.path and said is None


@pytest.mark.parametrize("name", _params(REFUSED))
def test_replay_of_a_damaged_finished_game_says_what_is_wrong_in_one_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, raw = _place(name, store.finished_dir(), finished_save(), tmp_path)
    code = bounded(lambda: _cli(["replay", str(path)]))
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and str(path) in err and "Traceback" not in err
    assert os.path.lexists(path) and (raw is None or path.read_bytes() == raw)  # replay only reads


@pytest.mark.parametrize("name", _params(REFUSED))
def test_the_start_sets_a_damaged_finished_game_aside_and_names_it(name: str, tmp_path: Path) -> None:
    path, raw = _place(name, store.finished_dir(), finished_save(), tmp_path)
    added = bounded(repair.recover)
    assert added == 0
    kept = _assert_kept(path, raw)
    [notice] = store.take_notices()
    assert kept.name in notice and "\n" not in notice


def _read_placed(name: str) -> store.SavedGame:
    folder = store.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    path.write_bytes(DAMAGED[name](good_save()))
    return store.read(path)


def _cli(argv: list[str]) -> int:
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


def test_names_and_colours_from_disk_are_cleaned_like_typed_ones() -> None:
    from vegas_desktop.app.names import clean_name

    for name in sorted(CLEANED):
        saved = bounded(lambda name=name: _read_placed(name))
        for seat in saved.seats:
            assert seat.name and seat.name == clean_name(seat.name) and "\x00" not in seat.name
        assert sorted(s.colour for s in saved.seats) == sorted({s.colour for s in saved.seats})
        assert all(0 <= s.colour < store.COLOURS for s in saved.seats)
        assert "\x00" not in saved.created
        match = store.restore(saved)  # and the game itself is intact
        assert [s.name for s in match.seats] == [s.name for s in saved.seats]
    saved = store.parse(json.loads(DAMAGED["nul-name"](good_save())))
    assert saved.seats[0].name == "Ann"


def test_the_menu_draws_a_save_whose_names_held_nul_and_control_characters() -> None:
    """What crashed the text renderer (ValueError: embedded null character) now draws."""
    import pygame

    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.menu import MainMenuScene

    data = json.loads(DAMAGED["nul-name"](good_save()))
    data["seats"][1]["name"] = "\x00"
    data["seats"][2]["name"] = "B\x00\u202eo\u200b"
    store.saves_dir().mkdir(parents=True)
    (store.saves_dir() / "20300101T000000-lasvegas-7.json").write_text(json.dumps(data))
    app = App()
    try:
        menu = MainMenuScene(app)
        app.stack.push(menu)
        app.step(1 / 30)
        assert menu.resumable is not None and menu.continue_button is not None
        menu.draw(pygame.Surface((1280, 720)))
        assert "\x00" not in menu.continue_detail()
    finally:
        while app.stack.scenes:
            app.stack.pop()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_byte_damage_gives_a_save_error_or_a_good_game(data: st.DataObject) -> None:
    """Random cuts, flips and insertions anywhere in a real save: the reader answers with SaveError or a save
    that replays; nothing else escapes."""
    raw = bytearray(json.dumps(good_save()).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        how = data.draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        if how == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif how == "cut":
            del raw[at:]
        elif how == "insert":
            raw[at:at] = data.draw(st.sampled_from([b"[", b"{", b"\x00", b'"', b"-1", b"1e999", b"null"]))
        else:
            del raw[at]
        if not raw:  # the next damage needs a byte to work on
            raw += b"{"
    folder = store.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "fuzz.json"
    path.write_bytes(bytes(raw))
    try:
        store.restore(bounded(lambda: store.read(path)))
    except store.SaveError as exc:
        assert str(exc) and "\x00" not in str(exc)
    finally:
        path.unlink()


@pytest.mark.parametrize("name", _params(["fifo", "folder", "link-loop", "nested-action", "action-illegal"]))
def test_the_saved_games_list_names_every_file_set_aside(name: str, tmp_path: Path) -> None:
    newer = {**good_save(), "updated": "2030-01-01T00:00:00"}
    path, _ = _place(name, store.saves_dir(), newer, tmp_path)
    bounded(recover.find_latest)
    [kept] = _kept_beside(path)
    listed = bounded(store.list_kept_aside)
    [entry] = [e for e in listed if e.path == kept]
    assert entry.saved is None and entry.problem and "\x00" not in entry.problem


def test_the_menu_says_once_in_one_line_which_save_was_kept_and_continues_the_one_before(tmp_path: Path) -> None:
    import pygame

    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.menu import MainMenuScene

    older = store.start_autosave(store.restore(store.parse(good_save())))
    newer = {**good_save(), "updated": "2030-01-01T00:00:00"}
    path, _ = _place("nested-action", store.saves_dir(), newer, tmp_path)
    app = App()
    try:
        menu = MainMenuScene(app)
        app.stack.push(menu)
        app.step(1 / 30)
        [kept] = _kept_beside(path)
        [notice] = app.notices
        assert kept.name in notice and "here is the one before it" in notice and "\n" not in notice
        assert menu.resumable is not None and menu.resumable.path == older.path
        menu.draw(pygame.Surface((1280, 720)))
        menu.on_resume()  # back at the menu later: nothing more to say
        assert app.notices == [notice]
    finally:
        while app.stack.scenes:
            app.stack.pop()


def test_resuming_a_save_that_does_not_replay_keeps_it_and_says_where(tmp_path: Path) -> None:
    """The saved games screen's Resume on a save whose log broke after it was listed."""
    path, raw = _place("action-illegal", store.saves_dir(), good_save(), tmp_path)
    [entry] = [e for e in store.list_saves() if e.path == path]
    assert entry.saved is not None  # it reads: only replaying it shows the damage
    with pytest.raises(store.SaveError) as caught:
        bounded(lambda: store.resume(entry))
    kept = _assert_kept(path, raw)
    assert kept.name in str(caught.value) and "move" in str(caught.value)


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The App of each window the command opens, its loop cut to a few frames."""
    from vegas_desktop.app.app import App

    seen: list[Any] = []
    real = App.run

    def run(self, first, max_frames=None, max_seconds=None):  # noqa: ANN001, ANN202
        seen.append(self)
        try:
            return real(self, first, max_frames=3)
        finally:
            while self.stack.scenes:
                self.stack.pop()

    monkeypatch.setattr(App, "run", run)
    return seen


@pytest.mark.parametrize("name", _params(["truncated-6", "fifo", "binary", "link-to-dev-zero"]))
def test_continue_says_which_finished_game_it_set_aside(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], opened: list[Any]
) -> None:
    """The start's repair sets a damaged finished game aside: `--continue` says so (and still says there is
    nothing to continue), in one line naming the file and where it is kept."""
    path, raw = _place(name, store.finished_dir(), finished_save(), tmp_path)
    assert bounded(lambda: _cli(["--continue"])) == 2
    kept = _assert_kept(path, raw)
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 2 and path.name in lines[0] and kept.name in lines[0]
    assert "no unfinished game to continue" in lines[1]
    assert store.take_notices() == [] and opened == []


def test_continue_shows_the_finished_game_it_set_aside_in_the_window_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], opened: list[Any]
) -> None:
    store.start_autosave(store.restore(store.parse(good_save())))  # a game to continue
    path, raw = _place("truncated-6", store.finished_dir(), finished_save(), tmp_path)
    assert bounded(lambda: _cli(["--continue"])) == 0
    kept = _assert_kept(path, raw)
    [line] = capsys.readouterr().err.splitlines()
    assert kept.name in line
    [app] = opened
    assert any(kept.name in n and path.name in n for n in app.notices)


@pytest.mark.parametrize("name", _params(["truncated-6", "fifo"]))
def test_stats_says_which_finished_game_it_set_aside(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, raw = _place(name, store.finished_dir(), finished_save(), tmp_path)
    assert bounded(lambda: _cli(["stats"])) == 0
    kept = _assert_kept(path, raw)
    captured = capsys.readouterr()
    [line] = captured.err.splitlines()
    assert path.name in line and kept.name in line
    assert "No finished games yet." in captured.out
