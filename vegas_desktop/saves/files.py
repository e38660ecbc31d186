"""Writing files so a crash never loses the last good copy, and keeping damaged files instead of deleting them."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

ENV_HOME = "VEGAS_DESKTOP_HOME"  # tests (and portable installs) point every user file here


def data_dir() -> Path:
    """The user's data folder for saves and history (platformdirs), or VEGAS_DESKTOP_HOME."""
    override = os.environ.get(ENV_HOME)
    if override:
        return Path(override) / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir("vegas-desktop", appauthor=False))


def write_json_atomic(path: Path, data: Any) -> None:
    """Write to a temporary file, flush it to disk, then rename over `path`: the old file stays whole until the
    new one is complete. Raises OSError (the caller decides how to tell the player)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def move_aside(path: Path) -> Path | None:
    """Keep a damaged file as `<name>.broken-<date>` beside it (never deleted); None if even that fails."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists() and n < 1000:  # ends: at most 1000 names are tried
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
