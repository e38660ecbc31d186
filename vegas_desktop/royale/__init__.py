"""Las Vegas Royale (docs/rules.md#royale): pygame-free rules with the 16 action tiles."""

from vegas_desktop.royale.model import (
    BIGGY,
    BLACK,
    BLANK,
    CASINO_COUNT,
    GREY,
    NEUTRAL,
    ROUNDS,
    SMALL,
    TILE_IDS,
    TILE_NAMES,
    Die,
    Options,
    Pieces,
    RoyaleState,
)
from vegas_desktop.royale.options import format_options, parse_options
from vegas_desktop.royale.rules import RULES, RoyaleRules, step

__all__ = [
    "format_options",
    "BIGGY",
    "BLACK",
    "BLANK",
    "CASINO_COUNT",
    "GREY",
    "NEUTRAL",
    "ROUNDS",
    "RULES",
    "SMALL",
    "TILE_IDS",
    "TILE_NAMES",
    "Die",
    "Options",
    "Pieces",
    "RoyaleRules",
    "RoyaleState",
    "parse_options",
    "step",
]
