"""The guided first games on the real table, played with posted clicks and keys: to the end, with wrong clicks
nudged, explanations that hold the game, Skip and resume, reduced motion, German, and the menu's way in."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from lesson_player import ACTS, LessonPlayer

import vegas_desktop.scenes  # noqa: F401  # installs app.screens
from vegas_desktop import text
from vegas_desktop.app import motion
from vegas_desktop.app.app import App
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.tutorial.screens import LearnScene, coach_of, open_lesson
from vegas_desktop.tutorial import progress


def until(app: App, predicate: Any, limit: int = 3000) -> None:
    for _ in range(limit):
        if predicate():
            return
        app.step(1 / 30, [])
    raise AssertionError("never happened")


@pytest.mark.slow  # 9-17 s each on the 2-core machine: a whole lesson through the table
@pytest.mark.parametrize("game", sorted(ACTS))
def test_each_lesson_plays_to_its_end_through_the_table(app: App, game: str) -> None:
    motion.set_reduced(game in ("royale", "cashrun", "cards"))  # Las Vegas with reduced motion: the German test
    table = open_lesson(app, game, 0)
    kinds: list[str] = []
    player = LessonPlayer(app, table, lambda kind, beat: kinds.append(kind))
    player.run()
    match = table.match
    assert match.done and kinds[-1] == "finished"
    assert player.seen == match.plan.beats  # every step was on the card, in order
    assert match.nudges == 0
    assert progress.load().done == {game}
    coach = coach_of(table)
    player.click(coach.buttons["menu"].center)
    assert type(app.stack.top).__name__ == "MainMenuScene"


def test_a_wrong_click_gets_a_nudge_and_the_right_one_plays(app: App) -> None:
    table = open_lesson(app, "lasvegas", 0)
    coach = coach_of(table)
    player = LessonPlayer(app, table)
    match = table.match
    until(app, coach.holding)
    player.click((640, 300))  # on the table while the welcome is up: nothing moves
    assert coach.nudge is not None and coach.nudge[0] == text.t("tutorial.nudge_read")
    player.key(pygame.K_SPACE)  # Space reads on (the throw key waits)
    assert match.beat == 1 and not match.log
    until(app, lambda: "next" in coach.buttons)
    player.click(coach.buttons["next"].center)
    until(app, lambda: table.human_seat() == 0 and not coach.holding())
    player.click((640, 302))  # the throw button
    until(app, lambda: len(match.log) == 1 and table.human_seat() == 0)
    wrong = next(s for s in table.parts.input.inner.d.arena if s.value == 6)
    player.click((wrong.x, wrong.y))
    assert len(match.log) == 1 and match.nudges == 1
    asked = text.t("advice.place", value=5, casino=text.t("table.casino.5"))
    assert coach.nudge is not None and coach.nudge[0] == text.t("tutorial.nudge_move", move=asked)
    right = next(s for s in table.parts.input.inner.d.arena if s.value == 5)
    player.click((right.x, right.y))
    assert len(match.log) == 2


def test_an_explanation_holds_the_computer_until_next(app: App) -> None:
    table = open_lesson(app, "lasvegas", 4)  # "All three 5s went to casino 5... Now Lucy throws"
    coach = coach_of(table)
    match = table.match
    assert len(match.log) == 2
    for _ in range(300):  # ten seconds of frames: Lucy does not move while the card is up
        app.step(1 / 30, [])
    assert len(match.log) == 2 and coach.holding()
    assert "next" in coach.buttons
    player = LessonPlayer(app, table)
    for _ in range(3):  # the table's skip of a computer's turn (its button) does not get past the card
        player.click(table.pace.box().center)
        table.pace.skipping = (1,)  # a skip under way finishes the queue at once
        player.step()
    assert len(match.log) == 2 and match.beat == 4
    until(app, coach.holding)
    player.click(coach.buttons["next"].center)
    until(app, lambda: len(match.log) == 4)


def test_skip_leaves_to_the_menu_and_the_lesson_resumes_there(app: App) -> None:
    table = open_lesson(app, "lasvegas", 0)
    coach = coach_of(table)
    player = LessonPlayer(app, table)
    stop_at = 6
    for _ in range(5000):
        player.step()
        if table.match.beat >= stop_at and "skip" in coach.buttons:
            break
        beat = coach.beat_on_card()
        if beat is not None and coach.acting():
            if beat.is_move:
                player.act(table, beat, player.click, player.key)
            else:
                player.click(coach.buttons["next"].center)
    beat, log = table.match.beat, list(table.match.log)
    assert progress.load().beats["lasvegas"] == beat  # kept as it goes: a window closed now resumes here
    player.click(coach.buttons["skip"].center)
    assert type(app.stack.top).__name__ == "MainMenuScene"
    assert progress.load().beats["lasvegas"] == beat
    learn = LearnScene(app)
    app.stack.push(learn)
    app.step(1 / 30, [])
    button = learn.game_buttons["lasvegas"]
    assert button.text == text.t("tutorial.resume", game=text.t("setup.game.lasvegas"), step=beat + 1, steps=18)
    player.click(learn.ui.logical_rect(button.rect).center)
    again = app.stack.top
    assert isinstance(again, TableScene) and again is not table
    assert again.match.beat == beat and again.match.log == log[: again.match.plan.beats[beat].at]
    LessonPlayer(app, again).run()
    assert again.match.done


def test_the_lesson_plays_with_reduced_motion_and_in_german(app: App) -> None:
    motion.set_reduced(True)
    text.set_language("de")
    from vegas_desktop.app import settings

    settings.for_app(app).language = "de"
    table = open_lesson(app, "lasvegas", 0)
    shown: list[str] = []
    coach = coach_of(table)
    LessonPlayer(app, table, lambda kind, beat: shown.append(text.t(beat.text))).run()
    assert table.match.done
    assert shown[0].startswith("Willkommen in Las Vegas")
    assert coach.buttons and text.t("tutorial.to_menu") == "Zurück zum Menü"


def test_the_menu_opens_learn_to_play(app: App) -> None:
    app.stack.push(app.screens.main_menu(app))
    app.step(1 / 30, [])
    menu = app.stack.top
    button = menu.learn_button
    LessonPlayer.__new__(LessonPlayer)
    from vegas_desktop.app.gui import click_events

    app.step(1 / 60, click_events(menu.ui.logical_rect(button.rect).center))
    app.step(1 / 30, [])
    assert isinstance(app.stack.top, LearnScene)


def test_the_setup_offers_the_lesson_of_a_game_never_played_until_it_is_started(app: App) -> None:
    from vegas_desktop.app.gui import click_events

    setup = app.screens.setup(app)
    app.stack.push(setup)
    app.step(1 / 30, [])
    assert setup.learn_button is not None
    assert setup.learn_button.text == text.t("tutorial.offer_button", game=text.t("setup.game.lasvegas"))
    app.step(1 / 60, click_events(setup.ui.logical_rect(setup.learn_button.rect).center))
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.game == "lasvegas" and table.match.beat == 0
    assert "lasvegas" in progress.load().offered
    again = app.screens.setup(app)  # offered once: the next setup starts the game without it
    app.stack.push(again)
    app.step(1 / 30, [])
    assert again.learn_button is None
    again.choose_game("cards")  # another game never played still offers its own
    assert again.learn_button is not None
    assert again.start() and "cards" in progress.load().offered  # started without it: not offered again


def test_a_game_in_the_history_is_not_offered(app: App) -> None:
    from vegas_desktop.history.db import History
    from vegas_desktop.match import new_match
    from vegas_desktop.scenes.tutorial.screens import should_offer

    assert should_offer("royale")
    match = new_match("royale", ["human", "easy"], 5)
    match.run_agents()
    while not match.over:  # the human plays the first legal move each time
        match.play(match.to_act()[0], match.legal(match.to_act()[0])[0])
        match.run_agents()
    history = History()
    history.record(match)
    history.close()
    assert not should_offer("royale") and should_offer("cashrun")


def test_instant_speeds_do_not_get_past_a_card(app: App) -> None:
    """With instant animations and instant computer turns chosen in the settings, the lesson still waits on
    each explanation and plays to its end."""
    from vegas_desktop.app import settings

    chosen = settings.for_app(app)
    chosen.speed, chosen.computer_turns = "instant", "instant"
    table = open_lesson(app, "lasvegas", 4)  # the card before Lucy's first turn
    assert app.speed <= 3.0
    coach = coach_of(table)
    for _ in range(120):
        app.step(1 / 30, [])
    assert len(table.match.log) == 2 and coach.holding() and "next" in coach.buttons
    LessonPlayer(app, table).run()
    assert table.match.done


def test_after_the_last_card_nothing_moves_even_when_the_computers_turn_is_skipped(app: App) -> None:
    table = open_lesson(app, "lasvegas", 17)  # the closing card
    coach = coach_of(table)
    player = LessonPlayer(app, table)
    until(app, lambda: "next" in coach.buttons)
    player.click(coach.buttons["next"].center)
    until(app, lambda: "menu" in coach.buttons)
    log = list(table.match.log)
    for _ in range(3):
        player.click(table.pace.box().center)
        table.pace.skipping = (1,)
        for _ in range(30):
            player.step()
    assert table.match.log == log and table.match.done and app.stack.top is table
