"""Cluster-wide politeness settings: which domain a URL counts against, and how long between its requests.

The frontier enforces the delay for the whole cluster when requests are claimed (claim.lua): a domain
whose delay has not passed is not ready, so its requests stay queued while other domains are served.

Settings:
- POLITENESS_KEY: "domain" (registered domain: news.example.co.uk counts against example.co.uk) or "host".
- POLITENESS_DELAY: seconds between two requests to one domain, cluster-wide (0: no delay).
- POLITENESS_DOMAIN_DELAYS: per-domain overrides, `{"example.com": "5/s", "slow.org": 2.5}`; a number is a
  delay in seconds, `N/s` (or `N/m`) a maximum rate. Keys follow POLITENESS_KEY.
- POLITENESS_MAX_CRAWL_DELAY: robots.txt `Crawl-delay` is honoured up to this many seconds.
- POLITENESS_CLAIM_SCAN: ready domains a claim looks at per class (the longest-waiting ones).
- BAN_*: ban-spike detection (crawler/middlewares/politeness.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from crawler.frontier.queue import BanWindow
from crawler.scope import host_of, registered_domain

_RATE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*/\s*(s|sec|second|m|min|minute)\s*$", re.IGNORECASE)


def parse_delay(value: Any) -> float:
    """Seconds between requests from a delay (`2.5`) or a rate (`5/s`, `30/m`)."""
    if isinstance(value, int | float):
        delay = float(value)
    else:
        text = str(value).strip()
        match = _RATE.match(text)
        if match:
            rate = float(match.group(1))
            if rate <= 0:
                raise ValueError(f"rate must be positive: {value!r}")
            per = 60.0 if match.group(2).lower().startswith("m") else 1.0
            delay = per / rate
        else:
            delay = float(text)
    if delay < 0:
        raise ValueError(f"delay must not be negative: {value!r}")
    return delay


@dataclass(frozen=True)
class PolitenessConfig:
    key_mode: str
    delay: float
    overrides: dict[str, float]
    max_crawl_delay: float
    scan: int
    ban_floor: float

    @classmethod
    def from_settings(cls, settings: Any) -> PolitenessConfig:
        mode = settings.get("POLITENESS_KEY", "domain")
        if mode not in ("domain", "host"):
            raise ValueError(f"POLITENESS_KEY must be 'domain' or 'host', not {mode!r}")
        raw = settings.getdict("POLITENESS_DOMAIN_DELAYS")
        overrides = {str(k).lower().rstrip("."): parse_delay(v) for k, v in raw.items()}
        return cls(
            key_mode=mode,
            delay=parse_delay(settings.get("POLITENESS_DELAY", 0)),
            overrides=overrides,
            max_crawl_delay=settings.getfloat("POLITENESS_MAX_CRAWL_DELAY", 30.0),
            scan=settings.getint("POLITENESS_CLAIM_SCAN", 64),
            ban_floor=settings.getfloat("BAN_DELAY_FLOOR", 1.0),
        )

    def key_for(self, url: str) -> str:
        """The politeness domain of `url` (never empty: Redis key names need something)."""
        host = host_of(url)
        key = registered_domain(host) if self.key_mode == "domain" else host
        return key or "_"


def ban_window_from_settings(settings: Any) -> BanWindow:
    window = settings.getfloat("BAN_WINDOW", 60.0)
    bucket = min(window, settings.getfloat("BAN_BUCKET", 5.0))
    return BanWindow(
        window_ms=int(window * 1000),
        bucket_ms=max(100, int(bucket * 1000)),
        threshold=settings.getfloat("BAN_THRESHOLD", 0.5),
        min_responses=settings.getint("BAN_MIN_RESPONSES", 10),
        raise_factor=settings.getfloat("BAN_BACKOFF_MULTIPLIER", 2.0),
        max_factor=settings.getfloat("BAN_MAX_FACTOR", 32.0),
        relax_divisor=settings.getfloat("BAN_RELAX_DIVISOR", 1.5),
        raise_every_ms=int(settings.getfloat("BAN_RAISE_INTERVAL", bucket) * 1000),
        relax_every_ms=int(settings.getfloat("BAN_RELAX_INTERVAL", 30.0) * 1000),
    )
