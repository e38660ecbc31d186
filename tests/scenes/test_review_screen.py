"""Review my game: offered on the results screen, worked out off the UI thread, each moment opens the replay."""

from __future__ import annotations

import threading
from typing import Any

import pygame
import pytest
from stand_in_judge import judge_for

from vegas_desktop.advice import review as reviews
from vegas_desktop.app import gui
from vegas_desktop.match import new_match
from vegas_desktop.scenes.results import ResultsScene
from vegas_desktop.scenes.review import ReviewScene, review_offered


@pytest.fixture(autouse=True)
def judged(monkeypatch: pytest.MonkeyPatch) -> None:
    """Las Vegas offers a review here: its own judge, or a stand-in until its own lands."""
    judge_for(monkeypatch, "lasvegas")


def _finished(kinds: list[str], seed: int = 4) -> Any:
    """A finished Las Vegas match where seat 0 was a human (played here by Easy's choices)."""
    from vegas_desktop import games

    match = new_match("lasvegas", kinds, seed)
    stand_in = games.make_agent("lasvegas", "easy", 1)
    while not match.over:
        step = match.next_step()
        if step is None:  # the human's decision
            seat = match.to_act()[0]
            legal = match.legal(seat)
            step = (seat, stand_in.choose(match.rules, match.view(seat), legal, seat) if len(legal) > 1 else legal[0])
        match.play(*step)
    return match


def test_review_is_offered_only_with_a_human_at_the_table() -> None:
    assert review_offered(_finished(["human", "normal"]))
    assert not review_offered(new_match("lasvegas", ["normal", "normal"], 1))


def test_review_runs_in_the_background_and_opens_the_replay_at_the_moment(app: Any, monkeypatch: Any) -> None:
    match = _finished(["human", "normal", "normal"])
    results = ResultsScene(app, match)
    app.stack.push(results)
    app.step(1 / 60, [])
    assert results.review_button is not None
    release = threading.Event()
    real = reviews.review

    def held(*args: Any, **kwargs: Any) -> list[reviews.Mistake]:
        assert threading.current_thread() is not threading.main_thread()
        release.wait(20)
        return real(*args, **kwargs)

    monkeypatch.setattr(reviews, "review", held)
    results.open_review()
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    renders = app.renders
    for _ in range(5):  # the review is held: only a window that keeps answering gets these frames drawn
        app.step(
            1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, {"pos": (640, 360), "rel": (0, 0), "buttons": (0, 0, 0)})]
        )
    assert app.renders == renders + 5 and scene.mistakes is None and results in app.stack.scenes
    release.set()
    assert scene.job.wait(60)
    app.step(1 / 60, [])
    assert scene.mistakes is not None and 1 <= len(scene.mistakes) <= 3
    first = scene.mistakes[0]
    assert match.log[first.index] == (0, first.played) and first.best != first.played
    scene.watch(0)
    table = app.stack.top
    control = table.replay
    assert control is not None and control.paused and control.cursor == first.index
    assert len(table.match.log) == first.index


def test_leaving_the_review_drops_its_job(app: Any) -> None:
    match = _finished(["human", "normal"])
    app.stack.push(ResultsScene(app, match))
    scene = ReviewScene(app, match)
    app.stack.push(scene)
    scene.on_back()
    assert scene.job.cancelled and app.stack.top is not scene
    scene.job.wait(60)


def test_hot_seat_review_lets_each_human_pick_their_own_game(app: Any, monkeypatch: Any) -> None:
    match = _finished(["human", "normal", "human"])
    asked: list[int] = []

    def quick(game: str, players: int, seed: int, options: Any, log: Any, seat: int, *rest: Any) -> list[Any]:
        asked.append(seat)
        return []

    monkeypatch.setattr(reviews, "review", quick)
    results = ResultsScene(app, match)
    app.stack.push(results)
    app.step(1 / 60, [])
    assert results.review_button is not None
    results.open_review()
    scene = app.stack.top
    assert isinstance(scene, ReviewScene) and scene.seats == [0, 2] and scene.seat == 0
    assert len(scene.seat_buttons) == 2 and match.seats[2].name in scene.seat_buttons[1].text
    scene.job.wait(20)
    app.step(1 / 60, [])
    left, w = gui.button_row(2, most=200, width=1000)
    app.step(1 / 60, gui.click_events((left + w + 14 + w // 2, 125)))  # the second player's button
    assert scene.seat == 2
    scene.job.wait(20)
    app.step(1 / 60, [])
    assert scene.mistakes == [] and asked == [0, 2]
    scene.pick_seat(0)  # back to the first player: already worked out, not asked again
    assert scene.mistakes == [] and asked == [0, 2]
    scene.pick_seat(1)  # a computer's seat is never reviewed
    assert scene.seat == 0


@pytest.mark.parametrize("game", ["lasvegas", "royale", "cards", "cashrun"])
def test_every_choice_is_named_in_the_tables_words(game: str) -> None:
    """Each game's describer names every legal choice of seat 0's decisions (never by its class's name)."""
    from vegas_desktop.scenes.table.advice_words import choice_words

    players = 4 if game == "cashrun" else 3
    match = new_match(game, ["normal"] * players, 2)
    names = [s.name for s in match.seats]
    seen = 0
    while not match.over and seen < 40:
        for seat in match.to_act():
            legal = match.legal(seat)
            if len(legal) > 1:
                view = match.view(seat)
                for action in legal:
                    words = choice_words(game, view, action, names)
                    assert words and words != type(action).__name__ and repr(action) not in words, (action, words)
                seen += 1
        step = match.next_step()
        assert step is not None
        match.play(*step)
    assert seen >= 10


def test_royale_choices_read_as_its_prompt_cards_do() -> None:
    from vegas_desktop import text
    from vegas_desktop.royale.moves import Decline, Handicap
    from vegas_desktop.scenes.table.advice_words import choice_words

    match = new_match("royale", ["normal"] * 3, 1)
    view = match.view(0)
    view.phase = "handicap"
    words = choice_words("royale", view, Handicap(3, "money"), ["A", "B", "C"])
    assert words.startswith(text.t("royale.choice.grey_from", casino=text.t("table.casino.3")))
    assert choice_words("royale", view, Decline(), ["A", "B", "C"]) == text.t("royale.choice.decline")
