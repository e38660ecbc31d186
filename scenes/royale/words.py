"""Royale's choices in the table's own words: a placement as the hint names it, every other choice as the
decision's card labels its button(s) ('Grey die from Sphinx › …', 'No, thanks')."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vegas_desktop.royale.model import RoyaleState
from vegas_desktop.royale.moves import Place, Skip
from vegas_desktop.scenes.royale.tile_prompts import build_menu
from vegas_desktop.scenes.table.advice import choices_label
from vegas_desktop.scenes.table.advice_words import default_label
from vegas_desktop.text import t


def describe(view: RoyaleState, action: Any, names: Sequence[str]) -> str:
    if isinstance(action, Place):
        return t("advice.place", value=action.value, casino=t(f"table.casino.{action.value}"))
    if isinstance(action, Skip):
        return t("advice.action.Skip")
    everyone = [*names, *([""] * max(0, view.players - len(names)))]
    _title, _body, choices = build_menu(view.phase, [action], view, view.actor, everyone)
    return choices_label(choices, action) or default_label(action)
