"""Pig & Bet passes the suite every game passes, by the suite's own code: each test of tests/games/test_every_game.py
that takes a game, and tests/test_golden.py's golden replay of a file recorded by tools/record_golden.py's `record`.

The shared suite is parametrised over `games.game_names()` when it is imported, so a game registered at run time is
not in its lists; its functions are called here with the game's name instead. Two things a game cannot bring by
the public API alone: its secret shuffler (a dict in tests/games/shufflers.py, set here for the test) and its
golden files (test_golden.py globs tests/golden/ only; this game's are in this folder)."""

from __future__ import annotations

import inspect
import json
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
import test_golden as golden_suite  # tests/ is on sys.path (rootdir conftest): the shared modules by their names
from games import shufflers
from games import test_every_game as suite

from vegas_desktop import games
from vegas_desktop.core.game import PUBLIC

from .golden import CASES, path_of, recorder
from .rules import NAME, BetMade, PigState


def shuffle_secret(state: PigState, seat: int, rnd: random.Random) -> PigState | None:
    """A state that differs only in `seat`'s secret: its bet while the bets are face down (another seat named);
    for PUBLIC, the dice to come."""
    if seat == PUBLIC:
        out = replace(state, bets=list(state.bets), banked=list(state.banked), money=list(state.money))
        shufflers._new_rng(out, rnd)
        return out
    if state.phase != "bet" or state.bets[seat] is None or state.players < 2:
        return None
    other = rnd.choice([s for s in range(state.players) if s != state.bets[seat]])
    bets = list(state.bets)
    bets[seat] = other
    return replace(state, bets=bets)


def _shared() -> list[Any]:
    """Every test of the shared suite that takes a game (found, not listed: a test added there runs here too)."""
    found = []
    for name, fn in vars(suite).items():
        if name.startswith("test_") and callable(fn) and list(inspect.signature(fn).parameters) == ["game"]:
            marks = [m for m in getattr(fn, "pytestmark", []) if m.name == "slow"]
            found.append(pytest.param(fn, id=name.removeprefix("test_"), marks=marks))
    return found


SHARED = _shared()


def test_the_shared_suite_was_found() -> None:
    assert len(SHARED) >= 9


@pytest.mark.parametrize("check", SHARED)
def test_every_game_suite(check: Callable[[str], None], monkeypatch: pytest.MonkeyPatch) -> None:
    assert NAME not in suite.GAMES  # registered at run time, after the suite's own lists were made
    monkeypatch.setitem(shufflers.SHUFFLERS, NAME, shuffle_secret)
    check(NAME)


@pytest.mark.parametrize(("kinds", "options", "seed"), CASES)
def test_golden_playthrough(kinds: list[str], options: str, seed: int) -> None:
    """The recorded game replays to the same money, standings and events (the shared golden check), and recording
    it again today gives the very same file (the computer players are deterministic too)."""
    path = path_of(kinds, seed)
    golden_suite.test_golden_replay(path)
    assert recorder().record(NAME, kinds, options, seed) == json.loads(path.read_text(encoding="utf-8"))


def test_the_secret_bet_is_redacted_for_the_others() -> None:
    """The suite's privacy checks pass a game that hides nothing: show that this one does hide the bet."""
    rules = games.rules_for(NAME)
    state, _ = rules.new_game(3, 4, None)
    state, events = rules.apply(state, rules.legal_actions(state, 1)[2], 1)
    assert events == [BetMade(1, 2)] and rules.visible(events[0], 1) == BetMade(1, 2)
    assert rules.visible(events[0], 0) == BetMade(1, None) == rules.visible(events[0], PUBLIC)
    assert rules.observe(state, 0).bets == (None, None, None) and rules.observe(state, 1).bets[1] == 2
    assert rules.private_decision(state, 0)  # type: ignore[attr-defined]  # the optional part of GameRules
