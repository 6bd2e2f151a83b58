"""SendTurnMiddleware: a claimed request of a throttled domain leaves only in its domain's send turn.

The frontier hands a throttled domain's requests out once per delay, cluster-wide, when they are claimed.
A request can then wait on its worker before it is sent (a full downloader, a robots.txt fetch), and would
leave next to the one of the domain's following turn that another worker sent on time. Just before the
download, this middleware takes the domain's send turn (crawler/frontier/sendturns.py): the request goes
once the domain's last send is a delay ago, cluster-wide, and the domain's next turn is counted from now.

A request that would wait longer than PAUSE_HOLD_MAX seconds goes back to the frontier's delay queue, due
then, rather than hold a download slot. When Redis cannot be asked (an outage) the claim's turn stands and
the request goes. POLITENESS_SEND_TURNS=false turns the check off (turns are then taken at claim time only).

After the robots.txt middleware (100) and PolitenessMiddleware's pause hold (560) in request order, so the
turn is taken as late as the download allows. Stats: politeness/send_turn_waits (requests that waited for
their turn), politeness/send_turns_unchecked, politeness/deferred.
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy import Request, Spider
from scrapy.exceptions import NotConfigured
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet import task

from crawler.frontier.component import Frontier
from crawler.middlewares.politeness import deferred_copy

logger = logging.getLogger(__name__)


class SendTurnMiddleware:
    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.hold_max = crawler.settings.getfloat("PAUSE_HOLD_MAX", 2.0)
        self._told_unchecked = False

    @classmethod
    def from_crawler(cls, crawler: Any) -> SendTurnMiddleware:
        settings = crawler.settings
        if not settings.getbool("POLITENESS_ENABLED", True) or not settings.getbool("POLITENESS_SEND_TURNS", True):
            raise NotConfigured
        return cls(crawler)

    async def process_request(self, request: Request, spider: Spider | None = None) -> Request | None:
        frontier = Frontier.of(self.crawler)
        domain = frontier.send_turn_domain(request) if frontier is not None else None
        if frontier is None or domain is None:
            return None
        from twisted.internet import reactor  # here: a module-level import would install the default reactor

        held = 0.0
        while True:
            wait_ms = await maybe_deferred_to_future(frontier.send_turns.take(domain))
            if wait_ms is None:
                self._unchecked(domain)
                return None
            if wait_ms <= 0:
                if held:
                    self.stats.inc_value("politeness/send_turn_waits")
                return None
            wait = wait_ms / 1000
            if held + wait > self.hold_max and frontier.owns(request):
                self.stats.inc_value("politeness/deferred")
                logger.debug("%s waits %.1fs for its domain's turn: back to the frontier until then", request, wait)
                return deferred_copy(request, wait)
            logger.debug("%s waits %.2fs for %s's send turn", request, wait, domain)
            await maybe_deferred_to_future(task.deferLater(reactor, wait, lambda: None))
            held += wait

    def _unchecked(self, domain: str) -> None:
        self.stats.inc_value("politeness/send_turns_unchecked")
        if not self._told_unchecked:
            self._told_unchecked = True
            logger.warning(
                "Could not take the send turn of %s in Redis: requests go in the turn their claim took "
                "(counted in politeness/send_turns_unchecked)", domain,
            )  # fmt: skip
