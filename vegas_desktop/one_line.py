"""Messages for a terminal kept to one readable line, whatever the player typed or pasted into an argument."""

from __future__ import annotations

LONG_WORD = 400  # a word (a run without spaces: a path, a pasted value) longer than this is cut; paths are shorter
LONG_MESSAGE = 2000  # and a message as a whole: a few lines of a terminal at most, never 100 kB


def shorten(message: str) -> str:
    """`message` fit for one line: line breaks become spaces, any word (a run without spaces) longer than
    LONG_WORD is cut to its start and its length, and the whole to LONG_MESSAGE characters."""
    words = message.replace("\r", " ").replace("\n", " ").split(" ")
    cut = [w if len(w) <= LONG_WORD else f"{w[:60]}…({len(w):,} characters)" for w in words]
    text = " ".join(cut)
    return text if len(text) <= LONG_MESSAGE else f"{text[: LONG_MESSAGE - 1]}…"
