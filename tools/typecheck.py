"""mypy over the package as it is installed: scenes/ lands in the wheel as vegas_desktop/scenes, which mypy
cannot see from the source tree (it would take every `vegas_desktop.scenes` import for a missing module and
check nothing through it). So check a copy laid out like the installed package, with the project's settings,
and print the findings against the source paths. Exit status: mypy's."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="vegas-types-") as tmp:
        stage = Path(tmp)
        ignore = shutil.ignore_patterns("__pycache__")
        shutil.copytree(ROOT / "vegas_desktop", stage / "vegas_desktop", ignore=ignore)
        shutil.copytree(ROOT / "scenes", stage / "vegas_desktop" / "scenes", ignore=ignore)
        shutil.copy(ROOT / "pyproject.toml", stage / "pyproject.toml")
        run = subprocess.run(
            [
                sys.executable,
                "-m",
                "mypy",
                "--config-file",
                "pyproject.toml",
                "--cache-dir",
                str(stage / ".cache"),
                "vegas_desktop",
            ],
            cwd=stage,
            capture_output=True,
            text=True,
        )
    out = (run.stdout + run.stderr).replace("vegas_desktop/scenes/", "scenes/")
    print(out, end="")
    return run.returncode


if __name__ == "__main__":
    raise SystemExit(main())
