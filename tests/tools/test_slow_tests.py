"""tools/slow_tests.py lists the tests a JUnit report timed at or over the threshold, and every test it listed in
tests/slow_tests.txt still exists (a renamed test would silently come back into the default run)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("slow_tests", ROOT / "tools" / "slow_tests.py")
assert spec is not None and spec.loader is not None
slow_tests = importlib.util.module_from_spec(spec)
spec.loader.exec_module(slow_tests)

REPORT = """<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest">
<testcase classname="tests.scenes.test_a" name="test_long[1920x1080]" time="2.50" />
<testcase classname="tests.scenes.test_a" name="test_quick" time="0.05" />
<testcase classname="tests.test_b" name="test_edge" time="0.600" />
</testsuite></testsuites>"""


def test_the_tests_at_or_over_the_threshold_are_written_as_node_ids(tmp_path: Path) -> None:
    report, out = tmp_path / "suite.xml", tmp_path / "slow.txt"
    report.write_text(REPORT, "utf-8")
    assert slow_tests.main([str(report), "--threshold", "0.6", "--out", str(out)]) == 0
    listed = [line for line in out.read_text("utf-8").splitlines() if not line.startswith("#")]
    assert listed == ["tests/scenes/test_a.py::test_long[1920x1080]", "tests/test_b.py::test_edge"]


@pytest.mark.parametrize("args", [["missing.xml"], ["{report}", "--threshold", "0"], ["{report}", "--threshold", "x"]])
def test_a_bad_report_or_threshold_is_a_clear_error(args: list[str], tmp_path: Path, capsys) -> None:  # noqa: ANN001
    report = tmp_path / "broken.xml"
    report.write_text("<testsuites><testcase", "utf-8")
    with pytest.raises(SystemExit) as stop:
        slow_tests.main([a.format(report=report) for a in args] + ["--out", str(tmp_path / "o.txt")])
    assert stop.value.code == 2 and "error" in capsys.readouterr().err
    assert not (tmp_path / "o.txt").exists()


def test_every_listed_slow_test_still_exists() -> None:
    listed = slow_tests.TARGET.read_text("utf-8").splitlines()
    missing = []
    for node in (line for line in listed if line and not line.startswith("#")):
        path, name = node.split("::")
        source = ROOT / path
        function = name.split("[")[0]
        defined = re.compile(rf"^(async )?def {re.escape(function)}\(", re.M)
        if not source.exists() or not defined.search(source.read_text("utf-8")):
            missing.append(node)
    assert missing == [], "tests/slow_tests.txt names tests that are gone: run tools/slow_tests.py again"
