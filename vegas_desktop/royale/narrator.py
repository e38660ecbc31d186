"""The Las Vegas Royale move log: the lines its events make, as the table writes them live (many as a floating
note too) and as the story is told again (core/narration.py). Each event is told where the table shows it."""

from __future__ import annotations

from collections.abc import Sequence

from vegas_desktop.core.game import Event
from vegas_desktop.core.narration import Arg, Joined, Line, Memory, Money, Name, Words, words
from vegas_desktop.royale.model import BLACK, BLACK_BOX, GREY, NEUTRAL
from vegas_desktop.royale.moves import (
    BadLuckDue,
    BadLuckPaid,
    BillPaid,
    BillsReturned,
    BlackDieChosen,
    BoxPicked,
    BoxSplitMade,
    DiceMoved,
    DicePlaced,
    DiceThrown,
    FiftyFiftyRolled,
    JetonsChanged,
    JetonSkip,
    KnockoutChosen,
    LuckyPunchChosen,
    LuckyPunchResolved,
    MoneyPaid,
    PlaqueMoved,
    PlayerSkipped,
    RoundStarted,
    ThrowVoid,
    TieCancelled,
    TileActivated,
)

QUIET_MOVES = ("scoring", "handicap_setup")  # dice moved by these go without a word
QUIET_JETONS = ("round", "skip")  # a skip has its own line ("pays a jeton and skips")


def who(owner: int) -> Arg:
    """A seat's name, or the grey dice / the 2-player neutral colour as pseudo-players."""
    if owner == GREY:
        return words("royale.grey")
    if owner == NEUTRAL:
        return words("royale.neutral")
    return Name(owner)


def casino(number: int) -> Words:
    return words(f"table.casino.{number}")


def tile(key: str) -> Words:
    return words(f"royale.tile.{key}.name")


def prize(index: int) -> Arg:
    """A Black Box plaque's prize: "2J", "40k", or a dash for the empty one."""
    won = BLACK_BOX[index]
    if won is None:
        return "—"
    what, amount = won
    return words("royale.short_jetons", n=amount) if what == "jetons" else words("royale.short_money", k=amount)


def names(seats: Sequence[int]) -> Joined:
    return Joined(tuple(who(s) for s in seats))


class RoyaleNarrator:
    """What the Royale table says in its log, one method per kind of line; `tell` in the table's order."""

    def round_started(self, ev: RoundStarted) -> Line:
        shown = tuple(tile(x) for x in ev.tiles if x is not None)
        tiles: Arg = Joined(shown) if shown else words("royale.no_tiles")
        return Line(words("royale.log_round", n=ev.round, tiles=tiles), "gold")

    def skipped(self, ev: PlayerSkipped) -> Line:
        return Line(words("table.log_skipped", name=who(ev.player)), "paper")

    def threw(self, ev: DiceThrown) -> Line:
        faces = " ".join(str(x.value) for x in ev.dice)
        if ev.dice and ev.dice[0].kind == BLACK:
            return Line(words("royale.log_black", name=who(ev.player), faces=faces), "black")
        return Line(words("table.log_threw", name=who(ev.player), faces=faces), ev.player)

    def placed(self, ev: DicePlaced) -> Line | None:
        if ev.player < 0:
            return None
        count, where = len(ev.dice), casino(ev.casino)
        text = words("table.log_placed", name=who(ev.player), count=count, value=ev.value, casino=where)
        return Line(text, ev.player)

    def jeton_skip(self, ev: JetonSkip) -> Line:
        return Line(words("royale.log_skip", name=who(ev.player)), "paper")

    def void(self, ev: ThrowVoid) -> Line:
        return Line(words("royale.log_void", name=who(ev.player)), "paper")

    def moved(self, ev: DiceMoved) -> Line | None:
        if ev.reason in QUIET_MOVES:
            return None
        return Line(words(f"royale.moved.{ev.reason}", len(ev.dice)), "moved")

    def jetons(self, ev: JetonsChanged) -> Line | None:
        if ev.reason in QUIET_JETONS:
            return None
        key = "royale.jetons_plus" if ev.delta > 0 else "royale.jetons_minus"
        why = words(f"royale.reason.{ev.reason}")
        return Line(words(key, abs(ev.delta), name=who(ev.player), why=why), ev.player)

    def bank_pays(self, ev: MoneyPaid) -> Line:
        why = words(f"royale.reason.{ev.reason}")
        return Line(words("royale.bank_pays", name=who(ev.player), amount=Money(ev.amount), why=why), ev.player)

    def tile(self, ev: TileActivated) -> Line:
        return Line(words("royale.log_tile", name=who(ev.player), tile=tile(ev.tile)), "gold")

    def plaque(self, ev: PlaqueMoved) -> Line:
        if ev.tile == "E1":
            text = words("royale.log_closed", casino=casino(ev.holder)) if ev.holder else words("royale.log_open")
        elif ev.holder is None:
            text = words("royale.log_plaque_back", tile=tile(ev.tile))
        else:
            text = words("royale.log_plaque", tile=tile(ev.tile), name=who(ev.holder))
        return Line(text, "gold")

    def lucky_chosen(self, ev: LuckyPunchChosen) -> Line:
        return Line(words("royale.log_lucky_chosen", name=who(ev.player)), "highlight")

    def lucky_resolved(self, ev: LuckyPunchResolved) -> Line:
        key = "royale.log_lucky_right" if ev.guess == ev.count else "royale.log_lucky_wrong"
        text = words(key, guesser=who(ev.guesser), guess=ev.guess, count=ev.count, name=who(ev.player))
        return Line(text, "gold")

    def knockout_chosen(self, ev: KnockoutChosen) -> Line:
        return Line(words("royale.log_knockout_chosen", name=who(ev.player)), "paper")

    def black_chosen(self, ev: BlackDieChosen) -> Line:
        effect = words(f"royale.choice.black_{ev.value}", value=ev.value)
        return Line(words("royale.log_black_chosen", name=who(ev.player), value=ev.value, effect=effect), "gold")

    def fifty(self, ev: FiftyFiftyRolled) -> Line:
        if ev.call == "start":
            return Line(words("royale.log_fifty_start", total=ev.total), "gold")
        key = "royale.log_fifty_right" if ev.right else "royale.log_fifty_wrong"
        return Line(words(key, call=words(f"royale.call.{ev.call}"), total=ev.total), "gold")

    def box_split(self, ev: BoxSplitMade) -> Line:
        a, b = ev.sizes
        return Line(words("royale.log_box_split", name=who(ev.splitter), a=a, b=b), "gold")

    def box_picked(self, ev: BoxPicked) -> Line:
        prizes = Joined(tuple(prize(i) for i in ev.plaques))
        return Line(words("royale.log_box_pick", name=who(ev.winner), group="AB"[ev.group], prizes=prizes), "gold")

    def bad_luck(self, ev: BadLuckDue) -> Line:
        return Line(words("royale.log_bad_luck", names=names(ev.players)), "danger")

    def fine(self, ev: BadLuckPaid) -> Line:
        amount = Money(sum(ev.cards) - ev.change)
        return Line(words("royale.log_fine", ev.jetons, name=who(ev.player), amount=amount), "danger")

    def tie(self, ev: TieCancelled) -> Line:
        if ev.field == "double_down":
            return Line(words("royale.log_tie_dd", names=names(ev.players)), "danger")
        return Line(words("table.log_tie", casino=casino(ev.casino), names=names(ev.players)), "danger")

    def paid(self, ev: BillPaid) -> Line:
        text = words("table.log_paid", name=who(ev.player), amount=Money(ev.amount), casino=casino(ev.casino))
        return Line(text, ev.player)

    def returned(self, ev: BillsReturned) -> Line:
        return Line(words("royale.log_returned", len(ev.bills), casino=casino(ev.casino)), "paper")

    def line(self, ev: Event) -> Line | None:  # noqa: C901 - one branch per event type, each small
        """The line one event makes (None: it goes without a word)."""
        if isinstance(ev, RoundStarted):
            return self.round_started(ev)
        if isinstance(ev, PlayerSkipped):
            return self.skipped(ev)
        if isinstance(ev, DiceThrown):
            return self.threw(ev)
        if isinstance(ev, DicePlaced):
            return self.placed(ev)
        if isinstance(ev, DiceMoved):
            return self.moved(ev)
        if isinstance(ev, JetonsChanged):
            return self.jetons(ev)
        if isinstance(ev, MoneyPaid):
            return self.bank_pays(ev)
        if isinstance(ev, JetonSkip):
            return self.jeton_skip(ev)
        if isinstance(ev, ThrowVoid):
            return self.void(ev)
        if isinstance(ev, TileActivated):
            return self.tile(ev)
        if isinstance(ev, PlaqueMoved):
            return self.plaque(ev)
        if isinstance(ev, LuckyPunchChosen):
            return self.lucky_chosen(ev)
        if isinstance(ev, LuckyPunchResolved):
            return self.lucky_resolved(ev)
        if isinstance(ev, KnockoutChosen):
            return self.knockout_chosen(ev)
        if isinstance(ev, BlackDieChosen):
            return self.black_chosen(ev)
        if isinstance(ev, FiftyFiftyRolled):
            return self.fifty(ev)
        if isinstance(ev, BoxSplitMade):
            return self.box_split(ev)
        if isinstance(ev, BoxPicked):
            return self.box_picked(ev)
        if isinstance(ev, BadLuckDue):
            return self.bad_luck(ev)
        if isinstance(ev, BadLuckPaid):
            return self.fine(ev)
        if isinstance(ev, TieCancelled):
            return self.tie(ev)
        if isinstance(ev, BillPaid):
            return self.paid(ev)
        if isinstance(ev, BillsReturned):
            return self.returned(ev)
        return None

    def tell(self, events: Sequence[Event], viewer: int, memory: Memory) -> list[Line]:
        lines: list[Line] = []
        for ev in events:
            if isinstance(ev, RoundStarted):
                memory.round = ev.round
            if isinstance(ev, PlayerSkipped):
                if (memory.round, ev.player) in memory.said:  # said once a round, as the table says it
                    continue
                memory.said.add((memory.round, ev.player))
            line = self.line(ev)
            if line is not None:
                lines.append(line)
        return lines


NARRATOR = RoyaleNarrator()
