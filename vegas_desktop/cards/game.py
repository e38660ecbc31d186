"""Las Vegas – The Card Game as the app sees it: the registry's descriptor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.cards import advice, model, moves, options
from vegas_desktop.cards.ai.agents import EasyAgent, HardAgent, NormalAgent
from vegas_desktop.cards.model import CardsState, CardsView, Options
from vegas_desktop.cards.moves import Action
from vegas_desktop.cards.narrator import NARRATOR
from vegas_desktop.cards.rules import RULES
from vegas_desktop.descriptor import GameDescriptor

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import PartsFactory
    from vegas_desktop.scenes.tutorial.targets import LessonTable
    from vegas_desktop.tutorial.script import Lesson


def _table() -> PartsFactory[CardsView]:
    # Imported on first use: the rules, the tournament and the command line never load pygame.
    from vegas_desktop.scenes.cards.parts import make_parts

    return make_parts


def _lesson() -> Lesson:
    from vegas_desktop.cards.lesson import lesson  # the guided game needs the match: loaded when it opens

    return lesson()


def _lesson_table() -> LessonTable:
    from vegas_desktop.scenes.cards.lesson import LESSON_TABLE

    return LESSON_TABLE


GAME: GameDescriptor[CardsState, Action, CardsView, Options] = GameDescriptor(
    name="cards",
    rules=RULES,
    seats=(2, 5),
    parse_options=options.parse_options,
    format_options=options.format_options,
    switches=options.SWITCHES,
    agents={"easy": EasyAgent, "normal": NormalAgent, "hard": HardAgent},
    judge=HardAgent,
    help_sections=("c_goal", "c_setup", "c_turn", "c_out", "c_scoring", "c_end", "c_sequential", "c_house"),
    narrator=NARRATOR,
    table=_table,
    sounds={
        moves.CardsDrawn: "card_draw",
        moves.PicksRevealed: "card_draw",
        moves.CardsPlaced: "card_draw",
        moves.CardsPlayed: "card_draw",
    },
    seed_hint="setup.seed_hint_cards",
    codec_modules=(moves, model),
    describe=advice.describe,
    explain=advice.explain,
    preview=advice.preview,
    lesson=_lesson,
    lesson_table=_lesson_table,
)
