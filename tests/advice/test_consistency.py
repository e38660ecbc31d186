"""The hint, the review and Hard agree, in every game that offers a judge: the ★ is the top of the shown
numbers and the move Hard plays; the review's figures for a move are the hint's at the same position and seed;
a game played by following the ★ gets a review with no costly decision."""

from __future__ import annotations

import pytest
from judged import judged, play, seats_of

from vegas_desktop import games
from vegas_desktop.advice import hint, review
from vegas_desktop.match import new_match

GAMES = judged()
# the hint and the review compare equal only when the sample counts alone decide (a loaded machine trips the cap)
pytestmark = pytest.mark.usefixtures("no_safety_caps")


def _check_star_is_the_top(shown: hint.Hint, legal: list[object]) -> None:
    values = [m.value for m in shown.appraisal.moves]
    assert shown.choice in legal
    assert shown.top[0].action == shown.choice
    assert all(shown.top[0].value >= m.value for m in shown.appraisal.moves)
    assert values == sorted(values, reverse=True)  # the shown order is the numbers' order
    assert {m.action for m in shown.appraisal.moves} == set(legal)  # every legal move valued, once


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_the_star_is_the_top_of_the_shown_numbers_and_hards_move(game: str) -> None:
    _match, found = play(game, 11, 6)
    assert found
    for p in found:
        shown = hint.compute_hint(game, p.view, p.legal, 0, p.seed)
        _check_star_is_the_top(shown, p.legal)
        hard = games.descriptor(game).make_agent("hard", p.seed)
        hard.reseed(p.seed)
        assert hard.choose(games.rules_for(game), p.view, p.legal, 0) == shown.choice


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_the_reviews_figures_are_the_hints(game: str) -> None:
    match, found = play(game, 12, 4)
    assert found
    decided = review.decisions(game, len(match.seats), match.seed, match.options, list(match.log), 0)
    by_index = {d.index: d for d in decided}
    for p in found:
        shown = hint.compute_hint(game, p.view, p.legal, 0, p.seed)
        assert by_index[p.index].appraisal == shown.appraisal


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_following_the_star_leaves_nothing_to_review(game: str) -> None:
    kinds = ["human"] + ["normal"] * (seats_of(game) - 1)
    match = new_match(game, kinds, 13)
    for _ in range(20_000):
        if match.over:
            break
        step = match.next_step()
        if step is not None:
            match.play(*step)
            continue
        seat = match.to_act()[0]
        legal = match.legal(seat)
        forced = match.forced_action(seat)
        if forced is not None or len(legal) == 1:
            match.play(seat, forced if forced is not None else legal[0])
            continue
        seed = hint.seed_for(match.seed, seat, match.played(seat))
        match.play(seat, hint.compute_hint(game, match.view(seat), legal, seat, seed).choice)
    assert match.over
    assert review.review(game, len(match.seats), match.seed, match.options, list(match.log), 0) == []
