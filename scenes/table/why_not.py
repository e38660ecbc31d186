"""Why the human at the screen cannot do what they just tried, in the player's language: one place for every table.

Two kinds of answer: the moment is wrong (another player's turn, a payout on screen, the game over) — `why_not`;
or the rules refused the action — `rule_text`, read from `IllegalAction.rule` (never its English detail), by a
text key made from the rule's words: `rule.<rule>` first, then `rule.<topic>` (the words before the colon), then a
plain "not allowed now". Each game keeps the texts of its own rules in its text files.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from vegas_desktop import text as texts
from vegas_desktop.core.errors import IllegalAction
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.parts import TableServices


def rule_key(rule: str) -> str:
    """The text key of a rule's player-facing words: 'place: value not thrown' -> 'rule.place_value_not_thrown'."""
    return "rule." + re.sub(r"[^a-z0-9]+", "_", rule.lower()).strip("_")


def rule_text(rule: str) -> str:
    """Why the rules refuse an action, for a player: the rule's own text, its topic's, or a plain refusal."""
    for key in (rule_key(rule), rule_key(rule.partition(":")[0])):
        if key != "rule." and texts.has(key):
            return t(key)
    return t("table.refused")


def refusal_text(exc: IllegalAction) -> str:
    return rule_text(exc.rule)


def why_not(
    table: TableServices[Any], shown_turn: int | None = None, scoring: bool = False, done_for_round: bool = False
) -> str:
    """Why the human at the screen cannot act now.

    `shown_turn`: whose move the picture shows while animations run (the state is ahead of the picture then);
    `scoring`: a payout is on screen; `done_for_round`: the viewer has no move left this round."""
    match = table.match
    if match.over or table.finished:
        return t("table.game_over")
    if scoring:
        return t("table.hint_scoring")
    if done_for_round:
        return t("table.hint_done_for_round")
    acting = (shown_turn,) if table.queue.busy and shown_turn is not None else match.to_act()
    viewer = table.viewer
    others = [s for s in acting if 0 <= s < len(match.seats) and s != viewer]
    if not others:  # the viewer's own move is still being shown
        return t("table.hint_busy")
    if len(acting) > 1 and viewer is not None:  # simultaneous choices: the viewer has made theirs
        return t("table.hint_wait_others")
    return t("table.hint_not_your_turn", name=match.seats[others[0]].name)
