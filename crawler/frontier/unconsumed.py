"""Claims the frontier made whose answer the reactor has not taken yet, handed back at close.

A claim runs on a lane thread and its answer reaches the scheduler on the reactor. A frontier that closes in
between must hand those members back (release them), else their leases stay until they expire and they count
as reclaims. Three threads may touch this record: the claim's lane adds, the reactor consumes an answer it
delivers, the close's final writes drain what is left. The close's drain is final: a claim that answers on its
lane after it (a claim lane separate from the close's writes) is refused here and must release its members
itself, so every member is handed back exactly once whichever lane runs first.
"""

from __future__ import annotations

import threading


class UnconsumedClaims:
    """Members of claims not delivered yet, per claim sequence number; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._claims: dict[int, list[str]] = {}
        self._drained = False

    def add(self, seq: int, members: list[str]) -> bool:
        """Record claim `seq`'s members; False once the close drained the record (the caller hands them back)."""
        with self._lock:
            if self._drained:
                return False
            if members:
                self._claims[seq] = list(members)
            return True

    def consume(self, seq: int) -> None:
        """The reactor delivered claim `seq`: its members are the scheduler's now."""
        with self._lock:
            self._claims.pop(seq, None)

    def drain(self) -> list[str]:
        """At close: every member not delivered; any claim recorded after this is refused by `add`."""
        with self._lock:
            self._drained = True
            members = [m for claim in self._claims.values() for m in claim]
            self._claims.clear()
            return members

    def __len__(self) -> int:
        with self._lock:
            return sum(len(claim) for claim in self._claims.values())
