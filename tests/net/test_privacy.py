"""The privacy capture test: every byte a host sent to one client process, in a Royale, a card game and a Cash &
Run game, holds that seat's own view and events only. Each update is checked against the game replayed from the
host's save to the same action: the view is exactly `observe(state, seat)` and the events `visible` ones, no other
field is there, and no secret of another seat is in it (another's hand cards and secret picks, bluff cards and a
face-down bluff, Lucky Punch counts, Black Box splits, Knockout picks) although the other seats had such secrets
while the messages were sent."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from vegas_desktop import games
from vegas_desktop.match import Match
from vegas_desktop.net import wire
from vegas_desktop.saves.savefile import parse, restore

from .netkit import result, start_bot, start_host, stop

ME = 0
UPDATE_FIELDS = {"v", "t", "seat", "n", "played", "events", "view", "to_act", "legal", "missing", "stand_in", "over"}
END_FIELDS = {"money", "standings"}


def _walk(value: Any, path: tuple[str, ...] = ()) -> Any:
    """(path of field names, packed object) for every typed object in a message."""
    if isinstance(value, dict):
        if "$" in value:
            yield path, value
        for key, inner in value.items():
            yield from _walk(inner, (*path, key))
    elif isinstance(value, list):
        for inner in value:
            yield from _walk(inner, path)


def _cards_secrets(messages: list[dict[str, Any]], truths: list[Any]) -> int:
    """No card of another seat outside what lies open; returns how many updates were sent while others held
    hidden cards (the test is not empty)."""
    open_paths = {("view", "casinos"), ("events", "picks"), ("events", "cards")}
    for msg in messages:
        for path, obj in _walk(msg):
            if obj["$"] == "Card" and obj["owner"] != ME:
                assert tuple(p for p in path if not p.startswith("$")) in open_paths, path
                if path == ("events", "cards"):  # only the open kinds of event carry others' cards
                    kinds = {e["$"] for e in msg["events"] if any(c.get("owner") != ME for c in e.get("cards", []))}
                    assert kinds <= {"CardsPlaced", "CardsPlayed"}, kinds
    return sum(1 for s in truths if any(s.hands[p] for p in range(s.players) if p != ME))


def _cashrun_secrets(messages: list[dict[str, Any]], truths: list[Any]) -> int:
    hidden = 0
    for msg, truth in zip(messages, truths, strict=True):
        view = msg["view"]
        assert "hands" not in view and view["hand"] == list(truth.hands[ME])
        for path, obj in _walk(view):
            if obj["$"] == "Frame" and obj["bluff_card"] >= 0:
                assert obj["loser"] == ME, path
        hidden += any(truth.hands[p] for p in range(truth.players) if p != ME)
        hidden += any(f.bluff_card >= 0 and f.loser != ME for f in truth.stack)
    return hidden


def _royale_secrets(messages: list[dict[str, Any]], truths: list[Any]) -> int:
    hidden = 0
    for msg, truth in zip(messages, truths, strict=True):
        view = msg["view"]
        assert view["rng"] is None
        if truth.lucky_count is not None and truth.current != ME:
            hidden += 1
            assert view["lucky_count"] is None
        if truth.knockout_picks:
            others = [v for k, v in view["knockout_picks"]["$d"] if k != ME]
            hidden += any(v is not None for k, v in truth.knockout_picks.items() if k != ME)
            assert all(v in (None, "?") for v in others)
        if truth.box_split is not None and view["box_split"] is None:
            hidden += 1
    return hidden


SLOW = pytest.mark.slow  # several seconds each: the default run keeps the card game's
CASES = [
    ("cards", ["remote", "remote", "normal"], "", 31, _cards_secrets),
    pytest.param("cashrun", ["remote", "normal", "remote"], "rounds=10", 32, _cashrun_secrets, marks=SLOW),
    pytest.param("royale", ["remote", "remote", "normal", "normal"], "boards=6", 35, _royale_secrets, marks=SLOW),
]


@pytest.mark.parametrize(("game", "kinds", "options", "seed", "secrets"), CASES, ids=["cards", "cashrun", "royale"])
def test_a_client_receives_nothing_of_another_seat(tmp_path: Path, game, kinds, options, seed, secrets) -> None:
    args = ["--game", game, "--seats", ",".join(kinds), "--seed", str(seed), "--save", str(tmp_path / "net")]
    host, info = start_host(tmp_path, *args, "--options", options)
    capture = tmp_path / "capture.txt"
    try:
        others = [i for i, kind in enumerate(kinds) if kind == "remote" and i != ME]
        bots = [start_bot(tmp_path, info, seat, "--seed", str(seed)) for seat in others]
        mine = start_bot(tmp_path, info, ME, "--seed", str(seed), "--full", "--capture", str(capture))
        assert result(mine)["money"] and all(result(bot)["money"] for bot in bots)
    finally:
        assert stop(host) == 0
    raw = capture.read_text(encoding="utf-8").splitlines()
    assert raw and all(len(line) < 1_000_000 for line in raw)
    messages = [json.loads(line) for line in raw]
    assert {m["t"] for m in messages} <= {"lobby", "welcome", "update"}
    assert all("token" not in m or m["t"] == "welcome" for m in messages)

    # the host's own game, replayed to each update's action
    saved = parse(json.loads(Path(info["save"]).read_text())["save"])
    full = restore(saved)
    log = list(full.log)
    match: Match = restore(saved, upto=0)
    codec = games.codec_for(game)
    updates = [m for m in messages if m["t"] == "update"]
    truths = []
    for msg in updates:
        assert set(msg) - END_FIELDS == UPDATE_FIELDS and msg["seat"] == ME
        while len(match.log) < msg["n"]:
            match.play(*log[len(match.log)])
        assert wire.unpack(codec, msg["view"]) == match.view(ME)  # exactly this seat's view, nothing more
        for event in wire.unpack(codec, msg["events"]):
            assert match.rules.visible(event, ME) == event
        truths.append(match.state)
    assert secrets(updates, truths) > 0, "the other seats never had a secret: the test proved nothing"
