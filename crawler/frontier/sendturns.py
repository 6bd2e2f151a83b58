"""Send turns: a claimed request of a throttled domain takes its domain's turn again when it is sent.

A claim gives a throttled domain's request out once per delay, cluster-wide (claim.lua). A worker may hold
that request for a while before it is sent (its downloader full, robots.txt being fetched); another worker
claiming the domain's next turn meanwhile sends at once, and the held request then leaves right next to it.
So before a claimed request of a throttled domain is sent, it asks Redis for the domain's send turn
(send_turn.lua): it goes once the domain's last send is a delay ago, and its send pushes the domain's next
claim turn back. Requests sent in one reactor turn ask in one round trip, on the claim lane.

`SendTurns.take(domain)` gives a Deferred firing with the ms to wait before asking again (0: send now), or
None when Redis could not be asked (the frontier backing off or closed, an error): the claim's turn stands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from redis.exceptions import RedisError
from scrapy.utils.reactor import CallLaterOnce
from twisted.internet import defer


class _Lanes(Protocol):
    """What SendTurns needs of the frontier (crawler/frontier/component.py)."""

    @property
    def is_open(self) -> bool: ...

    @property
    def backing_off(self) -> bool: ...

    def take_send_turns(
        self, domains: list[str], done: Callable[[list[int]], Any], failed: Callable[[RedisError], Any]
    ) -> defer.Deferred[Any] | None: ...


class SendTurns:
    def __init__(self, frontier: _Lanes) -> None:
        self.frontier = frontier
        self._asking: list[tuple[str, defer.Deferred[int | None]]] = []
        self._call = CallLaterOnce(self._flush)

    def take(self, domain: str) -> defer.Deferred[int | None]:
        d: defer.Deferred[int | None] = defer.Deferred()
        self._asking.append((domain, d))
        self._call.schedule()
        return d

    def _flush(self) -> None:
        batch, self._asking = self._asking, []
        if not batch:
            return
        if not self.frontier.is_open or self.frontier.backing_off:
            self._answer(batch, None)
            return

        def done(waits: list[int]) -> None:
            for (_, d), wait in zip(batch, waits, strict=True):
                d.callback(wait)

        submitted = self.frontier.take_send_turns(
            [domain for domain, _ in batch], done=done, failed=lambda exc: self._answer(batch, None)
        )
        if submitted is None:
            self._answer(batch, None)
        else:  # whatever else went wrong on the lane (logged there), no request waits for ever
            submitted.addBoth(lambda result: self._answer(batch, None))

    @staticmethod
    def _answer(batch: list[tuple[str, defer.Deferred[int | None]]], wait: int | None) -> None:
        for _, d in batch:
            if not d.called:
                d.callback(wait)
