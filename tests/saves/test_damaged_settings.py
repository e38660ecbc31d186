"""Damaged settings files (issue 35): whatever `settings.json` holds, the game starts with what it can use, a file
it cannot use is kept (`settings.json.broken-<date>`) before anything is written over it, and the notice names
the copy. A pipe, a device or a folder in its place is never opened and never written over."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from damage_kit import bounded

from vegas_desktop.app import settings
from vegas_desktop.app.names import clean_name

GOOD = {
    "seats": [
        {"human": True, "level": "normal", "name": "Renée", "colour": 0},
        {"human": False, "level": "hard", "name": "Bert", "colour": 1},
    ],
    "speed": "fast",
    "game": "royale",
}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _json(value: object) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode()


# the whole file cannot be used: kept whole as settings.json.broken-<date>, defaults used, the notice names it
UNUSABLE: dict[str, bytes] = {
    "wrapped": _json({"settings": GOOD}),
    "unknown-only": _json({"zzz": 1}),
    "unknown-several": _json({"Seats": [], "SPEED": "fast", "colour": 3}),
    "two-megabytes": _json({**GOOD, "pad": " " * 2_000_000}),
    "binary": bytes(range(256)) * 8,
    "garbage": b"{ this is not json",
    "truncated": _json(GOOD)[:30],
    "nested": b"[" * 100_000 + b"]" * 100_000,
    "nested-in-a-field": b'{"options": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "list": b"[1, 2, 3]",
    "string": b'"settings"',
    "null": b"null",
    "empty": b"",
    "huge-number": b'{"volume": ' + b"9" * 5000 + b"}",
    "nul-bytes": b"\x00" * 512,
}
# some fields cannot be used: the others are kept, a copy of the file is kept, the notice names the fields
PARTLY: dict[str, bytes] = {
    "unknown-and-known": _json({**GOOD, "zzz": 1}),
    "wrong-types": _json({**GOOD, "volume": "loud", "muted": 1}),
    "nan-volume": _json(GOOD)[:-1] + b', "volume": NaN}',
    "bad-seat": _json({**GOOD, "seats": [GOOD["seats"][0], "not a seat"]}),
}


def _load() -> tuple[settings.Settings, list[str]]:
    loaded = bounded(settings.load)
    return loaded, settings.take_notices()


def _kept(home: Path) -> list[Path]:
    return sorted(p for p in home.iterdir() if p.name.startswith("settings.json.broken"))


def test_there_are_enough_damaged_settings_files() -> None:
    assert len(UNUSABLE) + len(PARTLY) + len(SPECIAL) + 1 >= 20  # + names with NUL below


@pytest.mark.parametrize("name", list(UNUSABLE))
def test_an_unusable_settings_file_is_kept_before_anything_is_written_over_it(name: str, home: Path) -> None:
    path = home / "settings.json"
    path.write_bytes(UNUSABLE[name])
    loaded, notices = _load()
    assert loaded == settings.Settings()
    [kept] = _kept(home)
    assert kept.read_bytes() == UNUSABLE[name], "kept whole"
    [notice] = notices
    assert str(kept) in notice and "\n" not in notice
    assert settings.save(loaded) and json.loads(path.read_text("utf-8"))["game"] == "lasvegas"
    assert kept.read_bytes() == UNUSABLE[name], "still there after the defaults were saved"


@pytest.mark.parametrize("name", list(PARTLY))
def test_a_partly_usable_file_keeps_the_good_fields_and_a_copy(name: str, home: Path) -> None:
    path = home / "settings.json"
    path.write_bytes(PARTLY[name])
    loaded, notices = _load()
    assert loaded.game == "royale" and loaded.speed == "fast"
    [kept] = _kept(home)
    assert kept.read_bytes() == PARTLY[name]
    [notice] = notices
    assert str(kept) in notice
    if name == "unknown-and-known":
        assert "zzz" in notice


def test_names_with_nul_and_control_characters_are_cleaned(home: Path) -> None:
    data = json.loads(json.dumps(GOOD))
    data["seats"][0]["name"] = "Re\x00née\u202e"
    data["seats"][1]["name"] = "\x00"
    (home / "settings.json").write_text(json.dumps(data), encoding="utf-8")
    loaded, _ = _load()
    assert loaded.seats[0].name == "Renée" == clean_name("Re\x00née\u202e") and loaded.seats[1].name == ""


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


SPECIAL: dict[str, Callable[[Path], None]] = {"fifo": _fifo, "folder": Path.mkdir, "dev-zero": _dev_zero}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("name", list(SPECIAL))
def test_something_else_in_place_of_the_file_is_not_opened_and_not_written_over(name: str, home: Path) -> None:
    path = home / "settings.json"
    SPECIAL[name](path)
    loaded, notices = _load()
    assert loaded == settings.Settings()
    [notice] = notices
    assert str(path) in notice
    assert settings.save(loaded) is False
    assert os.path.lexists(path) and not path.is_file(), "left as it was"


def test_a_file_that_cannot_be_kept_aside_is_never_written_over(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = home / "settings.json"
    path.write_bytes(UNUSABLE["wrapped"])
    monkeypatch.setattr(settings, "move_aside", lambda p: None)
    monkeypatch.setattr(settings, "_protected", False)  # put back after the test: later saves are not blocked
    loaded, notices = _load()
    [notice] = notices
    assert "could not be copied aside" in notice
    assert settings.save(loaded) is False and path.read_bytes() == UNUSABLE["wrapped"]


def test_the_notice_follows_the_language_it_is_shown_in(home: Path) -> None:
    from vegas_desktop import text

    (home / "settings.json").write_bytes(UNUSABLE["unknown-only"])
    bounded(settings.load)
    assert settings.problem_notices() and "could not be used" in settings.problem_notices()[0]
    text.set_language("de")
    [notice] = settings.take_notices()
    assert "ließ sich nicht verwenden" in notice and "nur Einträge" in notice


def test_a_temporary_file_of_a_save_cut_short_is_removed_at_the_start(home: Path) -> None:
    (home / "settings.json").write_text(json.dumps(GOOD), encoding="utf-8")
    (home / ".settings-x1y2.tmp").write_text('{"seats": [')
    loaded, notices = _load()
    assert loaded.game == "royale" and notices == []
    assert not list(home.glob(".*.tmp")) and (home / "settings.json").exists()


# option words a game does not take (unknown, out of range, not words at all): dropped at the start and named
BAD_WORDS: dict[str, tuple[dict[str, object], str, list[str], list[str]]] = {
    # name: (options in the file, game, the words named as dropped, the words kept)
    "kickers-99": ({"lasvegas": ["kickers=99", "biggy"]}, "lasvegas", ["kickers=99"], ["biggy"]),
    "unknown-word": ({"lasvegas": ["x"]}, "lasvegas", ["x"], []),
    "boards-99": ({"royale": ["boards=99"]}, "royale", ["boards=99"], []),
    "rounds-negative": ({"cashrun": ["rounds=-5", "rounds=20"]}, "cashrun", ["rounds=-5"], ["rounds=20"]),
    "numbers": ({"lasvegas": [1, 2]}, "lasvegas", ["1", "2"], []),
    "lists-and-objects": ({"lasvegas": [[1, 2], {"a": 1}, None]}, "lasvegas", ["[1, 2]", '{"a": 1}', "null"], []),
    "two-kicker-counts": ({"lasvegas": ["kickers=1", "kickers=2"]}, "lasvegas", ["kickers=2"], ["kickers=1"]),
}


@pytest.mark.parametrize("name", list(BAD_WORDS))
def test_bad_option_words_are_dropped_named_and_the_file_kept(name: str, home: Path) -> None:
    """The start names the file and the dropped words, the game can be started with what is left, a copy of the
    file is kept (`settings.json.broken-<date>`), and the mended file is written so it is said once."""
    from vegas_desktop import games

    options, game, dropped, kept_words = BAD_WORDS[name]
    path = home / "settings.json"
    raw = _json({**GOOD, "options": options})
    path.write_bytes(raw)
    loaded, notices = _load()
    assert loaded.words(game) == kept_words
    games.validate_options(game, games.parse_options(game, ",".join(loaded.words(game))), 4)  # Start works
    [kept] = _kept(home)
    assert kept.read_bytes() == raw
    [notice] = notices
    assert str(kept) in notice and "\n" not in notice and f"options for {game}" in notice
    assert all(word in notice for word in dropped)
    assert _load()[1] == []  # the next start has nothing more to say
    assert loaded.game == "royale" and loaded.speed == "fast"  # the good fields stay


def test_old_switch_fields_still_load_and_a_wrong_type_is_named(home: Path) -> None:
    (home / "settings.json").write_bytes(_json({"random_first": True, "auto_forced": False}))
    loaded, notices = _load()
    assert loaded.words("lasvegas") == ["random-first", "no-auto"] and notices == []
    (home / "settings.json").write_bytes(_json({"game": "royale", "random_first": "yes"}))
    loaded, notices = _load()
    assert loaded.words("lasvegas") == [] and len(notices) == 1 and "random_first" in notices[0]
