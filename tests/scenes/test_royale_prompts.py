"""The generic decision prompt: every legal action of every phase is reachable, labelled and keyed."""

from __future__ import annotations

import random

import pygame

from vegas_desktop.app import style
from vegas_desktop.games import make_agent
from vegas_desktop.match import Match, Seat
from vegas_desktop.royale import RULES, Options
from vegas_desktop.royale.moves import BlockIt, BoxSplit, Decline, Handicap, LuckyCount, NoEntry
from vegas_desktop.royale.tiles import PHASE_ACTIONS
from vegas_desktop.scenes.royale import layout as rlay
from vegas_desktop.scenes.royale.prompts import (
    KEYS,
    LABEL_ROOM,
    MIN_LABEL,
    Prompt,
    _label,
    menu_is_complete,
)
from vegas_desktop.scenes.royale.tile_prompts import build_menu

ALL_TILES = (("A1", "B1", "C1", "D1", "E1", "F1"), ("G1", "H1", "A2", "B2", "C2", "D2"), ("E2", "F2", "G2", "H2"))


def _leaves(choices):
    for c in choices:
        if c.action is not None:
            yield c
        yield from _leaves(c.children)


def _levels(choices):
    yield choices
    for c in choices:
        if c.children:
            yield from _levels(c.children)


def _check_game(seed: int, phases: set[str], menus: list | None = None) -> None:
    seats = [Seat(f"P{i}", make_agent("royale", "easy", seed * 7 + i), i) for i in range(2 + seed % 4)]
    match = Match(RULES.name, RULES, seats, seed, Options(tiles=ALL_TILES, auto_forced=False))
    names = [s.name for s in seats]
    while not match.over:
        seat = match.to_act()[0]
        legal = match.legal(seat)
        phase = match.state.phase
        if phase != "place":
            title, body, choices = build_menu(phase, legal, match.state, seat, names)
            phases.add(phase)
            assert menu_is_complete(legal, choices), phase
            assert len(list(_leaves(choices))) == len(legal)  # nothing offered twice, nothing illegal
            for text in [title, body] + [c.label for level in _levels(choices) for c in level]:
                assert text and "royale." not in text and "table." not in text, (phase, text)  # every key exists
            assert all(len(level) <= len(KEYS) for level in _levels(choices))
            if menus is not None:
                menus.append((phase, title, body, choices))
        match.play(seat, match.agent_action(seat))


def test_every_decision_of_self_play_has_a_complete_readable_menu():
    phases: set[str] = set()
    for seed in range(16):
        _check_game(seed, phases)
    assert set(PHASE_ACTIONS) <= phases  # every tile decision was met (and checked) at least once


def test_block_it_is_two_steps_group_then_casino_with_highlights():
    state = RULES.initial_state(3, 1, Options(tiles=(("F1",),)))
    state.phase = "block_it"
    state.pieces.block_groups = [1, 1, 2, 2, 3]
    legal = RULES.legal_actions(state)
    _, _, choices = build_menu("block_it", legal, state, 0, ["A", "B", "C"])
    prompt = Prompt(0, "block_it", "t", "b", choices)
    assert len(prompt.level) == 5 and prompt.places() == {f"block_it:{g}" for g in range(5)}
    assert prompt.by_key("3") is None  # opens the group of 2
    assert prompt.casinos() == set(range(6))
    assert prompt.by_casino(4) == BlockIt(2, 5)
    assert prompt.back() is True and len(prompt.level) == 5


def test_keys_and_back_walk_the_tree():
    state = RULES.initial_state(3, 1, Options(tiles=(("F2",),)))
    state.phase = "handicap"
    legal = RULES.legal_actions(state)
    _, _, choices = build_menu("handicap", legal, state, 0, ["A", "B", "C"])
    prompt = Prompt(0, "handicap", "t", "b", choices)
    assert prompt.by_key("1") == Decline()
    assert prompt.by_key("2") is None  # grey die from casino 1 -> the slots
    assert {c.action for c in prompt.level} == {Handicap(1, s) for s in ("jeton", "money", "special")}
    assert prompt.by_key("z") is None and prompt.by_key("") is None
    assert prompt.by_key("2") == Handicap(1, "money")


def test_secret_and_small_menus_are_flat_and_no_entry_lights_casinos():
    state = RULES.initial_state(3, 1, Options(tiles=(("E1",),)))
    state.phase = "lucky_count"
    _, _, choices = build_menu("lucky_count", RULES.legal_actions(state), state, 0, ["A", "B", "C"])
    assert [c.action for c in choices] == [LuckyCount(1), LuckyCount(2), LuckyCount(3)]
    assert Prompt(0, "lucky_count", "t", "b", choices).places() == {"count:1", "count:2", "count:3"}  # lit on the tile
    state.phase = "no_entry"
    state.tile_casino = 0
    _, _, choices = build_menu("no_entry", RULES.legal_actions(state), state, 0, ["A", "B", "C"])
    prompt = Prompt(0, "no_entry", "t", "b", choices)
    assert prompt.casinos() == {1, 2, 3, 4, 5}  # never the tile's own casino 1
    assert prompt.by_casino(3) == NoEntry(4)


def test_black_box_split_offers_all_62_splits_by_size():
    state = RULES.initial_state(3, 1, Options(tiles=(("G1",),)))
    state.phase = "box_split"
    state.box_winner = 1
    legal = RULES.legal_actions(state)
    _, body, choices = build_menu("box_split", legal, state, 2, ["A", "B", "C"])
    assert "B" in body  # who will pick
    assert len(choices) == 5 and sum(len(c.children) for c in choices) == 62
    assert all(isinstance(leaf.action, BoxSplit) for leaf in _leaves(choices))
    rng = random.Random(1)
    pick = rng.choice(legal)
    assert any(leaf.action == pick for leaf in _leaves(choices))


def _pages(prompt: Prompt):
    """Lay out every page of the prompt's current level; yields after each layout."""
    prompt.page = 0
    prompt.layout()
    yield
    while prompt.turn_page(1):
        yield


def _check_layout(prompt: Prompt, phase: str) -> None:
    area = rlay.PROMPT_AREA
    shown: list[int] = []
    for _ in _pages(prompt):
        box = prompt.box
        assert area.contains(box), (phase, box)
        assert not any(box.colliderect(c) for c in rlay.CASINOS), (phase, box)  # casinos stay visible
        buttons = list(prompt.rects.values())
        navs = [r for r in (prompt.back_rect, prompt.prev_rect, prompt.next_rect) if r is not None]
        for i, r in enumerate(buttons + navs):
            assert box.contains(r), (phase, r)
            assert not any(r.colliderect(o) for o in (buttons + navs)[i + 1 :]), (phase, r)
        font = style.font(MIN_LABEL, True)
        for i, r in prompt.rects.items():
            assert font.size(_label(prompt.level[i]))[0] <= r.w - LABEL_ROOM, (phase, prompt.level[i].label)
        first = prompt.page * prompt.per_page
        for k, i in enumerate(sorted(prompt.rects)):  # the key badges count from the page's first choice
            assert i == first + k and prompt.level[i] is prompt.level[first + k]
        shown += sorted(prompt.rects)
    assert shown == list(range(len(prompt.level))), phase  # every choice on exactly one page, in order


def test_every_prompt_level_fits_between_the_casinos_with_pages_when_long():
    """All menus met in self-play, every level and page: inside the free space, nothing overlaps, labels fit."""
    pygame.font.init()
    phases: set[str] = set()
    menus: list = []
    for seed in range(8):
        _check_game(seed, phases, menus)
    longest = 0
    for phase, title, body, choices in menus:
        for level in _levels(choices):
            prompt = Prompt(0, phase, title, body, choices)
            if level is not choices:
                prompt.path = [next(c for c in _walk(choices) if c.children is level)]
            _check_layout(prompt, phase)
            longest = max(longest, len(level))
    assert longest >= 15  # the Black Box 4/2 list was among them, so paging/columns were exercised


def _walk(choices):
    for c in choices:
        yield c
        yield from _walk(c.children)


def test_a_long_level_pages_by_key_and_buttons():
    pygame.font.init()
    state = RULES.initial_state(3, 1, Options(tiles=(("G1",),)))
    state.phase = "box_split"
    state.box_winner = 1
    _, _, choices = build_menu("box_split", RULES.legal_actions(state), state, 2, ["A", "B", "C"])
    prompt = Prompt(2, "box_split", "t", "b", choices)
    three = next(c for c in choices if len(c.children) == 20)
    prompt.press(three)
    prompt.layout()
    assert prompt.pages > 1 and prompt.next_rect is not None and prompt.per_page < 20
    first_page = set(prompt.rects)
    assert prompt.turn_page(-1) is False and prompt.turn_page(1) is True
    assert prompt.page == 1 and not first_page & set(prompt.rects)
    # key "1" now picks the first choice of page 2, not of the whole list
    assert prompt.by_key("1") == three.children[prompt.per_page].action
    assert prompt.by_key(KEYS[prompt.per_page]) is None  # no key beyond the page
