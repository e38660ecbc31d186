"""The one registry of games: everything that lists games (menu, setup, rules help, settings, command line,
tournament, bench, saves) reads it. A game is its two folders (`vegas_desktop/<game>/`, `scenes/<game>/`), its
texts and one `register` line below.

Each entry resolves lazily to the `GameDescriptor` its package exports as `GAME`, so one game's bug can't block
another and nothing loads a game that is not played.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any

from vegas_desktop.ai.base import Agent
from vegas_desktop.core.codec import Codec
from vegas_desktop.core.game import Event, GameRules
from vegas_desktop.core.options import Switch
from vegas_desktop.descriptor import GameDescriptor

AnyGame = GameDescriptor[Any, Any, Any, Any]  # the registry holds games of every state and action type
Loader = Callable[[], AnyGame]

_LOADERS: dict[str, Loader] = {}
_LOADED: dict[str, AnyGame] = {}


def register(name: str, load: Loader) -> None:
    """Add a game (or replace one of the same name): `load` returns its descriptor when first needed."""
    if not name.isidentifier():
        raise ValueError(f"a game's name must be one word of letters, digits and _: {name!r}")
    _LOADERS[name] = load
    _LOADED.pop(name, None)


def unregister(name: str) -> None:
    """Take a game out again (tests that register one of their own)."""
    _LOADERS.pop(name, None)
    _LOADED.pop(name, None)


def package_game(module: str) -> Loader:
    """The loader of the descriptor a package exports as `GAME` (`vegas_desktop.<game>.game`)."""

    def load() -> AnyGame:
        found = import_module(module).GAME
        if not isinstance(found, GameDescriptor):
            raise TypeError(f"{module}.GAME is not a GameDescriptor")
        return found

    return load


register("lasvegas", package_game("vegas_desktop.lasvegas.game"))
register("royale", package_game("vegas_desktop.royale.game"))
register("cards", package_game("vegas_desktop.cards.game"))
register("cashrun", package_game("vegas_desktop.cashrun.game"))

DEFAULT_GAME = "lasvegas"  # what a first start and the command line play unless told otherwise


def loader(name: str) -> Loader:
    """The loader a game was registered with (a tournament's worker processes register it again)."""
    found = _LOADERS.get(name)
    if found is None:
        raise ValueError(f"unknown game {name!r}; choose one of: {', '.join(_LOADERS)}")
    return found


def game_names() -> tuple[str, ...]:
    """Every registered game, in registry order (the menus' order); resolves no descriptor (start-up lists
    games without importing them)."""
    return tuple(_LOADERS)


def descriptor(name: str) -> AnyGame:
    found = _LOADED.get(name)
    if found is None:
        found = _LOADED[name] = loader(name)()
        if found.name != name:
            raise ValueError(f"the game registered as {name!r} calls itself {found.name!r}")
    return found


def rules_for(name: str) -> GameRules[Any, Any, Any, Any]:
    return descriptor(name).rules


def parse_options(name: str, text: str) -> Any:
    """Options from a comma list such as 'biggy,kickers=2'; raises ValueError with a clear message."""
    return descriptor(name).parse_options(text)


def format_options(name: str, options: Any) -> str:
    """The canonical comma list for these options (what the setup screen and settings store)."""
    return descriptor(name).format_options(options)


def validate_options(name: str, options: Any, players: int) -> None:
    """Options that cannot work with this many players raise ValueError (e.g. two kickers at 6 seats)."""
    descriptor(name).validate(options, players)


def switches(name: str) -> tuple[Switch, ...]:
    return descriptor(name).switches


def house_rules(name: str) -> tuple[tuple[str, str], ...]:
    """(key, English text) of decisions the game took beyond the rulebook; texts under rules.<name>.house.<key>."""
    return descriptor(name).house_rules


def codec_for(name: str) -> Codec:
    """Decodes this game's saved actions and events (its own modules only)."""
    return descriptor(name).codec


def new_game(name: str, seats: int, seed: int, options: Any) -> tuple[Any, list[Event]]:
    """A fresh game state and the events of its set-up."""
    return descriptor(name).rules.new_game(seats, seed, options)


def make_agent(game: str, level: str, seed: int = 0) -> Agent:
    """A computer player of `game` at `level` (one of descriptor.LEVELS, or 'ai' for 'normal')."""
    return descriptor(game).make_agent(level, seed)


def agent_seed(game_seed: int, seat: int) -> int:
    """The one derivation of a computer player's seed from the game's seed (app, autoplay, tournament alike)."""
    return (game_seed + 101 * (seat + 1)) % (2**63)


def default_name(index: int) -> str:
    from vegas_desktop.text import t

    return t(f"common.default_name.{index % 6}")
