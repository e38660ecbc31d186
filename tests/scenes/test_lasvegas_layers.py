"""The Las Vegas table's cached layers (the columns and the player panels, app/layers.py): every frame shows exactly
what drawing each part straight on the frame shows, and what a layer drawn afresh shows (its key holds all it
draws from), while a human hovers dice and casinos, opens the casino-or-Bandit prompt and plays, and computers
throw and score."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.ai.base import RandomAgent
from vegas_desktop.app import crisp, layers
from vegas_desktop.lasvegas.model import Options
from vegas_desktop.lasvegas.moves import Place
from vegas_desktop.lasvegas.rules import RULES
from vegas_desktop.match import Match, Seat
from vegas_desktop.scenes.lasvegas.layout import choice_buttons
from vegas_desktop.scenes.lasvegas.view import TableView
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table_factory import table_scene

VIEW = pygame.Rect(0, 0, 1920, 1080)


def _event(kind: int, **data) -> pygame.event.Event:
    return pygame.event.Event(kind, data)


def _motion(pos: tuple[float, float]) -> pygame.event.Event:
    return _event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def _click(pos: tuple[float, float]) -> pygame.event.Event:
    return _event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=1)


def _key(k: int) -> pygame.event.Event:
    return _event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def _frame(scene: TableScene, layered: bool, fresh: bool = False) -> bytes:
    view = scene.parts.drawing.view
    surface = pygame.Surface((1280, 720))
    if fresh:
        layers.clear()
    view.layered = layered
    try:
        scene.parts.drawing.draw(surface)
    finally:
        view.layered = True
    return pygame.image.tobytes(surface, "RGB")


def _check(scene: TableScene, checked: list[int]) -> None:
    cached = _frame(scene, True)
    assert cached == _frame(scene, False), "a layer differs from its part drawn on the frame"
    assert cached == _frame(scene, True, fresh=True), "a layer kept under its key differs from one drawn afresh"
    checked.append(1)


@pytest.fixture
def table(app):
    def make(seats: list[Seat], seed: int, speed: float, options: Options | None = None) -> TableScene:
        app.speed = speed
        scene = table_scene(app, Match(RULES.name, RULES, seats, seed, options))
        app.stack.push(scene)
        return scene

    yield make
    TableView.layered = True


def test_layers_show_what_a_human_sees_hovering_choosing_and_playing(app, table) -> None:
    seats = [Seat("Ann", None, 0), Seat("Bert", None, 1), Seat("Cleo", RandomAgent(2), 2)]
    scene = table(seats, seed=4, speed=4.0, options=Options(bandit=True, kickers=2, auto_forced=False))
    match = scene.match
    checked: list[int] = []
    prompts = kicks = 0
    for step in range(900):
        seat = scene.human_seat()
        events: list[pygame.event.Event] = []
        if seat is not None and match.state.phase == "roll":
            events = [_key(pygame.K_SPACE)]
        elif seat is not None and match.state.phase == "kick":  # the kickable dice glow, the hovered one bright
            casino = match.state.kick_casino
            targets = scene.parts.input.kickable()
            spots = [scene.parts.drawing.look.casino_die_xy(casino, die)[:2] for die in targets]
            for spot in spots:
                app.step(1 / 60, [_motion(spot)])
                _check(scene, checked)
            events = [_click(spots[0])] if spots else []
            kicks += 1
        elif seat is not None and match.state.phase == "place":
            d = scene.parts.drawing.d
            legal = match.legal(seat)
            duals = [a.value for a in legal if a.bandit and Place(a.value) in legal]
            if scene.parts.input.choice is not None:  # the prompt is open: hover one button, then the other, pick
                casino_button, bandit_button = choice_buttons()
                for pos in (casino_button.center, bandit_button.center):
                    app.step(1 / 60, [_motion(pos)])
                    _check(scene, checked)
                events = [_click(bandit_button.center)]
                prompts += 1
            else:
                for die in d.arena[:3]:  # lit casinos, dimmed dice, the turn card's hover line
                    app.step(1 / 60, [_motion((die.x, die.y))])
                    _check(scene, checked)
                die = next((s for s in d.arena if s.value in duals), None) or d.arena[0]
                events = [_click((die.x, die.y))]
        app.step(1 / 60, events)
        if step % 3 == 0:
            _check(scene, checked)
        if match.over or (prompts >= 2 and kicks >= 1 and step > 400):
            break
    assert prompts >= 1 and kicks >= 1 and len(checked) > 150


def test_layers_follow_a_computer_game_with_kickers_and_white_dice(app, table) -> None:
    seats = [Seat(f"Computer {i}", RandomAgent(i), i) for i in range(6)]  # narrow panels: dice at half pixels
    scene = table(seats, seed=7, speed=3.0, options=Options(kickers=1, neutral=True))
    checked: list[int] = []
    for step in range(1200):
        app.step(1 / 60, [])
        if step % 4 == 0:
            _check(scene, checked)
        if scene.match.over:
            break
    assert len(checked) > 200


def test_layers_keep_the_texts_crisp_in_a_large_window(app, table) -> None:
    """At 1.5x the window shows the same pixels whether the panels are layers or drawn on the frame."""
    scene = table([Seat(f"Computer {i}", RandomAgent(i), i) for i in range(4)], seed=3, speed=2.0)
    for _ in range(240):
        app.step(1 / 60, [])
    windows = []
    for layered in (False, True, True):
        canvas = crisp.FrameCanvas((1280, 720))
        window = pygame.Surface(VIEW.size)
        canvas.start_frame(recording=True)
        scene.parts.drawing.view.layered = layered
        scene.parts.drawing.draw(canvas)
        texts = crisp.compose(canvas, window, VIEW)
        windows.append((texts, pygame.image.tobytes(window, "RGB")))
    assert windows[0][0] > 20
    assert windows[1] == windows[0] and windows[2] == windows[0]
