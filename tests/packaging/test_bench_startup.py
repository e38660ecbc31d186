"""tools/bench_startup.py times a child up to its first-frame marker and never hangs on a silent child."""

import importlib.util
import sys
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "bench_startup.py"
spec = importlib.util.spec_from_file_location("bench_startup", TOOL)
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def test_marker_matches_the_probe():
    from vegas_desktop.app.startup_probe import MARKER

    assert bench.MARKER == MARKER


def test_times_up_to_the_marker():
    took, cpu = bench.time_start([sys.executable, "-c", f"print({bench.MARKER!r}); import time; time.sleep(30)"], 20)
    assert 0 < took < 20  # returned at the marker, not when the child would have ended
    assert 0 < cpu < took + 1  # the child's own CPU time, read when it was reaped


def test_child_without_marker_is_an_error():
    with pytest.raises(RuntimeError, match="drew no frame"):
        bench.time_start([sys.executable, "-c", "print('hello')"], 20)


def test_silent_child_times_out():
    with pytest.raises(RuntimeError, match="drew no frame"):
        bench.time_start([sys.executable, "-c", "import time; time.sleep(60)"], 0.5)


def test_the_real_game_reaches_its_first_frame():
    took, cpu = bench.time_start([sys.executable, "-m", "vegas_desktop"], 120)
    assert took > 0 and cpu > 0


def test_sound_check_in_the_real_game():
    works, said = bench.sound_check([sys.executable, "-m", "vegas_desktop"], 120)
    assert (works, said) == (True, bench.SOUND_OK)


def test_sound_check_reports_a_failing_child():
    works, said = bench.sound_check([sys.executable, "-c", "print('vegas-desktop: sound FAIL: no mixer')"], 20)
    assert (works, said) == (False, "vegas-desktop: sound FAIL: no mixer")
