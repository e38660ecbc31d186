"""The setup's hot-seat hints switch: with two or more players at the screen, "what would Hard do?"
may be asked only if everybody agrees. It takes the undo switch's place (undo is for one player against the
computer), and a table started with it on lets every player ask."""

from __future__ import annotations

from typing import Any

from vegas_desktop.text import t


class HintsSwitch:
    def __init__(self, setup: Any) -> None:
        self.setup = setup
        self.button = setup.button(
            (0, 0, 330, 44), self.label(), self.toggle, object_id="#small", tooltip=t("advice.setup.hints_tip")
        )

    def label(self) -> str:
        on = self.setup.settings.hot_seat_hints
        return t("advice.setup.hints", state=t("setup.on" if on else "setup.off"))

    def toggle(self) -> None:
        self.setup.settings.hot_seat_hints = not self.setup.settings.hot_seat_hints
        self.button.set_text(self.label())

    @property
    def visible(self) -> bool:
        return bool(self.button.visible)

    def place(self, humans: int, undo_button: Any) -> None:
        """Where the undo switch stands; shown only for a hot-seat game."""
        self.button.set_relative_position(undo_button.get_relative_rect().topleft)
        if humans >= 2:
            self.button.show()
        else:
            self.button.hide()

    def apply(self, match: Any) -> None:
        """The table about to start: a hot-seat game with the switch on lets everyone ask."""
        if self.setup.settings.hot_seat_hints and sum(1 for s in match.seats if s.is_human) >= 2:
            from vegas_desktop.scenes.table.advice import agree_to_hints

            agree_to_hints(match)
