"""Every table opens and plays with the longest names setup allows, in every seat, at the most players.

A name once froze the game: the panel's shrink loop asked for the same font size forever. A frame's font
requests are counted, so such a loop fails the test (a step limit, not a timer) instead of hanging it.
"""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop import cards, cashrun, lasvegas, royale
from vegas_desktop.app import fit_text, layers, style
from vegas_desktop.games import make_agent
from vegas_desktop.match import Match, Seat
from vegas_desktop.scenes.cards import panels as cards_panels
from vegas_desktop.scenes.cashrun import panels as cashrun_panels
from vegas_desktop.scenes.lasvegas import display as lasvegas_display
from vegas_desktop.scenes.royale import panels as royale_panels
from vegas_desktop.scenes.table_factory import table_scene

# All within the 16 characters setup allows; each froze one table before the fix.
LONG_NAMES = ["WWWWWWWWWWWWWWWW", "Maximiliane Wolk", "Christopher Lee", "Alexandra Schmid", "MMMMMMMMMMMMMMMM"]
TABLES = {
    "lasvegas": (lasvegas.RULES, table_scene, 6, lasvegas_display.name_room, 16),
    "royale": (royale.RULES, table_scene, 5, royale_panels.name_room, 16),
    "cards": (cards.RULES, table_scene, 5, cards_panels.name_room, 14),
    "cashrun": (cashrun.RULES, table_scene, 6, cashrun_panels.name_room, 14),
}
FONT_CALLS_PER_FRAME = 20_000  # a frame asks for a few hundred fonts; a shrink loop that never ends asks forever
FRAMES = 90


class FrozenFrame(Exception):
    pass


@pytest.fixture
def font_budget(monkeypatch: pytest.MonkeyPatch) -> dict:
    """style.font, counted: raises once a single frame asks for more fonts than any finite drawing could."""
    real = style.font
    count = {"n": 0}

    def counted(*args, **kwargs):
        count["n"] += 1
        if count["n"] > FONT_CALLS_PER_FRAME:
            raise FrozenFrame("a frame asked for fonts without end (a text-shrinking loop that never stops)")
        return real(*args, **kwargs)

    monkeypatch.setattr(style, "font", counted)
    return count


@pytest.fixture
def drawn_names(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every fitted text drawn, with the rect it took on screen."""
    seen: list[tuple[str, pygame.Rect]] = []
    real = fit_text.draw

    def spy(surface, text, pos, width, *args, **kwargs):
        rect = real(surface, text, pos, width, *args, **kwargs)
        seen.append((text, rect.move(surface.get_abs_offset())))  # a layer painted in place: the frame's place
        return rect

    def in_place(surface, owner, size, content, paint, dest=(0, 0), alpha=False):
        """A cached layer painted straight onto the frame where it goes, so the names drawn have its places."""
        area = pygame.Rect(dest, size).clip(surface.get_rect())
        paint(surface.subsurface(area))
        return area

    monkeypatch.setattr(fit_text, "draw", spy)
    monkeypatch.setattr(layers, "blit", in_place)
    return seen


@pytest.mark.parametrize("game", sorted(TABLES))
@pytest.mark.parametrize("name", LONG_NAMES)
def test_every_table_draws_the_longest_names_inside_their_panels(app, font_budget, drawn_names, game, name):
    rules, scene_cls, players, room, left = TABLES[game]
    assert len(name) <= 16
    seats = [Seat(name, make_agent(game, "normal", 7 + i), i) for i in range(players)]
    app.speed = 20.0
    scene = scene_cls(app, Match(rules.name, rules, seats, 11, None))
    app.stack.push(scene)
    for _ in range(FRAMES):  # a step limit: each frame must finish
        font_budget["n"] = 0
        mark = len(drawn_names)
        app.step(1 / 30, [])
        if app.stack.top is not scene:  # an overlay (round summary, results) draws names of its own: not panels
            del drawn_names[mark:]
            if scene not in app.stack.scenes:
                break
            app.stack.pop()
    parts = getattr(scene, "parts", None)  # a table made of parts: its drawing holds the view
    panels = (parts.drawing if parts is not None else scene).view.panels
    assert len(panels) == players
    for panel in panels:
        on_panel = [r for text, r in drawn_names if text == name and panel.collidepoint(r.topleft)]
        assert on_panel, f"{game}: no name drawn on the panel at {panel}"
        for r in on_panel:
            assert r.w <= room(panel), f"{game}: the name is {r.w} px wide, the panel has room for {room(panel)}"
            assert r.x >= panel.x + 8 and r.right <= panel.x + left + room(panel) <= panel.right
            assert r.bottom <= panel.bottom
