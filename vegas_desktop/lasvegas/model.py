"""State, dice and options of Las Vegas. Money is in thousands (50 == $50,000).

Dice representation (docs/rules.md#las-vegas, docs/rules.md#lv-options):

- A player's hand is `supply[seat]`, a list of die *kinds*: "d" plain, "b" Biggy, "k" kicker, "w" white
  (neutral). White dice are dealt into every player's hand at round start (4 each with 2 players, 2 each with
  3-6) because each player rolls and places their white dice along with their own.
- A thrown or placed die is a `Die(owner, value, kind)`. Own dice carry the seat as owner; white dice carry
  `owner == WHITE` (-1) and kind "w", wherever they came from. The hand still lists the thrown dice while the
  player chooses (`throw` shows their faces); placing removes the placed kinds from the hand.
- Kickers: after a placement that includes kickers, they lie on their casino during phase "kick" (so they can be
  drawn) until each has kicked a die (action `Kick`) or found nothing to kick; then they move to `out`.
- `out` holds the dice that are out for the rest of the round: kickers after kicking, kicked white dice.
  So during a round, for every seat: own dice in hand + own dice on casinos + own dice in `out` == 8.
- With the One-armed Bandit, `casinos[6]` / `bills[6]` is the Bandit (index `BANDIT`); otherwise there are 6.
- Rainbow cards are bills of value `RAINBOW` (0); discarded cards go to `discard`, so pile + casino bills
  + won bills + discard is always the game's whole `bill_set(options)`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from vegas_desktop.core.dice import Die
from vegas_desktop.lasvegas.chance import copy_rng


class Phase(StrEnum):
    """Where the game stands; a StrEnum so logs, saves and older comparisons read the plain word."""

    ROLL = "roll"
    PLACE = "place"
    KICK = "kick"
    OVER = "over"


ROUNDS = 4
CASINO_COUNT = 6
BANDIT = 6  # index of the One-armed Bandit in `casinos` and `bills` (casino number 7)
DICE_PER_PLAYER = 8
MIN_PLAYERS, MAX_PLAYERS = 2, 6
MIN_SUM = 50
MIN_SUM_BY_PLAYERS = {2: 30, 3: 40, 4: 50, 5: 60, 6: 70}  # option "minsum"
WHITE = -1  # owner id of neutral (white) dice
RAINBOW = 0  # a rainbow card among the bills
RAINBOW_SETUP_VALUE = 40  # what a rainbow card counts toward the minimum at setup
RAINBOW_CARDS = 6
BILLS_100K = (100,) * 5
PREPLACED_WHITE_3P = 2  # with 3 players the start player rolls 2 extra white dice before the round

# 5x 60-90k, 6x 10/40/50k, 8x 20/30k: 54 bills.
BILLS_CLASSIC: tuple[int, ...] = (
    (60,) * 5 + (70,) * 5 + (80,) * 5 + (90,) * 5 + (10,) * 6 + (40,) * 6 + (50,) * 6 + (20,) * 8 + (30,) * 8
)

# Die kinds.
PLAIN = "d"
BIGGY = "b"  # counts two dice at scoring (and its pips twice at the Bandit)
KICKER = "k"  # kicks one die from its casino, then leaves for the round
NEUTRAL = "w"  # a white die; owner is WHITE once thrown


def bandit_keys(dice: Iterable[Die]) -> dict[int, tuple[int, int, int]]:
    """The Bandit's ranking key per owner: count, then pip sum, then the highest die (a Biggy counts and adds
    twice); equal keys cancel, as everywhere."""
    keys: dict[int, tuple[int, int, int]] = {}
    for d in dice:
        keys[d.owner] = bandit_key_with(keys.get(d.owner, (0, 0, 0)), d.weight, d.value)
    return keys


def bandit_key_with(key: tuple[int, int, int], weight: int, value: int) -> tuple[int, int, int]:
    """A Bandit ranking key (`bandit_keys`) with one more die of `weight` showing `value`."""
    count, pips, high = key
    return count + weight, pips + value * weight, max(high, value)


@dataclass(frozen=True)
class Options:
    """Game setup switches (docs/rules.md#lv-options). `auto_forced` is honoured by the match driver, not by the
    rules."""

    random_first_player: bool = False
    auto_forced: bool = True
    neutral: bool = False  # white dice
    minsum: bool = False  # minimum sum by player count instead of 50k
    bills_100k: bool = False  # 5 bills of 100k shuffled in
    biggy: bool = False
    kickers: int = 0  # 0, 1 or 2 kickers per player (2 only with fewer than 6 players)
    rainbow: bool = False  # 6 rainbow cards shuffled in
    bandit: bool = False  # the One-armed Bandit, a 7th casino


def bill_set(options: Options) -> tuple[int, ...]:
    """Every bill (and card) the game owns, in a fixed order before shuffling."""
    bills = BILLS_CLASSIC
    if options.bills_100k:
        bills += BILLS_100K
    if options.rainbow:
        bills += (RAINBOW,) * RAINBOW_CARDS
    return bills


def minimum_sum(options: Options, players: int) -> int:
    return MIN_SUM_BY_PLAYERS[players] if options.minsum else MIN_SUM


def white_per_player(players: int) -> int:
    return 4 if players == 2 else 2


def starting_hand(options: Options, players: int) -> list[str]:
    """Die kinds each player holds at round start: Biggy, kickers, plain dice, then white dice."""
    special = [BIGGY] * options.biggy + [KICKER] * options.kickers
    hand = special + [PLAIN] * (DICE_PER_PLAYER - len(special))
    if options.neutral:
        hand += [NEUTRAL] * white_per_player(players)
    return hand


def white_dice_total(options: Options, players: int) -> int:
    """White dice in play each round (0 without the option)."""
    if not options.neutral:
        return 0
    return white_per_player(players) * players + (PREPLACED_WHITE_3P if players == 3 else 0)


@dataclass(slots=True)
class LasVegasState:
    """The whole table. `pile[0]` is the top of the face-down draw pile.

    `rng` (a chance.DiceRng from `new_game`) is None in an observation (a seat's view), where the pile is also
    sorted so its order, the only hidden information, is not revealed.

    Phases: "roll" (current seat must Roll), "place" (choose a value), "kick" (the current seat's kicker(s) on
    casino index `kick_casino` must each kick a die; `kicks_left` to go; at the Bandit only dice showing
    `kick_value`), "over".
    """

    players: int
    options: Options
    rng: random.Random | None
    round: int = 0
    start_player: int = 0
    current: int = 0
    phase: Phase = Phase.ROLL  # "roll" | "place" | "kick" | "over"
    supply: list[list[str]] = field(default_factory=list)  # die kinds in each player's hand
    casinos: list[list[Die]] = field(default_factory=list)  # dice placed; index 0 is casino 1, index 6 the Bandit
    bills: list[list[int]] = field(default_factory=list)  # bills at each casino, highest first
    pile: list[int] = field(default_factory=list)
    money: list[int] = field(default_factory=list)
    won: list[list[int]] = field(default_factory=list)  # bills each player has taken
    throw: tuple[Die, ...] | None = None
    out: list[Die] = field(default_factory=list)  # out for this round: used kickers, kicked white dice
    discard: list[int] = field(default_factory=list)  # discarded rainbow cards (open)
    kick_casino: int = -1  # casino index of the pending kick (phase "kick")
    kick_value: int = 0  # face of the kicking move (the Bandit only allows kicking dice of this value)
    kicks_left: int = 0

    def clone(self) -> LasVegasState:
        """An independent copy, RNG included (cheap: see chance.DiceRng)."""
        return self._copy(copy_rng(self.rng) if self.rng is not None else None)

    def _copy(self, rng: random.Random | None) -> LasVegasState:
        return LasVegasState(
            players=self.players,
            options=self.options,
            rng=rng,
            round=self.round,
            start_player=self.start_player,
            current=self.current,
            phase=self.phase,
            supply=[list(s) for s in self.supply],
            casinos=[list(c) for c in self.casinos],
            bills=[list(b) for b in self.bills],
            pile=list(self.pile),
            money=list(self.money),
            won=[list(w) for w in self.won],
            throw=self.throw,
            out=list(self.out),
            discard=list(self.discard),
            kick_casino=self.kick_casino,
            kick_value=self.kick_value,
            kicks_left=self.kicks_left,
        )

    def dice_left(self, seat: int) -> int:
        return len(self.supply[seat])
