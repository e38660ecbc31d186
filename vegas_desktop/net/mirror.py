"""A client's side of a network game as the one table scene sees it: a `TableMatch` whose state is the seat's view.

The host keeps the real match. Here `next_decision` says what the table does next: each update from the host is
shown as a forced step (its events animate, then the view becomes the new `state`), the seat's own decision is
a human's when the host sent its legal actions, and otherwise the table waits (`Who.REMOTE`) for the others.
`play` for the seat's own action sends it to the host and waits for the host's update; a refusal comes back as
the reason. Nothing here knows more than the seat's view: the game's seed and log stay on the host.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from vegas_desktop import games
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.core.events import RoundEnded
from vegas_desktop.core.game import Event, GameRules, Progress
from vegas_desktop.match import Decision, Listener, Plan, Seat, SessionRecord, Who
from vegas_desktop.net import wire
from vegas_desktop.net.session import Session


class NetPlayer:
    """Stands for a seat played elsewhere (another machine or the host's computer): never asked here."""

    needs_observation = False

    def __init__(self, name: str = "network") -> None:
        self.name = name  # "network", or the host's computer level (the panels say which)

    def choose(self, rules: Any, observation: Any, legal: list[Any], seat: int) -> Any:
        raise RuntimeError("a network seat is played on the host")

    def reseed(self, seed: int) -> None:
        """Nothing to reseed."""


class _ShowUpdate:
    """The forced step that shows the host's next update."""


SHOW = _ShowUpdate()


class ClientMatch:
    """The table's match on a client (a `match.TableMatch`): built from the host's `welcome` and its first
    `update`. It plays nothing itself: the host's updates are its forced steps, its humans' actions go to the host."""

    def __init__(self, session: Session, welcome: dict[str, Any], first: dict[str, Any]) -> None:
        game = str(welcome["game"])
        me = int(welcome["seat"])
        # the seats played at this screen: ours, and on the host's window the hot-seat players beside it
        held = [me, *(int(s) for s in welcome.get("local", []) if isinstance(s, int) and int(s) != me)]
        seats = []
        for i, info in enumerate(welcome["seats"]):
            name = str(info.get("name") or games.default_name(i))
            agent = None if i in held else NetPlayer(str(info.get("kind", "network")).replace("remote", "network"))
            seats.append(Seat(name, agent, int(info.get("colour", i)), "human" if i in held else "network"))
        self.game = game
        self.rules: GameRules[Any, Any, Any, Any] = games.rules_for(game)
        self.seats = seats
        self.seed = 0  # the host's secret: it would tell the draws to come
        self.options: Any = games.parse_options(game, str(welcome.get("options", "")))
        self.log: list[tuple[int, Any]] = []
        self.opening_events: list[Event] = []
        self.listeners: list[Listener] = []  # nothing is saved here: the host keeps the game
        self.undo_allowed = False  # nobody takes back what the others have seen
        self.record = SessionRecord()
        self._played = [0] * len(seats)  # each held seat's action count, as the host says
        self.me = me
        self.held = held
        self._views: dict[int, Any] = {}  # each held seat's view (ours is `state`)
        self._legals: dict[int, tuple[int, list[Any]]] = {}  # a held seat's legal actions, with the update's n
        self._privates: set[int] = set()  # held seats whose open decision the others at this screen must not see
        self._acting: set[int] = set()  # held seats whose action is on its way to the host
        self._public: Any = None  # what a spectator sees (drawn while a hand-over hides the table)
        self.session = session
        self.token = str(welcome["token"])
        self.code = str(welcome.get("code", ""))
        self.codec = games.codec_for(game)
        self.final_money: list[int] | None = None
        self.final_standings: list[list[int]] | None = None
        self.missing: list[int] = []
        self.stand_in: list[int] = []
        self.ended: str | None = None  # why the game ended early (the host closed or is gone)
        self.refused: str | None = None  # the host's reason for refusing the last action
        self.on_news: Callable[[str, Any], None] | None = None  # the screen's ear: ("missing"|"ended"|..., detail)
        self.hosting: Any = None  # the window's own host (a HostThread), kept running while the game is played
        self._to_act: tuple[int, ...] = ()
        self._legal: list[Any] | None = None
        self._over = False
        self._waiting = False  # our action is on its way: no second one until the host answers
        self._pending: list[dict[str, Any]] = []
        self._rounds: list[list[int]] = []  # everyone's money at each round's end, as the events said
        self._story: list[list[Event]] = []  # each step's events as this screen was shown them (the move log's)
        self.state: Any = None
        events = self._apply(first)
        if not self.log:
            self.opening_events = events

    # -- what the table reads ------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self._over

    def to_act(self) -> tuple[int, ...]:
        return self._to_act

    def played(self, seat: int) -> int:
        return self._played[seat]

    def visible(self, events: list[Event], seat: int) -> list[Event]:
        shown = (self.rules.visible(e, seat) for e in events)
        return [e for e in shown if e is not None]

    def progress(self) -> Progress:
        return self.rules.progress(self.state)

    def money(self) -> list[int]:
        """The final money as the host announced it (a client's view of some games holds less than `money`
        reads), before the end what the view shows."""
        if self.final_money is not None:
            return list(self.final_money)
        try:
            return list(self.rules.money(self.state))
        except (AttributeError, TypeError, IndexError):
            return [0] * len(self.seats)

    def standings(self) -> list[list[int]]:
        if self.final_standings is not None:
            return [list(g) for g in self.final_standings]
        try:
            return [list(g) for g in self.rules.standings(self.state)]
        except (AttributeError, TypeError, IndexError):
            return [list(range(len(self.seats)))]

    def bills_won(self) -> Sequence[Sequence[int]] | None:
        return self.rules.bills_won(self.state)

    def start_money(self) -> list[int]:
        """Everyone's money before the first round, as the rules deal it (the host's seed stays secret)."""
        state, _ = self.rules.new_game(len(self.seats), self.seed, self.options)
        return list(self.rules.money(state))

    def legal(self, seat: int) -> list[Any]:
        if len(self.held) == 1:
            return list(self._legal) if seat == self.me and self._legal is not None and not self._waiting else []
        return list(self._open(seat) or [])

    def _open(self, seat: int) -> list[Any] | None:
        """A held seat's legal actions when they belong to the latest update and no action of it is on its way."""
        got = self._legals.get(seat)
        if got is None or got[0] != len(self.log) or seat in self._acting:
            return None
        return got[1]

    def view(self, seat: int) -> Any:
        if len(self.held) == 1 or seat == self.me:
            return self.state  # the host sends this seat's view only
        if seat in self._views:
            return self._views[seat]
        return self._public if self._public is not None else self.state

    def story_steps(self) -> Iterator[list[Event]]:
        """The events this screen was shown, step by step (the seed and the actions stay on the host)."""
        return iter(list(self._story))

    def private_decision(self, seat: int) -> bool:
        return seat in self._privates  # one person at this screen: nothing to hide (hot-seat: as the host says)

    def forced_action(self, seat: int) -> Any | None:
        return None

    def next_decision(self) -> Decision | None:
        self.pump()
        if self._pending:
            return Decision(self.me, Who.FORCED, (), False, SHOW)
        if self._over:
            return None
        if len(self.held) > 1 and self.ended is None:
            humans = tuple(s for s in self.held if self._open(s) is not None)
            if humans:
                return Decision(humans[0], Who.HUMAN, humans, len(self._to_act) > 1)
        elif self.ended is None and self._legal is not None and not self._waiting:
            return Decision(self.me, Who.HUMAN, (self.me,))
        return Decision(self._to_act[0] if self._to_act else self.me, Who.REMOTE)

    def decide(self, decision: Decision) -> Any:
        return decision.action

    def local(self) -> None:
        return None  # the host keeps the game: nothing to take back, save or review here

    def think_together(self, decision: Decision) -> Callable[[], tuple[Any, Plan]]:
        raise RuntimeError("a network game's computer seats think on the host")

    def adopt(self, seat: int, choice: Any, plan: Plan, at: int) -> Any | None:
        raise RuntimeError("a network game's computer seats think on the host")

    def play(self, seat: int, action: Any) -> list[Event]:
        """The host's next update (the table's forced step), or our own action, sent to the host."""
        if action is SHOW:
            return self._apply(self._pending.pop(0)) if self._pending else []
        if len(self.held) > 1:
            legal = self._open(seat)
            if seat not in self.held or legal is None or action not in legal:
                raise IllegalAction("not your decision now", "the host decides whose turn it is")
            self.session.send("act", seat=seat, token=self.token, action=wire.pack(action))
            self._acting.add(seat)
            self.refused = None
            return []
        if seat != self.me or self._legal is None or self._waiting or action not in self._legal:
            raise IllegalAction("not your decision now", "the host decides whose turn it is")
        self.session.send("act", seat=self.me, token=self.token, action=wire.pack(action))
        self._waiting = True
        self.refused = None
        return []

    # -- what the host says ------------------------------------------------------------------------
    def pump(self) -> None:
        """Take what the network thread received (never blocks)."""
        for msg in self.session.poll():
            kind = msg.get("t")
            if kind == "update":
                self._pending.append(msg)
            elif kind == "refused":
                self._waiting = False
                self._acting.clear()
                self.refused = str(msg.get("reason", ""))
                self._news("refused", self.refused)
            elif kind == "lobby":
                for seat, info in zip(self.seats, msg.get("seats", []), strict=False):
                    if info.get("name"):
                        seat.name = str(info["name"])[:40]
            elif kind in ("ended", "closed") and self.ended is None and not self._over:
                self.ended = str(msg.get("reason", "closed"))
                self._news("ended", self.ended)

    def _news(self, what: str, detail: Any) -> None:
        if self.on_news is not None:
            self.on_news(what, detail)

    def _apply(self, msg: dict[str, Any]) -> list[Event]:
        n = int(msg.get("n", len(self.log)))
        while len(self.log) < n:  # the table counts actions by the log's length; what they were stays on the host
            self.log.append((-1, None))
        seat = int(msg.get("seat", self.me))
        if seat != self.me:
            return self._apply_held(seat, n, msg)
        if len(self.held) > 1:
            self._note_held(seat, n, msg)
            if msg.get("public") is not None:
                self._public = wire.unpack(self.codec, msg["public"])
        if msg.get("view") is not None:
            self.state = wire.unpack(self.codec, msg["view"])
        self._to_act = tuple(int(s) for s in msg.get("to_act", ()))
        legal = msg.get("legal")
        self._legal = list(wire.unpack(self.codec, legal)) if legal is not None else None
        self._waiting = False
        self._played[self.me] = int(msg.get("played", 0))
        missing, stand_in = list(msg.get("missing", [])), list(msg.get("stand_in", []))
        if (missing, stand_in) != (self.missing, self.stand_in):
            self.missing, self.stand_in = missing, stand_in
            self._news("missing", (missing, stand_in))
        if msg.get("over"):
            self._over = True
            self.final_money = [int(m) for m in msg.get("money", [])]
            self.final_standings = [[int(s) for s in g] for g in msg.get("standings", [])]
        if msg.get("story") is not None:  # back at the seat: the game so far, as the host told it
            self._story = [list(wire.unpack(self.codec, step)) for step in msg["story"]]
        events = list(wire.unpack(self.codec, msg.get("events", [])))
        self._rounds += [list(e.money) for e in events if isinstance(e, RoundEnded)]
        self._story.append(events)
        return events

    def _note_held(self, seat: int, n: int, msg: dict[str, Any]) -> None:
        legal = msg.get("legal")
        if legal is not None:
            self._legals[seat] = (n, list(wire.unpack(self.codec, legal)))
        else:
            self._legals.pop(seat, None)
        self._acting.discard(seat)
        self._privates.discard(seat)
        if msg.get("private"):
            self._privates.add(seat)
        self._played[seat] = int(msg.get("played", 0))

    def _apply_held(self, seat: int, n: int, msg: dict[str, Any]) -> list[Event]:
        """Another seat played at this screen (hot-seat on the host's window): its view and choice; its events are
        ours again (the table shows them as `visible` gives them to whoever sits at the screen)."""
        if seat not in self.held:
            return []
        if msg.get("view") is not None:
            self._views[seat] = wire.unpack(self.codec, msg["view"])
        self._note_held(seat, n, msg)
        self.state = copy.copy(self.state)  # a new object: the table draws the views afresh
        return []

    def money_by_round(self) -> list[list[int]]:
        """Everyone's money after each round this client saw end (the results' chart; the host keeps the log),
        and at the end."""
        rounds = [list(m) for m in self._rounds]
        if self.final_money is not None and (not rounds or rounds[-1] != self.final_money):
            rounds.append(list(self.final_money))
        return rounds
