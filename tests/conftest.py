"""Headless SDL for every test: set before anything imports pygame."""

import gc
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
if "VEGAS_DESKTOP_HOME" not in os.environ:  # never the developer's own data; one folder per test worker
    import atexit
    import shutil
    import tempfile

    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    os.environ["VEGAS_DESKTOP_HOME"] = tempfile.mkdtemp(prefix=f"vegas-tests-{worker}-")
    atexit.register(shutil.rmtree, os.environ["VEGAS_DESKTOP_HOME"], True)

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from ui_driver import Driver  # noqa: E402

from vegas_desktop.app.app import App  # noqa: E402

# The files that take longest, longest first. `--dist loadfile` hands out whole files in collection order
# (`--no-loadscope-reorder` in pyproject.toml: xdist's own order, most tests first, left the one-test files that run
# for minutes to the end, one worker busy long after the other); then files with a slow test, then the rest.
LONG_FILES = (
    "tests/saves/test_resume_determinism.py",
    "tests/scenes/test_text_fits.py",
    "tests/games/test_every_game.py",
    "tests/scenes/test_click_anywhere.py",
    "tests/ai/test_legal_choices.py",
    "tests/tools/test_ceiling.py",
    "tests/scenes/test_lasvegas_table.py",
    "tests/scenes/test_cashrun_fit.py",
    "tests/tutorial/test_lesson_scenes.py",
    "tests/scenes/test_royale_table.py",
    "tests/scenes/test_cards_table.py",
    "tests/saves/test_kill_at_end.py",
    "tests/tools/test_regret.py",
    "tests/scenes/test_app_shell.py",
    "tests/net/test_whole_games.py",
    "tests/net/test_faults.py",
    "tests/lasvegas/test_ai_two_player_guard.py",
    "tests/scenes/test_screens.py",
)


SLOW_LIST = os.path.join(os.path.dirname(__file__), "slow_tests.txt")


def _listed_slow() -> set[str]:
    """tests/slow_tests.txt (tools/slow_tests.py writes it from a timed whole-suite run)."""
    with open(SLOW_LIST, encoding="utf-8") as listed:
        return {line.strip() for line in listed if line.strip() and not line.startswith("#")}


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects: the listed tests are left out of the default run
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The listed slow tests marked slow; long files first (see LONG_FILES); a file's tests keep their order and
    stay together."""
    listed = _listed_slow()
    for item in items:
        if item.nodeid in listed:
            item.add_marker(pytest.mark.slow)
    slow_files = {item.nodeid.split("::")[0] for item in items if item.get_closest_marker("slow")}

    def rank(item: pytest.Item) -> tuple[int, int]:
        path = item.nodeid.split("::")[0]
        if path in LONG_FILES:
            return 0, LONG_FILES.index(path)
        return (1, 0) if path in slow_files else (2, 0)

    items.sort(key=rank)


@pytest.fixture(autouse=True)
def _no_leftover_settings_notices():
    """Settings notices are queued per process: one test's damaged file must not put a notice over the next's."""
    from vegas_desktop.app import settings
    from vegas_desktop.saves import store

    settings.take_notices()
    store.take_notices()  # the saves' notices (a failed autosave...) are per process too
    settings._save_failed = False
    yield
    settings.take_notices()
    store.take_notices()


@pytest.fixture(autouse=True)
def _display_preferences_reset():
    """The settings screen's switches are process-wide (language, palette, text size, reduced motion, sound's
    settings): every test starts and ends with the defaults."""
    from vegas_desktop import text
    from vegas_desktop.app import motion, sound, style

    def reset() -> None:
        text.set_language("en")
        style.set_colour_blind(False)
        style.set_text_size("normal")
        motion.set_reduced(False)
        sound.bind(None)

    reset()
    yield
    if style.colour_blind() or style.scaled_size(13) != 13:
        from vegas_desktop.app.cache import clear_caches

        clear_caches()
    reset()


@pytest.fixture(autouse=True)
def _no_default_gui_manager_from_earlier_tests():
    """pygame-gui keeps the first manager made as the process's default; a test that opened windows without
    leaving them (a command-line test, say) must not hand its manager to the next test."""
    yield
    try:
        from pygame_gui.core import utility
    except ImportError:  # tests that never import the GUI
        return
    utility.set_default_manager(None)


@pytest.fixture
def app() -> Iterator[App]:
    """An App on the dummy driver; its scenes are closed afterwards."""
    application = App()
    yield application
    application.frame_hooks.clear()
    while application.stack.scenes:
        application.stack.pop()
    pygame.event.clear()
    del application
    if _open_descriptors() > FD_CEILING:
        # an App and its scenes form reference cycles, freed by the cycle collector only when it next runs; each GUI
        # scene holds a few open font files, so a worker that builds hundreds of apps would otherwise run out
        gc.collect()


FD_CEILING = 200


def _open_descriptors() -> int:
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:  # not Linux: nothing to count, and nothing was seen to run out there
        return 0


@pytest.fixture
def no_safety_caps() -> Iterator[None]:
    """The sample counts alone decide a search, never a time cap: the same games and moves on a busy machine
    (files that need it: `pytestmark = pytest.mark.usefixtures("no_safety_caps")`)."""
    from vegas_desktop.ai import search

    was = search.safety_caps_on()
    search.set_safety_caps(False)
    yield
    search.set_safety_caps(was)


@pytest.fixture
def drive(app: App) -> Driver:
    return Driver(app)
