"""Hard's reasons in the player's language: a `Reason` of `vegas_desktop.lasvegas.ai.reasons` as one plain sentence."""

from __future__ import annotations

from vegas_desktop.ai.appraisal import Reason
from vegas_desktop.text import t


def say(reason: Reason) -> str:
    """The sentence for `reason`, the casino named as the table names it."""
    args = dict(reason.args)
    if "casino" in args:
        args["casino"] = t(f"table.casino.{args['casino']}")
    return t(reason.key, **args)
