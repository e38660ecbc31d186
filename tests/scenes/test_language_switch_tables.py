"""Switching the language in the middle of a game re-renders every text on the table at once (issue 30, point 4):
after the switch to German, no line drawn on the frame is a text of the English table that German says otherwise
(the seats' "Human" under their names stayed English)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import vegas_desktop.app.app as app_module
from vegas_desktop import games, text
from vegas_desktop.app import crisp
from vegas_desktop.app.app import App
from vegas_desktop.match import new_match


def _english_only() -> set[str]:
    english, german = text.keys("en"), text.keys("de")
    return {v for k, v in english.items() if "{" not in v and len(v) > 2 and german.get(k) != v}


@pytest.mark.parametrize("game", games.game_names())
def test_the_table_speaks_the_new_language_at_once(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from vegas_desktop.scenes.table_factory import table_scene

    lines: list[Any] = []
    compose = app_module.compose

    def caught(canvas: crisp.FrameCanvas, window: pygame.Surface, view: pygame.Rect) -> Any:
        lines[:] = [d for d in crisp._still_on_top(canvas) if isinstance(d, crisp._Drawn)]
        return compose(canvas, window, view)

    monkeypatch.setattr(app_module, "compose", caught)
    app = App((1920, 1080))  # a scaled window: crisp notes every line of text drawn
    try:
        match = new_match(game, ["human", "normal", "normal"], 5)
        table = table_scene(app, match)
        app.stack.push(table)
        app.speed = 25.0
        for _ in range(300):
            app.step(1 / 60, [])
            while app.stack.top is not table:
                app.stack.pop()
            if table.human_seat() == 0 and not table.queue.busy:
                break
        app.speed = 1.0
        app.set_language("de")
        app.step(1 / 60, [])
        app.step(1 / 60, [])
        drawn = []
        for d in lines:
            recipe = crisp._RECIPES.get(d.source)
            cells = [c.cell_contents for c in (getattr(recipe, "__closure__", None) or ())]
            drawn += [c[0] for c in cells if isinstance(c, tuple) and c and isinstance(c[0], str)]
        assert len(drawn) > 20
        assert [line for line in drawn if line in _english_only()] == []
    finally:
        while app.stack.scenes:
            app.stack.pop()
