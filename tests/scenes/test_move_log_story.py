"""The move log is the game's story (issue 30, point 2): a table opened on a game in progress (Continue), after an
undo, or at any point of a replay (stepping back and forth) shows the log exactly as the player saw it written
at that point of the game, in every game; long games keep every entry.

The truth each test compares with is the live table's own log, taken whenever the table was about to play the
next action (every earlier action's animations, and so its log lines, had run by then)."""

from __future__ import annotations

import pytest

from vegas_desktop import games
from vegas_desktop.app.scene import Scene
from vegas_desktop.core.narration import Line
from vegas_desktop.match import Match, new_match
from vegas_desktop.saves import store
from vegas_desktop.saves.listing import resume
from vegas_desktop.saves.recover import latest_unfinished
from vegas_desktop.scenes.replay import replay_scene
from vegas_desktop.scenes.table import story
from vegas_desktop.scenes.table.story import LOG_KEEP
from vegas_desktop.scenes.table_factory import table_scene

GAMES = games.game_names()
Log = list[tuple[str, tuple[int, int, int]]]


def _log(table) -> Log:
    """The table's log as it reads now (text and colour of every line)."""
    d = table.parts.log
    assert d is not None, "every table keeps a move log"
    return list(story.shown(d))


def _play_live(app, match: Match, actions: int, human=None) -> tuple[object, dict[int, Log]]:
    """Play `match` at a real table at instant speed until it has `actions` actions (a human seat picks its
    first legal action) and return the table and the log as it stood before each action."""
    table = table_scene(app, match)
    app.stack.push(table)
    app.speed = 25.0  # instant: animations finish at once, their log lines are written all the same
    before: dict[int, Log] = {}
    stop = Scene(app)  # pushed over the table at the last action: an instant table plays many moves a frame

    def heard(seat: int, action: object, events: object) -> None:
        before.setdefault(len(match.log) - 1, _log(table))
        if len(match.log) == actions:
            app.stack.push(stop)

    match.listeners.insert(0, heard)
    for _ in range(3000):
        app.step(1 / 60, [])
        while app.stack.scenes and app.stack.top is not table and app.stack.top is not stop:  # summaries, results
            app.stack.pop()
        if stop in app.stack.scenes or table not in app.stack.scenes:
            break
        if human is not None and table.human_seat() == human and not table.queue.busy:
            table.play(human, match.legal(human)[0])
    while app.stack.scenes and app.stack.top is not table and table in app.stack.scenes:
        app.stack.pop()
    for _ in range(20):  # the last action's lines are written too
        table.queue.finish_all(lambda: app.stack.top is table)
        while app.stack.scenes and app.stack.top is not table:
            app.stack.pop()
    if not table.queue.busy:
        before.setdefault(len(match.log), _log(table))
    return table, before


def _same_story(told: Log, live: Log) -> None:
    """The told log is the live one (which a game may cut to its newest entries: then its tail)."""
    assert told[len(told) - len(live) :] == live
    assert len(told) == len(live) or len(live) >= 200
    assert len(told) <= LOG_KEEP


@pytest.mark.parametrize("game", GAMES)
def test_continue_shows_the_whole_story_so_far(app, game):
    match = new_match(game, ["normal", "normal", "normal"], 11)
    store.autosave(match)
    _, before = _play_live(app, match, 40)
    assert len(match.log) > 10
    resumed = resume(latest_unfinished())
    table = table_scene(app, resumed)
    n = len(resumed.log)
    assert n in before and before[n], "the live table had written its log"
    _same_story(_log(table), before[n])


@pytest.mark.parametrize("game", GAMES)
def test_undo_takes_back_only_the_undone_entries(app, game):
    match = new_match(game, ["human", "normal", "normal"], 5)
    table, before = _play_live(app, match, 40, human=0)
    played = len(match.log)
    assert table.undo_problem() is None, "the human has played something to take back"
    assert table.undo()
    again = app.stack.top
    n = len(again.match.log)
    assert n < played and n in before
    _same_story(_log(again), before[n])


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_shows_the_story_of_the_moment_shown_back_and_forth(app, game):
    match = new_match(game, ["normal", "normal", "normal"], 3)
    _, before = _play_live(app, match, 40)
    saved = store.snapshot(match)
    moves = len(match.log)
    assert moves > 12
    for upto in (moves - 2, moves // 3, moves // 2, 2, moves - 5):  # back and forth, and back again
        table = replay_scene(app, saved, upto)
        _same_story(_log(table), before[upto])


def _drag(app, start: tuple[int, int], dy: int) -> None:
    import pygame

    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": start, "button": 1, "logical": True})])
    end = (start[0], start[1] + dy)
    motion = {"pos": end, "rel": (0, dy), "buttons": (1, 0, 0), "logical": True}
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, motion)])
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": end, "button": 1, "logical": True})])


def test_a_long_game_keeps_every_entry_and_its_log_scrolls_by_dragging(app):
    match = new_match("lasvegas", ["normal", "normal", "normal", "normal"], 8)
    table, _ = _play_live(app, match, 40)
    d = table.parts.log
    first = d.log[0]
    for k in range(500):  # a long game's worth of entries
        d.add_log(Line(f"entry {k}"))
    assert len(d.log) > 500 and d.log[0] == first  # nothing cut from the start (it kept 200)
    while app.stack.scenes and app.stack.top is not table:
        app.stack.pop()
    app.step(1 / 60, [])
    box = table.parts.input.view.log_box()
    _drag(app, box.center, 120)  # the lines follow the pointer down: older lines come into view
    back = d.log_scroll
    assert back > 3
    _drag(app, box.center, -60)
    assert 0 < d.log_scroll < back


@pytest.mark.parametrize("game", GAMES)
def test_a_language_switch_tells_the_whole_log_again_in_the_new_language(app, game: str) -> None:
    from vegas_desktop import text

    match = new_match(game, ["normal", "normal", "normal"], 11)
    table, _ = _play_live(app, match, 12)
    english = _log(table)
    try:
        text.set_language("de")
        app.refresh_language()
        german = _log(table)
        assert german == [table.parts.log.log_paint.render(line) for line in story.story(table)], "told in German"
    finally:
        text.set_language("en")
        app.refresh_language()
    assert len(german) == len(english) and german != english
