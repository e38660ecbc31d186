"""Undo in every registered game: back to the human's last decision, the same dice and cards, refused where not
allowed; and saving at any point then playing on is the uninterrupted game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vegas_desktop import games
from vegas_desktop.core.game import PUBLIC
from vegas_desktop.match import Match, new_match
from vegas_desktop.saves import store


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _seen(match: Match) -> list[object]:
    """What every seat and a spectator may know, who acts and what they may do."""
    seats = range(len(match.seats))
    acting = match.to_act()
    public = match.rules.observe(match.state, PUBLIC)
    return [[match.view(s) for s in seats], public, acting, [match.legal(s) for s in acting]]


def _one_human(game: str, seed: int) -> Match:
    low = games.descriptor(game).seats[0]
    return new_match(game, ["human"] + ["random"] * (max(3, low) - 1), seed)


@pytest.mark.parametrize("game", games.game_names())
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), decisions=st.integers(1, 25), pick=st.integers(0, 2**32))
def test_undo_goes_back_to_the_humans_last_decision_with_the_same_chance(
    game: str, seed: int, decisions: int, pick: int
) -> None:
    chooser = random.Random(pick)
    match = _one_human(game, seed)
    at_decision: list[object] = []
    made = 0
    last_index = -1
    while made < decisions:
        match.run_agents()
        if match.over:
            break
        forced = match.forced_action(0)
        if forced is not None:
            match.play(0, forced)
            continue
        at_decision = _seen(match)
        last_index = len(match.log)
        match.play(0, chooser.choice(match.legal(0)))
        made += 1
    match.run_agents()
    if match.over:
        assert store.undo_problem(match) == "undo.over"
        with pytest.raises(store.SaveError):
            store.undo_last_human(match)
        return
    earlier = store.undo_last_human(match)
    assert earlier is not match and earlier.log == match.log[:last_index]
    # the same table as when the human decided: the dice thrown and cards dealt then, the same choices
    assert _seen(earlier) == at_decision
    # and the same moves from here give the same events (chance is in the state: nothing is thrown again)
    original = _one_human(game, seed)
    for seat, action in match.log[:last_index]:
        original.play(seat, action)
    for seat, action in match.log[last_index:]:
        assert earlier.play(seat, action) == original.play(seat, action)
    assert _seen(earlier) == _seen(match)


@pytest.mark.parametrize("game", games.game_names())
def test_undo_is_refused_where_it_is_not_allowed(game: str) -> None:
    low = games.descriptor(game).seats[0]
    extra = max(3, low) - 2
    hot = new_match(game, ["human", "human"] + ["random"] * extra, 1)
    hot.run_agents()
    assert store.undo_problem(hot) == "undo.hotseat"
    with pytest.raises(store.SaveError, match="one human"):
        store.undo_last_human(hot)
    fresh = _one_human(game, 1)
    fresh.run_agents()
    assert store.undo_problem(fresh) == "undo.nothing"
    with pytest.raises(store.SaveError, match="Nothing of yours"):
        store.undo_last_human(fresh)
    computers = new_match(game, ["random"] * max(3, low), 1)
    assert store.undo_problem(computers) == "undo.no_human"


@pytest.mark.parametrize("game", games.game_names())
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), cut=st.integers(0, 400), pick=st.integers(0, 2**32))
def test_saved_at_any_point_the_game_plays_on_identically(game: str, seed: int, cut: int, pick: int) -> None:
    """Save through the autosave listener at a random point, load from disk, play on with the same actions: the
    same events, views and money as the game that never stopped (including a game that had a human at it)."""
    chooser = random.Random(pick)
    whole = _one_human(game, seed)
    saver: store.Autosave | None = None
    while not whole.over and len(whole.log) < cut:
        if saver is None and len(whole.log) >= cut - 3:  # the last few actions are written by the listener
            saver = store.autosave(whole)
        action = whole.next_step() or (0, whole.forced_action(0) or chooser.choice(whole.legal(0)))
        whole.play(*action)
    if saver is None:
        saver = store.autosave(whole)
    path = saver.finished_path if whole.over else saver.path
    assert path is not None
    resumed, saved = store.load(path)
    assert saved.finished == whole.over and resumed.log == whole.log
    assert _seen(resumed) == _seen(whole)
    for step in range(60):
        if whole.over:
            break
        seat = whole.to_act()[0]
        action = whole.forced_action(seat) or chooser.choice(whole.legal(seat))
        assert whole.play(seat, action) == resumed.play(seat, action)
        if step % 10 == 0:
            assert _seen(resumed) == _seen(whole)
    assert _seen(resumed) == _seen(whole)
    assert resumed.rules.money(resumed.state) == whole.rules.money(whole.state)


def test_undo_with_autosave_moves_the_save_to_the_earlier_match() -> None:
    match = _one_human("royale", 3)
    saver = store.autosave(match)
    for _ in range(3):
        match.run_agents()
        match.play(0, match.forced_action(0) or match.legal(0)[0])
    match.run_agents()
    earlier = store.undo_with_autosave(match)
    assert saver.match is earlier and saver not in match.listeners and saver in earlier.listeners
    resumed, saved = store.load(saver.path)
    assert saved.undo_used and resumed.log == earlier.log
    earlier.run_agents()
    earlier.play(0, earlier.legal(0)[-1])
    assert store.load(saver.path)[0].log == earlier.log  # the listener writes for the new match
    hot = new_match("royale", ["human", "human", "random"], 3)
    with pytest.raises(store.SaveError):
        store.undo_with_autosave(hot)
