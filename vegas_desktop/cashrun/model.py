"""Cash & Run's table (docs/rules.md#cash-and-run): the board, the casinos, the bets, the state and what each seat may
see.

Money is in thousands (2,000k = 2000). Every decision is one pending `Frame` on `state.stack`; the top frame
names the seat to act and the phase (see `rules.py` for the flow).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum

MIN_PLAYERS, MAX_PLAYERS = 3, 6
START_CHIPS = 2000
BANK_START = 30000
CASINO_PRICE = 100
BLUFF_PRICE = 100
TAKEOVER_FEE = 100
ALL_PLAY_PRIZE = 500
GRAND_SLAM_SAFE = 100
GRAND_SLAM_STAGES = (250, 500, 1000)
MIN_BID, BID_STEP, BANK_BUYS_FOR = 100, 10, 50
MIN_STAKE, STAKE_STEP = 10, 10
HAND_LIMIT = 3
FIELDS = 36

GAMES = ("roulette", "dice", "cards")
ROULETTE, DICE, CARDS = range(3)
COLOURS = ("blue", "red", "green", "gold", "violet")

# id -> (name, colour index, game index); five colours x one casino of each game (docs/rules.md#cr-casinos)
CASINOS: tuple[tuple[str, int, int], ...] = (
    ("Montreal", 0, ROULETTE),
    ("Las Vegas", 0, DICE),
    ("Atlantic City", 0, CARDS),
    ("Monte Carlo", 1, ROULETTE),
    ("Macau", 1, DICE),
    ("Baden-Baden", 1, CARDS),
    ("Reno", 2, ROULETTE),
    ("Lake Tahoe", 2, DICE),
    ("Biloxi", 2, CARDS),
    ("Sun City", 3, ROULETTE),
    ("Singapore", 3, DICE),
    ("Punta del Este", 3, CARDS),
    ("Venice", 4, ROULETTE),
    ("San Remo", 4, DICE),
    ("Bad Homburg", 4, CARDS),
)
CASINO_IDS = {name: i for i, (name, _, _) in enumerate(CASINOS)}


class Kind(Enum):
    CASH_RUN = "cash_run"
    CASINO = "casino"
    BLUFF = "bluff"
    POT = "pot"
    ALL_PLAY = "all_play"
    GRAND_SLAM = "grand_slam"
    TAKEOVER = "takeover"


@dataclass(frozen=True)
class Field:
    kind: Kind
    arg: int = -1  # the casino id (CASINO) or the game (POT, ALL_PLAY, TAKEOVER)


def _board() -> tuple[Field, ...]:
    c, r, d, k = CASINO_IDS, ROULETTE, DICE, CARDS
    cr, bl, gs = Field(Kind.CASH_RUN), Field(Kind.BLUFF), Field(Kind.GRAND_SLAM)

    def cas(name: str) -> Field:
        return Field(Kind.CASINO, c[name])

    return (
        cr, cas("Montreal"), bl, cas("Macau"), Field(Kind.POT, r), cas("Reno"), Field(Kind.TAKEOVER, d),
        cas("Singapore"), gs, cr, cas("Atlantic City"), Field(Kind.ALL_PLAY, r), cas("Sun City"), bl,
        cas("San Remo"), Field(Kind.TAKEOVER, k), cas("Biloxi"), Field(Kind.POT, d), cr, cas("Monte Carlo"),
        Field(Kind.ALL_PLAY, d), cas("Las Vegas"), gs, cas("Baden-Baden"), bl, cas("Lake Tahoe"),
        Field(Kind.TAKEOVER, r), cas("Venice"), cr, cas("Punta del Este"), Field(Kind.ALL_PLAY, k),
        cas("Bad Homburg"), Field(Kind.POT, k), bl, gs, bl,
    )  # fmt: skip


BOARD: tuple[Field, ...] = _board()
CASINO_FIELD = {f.arg: i for i, f in enumerate(BOARD) if f.kind is Kind.CASINO}
CASH_RUN_FIELDS = tuple(i for i, f in enumerate(BOARD) if f.kind is Kind.CASH_RUN)

# Bluff cards: a game's symbol (0-2) or blank (3); 6 of each symbol and 7 blank.
BLANK = 3
BLUFF_DECK: tuple[int, ...] = (ROULETTE,) * 6 + (DICE,) * 6 + (CARDS,) * 6 + (BLANK,) * 7

# Roulette: the real red numbers of a European wheel.
RED_NUMBERS = frozenset({1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36})
HEARTS, DIAMONDS, SPADES, CLUBS = range(4)  # card suits; hearts and diamonds are red
JACK = 11  # card ranks 2..14 (ace high)


@dataclass(frozen=True)
class Bet:
    """A casino game's bet: `kind` and its pick. Factors (docs/rules.md#cr-casino-games): the stake times this is
    won."""

    kind: str
    pick: tuple[int, ...] = ()


FACTORS = {
    "red": 1, "black": 1, "dozen": 2, "six": 5,  # roulette
    "odd": 1, "even": 1, "two": 2, "one": 5,  # one die
    "card_red": 1, "card_black": 1, "jqka": 2, "suit": 3,  # a card from 52
}  # fmt: skip


def bets_for(game: int) -> tuple[Bet, ...]:
    if game == ROULETTE:
        return (
            Bet("red"),
            Bet("black"),
            *(Bet("dozen", (k,)) for k in range(3)),
            *(Bet("six", (k,)) for k in range(6)),
        )
    if game == DICE:
        pairs = [(a, b) for a in range(1, 7) for b in range(a + 1, 7)]
        return (Bet("odd"), Bet("even"), *(Bet("two", p) for p in pairs), *(Bet("one", (n,)) for n in range(1, 7)))
    return (Bet("card_red"), Bet("card_black"), Bet("jqka"), *(Bet("suit", (s,)) for s in range(4)))


# docs/rules.md#cr-game-end: only a completed final lap (or being the last player left) wins, so
# there is no round limit by default. The limit is a house rule the setup offers, suggested at 50 rounds.
SUGGESTED_ROUND_LIMIT = 50


@dataclass(frozen=True)
class Options:
    """`round_limit`: the house rule, after this many rounds the richest (chips + 100k a casino) wins; 0 (the
    default, the rulebook's game) plays to the end. `voters`: the human seats, asked once whether to end a game
    that runs past its player count's p99 length (`options.OFFER_AFTER_ROUNDS`); computer seats are never asked."""

    round_limit: int = 0
    auto_forced: bool = True  # honoured by the match driver, not by the rules
    voters: tuple[int, ...] = ()


class Phase(Enum):
    """What the seat on top of the stack is asked."""

    START = "start"  # choose the casino whose field the pawn starts on
    TURN = "turn"  # roll, start the final lap, or auction a casino
    CASH_RUN = "cash_run"  # choose any field to go to
    BUY_CASINO = "buy_casino"
    BUY_BLUFF = "buy_bluff"
    DISCARD = "discard"  # hand limit: one of four bluff cards goes
    STAKE = "stake"  # visitor's stake
    BET = "bet"  # visitor's bet of the casino's game
    BLUFF = "bluff"  # the loser may lay a bluff card
    JUDGE = "judge"  # the winner accepts or challenges it
    POT = "pot"  # the pick of the pot game
    GRAND_SLAM = "grand_slam"  # take 100k, play on, or stop
    TAKEOVER = "takeover"  # which casino to challenge for, or pass
    TAKEOVER_PICK = "takeover_pick"  # odd/even or red/black
    GIVE_UP = "give_up"  # the winner of a takeover picks one of the loser's casinos
    AUCTION_CHOICE = "auction_choice"  # a debtor picks the casino to auction
    BID = "bid"
    COMBO = "combo"  # which winning combination to lay for the final lap
    OFFER = "offer"  # a human seat's vote: end an overlong game now by the house rule, or play on


# Decisions that show the deciding seat's own bluff cards.
PRIVATE_PHASES = frozenset({Phase.BLUFF, Phase.DISCARD})


@dataclass
class Frame:
    """One pending piece of the flow. Fields beyond `phase`/`seat` are used by the phases that need them."""

    phase: Phase
    seat: int  # who acts now
    party: int = -1  # whose game this is: the visitor, the challenger, the player at Grand Slam or the pot
    # game in play (visits, takeovers) and its parties
    game: int = -1
    casino: int = -1
    other: int = -1  # the owner (visit), the defender (takeover), the bluffer's opponent
    stake: int = 0
    bet: Bet | None = None
    bluff_card: int = -1  # the face-down card laid (JUDGE)
    bluffs_closed: bool = False  # a challenged bluff ends bluffing in this game
    loser: int = -1
    # grand slam
    stage: int = 0
    # auctions and debts
    seller: int = -1
    bid: int = 0
    high: int = -1
    passed: tuple[int, ...] = ()
    order: tuple[int, ...] = ()
    # choices computed when the frame was pushed (combos, debtors' casinos)
    choices: tuple[tuple[int, ...], ...] = ()
    then: str = ""  # what the finished sub-flow returns to ("visit", "takeover", ...)


@dataclass
class Debt:
    """`debtor` owes `amount` to `creditor` (a seat; -1 the pot, -2 the bank, -3 nobody: raising a stake)."""

    debtor: int
    creditor: int
    amount: int
    first: int = -1  # a casino to auction first (the visited one)
    then: str = ""


POT, BANK, NOBODY = -1, -2, -3


@dataclass
class Lap:
    """A final lap under way: the combination laid, where it started, how far the pawn has come."""

    combo: tuple[int, ...]
    start: int
    travelled: int = 0


@dataclass
class CashRunState:
    players: int
    options: Options
    rng: random.Random
    chips: list[int]
    alive: list[bool]
    pos: list[int]
    owner: list[int]  # per casino: a seat, or -1 while for sale
    hands: list[list[int]]  # bluff cards per seat (secret)
    bluff_pile: list[int]  # face down; drawn from the front, unseen cards go under (the back)
    pot: int = 0
    bank: int = BANK_START
    current: int = 0  # whose turn
    first: int = 0  # who began (rounds are counted from them)
    round: int = 1
    turns: int = 0
    laps: dict[int, Lap] = field(default_factory=dict)
    stack: list[Frame] = field(default_factory=list)
    debts: list[Debt] = field(default_factory=list)
    extra_turn: bool = False
    winners: tuple[int, ...] = ()
    seen: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # bluff cards shown face up, by symbol
    offered: bool = False  # the end of an overlong game was offered (only once a game)
    agreed_end: bool = False  # ... and every human agreed: the richest won by the house rule

    def copy(self) -> CashRunState:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return CashRunState(
            players=self.players,
            options=self.options,
            rng=rng,
            chips=list(self.chips),
            alive=list(self.alive),
            pos=list(self.pos),
            owner=list(self.owner),
            hands=[list(h) for h in self.hands],
            bluff_pile=list(self.bluff_pile),
            pot=self.pot,
            bank=self.bank,
            current=self.current,
            first=self.first,
            round=self.round,
            turns=self.turns,
            laps={p: Lap(lap.combo, lap.start, lap.travelled) for p, lap in self.laps.items()},
            stack=[copy_frame(f) for f in self.stack],
            debts=[Debt(d.debtor, d.creditor, d.amount, d.first, d.then) for d in self.debts],
            extra_turn=self.extra_turn,
            winners=self.winners,
            seen=list(self.seen),
            offered=self.offered,
            agreed_end=self.agreed_end,
        )

    def casinos_of(self, seat: int) -> list[int]:
        return [c for c, o in enumerate(self.owner) if o == seat]

    def total_money(self) -> int:
        return sum(self.chips) + self.pot + self.bank


def copy_frame(f: Frame) -> Frame:
    return Frame(**{k: getattr(f, k) for k in Frame.__dataclass_fields__})


@dataclass(frozen=True)
class CashRunView:
    """What one seat may see: everything on the table, its own bluff cards, only the count of the others'."""

    seat: int
    players: int
    options: Options
    chips: tuple[int, ...]
    alive: tuple[bool, ...]
    pos: tuple[int, ...]
    owner: tuple[int, ...]
    hand: tuple[int, ...]  # this seat's own bluff cards
    hand_counts: tuple[int, ...]
    bluff_pile_count: int
    pot: int
    bank: int
    current: int
    round: int
    turns: int
    laps: tuple[tuple[int, tuple[int, ...], int, int], ...]  # (seat, combo, start field, travelled)
    phase: Phase | None
    to_act: int
    frame: Frame | None  # the pending decision (no hidden card in it: see `observe`)
    seen: tuple[int, ...]
    winners: tuple[int, ...]
    stack: tuple[Frame, ...] = ()  # every pending frame, bottom first (face-down cards hidden likewise)
    debts: tuple[tuple[int, int, int, int], ...] = ()  # (debtor, creditor, amount, casino auctioned first)
    first: int = 0
    extra_turn: bool = False
