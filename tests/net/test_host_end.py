"""A headless host (`end_when_over`) stops once its game is over and the players who saw the end have left; a
player absent at the end keeps the grace time to come back for the result."""

from __future__ import annotations

import asyncio

from vegas_desktop import games
from vegas_desktop.net.client import BotResult
from vegas_desktop.net.host import Host
from vegas_desktop.net.table import NetTable

from .test_security import seated


def _play(leave_early: bool) -> tuple[bool, bool]:
    """A two-seat game played out by two bots (one leaving after 3 actions if asked, a stand-in then plays its
    seat); returns whether the host was done (a) while a bot was still connected after the end and (b) once
    both had left. The grace is an hour: only the players leaving can end the host here."""

    async def main() -> tuple[bool, bool]:
        host = Host(end_when_over=True, grace=3600.0)
        port = await host.listen("127.0.0.1", 0)
        table = host.add(
            NetTable("lasvegas", ["remote", "remote"], 5, games.parse_options("lasvegas", ""), timeout=0.05)
        )
        url = f"ws://127.0.0.1:{port}"
        try:
            (c0, b0), (c1, b1) = await seated(url, table, 0), await seated(url, table, 1)
            await host.start(table)
            steady = asyncio.create_task(b1.play(c1, BotResult(1)))  # reads every update as it comes
            if leave_early:
                await b0.play(c0, BotResult(0), stop_after=3)
                await c0.close()
            else:
                await b0.play(c0, BotResult(0))
            played = await asyncio.wait_for(steady, 60.0)
            assert played.ended == "" and played.money, played
            assert table.match.over
            await asyncio.sleep(0.2)
            while_connected = host.done.is_set()
            await c1.close()
            if not leave_early:
                await c0.close()
            await asyncio.sleep(0.3)
            return while_connected, host.done.is_set()
        finally:
            await host.close()

    return asyncio.run(main())


def test_the_host_ends_when_everyone_who_saw_the_end_has_left() -> None:
    assert _play(leave_early=False) == (False, True)


def test_a_player_absent_at_the_end_keeps_the_grace_time_to_come_back() -> None:
    assert _play(leave_early=True) == (False, False)
