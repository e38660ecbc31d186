"""A judge's reason in words: its text key filled with its arguments, casinos named as the game names them."""

from __future__ import annotations

from collections.abc import Callable

from vegas_desktop.ai.appraisal import Reason
from vegas_desktop.text import has, t


def explainer(casino_name: Callable[[int], str]) -> Callable[[Reason], str]:
    """A game's `explain`: the reason's sentence, an integer `casino` argument put as the casino's name."""

    def explain(reason: Reason) -> str:
        if not has(reason.key):
            return t("advice.why.plain")
        args = dict(reason.args)
        casino = args.get("casino")
        if isinstance(casino, int) and not isinstance(casino, bool):
            args["casino"] = casino_name(casino)
        return t(reason.key, **args)

    return explain
