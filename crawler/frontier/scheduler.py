"""FrontierScheduler: Scrapy's scheduler interface over the shared frontier (crawler/frontier/component.py).

The scheduler builds the `Frontier` in `from_crawler` and holds this worker's claims: the prefetched batch
and the requests in progress. Everything in Redis goes through the frontier's API.

- Enqueue: requests are serialized as JSON (never pickle), fingerprinted on canonical URLs and queued in
  batches by one Lua script that does the RedisBloom check-and-add and the push atomically, into the queue
  of their politeness domain (crawler/frontier/politeness.py) and class: requests with meta `render`
  wait for workers with `RENDER_ENABLED`. A request with meta `frontier_delay_ms` goes to the delay queue.
- Claim: claims are prefetched. `next_request()` only pops from the local batch; when the batch runs low
  it submits ONE claim to the frontier's Redis lane (never two at once) for the domains whose cluster-wide
  delay has passed, each under a lease of `FRONTIER_LEASE_SECONDS`. The claimed requests join the batch
  on the reactor and the engine is woken, so a claim's round trip overlaps the downloads. Leases of
  requests still in progress are extended every `FRONTIER_LEASE_EXTEND_INTERVAL` seconds (from the
  frontier's housekeeping loop). No Redis round trip runs on the reactor thread.
- Ack: a claim is acked only once the engine is completely done with the request — its callback output
  (items through the pipelines, new requests into this scheduler) was handed on, or it finally failed. New
  requests are flushed to Redis before the ack.
- Reclaim: every worker requeues expired leases of dead workers; after `FRONTIER_MAX_RECLAIMS` the request
  goes to the dead-letter list `{spider}:dead`. The same loop moves due delayed retries back.
  `dead_letter()` adds a request that failed for good (crawler/middlewares/retry.py). Payloads that do
  not decode are kept in `{spider}:rejected`.
- Outages: a Redis error never kills the worker; it backs off, keeps new requests and acks in memory and
  carries on when Redis is back. `has_pending_requests()` answers from values the lane refreshes and says
  "pending" while Redis cannot be read, so the crawl never ends because Redis is away. A graceful stop
  hands prefetched, unstarted requests back at once.

Stats: frontier/enqueued, frontier/delayed, frontier/duplicates, frontier/claimed, frontier/acked,
frontier/released, frontier/reclaimed, frontier/promoted, frontier/dead, frontier/dead_lettered,
frontier/rejected, frontier/redis_errors, frontier/bloom/*.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from scrapy import Request, Spider
from scrapy.core.scheduler import BaseScheduler

from crawler.frontier.component import Frontier, RecentFingerprints
from crawler.frontier.keys import member_domain
from crawler.frontier.queue import Claimed

__all__ = ["FrontierScheduler", "RecentFingerprints"]

logger = logging.getLogger(__name__)


class _TrackingSet(set[Any]):
    """The engine's in-progress set, reporting each request the engine is finished with."""

    def __init__(self, items: set[Any], on_remove: Callable[[Any], None]) -> None:
        super().__init__(items)
        self._on_remove = on_remove

    def remove(self, item: Any) -> None:
        super().remove(item)
        self._on_remove(item)


class FrontierScheduler(BaseScheduler):
    def __init__(self, crawler: Any, frontier: Frontier | None = None) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.frontier = frontier if frontier is not None else Frontier.from_crawler(crawler)
        config = self.frontier.config
        self.claim_batch = config.claim_batch
        self.max_held = config.max_held
        self.suspect_after = config.claim_policy.suspect_after
        self._held_full = False
        self.spider: Spider | None = None
        self._prefetch: deque[tuple[Claimed, Request]] = deque()
        self._urgent = 0  # prefetched requests of throttled domains, kept at the front in claim order
        self._inflight: dict[Request, str] = {}
        self._throttled: dict[Request, str] = {}  # in progress, of a throttled domain, send turn not taken: its domain
        self._suspect: str | None = None  # a reclaimed request in progress: claim nothing else meanwhile
        self._remote_len = 0
        self._remote_len_at = 0.0
        self._empty_until = 0.0
        self._paused_empty = False  # claims pause because the shared queue was empty (not for a throttled domain)
        self._next_ready_at = float("inf")  # when the next throttled domain is due: claim then
        self._claiming = False  # a claim is on the lane
        self._epoch = 0  # bumped when the prefetch is handed back: claims from before are released
        self._remote_known = False  # False until a claimable count was read, and after a failed read

    @classmethod
    def from_crawler(cls, crawler: Any) -> FrontierScheduler:
        return cls(crawler, Frontier.from_crawler(crawler))

    # --- lifecycle -------------------------------------------------------------------------------------

    def open(self, spider: Spider) -> None:
        self.spider = spider
        self._install_completion_hook()
        self.frontier.attach(self)
        self.frontier.open(spider)
        self.frontier.housekeeping.add("poll", self.frontier.config.poll_interval, self._poll)
        self.frontier.housekeeping.start()

    def _install_completion_hook(self) -> None:
        engine = self.crawler.engine
        slot = getattr(engine, "_slot", None)
        if slot is None or not isinstance(getattr(slot, "inprogress", None), set):
            raise RuntimeError("FrontierScheduler needs Scrapy's engine slot (Scrapy 2.19.x); acks would be lost")
        slot.inprogress = _TrackingSet(slot.inprogress, self._request_done)

    def close(self, reason: str) -> Any:
        # Unfinished requests (prefetched, or still in progress at a forced stop) go back at once, on the
        # lane after every call before; a claim still on its way is handed back when it answers.
        unstarted = [claimed.member for claimed, _ in self._prefetch] + list(self._inflight.values())
        self._prefetch.clear()
        self._urgent = 0
        self._inflight.clear()
        self._throttled.clear()
        self._epoch += 1
        return self.frontier.close(unstarted)

    # --- Scrapy scheduler interface -------------------------------------------------------------------

    def has_pending_requests(self) -> bool:
        frontier = self.frontier
        # A claim on its way does not count: what it brings is woken for, and polling an empty queue
        # must not keep the spider from ever going idle (the idle check asks the counts).
        if self._prefetch or frontier.has_unwritten:
            return True
        if time.monotonic() - self._remote_len_at > 0.5:
            self._refresh_remote_len()
        if frontier.backing_off or not self._remote_known:
            return True  # unknown: do not let the engine think the crawl is over
        return self._remote_len > 0

    def enqueue_request(self, request: Request) -> bool:
        queued = self.frontier.enqueue(request)
        if queued and self._paused_empty:
            # Claims pause after an empty answer, but what this worker just queued is work: a claim made now
            # finds it (after the flush `_claim` makes first). Waiting for the poll instead left the worker
            # idle for up to FRONTIER_POLL_INTERVAL at every such turn (at a crawl's start, once per level).
            self._paused_empty = False
            self._empty_until = 0.0
            self.wake()
        return queued

    def next_request(self) -> Request | None:
        if self._holds_too_many():
            return None
        if not self._claiming and not self.frontier.backing_off:
            now = time.monotonic()
            # Refill before the prefetch runs dry: a throttled domain's turn comes every few hundred ms
            # and is lost if every worker is still working through a long batch of other domains.
            # Never more than one batch prefetched: requests held here are turns taken from other workers.
            room = len(self._prefetch) < self.claim_batch
            refill = room and (len(self._prefetch) <= self.claim_batch // 2 or now >= self._next_ready_at)
            if refill and now >= self._empty_until and self._suspect is None:
                self._claim()
        if not self._prefetch:
            return None
        claimed, request = self._prefetch.popleft()
        self._urgent = max(0, self._urgent - 1)
        self._inflight[request] = claimed.member
        domain = member_domain(claimed.member) if claimed.delay_ms else None
        if domain is not None:
            self._throttled[request] = domain
        return request

    def _holds_too_many(self) -> bool:
        """True while this worker holds FRONTIER_MAX_HELD leases (a stalled sink): it claims nothing more."""
        full = len(self._inflight) >= self.max_held
        if full and not self._held_full:
            self.stats.inc_value("frontier/held_max_reached")
            logger.warning(
                "Holding %d requests in progress (FRONTIER_MAX_HELD): no new claims until some finish",
                len(self._inflight),
            )
        self._held_full = full
        return full

    # --- the claims this worker holds (the frontier's LeaseHolder) -------------------------------------

    def owns(self, request: Request) -> bool:
        """True if `request` was claimed from the frontier by this worker and is being worked on."""
        return request in self._inflight

    def send_turn_domain(self, request: Request) -> str | None:
        """The throttled domain whose send turn `request` still has to take before it leaves (once: the
        answer is forgotten), or None (not claimed here, no delay, or taken already)."""
        return self._throttled.pop(request, None)

    @property
    def in_flight(self) -> int:
        """Requests this worker holds: being downloaded or processed, plus prefetched ones."""
        return len(self._inflight) + len(self._prefetch)

    def held_members(self) -> list[str]:
        """Queue members of every claim this worker holds (their leases are extended)."""
        return [claimed.member for claimed, _ in self._prefetch] + list(self._inflight.values())

    def release_prefetched(self) -> int:
        """Hand prefetched, unstarted requests back to the shared queue (pause, stop); a claim on its way
        now is handed back too when it answers."""
        members = [claimed.member for claimed, _ in self._prefetch]
        self._prefetch.clear()
        self._urgent = 0
        self._epoch += 1
        return self.frontier.release(members)

    def wake(self, delay: float = 0.0) -> None:
        """Have the engine ask for the next request now (or in `delay` s)."""
        slot = getattr(self.crawler.engine, "_slot", None)
        if slot is not None:
            slot.nextcall.schedule(delay)

    def __len__(self) -> int:
        return len(self._prefetch) + self.frontier.buffered

    # --- internals -------------------------------------------------------------------------------------

    def _claim(self) -> None:
        # Claim a batch even when few slots are free: one round trip feeds several downloads. The batch
        # is leased like any claim, and handed back at once on a graceful stop.
        count = self.claim_batch - len(self._prefetch)
        idle = not self._inflight and not self._prefetch
        frontier = self.frontier
        # This worker's own new requests must be claimable too (see `unseen` below); the acks waiting go in the
        # same lane call as them (one call, not one now and one at the ack timer), but not alone.
        frontier.write_pending(acks_alone=False)
        epoch, buffered, flushes = self._epoch, frontier.buffered_total, frontier.flushes_submitted

        def claimed(items: list[tuple[Claimed, Request]], wait_ms: int) -> None:
            # Requests this worker queued while the claim was on its way would have been in it had the
            # claim been made after them (as a blocking claim was): an empty answer then means no pause.
            # The claim has a lane of its own and may have run before the flushes submitted ahead of it
            # were written: an empty answer then means "look again once they are".
            unseen = flushes if frontier.claim_flushed < flushes else 0
            self._claimed(items, wait_ms, epoch, raced=frontier.buffered_total != buffered, unseen=unseen)

        d = frontier.claim(count, idle, claimed)
        if d is None:
            return
        self._claiming = True
        self._paused_empty = False
        self.stats.inc_value("frontier/claims")
        if self._inflight or self._prefetch:  # its round trip overlaps work held here instead of holding it up
            self.stats.inc_value("frontier/claims_prefetched")
        d.addBoth(self._claim_settled)

    def _claim_settled(self, result: Any) -> Any:
        self._claiming = False
        return result

    def _claimed(
        self, claimed: list[tuple[Claimed, Request]], wait_ms: int, epoch: int, raced: bool = False, unseen: int = 0
    ) -> None:
        """A claim's answer, on the reactor: the requests join the prefetch and the engine is woken."""
        if epoch != self._epoch:  # the prefetch was handed back (pause, stop) while this claim was away
            self.frontier.release([item.member for item, _ in claimed])  # at close: the close hands them back
            return
        now = time.monotonic()
        self._next_ready_at = now + wait_ms / 1000 if wait_ms >= 0 else float("inf")
        if not claimed:
            # Do not hammer an empty queue; when only throttled domains wait, look again when one is due
            # (and wake the engine then: on its own it would only ask at the next poll).
            wait = min(1.0, max(0.005, wait_ms / 1000)) if wait_ms >= 0 else 0.1
            if raced:
                self._empty_until = 0.0
                self.wake()
                return
            if unseen:
                self._empty_until = float("inf")
                self.frontier.when_flushed(unseen, self._resume_claims)
                return
            self._empty_until = now + wait
            self._paused_empty = wait_ms < 0
            if wait_ms >= 0:
                self.wake(wait)
            return
        for item, request in claimed:
            if item.reclaims:
                request.meta["frontier_reclaims"] = item.reclaims
                self.stats.inc_value("frontier/reclaimed_claimed")
            if item.reclaims >= self.suspect_after:
                self._suspect = item.member
                self.stats.inc_value("frontier/suspects_claimed")
                logger.info("Claimed %s alone: its lease expired %d times before", request.url, item.reclaims)
            if item.delay_ms:
                # Its domain's turn was taken for it now: it goes out before any unthrottled request, or
                # its slot would pass while it waits (and requests bunch up); first come, first out.
                self._prefetch.insert(self._urgent, (item, request))
                self._urgent += 1
            else:
                self._prefetch.append((item, request))
        self.wake()

    def _resume_claims(self) -> None:
        """This worker's own requests the last (empty) claim could not see are written: claim again now."""
        if self._empty_until == float("inf"):
            self._empty_until = 0.0
        self.wake()

    def _request_done(self, request: Any) -> None:
        member = self._inflight.pop(request, None)
        self._throttled.pop(request, None)
        if member is None:
            return  # not ours (robots.txt and other engine.download() requests)
        if member == self._suspect:
            self._suspect = None
        self.frontier.ack_soon(member)

    def _poll(self) -> None:
        """Wake the engine when there is shared work (on its own it looks only every 5 s)."""
        frontier = self.frontier
        if frontier.has_pending_acks or frontier.has_unwritten:
            frontier.write_pending()
        if not self._prefetch:
            self._refresh_remote_len()
        if self._prefetch or self._remote_len:
            self.wake()

    def _refresh_remote_len(self) -> None:
        """Read how much this worker could claim, on the lane (skipped while the last read is pending)."""
        frontier = self.frontier
        if not frontier.is_open or frontier.backing_off:
            return

        def read(length: int) -> None:
            before = self._remote_len if self._remote_known else 1
            self._remote_len = length
            self._remote_len_at = time.monotonic()
            self._remote_known = True
            # Work to claim, or none any more: the engine asks again now (for an idle check too), not on
            # its 5 s heartbeat.
            if (length or before) and not self._prefetch:
                self.wake()

        def unknown(exc: Exception) -> None:
            self._remote_known = False

        frontier.submit(frontier.claimable, task="claimable", done=read, failed=unknown)
