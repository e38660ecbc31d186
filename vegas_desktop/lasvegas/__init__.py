"""Las Vegas, the classic dice game with its options (docs/rules.md#las-vegas, docs/rules.md#lv-options): pygame-free
rules."""

from vegas_desktop.lasvegas.model import (
    BANDIT,
    BIGGY,
    BILLS_CLASSIC,
    CASINO_COUNT,
    KICKER,
    NEUTRAL,
    PLAIN,
    RAINBOW,
    ROUNDS,
    WHITE,
    Die,
    LasVegasState,
    Options,
)
from vegas_desktop.lasvegas.moves import Kick, Place, Roll
from vegas_desktop.lasvegas.options import format_options, parse_options, validate
from vegas_desktop.lasvegas.rules import RULES, LasVegasRules, kick_targets

__all__ = [
    "BANDIT",
    "BIGGY",
    "BILLS_CLASSIC",
    "CASINO_COUNT",
    "KICKER",
    "NEUTRAL",
    "PLAIN",
    "RAINBOW",
    "ROUNDS",
    "RULES",
    "WHITE",
    "Die",
    "Kick",
    "LasVegasRules",
    "LasVegasState",
    "Options",
    "Place",
    "Roll",
    "format_options",
    "kick_targets",
    "parse_options",
    "validate",
]
