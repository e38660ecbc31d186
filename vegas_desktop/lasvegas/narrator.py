"""The Las Vegas move log: the lines its events make, as the table writes them live and as the story is told
again (core/narration.py). The round's scoring is told casino by casino, as the table shows it."""

from __future__ import annotations

from collections.abc import Sequence

from vegas_desktop.core.events import BillPaid, BillsReturned, NeutralWon, RoundEnded, RoundStarted, TieCancelled
from vegas_desktop.core.game import Event
from vegas_desktop.core.narration import Arg, Joined, Line, Memory, Money, Name, Words, words
from vegas_desktop.lasvegas.moves import DicePlaced, DiceThrown, DieKicked, PlayerSkipped, RainbowReplaced

SCORING = (RainbowReplaced, TieCancelled, BillPaid, NeutralWon, BillsReturned)


def who(seat: int) -> Arg:
    """A seat's name; the white dice (seat -1) are named as such."""
    return Name(seat) if seat >= 0 else words("table.white_dice")


def casino(number: int) -> Words:
    return words(f"table.casino.{number}")


class LasVegasNarrator:
    """One line per thing the table says in its log; `tell` puts them in the table's order."""

    def round_started(self, ev: RoundStarted) -> Line:
        return Line(words("table.log_round", n=ev.round), "gold")

    def skipped(self, ev: PlayerSkipped) -> Line:
        return Line(words("table.log_skipped", name=who(ev.player)), "quiet")

    def threw(self, ev: DiceThrown) -> Line:
        faces = " ".join(str(v) for v in sorted(x.value for x in ev.dice))
        return Line(words("table.log_threw", name=who(ev.player), faces=faces), ev.player)

    def placed(self, ev: DicePlaced) -> Line:
        count, where = len(ev.dice), casino(ev.casino)
        text = words("table.log_placed", name=who(ev.player), count=count, value=ev.value, casino=where)
        return Line(text, ev.player)

    def kicked(self, ev: DieKicked) -> Line:
        text = words("table.log_kicked", name=who(ev.kicker.owner), victim=who(ev.die.owner), casino=casino(ev.casino))
        return Line(text, "kick")

    def rainbow(self, ev: RainbowReplaced) -> Line:
        said = words("table.rainbow", amount=Money(ev.drawn)) if ev.drawn else words("table.rainbow_none")
        return Line(Joined((casino(ev.casino), said), ": "), "rainbow")

    def tie(self, ev: TieCancelled) -> Line:
        names = Joined(tuple(who(p) for p in ev.players))
        return Line(words("table.log_tie", casino=casino(ev.casino), names=names), "danger")

    def paid(self, ev: BillPaid | NeutralWon) -> Line:
        player = ev.player if isinstance(ev, BillPaid) else -1
        text = words("table.log_paid", name=who(player), amount=Money(ev.amount), casino=casino(ev.casino))
        return Line(text, "paper" if player < 0 else player)

    def returned(self, ev: BillsReturned) -> Line:
        return Line(words("table.log_returned", len(ev.bills), casino=casino(ev.casino)), "quiet")

    def scoring(self, events: Sequence[Event]) -> list[Line]:
        """The round's scoring: rainbow cards first, then each casino's ties, payouts and returned bills."""
        lines = [self.rainbow(e) for e in events if isinstance(e, RainbowReplaced)]
        for number in sorted({e.casino for e in events if isinstance(e, SCORING)}):
            lines += [self.tie(e) for e in events if isinstance(e, TieCancelled) and e.casino == number]
            lines += [self.paid(e) for e in events if isinstance(e, BillPaid | NeutralWon) and e.casino == number]
            lines += [self.returned(e) for e in events if isinstance(e, BillsReturned) and e.casino == number]
        return lines

    def tell(self, events: Sequence[Event], viewer: int, memory: Memory) -> list[Line]:
        lines: list[Line] = []
        for ev in events:
            if isinstance(ev, RoundStarted):
                memory.round = ev.round
                lines.append(self.round_started(ev))
            elif isinstance(ev, PlayerSkipped):
                if (memory.round, ev.player) not in memory.said:  # said once a round, as the table says it
                    memory.said.add((memory.round, ev.player))
                    lines.append(self.skipped(ev))
            elif isinstance(ev, DiceThrown):
                lines.append(self.threw(ev))
            elif isinstance(ev, DicePlaced):
                lines.append(self.placed(ev))
            elif isinstance(ev, DieKicked):
                lines.append(self.kicked(ev))
            elif isinstance(ev, SCORING):
                memory.held.append(ev)
            elif isinstance(ev, RoundEnded):
                lines += self.scoring(memory.held)
                memory.held = []
        return lines


NARRATOR = LasVegasNarrator()
