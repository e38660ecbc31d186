"""Our own charts: round axis steps, short money labels, and nothing drawn outside the chart's frame."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vegas_desktop import text
from vegas_desktop.app import charts


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


@given(low=st.floats(-1e7, 1e7), span=st.floats(0, 1e7))
@settings(max_examples=1000, deadline=None)
def test_nice_scale_covers_the_values_in_round_steps(low: float, span: float) -> None:
    high = low + span
    bottom, top, step = charts.nice_scale(low, high)
    assert bottom <= low + step * 1e-6 and top >= high - step * 1e-6  # within a hair of a pixel
    mantissa = step / 10 ** int(f"{step:e}".split("e")[1])
    assert round(mantissa, 6) in (1, 2, 2.5, 5, 10)
    assert 1 <= round((top - bottom) / step) <= charts.MAX_STEPS + 1


def test_short_money_in_both_languages() -> None:
    assert [charts.short_money(v) for v in (0, 600, 2500, 10_000, -150)] == ["$0", "$600k", "$2.5M", "$10M", "-$150k"]
    text.set_language("de")
    assert charts.short_money(2500) == "2,5M $"


def _outside_ink(draw) -> int:  # noqa: ANN001
    """Pixels drawn outside the frame's rectangle."""
    surface = pygame.Surface((900, 500))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(100, 100, 600, 260)
    draw(surface, rect)
    mask = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    inside = pygame.mask.Mask(surface.get_size())
    inside.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    mask.erase(inside, (0, 0))
    return mask.count()


@pytest.mark.parametrize(
    "series",
    [
        [[0, 9480, 120, 7000], [2000, 1500, 800, 10]],  # Cash & Run sized money
        [[20, -5, 40]],  # a debt
        [[5]],  # one point
        [[]],  # nothing yet
        [list(range(0, 5000, 37))],  # a long game
    ],
)
def test_line_and_bar_charts_stay_inside_their_frame(series: list[list[float]]) -> None:
    def lines(surface: pygame.Surface, rect: pygame.Rect) -> None:
        data = [(s, (200, 60, 60)) for s in series]
        steps = ["start"] + [str(i) for i in range(1, max(len(s) for s in series))]
        charts.line_chart(surface, rect, "Money", data, charts.short_money, legend=["Ann"], x_labels=steps)

    def bars(surface: pygame.Surface, rect: pygame.Rect) -> None:
        charts.bar_chart(surface, rect, "Money per game", series[0], (250, 220, 120), charts.short_money)

    assert _outside_ink(lines) == 0
    assert _outside_ink(bars) == 0


def test_fixed_percent_axis() -> None:
    surface = pygame.Surface((600, 300))
    rect = pygame.Rect(10, 10, 500, 200)
    charts.line_chart(surface, rect, "Win rate", [([0, 50, 100, 33.3], (255, 200, 0))], "{:.0f}%", low=0, high=100)
