"""The appraisal record: best first, and 'about equal' read from the judge's own uncertainty."""

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vegas_desktop.ai.appraisal import EQUAL_Z, Appraisal, Appraised, Unit, ranked


def test_an_appraisal_refuses_a_top_that_is_not_the_highest_value() -> None:
    with pytest.raises(ValueError, match="best move first"):
        Appraisal((Appraised("a", 1.0), Appraised("b", 2.0)), Unit.MONEY)


def test_a_move_within_the_uncertainty_is_about_equal_and_one_beyond_it_is_not() -> None:
    moves = (Appraised("a", 10.0), Appraised("b", 9.0, spread=0.6), Appraised("c", 5.0, spread=1.0))
    got = Appraisal(moves, Unit.MONEY)
    assert got.about_equal("a") and got.about_equal("b")
    assert not got.about_equal("c")
    assert got.behind("c") == 5.0
    assert got.of("missing") is None and not got.about_equal("missing")


def test_a_move_the_judge_could_not_compare_counts_as_about_equal() -> None:
    got = Appraisal((Appraised("a", 10.0), Appraised("b", 1.0, spread=math.inf)), Unit.WIN_CHANCE)
    assert got.about_equal("b")


@given(st.lists(st.floats(-100, 100), min_size=1, max_size=8), st.data())
def test_ranked_puts_the_highest_value_first_and_the_played_move_on_top_of_a_tie(values: list[float], data) -> None:
    moves = [Appraised(i, v, spread=1.0) for i, v in enumerate(values)]
    first = data.draw(st.sampled_from(range(len(values))))
    got = ranked(moves, Unit.ROUND_MONEY, 12, first=first)
    shown = [m.value for m in got.moves]
    assert sorted(shown, reverse=True) == sorted(values, reverse=True)
    assert all(a >= b - 1e-9 for a, b in zip(shown, shown[1:], strict=False))  # ties within 1e-9 may swap
    assert sorted(m.action for m in got.moves) == list(range(len(values)))
    if values[first] >= max(values):
        assert got.best.action == first
    assert got.samples == 12 and EQUAL_Z > 0
