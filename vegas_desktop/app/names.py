"""Player names and typed text made safe to draw: one limit and one cleaning rule for files, typing and pasting.

Fonts render control, format (zero-width, bidi) and unpaired surrogate characters as nothing or fail on them
("Text has zero width"), and a name made only of them looks empty. So they never get into a name.
"""

from __future__ import annotations

import unicodedata

NAME_LIMIT = 16  # characters; the setup's name field and the settings file use this one limit
_DROP = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}  # controls, format, surrogates, private use, unassigned, breaks


def clean_text(text: str) -> str:
    """`text` without the characters that draw as nothing; other white space becomes a plain space."""
    out = []
    for ch in str(text):
        cat = unicodedata.category(ch)
        if cat in _DROP:
            continue
        out.append(" " if cat == "Zs" else ch)
    cleaned = "".join(out)
    # a field that starts with combining marks alone would render with zero width
    return cleaned if any(unicodedata.category(c)[0] != "M" for c in cleaned) else ""


def clean_name(text: object, limit: int = NAME_LIMIT) -> str:
    """A name fit to show: cleaned, inner spaces collapsed, trimmed and cut to `limit` ('' when nothing is left;
    callers then use the seat's default name)."""
    name = " ".join(clean_text(text if isinstance(text, str) else "").split())
    return name[:limit].rstrip()
