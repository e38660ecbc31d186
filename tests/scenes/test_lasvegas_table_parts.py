"""Pieces under the table: the animation queue, the throw path, and the dice art."""

from __future__ import annotations

import math
import random

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from vegas_desktop.app import dice_art
from vegas_desktop.app.tween import AnimQueue, Call, Parallel, Sequence, Tween, Wait, stagger
from vegas_desktop.scenes.dice.arena import ARENA_DIE, HEX_APOTHEM, HEX_RIM, inside_hex, panel_rects, throw_entry
from vegas_desktop.scenes.dice.throw import DURATION, simulate


def test_tween_ends_exactly_and_returns_leftover_time() -> None:
    seen: list[float] = []
    tween = Tween(1.0, seen.append)
    assert tween.advance(0.25) == 0.0
    assert not tween.done
    rest = tween.advance(1.0)
    assert tween.done and seen[-1] == 1.0
    assert math.isclose(rest, 0.25)


def test_queue_runs_in_order_and_survives_huge_steps() -> None:
    order: list[str] = []
    queue = AnimQueue()
    queue.add(Wait(0.5))
    queue.add(Call(lambda: order.append("a")))
    queue.add(Tween(0.3, lambda p: None, on_done=lambda: order.append("b")))
    queue.add(Sequence([Wait(0.2), Call(lambda: order.append("c"))]))
    queue.update(0.4)
    assert order == [] and queue.busy
    queue.update(1e6)
    assert order == ["a", "b", "c"] and not queue.busy


def test_queue_stops_when_told_to() -> None:
    order: list[int] = []
    queue = AnimQueue()
    for i in range(3):
        queue.add(Call(lambda i=i: order.append(i)))
    queue.update(1.0, keep_going=lambda: len(order) < 2)
    assert order == [0, 1] and queue.busy
    queue.finish_all()
    assert order == [0, 1, 2]


def test_parallel_and_stagger_finish_together() -> None:
    hits: list[float] = []
    group = Parallel([Tween(0.5, lambda p: None, on_done=lambda: hits.append(0.5)), Wait(1.0)])
    assert group.advance(0.6) == 0.0 and hits == [0.5]
    assert group.advance(0.5) > 0 and group.done
    staggered = stagger([Tween(0.2, lambda p: None) for _ in range(4)], 0.1)
    staggered.advance(0.45)
    assert not staggered.done
    staggered.advance(0.1)
    assert staggered.done


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.integers(1, 12), seat=st.integers(0, 5), big=st.booleans())
def test_thrown_dice_rest_apart_inside_the_arena_showing_their_values(seed: int, n: int, seat: int, big: bool) -> None:
    rng = random.Random(seed)
    values = [rng.randint(1, 6) for _ in range(n)]
    sizes = [ARENA_DIE * (1.3 if big and i == 0 else 1.0) for i in range(n)]
    panel = panel_rects(6)[seat]
    tracks = simulate(values, sizes, (panel.centerx, panel.y), throw_entry(panel), rng)
    finals = [tr.at(DURATION + 1) for tr in tracks]
    for f, v in zip(finals, values, strict=True):
        assert f.face == v and f.lift == 0
        assert inside_hex((f.x, f.y), HEX_APOTHEM - HEX_RIM)
    for i in range(n):
        for j in range(i + 1, n):
            d = math.dist((finals[i].x, finals[i].y), (finals[j].x, finals[j].y))
            assert d >= (sizes[i] + sizes[j]) / 2, (i, j, d)
    # The dice start at the thrower's panel and tumble through other faces on the way.
    assert all(math.dist((tr.frames[0].x, tr.frames[0].y), (panel.centerx, panel.y)) < 80 for tr in tracks)
    assert any(len({fr.face for fr in tr.frames}) > 1 for tr in tracks)


def _pip_pixels(face: int) -> int:
    img = dice_art.die_surface(face, 60, (200, 40, 46), (250, 250, 250))
    return sum(
        1
        for x in range(img.get_width())
        for y in range(img.get_height())
        if (c := img.get_at((x, y))).a > 200 and c.r > 230 and c.g > 230 and c.b > 230
    )


def test_dice_show_their_pips() -> None:
    pygame.init()
    counts = [_pip_pixels(face) for face in range(1, 7)]
    assert counts[0] > 0
    # More pips, more white: 2 < 3 < 4 < 5 < 6 (1 has one larger pip).
    assert counts[1] < counts[2] < counts[3] < counts[4] < counts[5]


def test_die_colours_by_owner_and_kind() -> None:
    assert dice_art.die_colours(-1, "w") == dice_art.style.NEUTRAL_DIE
    assert dice_art.die_colours(2, "k") == dice_art.style.KICKER_DIE
    assert dice_art.die_colours(0, "d", 3)[0] == dice_art.style.PLAYER_COLOURS[3][1]
    assert dice_art.die_size("b", 40) > dice_art.die_size("d", 40) == 40


def test_rotated_dice_are_cached_frames() -> None:
    pygame.init()
    a = dice_art.die_surface(3, 40, (38, 96, 200), (250, 250, 250), 30)
    b = dice_art.die_surface(3, 40, (38, 96, 200), (250, 250, 250), 31)  # rounds to the same cached frame
    assert a is b
    upright = dice_art.die_surface(3, 40, (38, 96, 200), (250, 250, 250), 0)
    assert a.get_width() > upright.get_width()  # a turned square needs a wider box


def _die_rects(rect: pygame.Rect, owner: int, count: int, players: int, white: bool) -> list[pygame.Rect]:
    from vegas_desktop.scenes.dice.display import casino_die_pos

    out = []
    for index in range(count):
        x, y, size = casino_die_pos(rect, owner, index, players, white, count)
        out.append(pygame.Rect(round(x - size / 2), round(y - size / 2), size, size))
    return out


@given(
    players=st.integers(2, 6),
    white=st.booleans(),
    counts=st.lists(st.integers(0, 8), min_size=7, max_size=7),
    white_count=st.integers(0, 12),
)
@settings(max_examples=60, deadline=None)
def test_casino_dice_never_overlap_or_leave_their_casino(players: int, white: bool, counts, white_count: int) -> None:
    """Dice never leave their casino's tray, even the white group (up to 12 with 6 players). Groups of up to 6
    lie apart; with 6 or more groups (6 players and white dice) a whole set of 8 does too."""
    from vegas_desktop.scenes.dice.arena import casino_dice_area, casino_rects

    for rect in casino_rects(7):
        area = casino_dice_area(rect)
        groups = [_die_rects(rect, p, counts[p], players, white) for p in range(players)]
        if white:
            groups.append(_die_rects(rect, -1, white_count, players, white))
        everything = [r for g in groups for r in g]
        for r in everything:
            assert area.contains(r), (r, area)
        apart = 8 if len(groups) >= 6 else 6
        for i, a in enumerate(everything):
            for b in everything[i + 1 :]:
                if a.colliderect(b):  # only inside one group that is too big to lie flat
                    assert any(a in g and b in g and len(g) > apart for g in groups), (a, b)
