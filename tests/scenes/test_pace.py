"""The computers' turns at any table: the "computer turns" setting (normal / fast / instant) speeds up only what
follows a computer's move and is remembered; Space or the *Skip* button finishes the running computer turn at once
(its story still reaches the log), and is not offered while a human decides."""

from __future__ import annotations

import math

import pygame

from vegas_desktop.app import settings
from vegas_desktop.games import make_agent
from vegas_desktop.match import new_match
from vegas_desktop.scenes.settings_screen import SettingsScene
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table_factory import table_scene


def _space() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_SPACE, "mod": 0, "unicode": " ", "scancode": 0})


def _table(app, game: str, computer_turns: str = "normal") -> TableScene:
    app.settings = settings.Settings(computer_turns=computer_turns)
    match = new_match(game, ["human", "normal", "normal", "normal"], 5)
    scene = table_scene(app, match)
    app.stack.push(scene)
    return scene


def _to_computer_turn(app, scene: TableScene, limit: int = 20_000) -> None:
    """Answer the human's decisions (as a Normal computer would) until a computer's turn is on show."""
    helper = make_agent(scene.match.game, "normal", 1)
    for _ in range(limit):
        seat = scene.human_seat()
        if seat is not None:
            m = scene.match
            scene.play(seat, helper.choose(m.rules, m.view(seat), m.legal(seat), seat))
        app.step(1 / 60, [])
        if scene.pace.skippable() and scene.match.state.current != 0:
            return
    raise AssertionError("no computer turn came")


def test_computer_turns_setting_is_remembered_and_a_bad_value_is_refused() -> None:
    s = settings.Settings.from_json({"computer_turns": "fast"})
    assert s.computer_turns == "fast" and s.computer_factor == 2.5
    assert math.isinf(settings.Settings(computer_turns="instant").computer_factor)
    bad: list[str] = []
    assert settings.Settings.from_json({"computer_turns": "warp"}, bad).computer_turns == "normal"
    assert bad == ["computer_turns"]


def test_fast_setting_speeds_up_the_computers_story_but_not_the_humans(app) -> None:
    scene = _table(app, "cashrun", "fast")
    _to_computer_turn(app, scene)
    assert scene.pace.factor() == 2.5
    scene.pace.moved(0)  # the human's own action: the animation speed
    assert scene.pace.factor() == 1.0


def test_space_finishes_the_running_computer_turn_at_once(app) -> None:
    scene = _table(app, "cashrun")
    _to_computer_turn(app, scene)
    turn = scene.match.state.current
    log = len(scene.match.log)
    shown = len(scene.parts.drawing.d.log)
    app.step(1 / 60, [_space()])
    app.step(1 / 60, [])
    state = scene.match.state
    assert state.current != turn or scene.human_seat() is not None  # that turn is over
    assert len(scene.match.log) > log
    assert len(scene.parts.drawing.d.log) > shown  # its story reached the move log
    assert scene.pace.skipping is None  # the next turn plays as usual


def test_the_skip_button_is_drawn_and_clicked_on_a_dice_table_too(app) -> None:
    scene = _table(app, "lasvegas")
    _to_computer_turn(app, scene)
    box = scene.pace.box()
    turn = scene.match.state.current
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": box.center, "button": 1})])
    app.step(1 / 60, [])
    assert scene.match.state.current != turn or scene.human_seat() is not None


def test_no_skip_while_the_human_decides(app) -> None:
    scene = _table(app, "cashrun")
    for _ in range(5000):
        if scene.human_seat() is not None:
            break
        app.step(1 / 60, [])
    assert scene.human_seat() is not None
    assert not scene.pace.skippable()
    assert not scene.pace.skip()


def test_settings_screen_row_picks_and_saves_computer_turns(app, drive) -> None:
    app.settings = settings.load()
    screen = SettingsScene(app)
    app.stack.push(screen)
    drive.frames(1)
    drive.click_widget(screen.choice_buttons["computer_turns"]["instant"])
    assert settings.load().computer_turns == "instant"
    assert math.isinf(app.settings.computer_factor)


def test_the_dice_tables_skip_button_covers_no_panel_casino_tile_or_log(app) -> None:
    """The default bottom right corner covered the last player panel; the dice tables put *Skip* on free felt."""
    from vegas_desktop.scenes.dice import arena
    from vegas_desktop.scenes.royale import layout as royale_layout

    screen = pygame.Rect(0, 0, arena.SCREEN_W, arena.SCREEN_H)
    for game in ("lasvegas", "royale"):
        box = _table(app, game).pace.box()
        assert screen.contains(box)
        taken = [*arena.casino_rects(7), arena.RIGHT_COL]
        if game == "royale":
            taken += [*royale_layout.TILE_RECTS, royale_layout.PROMPT_AREA]
        for players in range(2, 7):
            taken += arena.panel_rects(players)
        assert box.collidelist(taken) == -1, (game, box, taken[box.collidelist(taken)])


def _space_skips(app, game: str) -> tuple[bool, str]:
    """Whether Space during a computer's turn asks the table's pace to skip, and the button's words there."""
    scene = _table(app, game)
    _to_computer_turn(app, scene)
    calls: list[bool] = []
    real = scene.pace.skip
    scene.pace.skip = lambda: calls.append(True) or real()  # type: ignore[method-assign]
    app.step(1 / 60, [_space()])
    label = scene.pace.label()
    app.stack.pop()
    return bool(calls), label


def test_the_skip_button_names_space_only_where_space_skips(app) -> None:
    """Las Vegas keeps Space for its own keys: its button once said "Skip (Space)" and Space did nothing."""
    for game in ("cashrun", "lasvegas"):
        skips, label = _space_skips(app, game)
        assert ("Space" in label) == skips, (game, label)
