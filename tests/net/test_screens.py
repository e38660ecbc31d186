"""The network screens, headless, with real sockets on 127.0.0.1 only (VEGAS_DESKTOP_LOOPBACK=1: nothing is
announced or looked for on the network): the menu leads to hosting; the host's lobby fills when a client process
takes the free network seat; Start opens the game's own table on the network, played to the results. A player
joining by typed address and code takes a seat in a headless host's lobby."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest
from ui_driver import Driver

from vegas_desktop.app.app import App
from vegas_desktop.net.mirror import ClientMatch
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.net.join import JoinScene
from vegas_desktop.scenes.net.lobby import LobbyScene
from vegas_desktop.scenes.net.start import HostSetupScene, NetworkMenuScene
from vegas_desktop.scenes.table.base import TableScene

from .netkit import result, start_bot, start_host, stop


@pytest.fixture(autouse=True)
def _loopback(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("VEGAS_DESKTOP_LOOPBACK", "1")
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _until(drive: Driver, check, seconds: float = 20.0) -> None:  # noqa: ANN001
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        drive.frames(2)
        if check():
            return
        time.sleep(0.01)
    raise AssertionError("the screen did not get there in time")


@pytest.mark.slow
def test_host_from_the_menu_fill_the_lobby_and_play_to_the_results(app: App, drive: Driver, tmp_path: Path) -> None:
    app.speed_override = 50.0  # animations at once (the menu sets the speed: the override wins, as --speed does)
    app.stack.push(MainMenuScene(app))
    drive.frames(2)
    drive.click_widget(app.stack.top.network_button, 2)
    assert isinstance(app.stack.top, NetworkMenuScene)
    drive.click_widget(app.stack.top.host_button, 2)
    setup = app.stack.top
    assert isinstance(setup, HostSetupScene)
    while setup.game != "lasvegas":
        setup.next_game()
    setup.kinds[:] = ["remote", "remote", "easy"]
    setup.rebuild()
    port = _free_port()
    setup.port_entry.set_text(str(port))
    drive.click_widget(setup.open_button, 2)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.hosting is not None and lobby.hosting.port == port
    _until(drive, lambda: lobby.welcome is not None)
    assert lobby.start_button is None  # seat 2 is still free
    info = {"port": port, "code": lobby.code, "game": "lasvegas"}
    bot = start_bot(tmp_path, info, 1, "--level", "easy")
    try:
        _until(drive, lambda: lobby.start_button is not None)
        drive.click_widget(lobby.start_button, 2)
        _until(drive, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert isinstance(table.match, ClientMatch) and not table.match.undo_allowed
        end = time.monotonic() + 300  # a bound: a whole game under a loaded test run
        while time.monotonic() < end and not table.finished:
            seat = table.human_seat() if app.stack.top is table else None
            if seat is not None and table.match.legal(seat):
                table.play(seat, table.match.legal(seat)[0])
            drive.frames(2)
            if app.stack.top is not table and not table.finished:
                app.stack.pop()  # a round summary over the table: on with the game
            time.sleep(0.002)  # as a window's frame clock does: the host's thread gets its turn (a spinning UI
            # thread starves it of the GIL: each of its system calls waits out a switch interval)
        assert table.finished and table.match.over
        assert type(app.stack.top).__name__ == "ResultsScene"
        assert result(bot)["money"] == table.match.final_money
    finally:
        if bot.poll() is None:
            bot.kill()
        if lobby.hosting is not None:
            lobby.hosting.stop()
        lobby.session.close()


def test_join_by_address_and_code_and_take_a_seat(app: App, drive: Driver, tmp_path: Path) -> None:
    host, info = start_host(tmp_path, "--game", "cards", "--seats", "remote,remote,normal", "--no-save")
    try:
        app.stack.push(JoinScene(app, discover=False))
        join = app.stack.top
        drive.frames(2)
        join.address_entry.set_text("127.0.0.1")
        join.port_entry.set_text(str(info["port"]))
        join.code_entry.set_text("wrong!")
        join.name_entry.set_text("Berta")
        drive.click_widget(join.connect_button, 2)
        lobby = app.stack.top
        assert isinstance(lobby, LobbyScene)
        _until(drive, lambda: bool(lobby.problem))
        assert lobby.problem == "Wrong join code" and lobby.lobby is None
        lobby.back()
        drive.frames(2)
        join.code_entry.set_text(info["code"].lower())
        drive.click_widget(join.connect_button, 2)
        lobby = app.stack.top
        _until(drive, lambda: lobby.lobby is not None and len(lobby.seat_buttons) == 2)
        drive.click_widget(lobby.seat_buttons[1], 2)
        _until(drive, lambda: lobby.welcome is not None)
        assert lobby.welcome["seat"] == 1 and lobby.lobby["seats"][1]["name"] == "Berta"
        assert lobby.seat_buttons == [] and lobby.start_button is None  # the headless host starts by itself
        lobby.back()
    finally:
        host.terminate()
        stop(host)


def test_a_window_that_lost_its_game_rejoins_its_seat_and_hears_the_host_stop(
    app: App, drive: Driver, tmp_path: Path
) -> None:
    from vegas_desktop.net.session import Session
    from vegas_desktop.scenes.net.lobby import EndedScene

    host, info = start_host(tmp_path, "--game", "lasvegas", "--seats", "remote,remote,normal", "--no-save")
    url = f"ws://127.0.0.1:{info['port']}"
    bot = start_bot(tmp_path, info, 1)
    try:
        app.stack.push(LobbyScene(app, Session(url), info["code"]))
        lobby = app.stack.top
        _until(drive, lambda: lobby.lobby is not None and len(lobby.seat_buttons) == 1)
        drive.click_widget(lobby.seat_buttons[0], 2)
        _until(drive, lambda: isinstance(app.stack.top, TableScene))
        first = app.stack.top.match
        assert isinstance(first, ClientMatch) and first.me == 0
        first.session.close()  # the window crashes, say; the seat waits for its player
        app.stack.reset(LobbyScene(app, Session(url), info["code"]))
        again = app.stack.top
        _until(drive, lambda: isinstance(app.stack.top, TableScene))
        assert again.rejoining and app.stack.top.match.me == 0 and app.stack.top.match.token == first.token
        host.terminate()
        _until(drive, lambda: isinstance(app.stack.top, EndedScene))
        ended = app.stack.top
        assert ended.reason == "host_closed" and ended.rejoin_button is not None
    finally:
        host.terminate()
        stop(host)
        bot.kill()
        bot.wait(5)


def _play_until(drive: Driver, app: App, done, seconds: float = 300.0) -> TableScene:  # noqa: ANN001
    """Play the window's seat (first legal choice) until `done(table)`; round summaries are passed."""
    end = time.monotonic() + seconds
    table = None
    while time.monotonic() < end:
        top = app.stack.top
        if table is not None and done(table):
            return table
        if isinstance(top, TableScene):
            table = top
            seat = table.human_seat()
            if seat is not None and table.match.legal(seat):
                table.play(seat, table.match.legal(seat)[0])
        elif table is not None and type(top).__name__ == "RoundSummaryScene":
            app.stack.pop()
        drive.frames(2)
        time.sleep(0.002)  # the host's thread gets its turn (a spinning UI thread starves it of the GIL)
    raise AssertionError("the game did not get there in time")


@pytest.mark.slow
def test_a_hosted_game_continues_from_its_save_in_the_window(app: App, drive: Driver, tmp_path: Path) -> None:
    app.speed = 50.0
    app.stack.push(HostSetupScene(app))
    setup = app.stack.top
    assert setup.continue_button is None  # nothing hosted yet
    while setup.game != "cards":
        setup.next_game()
    setup.kinds[:] = ["remote", "remote", "normal"]
    setup.rebuild()
    port = _free_port()
    setup.port_entry.set_text(str(port))
    drive.click_widget(setup.open_button, 2)
    lobby = app.stack.top
    info = {"port": port, "code": lobby.code, "game": "cards"}
    bot = start_bot(tmp_path, info, 1)
    _until(drive, lambda: lobby.start_button is not None)
    drive.click_widget(lobby.start_button, 2)
    table = _play_until(drive, app, lambda t: len(t.match.log) >= 12)
    before = len(table.match.log)
    table.match.hosting.stop()  # the host's window goes away: the client hears it
    gone = result(bot)
    assert gone["ended"] == "host_closed" and gone["token"]
    app.stack.reset(HostSetupScene(app))
    setup = app.stack.top
    assert setup.continue_button is not None and setup.saved is not None
    setup.port_entry.set_text(str(port))
    drive.click_widget(setup.continue_button, 1)  # the lobby rejoins seat 1 at once with the saved token
    back = start_bot(tmp_path, info, 1, f"--token={gone['token']}")
    try:
        _until(drive, lambda: isinstance(app.stack.top, TableScene))
        mirror = app.stack.top.match
        assert isinstance(mirror, ClientMatch) and mirror.code == info["code"] and mirror.me == 0
        assert len(mirror.log) >= before
        table = _play_until(drive, app, lambda t: t.finished)
        assert result(back)["money"] == table.match.final_money
    finally:
        if back.poll() is None:
            back.kill()
        top = app.stack.top
        hosting = getattr(getattr(top, "match", None), "hosting", None) or getattr(top, "hosting", None)
        if hosting is not None:
            hosting.stop()


def test_the_host_set_up_takes_the_options_of_the_usual_set_up(app: App, drive: Driver) -> None:
    from vegas_desktop import games
    from vegas_desktop.app.settings import for_app

    for_app(app).options["cashrun"] = ["rounds=20"]
    for_app(app).options["lasvegas"] = ["kickers=2"]  # two kickers do not fit six seats: the defaults then
    app.stack.push(HostSetupScene(app))
    setup = app.stack.top
    while setup.game != "cashrun":
        setup.next_game()
    drive.frames(1)
    assert "rounds=20" in games.format_options("cashrun", setup.options())
    while setup.game != "lasvegas":
        setup.next_game()
    setup.kinds[:] = ["remote"] * 6
    assert games.format_options("lasvegas", setup.options()) == games.format_options(
        "lasvegas", games.parse_options("lasvegas", "")
    )
    setup.kinds[:] = ["remote"] * 3
    assert "kickers=2" in games.format_options("lasvegas", setup.options())
