"""The host: a WebSocket server (the `websockets` package, asyncio) holding any number of tables.

Each connection gets its own outbox and writer task, so a slow client never holds up the others. Messages are
checked (`protocol.parse_client`) before a table sees them; a refusal names its reason and the connection goes
on. A client that sends more than FLOOD_RATE messages a second is throttled (refused, unread) and, past twice
that, disconnected. Computer players run on the host (in a worker thread, so one thinking computer does not
stop the other tables), the stand-ins for absent players too. Every action of a table is saved (when the host
has a save folder), so a host that stopped can continue the game and its players rejoin with their tokens.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import time
from collections import deque
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from vegas_desktop.match import Who
from vegas_desktop.net.protocol import MAX_BYTES, MAX_TEXT, Refused, message, normal_code, parse_client
from vegas_desktop.net.table import NetTable
from vegas_desktop.saves.savefile import SavedGame, SaveError

FLOOD_RATE = 50  # messages a second a client may send; more are refused unread
FLOOD_CUT = 2 * FLOOD_RATE  # in one second: the connection is closed
WRONG_CODES = 5  # wrong join codes or tokens before a connection is closed (no guessing)
# ... and from one address, whatever its connections: reconnecting does not buy more guesses
ADDRESS_WRONG = 20  # wrong codes or tokens from one address within ADDRESS_WINDOW seconds: it is shut out
ADDRESS_WINDOW = 60.0
MAX_ADDRESSES = 4096  # addresses remembered at once (older ones with no recent wrong code are forgotten first)
CLOSE_TIMEOUT = 1.0  # seconds a closing client has to answer before its socket is dropped
MAX_QUEUED = 2_000  # messages waiting for a client that reads nothing: it is closed
HARD_LIMIT = 4 * MAX_BYTES  # bigger frames close the connection (websockets' max_size); up to it: refused
SAVE_KIND = "vegas-desktop-net-table"
SAVE_FORMAT = 1


class Connection:
    """One client: its socket, its outbox, its table and its recent message times (the flood check)."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.table: NetTable | None = None
        self.times: deque[float] = deque()
        self.flood_said = 0.0
        self.wrong = 0
        self.closed = False

    def post(self, text: str) -> None:
        if self.closed:
            return
        if self.outbox.qsize() >= MAX_QUEUED:
            self.close(1008, "not reading")
            return
        self.outbox.put_nowait(text)

    def close(self, code: int = 1000, reason: str = "") -> None:
        if not self.closed:
            self.closed = True
            self.outbox.put_nowait(None)
            asyncio.get_running_loop().create_task(self.ws.close(code, reason))

    async def writer(self) -> None:
        while True:
            text = await self.outbox.get()
            if text is None:
                return
            try:
                await self.ws.send(text)
            except ConnectionClosed:
                return

    def flood(self, now: float) -> int:
        """0: read the message; 1: throttled (refuse it unread); 2: cut the connection."""
        self.times.append(now)
        while self.times and now - self.times[0] > 1.0:
            self.times.popleft()
        if len(self.times) > FLOOD_CUT:
            return 2
        return 1 if len(self.times) > FLOOD_RATE else 0


class Host:
    """Tables by join code, served on one port; `save_dir` (optional) keeps each table's save."""

    def __init__(self, save_dir: Path | None = None, *, end_when_over: bool = False, grace: float = 3.0) -> None:
        self.tables: dict[str, NetTable] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.save_dir = save_dir
        self.saves: dict[str, Path] = {}
        self.server: Server | None = None
        self.end_when_over = end_when_over  # a headless host with one game stops after it (and a grace time)
        self.grace = grace
        self.done = asyncio.Event()
        self.connections: set[Connection] = set()
        self.round_trips: list[float] = []
        self._all_saw_the_end = False  # every network seat was connected when the last game ended
        self.wrong_by_address: dict[str, deque[float]] = {}  # times of recent wrong codes or tokens per address

    # -- tables --------------------------------------------------------------------------------------
    def add(self, table: NetTable, path: Path | None = None) -> NetTable:
        while table.code in self.tables:  # codes are random: a clash draws again
            from vegas_desktop.net.protocol import new_code

            table.code = new_code()
        self.tables[table.code] = table
        self.locks[table.code] = asyncio.Lock()
        if self.save_dir is not None or path is not None:
            target = path or self._save_path(table)
            self.saves[table.code] = target
            table.match.listeners.append(lambda *_: save_table(table, target))
            save_table(table, target)
        return table

    def _save_path(self, table: NetTable) -> Path:
        assert self.save_dir is not None
        stamp = time.strftime("%Y%m%dT%H%M%S")
        return self.save_dir / f"{stamp}-{table.game}-{table.code}.json"

    async def start(self, table: NetTable) -> None:
        """Begin the game at `table` (all network seats taken) and play until a person must act."""
        async with self.locks[table.code]:
            if not table.started:  # a game continued from its save is under way already
                table.start()
            await self.advance(table)

    async def advance(self, table: NetTable) -> None:
        """Play forced steps and computer decisions (the host's own seats, stand-ins) until a person must act.
        The caller holds the table's lock."""
        match = table.match
        loop = asyncio.get_running_loop()
        while table.started:
            decision = match.next_decision()
            if decision is None or decision.who in (Who.HUMAN, Who.REMOTE):
                break
            if decision.who is Who.COMPUTER:
                action = await loop.run_in_executor(None, match.decide, decision)
            else:
                action = match.decide(decision)
            match.play(decision.seat, action)
            await asyncio.sleep(0)
        if match.over:
            self._over(table)

    def _over(self, table: NetTable) -> None:
        if self._all_over():
            self._all_saw_the_end = not any(t.missing() for t in self.tables.values())
            asyncio.get_running_loop().call_later(self.grace, self.done.set)

    def _all_over(self) -> bool:
        return self.end_when_over and all(t.match.over for t in self.tables.values())

    def _left(self) -> None:
        """A connection closed: once the games are over, every player was there to see the end and all have
        gone, nothing is left to wait for. (A player absent at the end still has the grace time to come back for
        the result; it also bounds how long a client that stays may keep the host.)"""
        if not self.connections and self._all_over() and self._all_saw_the_end:
            self.done.set()

    # -- serving -------------------------------------------------------------------------------------
    async def listen(self, host: str = "127.0.0.1", port: int = 0) -> int:
        """Open the port (0: any free one); returns the port listened on."""
        # close_timeout: a client cut for flooding still has unread messages queued, behind which its answer to
        # our close is never read (reading stays paused at max_queue): its socket is dropped after a second, not ten
        self.server = await serve(
            self._serve,
            host,
            port,
            max_size=HARD_LIMIT,
            max_queue=64,
            compression=None,
            ping_interval=10,
            close_timeout=CLOSE_TIMEOUT,
        )
        self._ticker = asyncio.get_running_loop().create_task(self._tick())
        return int(next(iter(self.server.sockets)).getsockname()[1])

    async def close(self, reason: str = "host_closed") -> None:
        """Tell every client the game ends here, then stop listening."""
        for conn in list(self.connections):
            conn.post(message("ended", reason=reason))
            conn.close(1001, reason)
        await asyncio.sleep(0.05)
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self.server.wait_closed(), 2.0)
        if getattr(self, "_ticker", None) is not None:
            self._ticker.cancel()

    async def _tick(self) -> None:
        while True:
            waits = [w for t in self.tables.values() if (w := t.next_timeout()) is not None]
            await asyncio.sleep(min([0.5, *waits]) + 0.01)
            for table in list(self.tables.values()):
                if table.next_timeout() == 0.0:
                    async with self.locks[table.code]:
                        if table.tick():
                            await self.advance(table)

    def _guesses(self, address: str, now: float) -> deque[float]:
        """The recent wrong codes or tokens from `address` (older than ADDRESS_WINDOW forgotten)."""
        times = self.wrong_by_address.get(address)
        if times is None:
            if len(self.wrong_by_address) >= MAX_ADDRESSES:
                for other in [a for a, ts in self.wrong_by_address.items() if not ts or now - ts[-1] > ADDRESS_WINDOW]:
                    del self.wrong_by_address[other]
                if len(self.wrong_by_address) >= MAX_ADDRESSES:  # all recent: the one quiet longest goes
                    oldest = min(self.wrong_by_address, key=lambda a: self.wrong_by_address[a][-1])
                    del self.wrong_by_address[oldest]
            times = self.wrong_by_address[address] = deque()
        while times and now - times[0] > ADDRESS_WINDOW:  # ends: every pass removes one
            times.popleft()
        return times

    def _shut_out(self, address: str, now: float) -> bool:
        return len(self._guesses(address, now)) >= ADDRESS_WRONG

    async def _serve(self, ws: ServerConnection) -> None:
        conn = Connection(ws)
        self.connections.add(conn)
        writer = asyncio.get_running_loop().create_task(conn.writer())
        remote = getattr(ws, "remote_address", None)
        address = str(remote[0]) if isinstance(remote, tuple) and remote else "?"
        try:
            if self._shut_out(address, time.monotonic()):
                conn.post(message("refused", reason="code", detail="too many wrong join codes from this address"))
                conn.close(1008, "too many wrong codes")
                return
            async for raw in ws:
                now = time.monotonic()
                flood = conn.flood(now)
                if flood == 2:
                    conn.post(message("refused", reason="flood", detail="too many messages: disconnected"))
                    conn.close(1008, "flood")
                    break
                if flood == 1:
                    if now - conn.flood_said > 1.0:  # said once a second, not once a message
                        conn.flood_said = now
                        conn.post(message("refused", reason="flood", detail=f"at most {FLOOD_RATE} a second"))
                    continue
                kind = "?"
                try:
                    msg = parse_client(raw)
                    kind = msg["t"]
                    await self._handle(conn, msg)
                except Refused as refused:
                    conn.post(message("refused", to=kind, reason=refused.reason, detail=refused.detail))
                    if refused.reason in ("code", "token"):
                        conn.wrong += 1
                        guesses = self._guesses(address, now)
                        guesses.append(now)
                        if conn.wrong >= WRONG_CODES or len(guesses) >= ADDRESS_WRONG:
                            conn.close(1008, "too many wrong codes")
                            break
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            conn.close()
            table = conn.table
            if table is not None:
                async with self.locks[table.code]:
                    table.drop(conn)
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(writer, 1.0)
            self._left()

    def _table(self, code: str) -> NetTable:
        table = self.tables.get(normal_code(code))
        if table is None:
            raise Refused("code", "no game with this join code here")
        return table

    async def _handle(self, conn: Connection, msg: dict[str, Any]) -> None:
        kind = msg["t"]
        if kind == "bye":
            conn.close(1000, "bye")
            return
        if kind == "act":
            table = conn.table
            if table is None:
                raise Refused("not_joined", "join a seat first")
            async with self.locks[table.code]:
                table.act(conn, msg["seat"], msg["token"], msg["action"])
                await self.advance(table)
            return
        table = self._table(msg["code"])
        if conn.table is not None and conn.table is not table:
            raise Refused("code", "this connection belongs to another game")
        conn.table = table
        async with self.locks[table.code]:
            if kind == "hello":
                table.hello(conn)
            elif kind == "join":
                table.join(conn, msg["seat"], msg["name"], msg["colour"], msg.get("lean", False))
                if table.ready() and not table.started and self.end_when_over:  # headless: starts when full
                    table.start()
                    await self.advance(table)
            elif kind == "rejoin":
                table.rejoin(conn, msg["token"], msg.get("lean", False))
                await self.advance(table)


# -- the host's saves --------------------------------------------------------------------------------
def save_table(table: NetTable, path: Path) -> None:
    """The table as it stands (the match's save plus who sits where and their tokens), written atomically."""
    from vegas_desktop.saves.files import write_json_atomic
    from vegas_desktop.saves.savefile import snapshot

    data = {
        "kind": SAVE_KIND,
        "format": SAVE_FORMAT,
        "code": table.code,
        "timeout": table.timeout,
        "kinds": [s.kind for s in table.seats],
        "tokens": [s.token for s in table.seats],
        "started": table.started,
        "save": snapshot(table.match).to_json(),
    }
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(path, data)


HOSTED_KINDS = ("remote", "local", "random", "easy", "normal", "hard")  # a network table's seat kinds
MAX_WAIT = 24 * 3600.0  # the longest wait for a missing player a save may ask for (as `host --timeout`)


@dataclass
class Hosted:
    """A network table's save, checked field by field (`read_hosted`)."""

    path: Path
    data: dict[str, Any]  # the file's JSON as read (the menu shows its game and round)
    saved: SavedGame
    code: str
    timeout: float
    kinds: list[str]
    tokens: list[str | None]
    started: bool


def read_hosted(path: Path) -> Hosted:
    """The network table saved at `path`, every field checked (read like any save: `savefile.read_data`, only a
    regular file, bounded in size and nesting). Raises SaveError naming what is wrong."""
    from vegas_desktop.saves.savefile import MAX_DEPTH, MAX_FILE_BYTES, parse, read_data

    data = read_data(path, MAX_FILE_BYTES + 64 * 1024, MAX_DEPTH + 2)
    if not isinstance(data, dict) or data.get("kind") != SAVE_KIND:
        raise SaveError("saves.error.not_net")
    if data.get("format") != SAVE_FORMAT or isinstance(data.get("format"), bool):
        raise SaveError("saves.error.field", field="format")
    saved = parse(data.get("save"), path)
    code = data.get("code")
    if not isinstance(code, str) or not 0 < len(normal_code(code)) <= MAX_TEXT:
        raise SaveError("saves.error.field", field="code")
    timeout = data.get("timeout", 120.0)
    if not (
        isinstance(timeout, int | float)
        and not isinstance(timeout, bool)
        and math.isfinite(timeout)
        and 0.05 <= timeout <= MAX_WAIT
    ):
        raise SaveError("saves.error.field", field="timeout")
    kinds, tokens = data.get("kinds"), data.get("tokens")
    if not isinstance(kinds, list) or len(kinds) != len(saved.seats) or not all(k in HOSTED_KINDS for k in kinds):
        raise SaveError("saves.error.field", field="kinds")
    if (
        not isinstance(tokens, list)
        or len(tokens) != len(kinds)
        or not all(t is None or (isinstance(t, str) and 0 < len(t) <= MAX_TEXT) for t in tokens)
    ):
        raise SaveError("saves.error.field", field="tokens")
    started = data.get("started", True)
    if not isinstance(started, bool):
        raise SaveError("saves.error.field", field="started")
    return Hosted(path, data, saved, normal_code(code), float(timeout), list(kinds), list(tokens), started)


def latest_hosted(folder: Path) -> tuple[Path, dict[str, Any]] | None:
    """The newest unfinished, started network game saved in `folder` (path and its save's JSON), or None. A save
    that cannot be used is set aside (`<name>.broken-<date>`, never deleted) and named in a notice
    (`saves.notices`), so the window says which file and where it went; nothing is skipped without a word."""
    from vegas_desktop.app.names import clean_text
    from vegas_desktop.saves.files import move_aside
    from vegas_desktop.saves.notices import notice

    try:
        paths = [p for p in folder.glob("*.json")] if folder.is_dir() else []
    except OSError:
        return None
    dated = sorted(((_mtime(p), p) for p in paths), reverse=True)
    for _, path in dated:  # newest first: the first that can go on is the one offered
        try:
            hosted = read_hosted(path)
        except SaveError as exc:
            kept = move_aside(path)
            name = clean_text(path.name)
            notice("net.save_set_aside", name=name, reason=str(exc), kept=clean_text(kept.name) if kept else name)
            continue
        if hosted.started and not hosted.saved.finished:
            return path, hosted.data
    return None


def _mtime(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


def load_table(path: Path, timeout: float | None = None) -> NetTable:
    """The table saved at `path`, replayed to where it stood; raises SaveError (a ValueError) saying what is
    wrong."""
    from vegas_desktop.saves.savefile import restore

    hosted = read_hosted(path)
    match = restore(hosted.saved)
    return NetTable(
        hosted.saved.game,
        hosted.kinds,
        hosted.saved.seed,
        match.options,
        code=hosted.code,
        timeout=timeout if timeout is not None else hosted.timeout,
        match=match,
        tokens=hosted.tokens,
        started=hosted.started,
    )
