"""What a game gives the one table scene."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.app.scene import Scene
    from vegas_desktop.match import Match

TableFactory = Callable[["App", "Match"], "Scene"]
