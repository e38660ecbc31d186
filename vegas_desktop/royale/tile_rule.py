"""What one Royale action tile is, as one object: when it acts, what it does, and each decision it asks for.

The rules (`tiles.py`), the computer players (`ai/royale_tile_policies.py`) and the table's prompts
(`scenes/royale/prompts.py`) all look a tile or its decision phase up by the same keys, so a tile's activation,
legal choices, resolution, timing, policy and prompt are found in one place each, side by side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from vegas_desktop.royale.model import Phase, RoyaleState
from vegas_desktop.royale.moves import Action

Events = list

Hook = Callable[[RoyaleState, int, int, Events], None]  # (state, casino, seat, events)
ScoringHook = Callable[[RoyaleState, int, Events], None]  # (state, casino, events)


@dataclass(frozen=True)
class Decision:
    """A choice a tile asks for: its legal actions now, and what choosing one does."""

    actions: tuple[type, ...]  # the action types this decision accepts
    legal: Callable[[RoyaleState], list[Action]]
    resolve: Callable[[RoyaleState, Action, int, Events], None]
    round_end: bool = False  # a decision made during the round's end (play returns to the scoring)


@dataclass(frozen=True)
class TileRule:
    id: str  # "A1"... as printed on the tile
    name: str  # the Royale rulebook's name
    timing: str  # "placement" (on activation), "before scoring" or "scoring" (at the casino's scoring)
    activate: Hook | None = None
    before_scoring: ScoringHook | None = None
    at_scoring: ScoringHook | None = None
    decisions: dict[Phase, Decision] = field(default_factory=dict)
