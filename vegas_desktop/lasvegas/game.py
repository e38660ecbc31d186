"""Las Vegas as the app sees it: the registry's descriptor of the classic dice game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.descriptor import GameDescriptor, rattle
from vegas_desktop.lasvegas import advice, model, moves, options
from vegas_desktop.lasvegas.ai.agents import EasyAgent, HardAgent, NormalAgent
from vegas_desktop.lasvegas.model import LasVegasState, Options
from vegas_desktop.lasvegas.moves import Action
from vegas_desktop.lasvegas.narrator import NARRATOR
from vegas_desktop.lasvegas.rules import RULES, step

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import PartsFactory
    from vegas_desktop.scenes.tutorial.targets import LessonTable
    from vegas_desktop.tutorial.script import Lesson


def _table() -> PartsFactory[LasVegasState]:
    # Imported on first use: the rules, the tournament and the command line never load pygame.
    from vegas_desktop.scenes.lasvegas.parts import make_parts

    return make_parts


def _lesson() -> Lesson:
    from vegas_desktop.lasvegas.lesson import lesson  # the guided game needs the match: loaded when it opens

    return lesson()


def _lesson_table() -> LessonTable:
    from vegas_desktop.scenes.lasvegas.lesson import LESSON_TABLE

    return LESSON_TABLE


GAME: GameDescriptor[LasVegasState, Action, LasVegasState, Options] = GameDescriptor(
    name="lasvegas",
    rules=RULES,
    seats=(2, 6),
    parse_options=options.parse_options,
    format_options=options.format_options,
    switches=options.SWITCHES,
    validate=options.validate,
    agents={"easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent},
    judge=HardAgent,
    help_sections=("goal", "table", "turn", "example", "scoring", "end", "house"),
    narrator=NARRATOR,
    table=_table,
    sounds={
        moves.DiceThrown: rattle(1),
        moves.WhiteDicePreplaced: rattle(1),
        moves.DicePlaced: "die_set",
        moves.DieKicked: "die_set",
        moves.RainbowReplaced: "card_draw",
    },
    step=step,
    codec_modules=(moves, model),
    describe=advice.describe,
    explain=advice.explain,
    preview=advice.preview,
    lesson=_lesson,
    lesson_table=_lesson_table,
)
