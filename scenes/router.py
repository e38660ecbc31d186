"""The one implementation of `app.screens`: the screens that other screens open without importing them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vegas_desktop.scenes.handover import HandoverScene
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.pause import PauseScene
from vegas_desktop.scenes.results import ResultsScene
from vegas_desktop.scenes.round_summary import RoundSummaryScene
from vegas_desktop.scenes.setup import SetupScene

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.core.game import Event
    from vegas_desktop.match import Match


class Router:
    def main_menu(self, app: App) -> Scene:
        return MainMenuScene(app)

    def setup(self, app: App) -> Scene:
        return SetupScene(app)

    def pause(self, app: App) -> Scene:
        return PauseScene(app)

    def handover(self, app: App, name: str, colour: int, ready: Callable[[], object] | None) -> Scene:
        return HandoverScene(app, name, colour, ready)

    def results(self, app: App, match: Match) -> Scene:
        return ResultsScene(app, match)

    def round_summary(self, app: App, match: Match, events: list[Event]) -> Scene:
        return RoundSummaryScene(app, match, events)
