"""The Cash & Run move log: the lines its events make, as the table writes them live (some as a banner or the
stage's result too) and as the story is told again (core/narration.py). Each event is told where the table
shows it."""

from __future__ import annotations

from collections.abc import Sequence

from vegas_desktop.cashrun.model import BANK, BOARD, FACTORS, POT, RED_NUMBERS, Bet, Kind
from vegas_desktop.cashrun.moves import (
    AllPlayed,
    AuctionStarted,
    BidMade,
    BidPassed,
    BluffAccepted,
    BluffBought,
    BluffChallenged,
    BluffDiscarded,
    BluffLaid,
    CardDrawn,
    CasinoBought,
    CasinoChangedHands,
    CasinoSold,
    ChipsMoved,
    DiceRolled,
    DieRolled,
    EndAgreed,
    EndOffered,
    EndVoted,
    FinalLapEnded,
    FinalLapFailed,
    FinalLapStarted,
    FirstPlayerRolls,
    GamePlayed,
    PawnMoved,
    PawnPlaced,
    PlayerBankrupt,
    RouletteSpun,
    RoundLimitReached,
    TurnStarted,
)
from vegas_desktop.core.game import Event
from vegas_desktop.core.narration import Arg, Joined, Line, Memory, Money, Name, Words, words

SUIT_GLYPHS = "♥♦♠♣"  # hearts, diamonds, spades, clubs (the rules' order)
SUIT_KEYS = ("hearts", "diamonds", "spades", "clubs")
RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
WHY_KEYS = {"casino", "bluff card", "takeover", "debt", "pot", "grand slam", "all play", "auction", "bankrupt"}


def who(seat: int) -> Arg:
    if seat == POT:
        return words("cashrun.pot")
    if seat == BANK:
        return words("cashrun.bank")
    return Name(seat) if seat >= 0 else "?"


def casino(number: int) -> Words:
    return words(f"cashrun.casino.{number}.name")


def field(i: int) -> Words:
    f = BOARD[i]
    return casino(f.arg) if f.kind is Kind.CASINO else words(f"cashrun.field.{f.kind.value}.name")


def rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


def bet(b: Bet) -> Arg:
    """A bet in words: 'Red', 'Dozen 13–24', '2 or 5', 'J, Q, K or A', 'Hearts ♥'."""
    k, p = b.kind, b.pick
    if k == "dozen":
        return words("cashrun.bet.dozen", a=12 * p[0] + 1, b=12 * p[0] + 12)
    if k == "six":
        return words("cashrun.bet.six", a=6 * p[0] + 1, b=6 * p[0] + 6)
    if k == "two":
        return words("cashrun.bet.two", a=p[0], b=p[1])
    if k == "one":
        return words("cashrun.bet.single", a=p[0])
    if k == "suit":
        return Joined((words(f"cashrun.suit.{SUIT_KEYS[p[0]]}"), SUIT_GLYPHS[p[0]]), " ")
    return words(f"cashrun.bet.{k}")


class CashRunNarrator:
    """What the Cash & Run table says in its log, one method per kind of line; `tell` in the table's order."""

    def first(self, ev: FirstPlayerRolls) -> Line:
        return Line(words("cashrun.first", name=who(ev.first)), "gold")

    def placed(self, ev: PawnPlaced) -> Line:
        return Line(words("cashrun.log.placed", name=who(ev.seat), field=field(ev.field)), ev.seat)

    def turn(self, ev: TurnStarted) -> Line:
        key = "cashrun.log.extra_turn" if ev.extra else "cashrun.log.turn"
        return Line(words(key, name=who(ev.seat), round=ev.round), ev.seat)

    def rolled(self, ev: DiceRolled) -> Line:
        a, b = ev.dice
        return Line(words("cashrun.log.rolled", name=who(ev.seat), a=a, b=b, total=a + b), ev.seat)

    def jumped(self, ev: PawnMoved) -> Line | None:
        if not ev.jump:
            return None
        return Line(words("cashrun.log.jump", name=who(ev.seat), field=field(ev.path[-1])))

    def chips(self, ev: ChipsMoved) -> Line:
        why = ev.why if ev.why in WHY_KEYS else "debt"
        text = words(
            "cashrun.log.chips",
            source=who(ev.source),
            target=who(ev.target),
            amount=Money(ev.amount),
            why=words(f"cashrun.why.{why.replace(' ', '_')}"),
        )
        return Line(text)

    def bought(self, ev: CasinoBought) -> Line:
        return Line(words("cashrun.log.bought", name=who(ev.seat), casino=casino(ev.casino)))

    def changed(self, ev: CasinoChangedHands) -> Line:
        if ev.after < 0:
            return Line(words("cashrun.log.for_sale", casino=casino(ev.casino)))
        return Line(words("cashrun.log.changed", casino=casino(ev.casino), name=who(ev.after), before=who(ev.before)))

    def bluff_back(self, ev: BluffBought | BluffDiscarded) -> Line:
        key = "cashrun.log.bluff_bought" if isinstance(ev, BluffBought) else "cashrun.log.bluff_discarded"
        return Line(words(key, name=who(ev.seat)))

    def spun(self, n: int) -> Line:
        """One spin of the wheel (a zero spins again)."""
        if n == 0:
            return Line(words("cashrun.zero"))
        colour = words("cashrun.red") if n in RED_NUMBERS else words("cashrun.black")
        return Line(words("cashrun.log.spun", n=n, colour=colour))

    def die(self, ev: DieRolled) -> Line:
        return Line(words("cashrun.log.die", n=ev.value))

    def card(self, ev: CardDrawn) -> Line:
        return Line(words("cashrun.log.card", card=f"{rank_text(ev.rank)}{SUIT_GLYPHS[ev.suit]}"))

    def played(self, ev: GamePlayed) -> Line:
        what = bet(ev.bet) if ev.bet is not None else ""
        key = f"cashrun.played.{ev.what}.{'won' if ev.won else 'lost'}"
        text = words(key, name=who(ev.seat), bet=what, stake=Money(ev.stake))
        if ev.won and ev.what == "visit" and ev.bet is not None:
            text = words("cashrun_board.won_amount", text=text, amount=Money(ev.stake * FACTORS[ev.bet.kind]))
        return Line(text, "won" if ev.won else "lost")

    def bluff_laid(self, ev: BluffLaid) -> Line:
        return Line(words("cashrun.log.bluff_laid", name=who(ev.seat)))

    def accepted(self, ev: BluffAccepted) -> Line:
        return Line(words("cashrun.log.accepted", name=who(ev.judge)))

    def challenged(self, ev: BluffChallenged) -> Line:
        key = "cashrun.log.challenge_valid" if ev.valid else "cashrun.log.challenge_bluff"
        return Line(words(key, name=who(ev.judge)), "won" if ev.valid else "lost")

    def all_played(self, ev: AllPlayed) -> Line:
        results = Joined(tuple(Joined((who(s), str(v)), " ") for s, v in ev.results))
        return Line(words("cashrun.log.all_play", results=results))

    def auction(self, ev: AuctionStarted) -> Line:
        key = "cashrun.log.auction_forced" if ev.forced else "cashrun.log.auction"
        return Line(words(key, name=who(ev.seller), casino=casino(ev.casino)), "gold")

    def bid(self, ev: BidMade | BidPassed) -> Line:
        tone = ev.seat if ev.seat >= 0 else "paper"
        if isinstance(ev, BidPassed):
            return Line(words("cashrun.log.pass", name=who(ev.seat)), tone)
        return Line(words("cashrun.log.bid", name=who(ev.seat), amount=Money(ev.amount)), tone)

    def sold(self, ev: CasinoSold) -> Line:
        if ev.buyer == BANK:
            return Line(words("cashrun.log.sold_bank", casino=casino(ev.casino), price=Money(ev.price)), "gold")
        text = words("cashrun.log.sold", casino=casino(ev.casino), name=who(ev.buyer), price=Money(ev.price))
        return Line(text, "gold")

    def bankrupt(self, ev: PlayerBankrupt) -> list[Line]:
        """Said in the log, then once more by the banner."""
        text = words("cashrun.log.bankrupt", name=who(ev.seat))
        return [Line(text, "danger"), Line(text, "gold")]

    def lap_started(self, ev: FinalLapStarted) -> Line:
        return Line(words("cashrun.lap_started", name=who(ev.seat)), "gold")

    def lap_failed(self, ev: FinalLapFailed) -> Line:
        return Line(words("cashrun.lap_failed", name=who(ev.seat)))

    def lap_ended(self, ev: FinalLapEnded) -> Line:
        return Line(words("cashrun.lap_ended", name=who(ev.seat), casino=casino(ev.casino)), "danger")

    def round_limit(self, ev: RoundLimitReached) -> Line:
        return Line(words("cashrun.round_limit", n=ev.round), "gold")

    def offered(self, ev: EndOffered) -> Line:
        return Line(words("cashrun.log.offered", rounds=ev.rounds, names=Joined(tuple(who(s) for s in ev.voters))))

    def voted(self, ev: EndVoted) -> Line:
        return Line(words("cashrun.log.voted_yes" if ev.agree else "cashrun.log.voted_no", name=who(ev.seat)))

    def agreed(self, ev: EndAgreed) -> Line:
        return Line(words("cashrun.offer.agreed"), "gold")

    def lines(self, ev: Event) -> list[Line]:  # noqa: C901 - one branch per event type, each small
        """The lines one event makes, in the order the table writes them."""
        if isinstance(ev, FirstPlayerRolls):
            return [self.first(ev)]
        if isinstance(ev, PawnPlaced):
            return [self.placed(ev)]
        if isinstance(ev, TurnStarted):
            return [self.turn(ev)]
        if isinstance(ev, DiceRolled):
            return [self.rolled(ev)]
        if isinstance(ev, PawnMoved):
            jumped = self.jumped(ev)
            return [] if jumped is None else [jumped]
        if isinstance(ev, ChipsMoved):
            return [self.chips(ev)]
        if isinstance(ev, CasinoBought):
            return [self.bought(ev)]
        if isinstance(ev, CasinoChangedHands):
            return [self.changed(ev)]
        if isinstance(ev, BluffBought | BluffDiscarded):
            return [self.bluff_back(ev)]
        if isinstance(ev, RouletteSpun):
            return [self.spun(n) for n in ev.numbers]
        if isinstance(ev, DieRolled):
            return [self.die(ev)]
        if isinstance(ev, CardDrawn):
            return [self.card(ev)]
        if isinstance(ev, GamePlayed):
            return [self.played(ev)]
        if isinstance(ev, BluffLaid):
            return [self.bluff_laid(ev)]
        if isinstance(ev, BluffAccepted):
            return [self.accepted(ev)]
        if isinstance(ev, BluffChallenged):
            return [self.challenged(ev)]
        if isinstance(ev, AllPlayed):
            return [self.all_played(ev)]
        if isinstance(ev, AuctionStarted):
            return [self.auction(ev)]
        if isinstance(ev, BidMade | BidPassed):
            return [self.bid(ev)]
        if isinstance(ev, CasinoSold):
            return [self.sold(ev)]
        if isinstance(ev, PlayerBankrupt):
            return self.bankrupt(ev)
        if isinstance(ev, FinalLapStarted):
            return [self.lap_started(ev)]
        if isinstance(ev, FinalLapFailed):
            return [self.lap_failed(ev)]
        if isinstance(ev, FinalLapEnded):
            return [self.lap_ended(ev)]
        if isinstance(ev, RoundLimitReached):
            return [self.round_limit(ev)]
        if isinstance(ev, EndOffered):
            return [self.offered(ev)]
        if isinstance(ev, EndVoted):
            return [self.voted(ev)]
        if isinstance(ev, EndAgreed):
            return [self.agreed(ev)]
        return []

    def tell(self, events: Sequence[Event], viewer: int, memory: Memory) -> list[Line]:
        return [line for ev in events for line in self.lines(ev)]


NARRATOR = CashRunNarrator()
