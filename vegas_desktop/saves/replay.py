"""Stepping over a recorded game: forward, back, to any move or round, every seat's hidden information open.

The table's replay bar (scenes/replay.py) drives a real table with this; it holds no pygame. A position is the
seed plus the first `cursor` logged actions, so stepping back replays from the seed (chance lives in the state:
the dice and cards come out the same every time) and costs milliseconds even for a long game.
"""

from __future__ import annotations

from typing import Any

from vegas_desktop import games
from vegas_desktop.core.game import Event
from vegas_desktop.match import Match, Seat
from vegas_desktop.saves.rounds import new_round, round_number
from vegas_desktop.saves.savefile import DECODE_ERRORS, SavedGame, SaveError


def decode_log(saved: SavedGame) -> list[tuple[int, Any]]:
    """The save's actions as (seat, action); raises SaveError naming the first move that cannot be decoded."""
    codec = games.codec_for(saved.game)
    out: list[tuple[int, Any]] = []
    for n, (seat, raw) in enumerate(saved.actions):
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(saved.seats):
            raise SaveError("saves.error.move", move=n + 1)
        try:
            out.append((seat, codec.decode(raw)))
        except DECODE_ERRORS:
            raise SaveError("saves.error.move", move=n + 1) from None
    return out


def bare_match(saved: SavedGame, agents: list[Any] | None = None) -> Match:
    """The save's match before its first action, seats named and coloured as saved (agents: none, or given)."""
    try:
        options = games.parse_options(saved.game, saved.options)
    except ValueError as exc:
        raise SaveError("saves.error.options", reason=str(exc)) from None
    low, high = games.descriptor(saved.game).seats
    if not low <= len(saved.seats) <= high:
        raise SaveError("saves.error.seats", seats=len(saved.seats), low=low, high=high)
    seats = [Seat(s.name, agents[i] if agents else None, s.colour, s.kind) for i, s in enumerate(saved.seats)]
    return Match(saved.game, games.rules_for(saved.game), seats, saved.seed, options)


class Replay:
    """A recorded game with a cursor: `cursor` actions of the log have been played on `match`.

    `forward()` plays one more, `back()` takes one back, `jump(n)` goes to any move, `jump_to_round(r)` to the
    first move of round r. `views()` is every seat's view at the cursor (each seat's hidden information, shown
    openly); `events` are the last step's events unredacted. The whole log is checked against the rules when
    the replay is made, so a damaged log is refused up front (SaveError) instead of half-way through watching.
    """

    def __init__(self, saved: SavedGame) -> None:
        self.saved = saved
        self.actions = decode_log(saved)
        self.round_starts: list[int] = [0]  # cursor at which each round has just started (round r at index r-1)
        self.match = bare_match(saved)
        for n, (seat, action) in enumerate(self.actions):
            before = round_number(self.match)
            try:
                if action not in self.match.legal(seat):
                    raise SaveError("saves.error.move", move=n + 1)
                events = self.match.play(seat, action)
            except DECODE_ERRORS:  # a damaged log reaching the rules: refused up front, never half-way
                raise SaveError("saves.error.move", move=n + 1) from None
            if not self.match.over and new_round(before, self.match, events):
                self.round_starts.append(n + 1)
        self.final_money: list[int] = self.match.rules.money(self.match.state)
        self.finished: bool = self.match.over
        self.cursor = 0
        self.events: list[Event] = []
        self.jump(0)

    def __len__(self) -> int:
        return len(self.actions)

    @property
    def at_start(self) -> bool:
        return self.cursor == 0

    @property
    def at_end(self) -> bool:
        return self.cursor == len(self.actions)

    @property
    def next_action(self) -> tuple[int, Any] | None:
        """Who acts next in the log and what they did; None at the end."""
        return None if self.at_end else self.actions[self.cursor]

    @property
    def rounds(self) -> int:
        return len(self.round_starts)

    def round_at(self, cursor: int | None = None) -> int:
        """The round being played at `cursor` (default: now), 1-based; 0 before the first round starts."""
        at = self.cursor if cursor is None else cursor
        return sum(1 for start in self.round_starts if start <= at)

    def forward(self) -> list[Event]:
        """Play the next logged action; its events (unredacted). At the end nothing happens ([])."""
        if self.at_end:
            return []
        seat, action = self.actions[self.cursor]
        self.events = self.match.play(seat, action)
        self.cursor += 1
        return self.events

    def back(self) -> None:
        """One action back (rebuilt from the seed); at the start nothing happens."""
        if self.cursor > 0:
            self.jump(self.cursor - 1)

    def jump(self, cursor: int) -> None:
        """To the position after `cursor` actions (clamped to the log), replayed from the seed."""
        target = max(0, min(len(self.actions), cursor))
        if target < self.cursor or target == 0:
            self.match = bare_match(self.saved)
            self.cursor = 0
            self.events = list(self.match.opening_events)
        while self.cursor < target:  # ends: each pass moves the cursor one on
            self.forward()

    def jump_to_round(self, number: int) -> None:
        """To the start of round `number` (1-based, clamped to the rounds the game had)."""
        if not self.round_starts:
            self.jump(0)
            return
        index = max(1, min(len(self.round_starts), number)) - 1
        self.jump(self.round_starts[index])

    def next_round(self) -> None:
        """To the start of the next round, or to the end after the last one."""
        later = [s for s in self.round_starts if s > self.cursor]
        self.jump(later[0] if later else len(self.actions))

    def previous_round(self) -> None:
        """To the start of this round, or of the one before if this one has only just started."""
        earlier = [s for s in self.round_starts if s < self.cursor]
        self.jump(earlier[-1] if earlier else 0)

    def views(self) -> list[Any]:
        """Every seat's view now: all hands and hidden pieces, each through its owner's eyes."""
        return [self.match.view(seat) for seat in range(len(self.match.seats))]

    def money(self) -> list[int]:
        return self.match.rules.money(self.match.state)
