"""Process helpers shared by the local stack and the test fixtures.

Servers run as their own process groups so that stopping them also stops any children, and their
output goes to a log file next to their data, never to the caller's terminal.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path


def free_port(host: str = "127.0.0.1") -> int:
    """Return a TCP port that is free on `host` right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def free_ports(count: int, host: str = "127.0.0.1") -> list[int]:
    """Return `count` distinct free ports (held open together so they cannot repeat)."""
    socks = []
    try:
        for _ in range(count):
            sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            sock.bind((host, 0))
            socks.append(sock)
        return [int(s.getsockname()[1]) for s in socks]
    finally:
        for sock in socks:
            sock.close()


def port_open(host: str, port: int, timeout: float = 0.5) -> bool:
    """True if something accepts TCP connections on host:port."""
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def wait_until(check: Callable[[], bool], timeout: float, what: str, interval: float = 0.1) -> None:
    """Poll `check` until it returns True; raise TimeoutError naming `what` otherwise."""
    deadline = time.monotonic() + timeout
    last_error: Exception | None = None
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except Exception as exc:  # readiness probes fail in many ways while a server boots
            last_error = exc
        time.sleep(interval)
    raise TimeoutError(f"timed out after {timeout:.0f}s waiting for {what} (last error: {last_error!r})")


def set_parent_death_signal() -> None:
    """In the child: ask Linux to SIGKILL it when the process that started it dies."""
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
    libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def spawn(
    argv: Sequence[str],
    log_path: Path,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    die_with_parent: bool = False,
    drop_env: Sequence[str] = (),
) -> subprocess.Popen[bytes]:
    """Start `argv` in its own session, appending its stdout/stderr to `log_path`.

    `die_with_parent` (test fixtures): the server goes when the test run goes, even if it is killed.
    `drop_env`: variables of ours the child must not inherit.
    """
    log_path.parent.mkdir(parents=True, exist_ok=True)
    child_env = {k: v for k, v in {**os.environ, **(env or {})}.items() if k not in drop_env}
    with open(log_path, "ab") as log:
        return subprocess.Popen(
            list(argv),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            env=child_env,
            cwd=str(cwd) if cwd else None,
            start_new_session=True,
            preexec_fn=set_parent_death_signal if die_with_parent and sys.platform == "linux" else None,
        )


def pid_alive(pid: int) -> bool:
    """True if a process with this pid exists and is not a zombie."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    with contextlib.suppress(OSError):
        stat = Path(f"/proc/{pid}/stat").read_text()
        if stat.rsplit(")", 1)[1].split()[0] == "Z":
            return False
    return True


def stop_pid(pid: int, timeout: float = 10.0) -> None:
    """SIGTERM the process group of `pid`, then SIGKILL it if it has not exited within `timeout`."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pid, sig)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with contextlib.suppress(ChildProcessError, OSError):
                os.waitpid(pid, os.WNOHANG)
            if not pid_alive(pid):
                return
            time.sleep(0.05)
