"""A damaged settings file, or odd characters in it, never stops the game: it starts, keeps what is valid,
moves the broken file aside (never deletes it) and tells the player once, in the window (issue 19)."""

from __future__ import annotations

import json
import os
import stat
import sys

import pygame
import pytest

from vegas_desktop.app import settings
from vegas_desktop.app.names import NAME_LIMIT, clean_name
from vegas_desktop.app.settings import Settings
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.setup import SetupScene, default_name

GOOD = {
    "seats": [
        {"human": True, "level": "normal", "name": "Renée", "colour": 0},
        {"human": False, "level": "hard", "name": "Bert", "colour": 1},
        {"human": False, "level": "easy", "name": "Cleo", "colour": 2},
    ],
    "seed": "42",
    "speed": "fast",
    "game": "royale",
    "options": {"royale": ["boards=5"]},
}


def start(app, drive) -> SetupScene:
    """What a player does: the app starts at the main menu, then New game opens the setup screen."""
    settings.for_app(app)
    app.stack.push(MainMenuScene(app))
    drive.frames(2)
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(2)
    return setup


def is_default(s: Settings) -> bool:
    d = Settings()
    return (s.seats, s.seed, s.speed, s.game) == (d.seats, d.seed, d.speed, d.game) and not any(s.options.values())


def broken_copies(home) -> list[str]:
    return sorted(p.name for p in home.iterdir() if p.name.startswith("settings.json.broken-"))


@pytest.mark.parametrize(
    ("name", "raw"),
    [
        ("latin-1", json.dumps(GOOD, ensure_ascii=False).encode("latin-1")),
        ("utf-16", json.dumps(GOOD, ensure_ascii=False).encode("utf-16")),
        ("bom", b"\xef\xbb\xbf" + json.dumps(GOOD, ensure_ascii=False).encode("utf-8")),
    ],
)
def test_other_encodings_are_read_and_nothing_is_lost(app, drive, private_settings_home, name, raw):
    (private_settings_home / "settings.json").write_bytes(raw)
    setup = start(app, drive)
    assert app.settings.seats[0].name == "Renée" and app.settings.game == "royale"
    assert app.settings.words("royale") == ["boards=5"] and app.settings.speed == "fast"
    assert setup.name_entries[0].get_text() == "Renée"
    assert app.notices == [] and broken_copies(private_settings_home) == []


@pytest.mark.parametrize(
    ("name", "raw"),
    [
        ("binary", bytes(range(256)) * 4),
        ("garbage", b"{ this is not json"),
        ("truncated", json.dumps(GOOD).encode()[:40]),
        ("nested", b"[" * 100_000 + b"]" * 100_000),
        ("non-object", b"[1, 2, 3]"),
        ("empty", b""),
    ],
)
def test_unreadable_content_is_moved_aside_and_the_player_is_told_once(app, drive, private_settings_home, name, raw):
    path = private_settings_home / "settings.json"
    path.write_bytes(raw)
    start(app, drive)
    assert is_default(app.settings)
    copies = broken_copies(private_settings_home)
    assert len(copies) == 1 and (private_settings_home / copies[0]).read_bytes() == raw  # kept, not deleted
    assert len(app.notices) == 1 and copies[0] in app.notices[0]
    # the notice is shown over the menu and closes with a click; it does not come back
    drive.click((640, 700))
    assert app.notices == []
    drive.frames(2)
    assert app.notices == []
    assert settings.save(app.settings) and json.loads(path.read_text("utf-8"))["game"] == "lasvegas"


def test_one_bad_seat_keeps_every_other_field(app, drive, private_settings_home):
    data = json.loads(json.dumps(GOOD))
    data["seats"][1] = "not a seat"
    data["speed"] = "warp"
    raw = json.dumps(data).encode()
    (private_settings_home / "settings.json").write_bytes(raw)
    setup = start(app, drive)
    s = app.settings
    assert s.game == "royale" and s.words("royale") == ["boards=5"] and s.seed == "42"
    assert [seat.name for seat in s.seats] == ["Renée", "", "Cleo"] and s.seats[2].level == "easy"
    assert len(setup.seats) == 3
    assert len(app.notices) == 1 and "seat 2" in app.notices[0] and "speed" in app.notices[0]
    copies = broken_copies(private_settings_home)
    assert len(copies) == 1 and (private_settings_home / copies[0]).read_bytes() == raw


def test_wrong_types_keep_their_defaults_only(private_settings_home):
    data = {"seats": 7, "seed": 12, "speed": ["fast"], "game": None, "options": "biggy"}
    (private_settings_home / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    assert settings.load() == Settings()
    (notice,) = settings.take_notices()
    for field in ("seats", "seed", "speed", "game", "options"):
        assert field in notice


@pytest.mark.parametrize(
    "name", ["\u0000Anna", "\ud800", "\u200b", "\u200b\u200e\u202e", "Bo\u00adb", "  ", "\u0301", "A\u2028B"]
)
def test_names_with_invisible_characters_are_cleaned_on_load(app, drive, private_settings_home, name):
    data = json.loads(json.dumps(GOOD))
    data["seats"][0]["name"] = name
    (private_settings_home / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    setup = start(app, drive)
    shown = setup.name_entries[0].get_text()
    assert shown == (clean_name(name) or default_name(0))  # nothing left: the seat's default name
    assert app.settings.seats[0].name == clean_name(name)


def test_names_longer_than_the_field_are_cut_to_the_same_limit_not_reset(app, drive, private_settings_home):
    data = json.loads(json.dumps(GOOD))
    data["seats"][1]["name"] = "Maximiliane Wolkenstein"  # 23 characters: used to load, then be reset
    (private_settings_home / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    setup = start(app, drive)
    assert setup.name_entries[1].get_text() == "Maximiliane Wolk"
    assert setup.name_entries[1].length_limit == NAME_LIMIT == 16


def test_a_folder_in_place_of_the_file(app, drive, private_settings_home):
    (private_settings_home / "settings.json").mkdir()
    start(app, drive)
    assert is_default(app.settings)
    assert len(app.notices) == 1
    assert settings.save(app.settings) is False
    drive.frames(1)
    assert len(app.notices) == 1, "one problem, one notice"
    assert (private_settings_home / "settings.json").is_dir()  # nothing of the player's was removed


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="this platform has no FIFOs")
def test_a_fifo_in_place_of_the_file_does_not_block_the_start(app, drive, private_settings_home):
    os.mkfifo(private_settings_home / "settings.json")
    start(app, drive)  # would block for ever in open() if the pipe were read
    assert is_default(app.settings) and len(app.notices) == 1


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="root ignores folder permissions")
def test_a_read_only_folder_is_said_once(app, drive, private_settings_home):
    private_settings_home.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        start(app, drive)
        assert settings.save(app.settings) is False and settings.save(app.settings) is False
        drive.frames(1)
        assert len(app.notices) == 1 and "cannot be saved" in app.notices[0]
    finally:
        private_settings_home.chmod(stat.S_IRWXU)


def test_an_unwritable_place_is_said_once(app, drive, tmp_path, monkeypatch):
    """Works as root too: the settings folder's place is taken by a file."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(blocker / "sub"))
    start(app, drive)
    assert settings.save(app.settings) is False and settings.save(app.settings) is False
    drive.frames(1)
    assert len(app.notices) == 1 and "cannot remember your choices" in app.notices[0]
    assert blocker.read_text() == "x"


def test_saving_syncs_the_file_before_the_rename(private_settings_home, monkeypatch):
    order: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (order.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (order.append("replace"), real_replace(a, b))[1])
    assert settings.save(Settings())
    assert order[:2] == ["fsync", "replace"]


def test_autoplay_logs_notices_without_covering_the_table(app, drive, private_settings_home):
    (private_settings_home / "settings.json").write_bytes(b"garbage")
    app.autoplay = True
    settings.for_app(app)
    drive.frames(1)
    assert app.notices == []


def test_the_notice_fits_its_card(app, drive, private_settings_home):
    from vegas_desktop.app.notice_art import draw_notice

    long = "x " * 400
    surface = pygame.Surface((1280, 720))
    rect = draw_notice(surface, long)
    assert surface.get_rect().contains(rect)
