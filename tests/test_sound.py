"""Sound: events map to the right sounds, volume and mute follow the settings, a missing mixer stays silent, and
the generated files are small, well-formed and exactly what tools/make_sounds.py makes."""

from __future__ import annotations

import importlib.util
import logging
import wave
from pathlib import Path

import pytest

from vegas_desktop.app import settings, sound
from vegas_desktop.app.settings import Settings
from vegas_desktop.cards import moves as cm
from vegas_desktop.cashrun import moves as cr
from vegas_desktop.core import events as core
from vegas_desktop.lasvegas import moves as lv
from vegas_desktop.lasvegas.model import Die
from vegas_desktop.resources import asset_path
from vegas_desktop.royale import moves as ry

ROOT = Path(__file__).resolve().parent.parent


class Recorder:
    """A stand-in mixer that remembers what it was asked to play."""

    def __init__(self, opens: bool = True) -> None:
        self.opens = opens
        self.open_calls = 0
        self.played: list[tuple[str, float]] = []

    def open(self) -> bool:
        self.open_calls += 1
        return self.opens

    def load(self, path: Path) -> str:
        assert path.is_file(), path
        return path.stem

    def play(self, clip: str, volume: float) -> None:
        self.played.append((clip, volume))


@pytest.fixture
def rec():
    recorder = Recorder()
    sound.set_backend(recorder)
    sound.bind(Settings())
    sound.set_enabled(True)
    yield recorder
    sound.set_backend(None)
    sound.bind(None)


def _dice(n: int) -> tuple[Die, ...]:
    return tuple(Die(0, 1 + i % 6) for i in range(n))


@pytest.mark.parametrize(
    ("count", "name"),
    [
        (1, "dice_roll_few"),
        (2, "dice_roll_few"),
        (3, "dice_roll_some"),
        (5, "dice_roll_some"),
        (6, "dice_roll_many"),
        (8, "dice_roll_many"),
    ],
)
def test_thrown_dice_rattle_fuller_with_more_dice(rec, count, name):
    assert sound.play_for_event(lv.DiceThrown(0, _dice(count))) == name
    assert rec.played[-1][0] == name


def test_events_of_every_game_map_to_their_sounds(rec):
    cases = [
        (lv.DicePlaced(0, 3, 3, _dice(2), ()), "die_set"),
        (ry.DicePlaced(1, 4, 4, _dice(1), ()), "die_set"),
        (ry.DiceThrown(0, _dice(4)), "dice_roll_some"),
        (core.BillPaid(2, 0, 90), "bills"),
        (core.BillPaid(2, 0, 20), "bill"),
        (ry.MoneyPaid(0, 30, "casino"), "bill"),
        (ry.JetonsChanged(0, 2, "start"), "chips"),
        (cr.RouletteSpun((0, 17)), "roulette"),
        (cr.CardDrawn(12, 1), "card_draw"),
        (cr.ChipsMoved(0, -1, 5, "visit"), "chips"),
        (cr.DiceRolled(0, (3, 4)), "dice_roll_few"),
        (cm.CardsDrawn(0, 5, ()), "card_draw"),
    ]
    for event, name in cases:
        assert sound.sound_for_event(event) == name, event
    for event, _ in cases:
        sound.play_for_event(event)
    assert [p[0] for p in rec.played] == [n for _, n in cases]


def test_quiet_events_play_nothing(rec):
    for event in (lv.TurnStarted(0), core.RoundEnded(1, (1, 2)), cr.PawnPlaced(0, 3), object()):
        assert sound.play_for_event(event) is None
    assert rec.played == []


def test_every_mapped_sound_exists_as_a_file():
    for name in sound.NAMES:
        assert asset_path("sounds", f"{name}.wav").is_file(), name


def test_volume_and_mute_come_from_the_settings(rec):
    s = Settings(volume=40)
    sound.bind(s)
    assert sound.play("click")
    assert rec.played[-1] == ("click", pytest.approx(0.4))
    s.muted = True
    assert not sound.play("click")
    s.muted, s.volume = False, 0
    assert not sound.play("click")
    assert len(rec.played) == 1


def test_mixer_opens_lazily_and_once(rec):
    assert rec.open_calls == 0  # nothing at import or bind
    sound.play("click")
    sound.play("chips")
    assert rec.open_calls == 1


def test_a_mixer_that_fails_to_open_is_silent_and_quiet(caplog):
    failing = Recorder(opens=False)
    sound.set_backend(failing)
    sound.bind(Settings())
    try:
        with caplog.at_level(logging.INFO):
            assert not sound.play("click")
            assert not sound.play("chips")
        assert failing.open_calls == 1  # tried once, then silent for the session
        assert failing.played == []
        assert not [r for r in caplog.records if r.levelno >= logging.INFO]
    finally:
        sound.set_backend(None)


def test_the_real_mixer_failing_is_caught(monkeypatch, caplog):
    import pygame

    def broken(*_a, **_k):
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sound.set_backend(None)
    sound.bind(Settings())
    try:
        with caplog.at_level(logging.DEBUG, logger="vegas_desktop.app.sound"):
            assert sound.play("click") is False
        assert all(r.levelno == logging.DEBUG for r in caplog.records)
    finally:
        sound.set_backend(None)


def test_the_dummy_audio_driver_plays_without_error():
    """SDL_AUDIODRIVER=dummy (conftest): the real pygame path opens, loads a clip and plays it."""
    import pygame

    sound.set_backend(None)
    sound.bind(Settings())
    try:
        assert sound.play("die_set") in (True, False)  # True where SDL has the dummy audio driver
    finally:
        if pygame.mixer.get_init():
            pygame.mixer.quit()
        sound.set_backend(None)


def test_missing_file_is_only_silence(rec):
    assert not sound.play("no_such_sound")


def test_toggle_mute_saves(private_home):
    s = Settings()
    sound.bind(s, settings.save)  # as settings.for_app binds it
    assert sound.toggle_mute() is True
    assert settings.load().muted is True
    assert sound.toggle_mute() is False
    assert settings.load().muted is False


@pytest.fixture
def private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    yield tmp_path
    sound.bind(None)


# -- the files ---------------------------------------------------------------------------------------------------
def test_sound_files_are_small_mono_22k_16bit():
    folder = asset_path("sounds")
    total = 0
    for path in sorted(folder.glob("*.wav")):
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getframerate(), w.getsampwidth()) == (1, 22050, 2), path.name
            assert w.getnframes() / 22050 < 3.0, path.name
        total += path.stat().st_size
    assert total < 1_000_000
    assert (folder / "README.md").is_file() and (folder / "LICENSE.txt").is_file()


def test_files_are_what_the_script_makes():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    made = module.build(["die_set", "chips", "click"])
    for name, data in made.items():
        assert (ROOT / "assets" / "sounds" / f"{name}.wav").read_bytes() == data, name
    assert set(module.SOUNDS) == set(sound.NAMES)


# -- screens outside the tables ----------------------------------------------------------------------------------
def test_results_and_round_summary_play_their_jingles(rec):
    from vegas_desktop import games
    from vegas_desktop.app.app import App
    from vegas_desktop.match import new_match as build_match
    from vegas_desktop.scenes.results import ResultsScene
    from vegas_desktop.scenes.round_summary import RoundSummaryScene

    match = build_match("lasvegas", ["random"] * 3, 5, games.parse_options("lasvegas", ""))
    app = App()
    try:
        app.stack.push(RoundSummaryScene(app, match, [core.RoundEnded(1, (0, 0, 0))]))
        assert rec.played[-1][0] == "jingle_round"
        match.run_agents()
        assert match.over
        app.stack.push(ResultsScene(app, match))
        assert rec.played[-1][0] == "jingle_win"
    finally:
        while app.stack.scenes:
            app.stack.pop()
