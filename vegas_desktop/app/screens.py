"""The screens one screen opens of another's kind, reached through the app instead of imported.

Screens lead to each other in circles (the table's pause menu leads to the main menu, which starts tables), so
a screen that would close such a circle asks `app.screens` for the next one. The app itself stays below the
screens: what it opens from the command line (the menu, a table, a replay) comes through here too. The scenes
package installs the one implementation (scenes/router.py) when it is first imported (the command line imports
it before it opens a window); nothing imports it otherwise.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.core.game import Event
    from vegas_desktop.match import Match, TableMatch
    from vegas_desktop.saves.savefile import SavedGame


class Screens(Protocol):
    def main_menu(self, app: App) -> Scene: ...

    def setup(self, app: App) -> Scene: ...

    def pause(self, app: App) -> Scene: ...

    def handover(self, app: App, name: str, colour: int, ready: Callable[[], object] | None) -> Scene: ...

    def results(self, app: App, match: TableMatch) -> Scene: ...

    def round_summary(self, app: App, match: TableMatch, events: list[Event]) -> Scene: ...

    def table(self, app: App, match: Match) -> Scene: ...

    def replay(self, app: App, saved: SavedGame) -> Scene: ...

    def results_shown(self, scene: Scene) -> bool:
        """`scene` is the results screen with every row in place: the end of a game as players see it."""
        ...


_installed: list[Screens] = []


def install(screens: Screens) -> None:
    _installed[:] = [screens]


def current() -> Screens:
    if not _installed:
        raise RuntimeError("no screens installed: import vegas_desktop.scenes first")
    return _installed[0]
