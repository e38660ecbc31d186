"""The Cash & Run table's cached layers (its still picture and the panels' contents, app/layers.py): every frame
shows exactly what drawing the panels straight on the frame shows, and what layers drawn afresh show (a panel's
key holds all it draws from), through a whole game of computers with a human's hand on the table, and in a large
window its texts are still drawn crisp."""

from __future__ import annotations

import pygame

from vegas_desktop.app import crisp, layers
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table_factory import table_scene

VIEW = pygame.Rect(0, 0, 1920, 1080)


def _frame(scene: TableScene, layered: bool, fresh: bool = False) -> bytes:
    drawing = scene.parts.drawing
    surface = pygame.Surface((1280, 720))
    if fresh:
        layers.clear()
    drawing.layered = layered
    try:
        drawing.draw(surface)
    finally:
        drawing.layered = True
    return pygame.image.tobytes(surface, "RGB")


def _table(app, levels: list[str], seed: int, speed: float) -> TableScene:
    app.speed = speed
    app.autoplay = True
    scene = table_scene(app, new_match("cashrun", levels, seed))
    app.stack.push(scene)
    return scene


def test_panel_layers_show_what_the_panels_drawn_on_the_frame_show(app) -> None:
    scene = _table(app, ["normal"] * 5, seed=6, speed=3.0)
    checked = 0
    for step in range(1500):
        app.step(1 / 60, [])
        if step % 5 == 0 and app.stack.top is scene:
            cached = _frame(scene, True)
            assert cached == _frame(scene, False), f"frame {step}: a layer differs from the panel on the frame"
            assert cached == _frame(scene, True, fresh=True), f"frame {step}: a kept layer differs from a fresh one"
            checked += 1
        if scene.match.over:
            break
    assert checked > 100


def test_panel_layers_keep_the_texts_crisp_in_a_large_window(app) -> None:
    scene = _table(app, ["normal"] * 4, seed=2, speed=2.0)
    for _ in range(200):
        app.step(1 / 60, [])
    windows = []
    for layered in (False, True, True):
        canvas = crisp.FrameCanvas((1280, 720))
        window = pygame.Surface(VIEW.size)
        canvas.start_frame(recording=True)
        scene.parts.drawing.layered = layered
        scene.parts.drawing.draw(canvas)
        texts = crisp.compose(canvas, window, VIEW)
        windows.append((texts, pygame.image.tobytes(window, "RGB")))
    scene.parts.drawing.layered = True
    assert windows[0][0] > 20
    assert windows[1] == windows[0] and windows[2] == windows[0]
