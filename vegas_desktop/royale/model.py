"""State, dice, tiles and options of Las Vegas Royale (docs/rules.md#royale). Money is in thousands (50 == $50,000)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import StrEnum

from vegas_desktop.core.dice import Die
from vegas_desktop.core.rng import clone_rng


class Phase(StrEnum):
    """Where the game stands; a StrEnum so logs, saves and older comparisons read the plain word."""

    ADJUST = "adjust"
    BLOCK_IT = "block_it"
    BOX_PICK = "box_pick"
    BOX_SPLIT = "box_split"
    DOUBLE_DOWN = "double_down"
    FIFTY = "fifty"
    GOLDEN = "golden"
    HANDICAP = "handicap"
    KNOCKOUT = "knockout"
    LUCKY_COUNT = "lucky_count"
    LUCKY_GUESS = "lucky_guess"
    MY_CHOICE = "my_choice"
    MY_CHOICE_TILE = "my_choice_tile"
    NICE_DICE = "nice_dice"
    NO_ENTRY = "no_entry"
    OVER = "over"
    PLACE = "place"
    PRIME_TIME = "prime_time"
    ROLL = "roll"
    ROUND_END = "round_end"
    TURN_END = "turn_end"


# Decisions whose choice (or what they show) must stay hidden from the other players until revealed.
SECRET_PHASES = frozenset({Phase.LUCKY_COUNT, Phase.KNOCKOUT, Phase.BOX_SPLIT})
ROUNDS = 3
CASINO_COUNT = 6
MIN_PLAYERS, MAX_PLAYERS = 2, 5
JETONS_PER_ROUND = 2
JETON_VALUE = 10

# [decided] 90 money cards, 30k-100k.
MONEY_CARDS: tuple[int, ...] = (
    (30,) * 11 + (40,) * 11 + (50,) * 13 + (60,) * 15 + (70,) * 13 + (80,) * 11 + (90,) * 9 + (100,) * 7
)
DECK_TOTAL = sum(MONEY_CARDS)

# Die owners that are not seats.
NEUTRAL = -1  # the 2-player neutral colour
GREY = -2  # blank grey dice of Block It! / Handicap

# Die kinds.
SMALL = "d"
BIGGY = "B"
BLACK = "k"  # a black extra die placed by Prime Time (counts as one die of its placer)
BLANK = "g"  # a grey blank die
HAND = (SMALL,) * 7 + (BIGGY,)

# Tiles: board letter + side. Order of the boards is the rulebook's.
BOARDS = "ABCDEFGH"
TILE_NAMES: dict[str, str] = {
    "A1": "Lucky Punch",
    "A2": "Jackpot",
    "B1": "Prime Time",
    "B2": "Fifty Fifty",
    "C1": "High Five",
    "C2": "Bad Luck",
    "D1": "Pay Day",
    "D2": "Power Play",
    "E1": "No Entry!",
    "E2": "Knockout?",
    "F1": "Block It!",
    "F2": "Handicap",
    "G1": "Black Box",
    "G2": "Double Down",
    "H1": "Nice Dice",
    "H2": "My Choice",
}
TILE_IDS = tuple(TILE_NAMES)

JACKPOT_TRACK = (30, 40, 50, 60, 70, 80)
FIFTY_REWARDS = (0, 0, 10, 20, 30, 40, 50, 60)  # index = field 1..7 (0 = start)
LUCKY_REWARDS = {1: ("jetons", 2), 2: ("money", 30), 3: ("money", 40)}
# No Entry! loop: start, 1 jeton, -, 30k, 2 jetons, -, 50k (then back to start).
NO_ENTRY_LOOP: tuple[tuple[str, int] | None, ...] = (
    None,
    ("jetons", 1),
    None,
    ("money", 30),
    ("jetons", 2),
    None,
    ("money", 50),
)
BLOCK_GROUPS = (1, 1, 2, 2, 3)
HANDICAP_GREY = (1, 1, 1, 2, 2, 2)  # grey dice on casinos 1-6 at round start
HANDICAP_SLOTS = {"jeton": 2, "money": 3, "special": 4}
# Black Box plaques: ("jetons", 2), 40k, 60k, 80k, 100k, blank.
BLACK_BOX = (("jetons", 2), ("money", 40), ("money", 60), ("money", 80), ("money", 100), None)
NICE_DICE_REWARDS = {
    1: ("jetons", 1),
    2: ("jetons", 2),
    3: ("money", 30),
    4: ("money", 40),
    5: ("money", 50),
    6: ("money", 60),
}
HIGH_FIVE_VALUE = 100
DOUBLE_DOWN_PRIZES = (60, 30)
GOLDEN_VALUE = 60
BAD_LUCK_FINE = 50


@dataclass(frozen=True)
class Options:
    """Setup switches.

    `boards`: boards attached per round (casinos 1..n). `no_repeats`: a board used earlier is not drawn again
    ([decided] when too few are left, fewer boards are attached). `tiles` forces tiles per round (mainly for tests):
    one tuple per round of up to six entries, each a tile id like "A1" or None (no tile at that casino); rounds
    without an entry are drawn at random. `auto_forced` is honoured by the match driver, not by the rules.
    """

    boards: int = 3
    no_repeats: bool = False
    tiles: tuple[tuple[str | None, ...], ...] | None = None
    auto_forced: bool = True

    def __post_init__(self) -> None:
        if not 0 <= self.boards <= CASINO_COUNT:
            raise ValueError(f"boards must be 0-6, got {self.boards}")
        for layout in self.tiles or ():
            if len(layout) > CASINO_COUNT:
                raise ValueError(f"at most 6 tiles per round, got {len(layout)}")
            ids = [t for t in layout if t is not None]
            for t in ids:
                if t not in TILE_NAMES:
                    raise ValueError(f"unknown tile {t!r}; tiles are {', '.join(TILE_IDS)}")
            boards = [t[0] for t in ids]
            if len(set(boards)) != len(boards):
                raise ValueError(f"two tiles of one board in one round: {layout}")


@dataclass(slots=True)
class Pieces:
    """Everything the round's tiles hold: markers, plaques, fields, grey dice. Reset each round."""

    jackpot_step: int = 0  # index into JACKPOT_TRACK
    fifty_field: int = 0  # 0 = start, 1..7
    fifty_sum: int = 0  # the last sum thrown during a Fifty Fifty run
    high_five: int | None = None  # seat holding the plaque
    high_five_taken: bool = False
    power_play: int | None = None  # seat holding the marker
    no_entry_marker: int = 0  # index into NO_ENTRY_LOOP
    knockout_bar: list[Die] = field(default_factory=list)
    block_groups: list[int] = field(default_factory=list)  # sizes left on the tile (0 = taken)
    handicap_slots: dict[str, int] = field(default_factory=dict)  # grey dice on each slot kind
    double_down: list[Die] = field(default_factory=list)
    nice_dice: list[Die | None] = field(default_factory=lambda: [None] * CASINO_COUNT)
    golden: Die | None = None
    bad_luck: tuple[int, ...] = ()  # seats that will pay after scoring
    black: tuple[int, ...] = ()  # the black dice as last thrown (for display)

    def clone(self) -> Pieces:
        return Pieces(
            jackpot_step=self.jackpot_step,
            fifty_field=self.fifty_field,
            fifty_sum=self.fifty_sum,
            high_five=self.high_five,
            high_five_taken=self.high_five_taken,
            power_play=self.power_play,
            no_entry_marker=self.no_entry_marker,
            knockout_bar=list(self.knockout_bar),
            block_groups=list(self.block_groups),
            handicap_slots=dict(self.handicap_slots),
            double_down=list(self.double_down),
            nice_dice=list(self.nice_dice),
            golden=self.golden,
            bad_luck=self.bad_luck,
            black=self.black,
        )


@dataclass(slots=True)
class RoyaleState:
    """The whole table. Casino indexes are 0-based here; actions and events use 1-based numbers.

    `phase` names the decision being waited for; `actor` is the seat that must make it (for "knockout" the
    seats still to choose are the keys of `knockout_picks` with value None). `rng` is None in an observation,
    where the pile is sorted and other seats' secrets are hidden (see rules.observe).
    """

    players: int
    options: Options
    rng: random.Random | None
    round: int = 0
    start_player: int = 0
    current: int = 0
    phase: Phase = Phase.ROLL
    actor: int = 0
    supply: list[list[str]] = field(default_factory=list)  # die kinds in each hand
    jetons: list[int] = field(default_factory=list)
    cards: list[list[int]] = field(default_factory=list)  # money cards each seat holds
    casinos: list[list[Die]] = field(default_factory=list)
    bills: list[tuple[int, ...]] = field(default_factory=list)  # the two cards at each casino, higher first
    pile: list[int] = field(default_factory=list)  # pile[0] is the top
    bank_net: int = 0  # value the bank paid out minus value paid in (the bank is unlimited)
    throw: tuple[Die, ...] | None = None
    tiles: list[str | None] = field(default_factory=lambda: [None] * CASINO_COUNT)
    used_boards: list[str] = field(default_factory=list)
    closed: int | None = None  # casino index under the No Entry! plaque
    pieces: Pieces = field(default_factory=Pieces)
    # Context of the decision being resolved.
    tile_casino: int = -1  # casino index of the tile asking
    placed: tuple[Die, ...] = ()  # dice just placed at tile_casino by this move (Nice Dice)
    thrown_rest: tuple[Die, ...] = ()  # dice of this turn's throw that went back to the hand (Nice Dice)
    lucky_count: int | None = None  # secret
    knockout_picks: dict[int, str | None] = field(default_factory=dict)  # secret until all chose
    box_split: tuple[int, ...] | None = None  # secret: plaque indexes of group 0
    box_sizes: tuple[int, int] | None = None  # public: sizes of the two face-down groups
    box_winner: int = -1
    end_cursor: int = 0  # progress through the round end
    top_winner: list[int | None] = field(default_factory=lambda: [None] * CASINO_COUNT)  # seat with higher card

    def clone(self) -> RoyaleState:
        return RoyaleState(
            players=self.players,
            options=self.options,
            rng=clone_rng(self.rng) if self.rng is not None else None,
            round=self.round,
            start_player=self.start_player,
            current=self.current,
            phase=self.phase,
            actor=self.actor,
            supply=[list(s) for s in self.supply],
            jetons=list(self.jetons),
            cards=[list(c) for c in self.cards],
            casinos=[list(c) for c in self.casinos],
            bills=list(self.bills),
            pile=list(self.pile),
            bank_net=self.bank_net,
            throw=self.throw,
            tiles=list(self.tiles),
            used_boards=list(self.used_boards),
            closed=self.closed,
            pieces=self.pieces.clone(),
            tile_casino=self.tile_casino,
            placed=self.placed,
            thrown_rest=self.thrown_rest,
            lucky_count=self.lucky_count,
            knockout_picks=dict(self.knockout_picks),
            box_split=self.box_split,
            box_sizes=self.box_sizes,
            box_winner=self.box_winner,
            end_cursor=self.end_cursor,
            top_winner=list(self.top_winner),
        )

    # -- small queries used by rules, agents and the table scene ------------------------------
    def count(self, casino: int, owner: int) -> int:
        """Dice (Biggy counts two) `owner` has on casino index `casino`."""
        return sum(d.weight for d in self.casinos[casino] if d.owner == owner)

    def counts(self, casino: int) -> dict[int, int]:
        tally: dict[int, int] = {}
        for d in self.casinos[casino]:
            tally[d.owner] = tally.get(d.owner, 0) + d.weight
        return tally

    def tile_at(self, tile: str) -> int | None:
        """Casino index carrying `tile` this round, or None."""
        return self.tiles.index(tile) if tile in self.tiles else None

    def is_open(self, casino: int) -> bool:
        return casino != self.closed

    def worth(self, seat: int) -> int:
        """Money cards plus jetons at 10k: the final score."""
        return sum(self.cards[seat]) + JETON_VALUE * self.jetons[seat]
