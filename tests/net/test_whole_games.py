"""Whole games over real sockets on 127.0.0.1: a headless host process and two or more client processes, with
network and computer seats mixed in every game, end exactly as the same seed played at one table."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vegas_desktop import games
from vegas_desktop.match import new_match

from .netkit import result, start_bot, start_host, stop

SLOW = pytest.mark.slow  # a few seconds each: the default run keeps Las Vegas's
CASES = [
    ("lasvegas", ["remote", "normal", "remote", "easy"], "biggy,kickers=1", 11),
    pytest.param("royale", ["remote", "remote", "normal"], "boards=3", 12, marks=SLOW),
    pytest.param("cards", ["remote", "hard", "remote", "remote"], "", 13, marks=SLOW),
    pytest.param("cashrun", ["remote", "normal", "remote"], "rounds=12", 14, marks=SLOW),
]


def local_money(game: str, kinds: list[str], options: str, seed: int) -> list[int]:
    """The same game with every network seat played by a Normal computer at one table."""
    match = new_match(game, ["normal" if k == "remote" else k for k in kinds], seed, games.parse_options(game, options))
    match.run_agents()
    assert match.over
    return list(match.rules.money(match.state))


@pytest.mark.parametrize(("game", "kinds", "options", "seed"), CASES, ids=["lasvegas", "royale", "cards", "cashrun"])
def test_network_game_ends_as_the_local_game(tmp_path: Path, game: str, kinds: list[str], options: str, seed: int):
    args = ["--game", game, "--seats", ",".join(kinds), "--seed", str(seed), "--save", str(tmp_path / "net")]
    host, info = start_host(tmp_path, *args, *(["--options", options] if options else []))
    try:
        remote = [i for i, k in enumerate(kinds) if k == "remote"]
        bots = [start_bot(tmp_path, info, seat, "--level", "normal", "--seed", str(seed)) for seat in remote]
        results = [result(bot) for bot in bots]
    finally:
        code = stop(host)
    expected = local_money(game, kinds, options, seed)
    for seat, got in zip(remote, results, strict=True):
        assert got["ended"] == "", got
        assert got["refused"] == []
        assert got["money"] == expected, f"seat {seat}"
        assert got["actions"] > 0
    assert code == 0
    saved = list((tmp_path / "net").glob("*.json"))
    assert len(saved) == 1 and json.loads(saved[0].read_text())["save"]["finished"] is True
