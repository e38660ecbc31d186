"""The scale benchmark: one headless host process with many tables (the registered games in turn), four bot
clients at each, all on 127.0.0.1. Prints one JSON object: tables, clients, actions a second and the action
round trip (a client's action sent -> the host's update for it received) in percentiles.

`vegas-desktop net-bench --tables 100 --seconds 20 --think 0.5`: the bots pause `think` seconds (0.5-1.5 times
it, drawn) before each action, as players do; run it with `nice`. The host runs in its own process
(`python -m vegas_desktop.net.bench --serve N`), the bots in this one.
"""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
import time
from typing import Any

from vegas_desktop.net.client import Bot, BotResult, HostGone, NetClient

SEATS = 4


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _games() -> list[str]:
    """The registered games that seat `SEATS` players, in registry order."""
    from vegas_desktop import games

    return [g for g in games.game_names() if games.descriptor(g).seats[0] <= SEATS <= games.descriptor(g).seats[1]]


async def _serve(tables: int) -> None:
    from vegas_desktop import games
    from vegas_desktop.net.host import Host
    from vegas_desktop.net.table import NetTable

    host = Host(None)
    codes = []
    names = _games()
    for i in range(tables):
        game = names[i % len(names)]
        table = host.add(NetTable(game, ["remote"] * SEATS, 1000 + i, games.parse_options(game, "")))
        codes.append((table.code, game))
    port = await host.listen("127.0.0.1", 0)
    print(json.dumps({"port": port, "tables": codes}), flush=True)
    loop = asyncio.get_running_loop()
    started: set[str] = set()

    async def starter() -> None:  # the host starts a table once its four players sat down
        while True:
            for code, table in host.tables.items():
                if code not in started and table.ready():
                    started.add(code)
                    await host.start(table)
            await asyncio.sleep(0.05)

    task = loop.create_task(starter())
    await loop.run_in_executor(None, sys.stdin.read)  # until the benchmark closes our stdin
    task.cancel()
    await host.close()


async def _seat(url: str, code: str, game: str, seat: int, think: float, until: list[float], result: BotResult) -> None:
    client = await NetClient.open(url, timeout=30.0)
    bot = Bot(game, seat, "random", seat)
    rng = random.Random(hash((code, seat)))
    await bot.join(client, code)
    try:
        sent_at: float | None = None
        for _ in range(1_000_000):
            if until[0] and time.perf_counter() > until[0]:
                break
            try:
                data = await client.recv(60.0)
            except (HostGone, TimeoutError):
                break
            if data.get("t") != "update":
                if data.get("t") == "refused":
                    result.refused.append(str(data.get("reason")))
                continue
            if sent_at is not None:
                result.round_trips.append(time.perf_counter() - sent_at)
                sent_at = None
            if data.get("over"):
                break
            action = bot.choose(data)
            if action is None:
                continue
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            from vegas_desktop.net import wire

            sent_at = await client.send("act", seat=seat, token=bot.token, action=wire.pack(action))
            result.actions += 1
    finally:
        await client.close()


async def _bench(tables: int, seconds: float, think: float) -> dict[str, Any]:
    server = subprocess.Popen(
        [sys.executable, "-m", "vegas_desktop.net.bench", "--serve", str(tables)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        info = json.loads(await asyncio.get_running_loop().run_in_executor(None, server.stdout.readline))
        url = f"ws://127.0.0.1:{info['port']}"
        until = [0.0]
        results = [BotResult(s) for _ in info["tables"] for s in range(SEATS)]
        tasks = [
            asyncio.create_task(_seat(url, code, game, seat, think, until, results[t * SEATS + seat]))
            for t, (code, game) in enumerate(info["tables"])
            for seat in range(SEATS)
        ]
        await asyncio.sleep(max(2.0, think * 3))  # everybody joined and the games under way
        for r in results:
            r.round_trips.clear()
            r.actions = 0
        t0 = time.perf_counter()
        until[0] = t0 + seconds
        await asyncio.wait(tasks, timeout=seconds + 90.0)
        elapsed = time.perf_counter() - t0
        for task in tasks:
            task.cancel()
        trips = [x * 1000.0 for r in results for x in r.round_trips]
        actions = sum(r.actions for r in results)
        return {
            "tables": len(info["tables"]),
            "clients": len(results),
            "games": sorted({g for _, g in info["tables"]}),
            "think_s": think,
            "seconds": round(elapsed, 2),
            "actions": actions,
            "actions_per_s": round(actions / elapsed, 1),
            "round_trip_ms": {
                "p50": round(percentile(trips, 0.50), 2),
                "p95": round(percentile(trips, 0.95), 2),
                "p99": round(percentile(trips, 0.99), 2),
                "max": round(max(trips, default=float("nan")), 2),
                "count": len(trips),
            },
            "refused": sum(len(r.refused) for r in results),
        }
    finally:
        if server.stdin is not None:
            server.stdin.close()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(5)


def run_bench(tables: int, seconds: float, think: float) -> int:
    print(json.dumps(asyncio.run(_bench(tables, seconds, think))), flush=True)
    return 0


if __name__ == "__main__":  # the benchmark's host process
    if len(sys.argv) == 3 and sys.argv[1] == "--serve":
        asyncio.run(_serve(int(sys.argv[2])))
