"""Golden playthroughs: recorded seed + options + action log must replay to the same game (tools/record_golden.py)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from vegas_desktop.games import codec_for, new_game, parse_options, rules_for

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


def test_every_registered_game_has_golden_files() -> None:
    from vegas_desktop.games import game_names

    recorded = {json.loads(p.read_text())["game"] for p in GOLDEN}
    assert recorded == set(game_names())


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_replay(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    game = data["game"]
    rules = rules_for(game)
    codec = codec_for(game)
    state, events = new_game(game, data["seats"], data["seed"], parse_options(game, data["options"]))
    names = [type(e).__name__ for e in events]
    money: list[list[int]] = []
    for seat, raw in data["actions"]:
        action = codec.decode(raw)
        assert action in rules.legal_actions(state, seat)
        state, events = rules.apply(state, action, seat)
        names += [type(e).__name__ for e in events]
        money.append(list(rules.money(state)))
    assert rules.is_over(state)
    assert money[9::10] == data["money_every_10"]
    assert list(rules.money(state)) == data["final_money"]
    assert [list(s) for s in rules.standings(state)] == data["standings"]
    assert len(names) == data["events"]
    assert hashlib.sha256("\n".join(names).encode()).hexdigest()[:16] == data["event_names_sha"]
