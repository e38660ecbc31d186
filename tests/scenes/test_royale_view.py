"""Royale's table furniture: the standings box, a turn card sized to its content, the money-card pile and its
label, tile rules in readable type."""

from __future__ import annotations

import itertools

import pygame
import pytest

from vegas_desktop.app import fit_text, style
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale import panels
from vegas_desktop.scenes.royale import tiles as royale_tiles
from vegas_desktop.scenes.royale.view import RoyaleDisplay, RoyaleView

TILE_SETS = [list(c) for c in itertools.product((None, "A1"), repeat=6)]


def luminance(c) -> float:
    def channel(v: int) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])


@pytest.mark.parametrize("tiles", TILE_SETS, ids=lambda ts: "".join("T" if t else "-" for t in ts))
def test_standings_turn_card_log_and_tiles_never_overlap(tiles) -> None:
    standings, _columns = rlay.standings_rect(tiles)
    boxes = [standings, rlay.turn_rect(tiles), rlay.log_rect(tiles), rlay.TITLE_RECT]
    boxes += [rlay.TILE_RECTS[i] for i, tile in enumerate(tiles) if tile is not None]
    boxes += list(rlay.CASINOS)
    for a, b in itertools.combinations(boxes, 2):
        assert not a.colliderect(b), f"{a} overlaps {b} with tiles {tiles}"
    assert rlay.turn_rect(tiles).h <= 150, "the turn card holds a title, two lines and the skip button"
    assert pygame.Rect(0, 0, 1280, rlay.PANELS_TOP).contains(standings)


@pytest.mark.parametrize("tiles", [[None] * 6, ["A1", None, None, None, None, "A1"], ["A1"] * 6])
def test_the_standings_list_every_player_inside_the_box(app, monkeypatch, tiles) -> None:
    names = ["WWWWWWWWWWWWWWWW", "Maximiliane Wolk", "Christopher Lee", "Alexandra Schmid", "MMMMMMMMMMMMMMMM"]
    drawn: list[tuple[str, pygame.Rect]] = []
    real = fit_text.draw

    def spy(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(fit_text, "draw", spy)
    view = RoyaleView(names, [0, 1, 2, 3, 4], [""] * 5)
    d = RoyaleDisplay(players=5)
    d.tiles = list(tiles)
    d.money = [250, 130, 260, 210, 280]
    surface = pygame.Surface((1280, 720))
    panels.draw_standings(surface, view, d)
    box, _ = rlay.standings_rect(tiles)
    shown = [text for text, rect in drawn if box.contains(rect)]
    assert sorted(shown) == sorted(names)


def test_the_money_card_label_stays_clear_of_the_pile(app) -> None:
    label = style.font(14, True).size("Money cards")  # the English label
    label_rect = pygame.Rect(rlay.PILE_RECT.x, rlay.PILE_LABEL_Y, *label)
    for count in (1, 30, 60, 100):
        layers = min(rlay.PILE_LAYERS, max(1, count // 6))
        top = rlay.PILE_RECT.move(-(layers - 1), -(layers - 1) * 2)
        assert label_rect.bottom < top.y, f"{count} cards: the pile rises into its label"


@pytest.mark.parametrize("slot", [0, 1])
def test_tile_rules_are_light_and_at_least_12_px_on_tall_cards(app, slot) -> None:
    rect = rlay.TILE_RECTS[slot]
    fill = royale_tiles.CARD_FILL[:3]
    ink = royale_tiles.RULE_INK
    assert (luminance(ink) + 0.05) / (luminance(fill) + 0.05) >= 7.0
    for letter, number in itertools.product("ABCDEFGH", "12"):
        lines, font = royale_tiles.rule_lines(letter + number, rect)
        if rect.h >= 140:
            assert font.get_height() >= style.font(13).get_height(), f"{letter}{number}: rule text too small"
        assert lines and all(font.size(line)[0] <= rect.w - 14 for line in lines)
