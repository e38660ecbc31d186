"""Pig & Bet as the app sees it: its one descriptor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.descriptor import GameDescriptor, dice_sound

from . import advice, rules
from .agents import LEVELS, HardPlayer
from .narrator import NARRATOR
from .rules import RULES, SEATS, Action, Options, PigState, PigView

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import PartsFactory
    from vegas_desktop.scenes.tutorial.targets import LessonTable
    from vegas_desktop.tutorial.script import Lesson


def _table() -> PartsFactory[PigView]:
    from .parts import make_parts  # pygame only when a table opens

    return make_parts


def _lesson() -> Lesson:
    from .lesson import lesson  # the guided game needs the match: loaded when it opens

    return lesson()


def _lesson_table() -> LessonTable:
    from .lesson_table import LESSON_TABLE

    return LESSON_TABLE


GAME: GameDescriptor[PigState, Action, PigView, Options] = GameDescriptor(
    name=rules.NAME,
    rules=RULES,
    seats=SEATS,
    parse_options=rules.parse_options,
    format_options=rules.format_options,
    switches=rules.SWITCHES,
    agents=LEVELS,
    help_sections=("pb_goal", "pb_bet", "pb_turn"),
    narrator=NARRATOR,
    table=_table,
    sounds={
        rules.DieRolled: dice_sound(1),
        rules.Banked: "bills",
        rules.BetMade: "card_draw",
        rules.BetsRevealed: "card_draw",
    },
    codec_modules=(rules,),
    judge=HardPlayer,
    describe=advice.describe,
    explain=advice.explain,
    preview=advice.preview,
    lesson=_lesson,
    lesson_table=_lesson_table,
)
