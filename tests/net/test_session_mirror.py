"""The window's side of a network game, without a window: a host on its own thread (HostThread), the player's
connection on another (Session), and the table's match on the client (ClientMatch) driven the way the table
scene drives any match: updates are forced steps, our decision is a human's, the others' are waited for."""

from __future__ import annotations

import time

import pytest

from vegas_desktop import games
from vegas_desktop.ai.base import decision_seed
from vegas_desktop.match import Who, new_match
from vegas_desktop.net.mirror import SHOW, ClientMatch
from vegas_desktop.net.session import HostThread, Session
from vegas_desktop.net.table import NetTable


def _wait(session: Session, kind: str, seconds: float = 10.0) -> dict:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for msg in session.poll():
            if msg.get("t") == kind:
                return msg
        time.sleep(0.01)
    raise AssertionError(f"no {kind} within {seconds}s")


@pytest.mark.parametrize(
    ("game", "kinds", "seed"),
    [("lasvegas", ["remote", "normal", "easy"], 41), ("cards", ["remote", "normal", "normal"], 42)],
)
def test_a_window_plays_a_hosted_game_to_the_end(game: str, kinds: list[str], seed: int) -> None:
    table = NetTable(game, kinds, seed, games.parse_options(game, ""))
    host = HostThread(table, "127.0.0.1", 0)
    session = Session(f"ws://127.0.0.1:{host.port}")
    try:
        assert _wait(session, "open")
        session.send("join", code=host.code.lower(), seat=0, name="Ann", colour=2)
        welcome = _wait(session, "welcome")
        assert welcome["seat"] == 0 and welcome["seats"][0]["name"] == "Ann"
        host.start_game()
        first = _wait(session, "update")
        mirror = ClientMatch(session, welcome, first)
        assert mirror.seats[0].is_human and not mirror.seats[1].is_human and mirror.seed == 0
        agent = games.make_agent(game, "normal", games.agent_seed(seed, 0))
        end = time.monotonic() + 60.0
        shown = 0
        while time.monotonic() < end:
            decision = mirror.next_decision()
            if decision is None:
                break
            if decision.who is Who.FORCED:
                assert decision.action is SHOW
                mirror.play(decision.seat, mirror.decide(decision))
                shown += 1
            elif decision.who is Who.HUMAN:
                legal = mirror.legal(0)
                if len(legal) == 1:
                    action = legal[0]
                else:
                    agent.reseed(decision_seed(seed, 0, mirror.played(0)))
                    action = agent.choose(mirror.rules, mirror.view(0), legal, 0)
                assert mirror.play(0, action) == []
                assert mirror.legal(0) == []  # no second action before the host answers
                time.sleep(0.025)  # a person's pace: the host throttles a client past 50 messages a second
            else:
                time.sleep(0.002)
        assert mirror.over and shown > 10
        local = new_match(game, ["normal" if k == "remote" else k for k in kinds], seed)
        local.run_agents()
        assert mirror.money() == local.money()
        assert mirror.standings() == local.standings()
    finally:
        session.close()
        host.stop()


def test_a_window_hears_when_the_host_stops() -> None:
    table = NetTable("lasvegas", ["remote", "normal"], 3)
    host = HostThread(table, "127.0.0.1", 0)
    session = Session(f"ws://127.0.0.1:{host.port}")
    try:
        _wait(session, "open")
        session.send("join", code=host.code, seat=0, name="Ann", colour=0)
        welcome = _wait(session, "welcome")
        host.start_game()
        mirror = ClientMatch(session, welcome, _wait(session, "update"))
        heard: list[tuple[str, object]] = []
        mirror.on_news = lambda what, detail: heard.append((what, detail))
        host.stop()
        end = time.monotonic() + 10.0
        while mirror.ended is None and time.monotonic() < end:
            mirror.next_decision()
            time.sleep(0.01)
        assert mirror.ended == "host_closed" and ("ended", "host_closed") in heard
        decision = mirror.next_decision()
        assert decision is not None and decision.who is Who.REMOTE  # the table waits; the screen says why
    finally:
        session.close()


def test_a_session_to_nowhere_says_so() -> None:
    session = Session("ws://127.0.0.1:9")  # nothing listens on the discard port here
    try:
        assert _wait(session, "closed")["reason"] == "unreachable"
    finally:
        session.close()
