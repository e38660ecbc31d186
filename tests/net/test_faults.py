"""Faults over real sockets with processes: a client drops and rejoins with its token; an absent player's seat is
played by a Normal computer after the timeout until they are back; a host that stops tells its clients, and one
that crashed continues the game from its save while the same players rejoin. Every game still ends as the same
seed played at one table (the stand-in is a Normal computer reseeded like any other)."""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path

import pytest

from vegas_desktop import games
from vegas_desktop.match import new_match

from .netkit import result, start_bot, start_host, stop

GAME, KINDS, SEED = "lasvegas", ["remote", "remote", "normal"], 21


def local_money(seed: int = SEED) -> list[int]:
    match = new_match(GAME, ["normal" if k == "remote" else k for k in KINDS], seed, games.parse_options(GAME, ""))
    match.run_agents()
    return list(match.rules.money(match.state))


def host_args(tmp_path: Path, *extra: str) -> list[str]:
    return ["--game", GAME, "--seats", ",".join(KINDS), "--seed", str(SEED), "--save", str(tmp_path / "net"), *extra]


def test_a_client_drops_and_rejoins_with_its_token(tmp_path: Path) -> None:
    host, info = start_host(tmp_path, *host_args(tmp_path, "--timeout", "60"))
    try:
        steady = start_bot(tmp_path, info, 1, "--seed", str(SEED))
        leaver = result(start_bot(tmp_path, info, 0, "--seed", str(SEED), "--stop-after", "8"))
        assert leaver["actions"] == 8 and leaver["token"]
        back = result(start_bot(tmp_path, info, 0, "--seed", str(SEED), f"--token={leaver['token']}"))
        other = result(steady)
    finally:
        assert stop(host) == 0
    assert back["ended"] == "" and back["money"] == local_money()
    assert other["money"] == local_money()
    assert 0 in other["missing_seen"] and other["stand_ins_seen"] == []
    said = host.stderr.read() if host.stderr is not None else ""  # the headless host's log says who was away
    assert "seat 1: Bot 1 is missing" in said and "seat 1: Bot 1 is back" in said


@pytest.mark.slow
def test_an_absent_player_is_played_by_a_computer_until_back(tmp_path: Path) -> None:
    host, info = start_host(tmp_path, *host_args(tmp_path, "--timeout", "0.3"))
    try:
        steady = start_bot(tmp_path, info, 1, "--seed", str(SEED))
        leaver = result(start_bot(tmp_path, info, 0, "--seed", str(SEED), "--stop-after", "4"))
        time.sleep(1.5)  # past the timeout: the stand-in plays seat 1's turns meanwhile
        back = result(start_bot(tmp_path, info, 0, "--seed", str(SEED), f"--token={leaver['token']}"))
        other = result(steady)
    finally:
        assert stop(host) == 0
    assert 0 in other["stand_ins_seen"]
    assert back["ended"] == "" and back["money"] == other["money"] == local_money()


def _wait_for_actions(save: Path, count: int, deadline: float = 60.0) -> None:
    end = time.monotonic() + deadline
    while time.monotonic() < end:
        try:
            if len(json.loads(save.read_text())["save"]["actions"]) >= count:
                return
        except (OSError, ValueError, KeyError):
            pass
        time.sleep(0.05)
    raise AssertionError(f"the game did not reach {count} actions")


def test_a_stopped_host_tells_its_clients(tmp_path: Path) -> None:
    host, info = start_host(tmp_path, *host_args(tmp_path))
    bots = [start_bot(tmp_path, info, seat, "--seed", str(SEED)) for seat in (0, 1)]
    _wait_for_actions(Path(info["save"]), 10)
    host.send_signal(signal.SIGTERM)
    results = [result(bot) for bot in bots]
    assert stop(host) == 0
    assert [r["ended"] for r in results] == ["host_closed", "host_closed"]


@pytest.mark.slow
def test_a_crashed_host_continues_from_its_save_and_the_players_rejoin(tmp_path: Path) -> None:
    host, info = start_host(tmp_path, *host_args(tmp_path))
    bots = [start_bot(tmp_path, info, seat, "--seed", str(SEED)) for seat in (0, 1)]
    save = Path(info["save"])
    _wait_for_actions(save, 25)
    host.kill()  # a crash: no goodbye
    host.wait(10)
    first = [result(bot) for bot in bots]
    assert all(r["ended"] and r["money"] == [] for r in first)
    again, info2 = start_host(tmp_path, "--continue", str(save), "--bind", "127.0.0.1")
    assert info2["code"] == info["code"]
    try:
        bots = [start_bot(tmp_path, info2, r["seat"], "--seed", str(SEED), f"--token={r['token']}") for r in first]
        second = [result(bot) for bot in bots]
    finally:
        assert stop(again) == 0
    assert [r["money"] for r in second] == [local_money()] * 2
    assert json.loads(save.read_text())["save"]["finished"] is True
