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


class _BeforeWebsockets:
    """Puts the stand-in in place as websockets is first imported, not at start-up: asyncio (imported first, above)
    is not needed before the first network game (~20 ms of the bundle's start)."""

    def find_spec(self, name: str, path: object = None, target: object = None) -> None:
        if name == "websockets":
            sys.meta_path.remove(self)
            _tls_stand_in()
        return None  # the ordinary finders import it


if "websockets" in sys.modules:  # imported before this package: nothing to wait for
    _tls_stand_in()
else:
    sys.meta_path.insert(0, _BeforeWebsockets())
