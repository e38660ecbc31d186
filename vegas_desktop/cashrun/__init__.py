"""Cash & Run (docs/rules.md#cash-and-run): the casino board game with roulette, dice, cards, bluffs and auctions."""

from vegas_desktop.cashrun.flow import combos_of
from vegas_desktop.cashrun.model import BOARD, CASINOS, CashRunState, CashRunView, Options, Phase
from vegas_desktop.cashrun.options import format_options, parse_options, validate
from vegas_desktop.cashrun.rules import RULES, CashRunRules, step

__all__ = [
    "BOARD",
    "CASINOS",
    "RULES",
    "CashRunRules",
    "CashRunState",
    "CashRunView",
    "Options",
    "Phase",
    "combos_of",
    "format_options",
    "parse_options",
    "step",
    "validate",
]
