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


class Switch:
    """One option as the setup screen offers it: its choices are option words ("" = the game's default).

    Plain data (text keys, not texts), so a game describes its options once and the setup screen, the
    options summary and the rules help all read the same description.
    """

    __slots__ = ("key", "choices", "labels", "max_seats_for")

    def __init__(
        self,
        key: str,
        choices: tuple[str, ...],
        labels: tuple[str, ...],
        max_seats_for: dict[str, int] | None = None,
    ) -> None:
        self.key = key  # text keys: setup.opt.<key> (name) and setup.opt.<key>.tip (one line of help)
        self.choices = choices
        self.labels = labels  # text key per choice
        self.max_seats_for = max_seats_for or {}  # choice -> the most seats it allows

    def __repr__(self) -> str:
        return f"Switch({self.key!r})"

    def lit(self, words: list[str]) -> bool:
        """Shown green: an On/Off switch when it is On (even where On is the default), others when not default."""
        label = self.labels[self.index(words)]
        if label in ("setup.on", "setup.off"):
            return label == "setup.on"
        return self.index(words) != 0

    def index(self, words: list[str]) -> int:
        for i, word in enumerate(self.choices):
            if word and word in words:
                return i
        return 0

    def allowed(self, seats: int) -> tuple[str, ...]:
        """The choices this many seats may use (e.g. two kickers each need fewer than 6 players)."""
        return tuple(c for c in self.choices if seats <= self.max_seats_for.get(c, seats))


OFF_ON = ("setup.off", "setup.on")
ON_OFF = ("setup.on", "setup.off")
