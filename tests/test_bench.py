"""`vegas-desktop bench` prints figures for the rules core and every computer level (no timing asserted)."""

import json
import subprocess
import sys

from vegas_desktop.bench import decision_positions, run_bench


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
