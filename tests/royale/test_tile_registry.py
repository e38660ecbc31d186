"""One object per tile, its policy and its prompt beside it: the three registries agree on their keys."""

from __future__ import annotations

from vegas_desktop.royale.ai.tile_policies import POLICIES
from vegas_desktop.royale.model import TILE_IDS, Phase
from vegas_desktop.royale.tiles import DECISIONS, PHASE_ACTIONS, TILES


def test_every_tile_has_one_rule() -> None:
    assert set(TILES) == set(TILE_IDS)
    for tile_id, rule in TILES.items():
        assert rule.id == tile_id and rule.name
        assert rule.timing in ("placement", "before scoring", "scoring")
        # a tile acts at some moment: on placement, or at its casino's scoring
        assert rule.activate or rule.before_scoring or rule.at_scoring, tile_id


def test_every_decision_has_a_policy_and_a_menu() -> None:
    from vegas_desktop.scenes.royale.tile_prompts import MENUS

    assert set(DECISIONS) == set(POLICIES)
    assert set(DECISIONS) <= set(MENUS)
    assert set(MENUS) - set(DECISIONS) == {Phase.ROLL}  # the turn's own menu (throw or Power Play)
    for phase, decision in DECISIONS.items():
        assert PHASE_ACTIONS[phase] == decision.actions and decision.actions


def test_round_end_decisions_are_the_scoring_tiles() -> None:
    round_end = {phase for phase, d in DECISIONS.items() if d.round_end}
    assert round_end == {Phase.PRIME_TIME, Phase.BOX_SPLIT, Phase.BOX_PICK}
    assert TILES["B1"].timing == "before scoring" and TILES["G1"].timing == "scoring"
