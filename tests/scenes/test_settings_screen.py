"""The settings screen, driven by clicks on a real App: every setting applies at once, is saved, and comes back
after a restart (a fresh App loading the same settings folder); the menus reach it; M mutes anywhere."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop import text
from vegas_desktop.app import motion, settings, sound, style
from vegas_desktop.app.app import App
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.pause import PauseScene
from vegas_desktop.scenes.settings_screen import SettingsScene
from vegas_desktop.text import t


class Recorder:
    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def open(self) -> bool:
        return True

    def load(self, path):
        return path.stem

    def play(self, clip, volume: float) -> None:
        self.played.append((clip, volume))


@pytest.fixture
def rec():
    recorder = Recorder()
    sound.set_backend(recorder)
    yield recorder
    sound.set_backend(None)


def _open_from_menu(app, drive) -> SettingsScene:
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.frames(1)
    drive.click_widget(menu.settings_button)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    return scene


def _restart() -> App:
    """A second App in the same process, as after quitting and starting again: settings come from disk."""
    text.set_language("en")
    style.set_colour_blind(False)
    motion.set_reduced(False)
    fresh = App()
    fresh.stack.push(MainMenuScene(fresh))
    fresh.step(1 / 60, [])
    return fresh


def _slide_to(drive, slider, value: int) -> None:
    """Click the slider's arrow buttons (5 per click) until it shows `value` (the dummy driver has no mouse to drag)."""
    for _ in range(40):
        current = slider.get_current_value()
        if current == value:
            return
        arrow = slider.left_button if current > value else slider.right_button
        drive.click(arrow.rect.center, frames=0)
        drive.app.step(1 / 60)  # pygame-gui posts the arrow's press to the event queue: read it from there
    raise AssertionError(f"slider stuck at {slider.get_current_value()}")


def test_main_menu_has_settings_instead_of_the_speed_button(app, drive):
    menu = MainMenuScene(app)
    app.stack.push(menu)
    drive.frames(1)
    assert not hasattr(menu, "speed_button")
    assert [b.text for b in menu.nav] == [
        t("menu.new_game"),
        t("menu.rules"),
        t("menu.history"),
        t("tutorial.menu"),
        t("settings.open"),
        t("menu.network"),
        t("menu.quit"),
    ]


def test_every_setting_changes_by_click_and_survives_a_restart(app, drive, rec):
    scene = _open_from_menu(app, drive)
    drive.click_widget(scene.choice_buttons["speed"]["instant"])
    assert app.speed == settings.SPEEDS["instant"]
    drive.click_widget(scene.switches["colour_blind"])
    assert style.colour_blind() and style.player_symbol(0) == "circle"
    drive.click_widget(scene.switches["reduced_motion"])
    assert motion.reduced()
    drive.click_widget(scene.choice_buttons["text_size"]["large"])
    assert style.scaled_size(13) > 13
    _slide_to(drive, scene.volume_slider, 30)
    assert scene.settings.volume == 30
    drive.click_widget(scene.mute_button)
    assert sound.muted()
    drive.click_widget(scene.choice_buttons["language"]["de"])
    assert t("settings.title") == "Einstellungen"
    assert scene.back_button.text == "Zurück"  # the screen relabelled itself
    volume = scene.settings.volume
    drive.click_widget(scene.back_button)
    assert isinstance(app.stack.top, MainMenuScene)

    saved = settings.load()
    assert (saved.speed, saved.colour_blind, saved.reduced_motion, saved.text_size) == ("instant", True, True, "large")
    assert (saved.language, saved.muted, saved.volume) == ("de", True, volume)

    fresh = _restart()
    try:
        s = fresh.settings
        assert (s.language, s.speed, s.volume, s.muted) == ("de", "instant", volume, True)
        assert text.t("settings.title") == "Einstellungen"  # applied at start-up by the main menu
        assert style.colour_blind() and motion.reduced() and style.scaled_size(13) > 13
        assert fresh.speed == settings.SPEEDS["instant"]
        assert sound.muted()
    finally:
        while fresh.stack.scenes:
            fresh.stack.pop()


def test_settings_screen_from_the_pause_menu_relabels_it(app, drive):
    app.stack.push(MainMenuScene(app))
    pause = PauseScene(app)
    app.stack.push(pause)
    drive.frames(1)
    drive.click_widget(pause.settings_button)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    drive.click_widget(scene.choice_buttons["language"]["de"])
    drive.key(pygame.K_ESCAPE)
    assert app.stack.top is pause
    assert pause.settings_button.text == "Einstellungen"
    drive.key(pygame.K_ESCAPE)  # resume
    assert isinstance(app.stack.top, MainMenuScene)


def test_volume_slider_sets_the_playing_volume(app, drive, rec):
    scene = _open_from_menu(app, drive)
    _slide_to(drive, scene.volume_slider, 50)
    assert scene.settings.volume == 50
    drive.frames(60)  # the debounced save, and a sample of the new level
    assert settings.load().volume == scene.settings.volume
    assert rec.played and rec.played[-1][1] == pytest.approx(scene.settings.volume / 100)


def test_plus_and_minus_keys_change_the_volume(app, drive):
    scene = _open_from_menu(app, drive)
    drive.key(pygame.K_MINUS)
    drive.key(pygame.K_MINUS)
    assert scene.settings.volume == 70 and scene.volume_slider.get_current_value() == 70
    drive.key(pygame.K_KP_PLUS)
    assert scene.settings.volume == 75
    drive.key(pygame.K_ESCAPE)
    assert settings.load().volume == 75


def test_keyboard_reaches_every_control(app, drive):
    scene = _open_from_menu(app, drive)
    seen = []
    for _ in range(len(scene.nav)):
        drive.key(pygame.K_DOWN)
        seen.append(scene.selected_button())
    assert set(seen) == set(scene.nav)
    # Enter on the selected colour-blind switch toggles it and keeps the selection after the rebuild
    while scene.selected_button() is not scene.switches["colour_blind"]:
        drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)
    assert style.colour_blind()
    assert scene.selected_button() is scene.switches["colour_blind"]


def test_fullscreen_switch_follows_the_window(app, drive):
    scene = _open_from_menu(app, drive)
    drive.click_widget(scene.switches["fullscreen"])
    assert app.fullscreen and settings.load().fullscreen
    drive.click_widget(scene.switches["fullscreen"])
    assert not app.fullscreen and not settings.load().fullscreen


def test_a_broken_field_gives_its_default_and_a_notice(private_settings_home):
    import json

    data = {"volume": "loud", "language": "xx", "colour_blind": "yes", "text_size": "huge", "speed": "fast"}
    (private_settings_home / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    loaded = settings.load()
    assert (loaded.volume, loaded.language, loaded.colour_blind, loaded.text_size) == (80, "en", False, "normal")
    assert loaded.speed == "fast"
    notices = settings.take_notices()
    assert notices and "volume" in notices[0] and "language" in notices[0]


# -- M: mute anywhere --------------------------------------------------------------------------------------------
def test_m_mutes_anywhere_and_says_so(app, drive, rec):
    app.stack.push(MainMenuScene(app))
    drive.frames(1)
    assert not settings.for_app(app).muted
    drive.key(pygame.K_m)
    assert settings.for_app(app).muted and settings.load().muted
    assert app.toast is not None and app.toast[0] == t("settings.toast.muted")
    assert not sound.play("click")
    drive.frames(int(2.0 * 60))
    assert app.toast is None  # gone by itself
    drive.key(pygame.K_m)
    assert not settings.for_app(app).muted
    assert sound.play("click")


def test_m_while_typing_a_name_is_a_letter(app, drive):
    from vegas_desktop.scenes.setup import SetupScene

    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    entry = setup.name_entries[0]
    drive.click_widget(entry)
    assert setup._typing()
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_m, "mod": 0, "unicode": "m", "scancode": 0})])
    assert not settings.for_app(app).muted


def test_m_toast_is_drawn(app, drive):
    app.stack.push(MainMenuScene(app))
    drive.frames(1)
    before = app.surface.copy()
    drive.key(pygame.K_m)
    corner = pygame.Rect(1000, 10, 270, 40)
    assert any(app.surface.get_at((x, 30)) != before.get_at((x, 30)) for x in range(corner.x, corner.right, 4))


def test_buttons_click(app, drive, rec):
    scene = _open_from_menu(app, drive)
    rec.played.clear()
    drive.click_widget(scene.choice_buttons["speed"]["fast"])
    assert ("click", pytest.approx(0.8)) in rec.played
