"""The table scene of a match's game: the one `TableScene` composed with the parts its descriptor names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vegas_desktop import games
from vegas_desktop.scenes.table.base import TableScene

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.match import Match


def table_scene(app: App, match: Match) -> Scene:
    table = games.descriptor(match.game).table
    if table is None:
        raise ValueError(f"{match.game} has no table on screen yet")
    made = table()
    if isinstance(made, type) and issubclass(made, TableScene):  # a table not yet made of parts (issue 28)
        return made(app, match)
    return TableScene(app, match, made)
