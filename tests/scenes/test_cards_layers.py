"""The card table draws its parts as cached layers (app/layers.py): a frame drawn from the layers kept so far must
be the frame drawn with every layer painted afresh, through a whole animated game (deals, flights, ties, scoring,
money, the log) and a human's drag over the casinos and the tray (lit targets, ghosts, Confirm)."""

from __future__ import annotations

import pygame

from tests.scenes.test_cards_table import make_table, mouse, ui, wait_for_human
from vegas_desktop.app import layers
from vegas_desktop.scenes.results import ResultsScene


def _fresh_and_kept(scene) -> tuple[bytes, bytes]:
    """The table drawn twice on plain surfaces: from the layers kept, then with none kept."""
    kept, fresh = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    scene.draw(kept)
    layers.clear()
    scene.draw(fresh)
    return pygame.image.tobytes(kept, "RGB"), pygame.image.tobytes(fresh, "RGB")


def test_kept_layers_show_what_fresh_ones_do_through_a_game(app):
    app.autoplay = True
    app.speed = 3.0
    scene, match = make_table(app, "nnnn", seed=3)
    compared = 0
    for frame in range(4000):
        if isinstance(app.stack.top, ResultsScene):
            break
        app.step(1 / 30, [])
        if frame % 7 == 0 and app.stack.top is scene:
            kept, fresh = _fresh_and_kept(scene)
            assert kept == fresh, f"frame {frame}: a kept layer shows something else than it would be painted now"
            compared += 1
    assert match.over or compared > 300
    assert compared > 100


def test_kept_layers_follow_a_drag_over_casinos_and_tray(app):
    scene, _ = make_table(app, "hnn", seed=5)
    wait_for_human(app, scene)
    hand = ui(scene).hand
    card = hand.hand[0].card
    start = ui(scene).card_centre(card.id)
    casino = ui(scene).ui.view.casino_rects[card.number - 1].center
    app.step(1 / 60, [mouse(pygame.MOUSEBUTTONDOWN, start)])
    path = [casino, (1070, 540), casino]
    x, y = start
    for target in path:  # slowly, so the glows pulse through their steps while the layers are kept
        for k in range(1, 25):
            p = (x + (target[0] - x) * k / 24, y + (target[1] - y) * k / 24)
            app.step(1 / 60, [mouse(pygame.MOUSEMOTION, p)])
            kept, fresh = _fresh_and_kept(scene)
            assert kept == fresh, f"dragging towards {target}, step {k}"
        x, y = target
    app.step(1 / 60, [mouse(pygame.MOUSEBUTTONUP, casino)])
    for _ in range(20):
        app.step(1 / 60, [])
    assert hand.selection == [card]  # the ghost at its casino and the Confirm button's label
    kept, fresh = _fresh_and_kept(scene)
    assert kept == fresh
