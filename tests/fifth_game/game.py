"""Pig & Bet as the app sees it: its one descriptor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop.descriptor import GameDescriptor, dice_sound

from . import rules
from .agents import LEVELS
from .narrator import NARRATOR
from .rules import RULES, SEATS, Action, Options, PigState, PigView

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import PartsFactory


def _table() -> PartsFactory[PigView]:
    from .parts import make_parts  # pygame only when a table opens

    return make_parts


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
)
