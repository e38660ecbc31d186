"""The move log told from events at the moments test_move_log_story.py leaves out: a colour-blind switch, a
player back at a network game, a resumed lesson. Each compares the table's log with the live one or with the
story narrated from the events as that screen saw them."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_move_log_story import _log, _play_live

from vegas_desktop import games
from vegas_desktop.app import style
from vegas_desktop.app.cache import clear_caches
from vegas_desktop.core.narration import Line, retold
from vegas_desktop.match import Who, new_match
from vegas_desktop.net.mirror import ClientMatch
from vegas_desktop.net.table import NetTable
from vegas_desktop.scenes.table import story
from vegas_desktop.scenes.table_factory import table_scene
from vegas_desktop.tutorial import lessons, script

GAMES = games.game_names()


@pytest.mark.parametrize("game", GAMES)
def test_a_colour_blind_switch_paints_every_line_anew(app: Any, game: str) -> None:
    """Switched to the colour-blind palette, the lines that wear a seat's colour wear its new colour (old lines
    too), and the log is the story as told now."""
    match = new_match(game, ["normal", "normal", "normal"], 11)
    table, _ = _play_live(app, match, 12)
    before = _log(table)
    worn = [k for k, line in enumerate(table.parts.log.log) if isinstance(line.tone, int) and line.tone >= 0]
    assert worn, f"{game}: some line wears a seat's colour"
    style.set_colour_blind(True)
    clear_caches()
    after = _log(table)
    paint = table.parts.log.log_paint
    assert after == [paint.render(line) for line in story.story(table)], "the story as told in the new palette"
    assert [t for t, _ in after] == [t for t, _ in before]
    for k in worn:
        seat = table.parts.log.log[k].tone
        assert after[k][1] != before[k][1] and after[k][1] == paint.seat_colour(seat)
    app.step(1 / 60, [])  # and it draws


class _Quiet:
    """A session that has nothing to say (the test hands the host's messages over itself)."""

    def poll(self) -> list[dict[str, Any]]:
        return []

    def send(self, kind: str, **fields: Any) -> None:
        pass


def _hosted(game: str, actions: int) -> NetTable:
    table = NetTable(game, ["remote", "normal", "normal"], 23, games.parse_options(game, ""), started=True)
    match = table.match
    while len(match.log) < actions and not match.over:
        decision = match.next_decision()
        assert decision is not None
        seat = decision.seat
        action = match.legal(seat)[0] if decision.who in (Who.REMOTE, Who.HUMAN) else match.decide(decision)
        match.play(seat, action)
    return table


@pytest.mark.parametrize("game", GAMES)
def test_a_player_back_at_a_network_game_sees_the_story_so_far(app: Any, game: str) -> None:
    """The host sends a player who rejoins every earlier step's events as that seat saw them; the window's table
    tells them (its match knows no seed and no actions): the story the seat would have seen told live."""
    host = _hosted(game, 30)
    welcome = {**host.lobby(), "seat": 0, "token": "t", "code": ""}
    update = json.loads(host.update(0, [], story=True))
    mirror = ClientMatch(_Quiet(), welcome, update)  # type: ignore[arg-type]
    assert mirror.log and mirror.seed == 0
    table = table_scene(app, mirror)
    truth = retold(host.match.rules, games.descriptor(game).narrator, host.match.story_steps(), 0)
    assert len(truth) > 10
    assert table.parts.log.log == truth
    plain = json.loads(host.update(0, []))
    assert "story" not in plain, "only a player who comes back is sent the story"


@pytest.mark.parametrize("game", lessons.available())
def test_a_resumed_lesson_shows_the_story_so_far(app: Any, game: str) -> None:
    """A lesson resumed at a later beat replays its scripted moves with the chance it forced: its log is the
    story of the events the lesson played (as the player's seat saw them)."""
    lesson = lessons.lesson(game)
    beat = next(b for b, x in enumerate(lesson.beats) if x.at >= min(12, len(lesson.actions) - 1))
    played: list[list[Any]] = []
    match = script.start(lesson, 0)
    match.listeners.append(lambda seat, action, events: played.append(list(events)))
    match.beat = len(lesson.beats)
    while len(match.log) < lesson.beats[beat].at:
        match.play(*lesson.actions[len(match.log)])
    match.beat = beat
    assert played, "the lesson played moves before the beat"
    narrator = games.descriptor(game).narrator
    truth: list[Line] = retold(match.rules, narrator, iter([list(match.opening_events), *played]), lesson.human)
    resumed = script.start(lesson, beat)
    table = table_scene(app, resumed)
    assert table.viewer == lesson.human
    assert table.parts.log.log == truth and len(truth) > 3
