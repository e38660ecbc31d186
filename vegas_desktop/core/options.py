"""The one rule every game's option list follows: comma-separated words, case-insensitive, each setting at
most once. Games map words to their own settings; this only splits, normalises and guards repeats."""

from __future__ import annotations


def option_words(text: str) -> list[str]:
    """'Biggy, kickers=2,' -> ['biggy', 'kickers=2'] (lower case, blanks dropped)."""
    return [w.strip().lower() for w in (text or "").split(",") if w.strip()]


class OptionSlots:
    """Remembers which setting each word took, so a repeat or a contradiction is refused with both words named."""

    def __init__(self, game: str, known: str) -> None:
        self.game = game
        self.known = known
        self._taken: dict[str, str] = {}

    def take(self, slot: str, word: str) -> None:
        earlier = self._taken.get(slot)
        if earlier is not None:
            what = "is given twice" if earlier == word else f"contradicts the earlier {earlier!r}"
            raise ValueError(f"option {word!r} {what} for {self.game}; known: {self.known}")
        self._taken[slot] = word
