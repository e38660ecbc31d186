"""The seat tokens this player got when joining games, kept in the user data folder: after a crash, a closed
window or a lost connection, joining the same host and code again rejoins the seat instead of asking for one."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

KEEP = 20  # games remembered (the newest)
LIMIT = 64 * 1024  # a bigger file is not ours


def _path() -> Path:
    from vegas_desktop.saves.files import data_dir

    return data_dir() / "network" / "tokens.json"


def _key(url: str, code: str) -> str:
    return f"{url}|{code}"


def _load() -> dict[str, Any]:
    from vegas_desktop.saves.files import read_limited

    try:
        data = json.loads(read_limited(_path(), LIMIT).decode("utf-8"))
    except (OSError, ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def recall(url: str, code: str) -> str | None:
    """The token kept for this host and join code, or None."""
    entry = _load().get(_key(url, code))
    token = entry.get("token") if isinstance(entry, dict) else None
    return token if isinstance(token, str) and 0 < len(token) <= 64 else None


def remember(url: str, code: str, seat: int, token: str) -> None:
    """Keep the seat's token (a failed write only costs the automatic rejoin)."""
    from vegas_desktop.saves.files import write_json_atomic

    data = {k: v for k, v in _load().items() if k != _key(url, code)}
    data[_key(url, code)] = {"seat": seat, "token": token}
    with contextlib.suppress(OSError):
        write_json_atomic(_path(), dict(list(data.items())[-KEEP:]))


def forget(url: str, code: str) -> None:
    from vegas_desktop.saves.files import write_json_atomic

    data = _load()
    if data.pop(_key(url, code), None) is not None:
        with contextlib.suppress(OSError):
            write_json_atomic(_path(), data)
