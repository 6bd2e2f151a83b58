"""The requests a worker queued itself, kept by payload until it claims them back.

Following links, a worker claims mostly what it queued a moment before. Scrapy's own scheduler hands back the
object it was given; the frontier had to rebuild it from its payload (about 30 us of the claim lane's time
per request, holding the GIL the reactor needs). A claim whose payload is one this worker queued takes the
object kept here instead. The payload in Redis is still the truth: another worker, or this one after a
restart, decodes it as before, and a request this worker never claims back is dropped from here, oldest
first, once `size` newer ones are kept.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from scrapy import Request


class OwnRequests:
    """A bounded map of payload to the request queued with it; written on the reactor, read on the claim lane."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[bytes, Request] = OrderedDict()
        self._lock = threading.Lock()  # the reactor puts while the claim lane takes

    def put(self, payload: bytes, request: Request) -> None:
        if self.size <= 0:
            return
        with self._lock:
            self._items[payload] = request
            if len(self._items) > self.size:
                self._items.popitem(last=False)

    def take(self, payload: bytes) -> Request | None:
        """The request queued with `payload`, once (a second claim of it, after a reclaim, decodes)."""
        if not self._items:
            return None
        with self._lock:
            return self._items.pop(payload, None)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        return len(self._items)
