"""The guided first game of Las Vegas Royale: one round against Lucy with four action tiles.

Option `tiles=A2+B2+C1+D1` lays Jackpot, Fifty Fifty, High Five and Pay Day on casinos 1-4; seed 6 deals the
money cards and throws the 2-player neutral dice (casino 3 stays empty). The forced throws show: the Biggy counting
two and taking High Five's plaque, Lucy hitting the Jackpot, a Fifty Fifty run the player calls (higher, lower,
stop), Pay Day paying jetons and money, a jeton spent to skip a bad throw, a tie cancelling, and the round scored
with two places per casino.
"""

from __future__ import annotations

from vegas_desktop.royale.moves import FiftyCall, Place, Roll, Skip
from vegas_desktop.tutorial.forced import dice
from vegas_desktop.tutorial.script import Bot, Do, Lesson, Rig, Say

YOU, LUCY = 0, 1


def lesson() -> Lesson:
    k = "tutorial.ro."
    return Lesson(
        game="royale",
        seed=6,
        options="tiles=A2+B2+C1+D1",
        names=("", "tutorial.lucy.name"),
        entries=[
            Say(k + "welcome", ("casinos",)),
            Say(k + "tiles", ("tile:1", "tile:2", "tile:3", "tile:4")),
            Say(k + "neutral", ("casinos",)),
            Rig(dice(3, 3, 3, 2, 5, 6, 1, 3)),
            Do(Roll(), k + "throw", ("throw",)),
            Do(Place(3), k + "biggy", ("dice:3", "casino:3")),
            Say(k + "high_five", ("tile:3", "casino:3")),
            Rig(dice(1, 1, 4, 2, 6, 5, 6, 1)),
            Bot(LUCY, Roll()),
            Rig(dice(3, 4)),
            Bot(LUCY, Place(1)),
            Say(k + "jackpot", ("tile:1", "casino:1")),
            Rig(dice(2, 2, 4, 6)),
            Do(Roll(), k + "throw2", ("throw",)),
            Rig(dice(2, 3)),
            Do(Place(2), k + "fifty", ("dice:2", "casino:2")),
            Rig(dice(4, 5)),
            Do(FiftyCall("higher"), k + "higher", ("prompt", "tile:2")),
            Rig(dice(2, 4)),
            Do(FiftyCall("lower"), k + "lower", ("prompt", "tile:2")),
            Do(FiftyCall("stop"), k + "stop", ("prompt", "tile:2")),
            Say(k + "fifty_won", ("tile:2", "panel:0")),
            Rig(dice(4, 4, 6, 6, 5)),
            Bot(LUCY, Roll()),
            Bot(LUCY, Place(4)),
            Say(k + "pay_day", ("tile:4", "panel:1")),
            Rig(dice(5, 1)),
            Do(Roll(), k + "throw3", ("throw",)),
            Do(Skip(), k + "skip", ("skip",)),
            Rig(dice(6, 6, 6)),
            Bot(LUCY, Roll()),
            Bot(LUCY, Place(6)),
            Rig(dice(4, 4)),
            Do(Roll(), k + "throw4", ("throw",)),
            Do(Place(4), k + "place4", ("dice:4", "casino:4")),
            Say(k + "scored", ("log",)),
            Say(k + "end", ("panel:0",)),
        ],
    )
