"""Nothing is cut on the Cash & Run table: at 1120x630, 1280x720 and 1920x1080, in English and German, with the
large text size and 16-character names in all six seats, every text the table fits into a width (panels, prompts,
stage, log, turn box, auctions, casino cards, the since-your-last-turn box) is drawn whole — no "…" — while a game
against five computers runs through its prompts, auctions and games of chance."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop import text
from vegas_desktop.app import cache, fit_text, settings, style
from vegas_desktop.app.app import App
from vegas_desktop.games import make_agent
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table_factory import table_scene

NAMES = [
    "Maximiliane Wolk",
    "Christopher Lang",
    "Alexandra Schmid",
    "Bartholomäus Kim",
    "Wilhelmina Ortiz",
    "Konstantin Weber",
]
SIZES = [(1120, 630), (1280, 720), (1920, 1080)]
FRAMES = 900  # at three times the animation speed: some 45 s of play, a dozen turns and their prompts


@pytest.fixture
def cuts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str, int]]:
    """Every text that had to be cut with "…" (fitted to a width, wrapped into lines, a word too long for its line):
    (the text, what was drawn, the width it was given). `fit_text.ellipsize` is the one place that cuts."""
    found: list[tuple[str, str, int]] = []
    real = fit_text.ellipsize

    def spy(content, font, width):
        shown = real(content, font, width)
        if shown != content and content.strip():
            found.append((content, shown, width))
        return shown

    monkeypatch.setattr(fit_text, "ellipsize", spy)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_text_is_cut_on_the_cash_and_run_table(size, lang, cuts) -> None:
    text.set_language(lang)
    style.set_text_size("large")
    cache.clear_caches()
    app = App(size)
    try:
        app.settings = settings.Settings(language=lang, text_size="large")
        app.speed = 3.0
        match = new_match("cashrun", ["human"] + ["normal"] * 5, 21, names=NAMES)
        scene = table_scene(app, match)
        app.stack.push(scene)
        helper = make_agent("cashrun", "normal", 8)
        decisions = 0
        for _ in range(FRAMES):
            seat = scene.human_seat()
            if seat is not None and app.stack.top is scene:
                app.step(1 / 60, [])  # the prompt is drawn before it is answered
                decisions += 1
                scene.play(seat, helper.choose(match.rules, match.view(seat), match.legal(seat), seat))
            app.step(1 / 60, [])
            if match.over:
                break
        assert decisions >= 5
        assert cuts == []
    finally:
        style.set_text_size("normal")
        text.set_language("en")
        cache.clear_caches()
        while app.stack.scenes:
            app.stack.pop()
        pygame.event.clear()
