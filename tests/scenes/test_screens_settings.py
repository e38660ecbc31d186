"""Settings: saved atomically in VEGAS_DESKTOP_HOME, read back, and a broken file never crashes; the Las Vegas
option switches in the setup screen (explained on hover, limited by the seat count, remembered)."""

from __future__ import annotations

import json
import logging

import pygame
import pytest

from vegas_desktop.app import settings
from vegas_desktop.app.settings import SeatSetting, Settings
from vegas_desktop.scenes.setup import SetupScene
from vegas_desktop.scenes.setup_options import OptionsScene
from vegas_desktop.text import t


def test_settings_folder_comes_from_the_environment(private_settings_home):
    assert settings.settings_path() == private_settings_home / "settings.json"


def test_missing_file_gives_defaults():
    assert settings.load() == Settings()


def test_save_and_load_round_trip(private_settings_home):
    s = Settings(
        seats=[SeatSetting(True, "normal", "Mia", 4), SeatSetting(False, "hard", "Bot", 1)],
        seed="77",
        speed="instant",
        game="royale",
        options={"lasvegas": ["random-first", "no-auto", "biggy"], "royale": ["boards=5"]},
    )
    assert s.has("random-first", "lasvegas") and s.has("no-auto", "lasvegas")
    assert settings.save(s)
    assert settings.load() == s
    assert [p.name for p in private_settings_home.iterdir()] == ["settings.json"]  # no temp files left


def test_corrupt_file_gives_defaults_and_a_warning(private_settings_home, caplog):
    (private_settings_home / "settings.json").write_text("{ this is not json", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="vegas_desktop.app.settings"):
        loaded = settings.load()
    assert loaded == Settings()
    assert any("damaged" in r.message for r in caplog.records)


def test_wrong_shapes_are_repaired_not_fatal(private_settings_home, caplog):
    data = {
        "seats": [
            {"human": True, "level": "godlike", "name": "A", "colour": 2},
            {"human": False, "level": "hard", "name": "B", "colour": 2},
            {"human": False, "level": "easy", "name": "C", "colour": 99},
        ],
        "seed": 12,
        "speed": "warp",
        "random_first": "yes",
    }
    (private_settings_home / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    loaded = settings.load()
    assert [s.level for s in loaded.seats] == ["normal", "hard", "easy"]
    colours = [s.colour for s in loaded.seats]
    assert colours[0] == 2 and len(set(colours)) == 3
    assert loaded.seed == "" and loaded.speed == "normal" and not loaded.has("random-first", "lasvegas")
    (private_settings_home / "settings.json").write_text("[1, 2, 3]", encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        assert settings.load() == Settings()


def test_files_from_before_per_game_options_still_load(private_settings_home):
    old = {"seed": "5", "random_first": True, "auto_forced": False, "speed": "fast"}
    (private_settings_home / "settings.json").write_text(json.dumps(old), encoding="utf-8")
    loaded = settings.load()
    assert loaded.words("lasvegas") == ["random-first", "no-auto"]
    assert loaded.game == "lasvegas" and loaded.speed == "fast"


def test_unwritable_folder_is_reported_not_raised(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(blocker / "sub"))
    assert settings.save(Settings()) is False


# -- the Las Vegas option switches in the setup screen, driven by clicks ------------------------------------------


def _open_options(app, drive) -> tuple[SetupScene, OptionsScene]:
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    drive.click_widget(setup.options_button)
    options = app.stack.top
    assert isinstance(options, OptionsScene)
    return setup, options


def _button(options: OptionsScene, key: str):
    return next(b for b, sw in zip(options.switch_buttons, options.switches, strict=True) if sw.key == key)


def _motion(pos) -> list:
    return [pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0), "logical": True})]


# key, clicks, option word remembered, Options field, value in the started game
SWITCH_CASES = [
    ("random_first", 1, "random-first", "random_first_player", True),
    ("auto_forced", 1, "no-auto", "auto_forced", False),
    ("neutral", 1, "neutral", "neutral", True),
    ("minsum", 1, "minsum", "minsum", True),
    ("bills_100k", 1, "100k", "bills_100k", True),
    ("biggy", 1, "biggy", "biggy", True),
    ("kickers", 1, "kickers=1", "kickers", 1),
    ("kickers", 2, "kickers=2", "kickers", 2),
    ("rainbow", 1, "rainbow", "rainbow", True),
    ("bandit", 1, "bandit", "bandit", True),
]


@pytest.mark.parametrize(("key", "clicks", "word", "field", "value"), SWITCH_CASES)
def test_each_option_switch_explains_itself_starts_the_game_and_is_remembered(
    app, drive, key: str, clicks: int, word: str, field: str, value
) -> None:
    from vegas_desktop.lasvegas.model import Options

    setup, options = _open_options(app, drive)
    index = [sw.key for sw in options.switches].index(key)
    button = _button(options, key)
    tip = options.tip(options.switches[index])
    assert tip and options.hovered() != index
    app.step(1 / 60, _motion(button.rect.center))
    assert options.hovered() == index  # its row is lit with the explanation beside it (no tooltip repeating it)
    app.step(1 / 60, _motion((options.row_rect(index).right - 20, options.row_rect(index).centery)))
    assert options.hovered() == index
    before = button.text
    for _ in range(clicks):
        drive.click_widget(_button(options, key))
    assert _button(options, key).text != before
    drive.click_widget(options.done_button)
    assert app.stack.top is setup
    assert settings.load().words("lasvegas") == [word]  # saved as soon as the options close
    drive.click_widget(setup.start_button)
    table = app.stack.top
    assert getattr(table.match.options, field) == value
    others = {f: getattr(Options(), f) for f in vars(Options()) if f != field}
    assert {f: getattr(table.match.options, f) for f in others} == others  # only this option changed
    # the next launch shows the switch as it was left
    app.settings = None
    again = SetupScene(app)
    assert again.settings.words("lasvegas") == [word]
    assert again.options_text() != "Standard rules"


def test_defaults_play_forced_moves_and_start_with_the_first_seat(app, drive) -> None:
    setup, options = _open_options(app, drive)
    assert "Play forced moves: On" in _button(options, "auto_forced").text
    assert "Random first player: Off" in _button(options, "random_first").text
    drive.key(pygame.K_ESCAPE)
    drive.click_widget(setup.start_button)
    match = app.stack.top.match
    assert match.options.auto_forced is True and match.options.random_first_player is False


def test_two_kickers_are_not_offered_at_six_seats_and_the_reason_is_shown(app, drive) -> None:
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    drive.click_widget(setup.add_button)
    drive.click_widget(setup.add_button)
    assert len(setup.seats) == 6
    drive.click_widget(setup.options_button)
    options = app.stack.top
    kickers = next(sw for sw in options.switches if sw.key == "kickers")
    assert options.limited(kickers) and "fewer than 6 players" in options.tip(kickers)
    app.step(1 / 60, _motion(_button(options, "kickers").rect.center))
    assert options.hovered() == [sw.key for sw in options.switches].index("kickers")
    seen = []
    for _ in range(3):
        drive.click_widget(_button(options, "kickers"))
        seen.append(_button(options, "kickers").text)
    assert seen == ["Kickers: 1 each", "Kickers: Off", "Kickers: 1 each"]  # 2 each is skipped
    drive.click_widget(options.done_button)
    drive.click_widget(setup.remove_buttons[-1])  # back to 5 seats: 2 each is offered again
    drive.click_widget(setup.options_button)
    options = app.stack.top
    assert not options.limited(kickers)
    drive.click_widget(_button(options, "kickers"))
    assert _button(options, "kickers").text == "Kickers: 2 each"
    drive.click_widget(options.done_button)
    drive.click_widget(setup.start_button)
    assert app.stack.top.match.options.kickers == 2


def test_adding_a_sixth_seat_turns_two_kickers_into_one_and_says_so(app, drive) -> None:
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    drive.click_widget(setup.add_button)
    setup.settings.words("lasvegas")[:] = ["biggy", "kickers=2"]
    drive.click_widget(setup.add_button)
    assert setup.settings.words("lasvegas") == ["biggy", "kickers=1"]
    assert "fewer than 6" in setup.message and not setup.message_is_error
    drive.click_widget(setup.start_button)
    assert app.stack.top.match.options.kickers == 1


def test_seed_hint_speaks_of_shuffles_for_the_card_game(app, drive, private_settings_home) -> None:
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    assert "dice" in t(setup.seed_hint_key())
    drive.click_widget(setup.game_buttons["cards"])
    assert setup.game == "cards"
    hint = t(setup.seed_hint_key())
    assert "dice" not in hint and "shuffle" in hint
