"""One network table: the host's `Match` and who sits where, without any sockets.

The host is the referee: it keeps the one match, takes an action only from the connection that holds the seat's
token, only for that seat, only when the seat is to act and only if the rules allow it, and after every action
(whoever played it: a client, a computer on the host, a player at the host's screen) sends each connected seat
its own view and the events as `visible` gives them to that seat. A seat whose player is away longer than the
timeout is played by a Normal computer until the player rejoins with the token. Sockets are `host.py`'s job:
a connection here is anything with `post(text)`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from vegas_desktop import games
from vegas_desktop.app.names import clean_name
from vegas_desktop.core.codec import CodecError
from vegas_desktop.core.game import PUBLIC, Event
from vegas_desktop.match import Match, new_match
from vegas_desktop.net import wire
from vegas_desktop.net.protocol import Refused, message, new_code, new_token, normal_code

REMOTE = "remote"  # a seat played from another machine
LOCAL = "local"  # a person at the host's own screen
STAND_IN = "normal"  # the computer level that plays for a player who is away
DEFAULT_TIMEOUT = 120.0  # seconds a player may be away before the stand-in plays
COLOURS = 6


class Conn(Protocol):
    """What the table needs of a connection: a way to send it one message (never blocks)."""

    def post(self, text: str) -> None: ...


@dataclass
class NetSeat:
    kind: str  # REMOTE, LOCAL or a computer level
    token: str | None = None  # a remote seat's secret, once a player took it
    conn: Conn | None = None  # where its player is connected now
    away_since: float | None = None  # when its player dropped (clock time), None while connected or never joined
    stand_in: bool = False  # a computer plays for the absent player
    lean: bool = False  # its client wants its view only when it must act (headless players)


def seat_kinds(kinds: list[str]) -> list[str]:
    """The match's seat kinds for the table's: remote and local seats are people ('human')."""
    return ["human" if k in (REMOTE, LOCAL) else k for k in kinds]


class NetTable:
    """A table on a host: its match, its join code and its seats' players."""

    def __init__(
        self,
        game: str,
        kinds: list[str],
        seed: int,
        options: Any = None,
        *,
        code: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
        clock: Callable[[], float] = time.monotonic,
        match: Match | None = None,
        tokens: list[str | None] | None = None,
        started: bool = False,
    ) -> None:
        self.game = game
        self.match = match if match is not None else new_match(game, seat_kinds(kinds), seed, options)
        self.seats = [NetSeat(kind) for kind in kinds]
        for seat, info in zip(self.seats, self.match.seats, strict=True):
            info.remote = seat.kind in (REMOTE, LOCAL)  # the host's match waits for both (LOCAL: the owner's window)
            if seat.kind == REMOTE and match is None:
                info.name = ""  # named by the player who takes it
        if tokens is not None:  # a table continued from its save: the same players rejoin
            for seat, token in zip(self.seats, tokens, strict=True):
                seat.token = token
        self.match.undo_allowed = False  # nobody takes back what the others have seen
        self.code = normal_code(code) if code else new_code()
        self.timeout = timeout
        self.clock = clock
        self.started = started
        if started:  # after a restart every joined player is away until they rejoin
            now = clock()
            for seat in self.seats:
                if seat.token is not None:
                    seat.away_since = now
        self.watchers: list[Conn] = []  # connections that asked for the lobby
        self.say: Callable[[str], None] = lambda text: None  # the headless host's log (who joined, who is missing)
        self.actions = 0  # actions played since this table was opened
        self.match.listeners.append(self._after_action)
        # the seat whose connection plays the LOCAL seats (hot-seat at the host's screen): the host's own seat
        self.owner = 0

    def local_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == LOCAL]

    def conn_of(self, seat: int) -> Conn | None:
        """Where `seat`'s updates go: its player's connection; a LOCAL seat's is the owner's (the host's window)."""
        held = self.seats[seat]
        return self.seats[self.owner].conn if held.kind == LOCAL else held.conn

    def token_of(self, seat: int) -> str | None:
        """The token that acts for `seat` (a LOCAL seat: the owner's)."""
        held = self.seats[seat]
        return self.seats[self.owner].token if held.kind == LOCAL else held.token

    # -- what the clients see ---------------------------------------------------------------------
    def remote_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == REMOTE]

    def missing(self) -> list[int]:
        """Remote seats whose player is not connected now (the screens show them as missing)."""
        return [i for i in self.remote_seats() if self.seats[i].conn is None and (self.started or self.seats[i].token)]

    def stand_ins(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.stand_in]

    def ready(self) -> bool:
        """Every network seat has its player: the game can start."""
        return all(self.seats[i].token is not None for i in self.remote_seats())

    def lobby(self) -> dict[str, Any]:
        seats = [
            {
                "kind": seat.kind,
                "name": info.name,
                "colour": info.colour,
                "taken": seat.kind != REMOTE or seat.token is not None,
                "away": i in self.missing(),
                "stand_in": seat.stand_in,
            }
            for i, (seat, info) in enumerate(zip(self.seats, self.match.seats, strict=True))
        ]
        return {
            "game": self.game,
            "options": games.format_options(self.game, self.match.options),
            "seats": seats,
            "started": self.started,
            "over": self.match.over,
        }

    def update(self, seat: int, events: list[Event], packed: dict[int, Any] | None = None, story: bool = False) -> str:
        """The message that brings `seat` up to date: the events as it may see them, its view, whether and
        what it may play now (its legal actions), who is missing, and the result once the game is over. With
        `story` (a player back at their seat) also every earlier step's events as the seat saw them, so its move
        log tells the game so far."""
        match = self.match
        acting = match.to_act() if not match.over else ()
        mine = seat in acting and match.seats[seat].waits_remote and match.forced_action(seat) is None
        lean = self.seats[seat].lean and not mine and not match.over
        hot_seat = seat == self.owner and bool(self.local_seats())
        shown = self._held_events(events) if hot_seat else match.visible(events, seat)
        body: dict[str, Any] = {
            "seat": seat,
            "n": len(match.log),
            "played": match.played(seat),
            "events": [self._packed(e, packed) for e in shown],
            "view": None if lean else wire.pack(match.view(seat)),
            "to_act": list(acting),
            "legal": wire.pack(match.legal(seat)) if mine else None,
            "missing": self.missing(),
            "stand_in": self.stand_ins(),
            "over": match.over,
        }
        if story and not self.seats[seat].lean:
            steps = match.story_steps()
            told = (self._held_events(step) if hot_seat else match.visible(step, seat) for step in steps)
            body["story"] = [[wire.pack(e) for e in step] for step in told]
        if hot_seat or self.seats[seat].kind == LOCAL:  # the host's window with hot-seat players
            body["private"] = bool(mine and match.private_decision(seat))  # hidden behind a hand-over
        if hot_seat:  # drawn while a hand-over hides the table from whoever sat there
            body["public"] = wire.pack(match.view(PUBLIC))
        if match.over:
            body["money"] = list(match.rules.money(match.state))
            body["standings"] = [list(group) for group in match.rules.standings(match.state)]
        return message("update", **body)

    def _held_events(self, events: list[Event]) -> list[Event]:
        """The events for the host's window with hot-seat players: each as the held seat it concerns sees it (the
        table shows it again as `visible` gives it to whoever sits at the screen then), others' secrets kept out."""
        rules = self.match.rules
        held = [self.owner, *self.local_seats()]
        out = []
        for event in events:
            public = rules.visible(event, PUBLIC)
            seen = [v for v in (rules.visible(event, s) for s in held) if v is not None]
            pick = next((v for v in seen if v != public), public if public is not None else next(iter(seen), None))
            if pick is not None:
                out.append(pick)
        return out

    def _after_action(self, seat: int, action: Any, events: list[Event]) -> None:
        self.actions += 1
        self.send_updates(events)

    @staticmethod
    def _packed(event: Event, packed: dict[int, Any] | None) -> Any:
        """An event packed once for every seat that sees it as it is (`packed`: by the event's identity, for
        the events of one action, which stay alive meanwhile); a redacted copy is packed for its seat alone."""
        if packed is None:
            return wire.pack(event)
        done = packed.get(id(event))
        if done is None or done[0] is not event:
            done = packed[id(event)] = (event, wire.pack(event))
        return done[1]

    def send_updates(self, events: list[Event]) -> None:
        packed: dict[int, Any] = {}
        for i in range(len(self.seats)):
            conn = self.conn_of(i)
            if conn is not None:
                conn.post(self.update(i, events, packed))

    def send_lobby(self) -> None:
        text = message("lobby", **self.lobby())
        for conn in self._everyone():
            conn.post(text)

    def _everyone(self) -> list[Conn]:
        seated = [s.conn for s in self.seats if s.conn is not None]
        return seated + [c for c in self.watchers if all(c is not s for s in seated)]

    # -- what the clients send --------------------------------------------------------------------
    def hello(self, conn: Conn) -> None:
        if conn not in self.watchers:
            self.watchers.append(conn)
        conn.post(message("lobby", **self.lobby()))

    def join(self, conn: Conn, seat: int, name: str, colour: int, lean: bool = False) -> str:
        """`conn`'s player takes the free network seat `seat`; returns the seat's token (sent in `welcome`)."""
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != REMOTE:
            raise Refused("seat", "not a network seat")
        if self.seats[seat].token is not None:
            raise Refused("seat_taken", "another player has this seat")
        if any(s.conn is conn for s in self.seats):
            raise Refused("seat_taken", "this connection already holds a seat")
        if self.started:
            raise Refused("seat_taken", "the game has started")
        info = self.match.seats[seat]
        info.name = clean_name(name) or games.default_name(seat)
        used = {s.colour for i, s in enumerate(self.match.seats) if i != seat}
        if 0 <= colour < COLOURS and colour not in used:
            info.colour = colour
        elif info.colour in used:
            info.colour = next(c for c in range(COLOURS) if c not in used)
        token = new_token()
        self.seats[seat].token, self.seats[seat].conn, self.seats[seat].lean = token, conn, lean
        self.say(f"seat {seat + 1}: {info.name} joined")
        self._welcome(conn, seat)
        self.send_lobby()
        return token

    def rejoin(self, conn: Conn, token: str, lean: bool = False) -> int:
        """The player with `token` is back at their seat (the stand-in gives it back); returns the seat."""
        seat = next((i for i, s in enumerate(self.seats) if s.token is not None and s.token == token), None)
        if seat is None:
            raise Refused("token", "no seat has this token")
        held = self.seats[seat]
        if held.conn is not None and held.conn is not conn:
            held.conn = None  # the same player from a new connection: the old one is stale
        held.conn, held.away_since, held.lean = conn, None, lean
        if held.stand_in:
            held.stand_in = False
            self.match.seats[seat].agent = None
        self.say(f"seat {seat + 1}: {self.match.seats[seat].name} is back")
        self._welcome(conn, seat)
        self.send_lobby()
        if self.started:
            for i in [seat, *(self.local_seats() if seat == self.owner else [])]:
                conn.post(self.update(i, [], story=True))
        return seat

    def _welcome(self, conn: Conn, seat: int) -> None:
        token = self.seats[seat].token
        local = self.local_seats() if seat == self.owner else []  # the seats this window plays too (hot-seat)
        conn.post(message("welcome", seat=seat, token=token, code=self.code, local=local, **self.lobby()))

    def act(self, conn: Conn, seat: int, token: str, packed: Any) -> list[Event]:
        """Play a client's action; raises Refused saying why it is not taken (nothing changes then)."""
        holder = next((i for i, s in enumerate(self.seats) if s.conn is conn), None)
        if holder is None:
            raise Refused("not_joined", "join a seat first")
        if not 0 <= seat < len(self.seats) or self.conn_of(seat) is not conn:
            raise Refused("other_seat", "you may act only for your own seat")
        if self.token_of(seat) != token:
            raise Refused("token", "wrong token for this seat")
        if not self.started:
            raise Refused("not_started", "the game has not started")
        if self.match.over:
            raise Refused("over", "the game is over")
        if seat not in self.match.to_act() or not self.match.seats[seat].waits_remote:
            raise Refused("out_of_turn", "it is not your turn")
        try:
            action = wire.unpack(games.codec_for(self.game), packed)
        except CodecError as exc:
            raise Refused("illegal", str(exc)[:120]) from None
        if self.match.forced_action(seat) is not None or action not in self.match.legal(seat):
            raise Refused("illegal", "the rules do not allow this now")
        return self.match.play(seat, action)

    def drop(self, conn: Conn) -> int | None:
        """`conn` is gone: its seat (if any) waits for its player; returns the seat."""
        if conn in self.watchers:
            self.watchers.remove(conn)
        seat = next((i for i, s in enumerate(self.seats) if s.conn is conn), None)
        if seat is None:
            return None
        held = self.seats[seat]
        held.conn = None
        self.say(f"seat {seat + 1}: {self.match.seats[seat].name} is missing")
        if not self.started:  # in the lobby the seat is free again
            held.token = None
            self.match.seats[seat].name = ""
        else:
            held.away_since = self.clock()
        self.send_lobby()
        if self.started:
            self.send_updates([])
        return seat

    # -- the host's side ---------------------------------------------------------------------------
    def start(self) -> None:
        """The game begins: every seat gets its first view (the set-up's events included)."""
        if not self.ready():
            raise Refused("not_started", "network seats are still free")
        self.started = True
        self.say("the game starts")
        self.send_lobby()
        self.send_updates(self.match.opening_events)

    def tick(self) -> list[int]:
        """Seats whose player has been away longer than the timeout get the stand-in; returns them."""
        if not self.started or self.match.over:
            return []
        now = self.clock()
        taken = []
        for i, seat in enumerate(self.seats):
            if seat.away_since is not None and not seat.stand_in and now - seat.away_since >= self.timeout:
                seat.stand_in = True
                self.match.seats[i].agent = games.make_agent(self.game, STAND_IN, games.agent_seed(self.match.seed, i))
                taken.append(i)
                self.say(f"seat {i + 1}: a computer plays for {self.match.seats[i].name} until they are back")
        if taken:
            self.send_lobby()
            self.send_updates([])
        return taken

    def next_timeout(self) -> float | None:
        """Seconds until the next stand-in is due (None: nobody is waited for)."""
        waits = [s.away_since for s in self.seats if s.away_since is not None and not s.stand_in]
        if not waits or not self.started:
            return None
        return max(0.0, min(waits) + self.timeout - self.clock())
