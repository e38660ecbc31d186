"""The messages between a host and its clients: versioned JSON objects, each checked against its schema.

Every message is one JSON object `{"v": VERSION, "t": <type>, ...}`. What a client may send is listed in
`CLIENT`, with each field's type; a message that is too big, not JSON, of another version, of an unknown type,
missing a field, with a field of the wrong type or one too many is refused with a reason (`Refused`) before the
host looks at its content. Game values (actions, views, events) travel as `wire.pack` wrote them.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

VERSION = 1
DEFAULT_PORT = 47474  # where a host listens unless told otherwise
MAX_BYTES = 64 * 1024  # a client's message; the host's own (views) may be larger
MAX_TEXT = 64  # names, codes, tokens
CODE_ALPHABET = "ACDEFHJKLMNPQRTUVWXY3479"  # no 0/O, 1/I, 2/Z, 5/S, 6/G, 8/B: read aloud and typed without doubt
CODE_LENGTH = 6
JSON_VALUE = object  # any JSON value (a packed action): its content is checked by the game's codec and rules
OPTIONAL_BOOL = "bool?"  # a field that may be left out: true or false

# what a client may send: type -> {field: type}
CLIENT: dict[str, dict[str, Any]] = {
    "hello": {"code": str},  # -> lobby: the table and its seats
    # lean: the seat's view only comes when it must act (a headless player draws nothing); events always do
    "join": {"code": str, "seat": int, "name": str, "colour": int, "lean": OPTIONAL_BOOL},  # -> welcome
    "rejoin": {"code": str, "token": str, "lean": OPTIONAL_BOOL},  # -> welcome: back at the seat after a drop
    "act": {"seat": int, "token": str, "action": JSON_VALUE},  # -> update to every seat, or refused
    "bye": {},  # leaving for good: the seat waits for its player (or the stand-in plays)
}

# why a message is refused (the client shows net.refused.<reason>)
REASONS = (
    "too_big",
    "malformed",
    "version",
    "schema",
    "code",
    "seat",
    "seat_taken",
    "token",
    "not_joined",
    "other_seat",
    "not_started",
    "out_of_turn",
    "illegal",
    "over",
    "flood",
)


class Refused(ValueError):
    """A message the host does not accept: `reason` is one of REASONS, `detail` says more (English, short)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        assert reason in REASONS, reason
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason, self.detail = reason, detail


def message(kind: str, **fields: Any) -> str:
    """One message as sent: compact JSON with the version and type first."""
    return json.dumps({"v": VERSION, "t": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def _type_ok(value: Any, expected: Any) -> bool:
    if expected is JSON_VALUE:
        return True
    if expected is OPTIONAL_BOOL:
        return isinstance(value, bool)
    if expected is int:
        return isinstance(value, int) and not isinstance(value, bool) and -(2**31) <= value < 2**31
    if expected is str:
        return isinstance(value, str) and len(value) <= MAX_TEXT
    return isinstance(value, expected)


def parse_client(raw: str | bytes) -> dict[str, Any]:
    """A client's message, checked against its schema; raises Refused saying what is wrong."""
    if len(raw) > MAX_BYTES:
        raise Refused("too_big", f"at most {MAX_BYTES} bytes")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as exc:  # bad UTF-8, bad JSON, deep nesting
        raise Refused("malformed", type(exc).__name__) from None
    if not isinstance(data, dict):
        raise Refused("malformed", "not a JSON object")
    if data.get("v") != VERSION or isinstance(data.get("v"), bool):
        raise Refused("version", f"this host speaks version {VERSION}")
    kind = data.get("t")
    schema = CLIENT.get(kind) if isinstance(kind, str) else None
    if schema is None:
        raise Refused("schema", f"unknown message type; known: {', '.join(CLIENT)}")
    extra = set(data) - set(schema) - {"v", "t"}
    if extra:
        raise Refused("schema", f"{kind}: unknown field {sorted(extra)[0][:MAX_TEXT]!r}")
    for name, expected in schema.items():
        if name not in data:
            if expected is OPTIONAL_BOOL:
                continue
            raise Refused("schema", f"{kind}: missing {name}")
        if not _type_ok(data[name], expected):
            wanted = expected.__name__ if isinstance(expected, type) else "a value"
            raise Refused("schema", f"{kind}: {name} must be {wanted}")
    return data


def new_code() -> str:
    """A short join code to read out or type (about 31 bits: guessing one is far beyond the flood limit)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A typed code as the host compares it: upper case, without spaces or dashes."""
    return "".join(ch for ch in text.upper() if ch.isalnum())


def new_token() -> str:
    """A seat's secret: whoever holds it acts for the seat (and rejoins it)."""
    return secrets.token_urlsafe(18)
