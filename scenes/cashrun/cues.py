"""What both halves of the Cash & Run animations use: names and places of seats, the pot and the bank, and small
tasks that write the log, the stage's result line, a rising note or a banner onto the display model."""

from __future__ import annotations

from vegas_desktop.app import motion, style
from vegas_desktop.app.tween import Call, Sequence, Task, Tween, Wait, ease_out_back, lerp, linear
from vegas_desktop.cashrun.model import BANK, POT
from vegas_desktop.core.narration import Line
from vegas_desktop.scenes.cashrun import layout as lay
from vegas_desktop.scenes.cashrun.look import CashRunLook
from vegas_desktop.scenes.table.pieces import Label
from vegas_desktop.text import t

Point = tuple[float, float]
Colour = tuple[int, int, int]


class Cues:
    def __init__(self, look: CashRunLook) -> None:
        self.look = look
        self.d = look.d

    # -- places --------------------------------------------------------------------------------------------
    def who(self, seat: int) -> str:
        if seat == POT:
            return t("cashrun.pot")
        if seat == BANK:
            return t("cashrun.bank")
        return self.look.names[seat] if seat >= 0 else "?"

    def point(self, who: int) -> Point:
        if who == POT:
            return (float(lay.POT_CENTRE[0]), float(lay.POT_CENTRE[1] + 10))
        if who == BANK:
            return (float(lay.BANK_CENTRE[0]), float(lay.BANK_CENTRE[1] + 10))
        r = self.look.panels[who]
        return (float(r.centerx), float(r.centery))

    # -- small tasks ---------------------------------------------------------------------------------------
    def log(self, line: Line) -> Task:
        return Call(lambda: self.d.add_log(line))

    def text(self, line: Line) -> str:
        """A log line's words now (the stage's result line says the same)."""
        return self.d.log_paint.text(line.text)

    def result(self, text: str, colour: Colour = style.HIGHLIGHT) -> Task:
        def show() -> None:
            self.d.stage.result = text
            self.d.stage.result_colour = colour

        return Call(show)

    def note(self, text: str, pos: Point, colour: Colour = style.HIGHLIGHT, hold: float = 0.9) -> Task:
        label = Label(text, pos[0], pos[1], colour, 15)

        def rise(p: float) -> None:
            label.y = pos[1] - motion.sway(16 * p)
            label.alpha = round(255 * min(1.0, (1 - p) * 3))

        def add() -> None:
            self.d.labels.append(label)

        def drop() -> None:
            if label in self.d.labels:
                self.d.labels.remove(label)

        task = Sequence([Call(add), Tween(hold, rise, linear), Call(drop)])
        return Call(lambda: self.d.background.append(task))  # the story goes on while the note rises

    def banner(self, line: Line, hold: float) -> Task:
        """The line big in the middle of the board for a moment, and in the log."""
        label = Label(self.text(line), lay.INNER.centerx, lay.STAGE.centery, style.GOLD, 28, 0)

        def show(p: float) -> None:
            label.alpha = round(255 * min(1.0, p * 1.5))
            label.scale = lerp(0.7, 1.0, p)
            self.d.banner = label

        def hide(p: float) -> None:
            label.alpha = round(255 * (1 - p))

        return Sequence(
            [
                Call(lambda: self.d.add_log(line)),
                Tween(0.3, show, ease_out_back),
                Wait(hold),
                Tween(0.3, hide, linear),
                Call(lambda: setattr(self.d, "banner", None)),
            ]
        )
