"""One turn cue on the Cash & Run table: in every frame of a game against three computers, the turn box, the
highlighted player panel, the waiting panel and the prompt name the same player."""

from __future__ import annotations

import pytest

from vegas_desktop.games import make_agent
from vegas_desktop.match import new_match
from vegas_desktop.scenes.cashrun import drawing as drawing_module
from vegas_desktop.scenes.table_factory import table_scene


@pytest.mark.slow  # a whole game through the table, frame by frame
def test_turn_box_highlighted_panel_and_prompt_name_the_same_player(app, monkeypatch) -> None:
    names = ["Anna", "Bert", "Carla", "Dirk"]
    match = new_match("cashrun", ["human", "normal", "normal", "normal"], 11, names=names)
    scene = table_scene(app, match)
    app.stack.push(scene)
    drawing = scene.parts.drawing
    lit: list[int] = []
    real_panel = drawing_module.draw_panel

    def panel(surface, rect, seat, *args, **kwargs):  # the 9th argument: is the panel lit
        if args[5]:
            lit.append(seat)
        return real_panel(surface, rect, seat, *args, **kwargs)

    monkeypatch.setattr(drawing_module, "draw_panel", panel)
    helper = make_agent("cashrun", "normal", 3)
    computer_frames = human_frames = 0
    for _ in range(6000):
        lit.clear()
        app.step(1 / 60, [])
        if match.over or app.stack.top is not scene:
            break
        title, _line = drawing.turn_text()
        if not title:
            continue
        assert len(lit) == 1, title
        named = [n for n in names if n in title]
        assert named == [names[lit[0]]], (title, lit)
        seat = scene.human_seat()
        prompt = drawing.ui.prompt
        if seat is not None and prompt is not None:
            assert prompt.seat == lit[0] == seat
            human_frames += 1
            scene.play(seat, helper.choose(match.rules, match.view(seat), match.legal(seat), seat))
        elif not match.seats[lit[0]].is_human:
            computer_frames += 1
    assert computer_frames > 300 and human_frames > 3
