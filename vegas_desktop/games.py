"""The one registry of games: everything that lists games (menu, setup, rules help, settings, command line,
tournament, bench, saves) reads it, so a new game is its package, its scenes, its texts and one line here.

Game packages, computer players and scenes are named by module path and imported lazily: the registry
sits low in the layers (core <- games <- ai <- app <- scenes) and one game's bug can't block another.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from vegas_desktop.core.codec import Codec
from vegas_desktop.core.game import GameRules
from vegas_desktop.core.options import Switch


@dataclass(frozen=True)
class GameSpec:
    """What the app needs to know about one game.

    The package offers RULES (a GameRules), parse_options(text), format_options(options), SWITCHES (the
    options as the setup screen shows them) and optionally validate(options, players) and HOUSE_RULES.
    """

    name: str  # command-line name; text keys: game.<name> (title), rules.sections.<name>
    package: str
    seats: tuple[int, int]
    agents: str  # module with make_agent(level, seed)
    table: str | None = None  # "module:Class" of its table scene; None while the game is not on screen
    in_place_step: bool = False  # rules.step(state, action, events, seat) mutates: tournaments skip copies
    seed_hint: str = "setup.seed_hint"  # text key under the seed field

    @property
    def on_screen(self) -> bool:
        return self.table is not None


REGISTRY: dict[str, GameSpec] = {
    spec.name: spec
    for spec in (
        GameSpec(
            "lasvegas",
            "vegas_desktop.lasvegas",
            (2, 6),
            "vegas_desktop.ai.lasvegas_agents",
            table="vegas_desktop.scenes.lasvegas.table:LasVegasTableScene",
            in_place_step=True,
        ),
        GameSpec(
            "royale",
            "vegas_desktop.royale",
            (2, 5),
            "vegas_desktop.ai.royale_agents",
            table="vegas_desktop.scenes.royale.table:RoyaleTableScene",
        ),
        GameSpec(
            "cards",
            "vegas_desktop.cards",
            (2, 5),
            "vegas_desktop.ai.cards_agents",
            table="vegas_desktop.scenes.cards.table:CardsTableScene",
            seed_hint="setup.seed_hint_cards",
        ),
        GameSpec(
            "cashrun",
            "vegas_desktop.cashrun",
            (3, 6),
            "vegas_desktop.ai.cashrun_agents",
            table="vegas_desktop.scenes.cashrun.table:CashRunTableScene",
            in_place_step=True,
        ),
    )
}


def game_names() -> tuple[str, ...]:
    return tuple(REGISTRY)


def playable_names() -> tuple[str, ...]:
    """Games with a table on screen (menu, setup, rules help, autoplay)."""
    return tuple(name for name, spec in REGISTRY.items() if spec.on_screen)


def spec_for(name: str) -> GameSpec:
    spec = REGISTRY.get(name)
    if spec is None:
        raise ValueError(f"unknown game {name!r}; choose one of: {', '.join(REGISTRY)}")
    return spec


def game_package(name: str) -> ModuleType:
    return importlib.import_module(spec_for(name).package)


def rules_for(name: str) -> GameRules[Any, Any, Any, Any]:
    rules: GameRules[Any, Any, Any, Any] = game_package(name).RULES
    return rules


def game_of_rules(rules: object) -> str:
    """The registry name of a rules object (matches carry their game's name; this is for older callers)."""
    name = getattr(rules, "name", None)
    if isinstance(name, str) and name in REGISTRY:
        return name
    raise ValueError(f"rules {rules!r} belong to no registered game")


def parse_options(name: str, text: str) -> Any:
    """Options from a comma list such as 'biggy,kickers=2'; raises ValueError with a clear message."""
    return game_package(name).parse_options(text)


def format_options(name: str, options: Any) -> str:
    """The canonical comma list for these options (what the setup screen and settings store)."""
    text: str = game_package(name).format_options(options)
    return text


def validate_options(name: str, options: Any, players: int) -> None:
    """Options that cannot work with this many players raise ValueError (e.g. two kickers at 6 seats)."""
    validate = getattr(importlib.import_module(f"{spec_for(name).package}.options"), "validate", None)
    if validate is not None:
        validate(options, players)


def switches(name: str) -> tuple[Switch, ...]:
    found: tuple[Switch, ...] = getattr(importlib.import_module(f"{spec_for(name).package}.options"), "SWITCHES", ())
    return found


def house_rules(name: str) -> tuple[tuple[str, str], ...]:
    """(key, English text) of decisions the game took beyond the rulebook; texts under rules.<name>.house.<key>."""
    try:
        module = importlib.import_module(f"{spec_for(name).package}.house_rules")
    except ImportError:
        return ()
    found: tuple[tuple[str, str], ...] = getattr(module, "HOUSE_RULES", ())
    return found


@cache
def codec_for(name: str) -> Codec:
    """Decodes this game's saved actions and events (its moves and model modules only)."""
    package = spec_for(name).package
    modules = [f"{package}.moves", f"{package}.model", "vegas_desktop.core.events"]
    return Codec(m for m in modules if importlib.util.find_spec(m) is not None)


def new_game(name: str, seats: int, seed: int, options: Any) -> tuple[Any, list[Any]]:
    """A fresh game state and the events of its set-up."""
    return rules_for(name).new_game(seats, seed, options)


def agent_seed(game_seed: int, seat: int) -> int:
    """The one derivation of a computer player's seed from the game's seed (app, autoplay, tournament alike)."""
    return (game_seed + 101 * (seat + 1)) % (2**63)


def default_name(index: int) -> str:
    from vegas_desktop.text import t

    return t(f"common.default_name.{index % 6}")
