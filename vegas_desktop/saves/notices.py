"""Messages for the player from saving in the background (a full disk, a history set aside, files found damaged
while listing): queued here, each once, until the app shows them with the settings' notices."""

from __future__ import annotations

from vegas_desktop.text import t

_notices: list[tuple[str, dict[str, object]]] = []


def notice(key: str, **values: object) -> None:
    """Queue the text `key` (of assets/lang/*/saves.json or history.json) with its values, once."""
    if (key, values) not in _notices:
        _notices.append((key, values))


def notice_text(text: str) -> None:
    """A message already worded (it names files found while listing)."""
    notice("saves.as_is", text=text)


def take_notices() -> list[str]:
    """Messages about saving (a full disk, a history that had to be set aside) not yet shown, each once, in the
    player's language. The app collects them with the settings' notices."""
    out = [t(key, **values) for key, values in _notices]
    _notices.clear()
    return out
