"""Las Vegas: the turn card and hints follow the game as the animations settle; the move log."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.core.narration import Line, Name, Words
from vegas_desktop.games import make_agent
from vegas_desktop.lasvegas import RULES
from vegas_desktop.match import Match, Seat
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table_factory import table_scene
from vegas_desktop.text import t

STEP_LIMIT = 6000


def key_event(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": 0, "unicode": "", "scancode": 0})


def table(app, seats: list[Seat], seed: int = 4) -> TableScene:
    app.speed = 6.0
    scene = table_scene(app, Match(RULES.name, RULES, seats, seed, None))
    app.stack.push(scene)
    return scene


def human_moves(scene: TableScene) -> None:
    """Play the human seat's move when it is asked for (throw, then the first legal value)."""
    seat = scene.human_seat()
    if seat is None:
        return
    if scene.match.state.phase == "roll":
        scene.parts.input.try_roll()
    else:
        scene.parts.input.try_place(scene.match.legal(seat)[0].value, ask=False)


def test_after_a_placement_the_card_no_longer_tells_the_placer_to_throw(app) -> None:
    scene = table(app, [Seat("Anna", None, 0), Seat("Benno", make_agent("lasvegas", "normal", 1), 1)])
    wrong = t("table.turn_throw", name="Anna")
    placed = False
    titles: list[str] = []
    for _ in range(STEP_LIMIT):
        if scene.human_seat() == 0 and scene.match.state.phase == "place":
            scene.parts.input.try_place(scene.match.legal(0)[0].value, ask=False)
            placed = True
        elif scene.human_seat() == 0 and not placed:
            scene.parts.input.try_roll()
        app.step(1 / 60, [])
        if placed:
            title = scene.parts.drawing._turn_text()[0]
            titles.append(title)
            if scene.match.state.current == 1:
                assert title != wrong, "the card still tells Anna to throw though it is Benno's turn"
            if scene.parts.drawing.d.turn == 1:
                break
    assert placed and titles
    assert any("Benno" in title for title in titles)


def test_a_key_during_scoring_says_the_casinos_are_paying_out(app) -> None:
    scene = table(app, [Seat("Anna", None, 0), Seat("Benno", make_agent("lasvegas", "normal", 1), 1)])
    for _ in range(STEP_LIMIT):
        human_moves(scene)
        app.step(1 / 60, [])
        if scene.parts.drawing.look.scoring_shown and scene.parts.drawing.d.scoring is not None:
            break
    assert scene.parts.drawing.look.scoring_shown
    app.step(1 / 60, [key_event(pygame.K_SPACE)])
    assert scene.hint is not None
    assert scene.hint[0] == t("table.hint_scoring")


@pytest.mark.slow
def test_no_dice_left_is_said_once_a_round_per_player(app) -> None:
    seats = [Seat(n, make_agent("lasvegas", "normal", i), i) for i, n in enumerate(("Anna", "Benno", "Cleo"))]
    scene = table(app, seats, seed=9)
    app.speed = 25.0  # three computers: the log lines come with the events' animations, whatever their pace
    said: dict[tuple[int, int | str], int] = {}
    real = scene.parts.drawing.d.add_log

    def counted(line: Line) -> None:
        words = line.text
        if isinstance(words, Words) and words.key == "table.log_skipped":
            who = dict(words.args)["name"]
            key = (scene.parts.drawing.d.round, who.seat if isinstance(who, Name) else str(who))
            said[key] = said.get(key, 0) + 1
        real(line)

    scene.parts.drawing.d.add_log = counted
    for _ in range(STEP_LIMIT):
        app.step(1 / 30, [])
        while app.stack.top is not scene and scene in app.stack.scenes:  # the round summary: play on
            app.stack.pop()
        if scene.parts.drawing.d.round >= 2 and scene.parts.drawing.look.scoring_shown:
            break
    # the game got to the second round's scoring (the round summary once held the table in round 1 to the limit)
    assert scene.parts.drawing.d.round >= 2 and scene.parts.drawing.look.scoring_shown
    assert {r for r, _ in said} >= {1, 2}, said
    assert said, "no player ran out of dice before the others in this game"
    assert all(n == 1 for n in said.values()), said
