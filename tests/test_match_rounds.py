"""What the results screen reads of a finished match (`TableMatch`): everyone's money after each round and before
the first, from the match itself; the history's replay (`history.db.round_money`) tells the same."""

from __future__ import annotations

import pytest

from vegas_desktop import games
from vegas_desktop.history import db
from vegas_desktop.match import new_match


@pytest.mark.parametrize("game", games.game_names())
def test_money_by_round_is_the_historys_and_ends_with_the_final_money(game: str) -> None:
    low, _ = games.descriptor(game).seats
    options = games.parse_options(game, "rounds=8" if game == "cashrun" else "")
    match = new_match(game, ["random"] * max(low, 3), 11, options)
    match.run_agents()
    assert match.over
    rounds = match.money_by_round()
    assert rounds == db.round_money(match)
    assert rounds and rounds[-1] == match.money()
    assert len(rounds) >= match.progress().round - 1


@pytest.mark.parametrize("game", games.game_names())
def test_start_money_is_the_fresh_games(game: str) -> None:
    match = new_match(game, ["random"] * 3, 5)
    fresh = new_match(game, ["random"] * 3, 5)
    match.run_agents(max_steps=40)
    assert match.start_money() == fresh.money()
