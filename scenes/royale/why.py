"""Hard's reasons in the player's language: a `Reason` of `vegas_desktop.royale.ai.judge` as one plain sentence."""

from __future__ import annotations

from vegas_desktop.ai.appraisal import Reason
from vegas_desktop.text import t


def say(reason: Reason) -> str:
    """The sentence for `reason`, casinos and tiles named as the table names them."""
    args = dict(reason.args)
    if "casino" in args:
        args["casino"] = t(f"table.casino.{args['casino']}")
    if args.get("tile"):
        args["tile"] = t(f"royale.tile.{args['tile']}.name")
    return t(reason.key, **args)
