"""The table of a match's game: the one `TableScene` composed with the parts its descriptor names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vegas_desktop import games
from vegas_desktop.scenes.table.base import TableScene

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import TableMatch


def table_scene(app: App, match: TableMatch) -> TableScene[Any]:
    table = games.descriptor(match.game).table
    if table is None:
        raise ValueError(f"{match.game} has no table on screen yet")
    return TableScene(app, match, table())
