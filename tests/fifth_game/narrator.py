"""Pig & Bet's move log: one line per event, as the seat at the screen may see it (a secret bet names its target
only to the bettor)."""

from __future__ import annotations

from collections.abc import Sequence

from vegas_desktop.core.game import Event
from vegas_desktop.core.narration import Joined, Line, Memory, Money, Name, words

from .rules import Banked, BetMade, BetsPaid, BetsRevealed, Busted, DieRolled, RoundBegan


class PigNarrator:
    def line(self, ev: Event) -> Line | None:
        if isinstance(ev, RoundBegan):
            return Line(words("pigbet.log.round", n=ev.round), "gold")
        if isinstance(ev, BetMade):
            if ev.on is None:
                return Line(words("pigbet.log.bet_laid", name=Name(ev.seat)), ev.seat)
            return Line(words("pigbet.log.bet_on", name=Name(ev.seat), on=Name(ev.on)), ev.seat)
        if isinstance(ev, BetsRevealed):
            return Line(words("pigbet.revealed"))
        if isinstance(ev, DieRolled):
            return Line(words("pigbet.log.rolled", name=Name(ev.seat), face=ev.face), ev.seat)
        if isinstance(ev, Busted):
            return Line(words("pigbet.bust", name=Name(ev.seat)), "danger")
        if isinstance(ev, Banked):
            return Line(words("pigbet.banked_note", name=Name(ev.seat), money=Money(ev.amount)), ev.seat)
        if isinstance(ev, BetsPaid):
            if not ev.winners:
                return Line(words("pigbet.paid_none"))
            return Line(words("pigbet.paid", names=Joined(tuple(Name(s) for s in ev.winners))), "gold")
        return None

    def tell(self, events: Sequence[Event], viewer: int, memory: Memory) -> list[Line]:
        return [line for line in (self.line(ev) for ev in events) if line is not None]


NARRATOR = PigNarrator()
