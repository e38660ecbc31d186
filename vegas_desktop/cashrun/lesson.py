"""The guided first game of Cash & Run: four players, the first turns of a game, to the start of the final lap.

Seed 145 deals the player Las Vegas and Macau (two dice casinos) and a bluff card with the cards symbol, and
lets them begin. The forced dice and cards show: buying a casino (San Remo: three dice casinos, the winning
combination with four players), a visit to Ben's card casino lost on a black card and won back by the bluff card
Ben challenges, Lucy's auction of Punta del Este won with a bid, and the final lap started on a card that is not
a spade. The others' turns are short (a bluff field passed, the Grand Slam's safe 100k, a casino not bought).
"""

from __future__ import annotations

from vegas_desktop.cashrun.model import CASINO_IDS, Bet
from vegas_desktop.cashrun.moves import (
    Auction,
    Bid,
    Buy,
    Challenge,
    LayBluff,
    Pass,
    PlaceBet,
    Roll,
    Stake,
    StartAt,
    StartFinalLap,
    TakeSafe,
)
from vegas_desktop.tutorial.forced import below, dice
from vegas_desktop.tutorial.script import Bot, Do, Lesson, Rig, Say

YOU, LUCY, MAX, BEN = 0, 1, 2, 3
C = CASINO_IDS
SPADES = 2


def card(rank: int, suit: int) -> int:
    """The word for `randrange(52)` drawing `rank` (2..14) of `suit` (hearts, diamonds, spades, clubs)."""
    return below(52, suit * 13 + rank - 2)


def lesson() -> Lesson:
    k = "tutorial.cr."
    return Lesson(
        game="cashrun",
        seed=145,
        names=("", "tutorial.lucy.name", "tutorial.max.name", "tutorial.ben.name"),
        entries=[
            Say(k + "welcome", ("board",)),
            Say(k + "goal", ("panel:0",)),
            Do(StartAt(C["Macau"]), k + "start", ("field:3", "field:21")),
            Bot(LUCY, StartAt(C["Singapore"])),
            Bot(MAX, StartAt(C["Atlantic City"])),
            Bot(BEN, StartAt(C["Sun City"])),
            Rig(dice(5, 6)),
            Do(Roll(), k + "roll", ("prompt",)),
            Do(Buy(), k + "buy", ("field:14", "prompt")),
            Say(k + "bought", ("field:14", "panel:0")),
            Rig(dice(2, 4)),
            Bot(LUCY, Roll()),
            Bot(LUCY, Pass()),
            Rig(dice(2, 4)),
            Bot(MAX, Roll()),
            Bot(MAX, Pass()),
            Rig(dice(4, 6)),
            Bot(BEN, Roll()),
            Bot(BEN, TakeSafe()),
            Say(k + "others", ("field:22",)),
            Rig(dice(4, 5)),
            Do(Roll(), k + "roll2", ("prompt",)),
            Do(Stake(100), k + "stake", ("field:23", "prompt")),
            Rig([card(7, SPADES)]),
            Do(PlaceBet(Bet("card_red")), k + "bet", ("prompt",)),
            Do(LayBluff(0), k + "bluff", ("prompt",)),
            Bot(BEN, Challenge()),
            Say(k + "bluff_won", ("panel:0", "panel:3")),
            Bot(LUCY, Auction(C["Punta del Este"])),
            Bot(MAX, Bid(100)),
            Bot(BEN, Pass()),
            Do(Bid(110), k + "bid", ("field:29", "prompt")),
            Bot(MAX, Pass()),
            Say(k + "auction_won", ("field:29", "panel:0")),
            Rig(dice(5, 6)),
            Bot(LUCY, Roll()),
            Bot(LUCY, Pass()),
            Rig(dice(1, 5)),
            Bot(MAX, Roll()),
            Bot(MAX, TakeSafe()),
            Rig(dice(1, 2)),
            Bot(BEN, Roll()),
            Bot(BEN, Pass()),
            Rig([card(9, 0)]),
            Do(StartFinalLap(), k + "final_lap", ("prompt",)),
            Say(k + "lap_started", ("field:28", "lap")),
            Say(k + "end", ("board",)),
        ],
    )
