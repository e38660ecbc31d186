"""Las Vegas – The Card Game (docs/rules.md#cards): pygame-free rules."""

from vegas_desktop.cards.model import (
    BILLS_CARDS,
    CASINO_COUNT,
    DECK_SHAPE,
    DECK_SIZE,
    HAND_SIZE,
    OUT_AT,
    ROUNDS,
    TURNS,
    Card,
    CardsState,
    CardsView,
    Options,
    card_by_id,
    deck_for,
)
from vegas_desktop.cards.moves import Pick, redact
from vegas_desktop.cards.options import format_options, parse_options
from vegas_desktop.cards.rules import RULES, CardsRules, step
from vegas_desktop.cards.selection import legal_picks, pick_error, selection_error

__all__ = [
    "format_options",
    "BILLS_CARDS",
    "CASINO_COUNT",
    "DECK_SHAPE",
    "DECK_SIZE",
    "HAND_SIZE",
    "OUT_AT",
    "ROUNDS",
    "RULES",
    "TURNS",
    "Card",
    "CardsRules",
    "CardsState",
    "CardsView",
    "Options",
    "Pick",
    "card_by_id",
    "deck_for",
    "legal_picks",
    "parse_options",
    "pick_error",
    "redact",
    "selection_error",
    "step",
]
