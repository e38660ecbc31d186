"""People at the host's own screen besides the host (hot-seat 'local' seats) in a network game: the host's window
plays them through its one connection and the one table's match (ClientMatch), beside a network player in its
own process and a computer on the host; the game ends exactly as the same seed played at one table."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from vegas_desktop import games
from vegas_desktop.ai.base import decision_seed
from vegas_desktop.match import Who, new_match
from vegas_desktop.net.client import PACE
from vegas_desktop.net.mirror import SHOW, ClientMatch
from vegas_desktop.net.protocol import Refused
from vegas_desktop.net.session import HostThread, Session
from vegas_desktop.net.table import LOCAL, REMOTE, NetTable

from .netkit import result, start_bot


class _Post:
    def __init__(self) -> None:
        self.sent: list[str] = []

    def post(self, text: str) -> None:
        self.sent.append(text)


def _wait(session: Session, kind: str, seconds: float = 10.0) -> dict[str, Any]:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for msg in session.poll():
            if msg.get("t") == kind:
                return msg
        time.sleep(0.01)
    raise AssertionError(f"no {kind} within {seconds}s")


def _wait_taken(session: Session, seats: int, seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for msg in session.poll():
            if msg.get("t") == "lobby" and all(s["taken"] for s in msg["seats"][:seats]):
                return
        time.sleep(0.02)
    raise AssertionError("the network player did not take its seat")


@pytest.mark.parametrize(
    ("game", "kinds", "seed"),
    [
        ("lasvegas", [REMOTE, LOCAL, REMOTE, "normal"], 51),
        # whole games paced by the flood limit: the default run keeps Las Vegas's, the card game's (its secret
        # picks handed over) runs with the whole suite
        pytest.param("cards", [REMOTE, REMOTE, LOCAL, "easy"], 52, marks=pytest.mark.slow),
    ],
    ids=["lasvegas", "cards"],
)
def test_hot_seat_players_at_the_host_with_network_and_computer_seats(
    tmp_path: Path, game: str, kinds: list[str], seed: int
) -> None:
    table = NetTable(game, kinds, seed, games.parse_options(game, ""))
    host = HostThread(table, "127.0.0.1", 0)
    session = Session(f"ws://127.0.0.1:{host.port}")
    local = [i for i, k in enumerate(kinds) if k == LOCAL]
    network = [i for i, k in enumerate(kinds) if k == REMOTE and i != 0]
    bots = []
    try:
        assert _wait(session, "open")
        session.send("join", code=host.code, seat=0, name="Ann", colour=1)
        welcome = _wait(session, "welcome")
        assert welcome["local"] == local
        info = {"port": host.port, "code": host.code, "game": game}
        bots = [start_bot(tmp_path, info, seat, "--level", "normal", "--seed", str(seed), "--full") for seat in network]
        _wait_taken(session, len(kinds))
        lobby = dict(welcome, seats=table.lobby()["seats"])
        host.start_game()
        first = _wait(session, "update")
        mirror = ClientMatch(session, lobby, first)
        assert [s.is_human for s in mirror.seats] == [i == 0 or i in local for i in range(len(kinds))]
        agents = {s: games.make_agent(game, "normal", games.agent_seed(seed, s)) for s in [0, *local]}
        played = dict.fromkeys(agents, 0)
        private = set()
        sent = 0.0
        end = time.monotonic() + 90.0
        while time.monotonic() < end:
            decision = mirror.next_decision()
            if decision is None:
                break
            if decision.who is Who.FORCED:
                assert decision.action is SHOW
                mirror.play(decision.seat, mirror.decide(decision))
            elif decision.who is Who.HUMAN:
                seat = decision.seat
                assert seat in agents and seat in decision.humans
                legal = mirror.legal(seat)
                if mirror.private_decision(seat):
                    private.add(seat)
                view = mirror.view(seat)
                assert getattr(view, "seat", seat) == seat  # the seat's own view, not the host's player's
                if len(legal) == 1:
                    action = legal[0]
                else:
                    agents[seat].reseed(decision_seed(seed, seat, mirror.played(seat)))
                    action = agents[seat].choose(mirror.rules, view, legal, seat)
                time.sleep(max(0.0, PACE - (time.monotonic() - sent)))  # the host's flood limit holds for a window too
                assert mirror.play(seat, action) == []
                sent = time.monotonic()
                assert mirror.legal(seat) == []  # no second action for it before the host answers
                played[seat] += 1
            else:
                time.sleep(0.002)
        assert mirror.over, "the game did not end in time"
        assert all(played[s] > 0 for s in played)
        if game == "cards":
            assert private >= {0, *local}  # secret picks: the window hands the screen over between its players
        local_match = new_match(game, ["normal" if k in (REMOTE, LOCAL) else k for k in kinds], seed)
        local_match.run_agents()
        expected = list(local_match.rules.money(local_match.state))
        assert mirror.money() == expected
        assert table.match.over and table.match.money() == expected
        for bot in bots:
            got = result(bot)
            assert got["money"] == expected and got["refused"] == [] and got["ended"] == ""
    finally:
        for bot in bots:
            if bot.poll() is None:
                bot.kill()
        session.close()
        host.stop()


def test_a_local_seat_is_played_only_by_the_hosts_own_connection() -> None:
    table = NetTable("lasvegas", [REMOTE, LOCAL, REMOTE], 7)
    mine, other = _Post(), _Post()
    token = table.join(mine, 0, "Ann", 0)
    theirs = table.join(other, 2, "Bob", 1)
    with pytest.raises(Refused):
        table.join(other, 1, "Eve", 2)  # a hot-seat seat is not a network seat
    assert table.ready()
    table.start()
    while table.match.to_act() != (1,):  # the host's own seat plays until the hot-seat player is to act
        acting = table.match.to_act()[0]
        legal = table.match.legal(acting)
        table.act(mine if acting == 0 else other, acting, token if acting == 0 else theirs, _packed(table, legal[0]))
    legal = table.match.legal(1)
    with pytest.raises(Refused) as refused:
        table.act(other, 1, theirs, _packed(table, legal[0]))
    assert refused.value.reason == "other_seat"
    with pytest.raises(Refused) as refused:
        table.act(mine, 1, "wrong", _packed(table, legal[0]))
    assert refused.value.reason == "token"
    before = len(table.match.log)
    table.act(mine, 1, token, _packed(table, legal[0]))
    assert len(table.match.log) == before + 1
    updates = [json.loads(m) for m in mine.sent]
    assert any(u["t"] == "update" and u["seat"] == 1 for u in updates)  # the hot-seat player's view: the window's
    assert all(json.loads(m).get("seat") != 1 for m in other.sent)  # never a network player's


def _packed(table: NetTable, action: Any) -> Any:
    from vegas_desktop.net import wire

    return wire.pack(action)


def test_the_hosts_window_rejoining_gets_its_hot_seat_players_back_too() -> None:
    table = NetTable("cards", [REMOTE, LOCAL, REMOTE], 8)
    mine, other, again = _Post(), _Post(), _Post()
    token = table.join(mine, 0, "Ann", 0)
    table.join(other, 2, "Bob", 1)
    table.start()
    table.drop(mine)
    assert table.conn_of(1) is None and table.missing() == [0]
    table.rejoin(again, token)
    welcome, *updates = [json.loads(m) for m in again.sent if json.loads(m)["t"] in ("welcome", "update")]
    assert welcome["local"] == [1]
    assert sorted(u["seat"] for u in updates) == [0, 1]
    assert all(u["legal"] is not None and u["private"] for u in updates)  # both pick in secret now
    assert table.conn_of(1) is again
