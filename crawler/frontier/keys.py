"""Redis key names of one spider's frontier.

Every key of a spider shares the Redis Cluster hash tag `{<spider>}`, so the multi-key Lua scripts run
on Redis Cluster too (all keys live in one slot). The start-URL list keeps its public name
(`news:start_urls`); its helper keys are derived from it and so share its hash tag if it has one: on
Redis Cluster set `START_URLS_KEY={news}:start_urls`.
"""

from __future__ import annotations

from dataclasses import dataclass


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
    def queue(self) -> str:
        return self._k("queue")

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
