"""The one implementation of `app.screens`: the screens that other screens open without importing them.

Each screen is imported when it is first opened (start-up shows only the menu); this module is a leaf that
nothing but the scenes package imports, so these imports close no circle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.core.game import Event
    from vegas_desktop.match import Match, TableMatch
    from vegas_desktop.saves.savefile import SavedGame


class Router:
    def main_menu(self, app: App) -> Scene:
        from vegas_desktop.scenes.menu import MainMenuScene

        return MainMenuScene(app)

    def setup(self, app: App) -> Scene:
        from vegas_desktop.scenes.setup import SetupScene

        return SetupScene(app)

    def pause(self, app: App) -> Scene:
        from vegas_desktop.scenes.pause import PauseScene

        return PauseScene(app)

    def handover(self, app: App, name: str, colour: int, ready: Callable[[], object] | None) -> Scene:
        from vegas_desktop.scenes.handover import HandoverScene

        return HandoverScene(app, name, colour, ready)

    def results(self, app: App, match: TableMatch) -> Scene:
        from vegas_desktop.scenes.results import ResultsScene

        return ResultsScene(app, match)

    def round_summary(self, app: App, match: TableMatch, events: list[Event]) -> Scene:
        from vegas_desktop.scenes.round_summary import RoundSummaryScene

        return RoundSummaryScene(app, match, events)

    def table(self, app: App, match: Match) -> Scene:
        from vegas_desktop.scenes.table_factory import table_scene

        return table_scene(app, match)

    def replay(self, app: App, saved: SavedGame) -> Scene:
        from vegas_desktop.scenes.replay import replay_scene

        return replay_scene(app, saved)

    def results_shown(self, scene: Scene) -> bool:
        from vegas_desktop.scenes.results import ResultsScene

        return isinstance(scene, ResultsScene) and scene.settled
