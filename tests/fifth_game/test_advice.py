"""Pig & Bet's advice, every piece from its own folder: a judge behind Hard, the hint with its why, the payout
preview, the review with *Watch this moment*, a two-step lesson; and no shared module names it or the four."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from vegas_desktop import games, text
from vegas_desktop.advice import hint, review
from vegas_desktop.match import new_match
from vegas_desktop.scenes.review import ReviewScene
from vegas_desktop.scenes.table import advice_words
from vegas_desktop.scenes.table_factory import table_scene
from vegas_desktop.tutorial import lessons, script

from .rules import NAME, RULES, Bank, Bet, Roll

ROOT = Path(__file__).resolve().parents[2]
SHARED = [
    *sorted((ROOT / "vegas_desktop" / "advice").glob("*.py")),
    *sorted((ROOT / "vegas_desktop" / "tutorial").glob("*.py")),
    ROOT / "scenes" / "review.py",
    *sorted((ROOT / "scenes" / "tutorial").glob("*.py")),
    *sorted((ROOT / "scenes" / "table").glob("advice*.py")),
]
# a game by its name, its module path or its title ('cards' only as a name or a module: the word is plain English)
GAME_NAMES = re.compile(
    r"\b(pigbet|lasvegas|royale|cashrun)\b|[\"'.]cards\b|\bcards[\"'.](?=[a-z_\"'])|Pig & Bet|Cash & Run|Royale"
)


def _positions(seed: int, count: int) -> list[tuple[Any, list[Any], int, int]]:
    match = new_match(NAME, ["normal", "easy", "normal"], seed)
    out = []
    while not match.over and len(out) < count:
        for seat in match.to_act():
            legal = match.legal(seat)
            if seat == 0 and len(legal) > 1:
                out.append((match.view(0), legal, len(match.log), hint.seed_for(match.seed, 0, match.played(0))))
        step = match.next_step()
        assert step is not None
        match.play(*step)
    return out


def test_no_shared_advice_module_names_a_game() -> None:
    for path in SHARED:
        if path.name == "cashrun_value.py":  # being moved into its game's folder
            continue
        found = GAME_NAMES.search(path.read_text(encoding="utf-8"))
        assert found is None, f"{path.relative_to(ROOT)} names {found.group(0) if found else ''}"


def test_the_star_is_the_top_of_the_numbers_and_hards_move() -> None:
    for view, legal, _index, seed in _positions(5, 12):
        shown = hint.compute_hint(NAME, view, legal, 0, seed)
        values = [m.value for m in shown.appraisal.moves]
        assert values == sorted(values, reverse=True) and shown.top[0].action == shown.choice
        hard = games.make_agent(NAME, "hard", 99)
        hard.reseed(seed)
        assert hard.choose(RULES, view, legal, 0) == shown.choice
        assert len(shown.top) == min(3, len(legal))


def test_the_hint_ignores_another_seats_secret_bet() -> None:
    state, _ = RULES.new_game(3, 8)
    first, _ = RULES.apply(state, Bet(1), 1)
    other, _ = RULES.apply(state, Bet(2), 1)
    a, b = hint.hint_at(NAME, first, 0, 4), hint.hint_at(NAME, other, 0, 4)
    assert a == b


def test_the_hints_words_come_from_the_games_folder() -> None:
    view = RULES.observe(RULES.new_game(3, 8)[0], 0)
    assert advice_words.choice_words(NAME, view, Bet(1), ["Ann", "Bob", "Cy"]) == "Bet on Bob"
    state, _ = RULES.new_game(2, 3)
    for seat in (0, 1):
        state, _ = RULES.apply(state, Bet(seat), seat)
    roller = state.current
    for _ in range(50):
        state, _ = RULES.apply(state, Roll(), roller)
        if state.pot >= 8 or state.current != roller:
            break
    if state.current == roller and state.pot:
        view = RULES.observe(state, roller)
        shown = hint.compute_hint(NAME, view, RULES.legal_actions(state, roller), roller, 1)
        why = advice_words.reason_words(NAME, shown.reason)
        assert str(view.pot) in why and not why.startswith("pigbet.")
        lines = advice_words.preview_lines(NAME, view, Bank(), roller, ["Ann", "Bob"])
        assert lines[0] == text.t("pigbet.preview.title") and f"{view.money[roller] + view.pot}k" in lines[1]
        assert advice_words.preview_lines(NAME, view, Roll(), roller, ["Ann", "Bob"]) == []


def test_the_reviews_figures_are_the_hints_and_following_the_star_leaves_none() -> None:
    match = new_match(NAME, ["human", "normal", "easy"], 21)
    hints: dict[int, hint.Hint] = {}
    while not match.over:
        step = match.next_step()
        if step is not None:
            match.play(*step)
            continue
        legal = match.legal(0)
        shown = hint.compute_hint(NAME, match.view(0), legal, 0, hint.seed_for(match.seed, 0, match.played(0)))
        if len(legal) > 1:
            hints[len(match.log)] = shown
        match.play(0, shown.choice)
    decided = review.decisions(NAME, 3, match.seed, match.options, list(match.log), 0)
    assert {d.index for d in decided} == set(hints)
    for d in decided:
        assert d.appraisal == hints[d.index].appraisal and not d.costly
    assert review.review(NAME, 3, match.seed, match.options, list(match.log), 0) == []


def _played_badly(seed: int) -> Any:
    """A finished game in which seat 0 (a person) always rolls on and bets on the last seat."""
    match = new_match(NAME, ["human", "normal", "normal"], seed)
    while not match.over:
        step = match.next_step()
        if step is not None:
            match.play(*step)
            continue
        legal = match.legal(0)
        match.play(0, Roll() if Roll() in legal else legal[-1])
    return match


def test_a_costly_decision_is_one_the_judge_ranks_below_its_best_beyond_doubt() -> None:
    match = _played_badly(4)
    found = review.review(NAME, 3, match.seed, match.options, list(match.log), 0)
    assert found
    decided_at = {d.index: d for d in review.decisions(NAME, 3, match.seed, match.options, list(match.log), 0)}
    for m in found:
        decided = decided_at[m.index]
        assert not decided.appraisal.about_equal(m.played) and m.best == decided.appraisal.best.action
        assert m.cost > 0


def test_the_review_screen_offers_watch_this_moment(app: Any) -> None:
    match = _played_badly(4)
    scene = ReviewScene(app, match)
    app.stack.push(scene)
    scene.job.wait(60)
    app.step(1 / 60, [])
    assert scene.mistakes
    labels = [b.text for b in scene.nav]
    assert labels.count(text.t("advice.review.watch")) == len(scene.mistakes)
    surface = pygame.Surface((1280, 720))
    scene.draw_background(surface)
    scene.watch(0)
    top = app.stack.top
    assert top is not scene and top.replay is not None and top.replay.paused


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_review_cards_fit_at_the_large_text_size(app: Any, language: str) -> None:
    from vegas_desktop.app import fit_text, style

    match = _played_badly(4)
    scene = ReviewScene(app, match)
    app.stack.push(scene)
    scene.job.wait(60)
    text.set_language(language)
    style.set_text_size("large")
    try:
        app.step(1 / 60, [])
        assert scene.mistakes
        for i, m in enumerate(scene.mistakes):
            for line in scene.card_lines(i, m):
                shown, _font = fit_text.fit(line.words, line.width, line.size, line.least, bold=line.bold)
                assert shown == line.words, (language, line.words)
    finally:
        text.set_language("en")
        style.set_text_size("normal")


def test_the_hint_panel_at_the_table_shows_the_star_and_why(app: Any) -> None:
    match = new_match(NAME, ["human", "normal"], 6)
    table = table_scene(app, match)
    app.stack.push(table)
    for _ in range(200):
        if table.human_seat() is not None:
            break
        app.step(1 / 60, [])
    assert table.advice.request()
    table.advice.job.wait(30)
    app.step(1 / 60, [])
    shown = table.advice._shown_hint()
    assert shown is not None
    got, rows, _rect = shown
    words = [r[0] for r in rows]
    assert any(w.startswith(text.t("advice.hard_mark")) for w in words)
    assert advice_words.reason_words(NAME, got.reason).split()[0] in " ".join(words)


def test_the_two_step_lesson_plays_through_from_its_own_folder() -> None:
    assert NAME in lessons.available()
    lesson = lessons.lesson(NAME)
    assert len(lesson.beats) == 2
    match = script.start(lesson)
    script.play_through(match)
    assert match.done


def test_the_lesson_opens_on_its_table_and_lights_its_targets(app: Any) -> None:
    from vegas_desktop.scenes.tutorial.screens import coach_of, open_lesson

    table = open_lesson(app, NAME, 0)
    coach = coach_of(table)
    assert coach.resolve("panel:0") and coach.resolve("card:0")
    assert coach.resolve("nothing") == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_advice_text_of_the_game_is_translated(language: str) -> None:
    text.set_language(language)
    try:
        for key in ("pigbet.why.bank", "pigbet.say.bet", "pigbet.preview.bank", "pigbet.lesson.bet"):
            assert text.has(key)
    finally:
        text.set_language("en")
