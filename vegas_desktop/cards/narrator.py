"""The card game's move log: the lines its events make, as the table writes them live and as the story is told
again (core/narration.py). The round's scoring is told casino by casino, as the table shows it."""

from __future__ import annotations

from collections.abc import Sequence

from vegas_desktop.cards.moves import (
    BillPaid,
    BillsRemoved,
    CardsPlaced,
    PickMade,
    PlayerOut,
    RoundEnded,
    RoundStarted,
    TieCancelled,
)
from vegas_desktop.core.game import Event
from vegas_desktop.core.narration import Joined, Line, Memory, Money, Name, Words, words

SCORING = (TieCancelled, BillPaid, BillsRemoved)


def casino(number: int) -> Words:
    return words(f"common.casino.{number}")


class CardsNarrator:
    """What the card table says in its log, one method per kind of line; `tell` in the table's order."""

    def round_started(self, ev: RoundStarted) -> Line:
        return Line(words("cards.log_round", n=ev.round), "gold")

    def picked(self, ev: PickMade) -> Line:
        return Line(words("cards.log_picked", name=Name(ev.player)), ev.player)

    def placed(self, ev: CardsPlaced) -> Line:
        dice = sum(c.dice for c in ev.cards)
        return Line(words("cards.log_placed", dice, name=Name(ev.player), casino=casino(ev.casino)), ev.player)

    def out(self, ev: PlayerOut) -> Line:
        return Line(words("cards.log_out", ev.placed, name=Name(ev.player)), "danger")

    def tie(self, ev: TieCancelled) -> Line:
        names = Joined(tuple(Name(p) for p in ev.players))
        return Line(words("cards.log_tie", casino=casino(ev.casino), names=names), "danger")

    def paid(self, ev: BillPaid) -> Line:
        text = words("cards.log_paid", name=Name(ev.player), amount=Money(ev.amount), casino=casino(ev.casino))
        return Line(text, ev.player)

    def removed(self, ev: BillsRemoved) -> Line:
        return Line(words("cards.log_removed", len(ev.bills), casino=casino(ev.casino)), "paper")

    def scoring(self, events: Sequence[Event]) -> list[Line]:
        """The round's scoring, casino by casino: ties, payouts, then the bills that leave the game."""
        lines: list[Line] = []
        for number in range(1, 7):
            lines += [self.tie(e) for e in events if isinstance(e, TieCancelled) and e.casino == number]
            lines += [self.paid(e) for e in events if isinstance(e, BillPaid) and e.casino == number]
            lines += [self.removed(e) for e in events if isinstance(e, BillsRemoved) and e.casino == number]
        return lines

    def tell(self, events: Sequence[Event], viewer: int, memory: Memory) -> list[Line]:
        lines: list[Line] = []
        for ev in events:
            if isinstance(ev, RoundStarted):
                lines.append(self.round_started(ev))
            elif isinstance(ev, PickMade):
                lines.append(self.picked(ev))
            elif isinstance(ev, CardsPlaced):
                lines.append(self.placed(ev))
            elif isinstance(ev, PlayerOut):
                lines.append(self.out(ev))
            elif isinstance(ev, SCORING):
                memory.held.append(ev)
            elif isinstance(ev, RoundEnded):
                lines += self.scoring(memory.held)
                memory.held = []
        return lines


NARRATOR = CardsNarrator()
