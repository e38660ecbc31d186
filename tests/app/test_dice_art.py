"""Dice drawn by code (app/dice_art.py): the cached turned dice are trimmed of their clear border without moving a
pixel on screen, scaled dice are exactly what they were, and the warmer makes a table's thrown dice ahead of time
within the cache's bound."""

from __future__ import annotations

import itertools

import pygame
import pytest

from vegas_desktop.app import cache, dice_art, style

RED, WHITE = (200, 40, 46), (250, 250, 250)
LOOKS = [(RED, WHITE, None), ((250, 248, 240), (30, 30, 30), None), (RED, WHITE, style.HIGHLIGHT)]


@pytest.fixture(autouse=True)
def _empty_caches():
    pygame.init()
    cache.clear_caches()
    yield
    cache.clear_caches()


def _untrimmed_reference(face, size, body, pip, angle, glow) -> pygame.Surface:
    """The turned die as it was made before trimming: the 3x die turned, then smooth-scaled down."""
    big = dice_art._flat_die(face, size, body, pip, "d", glow, None)
    if angle:
        big = pygame.transform.rotate(big, angle)
    w, h = big.get_size()
    return pygame.transform.smoothscale(big, (max(1, round(w / 3)), max(1, round(h / 3))))


def _rgba(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize(("size", "look"), list(itertools.product((15, 40, 52), LOOKS)))
def test_a_trimmed_die_lands_on_the_same_pixels_and_untrims_exactly(size, look):
    body, pip, glow = look
    trimmed = 0
    for face, angle in itertools.product((1, 4, 6), range(0, 90, 12)):
        image, border = dice_art._rotated_die(face, size, body, pip, angle, "d", glow, None)
        reference = _untrimmed_reference(face, size, body, pip, angle, glow)
        assert _rgba(dice_art._untrimmed(image, border)) == _rgba(reference)  # scaled dice: the same source
        trimmed += image.get_width() < reference.get_width()
        for centre in ((60, 60), (61, 60), (60, 61)):  # odd and even sizes: placed by the centre, as callers do
            a, b = pygame.Surface((120, 120)), pygame.Surface((120, 120))
            a.fill((18, 84, 52))
            b.fill((18, 84, 52))
            a.blit(image, image.get_rect(center=centre))
            b.blit(reference, reference.get_rect(center=centre))
            assert _rgba(a) == _rgba(b)
    if glow is None:
        assert trimmed >= 18  # every plain die loses its rotation room


def test_drawn_dice_are_the_same_whole_or_scaled_in_the_air():
    for scale, alpha, lift in ((1.0, 255, 0.0), (1.18, 255, 30.0), (0.5, 140, 12.0)):
        surface = pygame.Surface((200, 200))
        surface.fill((18, 84, 52))
        dice_art.draw_die(surface, (100, 100), 5, 40, RED, WHITE, angle=33, alpha=alpha, lift=lift, scale=scale)
        expected = pygame.Surface((200, 200))
        expected.fill((18, 84, 52))
        shadow = dice_art.shadow_surface(40, 33, 70 if lift else 90)
        if scale != 1.0:
            shadow = pygame.transform.smoothscale_by(shadow, scale)
        off = 3 + lift * 0.6
        if alpha < 255:
            shadow = shadow.copy()
            shadow.set_alpha(alpha)
        expected.blit(shadow, shadow.get_rect(center=(round(100 + off * 0.6), round(100 + off))))
        img = _untrimmed_reference(5, 40, RED, WHITE, dice_art._quantise(33), None)
        if scale != 1.0:
            img = pygame.transform.smoothscale_by(img, scale)
        img = img.copy()
        img.set_alpha(alpha)
        expected.blit(img, img.get_rect(center=(100, round(100 - lift))))
        assert _rgba(surface) == _rgba(expected), (scale, alpha, lift)


def _want_all(warmer: dice_art.Warmer, seats: int) -> None:
    for seat in range(seats):
        for kind in ("d", "b"):
            warmer.want(dice_art.die_size(kind, 40), style.player_colour(seat), style.player_pip(seat), kind)
    warmer.want(40, *style.NEUTRAL_DIE)


def test_the_warmer_makes_a_tables_thrown_dice_a_few_at_a_time_and_all_fit_the_cache():
    warmer = dice_art.Warmer()
    _want_all(warmer, 5)
    assert warmer.pending == 11 * 6 * 15  # every face and angle of 5 seats' dice and Biggies, and the neutral die
    assert warmer.step(2) == 2
    made = 2
    while True:
        _want_all(warmer, 5)  # a table wishes every frame, most urgent first
        n = warmer.step(50)
        if not n:
            break
        made += n
    assert warmer.pending == 0 and made == 11 * 6 * 15
    info = dice_art._rotated_die.cache_info()
    assert info.items == made and info.bytes <= info.max_bytes  # nothing was pushed out
    misses = info.misses
    for seat, face, angle in itertools.product(range(5), range(1, 7), range(0, 90, 7)):
        surface = pygame.Surface((100, 100))
        dice_art.draw_die(surface, (50, 50), face, 40, style.player_colour(seat), style.player_pip(seat), angle=angle)
        dice_art.draw_die(surface, (50, 50), face, 52, style.player_colour(seat), style.player_pip(seat), kind="b")
    assert dice_art._rotated_die.cache_info().misses == misses  # a throw after warming makes nothing new
    dice_art.draw_die(pygame.Surface((100, 100)), (50, 50), 3, 40, RED, WHITE, lift=20.0)
    assert dice_art._shadow.cache_info().misses == 60  # the shadows in the air and lying were warmed too


def test_the_warmer_starts_again_when_the_caches_are_emptied():
    warmer = dice_art.Warmer()
    warmer.want(40, RED, WHITE)
    while warmer.step(30):
        warmer.want(40, RED, WHITE)
    warmer.want(40, RED, WHITE)
    assert warmer.pending == 0 and warmer.step() == 0  # done: wishing again costs nothing
    cache.clear_caches()  # a resize, language switch or drawing setting
    warmer.want(40, RED, WHITE)
    assert warmer.pending == 90 and warmer.step(3) == 3
