"""Every text shown to players comes from here, so a second language needs no scene changes.

Strings live in assets/lang/<language>/*.json (one file per screen area, merged); keys are dotted,
e.g. "menu.new_game". Values may hold {placeholders} filled from keyword arguments.

Counted texts use `tn(key, n)`, which reads `key.one` or `key.other` by the language's plural rule
(CLDR: English and German say "1 bill" but "0 bills", "2 bills").

Switching language: `set_language(code)` changes what every later `t` returns and bumps `version()`.
Anything that keeps rendered text (surface caches, pygame-gui labels) watches `version()` or registers a
callback with `on_language_changed`; the App does both for its scenes (see `App.set_language`).
"""

from __future__ import annotations

import json
import locale
import os
from collections.abc import Callable, Mapping
from functools import lru_cache

from vegas_desktop.resources import asset_path

LANGUAGES: tuple[str, ...] = ("en", "de")
DEFAULT_LANGUAGE = "en"

_language = DEFAULT_LANGUAGE
_version = 0
_listeners: list[Callable[[str], None]] = []


def _plural_en_de(n: int) -> str:
    return "one" if n == 1 else "other"


# CLDR cardinal plural rules for whole numbers, per language (both languages here have "one" and "other").
PLURAL_RULES: dict[str, Callable[[int], str]] = {"en": _plural_en_de, "de": _plural_en_de}


def normalise(code: object) -> str | None:
    """'de', 'DE', 'de_DE.UTF-8', 'de-AT', 'German_Germany.1252' -> 'de'; None when it is no language we have."""
    if not isinstance(code, str):
        return None
    text = code.strip().lower()
    if not text:
        return None
    if text.startswith("german") or text.startswith("deutsch"):  # Windows names its locales in words
        return "de"
    if text.startswith("english"):
        return "en"
    base = text.replace("-", "_").split(".")[0].split("@")[0].split("_")[0]
    return base if base in LANGUAGES else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the user's system, if we have it, else English.

    The first of LANGUAGE, LC_ALL, LC_MESSAGES, LANG that is set decides (as gettext reads them); without any,
    `locale.getlocale()` (what Windows and macOS report). "C" and "POSIX" mean no choice: English."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if name == "LANGUAGE":
            value = value.split(":")[0]
        if value:
            if value.split(".")[0].upper() in ("C", "POSIX"):
                return DEFAULT_LANGUAGE
            return normalise(value) or DEFAULT_LANGUAGE
    if environ is not None:
        return DEFAULT_LANGUAGE
    try:
        code = locale.getlocale()[0]
    except (ValueError, TypeError):  # an unparsable locale name
        code = None
    return normalise(code) or DEFAULT_LANGUAGE


def language() -> str:
    """The current language code."""
    return _language


def version() -> int:
    """Counts language switches: whoever keeps rendered text compares it with the value it rendered at."""
    return _version


def on_language_changed(callback: Callable[[str], None]) -> Callable[[], None]:
    """Call `callback(code)` after every switch; returns a function that unregisters it."""
    _listeners.append(callback)

    def remove() -> None:
        if callback in _listeners:
            _listeners.remove(callback)

    return remove


def set_language(code: str) -> bool:
    """Switch every later text to `code` ("en" or "de"); True when the language changed.

    Raises ValueError for a language we have no tables for (validate user input with `normalise` first)."""
    global _language, _version
    found = normalise(code)
    if found is None:
        raise ValueError(f"unknown language {code!r}; use one of: {', '.join(LANGUAGES)}")
    if found == _language:
        return False
    _language = found
    _version += 1
    for callback in list(_listeners):
        callback(found)
    return True


@lru_cache(maxsize=4)
def _table(language: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    folder = asset_path("lang", language)
    for path in sorted(folder.glob("*.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


_added: dict[str, dict[str, str]] = {}  # language -> texts a game brings with it (`add_texts`)


def add_texts(language: str, texts: Mapping[str, str]) -> None:
    """Texts from outside the language folders (a game registered at run time); the folders' texts win."""
    _added.setdefault(language, {}).update(texts)


def _lookup(key: str) -> str | None:
    for code in (_language, DEFAULT_LANGUAGE):
        text = _table(code).get(key)
        if text is None:
            text = _added.get(code, {}).get(key)
        if text is not None:
            return text
    return None


def t(key: str, **values: object) -> str:
    """The text for `key` in the current language; a missing key shows itself so it gets noticed."""
    text = _lookup(key)
    if text is None:
        text = key
    return text.format(**values) if values else text


def plural_category(n: int, code: str | None = None) -> str:
    """'one' or 'other' (CLDR names) for the count `n` in language `code` (default: the current one)."""
    rule = PLURAL_RULES.get(code or _language, _plural_en_de)
    return rule(abs(int(n)))


def tn(key: str, n: int, **values: object) -> str:
    """The counted text for `key`: `key.one` or `key.other` by the plural rule, with {n} filled in.

    A key without plural forms falls back to `key` itself, so counted and plain texts share one call."""
    form = _lookup(f"{key}.{plural_category(n)}")
    if form is None:
        form = _lookup(f"{key}.other")
    if form is None:
        form = _lookup(key)
    if form is None:
        return key
    return form.format(**{"n": n, **values})


def number(value: int) -> str:
    """A whole number with the language's thousands separator: 50,000 / 50.000."""
    return f"{value:,}".replace(",", t("format.thousands"))


def money(dollars: int) -> str:
    """An amount of dollars the language's way: $50,000 / 50.000 $."""
    return t("format.money", amount=number(dollars))


def level_name(level: str) -> str:
    """A computer player's level in words ("easy" -> "Easy" / "Leicht"); an unknown level shows as it is."""
    key = f"common.level.{level}"
    return t(key) if has(key) else level


def has(key: str) -> bool:
    return _lookup(key) is not None


def keys(code: str) -> dict[str, str]:
    """The whole table of one language (tests compare the languages with it)."""
    return dict(_table(code))


class TextError(Exception):
    """An error whose reason is a text key: `key` names it and `values` fill it; str() says it in the player's
    language at the time it is read (saves and history report their problems this way)."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(key)
        self.key = key
        self.values = values

    def __str__(self) -> str:
        return t(self.key, **self.values)
