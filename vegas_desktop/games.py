"""The games the app knows, by command-line name. Imported lazily so one game's bug can't block another."""

from __future__ import annotations

import importlib
from typing import Any

# name -> package exposing RULES (a GameRules) and parse_options(text) -> options
GAME_PACKAGES: dict[str, str] = {
    "lasvegas": "vegas_desktop.lasvegas",
    "royale": "vegas_desktop.royale",
    "cards": "vegas_desktop.cards",
    "cashrun": "vegas_desktop.cashrun",
}


def game_names() -> tuple[str, ...]:
    return tuple(GAME_PACKAGES)


def game_package(name: str) -> Any:
    if name not in GAME_PACKAGES:
        raise ValueError(f"unknown game {name!r}; choose one of: {', '.join(GAME_PACKAGES)}")
    return importlib.import_module(GAME_PACKAGES[name])


def rules_for(name: str) -> Any:
    return game_package(name).RULES


def parse_options(name: str, text: str) -> Any:
    """Options from a comma list such as 'biggy,kickers=2'; raises ValueError with a clear message."""
    return game_package(name).parse_options(text)


def format_options(name: str, options: Any) -> str:
    """The canonical comma list for these options (what the setup screen and settings store)."""
    return game_package(name).format_options(options)
