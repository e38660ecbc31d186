"""Every text shown to players comes from here, so a second language needs no scene changes.

Strings live in assets/lang/<language>/*.json (one file per screen area, merged); keys are dotted,
e.g. "menu.new_game". Values may hold {placeholders} filled from keyword arguments.
"""

from __future__ import annotations

import json
from functools import lru_cache

from vegas_desktop.resources import asset_path

_language = "en"


def set_language(code: str) -> None:
    global _language
    _language = code
    _table.cache_clear()


@lru_cache(maxsize=4)
def _table(language: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    folder = asset_path("lang", language)
    for path in sorted(folder.glob("*.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def t(key: str, **values: object) -> str:
    """The text for `key` in the current language; a missing key shows itself so it gets noticed."""
    text = _table(_language).get(key)
    if text is None:
        text = _table("en").get(key, key)
    return text.format(**values) if values else text


def has(key: str) -> bool:
    return key in _table(_language) or key in _table("en")
