"""Writing files so a crash never loses the last good copy, and keeping damaged files instead of deleting them."""

from __future__ import annotations

import json
import os
import stat
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


class NotAFileError(OSError):
    """The path names something other than a regular file (a folder, a pipe, a device): never opened."""


class TooBigError(OSError):
    """The file is larger than the limit for its kind."""


class NotJSONError(ValueError):
    """The file's bytes are not UTF-8 JSON, or nest deeper than its kind allows; `why` says which."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


class TooDeepError(NotJSONError):
    """JSON whose lists and objects nest deeper than any file of its kind."""


def check_regular(path: Path, limit: int) -> os.stat_result:
    """The status of `path` (a symbolic link is followed to what it names, and that is checked) if it is a
    regular file of at most `limit` bytes. Raises OSError: NotAFileError for a folder, FIFO, socket or device,
    TooBigError, FileNotFoundError, or the system's own (a link loop...)."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise NotAFileError(f"{path.name} is not a regular file")
    if info.st_size > limit:
        raise TooBigError(f"{path.name} is {info.st_size} bytes")
    return info


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes. A folder, FIFO, socket or device is refused without
    being opened for reading (a FIFO would block, /dev/zero never ends); the limit is checked before and while
    reading (a file that grows, or lies about its size, still yields at most `limit` + 1 bytes). Raises OSError
    (NotAFileError, TooBigError, or the system's own)."""
    check_regular(path, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for something else between stat and open
            raise NotAFileError(f"{path.name} is not a regular file")
        chunks: list[bytes] = []
        total = 0
        while total <= limit:  # ends: every pass reads at least one byte or stops
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    finally:
        os.close(fd)
    if total > limit:
        raise TooBigError(f"{path.name} is more than {limit} bytes")
    return b"".join(chunks)


def read_json(path: Path, limit: int, depth: int) -> Any:
    """The JSON value in the file at `path`: the one reading every file of the game goes through (saves,
    finished games, network saves, `host --continue`). Only a regular file of at most `limit` bytes is opened
    (`read_limited`), and lists and objects may nest at most `depth` deep. Raises OSError as `read_limited` does,
    or NotJSONError; never hangs, never runs out of memory or stack."""
    raw = read_limited(path, limit)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError, MemoryError) as exc:  # bad UTF-8, bad JSON, huge numbers, deep nesting
        raise NotJSONError(type(exc).__name__) from None
    if not nesting_within(data, depth):
        raise TooDeepError("nested too deep")
    return data


def nesting_within(data: Any, limit: int) -> bool:
    """Whether lists and objects in loaded JSON nest at most `limit` deep (checked without recursion, so a
    file of a hundred thousand brackets cannot overflow the stack of whatever reads it next)."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:  # ends: every value is pushed once, and popped once
        value, depth = stack.pop()
        if isinstance(value, list | dict):
            if depth >= limit:
                return False
            stack.extend((v, depth + 1) for v in (value.values() if isinstance(value, dict) else value))
    return True


def remove_leftover_temps(folder: Path) -> int:
    """Delete the temporary files (`.<name>-….tmp`) an interrupted `write_json_atomic` left in `folder`: they are
    never a player's only copy (the rename had not happened). How many went."""
    removed = 0
    try:
        leftovers = [p for p in folder.glob(".*.tmp") if p.is_file() and not p.is_symlink()]
    except OSError:
        return 0
    for path in leftovers:
        try:
            path.unlink()
            removed += 1
        except OSError:
            pass
    return removed
