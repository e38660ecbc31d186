"""A click anywhere, any key, any drag must never crash a screen nor bend the rules.

A seeded "monkey" posts random input to the real scenes (menu, setup, rules, each game's table with human seats,
pause, summaries, results). Afterwards the match must equal a fresh replay of its own action log: scenes may only
send actions, never change the rules state themselves.
"""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from vegas_desktop import games
from vegas_desktop.match import Match, new_match
from vegas_desktop.scenes.menu import MainMenuScene
from vegas_desktop.scenes.table_factory import table_scene

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_s,
    pygame.K_a,
    pygame.K_b,
    pygame.K_0,
    *[getattr(pygame, f"K_{n}") for n in range(1, 7)],
]


def _key(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": mod, "unicode": "", "scancode": 0})


def _random_events(rng: random.Random) -> list[pygame.event.Event]:
    """One burst of input: a click (any button), a drag, a key, or just a pointer move."""
    pos = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    kind = rng.random()
    if kind < 0.45:
        button = rng.choice([1, 1, 1, 3, 2])
        return [
            pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": button}),
            pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": pos, "button": button}),
        ]
    if kind < 0.65:
        end = (rng.randrange(0, 1280), rng.randrange(0, 720))
        mid = ((pos[0] + end[0]) // 2, (pos[1] + end[1]) // 2)
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
            pygame.event.Event(pygame.MOUSEMOTION, {"pos": mid, "rel": (1, 1), "buttons": (1, 0, 0)}),
            pygame.event.Event(pygame.MOUSEMOTION, {"pos": end, "rel": (1, 1), "buttons": (1, 0, 0)}),
            pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": end, "button": 1}),
        ]
    if kind < 0.9:
        key = rng.choice(KEYS)
        mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else 0
        return [_key(key, mod)]
    return [pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)})]


def _monkey(app, rng: random.Random, bursts: int) -> set[str]:
    """Random input for `bursts` frames; returns the screens seen on top.

    Quitting is a legal outcome of random clicks, so the monkey then starts again at the main menu; a pause
    overlay is mostly left again with Esc so the game below gets played too.
    """
    seen: set[str] = set()
    for _ in range(bursts):
        if not app.running or not app.stack.scenes:
            app.running = True
            app.stack.reset(MainMenuScene(app))
        top = type(app.stack.scenes[-1]).__name__
        seen.add(top)
        if top in {"PauseScene", "RulesScene"} and rng.random() < 0.7:
            events = [_key(pygame.K_ESCAPE)]
        else:
            events = _random_events(rng)
        app.step(rng.choice([1 / 60, 1 / 30, 0.25]), events)
    return seen


def _comparable(state: object) -> dict[str, object]:
    """Every field of a state; a random generator by the next numbers it will give."""
    out = {}
    for f in dataclasses.fields(state):
        value = getattr(state, f.name)
        out[f.name] = [value.random() for _ in range(4)] if isinstance(value, random.Random) else value
    return out


def _assert_replays(match: Match) -> None:
    fresh = Match(match.game, match.rules, match.seats, match.seed, match.options)
    for seat, action in match.log:
        fresh.play(seat, action)
    assert _comparable(fresh.state) == _comparable(match.state)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_input_from_the_main_menu_never_crashes(app, seed: int) -> None:
    app.speed = 8
    app.stack.push(MainMenuScene(app))
    seen = _monkey(app, random.Random(seed), 800)
    assert {"MainMenuScene", "SetupScene"} <= seen


@pytest.mark.slow
@pytest.mark.parametrize(
    "game, kinds, options",
    [
        ("lasvegas", ["human", "human", "normal"], ""),
        ("lasvegas", ["human", "easy", "human"], "biggy,kickers=2,bandit,neutral,rainbow,100k,minsum"),
        ("royale", ["human", "human", "easy"], "boards=6"),
        ("cards", ["human", "human", "easy"], ""),
        ("cards", ["human", "easy"], "sequential"),
        ("cashrun", ["human", "human", "easy"], ""),
        ("cashrun", ["human", "easy", "normal", "random"], "rounds=30"),
    ],
)
def test_random_input_at_a_table_never_crashes_nor_bends_the_rules(app, game, kinds, options) -> None:
    app.speed = 8
    match = new_match(game, kinds, 11, games.parse_options(game, options))
    app.stack.push(table_scene(app, match))
    _monkey(app, random.Random(f"{game}{options}"), 800)
    _assert_replays(match)
    assert len(match.log) >= 5, "800 random inputs with human seats should have played several actions"
