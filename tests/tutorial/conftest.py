"""Lesson tests keep their settings and progress in a private folder."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def private_settings_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Settings always go to a fresh temporary folder, never into the real user config folder."""
    home = tmp_path_factory.mktemp("vegas_home")
    monkeypatch.setenv("VEGAS_DESKTOP_HOME", str(home))
    return home
