"""Computer players by game and level. Each game keeps its agents in vegas_desktop/ai/<game>_agents.py,
which exposes make_agent(kind, seed) for kind in LEVELS."""

from __future__ import annotations

import importlib

from vegas_desktop.ai.base import Agent, RandomAgent

LEVELS = ("random", "easy", "normal", "hard")


def make_agent(game: str, kind: str, seed: int = 0) -> Agent:
    kind = "normal" if kind == "ai" else kind
    if kind not in LEVELS:
        raise ValueError(f"unknown computer level {kind!r}; choose one of: {', '.join(LEVELS)}")
    if kind == "random":
        return RandomAgent(seed)
    module = importlib.import_module(f"vegas_desktop.ai.{game}_agents")
    return module.make_agent(kind, seed)
