"""Write tests/slow_tests.txt from a whole-suite run's JUnit report: the tests that took at least THRESHOLD seconds.

The default test run (`pytest`, ≤ 90 s on the 2-core machine) leaves them out; the whole suite (`-m "slow or not
slow"`, what CI runs) keeps them. conftest.py marks the listed tests slow.

    .venv/bin/python -m pytest -m "slow or not slow" --junitxml=/tmp/suite.xml
    .venv/bin/python tools/slow_tests.py /tmp/suite.xml [--threshold 0.6]
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "tests" / "slow_tests.txt"
HEADER = """\
# Tests the default run leaves out (conftest.py marks them slow): each took at least {threshold} s in a whole-suite
# run on the 2-core machine. Regenerate with tools/slow_tests.py; tests marked @pytest.mark.slow in their file are
# left out by default whether listed or not.
"""


def node_id(case: ET.Element) -> str:
    """tests.scenes.test_x + test_y[p] -> tests/scenes/test_x.py::test_y[p] (the suite has no test classes)."""
    return f"{case.get('classname', '').replace('.', '/')}.py::{case.get('name', '')}"


def slow_ids(report: Path, threshold: float) -> list[str]:
    cases = ET.parse(report).getroot().iter("testcase")
    return sorted({node_id(c) for c in cases if float(c.get("time") or 0) >= threshold})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report", type=Path, help="JUnit XML of a whole-suite run")
    parser.add_argument("--threshold", type=float, default=0.6, help="seconds (default 0.6)")
    parser.add_argument("--out", type=Path, default=TARGET, help="the list to write (default tests/slow_tests.txt)")
    args = parser.parse_args(argv)
    if args.threshold <= 0:
        parser.error("--threshold must be above 0")
    try:
        ids = slow_ids(args.report, args.threshold)
    except (OSError, ET.ParseError) as exc:
        parser.error(f"cannot read {args.report}: {exc}")
    args.out.write_text(HEADER.format(threshold=args.threshold) + "".join(f"{i}\n" for i in ids), "utf-8")
    print(f"{len(ids)} tests of at least {args.threshold} s written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
