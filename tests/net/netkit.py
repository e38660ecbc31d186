"""Starting a headless host and bot clients as processes on 127.0.0.1, every wait bounded in time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PY = sys.executable


def env(home: Path) -> dict[str, str]:
    out = dict(os.environ)
    out["VEGAS_DESKTOP_HOME"] = str(home)
    out["PYTHONPATH"] = str(ROOT)
    return out


def start_host(home: Path, *args: str, deadline: float = 20.0) -> tuple[subprocess.Popen[str], dict[str, Any]]:
    """`vegas-desktop host ... --bind 127.0.0.1 --port 0 --no-announce`; returns the process and its first line."""
    cmd = [PY, "-m", "vegas_desktop", "host", "--bind", "127.0.0.1", "--port", "0", "--no-announce", *args]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home), cwd=ROOT)
    assert proc.stdout is not None
    end = time.monotonic() + deadline
    line = ""
    while time.monotonic() < end and not line:
        line = proc.stdout.readline()
        if proc.poll() is not None and not line:
            break
    if not line:
        proc.kill()
        raise AssertionError(f"the host did not start: {proc.stderr.read() if proc.stderr else ''}")
    return proc, json.loads(line)


def start_bot(home: Path, info: dict[str, Any], seat: int, *args: str) -> subprocess.Popen[str]:
    cmd = [PY, "-m", "vegas_desktop.net.bot", "--url", f"ws://127.0.0.1:{info['port']}", "--code", info["code"]]
    cmd += ["--game", info["game"], "--seat", str(seat), *args]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home), cwd=ROOT)


def result(proc: subprocess.Popen[str], timeout: float = 120.0) -> dict[str, Any]:
    """The bot's one JSON line (it is killed if it runs past `timeout`)."""
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"a client ran past {timeout}s: {err[-2000:]}") from None
    lines = [line for line in out.splitlines() if line.startswith("{")]
    assert lines, f"no result from a client: {err[-2000:]}"
    return json.loads(lines[-1])


def stop(proc: subprocess.Popen[str], timeout: float = 15.0) -> int:
    """The host's exit status once it ended by itself (killed if it does not within `timeout`)."""
    try:
        return proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)
        raise AssertionError("the host did not stop by itself") from None
