"""The fitted-text helper ends for any text and width, and what it returns fits or ends with an ellipsis."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vegas_desktop.app import fit_text, style


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()
    yield


texts = st.text(alphabet=st.sampled_from("WMil .—…éß8"), max_size=60)


@settings(max_examples=120, deadline=None)
@given(text=texts, width=st.integers(-5, 400), size=st.integers(1, 30), low=st.integers(-3, 30))
def test_fit_ends_and_fits_or_ellipsizes(text, width, size, low):
    shown, f = fit_text.fit(text, width, size, low)
    assert f.size(shown)[0] <= max(0, width) or shown == ""
    assert shown == text or shown.endswith(fit_text.ELLIPSIS) or shown == ""
    if shown != text:
        assert f.get_height() <= style.font(max(1, min(low, size))).get_height()  # only cut at the smallest size
        assert text.startswith(shown[:-1].rstrip()) if shown else True


def test_fit_prefers_the_largest_size_that_fits():
    wide = style.font(18, True).size("Christopher Lee")[0]
    shown, f = fit_text.fit("Christopher Lee", wide - 1, 18, 11, bold=True)
    assert shown == "Christopher Lee"
    assert f.size(shown)[0] <= wide - 1
    assert f.get_height() < style.font(18, True).get_height()


def test_width_zero_and_huge_text():
    assert fit_text.fit("WWWW", 0, 18, 11)[0] == ""
    huge = "W" * 100_000
    shown, f = fit_text.fit(huge, 150, 18, 11, bold=True)
    assert shown.endswith("…") and f.size(shown)[0] <= 150
    assert fit_text.render(huge, 0, 18, (255, 255, 255)).get_width() <= 1


def test_the_name_that_froze_the_panels_fits():
    """A size-18 font is 21 px tall: the old loop asked for size 21 - 3 = 18 again, forever."""
    shown, f = fit_text.fit("WWWWWWWWWWWWWWWW", 141, 18, 11, bold=True)
    assert f.size(shown)[0] <= 141 and shown.startswith("WWW") and shown.endswith("…")


@settings(max_examples=80, deadline=None)
@given(
    text=st.text(alphabet=st.sampled_from("Wil .—"), max_size=120),
    width=st.integers(0, 300),
    height=st.integers(0, 200),
)
def test_fit_lines_stays_inside_the_box(text, width, height):
    lines, f = fit_text.fit_lines(text, width, height, 18, 11)
    assert len(lines) * f.get_linesize() <= height
    assert all(f.size(line)[0] <= width for line in lines)


def test_fit_lines_cuts_the_last_line_when_even_the_smallest_size_needs_more_room():
    text = "Place your dice on a casino or the One-armed Bandit; you will be asked which " * 3
    lines, f = fit_text.fit_lines(text, 200, 60, 16, 12)
    assert lines and lines[-1].endswith("…")
    assert len(lines) * f.get_linesize() <= 60
