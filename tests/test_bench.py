"""`vegas-desktop bench` prints figures for the rules core and every computer level (no timing asserted)."""

import json
import subprocess
import sys

import pytest

from vegas_desktop.bench import calibration
from vegas_desktop.bench.decisions import decision_positions, decision_times, run_bench, speed_targets


def test_bench_reports_rules_speed_and_every_level():
    report = run_bench(0.05, games=("lasvegas",))
    entry = report["games"]["lasvegas"]
    assert entry["players"] == 4
    assert entry["random_games_per_second_apply"] > 0 and entry["random_games_per_second_in_place"] > 0
    for level in ("random", "easy", "normal", "hard"):
        figures = entry["decision_ms"][level]
        assert figures["decisions"] >= 1
        assert 0 <= figures["ms_mean"] <= figures["ms_max"]
        assert figures["ms_p95"] <= figures["ms_max"] and figures["cpu_ms_mean"] >= 0
    for level in ("normal", "hard"):  # two players search differently: measured apart, and held to the targets
        assert entry["decision_ms_two_players"][level]["decisions"] >= 1
        worst = max(entry["decision_ms"][level]["cpu_ms_p95"], entry["decision_ms_two_players"][level]["cpu_ms_p95"])
        assert entry["speed_targets"][level]["cpu_ms_p95"] == worst
        assert entry["speed_targets"][level]["met"] == (worst <= {"normal": 10.0, "hard": 250.0}[level])
        quiet = max(entry[k][level]["cpu_ms_p95_quiet"] for k in ("decision_ms", "decision_ms_two_players"))
        assert entry["speed_targets"][level]["cpu_ms_p95_quiet_machine"] == quiet > 0


def test_a_decision_on_a_slow_machine_counts_at_the_quiet_speed(monkeypatch):
    """Each decision's CPU time is divided by the speed measured right after it: a machine running at half speed
    (the unit takes twice its quiet time) halves the figure."""
    monkeypatch.setattr(calibration, "unit_cpu_ms", lambda repeats=1: 2 * calibration.REFERENCE_UNIT_MS)
    figures = decision_times("lasvegas", "hard", 0.05)
    assert figures["cpu_ms_p95_quiet"] == pytest.approx(figures["cpu_ms_p95"] / 2, abs=2e-3)
    entry = {"decision_ms": {"hard": {"cpu_ms_p95": 400.0, "cpu_ms_p95_quiet": 200.0}}}
    assert speed_targets(entry)["hard"] == {
        "cpu_ms_p95": 400.0,
        "target_ms": 250.0,
        "met": False,
        "cpu_ms_p95_quiet_machine": 200.0,
        "met_on_quiet_machine": True,
    }


def test_positions_are_real_choices_seen_from_the_seat():
    positions = decision_positions("lasvegas", 10)
    assert len(positions) == 10
    for view, seat, legal in positions:
        assert len(legal) >= 2 and view.rng is None and view.current == seat


def test_bench_cli_prints_json_without_pygame():
    code = (
        "import sys\n"
        "sys.modules['pygame'] = None\n"
        "from vegas_desktop.cli import main\n"
        "sys.exit(main(['bench', '--seconds', '0.02']))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert "lasvegas" in report["games"]
    bad = subprocess.run(
        [sys.executable, "-c", code.replace("'0.02'", "'0'")], capture_output=True, text=True, timeout=60
    )
    assert bad.returncode == 2 and "seconds" in bad.stderr
