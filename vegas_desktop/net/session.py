"""The network on its own thread, for the game window: the frame loop never waits on a socket.

A `Session` runs one WebSocket connection in an asyncio loop on a daemon thread; the screens post messages with
`send` (it returns at once) and take what arrived with `poll` (never blocks). A `HostThread` runs a `Host` the
same way, for a game hosted from the window. When a connection ends, the inbox gets `{"t": "closed", "reason"}`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import threading
from pathlib import Path
from typing import Any

from vegas_desktop.net.client import CLIENT_MAX
from vegas_desktop.net.protocol import VERSION, message

CONNECT_TIMEOUT = 5.0


class _LoopThread:
    """An asyncio loop on a daemon thread."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)
        self.thread.start()

    def submit(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self) -> None:
        if self.loop.is_running():
            self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=2.0)


class Session:
    """One connection to a host, for the screens: `send` and `poll` from the UI thread."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.closed = False
        self._ws: Any = None
        self._runner = _LoopThread("vegas-net-client")
        self._runner.submit(self._run())

    async def _run(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed

        reason = "connection lost"
        try:
            opening = connect(self.url, max_size=CLIENT_MAX, compression=None, open_timeout=CONNECT_TIMEOUT)
            async with opening as ws:
                self._ws = ws
                self.inbox.put({"t": "open"})
                async for raw in ws:
                    data = json.loads(raw)
                    if not isinstance(data, dict) or data.get("v") != VERSION:
                        reason = "version"
                        break
                    if data.get("t") == "ended":
                        reason = str(data.get("reason", "host_closed"))
                    self.inbox.put(data)
        except (OSError, TimeoutError, ValueError) as exc:
            reason = "unreachable" if self._ws is None else type(exc).__name__
        except ConnectionClosed:
            pass
        finally:
            self._ws = None
            self.closed = True
            self.inbox.put({"t": "closed", "reason": reason})

    def send(self, kind: str, **fields: Any) -> None:
        """Post one message (dropped when the connection is not open: the inbox says why)."""
        text = message(kind, **fields)

        async def out() -> None:
            if self._ws is not None:
                with contextlib.suppress(Exception):
                    await self._ws.send(text)

        self._runner.submit(out())

    def poll(self, limit: int = 200) -> list[dict[str, Any]]:
        """What arrived since the last call (at most `limit` messages a frame)."""
        out: list[dict[str, Any]] = []
        while len(out) < limit:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                break
        return out

    def close(self) -> None:
        async def shut() -> None:
            if self._ws is not None:
                with contextlib.suppress(Exception):
                    await self._ws.close()

        with contextlib.suppress(Exception):
            self._runner.submit(shut()).result(timeout=2.0)
        self._runner.stop()


class HostThread:
    """A host for one table, run from the game window (its computers think on this thread, not the UI's)."""

    def __init__(
        self, table: Any, bind: str = "0.0.0.0", port: int = 0, save_dir: Path | None = None, path: Path | None = None
    ) -> None:
        from vegas_desktop.net.host import Host

        self.table = table
        self._runner = _LoopThread("vegas-net-host")
        self.host: Host | None = None
        self.announcer: Any = None

        async def begin() -> int:
            self.host = Host(save_dir)
            self.host.add(table, path)  # `path`: a continued game goes on saving where it was
            return await self.host.listen(bind, port)

        self.port: int = self._runner.submit(begin()).result(timeout=10.0)  # OSError: the port is taken
        if not bind.startswith("127."):
            from vegas_desktop.net.discovery import Announcer

            self.announcer = Announcer.start(table.game, self.port, len(table.remote_seats()))

    @property
    def code(self) -> str:
        return str(self.table.code)

    def start_game(self) -> None:
        """Begin once every network seat is taken (the lobby's Start)."""
        if self.host is not None:
            self._runner.submit(self.host.start(self.table))

    def stop(self) -> None:
        """Tell the players the game ends here and stop listening."""
        if self.announcer is not None:
            with contextlib.suppress(Exception):
                self.announcer.stop()
        if self.host is not None:
            with contextlib.suppress(Exception):
                self._runner.submit(self.host.close()).result(timeout=3.0)
        self._runner.stop()
