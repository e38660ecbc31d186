"""Every kind of bad message is refused with its reason, over a real socket on 127.0.0.1, and the host goes on
serving the others: too big, not JSON, another version, off the schema, a wrong join code, acting without a
seat, for another seat, with a wrong token, out of turn, an illegal action, and a flood."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from vegas_desktop import games
from vegas_desktop.net import wire
from vegas_desktop.net.client import Bot, HostGone, NetClient
from vegas_desktop.net.host import FLOOD_RATE, Host
from vegas_desktop.net.protocol import MAX_BYTES, VERSION, Refused, parse_client
from vegas_desktop.net.table import NetTable

Scenario = Callable[[Host, NetTable, str], Awaitable[None]]


def run(scenario: Scenario, kinds: tuple[str, ...] = ("remote", "remote"), game: str = "lasvegas") -> None:
    async def main() -> None:
        host = Host(end_when_over=True, grace=0.1)
        port = await host.listen("127.0.0.1", 0)
        table = host.add(NetTable(game, list(kinds), 5, games.parse_options(game, "")))
        try:
            await asyncio.wait_for(scenario(host, table, f"ws://127.0.0.1:{port}"), 30.0)
        finally:
            await host.close()

    asyncio.run(main())


async def refusal(client: NetClient) -> dict[str, Any]:
    return await client.expect("refused", timeout=5.0)


async def seated(url: str, table: NetTable, seat: int) -> tuple[NetClient, Bot]:
    client = await NetClient.open(url)
    bot = Bot(table.game, seat, "normal", 5, lean=False)
    await bot.join(client, table.code)
    return client, bot


def test_the_schema_check_names_each_fault() -> None:
    cases = [
        (b"x" * (MAX_BYTES + 1), "too_big"),
        ("{not json", "malformed"),
        ("[1, 2]", "malformed"),
        (json.dumps({"v": VERSION + 1, "t": "hello", "code": "A"}), "version"),
        (json.dumps({"t": "hello", "code": "A"}), "version"),
        (json.dumps({"v": VERSION, "t": "shout"}), "schema"),
        (json.dumps({"v": VERSION, "t": "hello"}), "schema"),
        (json.dumps({"v": VERSION, "t": "hello", "code": 5}), "schema"),
        (json.dumps({"v": VERSION, "t": "hello", "code": "A", "extra": 1}), "schema"),
        (json.dumps({"v": VERSION, "t": "act", "seat": True, "token": "t", "action": 1}), "schema"),
        (json.dumps({"v": VERSION, "t": "act", "seat": 2**40, "token": "t", "action": 1}), "schema"),
        (json.dumps({"v": VERSION, "t": "hello", "code": "A" * 500}), "schema"),
        ("[" * 100_000 + "]" * 100_000, "too_big"),
        ("[" * 30_000 + "]" * 30_000, "malformed"),
    ]
    for raw, reason in cases:
        with pytest.raises(Refused) as caught:
            parse_client(raw)
        assert caught.value.reason == reason, raw[:60]
    ok = parse_client(json.dumps({"v": VERSION, "t": "join", "code": "A", "seat": 0, "name": "x", "colour": 1}))
    assert ok["t"] == "join"


def test_bad_messages_on_the_socket_are_refused_and_the_game_goes_on() -> None:
    async def scenario(host: Host, table: NetTable, url: str) -> None:
        stranger = await NetClient.open(url)
        for raw, reason in [
            ("{oops", "malformed"),
            (json.dumps({"v": 99, "t": "hello", "code": table.code}), "version"),
            (json.dumps({"v": VERSION, "t": "launch"}), "schema"),
            ("x" * (MAX_BYTES + 10), "too_big"),
            (json.dumps({"v": VERSION, "t": "act", "seat": 0, "token": "x", "action": 1}), "not_joined"),
        ]:
            await stranger.send_raw(raw)
            assert (await refusal(stranger))["reason"] == reason
        await stranger.send("hello", code="WRONG1")
        assert (await refusal(stranger))["reason"] == "code"
        await stranger.send("join", code=table.code, seat=7, name="x", colour=0)
        assert (await refusal(stranger))["reason"] == "seat"

        first, bot0 = await seated(url, table, 0)
        await stranger.send("join", code=table.code, seat=0, name="x", colour=0)
        assert (await refusal(stranger))["reason"] == "seat_taken"
        await first.send("act", seat=0, token=bot0.token, action=wire.pack(table.match.legal(0)[0]))
        assert (await refusal(first))["reason"] == "not_started"
        second, bot1 = await seated(url, table, 1)
        update = await first.expect("update")
        assert update["to_act"] == [0] and update["legal"] is not None
        roll = update["legal"]["$l"][0]

        await second.send("act", seat=0, token=bot0.token, action=roll)  # another seat, even with its token
        assert (await refusal(second))["reason"] == "other_seat"
        await second.send("act", seat=1, token=bot1.token, action=roll)  # not seat 1's turn
        assert (await refusal(second))["reason"] == "out_of_turn"
        await first.send("act", seat=0, token="not-the-token", action=roll)
        assert (await refusal(first))["reason"] == "token"
        await first.send("act", seat=0, token=bot0.token, action={"$": "Place", "value": 9})  # no such move
        assert (await refusal(first))["reason"] == "illegal"
        await first.send("act", seat=0, token=bot0.token, action={"$": "os.system", "cmd": "x"})
        assert (await refusal(first))["reason"] == "illegal"
        await first.send("act", seat=0, token=bot0.token, action=[[[[1]]]])
        assert (await refusal(first))["reason"] == "illegal"
        assert table.match.log == []  # nothing of it was played

        await first.send("act", seat=0, token=bot0.token, action=roll)  # and the real move still is
        update = await first.expect("update")
        assert update["n"] == 1 and len(table.match.log) == 1
        for client in (stranger, first, second):
            await client.close()

    run(scenario)


def test_guessing_join_codes_is_cut_off() -> None:
    async def scenario(host: Host, table: NetTable, url: str) -> None:
        guesser = await NetClient.open(url)
        with pytest.raises(HostGone):
            for i in range(20):
                await guesser.send("hello", code=f"GUESS{i}")
                await refusal(guesser)

    run(scenario)


def test_a_flood_is_throttled_then_cut_while_the_other_player_plays_on() -> None:
    async def scenario(host: Host, table: NetTable, url: str) -> None:
        calm, bot0 = await seated(url, table, 0)
        flooder, bot1 = await seated(url, table, 1)
        update = await calm.expect("update")
        wrong = json.dumps({"v": VERSION, "t": "act", "seat": 1, "token": bot1.token, "action": 1})
        reasons: list[str] = []
        cut = False
        try:
            for _ in range(3 * FLOOD_RATE):  # far more than 50 in well under a second
                await flooder.send_raw(wrong)
            for _ in range(3 * FLOOD_RATE):
                reasons.append((await flooder.recv(5.0)).get("reason", ""))
        except HostGone:  # the socket closed (silence until the recv timeout would not count)
            cut = True
        except TimeoutError:
            pass
        assert cut, "the flooding client was not disconnected"
        assert "flood" in reasons and "out_of_turn" in reasons
        assert reasons.count("out_of_turn") <= FLOOD_RATE  # past the rate nothing more was read
        # the other player is served as before
        await calm.send("act", seat=0, token=bot0.token, action=update["legal"]["$l"][0])
        after = await calm.expect("update")
        while after["n"] == 0:  # the news that seat 2 is missing may come first
            assert 1 in after["missing"]
            after = await calm.expect("update")
        assert after["n"] == 1
        assert 1 in after["missing"]  # the flooder's seat now waits for its player
        await calm.close()

    run(scenario)


HOSTILE_ENCODINGS = [
    {"$d": [[{"$l": []}, 1]]},  # a dict keyed by a list
    {"$s": [{"$l": []}]},  # a set holding a list
    {"$fs": [{"$l": [1]}]},  # a frozenset holding a list
    {"$d": [[{"$d": []}, 1]]},  # a dict keyed by a dict
    {"$s": [{"$s": []}]},  # a set holding a set
    {"$enum": "Kind", "name": {"$l": []}},
    {"$enum": "Kind", "name": [1]},
]


@pytest.mark.parametrize("packed", HOSTILE_ENCODINGS, ids=[json.dumps(p)[:40] for p in HOSTILE_ENCODINGS])
def test_unpack_refuses_parts_that_cannot_be_keys_or_members(packed: Any) -> None:
    with pytest.raises(wire.CodecError):
        wire.unpack(games.codec_for("lasvegas"), packed)


def test_actions_with_unhashable_parts_are_refused_as_illegal_and_the_player_stays() -> None:
    async def scenario(host: Host, table: NetTable, url: str) -> None:
        first, bot0 = await seated(url, table, 0)
        second, _ = await seated(url, table, 1)
        update = await first.expect("update")
        roll = update["legal"]["$l"][0]
        for packed in HOSTILE_ENCODINGS:
            await first.send("act", seat=0, token=bot0.token, action=packed)
            answer = await refusal(first)
            assert answer["reason"] == "illegal", packed
        assert table.match.log == [] and len(host.connections) == 2  # nothing played, nobody dropped
        await first.send("act", seat=0, token=bot0.token, action=roll)  # the same connection plays on
        update = await first.expect("update")
        assert update["n"] == 1 and len(table.match.log) == 1
        for client in (first, second):
            await client.close()

    run(scenario)


def test_guessing_join_codes_from_new_connections_is_cut_off_per_address() -> None:
    """Reconnecting buys no more guesses: past ADDRESS_WRONG wrong codes from one address (whatever its
    connections), its next connection is closed at once, and a right code does not help it within the window."""
    from vegas_desktop.net.host import ADDRESS_WRONG, WRONG_CODES

    async def scenario(host: Host, table: NetTable, url: str) -> None:
        guesses = 0
        for attempt in range(ADDRESS_WRONG):  # ends: a bounded number of connections
            guesser = await NetClient.open(url)
            try:
                for i in range(WRONG_CODES - 1):  # below the per-connection limit every time
                    await guesser.send("hello", code=f"G{attempt}X{i}")
                    await refusal(guesser)
                    guesses += 1
            except HostGone:
                break
            finally:
                await guesser.close()
        assert guesses < ADDRESS_WRONG + WRONG_CODES
        latecomer = await NetClient.open(url)
        with pytest.raises(HostGone):
            for _ in range(3):
                await latecomer.send("hello", code=table.code)
                answer = await latecomer.expect("refused", "lobby", timeout=5.0)
                assert answer["t"] == "refused" and answer["reason"] == "code"
        await latecomer.close()

    run(scenario)
