"""Counts are said with the language's plural forms, never hedged with "(s)", "(e)", "(n)" or "die/dice"."""

from __future__ import annotations

import re

import pytest

from vegas_desktop import text

HEDGE = re.compile(r"\w\((s|e|n|en)\)|\bdie/dice\b")


@pytest.mark.parametrize("code", text.LANGUAGES)
def test_no_text_hedges_a_plural(code):
    hedged = {key: value for key, value in text.keys(code).items() if HEDGE.search(value)}
    assert hedged == {}


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", ("0 games · won 0 · 0%", "1 game · won 1 · 100%", "2 games · won 1 · 50%")),
        ("de", ("0 Spiele · 0 gewonnen · 0 %", "1 Spiel · 1 gewonnen · 100 %", "2 Spiele · 1 gewonnen · 50 %")),
    ],
)
def test_the_statistics_count_games_in_the_right_form(code, expected):
    text.set_language(code)
    shown = tuple(text.tn("stats.summary", n, wins=w, rate=r) for n, w, r in ((0, 0, 0), (1, 1, 100), (2, 1, 50)))
    assert shown == expected
