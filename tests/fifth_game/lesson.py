"""Pig & Bet's guided first game, from its own folder: two steps, the goal and the secret bet."""

from __future__ import annotations

from vegas_desktop.tutorial.script import Bot, Do, Lesson, Say

from .rules import NAME, Bet

YOU, RITA = 0, 1


def lesson() -> Lesson:
    return Lesson(
        game=NAME,
        seed=3,
        names=("", "pigbet.lesson.rita"),
        entries=[
            Say("pigbet.lesson.goal", ("panel:0",)),
            Bot(RITA, Bet(RITA)),  # the computer lays its secret bet first (the match asks computers first)
            Do(Bet(YOU), "pigbet.lesson.bet", ("card:0",)),
        ],
    )
