"""Playing across machines: one host runs each table's `Match` and serves every seat its own view over a
WebSocket; clients send only their seat's actions. No pygame here (the screens are in `scenes/net/`)."""

from __future__ import annotations

import sys


def _tls_stand_in() -> None:
    """The one-folder build leaves TLS out (build/pyinstaller.spec excludes `ssl`); websockets' client imports
    `ssl` for wss:// addresses, which a game on the local network never uses: an empty stand-in lets it load."""
    import asyncio  # noqa: F401 - first, so that asyncio itself sees no `ssl` and does without it

    try:
        import ssl  # noqa: F401
    except ImportError:
        import types

        sys.modules["ssl"] = types.ModuleType("ssl")


_tls_stand_in()
