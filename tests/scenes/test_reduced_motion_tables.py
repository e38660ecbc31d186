"""Reduced motion at every game's table: no tween moves a sprite.

Each registered game is played by computers at its table with reduced motion on. Every tween's steps are watched:
between its first step (where a piece may be put in place at once) and its last (where it lands and the picture
is re-laid), no sprite reachable from the table's parts may change its position or angle: pieces appear where they
land, with a short fade, rather than flying, tumbling, sliding, shaking or spinning there.
"""

from __future__ import annotations

from typing import Any

import pytest

from vegas_desktop import games
from vegas_desktop.app import motion, tween
from vegas_desktop.core.events import RoundEnded
from vegas_desktop.match import Match, new_match
from vegas_desktop.scenes.table_factory import table_scene

PLACE = ("x", "y", "dx", "dy", "lift", "angle")
FRAMES = 420  # 14 s of table time at x2: the opening deal and a few turns, or a round's last moves and its scoring
SEATS = ["normal", "normal", "normal"]
SEED = 7
MID_GAME = 63


def _moves_to_round_end(probe: Match) -> int | None:
    """How many moves the computers play until the first round ends (None: the game has no round end)."""
    for moves in range(3000):
        step = probe.next_step()
        if step is None:
            return None
        if any(isinstance(e, RoundEnded) for e in probe.play(*step)):
            return moves
    return None


def _match(game: str, phase: str) -> Match:
    """A computers' match at its start, or a few moves before its first round ends (in a game without rounds,
    Cash & Run, some 60 moves in: pawns, wheels, auctions and bluffs under way)."""
    if phase == "opening":
        return new_match(game, SEATS, SEED)
    probe = new_match(game, SEATS, SEED)
    moves = _moves_to_round_end(probe)
    if moves is None:
        moves = MID_GAME
    match = new_match(game, SEATS, SEED)  # the same moves again: computers are seeded per decision
    for _ in range(max(0, moves - 3)):
        step = match.next_step()
        assert step is not None
        match.play(*step)
    return match


def _sprites(root: Any) -> dict[int, tuple[Any, tuple[float, ...]]]:
    """Everything with a place (x and y, or a shake offset dx) reachable from the table's parts, by identity."""
    found: dict[int, tuple[Any, tuple[float, ...]]] = {}
    seen: set[int] = set()
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, (list, tuple, set, frozenset)):
            todo.extend(obj)
            continue
        if isinstance(obj, dict):
            todo.extend(obj.values())
            continue
        module = type(obj).__module__
        if not module.startswith("vegas_desktop.scenes") or type(obj).__name__ == "TableScene":
            continue
        fields = getattr(obj, "__dict__", None)
        if fields is None:
            continue
        if ("x" in fields and "y" in fields) or "dx" in fields:
            place = tuple(float(fields[a]) for a in PLACE if isinstance(fields.get(a), (int, float)))
            found[id(obj)] = (obj, place)
        todo.extend(v for k, v in fields.items() if k not in ("table", "app"))
    return found


def _moved(before: dict[int, tuple[Any, tuple[float, ...]]], after: dict[int, tuple[Any, tuple[float, ...]]]) -> list:
    return [
        (type(obj).__name__, place, after[key][1])
        for key, (obj, place) in before.items()
        if key in after and after[key][0] is obj and after[key][1] != place
    ]


@pytest.mark.parametrize("phase", ["opening", "round end"])
@pytest.mark.parametrize("game", games.game_names())
def test_no_tween_moves_a_sprite_with_reduced_motion(app, game, phase, monkeypatch):
    motion.set_reduced(True)
    match = _match(game, phase)
    played = len(match.log)
    table = table_scene(app, match)
    app.stack.push(table)
    app.speed = 2.0
    steps: list[int] = []
    moved: list[tuple[str, Any]] = []
    advance = tween.Tween.advance

    def watched(self: tween.Tween, dt: float) -> float:
        steps.append(1)  # every tween that ran, also those reduced motion made instant
        if self.done or not self.started:
            return advance(self, dt)
        before = _sprites(table.parts)
        rest = advance(self, dt)
        if not self.done:
            moved.extend((getattr(self.apply, "__qualname__", "?"), m) for m in _moved(before, _sprites(table.parts)))
        return rest

    monkeypatch.setattr(tween.Tween, "advance", watched)
    for _ in range(FRAMES if phase == "opening" else 2 * FRAMES):  # a table opened mid-game may be still a while
        app.step(1 / 60, [])
        if app.stack.top is not table:  # a round summary or the results: back to the table
            app.stack.pop()
            if table not in app.stack.scenes:
                break
    assert len(table.match.log) > played + 3, "the computers played"
    assert steps, "tweens were watched"
    assert moved == [], sorted({name for name, _ in moved})
