"""Redis key names of one spider's frontier.

Every key of a spider shares the Redis Cluster hash tag `{<spider>}`, so the multi-key Lua scripts run
on Redis Cluster too (all keys live in one slot). The start-URL list keeps its public name
(`news:start_urls`); its helper keys are derived from it and so share its hash tag if it has one: on
Redis Cluster set `START_URLS_KEY={news}:start_urls`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


def start_urls_key(settings: Any, spider: Any) -> str:
    """The start-URL list of `spider`: its `redis_key`, else REDIS_START_URLS_KEY (scrapy-redis), else
    START_URLS_KEY; `%(name)s` is the spider's name."""
    key = getattr(spider, "redis_key", None) or settings.get("REDIS_START_URLS_KEY") or settings.get("START_URLS_KEY")
    return str(key) % {"name": spider.name}


@dataclass(frozen=True)
class FrontierKeys:
    spider: str
    start_urls: str

    @property
    def tag(self) -> str:
        return "{" + self.spider + "}"

    def _k(self, name: str) -> str:
        return f"{self.tag}:{name}"

    @property
    def prefix(self) -> str:
        """Prefix of the per-domain keys the Lua scripts build themselves (same hash tag, same slot)."""
        return f"{self.tag}:"

    def domain_queue(self, cls: str, domain: str) -> str:
        """ZSET of the priority bands of one domain's queued requests of one class (`s` static, `r`
        render): member = priority key (queue.py), score its value, so the best band comes first."""
        return self._k(f"dq:{cls}:{domain}")

    def domain_band(self, cls: str, domain: str, priority_key: str) -> str:
        """LIST of one domain's queued requests of one class and priority, oldest first (the payloads)."""
        return self._k(f"dq:{cls}:{domain}/{priority_key}")

    def ready(self, cls: str) -> str:
        """ZSET domain -> the time (ms) it may next be fetched, for domains with queued requests."""
        return self._k(f"ready:{cls}")

    def politeness(self, domain: str) -> str:
        """HASH of one domain's politeness state: base, crawl, factor, next, pause_until, ban_at (ms)."""
        return self._k(f"pol:{domain}")

    def ban_window(self, domain: str) -> str:
        """HASH of one domain's response counts per time bucket (the ban-spike window)."""
        return self._k(f"ban:{domain}")

    @property
    def legacy_queue(self) -> str:
        """The single queue of versions before per-domain queues; migrated at worker start."""
        return self._k("queue")

    @property
    def route(self) -> str:
        """HASH request id -> "<class>|<domain>": where a released or reclaimed request goes back to."""
        return self._k("route")

    @property
    def contexts(self) -> str:
        """HASH context id -> JSON: per-crawl meta shared by many queued requests (contexts.py)."""
        return self._k("ctx")

    @property
    def counts(self) -> str:
        """HASH class -> number of queued requests (kept by the scripts; summing the queues is slow)."""
        return self._k("counts")

    @property
    def delayed(self) -> str:
        """ZSET member -> due time (ms): delayed retries that every worker's reclaim loop requeues."""
        return self._k("delayed")

    @property
    def payloads(self) -> str:
        return self._k("payloads")

    @property
    def leases(self) -> str:
        return self._k("leases")

    @property
    def owners(self) -> str:
        return self._k("owners")

    @property
    def reclaims(self) -> str:
        return self._k("reclaims")

    @property
    def seq(self) -> str:
        return self._k("seq")

    @property
    def dead(self) -> str:
        return self._k("dead")

    @property
    def rejected(self) -> str:
        return self._k("rejected")

    @property
    def refused(self) -> str:
        """LIST of refusal records (robots.txt, size, scope, SSRF): final, never retried (refusals.py)."""
        return self._k("refused")

    @property
    def workers(self) -> str:
        """ZSET worker id -> last heartbeat (unix seconds); dead workers stay until pruned."""
        return self._k("workers")

    def worker(self, worker_id: str) -> str:
        """HASH of one worker's heartbeat, with a TTL."""
        return self._k(f"worker:{worker_id}")

    @property
    def control_channel(self) -> str:
        return self._k("control")

    @property
    def control_state(self) -> str:
        """Persistent cluster-wide command (paused/stopped); absent means running."""
        return self._k("control:state")

    def control_worker_state(self, worker_id: str) -> str:
        return self._k(f"control:worker:{worker_id}")

    # --- discovery hubs (crawler/frontier/hubs.py) ---

    @property
    def hubs_due(self) -> str:
        """ZSET hub id -> next due time (ms, Redis server clock)."""
        return self._k("hubs:due")

    def hub(self, hub_id: str) -> str:
        """HASH of one hub: url, kind, interval, validators, last status, visit counts."""
        return self._k(f"hub:{hub_id}")

    @property
    def hub_prefix(self) -> str:
        return self._k("hub:")

    @property
    def hubs_sites(self) -> str:
        """HASH site -> number of hubs registered for it (bounded by DISCOVERY_MAX_HUBS_PER_SITE)."""
        return self._k("hubs:sites")

    @property
    def hubs_errors(self) -> str:
        """LIST of JSON records of hostile or unreadable hub responses (capped)."""
        return self._k("hubs:errors")

    @property
    def hubs_lag(self) -> str:
        """LIST of recent discovery lags, JSON (capped): first sighting / publication to stored article."""
        return self._k("hubs:lag")

    def bloom(self, domain: str | None = None) -> str:
        return self._k("bloom") if domain is None else self._k(f"bloom:{domain}")

    @property
    def start_invalid(self) -> str:
        return f"{self.start_urls}:invalid"

    @property
    def start_claims(self) -> str:
        return f"{self.start_urls}:claims"

    @property
    def start_claim_prefix(self) -> str:
        return f"{self.start_urls}:claim:"

    def start_claim(self, claim_id: str) -> str:
        return self.start_claim_prefix + claim_id
