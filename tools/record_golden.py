"""Record golden playthroughs: seed + options + the action log of real games, with what they must give.

`tests/test_golden.py` replays each file through today's rules and checks the same money, standings and event
sequence, so a refactor that changes a game's behaviour cannot land unnoticed. Re-record only on purpose:
    python tools/record_golden.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from vegas_desktop.core.codec import encode
from vegas_desktop.games import make_agent, parse_options, rules_for

OUT = Path(__file__).resolve().parent.parent / "tests" / "golden"

# (game, seats, options, seed): a few per game, with its options, small and varied
CASES = [
    ("lasvegas", ["normal", "easy", "random"], "", 11),
    (
        "lasvegas",
        ["normal", "easy", "random", "normal", "easy"],
        "biggy,kickers=1,bandit,neutral,rainbow,100k,minsum",
        12,
    ),
    ("royale", ["normal", "easy", "random"], "boards=3", 21),
    ("royale", ["normal", "random", "easy", "normal"], "boards=6,norepeat", 22),
    ("cards", ["normal", "easy", "random"], "", 31),
    ("cards", ["normal", "easy", "random", "normal"], "sequential", 32),
    ("cashrun", ["normal", "easy", "random"], "rounds=12", 41),
    ("cashrun", ["normal", "easy", "random", "normal", "easy"], "rounds=8", 42),
]


def event_digest(names: list[str]) -> str:
    return hashlib.sha256("\n".join(names).encode()).hexdigest()[:16]


def record(game: str, kinds: list[str], options_text: str, seed: int) -> dict:
    rules = rules_for(game)
    options = parse_options(game, options_text)
    agents = [make_agent(game, kind, seed * 31 + i) for i, kind in enumerate(kinds)]
    state, events = rules.new_game(len(kinds), seed, options)
    names = [type(e).__name__ for e in events]
    log: list[list] = []
    money_by_step: list[list[int]] = []
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else agents[seat].choose(rules, rules.observe(state, seat), legal, seat)
        state, events = rules.apply(state, action, seat)
        names += [type(e).__name__ for e in events]
        log.append([seat, encode(action)])
        money_by_step.append(list(rules.money(state)))
    return {
        "version": 1,
        "game": game,
        "seats": len(kinds),
        "options": options_text,
        "seed": seed,
        "actions": log,
        "money_every_10": money_by_step[9::10],
        "final_money": list(rules.money(state)),
        "standings": [list(s) for s in rules.standings(state)],
        "events": len(names),
        "event_names_sha": event_digest(names),
    }


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for game, kinds, options_text, seed in CASES:
        data = record(game, kinds, options_text, seed)
        path = OUT / f"{game}_{len(kinds)}p_seed{seed}.json"
        path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(data['actions'])} actions, {data['events']} events")
    return 0


if __name__ == "__main__":
    sys.exit(main())
