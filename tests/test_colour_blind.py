"""Colour-blind mode: the six player colours stay apart under simulated protanopia, deuteranopia and tritanopia
(Machado, Oliveira & Fernandes 2009, severity 1.0, applied in linear RGB; distances as CIE76 ΔE in CIELAB), every
player has a different symbol, and the symbol is drawn on a die's corner without touching a pip."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from vegas_desktop.app import dice_art, style, symbols

# Machado et al. 2009, "A Physiologically-based Model for Simulation of Color Vision Deficiency", severity 1.0.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
MIN_DELTA_E = 20.0  # CIE76; ~2.3 is a just-noticeable difference, 20 reads as clearly different colours


def to_linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def simulate(rgb: tuple[int, int, int], matrix) -> tuple[float, float, float]:
    lin = [to_linear(c) for c in rgb]
    if matrix is None:
        return tuple(lin)
    return tuple(max(0.0, min(1.0, sum(matrix[i][j] * lin[j] for j in range(3)))) for i in range(3))


def lab(lin: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = lin
    x = 0.4124 * r + 0.3576 * g + 0.1805 * b
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = 0.0193 * r + 0.1192 * g + 0.9505 * b

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x / 0.95047), f(y), f(z / 1.08883)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def closest_pair(colours: list[tuple[int, int, int]], matrix) -> float:
    labs = [lab(simulate(c, matrix)) for c in colours]
    return min(math.dist(a, b) for a, b in itertools.combinations(labs, 2))


def test_the_simulation_is_sane():
    """Grey stays grey under every matrix (rows sum to 1), and red/green collapse for a deuteranope."""
    for m in MACHADO.values():
        for row in m:
            assert sum(row) == pytest.approx(1.0, abs=2e-3)
    red, green = (200, 40, 46), (52, 160, 72)
    assert math.dist(lab(simulate(red, None)), lab(simulate(green, None))) > 60
    assert math.dist(lab(simulate(red, MACHADO["deuteranopia"])), lab(simulate(green, MACHADO["deuteranopia"]))) < 25


@pytest.mark.parametrize("vision", [None, *MACHADO])
def test_colour_blind_palette_stays_apart(vision):
    colours = [rgb for _, rgb, _ in style.CB_PLAYER_COLOURS]
    assert len(colours) == 6
    assert closest_pair(colours, MACHADO.get(vision)) >= MIN_DELTA_E


def test_the_usual_palette_does_not_and_is_why_the_mode_exists():
    colours = [rgb for _, rgb, _ in style.PLAYER_COLOURS]
    assert min(closest_pair(colours, m) for m in MACHADO.values()) < MIN_DELTA_E


def test_player_functions_follow_the_mode():
    assert style.player_symbol(0) is None and style.player_colour(0) == style.PLAYER_COLOURS[0][1]
    style.set_colour_blind(True)
    assert [style.player_colour(i) for i in range(6)] == [c[1] for c in style.CB_PLAYER_COLOURS]
    syms = [style.player_symbol(i) for i in range(6)]
    assert len(set(syms)) == 6 and set(syms) <= set(symbols.SYMBOLS)
    assert style.player_colour(7) == style.player_colour(1)  # indexes wrap like the palette
    assert style.player_colour_key(0) == "colour.cb.vermillion"


def test_pips_read_on_every_colour_blind_body():
    """Pip colour against body: WCAG contrast ratio at least 3 (large graphical objects)."""

    def lum(rgb):
        r, g, b = (to_linear(c) for c in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    for _, body, pip in style.CB_PLAYER_COLOURS:
        hi, lo = sorted((lum(body), lum(pip)), reverse=True)
        assert (hi + 0.05) / (lo + 0.05) >= 3.0, body


def _mask(name: str, size: int = 48) -> set[tuple[int, int]]:
    surf = pygame.Surface((size, size))
    surf.fill((0, 0, 0))
    symbols.draw_symbol(surf, name, (size / 2, size / 2), size * 0.4, (255, 255, 255))
    return {(x, y) for x in range(size) for y in range(size) if surf.get_at((x, y))[0] > 128}


def test_symbols_differ_in_shape():
    masks = {name: _mask(name) for name in symbols.SYMBOLS}
    for a, b in itertools.combinations(symbols.SYMBOLS, 2):
        differ = len(masks[a] ^ masks[b]) / len(masks[a] | masks[b])
        assert differ > 0.2, (a, b, differ)  # at least a fifth of their joint area differs
    sizes = [len(m) for m in masks.values()]
    assert min(sizes) > 0.25 * max(sizes)  # none is a speck next to the others


def test_die_shows_its_owners_symbol_only_in_colour_blind_mode():
    body, pip = style.CB_PLAYER_COLOURS[4][1:]
    plain = dice_art.die_surface(6, 60, body, pip)
    style.set_colour_blind(True)
    marked = dice_art.die_surface(6, 60, body, pip)
    assert dice_art.die_symbol(body) == "star"
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(marked, "RGBA")
    # neutral dice carry no symbol
    assert dice_art.die_symbol(style.NEUTRAL_DIE[0]) is None


@pytest.mark.parametrize("face", range(1, 7))
def test_symbol_badge_leaves_every_pip_alone(face):
    """Draw each face with and without the badge at 3x: the pixels that change lie outside every pip's disc."""
    style.set_colour_blind(True)
    body, pip = style.CB_PLAYER_COLOURS[2][1:]
    with_badge = dice_art._flat_die(face, 40, body, pip, "d", None, "star")
    without = dice_art._flat_die(face, 40, body, pip, "d", None, None)
    s = 40 * dice_art.SUPERSAMPLE
    margin = s // 3
    cell = s / 4
    pip_r = s * (0.085 if face != 1 else 0.11) + s / 70
    pips = [(margin + cell * (c + 1), margin + cell * (r + 1)) for c, r in dice_art.PIPS[face]]
    w, h = with_badge.get_size()
    changed = 0
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            if with_badge.get_at((x, y)) != without.get_at((x, y)):
                changed += 1
                assert all(math.dist((x, y), p) > pip_r for p in pips), (face, x, y)
    assert changed > 50
