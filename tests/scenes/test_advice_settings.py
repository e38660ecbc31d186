"""The advice's switches: the payout preview in the settings, hints in hot-seat only when all agree in the setup."""

from __future__ import annotations

from typing import Any

from vegas_desktop.app import settings
from vegas_desktop.app.settings import SeatSetting, Settings
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.settings_screen import PANEL, ROWS, SettingsScene
from vegas_desktop.scenes.setup import SetupScene
from vegas_desktop.scenes.table import advice
from vegas_desktop.scenes.table.base import TableScene


def test_the_payout_preview_switch_turns_it_off_and_is_remembered(app: Any, drive: Any) -> None:
    scene = SettingsScene(app)
    app.stack.push(scene)
    drive.frames(1)
    assert advice.preview_on(app)
    switch = scene.switches["payout_preview"]
    assert scene.row_y("payout_preview") + 44 < PANEL.bottom - 82  # clear of the Back button
    drive.click_widget(switch)
    assert settings.for_app(app).payout_preview is False and not advice.preview_on(app)
    assert settings.load().payout_preview is False
    assert "payout_preview" in ROWS


def test_damaged_switch_values_fall_back_to_the_defaults() -> None:
    bad: list[str] = []
    s = Settings.from_json({"payout_preview": "no", "hot_seat_hints": 3}, bad)
    assert s.payout_preview is True and s.hot_seat_hints is False
    assert any("payout_preview" in b for b in bad) and any("hot_seat_hints" in b for b in bad)


def _setup(app: Any, humans: int) -> SetupScene:
    s = settings.for_app(app)
    s.game = "lasvegas"
    s.seats = [SeatSetting(human=i < humans, level="normal", name=f"P{i}", colour=i) for i in range(3)]
    s.seed = "17"
    app.stack.push(MainMenuScene(app))
    setup = SetupScene(app)
    app.stack.push(setup)
    return setup


def test_hot_seat_hints_only_when_all_agree_in_the_setup(app: Any, drive: Any) -> None:
    setup = _setup(app, humans=1)
    drive.frames(1)
    assert not setup.hints.visible and setup.undo_button.visible  # against the computer: hints anyway
    setup = _setup(app, humans=2)
    drive.frames(1)
    assert setup.hints.visible and not setup.undo_button.visible
    assert setup.start()
    table = app.stack.top
    assert isinstance(table, TableScene) and not advice.hints_agreed(table.match)
    setup = _setup(app, humans=2)
    drive.frames(1)
    drive.click_widget(setup.hints.button)
    assert settings.for_app(app).hot_seat_hints is True
    assert setup.start()
    table = app.stack.top
    assert isinstance(table, TableScene) and advice.hints_agreed(table.match)
