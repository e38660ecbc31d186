"""Settings: saved atomically in VEGAS_DESKTOP_HOME, read back, and a broken file never crashes."""

from __future__ import annotations

import json
import logging

from vegas_desktop.app import settings
from vegas_desktop.app.settings import SeatSetting, Settings


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
    assert s.random_first is True and s.auto_forced is False
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
    assert loaded.seed == "" and loaded.speed == "normal" and loaded.random_first is False
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
