"""One place says why a human cannot act: refused moves in the player's language, from `IllegalAction.rule`."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from vegas_desktop import games, text
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table.base import TableScene
from vegas_desktop.scenes.table.why_not import refusal_text, rule_key, rule_text
from vegas_desktop.scenes.table_factory import table_scene

# Rules no player can break through a table: programming errors and set-up checks made before a table opens.
INTERNAL = (
    "apply:",
    "unknown action",
    "setup:",
    "roll: an observation",
    "round start: an observation",
    "tutorial",
    "pick: say which seat",
    "pick: another seat's hand",
    "game over",
)


def _rules_raised(package: str) -> set[str]:
    """Every rule string a game's rules package raises as a literal (constants and mapped tables included)."""
    folder = Path(importlib.import_module(package).__file__ or "").parent
    found: set[str] = set()
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        consts = {
            t.id: n.value.value
            for n in ast.walk(tree)
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str)
            for t in n.targets
            if isinstance(t, ast.Name) and t.id.startswith("RULE")
        }
        found |= set(consts.values())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and ast.unparse(node.func).endswith("IllegalAction") and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.add(arg.value)
            if (
                isinstance(node, ast.Dict)
                and node.values
                and all(
                    isinstance(v, ast.Constant) and isinstance(v.value, str) and ": " in v.value for v in node.values
                )
            ):  # a table of rules by phase
                found |= {v.value for v in node.values if isinstance(v, ast.Constant)}
    return {r for r in found if ": " in r or " " in r}


@pytest.mark.parametrize("game", games.game_names())
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_rule_a_player_can_break_has_words_in_each_language(game: str, language: str) -> None:
    package = type(games.rules_for(game)).__module__.rpartition(".")[0]
    rules = _rules_raised(package)
    assert rules, f"{game}: no rules found in {package}"
    text.set_language(language)
    try:
        missing = sorted(r for r in rules if not r.startswith(INTERNAL) and rule_text(r) == text.t("table.refused"))
    finally:
        text.set_language("en")
    assert not missing, f"{game} ({language}): no player words for {missing}"


def test_a_rule_falls_back_to_its_topic_then_to_a_plain_refusal() -> None:
    assert rule_key("place: value not thrown") == "rule.place_value_not_thrown"
    assert rule_text("turn order: not this seat's decision") == text.t("rule.turn_order")
    assert rule_text("no such topic: at all") == text.t("table.refused")
    assert rule_text("") == text.t("table.refused")


def _hot_seat_table(app, game: str) -> tuple[TableScene, int, int, object]:
    """A table of humans; the seat to act, another seat, and a move of the first (illegal for the second)."""
    low = games.descriptor(game).seats[0]
    match = new_match(game, ["human"] * max(low, 3 if game == "cashrun" else 2), seed=3)
    scene = table_scene(app, match)
    assert isinstance(scene, TableScene)
    app.stack.push(scene)
    for _ in range(2000):  # the opening plays itself; stop at the first human decision
        if not scene.queue.busy and match.next_decision() is not None and match.to_act():
            break
        app.step(1 / 60, [])
    seat = match.to_act()[0]
    # a seat not to act, or (simultaneous picks) another chooser: the first seat's move is not theirs to make
    others = [s for s in range(len(match.seats)) if s not in match.to_act()] or [s for s in match.to_act()[1:]]
    other = others[0]
    return scene, seat, other, match.legal(seat)[0]


@pytest.mark.parametrize("game", games.game_names())
def test_a_refused_move_is_told_in_german_from_the_rule_not_its_english_detail(app, game: str) -> None:
    scene, seat, other, move = _hot_seat_table(app, game)
    with pytest.raises(IllegalAction) as caught:
        scene.match.rules.apply(scene.match.state, move, other)
    text.set_language("de")
    try:
        expected = refusal_text(caught.value)
        scene.play(other, move)
        shown = scene.hint[0] if scene.hint is not None else None
        parts = scene.parts
        assert parts is not None
        toast = getattr(parts.input, "ui", None)  # the card table shows refusals as a toast by the hand
        shown = shown or (toast.last_refusal if toast is not None else None)
    finally:
        text.set_language("en")
    assert shown == expected
    assert caught.value.rule not in expected and expected != text.t("table.refused")
