"""Colour-blind mode on the tables: every seat's panel carries its symbol beside its colour (and none without it)."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.app import style
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table_factory import table_scene

GAMES = {"lasvegas": (23, 18), "royale": (23, 17), "cards": (21, 17)}  # where the symbol sits on a panel


def _draw(app, game: str) -> tuple[pygame.Surface, list[pygame.Rect]]:
    match = new_match(game, ["human", "normal", "normal"], 5)
    scene = table_scene(app, match)
    app.stack.push(scene)
    app.step(1 / 30, [])
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    parts = getattr(scene, "parts", None)  # a table made of parts: its drawing holds the view
    return surface, list((parts.drawing if parts is not None else scene).view.panels)


def _count(surface: pygame.Surface, centre: tuple[int, int], colour: tuple[int, int, int]) -> int:
    """Pixels of (about) `colour` within 8 px of `centre`."""
    x0, y0 = centre
    return sum(
        1
        for x in range(x0 - 8, x0 + 9)
        for y in range(y0 - 8, y0 + 9)
        if max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], colour, strict=True)) <= 12
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
    style.set_colour_blind(True)
    try:
        fills = [style.player_colour(i) for i in range(len(panels))]
    finally:
        style.set_colour_blind(False)
    for i, rect in enumerate(panels):
        centre = (rect.x + dx, rect.y + dy)
        # the symbol: a body of the seat's (colour-blind palette) colour with a white rim
        assert _count(marked, centre, fills[i]) >= 20, f"{game}: no symbol on the panel at {rect}"
        assert _count(marked, centre, style.WHITE) >= 6
        assert _count(plain, centre, fills[i]) < 20
