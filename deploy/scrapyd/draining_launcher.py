"""A scrapyd launcher that drains its jobs when scrapyd stops (scrapyd 1.6: `launcher = ...` in scrapyd.conf).

scrapyd's own Launcher leaves its jobs running when scrapyd gets SIGTERM: the jobs are orphaned and keep
crawling, and a container's stop_grace_period / terminationGracePeriodSeconds drains nothing. This one, when
scrapyd's service stops, starts no new job, sends SIGTERM to every running job (Scrapy's graceful shutdown:
claim nothing new, hand prefetched requests back, finish what is in flight) and holds scrapyd's shutdown
until they have exited, for at most SCRAPYD_DRAIN_TIMEOUT seconds (default 75); jobs still running then get
SIGKILL (their leases expire and other workers reclaim them). Standard library and scrapyd only: it runs in
scrapyd's environment, not the project's.
"""

from __future__ import annotations

import contextlib
import os
from typing import Any

from scrapyd.interfaces import IPoller
from scrapyd.launcher import Launcher
from twisted.internet import defer, reactor
from twisted.logger import Logger

log = Logger()


class DrainingLauncher(Launcher):
    def __init__(self, config: Any, app: Any) -> None:
        super().__init__(config, app)
        self.draining = False
        self.drain_timeout = float(os.environ.get("SCRAPYD_DRAIN_TIMEOUT", "75"))

    def _spawn_process(self, message: Any, slot: int) -> None:
        if self.draining:  # taken from the queue as scrapyd stops: back into it, for the next start
            pending = dict(message)
            project, spider = pending.pop("_project"), pending.pop("_spider")
            self.app.getComponent(IPoller).queues[project].add(spider, **pending)
            log.info("Not starting job {job}: scrapyd is stopping; it stays queued", job=message.get("_job"))
            return
        super()._spawn_process(message, slot)

    def _get_message(self, slot: int) -> None:
        if not self.draining:
            super()._get_message(slot)

    def stopService(self) -> defer.Deferred[Any]:
        self.draining = True
        # Free slots wait on the poller for the next job: forget them, so it takes no job off the queue.
        self.app.getComponent(IPoller).dq.waiting.clear()
        running = list(self.processes.values())
        log.info(
            "Stopping: SIGTERM to {n} running job(s), waiting up to {t:.0f}s", n=len(running), t=self.drain_timeout
        )
        for process in running:
            try:
                process.transport.signalProcess("TERM")
            except Exception as exc:  # already gone
                log.info("Job {job} not signalled: {exc}", job=process.job, exc=exc)
        done = defer.DeferredList([process.deferred for process in running], consumeErrors=True)

        def kill_stragglers() -> None:
            for process in self.processes.values():
                log.warn("Job {job} did not drain in time: SIGKILL", job=process.job)
                with contextlib.suppress(Exception):  # exited meanwhile
                    process.transport.signalProcess("KILL")

        timer = reactor.callLater(self.drain_timeout, kill_stragglers)  # type: ignore[attr-defined]

        def finished(result: Any) -> Any:
            if timer.active():
                timer.cancel()
            log.info("All jobs drained")
            return result

        done.addBoth(finished)
        return done
