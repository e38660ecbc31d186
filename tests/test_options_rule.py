"""One option rule for every game: case-insensitive words, no repeats, no contradictions, canonical words back."""

from __future__ import annotations

import pytest

from vegas_desktop import games


@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("lasvegas", "biggy,biggy"),
        ("lasvegas", "kickers=1,kickers=2"),
        ("lasvegas", "BIGGY,biggy"),
        ("royale", "boards=3,boards=4"),
        ("royale", "base,boards=5"),
        ("royale", "norepeat,no-repeat"),
        ("royale", "no-repeat,base"),
        ("royale", "boards=0,norepeat"),
        ("royale", "tiles=A1,boards=2"),
        ("cards", "sequential,sequential"),
        ("cards", "Sequential,SEQUENTIAL"),
    ],
)
def test_repeats_and_contradictions_are_refused_in_every_game(game, text):
    with pytest.raises(ValueError) as info:
        games.parse_options(game, text)
    assert game in str(info.value) or "choose one" in str(info.value)


@pytest.mark.parametrize(
    ("game", "text", "canonical"),
    [
        ("lasvegas", "BIGGY, Bandit", "biggy,bandit"),
        ("lasvegas", "Kickers", "kickers=1"),
        ("royale", "NO-REPEAT", "norepeat"),
        ("royale", "Boards=5,NoRepeat", "boards=5,norepeat"),
        ("royale", "BASE", "boards=0"),
        ("royale", "boards=3", ""),
        ("royale", "tiles=a1+-/c2", "tiles=A1+-/C2"),
        ("cards", "SEQUENTIAL", "sequential"),
        ("cards", "", ""),
    ],
)
def test_words_are_case_insensitive_and_format_back_to_the_canonical_list(game, text, canonical):
    options = games.parse_options(game, text)
    assert games.format_options(game, options) == canonical
    assert games.parse_options(game, canonical) == options
