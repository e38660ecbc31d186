"""Actions (and events) to plain JSON and back, so saves, replays and golden files outlive code moves.

A value is written by its class's short name and fields; a game names the modules whose classes may appear,
so decoding never imports anything a file asks for. Tuples come back as tuples (actions are frozen data).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable
from types import ModuleType
from typing import Any

JSON = None | bool | int | float | str | list["JSON"] | dict[str, "JSON"]


class CodecError(ValueError):
    """A file holds a value this game does not know (another game's, a newer version's, or damaged)."""


def encode(value: Any) -> JSON:
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, enum.Enum):
        return {"$enum": type(value).__name__, "name": value.name}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # any dataclass: its fields are read by the names `fields` gives
        fields = {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init}
        return {"$": type(value).__name__, **fields}
    if isinstance(value, tuple | list):
        return [encode(v) for v in value]
    if isinstance(value, frozenset | set):
        return {"$set": [encode(v) for v in sorted(value, key=repr)]}
    raise CodecError(f"cannot save a {type(value).__name__}")


class Codec:
    """Decodes what `encode` wrote, knowing only the classes of the given modules."""

    def __init__(self, modules: Iterable[ModuleType]) -> None:
        self.classes: dict[str, type] = {}
        for module in modules:
            for attr, obj in vars(module).items():
                if isinstance(obj, type) and (dataclasses.is_dataclass(obj) or issubclass(obj, enum.Enum)):
                    self.classes.setdefault(attr, obj)

    def decode(self, data: Any) -> Any:
        if data is None or isinstance(data, bool | int | float | str):
            return data
        if isinstance(data, list):
            return tuple(self.decode(v) for v in data)
        if not isinstance(data, dict):
            raise CodecError(f"unexpected {type(data).__name__} in a saved value")
        if "$enum" in data:
            cls = self._class(data["$enum"])
            try:
                return cls[data["name"]]  # type: ignore[index]
            except (KeyError, TypeError):
                raise CodecError(f"unknown {data['$enum']} value {data.get('name')!r}") from None
        if "$set" in data:
            return frozenset(self.decode(v) for v in data["$set"])
        if "$" in data:
            cls = self._class(data["$"])
            kwargs = {k: self.decode(v) for k, v in data.items() if k != "$"}
            try:
                return cls(**kwargs)
            except TypeError as exc:
                raise CodecError(f"a saved {data['$']} does not fit this version: {exc}") from None
        raise CodecError("a saved value without a type")

    def _class(self, name: Any) -> type:
        cls = self.classes.get(name) if isinstance(name, str) else None
        if cls is None:
            raise CodecError(f"unknown saved type {name!r}")
        return cls
