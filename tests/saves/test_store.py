"""Saves: every game resumes exactly; damaged, foreign and future files never crash and are kept; undo never rerolls."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop import games
from vegas_desktop.match import new_match
from vegas_desktop.saves import store
from vegas_desktop.saves.files import write_json_atomic


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _kinds(game: str) -> list[str]:
    low = games.descriptor(game).seats[0]
    return ["random"] * max(3, low)


def _seen(match) -> list[object]:
    """Everything any seat can know, who acts and what they may do (the RNG itself compares by identity)."""
    seats = range(len(match.seats))
    acting = match.to_act()
    return [[match.view(s) for s in seats], acting, [match.legal(s) for s in acting]]


def _play(match, steps: int) -> list[object]:
    events: list[object] = []
    for _ in range(steps):
        if match.over:
            break
        seat = match.to_act()[0]
        events += match.play(seat, match.agent_action(seat))
    return events


@pytest.mark.parametrize("game", games.game_names())
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), cut=st.integers(0, 120), more=st.integers(1, 60))
def test_save_load_and_play_on_is_the_uninterrupted_game(game: str, seed: int, cut: int, more: int) -> None:
    whole = new_match(game, _kinds(game), seed)
    _play(whole, cut)
    saver = store.start_autosave(whole)
    resumed, saved = store.load(saver.path if not whole.over else saver.finished_path)
    assert resumed.log == whole.log
    assert _seen(resumed) == _seen(whole)
    assert resumed.rules.money(resumed.state) == whole.rules.money(whole.state)
    assert resumed.to_act() == whole.to_act()
    # the same actions from here give the same events on both
    for _ in range(more):
        if whole.over:
            break
        seat = whole.to_act()[0]
        action = whole.agent_action(seat)
        assert whole.play(seat, action) == resumed.play(seat, action)
    assert resumed.rules.money(resumed.state) == whole.rules.money(whole.state)
    assert _seen(resumed) == _seen(whole)


def test_autosave_writes_after_every_action_and_moves_a_finished_game(private_home: Path) -> None:
    match = new_match("lasvegas", ["random", "random"], 4)
    saver = store.start_autosave(match)
    assert json.loads(saver.path.read_text())["actions"] == []
    _play(match, 3)
    assert len(json.loads(saver.path.read_text())["actions"]) == 3
    match.run_agents()
    assert match.over and not saver.path.exists()
    assert saver.finished_path is not None and json.loads(saver.finished_path.read_text())["finished"] is True
    assert store.latest_unfinished() is None


def test_an_interrupted_write_leaves_the_previous_save_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    match = new_match("royale", ["random", "random", "random"], 9)
    saver = store.start_autosave(match)
    _play(match, 5)
    before = saver.path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    _play(match, 2)  # every write fails half-way: the rename never happens
    assert saver.problem == "No space left on device"
    assert saver.path.read_bytes() == before
    assert not [p for p in saver.path.parent.iterdir() if p.suffix == ".tmp"]  # no temporary files left behind
    assert store.load(saver.path)[0].log == match.log[:5]


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"{ not json", "cannot be read"),
        (b"\xff\xfe\x00garbage", "cannot be read"),
        (json.dumps({"hello": "world"}).encode(), "not a Vegas Desktop save"),
        (json.dumps({"kind": store.KIND, "format": 99}).encode(), "newer version"),
        (json.dumps({"kind": store.KIND, "format": 1, "game": "chess"}).encode(), "unknown game"),
        (json.dumps({"kind": store.KIND, "format": 1, "game": "lasvegas", "seed": 1}).encode(), "missing"),
    ],
)
def test_damaged_foreign_and_future_files_are_listed_with_a_reason_and_kept(content: bytes, reason: str) -> None:
    folder = store.saves_dir()
    folder.mkdir(parents=True)
    (folder / "bad.json").write_bytes(content)
    good = store.start_autosave(new_match("cards", ["random", "random"], 2))
    listed = store.list_saves()
    bad = [e for e in listed if e.saved is None]
    assert len(bad) == 1 and reason in bad[0].problem
    assert bad[0].kept is not None and bad[0].kept.read_bytes() == content  # moved aside, never deleted
    assert [e.path for e in listed if e.saved] == [good.path]
    assert store.list_saves()[0].path == good.path  # the damaged file is not listed (or moved) twice


def test_a_log_that_breaks_the_rules_is_refused() -> None:
    match = new_match("lasvegas", ["random", "random"], 4)
    saver = store.start_autosave(match)
    _play(match, 4)
    data = json.loads(saver.path.read_text())
    data["actions"][1], data["actions"][2] = data["actions"][2], data["actions"][1]
    saver.path.write_text(json.dumps(data))
    with pytest.raises(store.SaveError, match="move"):
        store.load(saver.path)


def test_format_0_files_are_migrated(private_home: Path) -> None:
    match = new_match("lasvegas", ["random", "random"], 4)
    _play(match, 3)
    data = store.snapshot(match).to_json()
    data["format"] = 0
    data["log"] = data.pop("actions")
    del data["undo_used"]
    path = store.saves_dir() / "old.json"
    write_json_atomic(path, data)
    resumed, saved = store.load(path)
    assert resumed.log == match.log and saved.undo_used is False


def _thrown(match) -> list[object]:
    return [getattr(match.state, "throw", None), getattr(match.state, "hands", None)]


@pytest.mark.parametrize("game", ["lasvegas", "royale", "cards"])
def test_undo_takes_back_the_humans_last_decision_and_never_rerolls(game: str) -> None:
    match = new_match(game, ["human", "normal", "normal"], 21)
    decisions = 0
    while decisions < 3 and not match.over:
        match.run_agents()
        seat = match.to_act()[0]
        before_state = match.state
        legal = match.legal(seat)
        match.play(seat, legal[-1])
        decisions += 1
    match.run_agents()
    earlier = store.undo_last_human(match)
    assert earlier.log == match.log[: len(earlier.log)]
    # the table is back at the human's decision: same dice thrown / same hand dealt as then
    assert earlier.rules.observe(earlier.state, 0) == match.rules.observe(before_state, 0)
    assert earlier.legal(0) == legal


def test_undo_is_refused_in_hot_seat_with_nothing_to_undo_and_after_the_end() -> None:
    hot = new_match("lasvegas", ["human", "human"], 3)
    assert store.undo_problem(hot) == "undo.hotseat"
    fresh = new_match("lasvegas", ["human", "normal"], 3)
    assert store.undo_problem(fresh) == "undo.nothing"
    with pytest.raises(store.SaveError):
        store.undo_last_human(fresh)
    done = new_match("lasvegas", ["random", "random"], 3)
    done.run_agents()
    assert store.undo_problem(done) == "undo.no_human"


@pytest.mark.parametrize(("options", "limit"), [("", 50), ("no-auto", 50), ("rounds=30", 30)])
def test_format_1_cash_and_run_keeps_the_round_limit_it_was_played_with(
    private_home: Path, options: str, limit: int
) -> None:
    """Format 1 was written when Cash & Run ended after 50 rounds unless told otherwise; now no limit is the default."""
    match = new_match("cashrun", ["random", "random", "random"], 5, options=games.parse_options("cashrun", options))
    _play(match, 3)
    data = store.snapshot(match).to_json()
    data["format"] = 1
    data["options"] = options
    path = store.saves_dir() / "old_cashrun.json"
    write_json_atomic(path, data)
    resumed, _ = store.load(path)
    assert resumed.options.round_limit == limit and resumed.log == match.log
    assert games.parse_options("cashrun", "").round_limit == 0  # what the same empty text means in a new save
