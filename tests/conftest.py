"""Headless SDL for every test: set before anything imports pygame."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_leftover_settings_notices():
    """Settings notices are queued per process: one test's damaged file must not put a notice over the next's."""
    from vegas_desktop.app import settings

    settings.take_notices()
    settings._save_failed = False
    yield
    settings.take_notices()
