"""Finding games on the local network: mDNS/DNS-SD through the `zeroconf` package.

A host announces `_vegas-desktop._tcp.local.` with its game, free seats and protocol version (never its join
code: that is read from the host's screen). The join screen browses for a few seconds and lists what answered;
an address typed by hand works without any of this (networks that block multicast).
"""

from __future__ import annotations

import os
import socket
import threading
from dataclasses import dataclass
from typing import Any

from vegas_desktop.net.protocol import VERSION

SERVICE = "_vegas-desktop._tcp.local."
LOOPBACK_ONLY = "VEGAS_DESKTOP_LOOPBACK"  # =1: host on 127.0.0.1 only, announce and browse nothing (tests)


def loopback_only() -> bool:
    """True where the network must stay on this machine: nothing is announced, browsed or listened for outside."""
    return os.environ.get(LOOPBACK_ONLY) == "1"


def bind_address() -> str:
    """Where the window's host listens: every interface (the local network), or only this machine."""
    return "127.0.0.1" if loopback_only() else "0.0.0.0"


@dataclass(frozen=True)
class Found:
    name: str  # the host's name as announced
    address: str
    port: int
    game: str
    free: int  # network seats still free when it last said
    version: int

    @property
    def url(self) -> str:
        return ws_url(self.address, self.port)


def ws_url(address: str, port: int) -> str:
    """The WebSocket address of a host ('[...]' around an IPv6 address)."""
    host = f"[{address}]" if ":" in address and not address.startswith("[") else address
    return f"ws://{host}:{port}"


def properties(game: str, free: int) -> dict[str, str]:
    return {"game": game, "free": str(free), "v": str(VERSION)}


def parse_found(name: str, address: str, port: int, props: dict[bytes, bytes | None]) -> Found | None:
    """A listed game from an announcement, or None when it is not ours or of another version."""

    def text(key: str) -> str:
        raw = props.get(key.encode())
        return raw.decode("utf-8", "replace")[:40] if isinstance(raw, bytes) else ""

    try:
        version, free = int(text("v")), int(text("free") or 0)
    except ValueError:
        return None
    if version != VERSION or not 0 < port < 65536:
        return None
    return Found(name.removesuffix("." + SERVICE)[:40], address, port, text("game"), free, version)


class Announcer:
    """The host's announcement, for as long as it hosts."""

    def __init__(self, zc: Any, info: Any) -> None:
        self.zc, self.info = zc, info

    @classmethod
    def start(cls, game: str, port: int, free: int, name: str | None = None) -> Announcer | None:
        """Announce; None when the network does not allow it (the game is still joined by address)."""
        if loopback_only():
            return None
        try:
            from zeroconf import ServiceInfo, Zeroconf

            label = (name or socket.gethostname() or "vegas")[:40]
            info = ServiceInfo(
                SERVICE,
                f"{label}-{port}.{SERVICE}",
                port=port,
                properties=properties(game, free),
                server=f"{label}.local.",
                addresses=[socket.inet_aton(a) for a in _addresses()],
            )
            zc = Zeroconf()
            zc.register_service(info)
        except Exception:  # noqa: BLE001 - any failure of multicast only costs the listing
            return None
        return cls(zc, info)

    def stop(self) -> None:
        try:
            self.zc.unregister_service(self.info)
        finally:
            self.zc.close()


def _addresses() -> list[str]:
    import ifaddr

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                found.append(ip.ip)
    return found


def browse(seconds: float = 2.0) -> list[Found]:
    """Games announced on the local network, listening `seconds` (blocks; the join screen runs it in a thread)."""
    if loopback_only():
        return []
    try:
        from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf
    except ImportError:
        return []
    found: dict[str, Found] = {}
    lock = threading.Lock()
    try:
        zc = Zeroconf()
    except OSError:
        return []

    def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change is not ServiceStateChange.Added:
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1000)
        if info is None or not info.parsed_addresses():
            return
        entry = parse_found(name, info.parsed_addresses()[0], info.port or 0, info.properties or {})
        if entry is not None:
            with lock:
                found[name] = entry

    try:
        ServiceBrowser(zc, SERVICE, handlers=[changed])
        threading.Event().wait(max(0.1, min(seconds, 10.0)))
    finally:
        zc.close()
    with lock:
        return sorted(found.values(), key=lambda f: (f.name, f.port))
