"""The real scenes in German, headless: menu, setup (with each game's options), rules help and every game's table
played to its results. No text shows as a raw key or falls back to English, no fitted text had to be cut, and
every button's words fit the button. Switching language live relabels the menu under an open screen."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame
import pytest

from vegas_desktop import games, text
from vegas_desktop.app import fit_text, settings
from vegas_desktop.app.cache import clear_caches
from vegas_desktop.cashrun.model import CASINOS as CASH_RUN_CASINOS
from vegas_desktop.match import new_match
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.pause import PauseScene
from vegas_desktop.scenes.results import ResultsScene
from vegas_desktop.scenes.rules_help import RulesScene
from vegas_desktop.scenes.setup import SetupScene
from vegas_desktop.scenes.setup_options import OptionsScene
from vegas_desktop.scenes.table_factory import table_scene

KEY_LIKE = re.compile(r"^[a-z_]+(\.[A-Za-z0-9_]+)+$")
# Names are the same in both languages and are cut on purpose where room is tight (a casino on a small card).
NAMES = (
    {text.keys("en")[f"common.casino.{n}"] for n in range(1, 8)}
    | {text.keys("en")[f"common.default_name.{n}"] for n in range(6)}
    | {casino[0] for casino in CASH_RUN_CASINOS}  # Cash & Run's casino cards in a final lap are small
)
BUTTON_PADDING = 8  # pygame-gui draws a border and some room on each side of a button's text


@dataclass
class Watch:
    misses: list[str] = field(default_factory=list)  # keys German has no text for (raw key or English shown)
    cuts: list[tuple[str, int]] = field(default_factory=list)  # texts fit_text had to cut with "…"
    crowded: list[tuple[str, int, int]] = field(default_factory=list)  # button texts wider than their button


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch):
    watch = Watch()
    german_table = text.keys("de")
    lookup = text._lookup

    def spy(key: str) -> str | None:
        if key not in german_table and not key.endswith((".one", ".other")):  # tn probes plural forms first
            watch.misses.append(key)
        return lookup(key)

    cut = fit_text.ellipsize

    def ellipsize(value: str, font: pygame.font.Font, width: int) -> str:
        out = cut(value, font, width)
        if out != value and value not in NAMES:
            watch.cuts.append((value, width))
        return out

    monkeypatch.setattr(text, "_lookup", spy)
    monkeypatch.setattr(fit_text, "ellipsize", ellipsize)
    clear_caches()  # fitted texts are cached: draw them afresh so every cut is seen
    text.set_language("de")
    yield watch
    text.set_language("en")
    clear_caches()


def _check_widgets(scene, watch: Watch) -> None:
    ui = getattr(scene, "ui", None)
    if ui is None:
        return
    for element in ui.get_sprite_group().sprites():
        shown = getattr(element, "text", None)
        if not isinstance(shown, str) or not shown:
            continue
        assert not KEY_LIKE.match(shown), shown
        font = getattr(element, "font", None)
        if type(element).__name__ == "UIButton" and font is not None:
            width = font.size(shown)[0]
            if width > element.rect.width - BUTTON_PADDING:
                watch.crowded.append((shown, width, element.rect.width))


def _settle(app, drive, watch: Watch, frames: int = 3) -> None:
    drive.frames(frames)
    for scene in app.stack.scenes:
        _check_widgets(scene, watch)


def _clean(watch: Watch) -> None:
    for found in (watch.misses, watch.cuts, watch.crowded):
        assert not found, "\n".join(repr(x) for x in sorted(set(found)))


def test_menu_setup_options_and_rules_in_german(app, drive, german):
    settings.for_app(app).language = "de"  # the menu applies the saved settings when it opens
    menu = MainMenuScene(app)
    app.stack.push(menu)
    _settle(app, drive, german)
    assert menu.new_button.text == "Neues Spiel"
    s = settings.for_app(app)
    for game in games.game_names():
        s.game = game
        setup = SetupScene(app)
        app.stack.push(setup)
        _settle(app, drive, german)
        options = OptionsScene(app, setup)
        app.stack.push(options)
        _settle(app, drive, german)
        app.stack.pop()
        app.stack.pop()
        rules = RulesScene(app, game)
        app.stack.push(rules)
        _settle(app, drive, german)
        app.stack.pop()
    _clean(german)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "options", "seats"),
    [
        ("lasvegas", "biggy,kickers=1,rainbow,bandit,neutral", ["normal", "easy", "random"]),
        ("royale", "boards=6", ["normal", "easy", "random"]),
        ("cards", "", ["normal", "easy", "random", "random"]),
        ("cashrun", "rounds=8", ["normal", "easy", "random"]),
    ],
)
def test_each_table_plays_to_the_results_in_german(app, drive, german, game, options, seats):
    match = new_match(game, seats, 3, games.parse_options(game, options))
    table = table_scene(app, match)
    app.autoplay = True
    app.speed = 25.0
    app.stack.push(table)
    _settle(app, drive, german)
    app.stack.push(PauseScene(app))
    _settle(app, drive, german)
    app.stack.pop()
    for frame in range(60_000):  # a whole game at autoplay speed; ends long before
        drive.frames(1, 1 / 30)
        if frame % 200 == 0:
            for scene in app.stack.scenes:
                _check_widgets(scene, german)
        top = app.stack.top
        if isinstance(top, ResultsScene) and top.settled:
            break
    else:
        pytest.fail("the game did not reach its results")
    _settle(app, drive, german)
    _clean(german)


def test_switching_language_live_relabels_the_screens_below(app, drive, private_settings_home):
    text.set_language("en")
    try:
        menu = MainMenuScene(app)
        app.stack.push(menu)
        setup = SetupScene(app)
        app.stack.push(setup)
        drive.frames(2)
        assert menu.new_button.text == "New game"
        assert app.set_language("de") is True
        assert settings.load().language == "de"  # remembered
        drive.frames(1)
        assert menu.new_button.text == "Neues Spiel"
        app.stack.pop()
        drive.frames(2)
        assert app.stack.top is menu and menu.nav[0] is menu.new_button
        # a plain text.set_language is picked up by the next frame as well
        text.set_language("en")
        drive.frames(1)
        assert menu.new_button.text == "New game"
        with pytest.raises(ValueError):
            app.set_language("xx")
    finally:
        text.set_language("en")
