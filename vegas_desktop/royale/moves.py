"""Actions a seat can take in Las Vegas Royale and the events the rules emit. Plain frozen data.

Casino numbers in actions and events are 1-based. Locations in `DiceMoved` are strings the table scene can map
to screen places: "hand", "throw", "casino:N", "bar" (Knockout?), "double_down", "nice:F" (Nice Dice field of
face F), "golden" (My Choice), "block_it:G" (Block It! group G), "handicap:SLOT", "box" (the black dice box).
"""

from __future__ import annotations

from dataclasses import dataclass

from vegas_desktop.core.events import (  # noqa: F401 (shared events, re-exported)
    BillPaid,
    BillsReturned,
    GameEnded,
    RoundEnded,
    TieCancelled,
)
from vegas_desktop.royale.model import Die

# -- actions -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Roll:
    """Throw every die still in hand."""


@dataclass(frozen=True)
class Place:
    """Place all thrown dice showing `value` on casino `value`."""

    value: int


@dataclass(frozen=True)
class Skip:
    """Return a jeton and place nothing after a throw."""


@dataclass(frozen=True)
class PowerPlay:
    """Power Play marker holder, instead of rolling: turn one die (`kind`) to `value` and place it (activating)."""

    kind: str
    value: int


@dataclass(frozen=True)
class Decline:
    """Pass on an optional tile choice (Nice Dice, Handicap)."""


@dataclass(frozen=True)
class LuckyCount:
    """Lucky Punch: the secret number of tokens (1-3)."""

    count: int


@dataclass(frozen=True)
class LuckyGuess:
    """Lucky Punch: the left neighbour's guess (1-3)."""

    guess: int


@dataclass(frozen=True)
class FiftyCall:
    """Fifty Fifty: "stop", "higher" or "lower"."""

    call: str


@dataclass(frozen=True)
class NoEntry:
    """No Entry!: move the plaque to casino `casino` (1-based), or None to leave it where it is."""

    casino: int | None


@dataclass(frozen=True)
class KnockoutPick:
    """Knockout?: the (secret) kind of die put on the bar: SMALL or BIGGY."""

    kind: str


@dataclass(frozen=True)
class BlockIt:
    """Block It!: put the grey dice of group `group` (0-4) on casino `casino`."""

    group: int
    casino: int


@dataclass(frozen=True)
class Handicap:
    """Handicap: move a grey die from casino `casino` to a free slot ("jeton", "money", "special")."""

    casino: int
    slot: str


@dataclass(frozen=True)
class AdjustPlace:
    """Handicap special / My Choice 5: turn a die of `kind` to `value`, place it without activating."""

    kind: str
    value: int


@dataclass(frozen=True)
class AdjustTake:
    """Handicap special / My Choice 5: take an own die of `kind` back from casino `casino`."""

    casino: int
    kind: str


@dataclass(frozen=True)
class DoubleDown:
    """Double Down: move `small` small dice (and the Biggy if `biggy`) from this casino onto the field."""

    small: int
    biggy: bool


@dataclass(frozen=True)
class NiceDice:
    """Nice Dice: put one just-thrown die (`kind`, `value`) on the field of its face.

    `source` is "hand" (a thrown die that went back to the hand) or "casino" (one just placed at this casino).
    """

    kind: str
    value: int
    source: str


@dataclass(frozen=True)
class MyChoice:
    """My Choice: use the black die showing `value`."""

    value: int


@dataclass(frozen=True)
class ActivateTile:
    """My Choice 4: activate the tile at casino `casino` as if dice had been placed there."""

    casino: int


@dataclass(frozen=True)
class Golden:
    """My Choice 6: put a die of `kind` from the hand on the golden field."""

    kind: str


@dataclass(frozen=True)
class PrimeTime:
    """Prime Time: the black dice values to place (a sub-multiset of the two thrown, possibly empty)."""

    values: tuple[int, ...]


@dataclass(frozen=True)
class BoxSplit:
    """Black Box: the (secret) plaque indexes of group 0; the others form group 1."""

    group: tuple[int, ...]


@dataclass(frozen=True)
class BoxPick:
    """Black Box: the winner takes group 0 or 1."""

    group: int


Action = (
    Roll
    | Place
    | Skip
    | PowerPlay
    | Decline
    | LuckyCount
    | LuckyGuess
    | FiftyCall
    | NoEntry
    | KnockoutPick
    | BlockIt
    | Handicap
    | AdjustPlace
    | AdjustTake
    | DoubleDown
    | NiceDice
    | MyChoice
    | ActivateTile
    | Golden
    | PrimeTime
    | BoxSplit
    | BoxPick
)

# -- events --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class RoundStarted:
    round: int
    start_player: int
    bills: tuple[tuple[int, ...], ...]
    tiles: tuple[str | None, ...]


@dataclass(frozen=True)
class JetonsChanged:
    """`delta` jetons to (positive) or from (negative) `player`; `reason` says why."""

    player: int
    delta: int
    reason: str


@dataclass(frozen=True)
class TurnStarted:
    player: int


@dataclass(frozen=True)
class PlayerSkipped:
    """A player with no dice left is passed over."""

    player: int


@dataclass(frozen=True)
class DiceThrown:
    """Dice thrown: a player's own dice, the neutral dice (player NEUTRAL) or the black dice (kind BLACK)."""

    player: int
    dice: tuple[Die, ...]
    reason: str = "turn"


@dataclass(frozen=True)
class DicePlaced:
    player: int
    value: int
    casino: int
    dice: tuple[Die, ...]
    returned: tuple[Die, ...]
    activates: bool = True


@dataclass(frozen=True)
class JetonSkip:
    player: int


@dataclass(frozen=True)
class ThrowVoid:
    """Every value thrown belongs to a closed casino: the turn passes."""

    player: int


@dataclass(frozen=True)
class TileActivated:
    casino: int
    tile: str
    player: int


@dataclass(frozen=True)
class DiceMoved:
    """Dice going from one place to another (see the module docstring for location names)."""

    dice: tuple[Die, ...]
    source: str
    target: str
    reason: str


@dataclass(frozen=True)
class MoneyPaid:
    """The bank pays `player` one card of `amount`."""

    player: int
    amount: int
    reason: str


@dataclass(frozen=True)
class MarkerMoved:
    """A tile's marker moved to `position` (Jackpot step, Fifty Fifty field, No Entry! loop field)."""

    tile: str
    casino: int
    position: int


@dataclass(frozen=True)
class PlaqueMoved:
    """A plaque or marker changes hands: `holder` is a seat, or None back on the tile.

    Tiles: "C1" (High Five plaque), "D2" (Power Play marker), "E1" (No Entry! plaque; holder is then the
    closed casino's number, or None).
    """

    tile: str
    holder: int | None


@dataclass(frozen=True)
class LuckyPunchChosen:
    """The count is secret; only that it was chosen is public."""

    player: int


@dataclass(frozen=True)
class LuckyPunchResolved:
    player: int
    guesser: int
    count: int
    guess: int


@dataclass(frozen=True)
class FiftyFiftyRolled:
    player: int
    call: str  # "start", "higher" or "lower"
    total: int
    right: bool


@dataclass(frozen=True)
class KnockoutChosen:
    """A seat chose its die for the bar (secret until revealed)."""

    player: int


@dataclass(frozen=True)
class BlackDieChosen:
    """My Choice: which black die was used."""

    player: int
    value: int


@dataclass(frozen=True)
class BoxSplitMade:
    splitter: int
    winner: int
    sizes: tuple[int, int]


@dataclass(frozen=True)
class BoxPicked:
    winner: int
    group: int
    plaques: tuple[int, ...]  # indexes into BLACK_BOX


@dataclass(frozen=True)
class BadLuckDue:
    casino: int
    players: tuple[int, ...]


@dataclass(frozen=True)
class BadLuckPaid:
    player: int
    cards: tuple[int, ...]  # cards handed to the bank
    jetons: int
    change: int  # a change card back (0 = none)
    short: int  # how much of the fine could not be paid
