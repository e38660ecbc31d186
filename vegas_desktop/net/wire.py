"""Game values (views, events, actions) to plain JSON and back, exactly, for the network.

The save codec (`core.codec`) writes actions, where tuples are all there is. A seat's view is richer: Las Vegas's
and Royale's are the state itself (lists a computer player may copy and change, dicts, sets), so here lists,
tuples, sets and dicts each keep their own mark and a decoded view equals the one the host sent. Decoding knows
only the game's own classes (`Codec.classes`): nothing a message names is imported, and nothing is pickled.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from vegas_desktop.core.codec import Codec, CodecError

MAX_DEPTH = 40  # views nest a few levels; deeper is not ours


_SCALARS = frozenset({type(None), bool, int, float, str})
_FIELDS: dict[type, tuple[str, ...]] = {}  # a dataclass's init fields, looked up once per class


def _fields(cls: type) -> tuple[str, ...] | None:
    names = _FIELDS.get(cls)
    if names is None:
        if not dataclasses.is_dataclass(cls):
            return None
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls) if f.init)
    return names


def pack(value: Any) -> Any:
    """A JSON-ready copy of a game value (raises CodecError for anything that is not game data). It runs for
    every seat after every action, so it dispatches on the exact type first."""
    cls = type(value)
    if cls in _SCALARS:
        return value
    if cls is tuple:
        return [pack(v) for v in value]
    if cls is list:
        return {"$l": [pack(v) for v in value]}
    names = _fields(cls)
    if names is not None:
        out = {"$": cls.__name__}
        for name in names:
            out[name] = pack(getattr(value, name))
        return out
    if isinstance(value, enum.Enum):
        return {"$enum": cls.__name__, "name": value.name}
    if isinstance(value, bool | int | float | str):  # a subclass of a plain value
        return value
    if isinstance(value, dict):
        return {"$d": [[pack(k), pack(v)] for k, v in value.items()]}
    if isinstance(value, frozenset):
        return {"$fs": [pack(v) for v in sorted(value, key=repr)]}
    if isinstance(value, set):
        return {"$s": [pack(v) for v in sorted(value, key=repr)]}
    if isinstance(value, tuple | list):
        return [pack(v) for v in value]
    raise CodecError(f"cannot send a {cls.__name__}")


def unpack(codec: Codec, data: Any, depth: int = 0) -> Any:
    """The game value `pack` wrote, built from `codec`'s classes only; raises CodecError on anything else."""
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return tuple(unpack(codec, v, depth + 1) for v in data)
    if not isinstance(data, dict):
        raise CodecError(f"unexpected {type(data).__name__}")
    if len(data) == 1:
        ((mark, items),) = data.items()
        if mark in ("$l", "$d", "$s", "$fs"):
            if not isinstance(items, list):
                raise CodecError(f"{mark} without a list")
            try:  # a key or member that cannot be hashed (a list inside) is not game data: refused, not raised
                if mark == "$d":
                    if not all(isinstance(p, list) and len(p) == 2 for p in items):
                        raise CodecError("a dict entry is not a pair")
                    return {unpack(codec, k, depth + 1): unpack(codec, v, depth + 1) for k, v in items}
                values = [unpack(codec, v, depth + 1) for v in items]
                return values if mark == "$l" else set(values) if mark == "$s" else frozenset(values)
            except TypeError as exc:
                raise CodecError(f"{mark} with a part that cannot be a key or member: {exc}") from None
    if "$enum" in data:
        cls = codec._class(data["$enum"])
        try:
            return cls[data["name"]]  # type: ignore[index]
        except (KeyError, TypeError):
            raise CodecError(f"unknown {data['$enum']} value") from None
    if "$" in data:
        cls = codec._class(data["$"])
        kwargs = {k: unpack(codec, v, depth + 1) for k, v in data.items() if k != "$"}
        try:
            return cls(**kwargs)
        except (TypeError, ValueError) as exc:
            raise CodecError(f"a {data['$']} that does not fit: {exc}") from None
    raise CodecError("a value without a type")
