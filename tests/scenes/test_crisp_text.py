"""Text at the window's real size (app/crisp.py): crisp where it is on top, the scaled frame where covered."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.app import crisp, style
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table_factory import table_scene

VIEW = pygame.Rect(0, 0, 2560, 1440)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()  # twice the logical size: a text's crisp twin is exactly twice as big


def _frame_with_text(cover: bool) -> tuple[crisp.FrameCanvas, pygame.Rect]:
    canvas = crisp.FrameCanvas((1280, 720))
    canvas.start_frame(recording=True)
    canvas.fill((10, 60, 30))
    image = style.font(20, bold=True).render("Maximiliane Wolk", True, style.WHITE)
    rect = canvas.blit(image, (100.7, 50))
    if cover:
        pygame.draw.rect(canvas, (200, 0, 0), rect.inflate(-10, -4))
    return canvas, rect


def _white_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    sub = surface.subsurface(rect)
    return sum(1 for x in range(rect.w) for y in range(rect.h) if sub.get_at((x, y))[:3] == (250, 250, 250))


def test_text_on_top_is_drawn_from_its_recipe_at_the_final_size():
    canvas, rect = _frame_with_text(cover=False)
    window = pygame.Surface(VIEW.size)
    assert crisp.compose(canvas, window, VIEW) == 1
    expected = pygame.Surface(VIEW.size)
    expected.fill((10, 60, 30))
    twin = style.font(40, bold=True).render("Maximiliane Wolk", True, style.WHITE)
    target = pygame.Rect(rect.x * 2, rect.y * 2, rect.w * 2, rect.h * 2)
    expected.blit(twin, twin.get_rect(midleft=target.midleft))
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_crisp_text_has_far_more_solid_pixels_than_the_scaled_frame():
    """The point of it all: scaled-up text is a smear of half-tones; the crisp twin has solid strokes."""
    canvas, rect = _frame_with_text(cover=False)
    soft = pygame.transform.smoothscale(canvas, VIEW.size)
    window = pygame.Surface(VIEW.size)
    crisp.compose(canvas, window, VIEW)
    box = pygame.Rect(rect.x * 2, rect.y * 2, rect.w * 2, rect.h * 2)
    assert _white_pixels(window, box) > 2 * _white_pixels(soft, box)


def test_covered_text_stays_as_the_scaled_frame_shows_it():
    canvas, _ = _frame_with_text(cover=True)
    window = pygame.Surface(VIEW.size)
    assert crisp.compose(canvas, window, VIEW) == 0
    plain = crisp.FrameCanvas((1280, 720))  # the same pixels, with no text noted on them
    plain.start_frame(recording=True)
    plain.blit(canvas, (0, 0))
    soft = pygame.Surface(VIEW.size)
    assert crisp.compose(plain, soft, VIEW) == 0
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(soft, "RGB")


def test_faded_and_clipped_text_keeps_its_alpha_and_its_clip():
    canvas = crisp.FrameCanvas((1280, 720))
    canvas.start_frame(recording=True)
    canvas.fill((0, 0, 0))
    line = style.font(30).render("Half", True, style.WHITE)  # shared from the line cache: faded on a copy
    image = crisp.remember(line.copy(), crisp._RECIPES[line])
    image.set_alpha(128)
    canvas.set_clip(pygame.Rect(0, 0, 120, 720))
    canvas.blit(image, (100, 100))  # mostly outside the clip
    canvas.set_clip(None)
    window = pygame.Surface(VIEW.size)
    assert crisp.compose(canvas, window, VIEW) == 1
    brightest = max(window.get_at((x, y))[0] for x in range(200, 300) for y in range(200, 280))
    assert 100 < brightest < 140  # half of white, never full
    assert all(window.get_at((x, 230))[0] == 0 for x in range(242, 400))  # nothing past the clip (120 * 2)


def test_a_window_at_logical_size_records_nothing(app, drive):
    match = new_match("lasvegas", ["normal"] * 4, 3)
    app.stack.push(table_scene(app, match))
    drive.frames(3)
    assert app.surface.drawn is None and app.crisp_texts == 0


@pytest.mark.parametrize("game", ["lasvegas", "royale", "cards", "cashrun"])
def test_tables_in_a_large_window_draw_their_text_at_the_window_size(app, drive, game):
    app.window = pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    app._fit()
    seats = ["normal"] * 4
    names = ["Maximiliane Wolk"] * 4  # the longest names: fitted text is re-rendered too
    app.stack.push(table_scene(app, new_match(game, seats, 5, names=names)))
    drive.frames(40)
    assert app.crisp_texts >= 15
    assert app.window.get_at((800, 500)) != (0, 0, 0, 255)  # the frame itself is there under the text


# -- pygame-gui widgets built at the window's size ----------------------------------------------------------------


def _large_window(app, size=(1600, 1000)) -> None:
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app._fit()


def test_widgets_are_built_at_the_window_size_and_drawn_crisp(app, drive):
    from vegas_desktop.scenes.menu import MainMenuScene

    _large_window(app)
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.frames(2)
    assert menu.ui.size == (1600, 900)  # the letterboxed view inside 1600x1000
    logical = menu.ui.logical_rect(menu.new_button.rect)
    assert abs(menu.new_button.rect.w - logical.w * 1.25) <= 1 and abs(menu.new_button.rect.h - logical.h * 1.25) <= 1
    visible = sum(1 for sprite in menu.ui.get_sprite_group().sprites() if sprite.visible)
    assert app.crisp_texts >= visible  # every widget drawn from its large copy, plus the own-drawn text
    # the button's label: solid strokes at the window's size, not a scaled smear
    on_window = logical.move(0, 0)
    box = crisp.scale_rect(on_window, 1.25, 1.25, app._view.topleft)
    soft = pygame.transform.smoothscale(app.surface, app._view.size)
    dark_window = _dark_pixels(app.window, box)
    dark_soft = _dark_pixels(soft, box.move(-app._view.x, -app._view.y))
    assert dark_window > 1.3 * dark_soft


def _dark_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of the primary button's near-black label."""
    sub = surface.subsurface(rect)
    return sum(1 for x in range(rect.w) for y in range(rect.h) if sum(sub.get_at((x, y))[:3]) < 120)


def test_hover_and_clicks_reach_widgets_built_at_the_window_size(app, drive):
    from vegas_desktop.scenes.menu import MainMenuScene
    from vegas_desktop.scenes.setup import SetupScene

    _large_window(app, (1920, 1200))
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.frames(1)
    centre = menu.ui.logical_rect(menu.new_button.rect).center
    motion = {"pos": centre, "rel": (0, 0), "buttons": (0, 0, 0), "logical": True}
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, motion)])
    pygame.mouse.set_pos(app._view.x + centre[0] * 1.5, app._view.y + centre[1] * 1.5)
    drive.frames(2)
    assert menu.new_button.hovered
    drive.click_widget(menu.new_button)
    assert isinstance(app.stack.top, SetupScene)


def test_a_resized_window_rebuilds_widgets_at_its_size_keeping_what_was_typed(app, drive):
    from vegas_desktop.scenes.setup import SetupScene

    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    setup.name_entries[1].set_text("Maximiliane Wolk")
    setup.seed_entry.set_text("4242")
    assert setup.ui.size == (1280, 720)
    _large_window(app, (1600, 1000))
    drive.frames(2)
    assert setup.ui.size == (1600, 900)
    assert [e.ui_manager for e in setup.name_entries] == [setup.ui] * len(setup.name_entries)
    assert setup.name_entries[1].get_text() == "Maximiliane Wolk"
    assert setup.seed_entry.get_text() == "4242"
    drive.click_widget(setup.add_button)
    assert len(setup.name_entries) == 5  # the rebuilt buttons act on the scene
    app.window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app._fit()
    drive.frames(1)
    assert setup.ui.size == (1280, 720) and setup.name_entries[1].get_text() == "Maximiliane Wolk"


@pytest.mark.parametrize("size", [(1120, 630), (1600, 1000), (2560, 1440)])
def test_every_screen_draws_at_any_window_size(app, drive, size):
    """Menu, setup, options, rules (text box), settings (slider) and a table with its pause menu on top."""
    from vegas_desktop.scenes.menu import MainMenuScene
    from vegas_desktop.scenes.pause import PauseScene
    from vegas_desktop.scenes.rules_help import RulesScene
    from vegas_desktop.scenes.settings_screen import SettingsScene
    from vegas_desktop.scenes.setup import SetupScene

    _large_window(app, size)
    app.stack.push(MainMenuScene(app))
    for make in (SetupScene, RulesScene, SettingsScene):
        app.stack.push(make(app))
        drive.frames(2)
        assert app.stack.top.ui.size == app._view.size
        app.stack.pop()
    table = table_scene(app, new_match("lasvegas", ["human", "normal"], 2))
    app.stack.push(table)
    drive.frames(3)
    app.stack.push(PauseScene(app))
    drive.frames(3)
    assert app.crisp_texts > 0


def test_a_window_shrunk_to_almost_nothing_never_breaks_a_screen(app, drive):
    """A window manager may hand the window any size for a moment: widgets fall back to the logical size."""
    from vegas_desktop.scenes.setup import SetupScene

    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    app.window = pygame.display.set_mode((4, 3), pygame.RESIZABLE)
    app._fit()
    drive.frames(2)
    assert setup.ui.size == (1280, 720)
    app.window = pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    app._fit()
    drive.frames(2)
    assert setup.ui.size == (1600, 900)
