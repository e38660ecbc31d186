"""The replay stepper (no pygame): forward, back, moves and rounds; every seat's hidden information open."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vegas_desktop import games
from vegas_desktop.match import new_match
from vegas_desktop.saves import store
from vegas_desktop.saves.replay import Replay


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _finished(game: str, seed: int):
    low = games.descriptor(game).seats[0]
    match = new_match(game, ["random"] * max(3, low), seed)
    match.run_agents()
    return match, store.snapshot(match)


def _positions(game: str, seed: int) -> list[list[object]]:
    """Every seat's view after each action of the uninterrupted game (index = actions played)."""
    low = games.descriptor(game).seats[0]
    match = new_match(game, ["random"] * max(3, low), seed)
    seats = range(len(match.seats))
    out = [[match.view(s) for s in seats]]
    while not match.over:
        seat = match.to_act()[0]
        match.play(seat, match.agent_action(seat))
        out.append([match.view(s) for s in seats])
    return out


@pytest.mark.parametrize("game", games.game_names())
def test_forward_back_and_jumps_show_the_game_as_it_was(game: str) -> None:
    match, saved = _finished(game, 12)
    truth = _positions(game, 12)
    replay = Replay(saved)
    assert len(replay) == len(match.log) == len(truth) - 1
    assert replay.finished and replay.final_money == match.rules.money(match.state)
    assert replay.at_start and replay.views() == truth[0]
    for n in range(1, min(40, len(replay)) + 1):
        replay.forward()
        assert replay.cursor == n and replay.views() == truth[n]
    for n in range(replay.cursor - 1, max(-1, replay.cursor - 6), -1):
        replay.back()
        assert replay.cursor == n and replay.views() == truth[n]
    replay.jump(len(replay))
    assert replay.at_end and replay.forward() == [] and replay.views() == truth[-1]
    assert replay.money() == match.rules.money(match.state)
    middle = len(replay) // 2
    replay.jump(middle)
    assert replay.views() == truth[middle]
    replay.jump(10**9)
    assert replay.at_end
    replay.jump(-5)
    assert replay.at_start


@pytest.mark.parametrize("game", games.game_names())
def test_rounds_are_found_and_jumped_to(game: str) -> None:
    match, saved = _finished(game, 7)
    replay = Replay(saved)
    assert replay.rounds >= 2 and replay.round_starts[0] == 0
    assert replay.round_starts == sorted(replay.round_starts)
    for number in range(1, replay.rounds + 1):
        replay.jump_to_round(number)
        assert replay.cursor == replay.round_starts[number - 1]
        assert replay.round_at() == number
        assert replay.match.state.round == number
    replay.jump_to_round(replay.rounds + 5)
    assert replay.round_at() == replay.rounds
    replay.jump_to_round(1)
    replay.next_round()
    assert replay.cursor == (replay.round_starts[1] if replay.rounds > 1 else len(replay))
    replay.jump(replay.cursor + 1)
    replay.previous_round()
    assert replay.cursor in replay.round_starts or replay.cursor == 0


def test_hidden_information_is_shown_openly() -> None:
    """Each seat's own hand is in the replay's views: a seat's view differs from the public one."""
    from vegas_desktop.core.game import PUBLIC

    _, saved = _finished("cards", 4)
    replay = Replay(saved)
    replay.jump(3)
    public = replay.match.rules.observe(replay.match.state, PUBLIC)
    assert any(view != public for view in replay.views())


def test_an_unfinished_save_replays_up_to_where_it_was_left() -> None:
    match = new_match("lasvegas", ["random", "random", "random"], 3)
    for _ in range(9):
        seat = match.to_act()[0]
        match.play(seat, match.agent_action(seat))
    replay = Replay(store.snapshot(match))
    assert not replay.finished and len(replay) == 9
    replay.jump(9)
    assert replay.views() == [match.view(s) for s in range(3)]


def test_a_damaged_log_is_refused_up_front() -> None:
    _, saved = _finished("lasvegas", 5)
    saved.actions[1], saved.actions[2] = saved.actions[2], saved.actions[1]
    with pytest.raises(store.SaveError, match="move"):
        Replay(saved)
    _, saved = _finished("royale", 5)
    saved.actions[0] = [0, {"$": "NoSuchAction"}]
    with pytest.raises(store.SaveError, match="move 1"):
        Replay(saved)


def test_a_replay_file_from_disk(private_home: Path) -> None:
    match, saved = _finished("cashrun", 2)
    path = private_home / "replay.json"
    path.write_text(json.dumps(saved.to_json()))
    replay = Replay(store.read(path))
    replay.jump(len(replay))
    assert replay.money() == match.rules.money(match.state)
