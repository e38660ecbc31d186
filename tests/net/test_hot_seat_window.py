"""The host's window with a hot-seat player beside the host (headless, real sockets on 127.0.0.1 only): the host
set-up offers the seat kinds as the usual set-up does, the lobby shows the seat as played at this screen, and the
one table scene plays both seats of this screen, handing the screen over for secret picks, to the results."""

from __future__ import annotations

import socket
import time
from pathlib import Path

import pytest
from ui_driver import Driver

from vegas_desktop.app.app import App
from vegas_desktop.net.mirror import ClientMatch
from vegas_desktop.net.table import LOCAL, REMOTE
from vegas_desktop.scenes.handover import HandoverScene
from vegas_desktop.scenes.net.lobby import LobbyScene
from vegas_desktop.scenes.net.start import KINDS, HostSetupScene
from vegas_desktop.scenes.table.base import TableScene

from .netkit import result, start_bot


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


def test_the_host_setup_offers_every_seat_kind(app: App, drive: Driver) -> None:
    assert KINDS[:2] == (REMOTE, LOCAL) and {"easy", "normal", "hard"} <= set(KINDS)
    app.stack.push(HostSetupScene(app))
    setup = app.stack.top
    drive.frames(2)
    setup.kinds[:] = [REMOTE, REMOTE, "normal"]
    setup.rebuild()
    drive.click_widget(setup.kind_buttons[0], 2)  # seat 2: network player -> hot-seat player here
    assert setup.kinds[1] == LOCAL
    assert setup.kind_buttons[0].text == "Hot-seat player here"


@pytest.mark.slow  # a whole card game over sockets with a client process, paced by the host's flood limit
def test_a_hot_seat_player_beside_the_host_plays_a_card_game_to_the_results(
    app: App, drive: Driver, tmp_path: Path
) -> None:
    app.speed = 50.0  # animations at once
    app.stack.push(HostSetupScene(app))
    setup = app.stack.top
    while setup.game != "cards":
        setup.next_game()
    setup.kinds[:] = [REMOTE, LOCAL, REMOTE]
    setup.rebuild()
    port = _free_port()
    setup.port_entry.set_text(str(port))
    drive.click_widget(setup.open_button, 2)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
    _until(drive, lambda: lobby.welcome is not None)
    assert lobby.welcome["local"] == [1] and lobby.lobby["seats"][1]["taken"]
    bot = start_bot(tmp_path, {"port": port, "code": lobby.code, "game": "cards"}, 2, "--level", "easy")
    try:
        _until(drive, lambda: lobby.start_button is not None)
        drive.click_widget(lobby.start_button, 2)
        _until(drive, lambda: any(isinstance(s, TableScene) for s in app.stack.scenes))
        table = next(s for s in app.stack.scenes if isinstance(s, TableScene))  # a hand-over may be over it
        match = table.match
        assert isinstance(match, ClientMatch) and table.human_seats() == [0, 1]
        handed: set[int] = set()
        played: set[int] = set()
        end = time.monotonic() + 240  # a bound: a whole game under a loaded test run
        while time.monotonic() < end and not table.finished:
            top = app.stack.top
            if isinstance(top, HandoverScene):
                handed.add(next(i for i, s in enumerate(match.seats) if s.name == top.seat_name))
                top.ready()
            elif top is not table:
                app.stack.pop()  # a round summary over the table: on with the game
            else:
                decision = match.next_decision()
                seat = table.viewer  # the card table puts the hand of who picks on screen (after a hand-over)
                ready = decision is not None and seat in decision.humans and not table.queue.busy
                if ready and seat is not None and match.legal(seat):
                    table.play(seat, match.legal(seat)[0])
                    played.add(seat)
                    time.sleep(0.03)  # a person's pace (the host throttles floods)
            drive.frames(2)
        assert table.finished and match.over
        assert handed == {0, 1} and played == {0, 1}
        assert result(bot)["money"] == match.final_money
    finally:
        if bot.poll() is None:
            bot.kill()
        if lobby.hosting is not None:
            lobby.hosting.stop()
        lobby.session.close()
