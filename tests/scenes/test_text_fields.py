"""Typing or pasting characters that draw as nothing into a text field must never end the game (issue 19)."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from vegas_desktop.app.names import NAME_LIMIT, clean_name, clean_text
from vegas_desktop.scenes.setup import SetupScene

ODD = ["\u00ad", "\u200b", "\u200e", "\u202e", "\u2060", "\ufeff", "\u0000", "\u0007", "\u2028", "\u0301"]


def focused_name_field(app, drive):
    setup = SetupScene(app)
    app.stack.push(setup)
    drive.frames(1)
    entry = setup.name_entries[0]
    entry.set_text("")
    drive.click_widget(entry)
    assert entry.is_focused
    return setup, entry


def typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, {"text": text, "window": None})


def paste_key() -> pygame.event.Event:
    return pygame.event.Event(
        pygame.KEYDOWN, {"key": pygame.K_v, "mod": pygame.KMOD_CTRL, "unicode": "", "scancode": 0}
    )


@pytest.mark.parametrize("char", ODD)
def test_typing_an_invisible_character_into_an_empty_field_is_ignored(app, drive, char):
    setup, entry = focused_name_field(app, drive)
    app.step(1 / 60, [typed(char)])
    drive.frames(2)
    assert entry.get_text() == ""
    app.step(1 / 60, [typed("Zoë" + char)])
    drive.frames(2)
    assert entry.get_text() == clean_text("Zoë" + char) and app.stack.top is setup


@pytest.mark.parametrize("char", ODD)
def test_pasting_an_invisible_character_is_cleaned(app, drive, monkeypatch, char):
    setup, entry = focused_name_field(app, drive)
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: char, raising=False)
    app.step(1 / 60, [paste_key()])
    drive.frames(2)
    assert entry.get_text() == ""
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: f"Ann{char}a\n", raising=False)
    app.step(1 / 60, [paste_key()])
    drive.frames(2)
    assert entry.get_text() == clean_text(f"Ann{char}a ").strip() or entry.get_text() == clean_text(f"Ann{char}a ")
    assert app.stack.top is setup


def test_a_paste_longer_than_the_field_is_refused_whole(app, drive, monkeypatch):
    setup, entry = focused_name_field(app, drive)
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "W" * (NAME_LIMIT + 1), raising=False)
    app.step(1 / 60, [paste_key()])
    assert entry.get_text() == ""


def test_names_typed_with_invisible_characters_are_stored_clean(app, drive):
    setup, entry = focused_name_field(app, drive)
    entry.set_text("Bo\u200bb")  # however it got there
    setup._read_names()
    assert setup.seats[0].name == "Bob"


@given(st.text(max_size=60))
def test_clean_name_is_printable_bounded_and_stable(text):
    name = clean_name(text)
    assert len(name) <= NAME_LIMIT
    assert name == name.strip() and clean_name(name) == name
    assert clean_text(name) == name
    if name:
        font_safe = any(not ch.isspace() for ch in name)
        assert font_safe


@given(st.text())
def test_clean_text_leaves_nothing_that_draws_as_nothing(text):
    import unicodedata

    out = clean_text(text)
    assert not any(unicodedata.category(ch) in {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"} for ch in out)
    assert out == "" or any(unicodedata.category(ch)[0] != "M" for ch in out)
