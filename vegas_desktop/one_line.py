"""Messages for a terminal kept to one readable line, whatever the player typed or pasted into an argument."""

from __future__ import annotations

LONG_WORD = 80  # a word of a message longer than this is cut (a pasted 100 kB argument is not echoed back)
LONG_MESSAGE = 600  # and a message as a whole stays about one line of a wide terminal


def shorten(message: str) -> str:
    """`message` fit for one line: line breaks become spaces, any word (a run without spaces) longer than
    LONG_WORD is cut to its start and its length, and the whole to LONG_MESSAGE characters."""
    words = message.replace("\r", " ").replace("\n", " ").split(" ")
    cut = [w if len(w) <= LONG_WORD else f"{w[:40]}…({len(w):,} characters)" for w in words]
    text = " ".join(cut)
    return text if len(text) <= LONG_MESSAGE else f"{text[: LONG_MESSAGE - 1]}…"
