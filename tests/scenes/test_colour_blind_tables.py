"""Colour-blind mode on the tables: every seat's panel carries its symbol beside its colour (and none without it)."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.app import style
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table_factory import table_scene

GAMES = {"lasvegas": (8, 18), "royale": (8, 17), "cards": (7, 17)}  # where the symbol sits on a panel


def _draw(app, game: str) -> tuple[pygame.Surface, list[pygame.Rect]]:
    match = new_match(game, ["human", "normal", "normal"], 5)
    scene = table_scene(app, match)
    app.stack.push(scene)
    app.step(1 / 30, [])
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    return surface, list(scene.view.panels)


def _white_near(surface: pygame.Surface, centre: tuple[int, int]) -> int:
    x0, y0 = centre
    return sum(
        1
        for x in range(x0 - 3, x0 + 4)
        for y in range(y0 - 3, y0 + 4)
        if min(surface.get_at((x, y))[:3]) >= 235
    )


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_panel_shows_its_seat_symbol_only_in_colour_blind_mode(app, game: str) -> None:
    dx, dy = GAMES[game]
    style.set_colour_blind(False)
    plain, panels = _draw(app, game)
    style.set_colour_blind(True)
    try:
        marked, _ = _draw(app, game)
    finally:
        style.set_colour_blind(False)
    for rect in panels:
        centre = (rect.x + dx, rect.y + dy)
        assert _white_near(plain, centre) == 0
        assert _white_near(marked, centre) >= 8, f"{game}: no symbol on the panel at {rect}"
