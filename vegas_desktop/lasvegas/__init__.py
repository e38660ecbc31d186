"""Las Vegas, the classic dice game (RULES.md §1): pygame-free rules."""

from vegas_desktop.lasvegas.model import (
    BILLS_CLASSIC,
    CASINO_COUNT,
    ROUNDS,
    WHITE,
    Die,
    LasVegasState,
    Options,
)
from vegas_desktop.lasvegas.moves import Place, Roll
from vegas_desktop.lasvegas.options import parse_options
from vegas_desktop.lasvegas.rules import RULES, LasVegasRules

__all__ = [
    "BILLS_CLASSIC",
    "CASINO_COUNT",
    "ROUNDS",
    "RULES",
    "WHITE",
    "Die",
    "LasVegasRules",
    "LasVegasState",
    "Options",
    "Place",
    "Roll",
    "parse_options",
]
