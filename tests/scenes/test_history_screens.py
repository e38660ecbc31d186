"""History, Statistics, replays on the real table, and the results screen's money chart (headless)."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.ai.base import RandomAgent
from vegas_desktop.app import style
from vegas_desktop.history import db
from vegas_desktop.match import new_match
from vegas_desktop.scenes.history import HistoryScene, StatsScene
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.results import ResultsScene
from vegas_desktop.scenes.table.base import TableScene


def _record(games: list[str]) -> None:
    history = db.History()
    for i, game in enumerate(games):
        match = new_match(game, ["human", "normal", "easy"], 30 + i, names=["Ann", "Cpu1", "Cpu2"])
        match.seats[0].agent = RandomAgent(i)
        match.run_agents()
        match.seats[0].agent = None
        history.record(match, played=f"2026-11-2{i}T10:00:00")
    history.close()


def _key(app, key: int) -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": 0, "unicode": "", "scancode": 0})])


def test_history_lists_filters_and_opens_statistics(app, drive) -> None:
    _record(["lasvegas", "cards", "royale"])
    app.stack.push(MainMenuScene(app))
    drive.frames(1)
    drive.click_widget(app.stack.top.history_button)
    hist = app.stack.top
    assert isinstance(hist, HistoryScene) and len(hist.records) == 3
    drive.click_widget(hist.game_button)  # all -> lasvegas
    assert [r.game for r in hist.records] == ["lasvegas"]
    drive.click_widget(hist.player_button)  # all -> Ann
    assert hist.player == "Ann" and len(hist.records) == 1
    drive.click_widget(hist.stats_button)
    stats = app.stack.top
    assert isinstance(stats, StatsScene) and stats.stats is not None and stats.stats.games == 3
    surface = pygame.Surface((1280, 720))
    stats.draw(surface)  # the charts draw with three games


def test_a_game_is_watched_again_on_its_table_with_the_replay_controls(app, drive) -> None:
    _record(["lasvegas"])
    hist = HistoryScene(app)
    app.stack.push(hist)
    drive.frames(1)
    drive.click_widget(hist.replay_buttons[0])
    table = app.stack.top
    assert isinstance(table, TableScene) and table.replay is not None
    app.speed = 50.0
    _key(app, pygame.K_SPACE)  # pause
    assert table.replay.paused
    before = table.replay.cursor
    drive.frames(5)
    assert table.replay.cursor == before  # nothing moves while paused
    _key(app, pygame.K_RIGHT)  # one move
    drive.frames(3)
    assert table.replay.cursor == before + 1 and table.replay.paused
    for _ in range(5):
        _key(app, pygame.K_RIGHT)
        drive.frames(3)
    at = app.stack.top.replay.cursor
    _key(app, pygame.K_LEFT)  # one move back: a fresh table at the earlier point
    back = app.stack.top
    assert isinstance(back, TableScene) and back.replay.cursor == at - 1
    assert len(back.match.log) == at - 1
    _key(app, pygame.K_PAGEDOWN)  # the next round
    assert app.stack.top.replay.cursor == back.replay.rounds[1]
    _key(app, pygame.K_SPACE)  # play on to the end (round summaries move on by themselves in self-play)
    app.autoplay = True
    for _ in range(2000):
        if isinstance(app.stack.top, ResultsScene):
            break
        drive.frames(2, dt=0.2)
    assert isinstance(app.stack.top, ResultsScene)


def test_results_show_money_round_by_round(app, drive) -> None:
    match = new_match("lasvegas", ["random", "random", "random"], 8)
    match.run_agents()
    results = ResultsScene(app, match)
    app.stack.push(results)
    drive.frames(1)
    assert results.chart_button is not None and len(results.round_money) == 4
    drive.click_widget(results.chart_button)
    assert results.show_chart
    surface = pygame.Surface((1280, 720))
    results.draw(surface)


@pytest.mark.parametrize("damage", [b"garbage" * 50])
def test_a_damaged_history_gives_a_message_not_a_crash(app, drive, damage: bytes) -> None:
    path = db.db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(damage)
    hist = HistoryScene(app)
    app.stack.push(hist)
    drive.frames(2)
    assert hist.records == [] and any("history" in n.lower() for n in app.notices)


def test_a_card_game_replay_pauses_and_shows_the_hands_openly(app, drive) -> None:
    _record(["cards"])
    hist = HistoryScene(app)
    app.stack.push(hist)
    drive.frames(1)
    drive.click_widget(hist.replay_buttons[0])
    table = app.stack.top
    app.speed = 50.0
    _key(app, pygame.K_SPACE)  # paused at once
    drive.frames(10)
    assert table.replay.cursor == 0 and table.replay.paused and not table.animating()  # the loop may idle
    assert table.viewer is not None and table.parts.input.hand.cards  # the hand of who picks next, face up
    _key(app, pygame.K_RIGHT)
    drive.frames(10)
    assert table.replay.cursor == 1 and table.replay.paused


@pytest.mark.parametrize("game", ["lasvegas", "royale", "cards", "cashrun"])
def test_every_table_shows_the_replay_box_in_its_own_place(app, drive, game) -> None:
    """The box (gold rim, light text) is drawn at the table's replay box (the Cash & Run table drew none)."""
    from vegas_desktop.saves.store import snapshot
    from vegas_desktop.scenes.replay import replay_scene

    match = new_match(game, ["normal"] * 4, 5, names=["Maximiliane Wolk"] * 4)
    for _ in range(12):
        seat = match.to_act()[0]
        match.play(seat, match.agent_action(seat))
    table = replay_scene(app, snapshot(match), 6)
    app.stack.push(table)
    drive.frames(20)
    box = table.parts.drawing.replay_box
    assert app.surface.get_at((box.centerx, box.top))[:3] == style.GOLD  # the rim: the box is there
    assert app.surface.get_at((box.centerx, box.bottom - 1))[:3] == style.GOLD
    inside = app.surface.subsurface(box.inflate(-12, -8))
    paper = sum(
        1
        for x in range(inside.get_width())
        for y in range(inside.get_height())
        if inside.get_at((x, y))[:3] == style.PAPER
    )
    assert paper > 200  # its text is drawn inside it, not cut away


def test_the_replay_box_wraps_its_parts_into_the_lines_it_has(app) -> None:
    from vegas_desktop.scenes.replay import ReplayControl, draw_replay_bar

    control = ReplayControl(saved=None, actions=[(0, None)] * 40, rounds=[0, 20])  # type: ignore[arg-type]
    for rect in (pygame.Rect(10, 10, 246, 56), pygame.Rect(10, 10, 600, 26), pygame.Rect(10, 10, 120, 20)):
        surface = pygame.Surface((700, 100))
        draw_replay_bar(surface, control, rect)
        outside = [surface.get_at((x, y))[:3] for x in range(700) for y in range(100) if not rect.collidepoint(x, y)]
        assert all(px == (0, 0, 0) for px in outside)  # nothing spills out of the box, whatever its size
