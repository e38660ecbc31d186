"""The table scene of a match's game, as its descriptor names it (so no screen lists games itself)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop import games

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.match import Match


def table_scene(app: App, match: Match) -> Scene:
    table = games.descriptor(match.game).table
    if table is None:
        raise ValueError(f"{match.game} has no table on screen yet")
    return table()(app, match)
