"""The table scene of a match's game, named in the game registry (so no screen lists games itself)."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from vegas_desktop import games

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.match import Match


def table_scene(app: App, match: Match) -> Scene:
    spec = games.spec_for(match.game)
    if spec.table is None:
        raise ValueError(f"{match.game} has no table on screen yet")
    module, name = spec.table.split(":")
    scene: Scene = getattr(import_module(module), name)(app, match)
    return scene
