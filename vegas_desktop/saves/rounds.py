"""Where rounds begin in a recorded game (shared by the replay stepper and the history's money per round)."""

from __future__ import annotations

from vegas_desktop.core.events import RoundEnded
from vegas_desktop.core.game import Event
from vegas_desktop.match import Match


def round_number(match: Match) -> int | None:
    """The round the match is in, if its state counts rounds (every game of the family does)."""
    number = getattr(match.state, "round", None)
    return number if isinstance(number, int) and not isinstance(number, bool) else None


def new_round(before: int | None, match: Match, events: list[Event]) -> bool:
    """Whether the step that gave `events` began a new round: the state's round count moved on, or (for a
    state without one) a round ended. Cash & Run counts its rounds without round events, so the count decides."""
    if before is not None:
        return round_number(match) != before
    return any(isinstance(e, RoundEnded) for e in events)
