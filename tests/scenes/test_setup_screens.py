"""Setup and menu polish (issue 12 items 5, 6, 13): tooltips on a plate, messages in a place of their own,
the name limit said, the options summary in full, On switches lit."""

from __future__ import annotations

import pygame
import pygame_gui

from vegas_desktop.app import settings
from vegas_desktop.app.names import NAME_LIMIT
from vegas_desktop.games import switches
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.setup import MESSAGE_RECT, SetupScene, options_summary


def _tooltip_over(app, scene, button) -> pygame_gui.elements.UITooltip:
    app.mouse_pos = lambda: button.rect.center
    for _ in range(90):
        app.step(1 / 60, [])
    tips = [e for e in scene.ui.get_root_container().elements if isinstance(e, pygame_gui.elements.UITooltip)]
    tips += [e for e in scene.ui.get_sprite_group().sprites() if isinstance(e, pygame_gui.elements.UITooltip)]
    assert tips, "no tooltip appeared"
    return tips[0]


def _check_plate(app, tip) -> None:
    box = tip.text_block
    assert box.rect.w >= 250, "a readable width, not a 120 px column"
    assert pygame.Rect(0, 0, 1280, 720).contains(box.rect)
    app.render()
    # the plate is opaque dark felt: a pixel inside it (off the text) is the plate's colour, not the scene's
    x, y = box.rect.right - 9, box.rect.top + 5
    r, g, b, *_ = app.surface.get_at((x, y))
    assert (r, g, b) in {(11, 36, 24)} or (abs(r - 11) < 12 and abs(g - 36) < 12 and abs(b - 24) < 12)


def test_menu_tooltip_sits_on_a_plate_of_readable_width(app):
    menu = MainMenuScene(app)
    app.stack.push(menu)
    app.step(1 / 60, [])
    button = next(b for b in menu.nav if b.tool_tip_text)
    _check_plate(app, _tooltip_over(app, menu, button))


def test_setup_tooltip_sits_on_a_plate_of_readable_width(app):
    setup = SetupScene(app)
    app.stack.push(setup)
    app.step(1 / 60, [])
    _check_plate(app, _tooltip_over(app, setup, setup.level_buttons[1]))


def test_a_long_setup_message_has_its_own_place_clear_of_the_buttons(app):
    setup = SetupScene(app)
    app.stack.push(setup)
    long = (
        "Kickers: 2 each need fewer than 6 players, so it is 1 each with 6 players; "
        "The Card Game is for up to 5 players: Frida left the table, and so did a few more words."
    )
    setup._say(long, error=True)
    app.step(1 / 60, [])
    lines, font = setup.message_lines()
    assert " ".join(lines) == long, "nothing cut"
    box = setup.draw_message(app.surface)
    assert MESSAGE_RECT.contains(box)
    for button in (setup.back_button, setup.start_button, setup.options_button, setup.seed_entry):
        assert not box.colliderect(button.rect)
    for entry in setup.name_entries:
        assert not box.colliderect(entry.rect)


def test_typing_past_the_name_limit_says_so(app, drive):
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    entry = setup.name_entries[0]
    entry.set_text("W" * NAME_LIMIT)
    setup.ui.set_focus_set(entry)
    entry.edit_position = NAME_LIMIT
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, {"text": "X", "window": None})])
    assert entry.get_text() == "W" * NAME_LIMIT
    assert str(NAME_LIMIT) in setup.message


def test_the_options_summary_is_shown_in_full(app):
    s = settings.for_app(app)
    s.game = "lasvegas"
    s.options["lasvegas"] = [
        "random-first", "no-auto", "neutral", "minsum", "100k", "biggy", "kickers=2", "rainbow", "bandit"
    ]  # fmt: skip
    setup = SetupScene(app)
    app.stack.push(setup)
    app.step(1 / 60, [])
    lines, _ = setup.summary_lines()
    assert " ".join(lines) == options_summary("lasvegas", s.options["lasvegas"])
    assert "…" not in " ".join(lines)


def test_switches_are_green_when_on_even_where_on_is_the_default():
    forced = next(sw for sw in switches("lasvegas") if sw.key == "auto_forced")
    assert forced.lit([]) and not forced.lit(["no-auto"])
    biggy = next(sw for sw in switches("lasvegas") if sw.key == "biggy")
    assert biggy.lit(["biggy"]) and not biggy.lit([])
    kickers = next(sw for sw in switches("lasvegas") if sw.key == "kickers")
    assert not kickers.lit([]) and kickers.lit(["kickers=2"])


def test_the_forced_moves_button_is_drawn_as_on(app, drive):
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    drive.click_widget(setup.options_button)
    options = app.stack.top
    button = next(b for b, sw in zip(options.switch_buttons, options.switches, strict=True) if sw.key == "auto_forced")
    assert button.object_ids[-1] == "#toggle_on"
