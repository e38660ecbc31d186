"""Hints taken and the hot-seat agreement are kept in the save: a resumed game is marked as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vegas_desktop.match import new_match
from vegas_desktop.saves import savefile


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(tmp_path))
    return tmp_path


def _played(moves: int = 6) -> object:
    match = new_match("lasvegas", ["human", "human", "normal"], 3)
    for _ in range(moves):
        seat = match.to_act()[0]
        match.play(seat, match.legal(seat)[0])
    return match


def test_hints_and_the_agreement_come_back_with_the_game() -> None:
    match = _played()
    match.__dict__["hints_used"] = [1]
    match.__dict__["hints_agreed"] = True
    saved = savefile.snapshot(match)
    again = savefile.restore(savefile.parse(json.loads(json.dumps(saved.to_json()))))
    assert again.hints_used == [1] and again.hints_agreed is True
    assert again.log == match.log


def test_a_save_from_before_hints_reads_as_none_taken() -> None:
    data = savefile.snapshot(_played()).to_json()
    del data["hints"], data["hints_agreed"]
    again = savefile.restore(savefile.parse(data))
    assert again.hints_used == [] and "hints_agreed" not in again.__dict__


@pytest.mark.parametrize("bad", [["x"], [7], "0", [True]])
def test_damaged_hints_are_refused_by_name(bad: object) -> None:
    data = savefile.snapshot(_played()).to_json()
    data["hints"] = bad
    with pytest.raises(savefile.SaveError) as caught:
        savefile.parse(data)
    assert "hints" in str(caught.value)
