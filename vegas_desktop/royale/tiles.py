"""The action tiles (docs/rules.md#royale-tiles) by id: one `TileRule` each (tiles_a_d.py, tiles_e_f.py, tiles_g_h.py),
and the dispatch the rules use — activation, the choices of a decision phase and their resolution, and the tiles'
hooks before and at a casino's scoring.

`activate` runs a tile's effect and, when the tile needs a choice, sets `state.phase` to a decision phase
(with `state.actor` the seat to decide); otherwise the phase stays "turn_end". Round-end decisions (Prime
Time, Black Box) return to "round_end" instead.
"""

from __future__ import annotations

from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.royale.common import check_power_play
from vegas_desktop.royale.model import Phase, RoyaleState
from vegas_desktop.royale.moves import Action, ActivateTile, TileActivated
from vegas_desktop.royale.tile_rule import Decision, Events, TileRule
from vegas_desktop.royale.tiles_a_d import TILES_A_D
from vegas_desktop.royale.tiles_e_f import TILES_E_F, knockout_resolve
from vegas_desktop.royale.tiles_g_h import TILES_G_H, other_tiles

TILES: dict[str, TileRule] = {rule.id: rule for rule in (*TILES_A_D, *TILES_E_F, *TILES_G_H)}


def activate(state: RoyaleState, casino: int, seat: int, events: Events) -> None:
    """Run the tile at `casino` for `seat` (who placed dice there, or chose it with My Choice 4)."""
    tile = state.tiles[casino]
    if tile is None:
        return
    state.tile_casino = casino
    state.actor = seat
    events.append(TileActivated(casino + 1, tile, seat))
    rule = TILES[tile]
    if rule.activate is not None:  # Prime Time, Bad Luck and Black Box act at the round end only
        rule.activate(state, casino, seat, events)


def _activate_other(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    assert isinstance(action, ActivateTile)
    state.placed = ()
    activate(state, action.casino - 1, seat, events)


# Every decision phase, whichever tile asks it (Handicap and My Choice 5 share "adjust").
DECISIONS: dict[Phase, Decision] = {phase: d for rule in TILES.values() for phase, d in rule.decisions.items()}
DECISIONS[Phase.MY_CHOICE_TILE] = Decision(
    (ActivateTile,), lambda s: [ActivateTile(c + 1) for c in other_tiles(s)], _activate_other
)
PHASE_ACTIONS: dict[str, tuple[type, ...]] = {phase: d.actions for phase, d in DECISIONS.items()}


def tile_legal(state: RoyaleState) -> list[Action]:
    """The choices of the current decision phase for `state.actor` (Knockout?: see `knockout_legal`)."""
    decision = DECISIONS.get(state.phase)
    if decision is None:
        raise AssertionError(f"not a tile phase: {state.phase}")
    return decision.legal(state)


def resolve(state: RoyaleState, action: Action, seat: int, events: Events) -> None:
    """Apply a decision-phase action (already checked to be of the phase's types)."""
    phase = state.phase
    if phase == Phase.KNOCKOUT:  # simultaneous and secret: each seat's pick, revealed together
        knockout_resolve(state, action, seat, events)
        return
    if action not in tile_legal(state):
        raise IllegalAction(f"{phase}: choice not allowed", repr(action))
    decision = DECISIONS[Phase(phase)]
    state.phase = Phase.ROUND_END if decision.round_end else Phase.TURN_END
    decision.resolve(state, action, seat, events)
    check_power_play(state, events)


def before_scoring(state: RoyaleState, casino: int, events: Events) -> None:
    tile = state.tiles[casino]
    hook = TILES[tile].before_scoring if tile is not None else None
    if hook is not None:
        hook(state, casino, events)


def at_scoring(state: RoyaleState, casino: int, events: Events) -> None:
    tile = state.tiles[casino]
    hook = TILES[tile].at_scoring if tile is not None else None
    if hook is not None:
        hook(state, casino, events)
