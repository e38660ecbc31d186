"""Cash & Run as the app sees it: the registry's descriptor of the casino board game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.cashrun import advice, model, moves, options
from vegas_desktop.cashrun.ai.agents import LEVELS, hard
from vegas_desktop.cashrun.model import CashRunState, CashRunView, Options
from vegas_desktop.cashrun.moves import Action
from vegas_desktop.cashrun.narrator import NARRATOR
from vegas_desktop.cashrun.rules import RULES, step
from vegas_desktop.descriptor import GameDescriptor, dice_sound, rattle

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import PartsFactory
    from vegas_desktop.scenes.tutorial.targets import LessonTable
    from vegas_desktop.tutorial.script import Lesson


def _table() -> PartsFactory[CashRunView]:
    # Imported on first use: the rules, the tournament and the command line never load pygame.
    from vegas_desktop.scenes.cashrun.parts import make_parts

    return make_parts


def _lesson() -> Lesson:
    from vegas_desktop.cashrun.lesson import lesson  # the guided game needs the match: loaded when it opens

    return lesson()


def _lesson_table() -> LessonTable:
    from vegas_desktop.scenes.cashrun.lesson import LESSON_TABLE

    return LESSON_TABLE


GAME: GameDescriptor[CashRunState, Action, CashRunView, Options] = GameDescriptor(
    name="cashrun",
    rules=RULES,
    seats=(3, 6),
    parse_options=options.parse_options,
    format_options=options.format_options,
    switches=options.SWITCHES,
    validate=options.validate,
    agents=LEVELS,
    judge=hard,
    help_sections=(
        "cr_goal",
        "cr_combos",
        "cr_setup",
        "cr_turn",
        "cr_casino",
        "cr_fields",
        "cr_bluff",
        "cr_auction",
        "cr_final",
        "cr_table",
        "cr_house",
    ),
    narrator=NARRATOR,
    table=_table,
    sounds={
        moves.DiceRolled: rattle(2),
        moves.DieRolled: dice_sound(1),
        moves.AllPlayed: lambda ev: dice_sound(len(ev.results) or 1),  # one die for each player still in
        moves.FirstPlayerRolls: dice_sound(2),
        moves.CasinoSold: "bills",
        moves.CasinoBought: "bills",
        moves.ChipsMoved: "chips",
        moves.BidMade: "chips",
        moves.RouletteSpun: "roulette",
        moves.CardDrawn: "card_draw",
        moves.BluffChallenged: "card_draw",
    },
    step=step,
    codec_modules=(moves, model),
    describe=advice.describe,
    explain=advice.explain,
    preview=advice.preview,
    lesson=_lesson,
    lesson_table=_lesson_table,
    seated=options.seated,
)
