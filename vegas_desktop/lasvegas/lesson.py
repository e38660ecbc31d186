"""The guided first game of Las Vegas: one round against Lucy that shows every rule of the base game.

Seed 4 deals casino 1 [50k], 2 [70k, 10k, 10k], 3 [70k], 4 [50k], 5 [90k, 40k], 6 [80k, 30k]. The throws are
forced so that: all dice of one value go together (three 5s), a tie cancels (two against two at casino 6), the
most dice take the top bill and the next most the second (casino 5), a player beyond the bills gets nothing
(casino 4 has one bill), a player without dice is skipped while the other throws on, and a lone value places
itself. The round is then scored and the coach tells how the game goes on and ends.
"""

from __future__ import annotations

from vegas_desktop.lasvegas.moves import Place, Roll
from vegas_desktop.tutorial.forced import dice
from vegas_desktop.tutorial.script import Bot, Do, Lesson, Rig, Say

YOU, LUCY = 0, 1


def lesson() -> Lesson:
    k = "tutorial.lv."
    return Lesson(
        game="lasvegas",
        seed=4,
        names=("", "tutorial.lucy.name"),
        entries=[
            Say(k + "welcome", ("casinos",)),
            Say(k + "goal", ("casino:5",)),
            Rig(dice(5, 5, 5, 2, 6, 6, 1, 3)),
            Do(Roll(), k + "throw", ("throw",)),
            Do(Place(5), k + "place5", ("dice:5", "casino:5")),
            Say(k + "placed5", ("casino:5",)),
            Rig(dice(4, 4, 4, 4, 2, 5, 1, 6)),
            Bot(LUCY, Roll()),
            Bot(LUCY, Place(4)),
            Say(k + "lucy4", ("casino:4", "panel:1")),
            Rig(dice(6, 6, 4, 1, 2)),
            Do(Roll(), k + "throw2", ("throw",)),
            Do(Place(6), k + "place6", ("dice:6", "casino:6")),
            Rig(dice(6, 6, 5, 3)),
            Bot(LUCY, Roll()),
            Bot(LUCY, Place(6)),
            Say(k + "tie6", ("casino:6",)),
            Rig(dice(1, 4, 2)),
            Do(Roll(), k + "throw3", ("throw",)),
            Do(Place(1), k + "place1", ("dice:1", "casino:1")),
            Rig(dice(5, 5)),
            Bot(LUCY, Roll()),
            Bot(LUCY, Place(5)),
            Say(k + "majority5", ("casino:5",)),
            Rig(dice(2, 4)),
            Do(Roll(), k + "skipped", ("throw", "panel:1")),
            Do(Place(2), k + "place2", ("dice:2", "casino:2")),
            Rig(dice(4)),
            Do(Roll(), k + "throw_last", ("throw",)),
            Bot(YOU, Place(4)),
            Say(k + "scored", ("casinos",)),
            Say(k + "scoring_detail", ("log",)),
            Say(k + "end", ("panel:0",)),
        ],
    )
