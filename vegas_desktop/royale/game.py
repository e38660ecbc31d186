"""Las Vegas Royale as the app sees it: the registry's descriptor of the base game and its 16 action tiles."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from vegas_desktop.descriptor import GameDescriptor, rattle
from vegas_desktop.royale import advice, model, moves, options
from vegas_desktop.royale.ai.agents import RoyaleAgent
from vegas_desktop.royale.house_rules import HOUSE_RULES
from vegas_desktop.royale.model import Options, RoyaleState
from vegas_desktop.royale.moves import Action
from vegas_desktop.royale.narrator import NARRATOR
from vegas_desktop.royale.rules import RULES

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import PartsFactory
    from vegas_desktop.scenes.tutorial.targets import LessonTable
    from vegas_desktop.tutorial.script import Lesson


def _table() -> PartsFactory[RoyaleState]:
    # Imported on first use: the rules, the tournament and the command line never load pygame.
    from vegas_desktop.scenes.royale.parts import make_parts

    return make_parts


def _lesson() -> Lesson:
    from vegas_desktop.royale.lesson import lesson  # the guided game needs the match: loaded when it opens

    return lesson()


def _lesson_table() -> LessonTable:
    from vegas_desktop.scenes.royale.lesson import LESSON_TABLE

    return LESSON_TABLE


GAME: GameDescriptor[RoyaleState, Action, RoyaleState, Options] = GameDescriptor(
    name="royale",
    rules=RULES,
    seats=(2, 5),
    parse_options=options.parse_options,
    format_options=options.format_options,
    switches=options.SWITCHES,
    agents={level: partial(RoyaleAgent, level) for level in ("easy", "normal", "hard")},
    judge=partial(RoyaleAgent, "hard"),
    help_sections=("r_goal", "r_dice", "r_setup", "r_turn", "r_scoring", "r_tiles", "r_end", "r_two", "r_house"),
    narrator=NARRATOR,
    table=_table,
    sounds={
        moves.DiceThrown: rattle(1),
        moves.FiftyFiftyRolled: "dice_roll_few",
        moves.DicePlaced: "die_set",
        moves.DiceMoved: "die_set",
        moves.MoneyPaid: "bill",
        moves.BadLuckPaid: "bills",
        moves.JetonsChanged: "chips",
    },
    house_rules=HOUSE_RULES,
    codec_modules=(moves, model),
    describe=advice.describe,
    explain=advice.explain,
    preview=advice.preview,
    lesson=_lesson,
    lesson_table=_lesson_table,
)
