"""Computer players choose legal actions, and never quietly swap an illegal choice for another: a choice that is
not legal raises IllegalChoice, naming the game, the seat and the choice (issue 28)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from vegas_desktop.ai.base import IllegalChoice, checked, only
from vegas_desktop.cashrun.moves import Pass, Roll
from vegas_desktop.descriptor import LEVELS
from vegas_desktop.games import make_agent, parse_options, rules_for
from vegas_desktop.lasvegas.moves import Place
from vegas_desktop.match import new_match

GAMES = ("lasvegas", "royale", "cards", "cashrun")
OPTIONS = {"cashrun": "rounds=30"}  # shorter Cash & Run games
# Whole games: the seeds, and the options the games are played with in turn (Hard's other ways of searching too).
SEEDS = range(8)
PLAYED_WITH = {
    "lasvegas": ("", "biggy,kickers=1", "bandit,neutral,rainbow", "minsum,100k"),
    "royale": ("", "norepeat"),
    "cards": ("", "sequential"),
    "cashrun": ("rounds=30", "rounds=20,no-auto"),
}


class Spy:
    """Wraps a computer player: every choice it makes is checked against the legal actions it was given."""

    def __init__(self, agent: Any, game: str) -> None:
        self.agent, self.game = agent, game
        self.name = agent.name
        self.needs_observation = agent.needs_observation
        self.decisions = 0

    def reseed(self, seed: int) -> None:
        self.agent.reseed(seed)

    def choose(self, rules: Any, observation: Any, legal: list[Any], seat: int) -> Any:
        choice = self.agent.choose(rules, observation, legal, seat)  # raises IllegalChoice itself
        assert choice in legal, f"{self.game}: {self.name} at seat {seat} chose {choice!r}"
        self.decisions += 1
        return choice


pytestmark = pytest.mark.usefixtures("no_safety_caps")  # the sample counts alone decide


@pytest.mark.parametrize("game", GAMES)
def test_every_level_chooses_legal_actions_in_whole_games(game: str) -> None:
    """Every level of every game plays whole games at every seat, with options: all its choices are legal."""
    decisions = dict.fromkeys(LEVELS, 0)
    for seed in SEEDS:
        played_with = PLAYED_WITH[game]
        options = parse_options(game, played_with[seed % len(played_with)])
        levels = list(LEVELS[seed % len(LEVELS) :] + LEVELS[: seed % len(LEVELS)])  # every level at every seat
        match = new_match(game, levels, seed, options, in_place=True)
        spies = []
        for seat in match.seats:
            assert seat.agent is not None
            seat.agent = spy = Spy(seat.agent, game)
            spies.append(spy)
        match.run_agents()
        assert match.over, f"{game} seed {seed} did not finish"
        for spy in spies:
            decisions[spy.name] += spy.decisions
    assert all(decisions.values()), decisions  # every level had real choices to make


def _position(game: str, seed: int = 5) -> tuple[Any, Any, list[Any], int]:
    """(state, observation, legal, seat) a few random moves into a game, where the seat has a real choice."""
    rules = rules_for(game)
    rng = random.Random(seed)
    state, _ = rules.new_game(3 if game != "cashrun" else 4, seed, parse_options(game, OPTIONS.get(game, "")))
    for _ in range(10_000):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        if len(legal) > 1 and rng.random() < 0.2:
            return state, rules.observe(state, seat), legal, seat
        state, _ = rules.apply(state, legal[rng.randrange(len(legal))], seat)
    raise AssertionError(f"{game}: no decision found")


@pytest.mark.parametrize("level", ("easy", "normal", "hard"))
@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_choice_raises_naming_game_seat_and_choice(game: str, level: str) -> None:
    """Whatever an agent's judgement comes up with, `choose` hands back no action outside `legal`."""
    _, view, legal, seat = _position(game)
    agent = make_agent(game, level, 4)
    bogus = object()
    agent._decide = lambda *args: bogus  # its judgement goes wrong
    with pytest.raises(IllegalChoice) as raised:
        agent.choose(rules_for(game), view, legal, seat)
    assert raised.value.game == game and raised.value.seat == seat and raised.value.choice is bogus
    message = str(raised.value)
    assert message.startswith(f"{game}: ") and f"seat {seat}" in message and repr(bogus) in message


def test_cash_and_run_does_not_replace_a_choice_the_legal_list_lacks() -> None:
    """Cash & Run decides a turn (roll or start the final lap) by itself: handed a list without its roll, it
    raises instead of playing the first legal action (what it used to do)."""
    rules = rules_for("cashrun")
    state, _ = rules.new_game(4, 3, parse_options("cashrun", ""))
    for _ in range(1000):
        seat = rules.to_act(state)[0]
        view = rules.observe(state, seat)
        legal = rules.legal_actions(state, seat)
        if Roll() in legal:
            break
        state, _ = rules.apply(state, legal[0], seat)
    else:
        raise AssertionError("no turn found")
    for level in ("easy", "normal", "hard"):
        assert make_agent("cashrun", level, 1).choose(rules, view, legal, seat) in legal
        without = [a for a in legal if a != Roll()] + [Pass()]
        with pytest.raises(IllegalChoice, match=rf"^cashrun: the computer player at seat {seat} chose Roll\(\)"):
            make_agent("cashrun", level, 1).choose(rules, view, without, seat)


def test_checked_passes_a_legal_choice_and_names_an_illegal_one() -> None:
    legal = [Place(v) for v in range(1, 11)]
    assert checked("lasvegas", 1, Place(3), legal) == Place(3)
    with pytest.raises(IllegalChoice) as raised:
        checked("lasvegas", 2, Place(7, bandit=True), legal)
    message = str(raised.value)
    assert message.startswith("lasvegas: the computer player at seat 2 chose Place(value=7, bandit=True)")
    assert "Place(value=8, bandit=False)" in message and "and 2 more" in message  # a long list is cut short


def test_only_types_a_decision_and_refuses_mixed_ones() -> None:
    assert only(Place, [Place(1), Place(2)]) == [Place(1), Place(2)]
    with pytest.raises(TypeError, match="Place decision offers other actions too"):
        only(Place, [Place(1), Roll()])
