"""The move log on screen: lines kept as meaning (core/narration.py) and rendered when drawn, and the whole story
told again from events whenever a table opens on a game in progress (Continue, undo, a replay's jump, a network
rejoin, a resumed lesson).

A game's table keeps its lines in a `LogHolder` (its display model, declared to the table as `TableParts.log`);
its `LogPaint` says what the line's seats are called and which colour each tone is, read at draw time: a switch of
language or of the colour-blind palette shows every old line anew.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from vegas_desktop import games
from vegas_desktop import text as texts
from vegas_desktop.app import style
from vegas_desktop.core.narration import Arg, Joined, Line, Money, Name, retold

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.base import TableScene

Colour = tuple[int, int, int]
Shown = tuple[str, Colour]
LOG_KEEP = 100_000  # every entry of even the longest game (a bound only against a runaway)


@dataclass
class LogPaint:
    """How one table writes its log lines: the seats' names and the colour of every tone (a seat's through
    `seat_colour`, which reads the palette of the moment, the game's other log colours by name)."""

    names: Sequence[str]
    seat_colour: Callable[[int], Colour]
    tones: Mapping[str, Colour] = field(default_factory=dict)
    # the lines last rendered, with the language, palette and names they were rendered in
    _memo: tuple[Any, list[Line], list[Shown]] | None = field(default=None, init=False, repr=False, compare=False)

    def text(self, arg: Arg) -> str:
        if isinstance(arg, str):
            return arg
        if isinstance(arg, int):
            return str(arg)
        if isinstance(arg, Name):
            return self.names[arg.seat] if 0 <= arg.seat < len(self.names) else "?"
        if isinstance(arg, Money):
            return style.money(arg.amount)
        if isinstance(arg, Joined):
            return arg.sep.join(self.text(p) for p in arg.parts)
        values = {k: self.text(v) for k, v in arg.args}
        return texts.t(arg.key, **values) if arg.count is None else texts.tn(arg.key, arg.count, **values)

    def colour(self, line: Line) -> Colour:
        if isinstance(line.tone, int):
            return self.seat_colour(line.tone)
        return self.tones.get(line.tone, style.PAPER)

    def render(self, line: Line) -> Shown:
        return (self.text(line.text), self.colour(line))

    def shown(self, lines: list[Line]) -> list[Shown]:
        """`lines` as text and colour now; rendered again only for new lines or a new language or palette."""
        key = (texts.version(), style.colour_blind(), tuple(self.names))
        memo = self._memo
        if memo is not None and memo[0] == key:
            old, done = memo[1], memo[2]
            n = len(old)
            if len(lines) >= n and all(a is b for a, b in zip(old, lines)):  # noqa: B905 (prefix)
                if len(lines) > n:
                    done = done + [self.render(line) for line in lines[n:]]
                    self._memo = (key, list(lines), done)
                return done
        done = [self.render(line) for line in lines]
        self._memo = (key, list(lines), done)
        return done

    def version(self) -> tuple[int, bool]:
        """Changes when rendered lines would read otherwise (drawing caches compare it)."""
        return (texts.version(), style.colour_blind())


def quiet_paint() -> LogPaint:
    """A paint for a log before its table names its seats (every line in the paper colour)."""
    return LogPaint([], lambda seat: style.PAPER)


class LogHolder(Protocol):
    """Where a table keeps its move log (the game's display model)."""

    log: list[Line]
    log_scroll: int  # lines scrolled back from the newest
    log_paint: LogPaint


def shown(holder: LogHolder) -> list[Shown]:
    """The holder's lines as they read now."""
    return holder.log_paint.shown(holder.log)


def story(table: TableScene[Any]) -> list[Line]:
    """The table's match told from its first event to now, as the table's viewer sees it."""
    match = table.match
    narrator = games.descriptor(match.game).narrator
    return retold(match.rules, narrator, match.story_steps(), table.viewer)


def retell(table: TableScene[Any]) -> None:
    """Give a table that opens on a game in progress its story so far (newest line at the bottom)."""
    holder = table.parts.log
    if holder is None or not table.match.log:
        return
    holder.log[:] = story(table)[-LOG_KEEP:]
    holder.log_scroll = 0
