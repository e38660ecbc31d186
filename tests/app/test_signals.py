"""SIGTERM and SIGINT end `vegas-desktop --continue` (a table open in the window) and `vegas-desktop host`
cleanly: exit status 0 within seconds, the game's save on disk whole and resumable with every action played.
Before, SDL turned the signal into a close request that the table answered with "leave the game?", and the
process ran on."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
needs_proc = pytest.mark.skipif(
    not Path("/proc/self/status").exists() or sys.platform == "win32", reason="needs Linux's /proc to see handlers"
)


def _env(home: Path) -> dict[str, str]:
    out = dict(os.environ)
    out.update(VEGAS_DESKTOP_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    return out


def _catches(pid: int, sig: int) -> bool:
    """Whether the process has its own handler for `sig` now (Linux: the SigCgt mask in /proc)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    mask = next((line.split()[1] for line in status.splitlines() if line.startswith("SigCgt:")), "0")
    return bool(int(mask, 16) >> (sig - 1) & 1)


def _wait_for_handler(proc: subprocess.Popen[str], sig: int, seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end and proc.poll() is None:  # ends: bounded in time
        if _catches(proc.pid, sig) and (sig != signal.SIGINT or _catches(proc.pid, signal.SIGTERM)):
            return
        time.sleep(0.05)
    proc.kill()
    raise AssertionError(f"no handler for signal {sig} within {seconds:g} s")


def _ended(proc: subprocess.Popen[str], seconds: float = 20.0) -> tuple[int, str]:
    try:
        _, err = proc.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise AssertionError("the signal did not end it") from None
    return proc.returncode, err


def _half_played(home: Path) -> tuple[Path, list[list[object]]]:
    code = (
        "from vegas_desktop.match import new_match\n"
        "from vegas_desktop.saves import store\n"
        "m = new_match('lasvegas', ['human', 'random', 'random'], 5)\n"
        "saver = store.start_autosave(m)\n"
        "for _ in range(3):\n"
        "    m.run_agents()\n"
        "    m.play(0, m.forced_action(0) or m.legal(0)[0])\n"
        "print(saver.path)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=_env(home), cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    path = Path(out.stdout.strip())
    return path, json.loads(path.read_text())["actions"]


@needs_proc
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_ends_continue_with_the_table_open_and_the_save_whole(sig: int, tmp_path: Path) -> None:
    path, actions = _half_played(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "-m", "vegas_desktop", "--continue"],
        env=_env(tmp_path),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    _wait_for_handler(proc, sig)
    time.sleep(1.0)  # the table is open by now (or opens: the signal is kept until the loop runs)
    proc.send_signal(sig)
    code, err = _ended(proc)
    assert code == 0 and "Traceback" not in err, err[-2000:]
    from vegas_desktop.saves import store

    saved = store.read(path)
    assert saved.actions == actions and not saved.finished
    assert store.restore(saved).log  # resumable


@needs_proc
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_ends_the_host_with_its_save_whole(sig: int, tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tests" / "net"))
    try:
        from netkit import start_host
    finally:
        sys.path.pop(0)
    proc, info = start_host(tmp_path, "--seats", "remote,normal", "--seed", "3")
    try:
        _wait_for_handler(proc, sig)
        proc.send_signal(sig)
        code, err = _ended(proc)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(5)
    assert code == 0 and "Traceback" not in err, err[-2000:]
    from vegas_desktop.net.host import load_table

    table = load_table(Path(info["save"]))
    assert table.code == info["code"] and table.match.seed == 3
