"""Cash & Run's actions (what a seat may decide) and events (what happened, for animation and logs)."""

from __future__ import annotations

from dataclasses import dataclass

from vegas_desktop.cashrun.model import Bet
from vegas_desktop.core.events import GameEnded

__all__ = ["GameEnded"]  # re-exported: every game ends with the shared event


# -- actions -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class StartAt:
    """Set-up: the pawn starts on the field of this own casino."""

    casino: int


@dataclass(frozen=True)
class Roll:
    """Throw the two dice and move."""


@dataclass(frozen=True)
class StartFinalLap:
    """Announce the final lap: a card is drawn (spades fail)."""


@dataclass(frozen=True)
class LayCombo:
    """Which winning combination to lay for the final lap (an index into the frame's choices)."""

    index: int


@dataclass(frozen=True)
class Auction:
    """Put an own casino up for auction (voluntary on your turn, or the one a debtor picks)."""

    casino: int


@dataclass(frozen=True)
class GoTo:
    """Cash & Run field: go to any field and resolve it."""

    field: int


@dataclass(frozen=True)
class Buy:
    """Buy the casino (100k into the pot) or a bluff card (100k into the pot)."""


@dataclass(frozen=True)
class Pass:
    """Decline: no purchase, no bluff card, no takeover, no bid."""


@dataclass(frozen=True)
class Discard:
    """Hand limit: this bluff card (index into the hand of four) goes under the pile unseen."""

    index: int


@dataclass(frozen=True)
class Stake:
    """The visitor's stake (k): at least 10, in steps of 10, at most the visitor's chips."""

    amount: int


@dataclass(frozen=True)
class PlaceBet:
    """The bet of a casino game, the pot's pick or a takeover's 50/50 call."""

    bet: Bet


@dataclass(frozen=True)
class LayBluff:
    """The loser lays this bluff card (index into the hand) face down."""

    index: int


@dataclass(frozen=True)
class Accept:
    """The winner accepts the bluff card: the game is played again with the same stake."""


@dataclass(frozen=True)
class Challenge:
    """The winner turns the bluff card over."""


@dataclass(frozen=True)
class TakeSafe:
    """Grand Slam: take 100k from the bank."""


@dataclass(frozen=True)
class PlayOn:
    """Grand Slam: play the next stage."""


@dataclass(frozen=True)
class Stop:
    """Grand Slam: stop and take the stage won."""


@dataclass(frozen=True)
class TakeoverFor:
    """Takeover: pay 100k into the pot and play for this casino of another player."""

    casino: int


@dataclass(frozen=True)
class TakeCasino:
    """The winner of a takeover takes this casino of the loser's."""

    casino: int


@dataclass(frozen=True)
class Bid:
    amount: int


@dataclass(frozen=True)
class AgreeEnd:
    """End offer: this human agrees to end the overlong game now by the house rule (the richest wins)."""


@dataclass(frozen=True)
class KeepPlaying:
    """End offer: this human wants to play on (the offer is not made again)."""


Action = (
    StartAt | Roll | StartFinalLap | LayCombo | Auction | GoTo | Buy | Pass | Discard | Stake | PlaceBet | LayBluff
    | Accept | Challenge | TakeSafe | PlayOn | Stop | TakeoverFor | TakeCasino | Bid | AgreeEnd | KeepPlaying
)  # fmt: skip


# -- events ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class FirstPlayerRolls:
    """Each round of the opening throw (two dice each), ties for the highest throwing again."""

    rolls: tuple[tuple[int, int], ...]  # (seat, sum) per throw
    first: int


@dataclass(frozen=True)
class PawnPlaced:
    seat: int
    field: int


@dataclass(frozen=True)
class TurnStarted:
    seat: int
    round: int
    extra: bool


@dataclass(frozen=True)
class DiceRolled:
    seat: int
    dice: tuple[int, int]


@dataclass(frozen=True)
class PawnMoved:
    seat: int
    path: tuple[int, ...]  # fields passed and reached, in order
    jump: bool = False  # a Cash & Run move straight to the field


@dataclass(frozen=True)
class ChipsMoved:
    """`amount` k from `source` to `target` (seats, or POT -1 / BANK -2)."""

    source: int
    target: int
    amount: int
    why: str


@dataclass(frozen=True)
class CasinoBought:
    seat: int
    casino: int


@dataclass(frozen=True)
class CasinoChangedHands:
    casino: int
    before: int
    after: int  # a seat, or -1: back for sale
    why: str


@dataclass(frozen=True)
class BluffBought:
    seat: int


@dataclass(frozen=True)
class BluffDiscarded:
    """A bluff card went under the pile unseen."""

    seat: int


@dataclass(frozen=True)
class RouletteSpun:
    numbers: tuple[int, ...]  # every spin: zeros spin again, the last number counts


@dataclass(frozen=True)
class DieRolled:
    value: int


@dataclass(frozen=True)
class CardDrawn:
    rank: int  # 2..14 (ace high)
    suit: int  # hearts, diamonds, spades, clubs


@dataclass(frozen=True)
class GamePlayed:
    """One game of chance: `what` is visit, takeover, pot, grand_slam, all_play or final_lap."""

    what: str
    seat: int
    won: bool
    bet: Bet | None = None
    stake: int = 0


@dataclass(frozen=True)
class BluffLaid:
    seat: int


@dataclass(frozen=True)
class BluffAccepted:
    judge: int


@dataclass(frozen=True)
class BluffChallenged:
    judge: int
    card: int  # shown face up
    valid: bool


@dataclass(frozen=True)
class AuctionStarted:
    seller: int
    casino: int
    forced: bool


@dataclass(frozen=True)
class BidMade:
    seat: int
    amount: int


@dataclass(frozen=True)
class BidPassed:
    seat: int


@dataclass(frozen=True)
class CasinoSold:
    casino: int
    seller: int
    buyer: int  # BANK when nobody bid
    price: int


@dataclass(frozen=True)
class AllPlayed:
    results: tuple[tuple[int, int], ...]  # (seat, value) of one throw of everybody still in


@dataclass(frozen=True)
class PlayerBankrupt:
    seat: int
    void: int  # the debt that could not be paid


@dataclass(frozen=True)
class FinalLapStarted:
    seat: int
    combo: tuple[int, ...]
    start: int


@dataclass(frozen=True)
class FinalLapFailed:
    """Spades: no final lap this turn."""

    seat: int


@dataclass(frozen=True)
class FinalLapEnded:
    """A casino of the combination was lost: the lap is over (try again later)."""

    seat: int
    casino: int


@dataclass(frozen=True)
class RoundLimitReached:
    round: int


@dataclass(frozen=True)
class EndOffered:
    """The game ran past its player count's p99 length without a round limit: these human seats are asked, once,
    whether to end it now by the house rule."""

    rounds: int  # rounds played
    voters: tuple[int, ...]


@dataclass(frozen=True)
class EndVoted:
    seat: int
    agree: bool


@dataclass(frozen=True)
class EndAgreed:
    """Every human agreed: the richest (chips plus 100k a casino) wins now."""

    rounds: int
