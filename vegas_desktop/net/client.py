"""The client side: a connection to a host (asyncio), and a headless player that plays one seat with a
computer player of its own (tests, the scale benchmark, `python -m vegas_desktop.net.bot`).

A client holds only what the host sends its seat: its view, the events as its seat may see them and its legal
actions. A computer player on a client decides exactly as it would at a local table (reseeded from the game's
seed, the seat and the seat's count of actions, `ai.base.decision_seed`), when it is given the game's seed
(tests; a real host never sends it: the seed would tell the future draws).
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from vegas_desktop import games
from vegas_desktop.ai.base import decision_seed
from vegas_desktop.net import wire
from vegas_desktop.net.protocol import VERSION, message

CLIENT_MAX = 8 * 1024 * 1024  # the host's messages (views) may be bigger than a client's
PACE = 1 / 40  # seconds at least between a bot's actions: below the host's flood limit of 50 a second


class HostGone(ConnectionError):
    """The host closed the game or could not be reached any more."""


def _why(exc: ConnectionClosed) -> str:
    """The host's word on closing ('host_closed', 'flood'...), or that the connection was lost."""
    return exc.rcvd.reason if exc.rcvd is not None and exc.rcvd.reason else "connection lost"


class NetClient:
    """One WebSocket connection to a host; `capture` (a list) receives every message text as it arrived."""

    def __init__(self, ws: ClientConnection, capture: list[str] | None = None) -> None:
        self.ws = ws
        self.capture = capture

    @classmethod
    async def open(cls, url: str, capture: list[str] | None = None, timeout: float = 5.0) -> NetClient:
        try:
            ws = await asyncio.wait_for(
                connect(url, max_size=CLIENT_MAX, compression=None, open_timeout=timeout), timeout
            )
        except (TimeoutError, OSError) as exc:
            raise HostGone(f"cannot reach {url}: {exc}") from None
        return cls(ws, capture)

    async def send(self, kind: str, **fields: Any) -> float:
        """Send one message; returns when it was sent (for round trips)."""
        try:
            await self.ws.send(message(kind, **fields))
        except ConnectionClosed as exc:
            raise HostGone(_why(exc)) from None
        return time.perf_counter()

    async def send_raw(self, text: str | bytes) -> None:
        try:
            await self.ws.send(text)
        except ConnectionClosed as exc:
            raise HostGone(_why(exc)) from None

    async def recv(self, timeout: float = 10.0) -> dict[str, Any]:
        """The next message from the host; raises HostGone when the host closed or ended the game."""
        try:
            raw = await asyncio.wait_for(self.ws.recv(), timeout)
        except ConnectionClosed as exc:
            raise HostGone(_why(exc)) from None
        text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
        if self.capture is not None:
            self.capture.append(text)
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("v") != VERSION:
            raise HostGone("the host speaks another version")
        if data.get("t") == "ended":
            raise HostGone(str(data.get("reason", "ended")))
        return data

    async def expect(self, *kinds: str, timeout: float = 10.0) -> dict[str, Any]:
        """The next message of one of `kinds` (others are skipped; at most 10,000 of them)."""
        for _ in range(10_000):
            data = await self.recv(timeout)
            if data.get("t") in kinds:
                return data
        raise HostGone(f"no {'/'.join(kinds)} came")

    async def close(self) -> None:
        await self.ws.close()


@dataclass
class BotResult:
    seat: int
    token: str = ""
    money: list[int] = field(default_factory=list)
    standings: list[list[int]] = field(default_factory=list)
    actions: int = 0
    refused: list[str] = field(default_factory=list)
    round_trips: list[float] = field(default_factory=list)  # seconds from sending an action to its update
    ended: str = ""  # why the game ended early for this client (host gone), '' when it was played out
    missing_seen: list[int] = field(default_factory=list)  # seats the host said were missing, at some time
    stand_ins_seen: list[int] = field(default_factory=list)  # seats a computer played for, at some time


class Bot:
    """Plays one network seat headless with a computer player (`level`), as a local computer would."""

    def __init__(
        self, game: str, seat: int, level: str = "normal", seed: int = 0, name: str = "", lean: bool = True
    ) -> None:
        self.game, self.seat, self.level, self.seed = game, seat, level, seed
        self.name = name or f"Bot {seat + 1}"
        self.rules = games.rules_for(game)
        self.codec = games.codec_for(game)
        self.agent = games.make_agent(game, level, games.agent_seed(seed, seat))
        self.decided = -1  # the seat's action count last decided at (an update may repeat it)
        self.token = ""
        self.lean = lean  # views only when deciding (a headless player draws nothing)

    def choose(self, update: dict[str, Any]) -> Any | None:
        """The action to send for this update, or None (not our decision, or decided already)."""
        if update.get("legal") is None or update.get("played") == self.decided:
            return None
        legal = list(wire.unpack(self.codec, update["legal"]))
        self.decided = update["played"]
        if len(legal) == 1:
            return legal[0]
        self.agent.reseed(decision_seed(self.seed, self.seat, update["played"]))
        view = wire.unpack(self.codec, update["view"]) if self.agent.needs_observation else None
        return self.agent.choose(self.rules, view, legal, self.seat)

    async def join(self, client: NetClient, code: str, colour: int | None = None) -> None:
        await client.send("hello", code=code)
        await client.expect("lobby")
        colour = self.seat if colour is None else colour
        await client.send("join", code=code, seat=self.seat, name=self.name, colour=colour, lean=self.lean)
        welcome = await client.expect("welcome", "refused")
        if welcome["t"] == "refused":
            raise HostGone(f"join refused: {welcome.get('reason')}")
        self.token = welcome["token"]

    async def play(
        self,
        client: NetClient,
        result: BotResult,
        *,
        max_messages: int = 200_000,
        stop_after: int | None = None,
        think: float = 0.0,
        timeout: float = 30.0,
    ) -> BotResult:
        """Answer updates until the game is over (or `stop_after` actions of ours: a drop in tests)."""
        sent_at: float | None = None
        last_sent = 0.0
        for _ in range(max_messages):
            try:
                data = await client.recv(timeout)
            except (HostGone, TimeoutError) as gone:
                result.ended = str(gone) or "no answer"
                return result
            kind = data.get("t")
            if kind == "refused":
                result.refused.append(str(data.get("reason")))
                continue
            if kind != "update":
                continue
            for key, seen in (("missing", result.missing_seen), ("stand_in", result.stand_ins_seen)):
                seen.extend(s for s in data.get(key) or () if s not in seen)
            if sent_at is not None and data.get("n", 0) > 0:
                result.round_trips.append(time.perf_counter() - sent_at)
                sent_at = None
            if data.get("over"):
                result.money = list(data.get("money") or [])
                result.standings = [list(g) for g in data.get("standings") or []]
                return result
            action = self.choose(data)
            if action is None:
                continue
            if stop_after is not None and result.actions >= stop_after:
                return result
            wait = max(think, PACE - (time.perf_counter() - last_sent))
            if wait > 0:
                await asyncio.sleep(wait)
            try:
                last_sent = sent_at = await client.send(
                    "act", seat=self.seat, token=self.token, action=wire.pack(action)
                )
            except HostGone as gone:
                result.ended = str(gone) or "no answer"
                return result
            result.actions += 1
        result.ended = "too many messages"
        return result


async def play_seat(
    url: str,
    code: str,
    game: str,
    seat: int,
    level: str = "normal",
    seed: int = 0,
    *,
    token: str | None = None,
    stop_after: int | None = None,
    capture: Path | None = None,
    timeout: float = 30.0,
    lean: bool = True,
) -> BotResult:
    """Join (or with `token` rejoin) seat `seat` at the host and play it headless; the result as this client saw
    it. `capture` writes every message received to a file (one per line): the privacy test reads it."""
    texts: list[str] = []
    client = await NetClient.open(url, texts if capture is not None else None)
    bot = Bot(game, seat, level, seed, lean=lean)
    result = BotResult(seat)
    try:
        if token:
            await client.send("rejoin", code=code, token=token, lean=bot.lean)
            welcome = await client.expect("welcome", "refused")
            if welcome["t"] == "refused":
                raise HostGone(f"rejoin refused: {welcome.get('reason')}")
            bot.token = token
        else:
            await bot.join(client, code)
        result.token = bot.token
        await bot.play(client, result, stop_after=stop_after, timeout=timeout)
    finally:
        await client.close()
        if capture is not None:
            capture.write_text("\n".join(texts), encoding="utf-8")
    return result
