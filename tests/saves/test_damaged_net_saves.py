"""Damaged network saves: the host's own saves (`data/network/*.json`, read when "Host a game" looks for a game to
continue) and the file of `vegas-desktop host --continue FILE`. Whatever a file holds, nothing crashes or hangs:
the file goes through the same bounded, regular-file-only reading as every save, a damaged one in the network
folder is set aside (`.broken-<date>`, never deleted) and named in one line, and `host --continue` names the
file and the reason in one line and leaves it as it is."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from damage_kit import SPECIAL, bounded, good_save, special

from vegas_desktop import cli, games
from vegas_desktop.net.host import latest_hosted, load_table, read_hosted, save_table
from vegas_desktop.net.table import NetTable
from vegas_desktop.saves import store
from vegas_desktop.saves.files import data_dir

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo") or sys.platform == "win32", reason="no FIFOs here")


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path


def _hosted() -> dict[str, Any]:
    """A real network table's save: started, two network seats and a computer, a few moves in."""
    table = NetTable("lasvegas", ["remote", "remote", "normal"], 7, games.parse_options("lasvegas", ""))
    table.seats[0].token, table.seats[1].token = "tok-a", "tok-b"
    table.started = True
    path = data_dir() / "probe.json"
    save_table(table, path)
    data = json.loads(path.read_text())
    path.unlink()
    data["save"] = good_save()  # a game in progress with three seats
    data["kinds"] = ["remote", "random", "random"]
    data["tokens"] = ["tok-a", None, None]
    return data


def _with(**changes: Any) -> Callable[[dict[str, Any]], bytes]:
    def make(data: dict[str, Any]) -> bytes:
        return json.dumps({**data, **changes}).encode()

    return make


DAMAGED: dict[str, Callable[[dict[str, Any]], bytes]] = {
    "list": lambda data: b"[1, 2]",
    "string": lambda data: b'"hello"',
    "number": lambda data: b"12",
    "null": lambda data: b"null",
    "truncated": lambda data: json.dumps(data).encode()[:200],
    "not-utf8": lambda data: b"\xff\xfe" * 100,
    "deep": lambda data: b"[" * 50_000 + b"]" * 50_000,
    "kind-foreign": _with(kind="something-else"),
    "format-2": _with(format=2),
    "format-true": _with(format=True),
    "timeout-null": _with(timeout=None),
    "timeout-abc": _with(timeout="abc"),
    "timeout-negative": _with(timeout=-5),
    "timeout-nan": lambda data: json.dumps({**data, "timeout": float("nan")}).encode(),
    "timeout-huge": _with(timeout=1e300),
    "tokens-int": _with(tokens=[5, None, None]),
    "tokens-short": _with(tokens=["tok-a", None]),
    "tokens-not-list": _with(tokens="tok-a"),
    "tokens-long": _with(tokens=["x" * 1000, None, None]),
    "kinds-unknown": _with(kinds=["remote", "wizard", "random"]),
    "kinds-int": _with(kinds=[1, 2, 3]),
    "kinds-short": _with(kinds=["remote"]),
    "code-int": _with(code=12),
    "code-empty": _with(code="!!!"),
    "code-long": _with(code="A" * 100),
    "started-str": _with(started="yes"),
    "save-list": _with(save=[1, 2]),
    "save-missing": _with(save=None),
    "save-damaged": _with(save={**good_save(), "seed": "abc"}),
}
ALL = [*DAMAGED, *SPECIAL]


def _params(names: list[str]) -> list[Any]:
    return [pytest.param(n, marks=needs_fifo) if "fifo" in n else n for n in names]


def _place(name: str, path: Path, tmp: Path) -> bytes | None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if name in SPECIAL:
        special(name, path, tmp, store.MAX_FILE_BYTES + 64 * 1024)
        return None
    raw = DAMAGED[name](_hosted())
    path.write_bytes(raw)
    return raw


def test_there_are_enough_kinds_of_damaged_network_saves() -> None:
    assert len(ALL) >= 30


def test_a_good_network_save_reads_and_continues() -> None:
    path = data_dir() / "network" / "good.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(_hosted()))
    assert latest_hosted(path.parent) is not None
    table = load_table(path)
    assert table.started and table.match.log and [s.token for s in table.seats] == ["tok-a", None, None]
    assert store.take_notices() == []


@pytest.mark.parametrize("name", _params(ALL))
def test_host_a_game_sets_a_damaged_network_save_aside_and_names_it(name: str, tmp_path: Path) -> None:
    folder = data_dir() / "network"
    good = folder / "20200101T000000-lasvegas-OLD.json"
    folder.mkdir(parents=True)
    good.write_text(json.dumps(_hosted()))
    os.utime(good, (1_000_000_000, 1_000_000_000))
    path = folder / "20300101T000000-lasvegas-NEW.json"
    raw = _place(name, path, tmp_path)
    found = bounded(lambda: latest_hosted(folder))
    assert found is not None and found[0] == good, "the good, older game is offered"
    [kept] = [p for p in folder.iterdir() if p.name.startswith(path.name + ".broken-")]
    assert not os.path.lexists(path) and (raw is None or kept.read_bytes() == raw)
    [notice] = store.take_notices()
    assert path.name in notice and kept.name in notice and "\n" not in notice
    assert bounded(lambda: latest_hosted(folder)) == found and store.take_notices() == []  # said once


@pytest.mark.parametrize("name", _params(ALL))
def test_host_continue_names_the_file_and_the_reason_in_one_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "table.json"
    raw = _place(name, path, tmp_path)

    def run() -> int:
        try:
            return cli.main(["host", "--bind", "127.0.0.1", "--port", "0", "--no-announce", "--continue", str(path)])
        except SystemExit as exc:
            return int(exc.code or 0)

    assert bounded(run) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(path) in err and "left as it is" in err and "Traceback" not in err
    assert os.path.lexists(path) and (raw is None or path.read_bytes() == raw)  # named on the command line: kept


@pytest.mark.parametrize("name", ["list", "timeout-null", "timeout-abc", "tokens-int"])
def test_load_table_refuses_with_the_reason_not_a_crash(name: str, tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    _place(name, path, tmp_path)
    with pytest.raises(store.SaveError) as caught:
        load_table(path)
    assert "\n" not in str(caught.value) and str(caught.value)
    with pytest.raises(store.SaveError):
        read_hosted(path)


def test_the_host_a_game_screen_shows_which_network_save_was_set_aside() -> None:
    from vegas_desktop.app.app import App
    from vegas_desktop.scenes.net.start import HostSetupScene

    folder = data_dir() / "network"
    folder.mkdir(parents=True)
    (folder / "bad.json").write_text("[1, 2]")
    app = App()
    try:
        scene = bounded(lambda: HostSetupScene(app))
        assert scene.saved is None and scene.continue_button is None
        assert any("bad.json" in n and ".broken-" in n for n in app.notices)
    finally:
        while app.stack.scenes:
            app.stack.pop()
