"""Rotates realistic browser user agents, with the companion headers that browser really sends.

User agents come from fake-useragent's bundled, maintained usage data, never downloaded at run time, and are
picked by their real-world share. With each agent go the headers its browser sends: `Accept` (per browser family),
`Accept-Language`, and for Chromium browsers the client hints `Sec-CH-UA`, `Sec-CH-UA-Mobile` and
`Sec-CH-UA-Platform`, whose brand version matches the agent's. Settings: `USER_AGENT_ROTATION` (on),
`USER_AGENT_BROWSERS`, `USER_AGENT_PLATFORMS`, `USER_AGENT_ACCEPT_LANGUAGE`, `USER_AGENT_STICKY_PER_PROXY`
(one agent per proxy, so a proxy's traffic looks like one browser). A request whose headers already name a
`User-Agent` that differs from the `USER_AGENT` setting keeps it.
"""

from __future__ import annotations

import hashlib
import itertools
import random
import re
from dataclasses import dataclass
from typing import Any

from fake_useragent import UserAgent
from scrapy import Request, Spider
from scrapy.exceptions import NotConfigured

CHROMIUM = {"Chrome": "Google Chrome", "Edge": "Microsoft Edge", "Opera": "Opera"}
CHROMIUM_VERSION = re.compile(r"Chrome/(\d+)")
ACCEPT = {
    "Chrome": "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,"
    "application/signed-exchange;v=b3;q=0.7",
    "Firefox": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "Safari": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
}
PLATFORM_HINT = {"Windows": "Windows", "Mac OS X": "macOS", "Linux": "Linux", "Chrome OS": "Chrome OS",
                 "Android": "Android", "iOS": "iOS"}  # fmt: skip


@dataclass(frozen=True)
class Profile:
    """One browser identity: its user agent and the headers that go with it."""

    user_agent: str
    browser: str
    headers: dict[str, str]


def is_chromium(user_agent: str) -> bool:
    """Chromium-based, so it sends client hints. Legacy EdgeHTML ("Edge/18") says Chrome/ but is not."""
    return "Chrome/" in user_agent and "Edge/" not in user_agent and "Firefox/" not in user_agent


def profile_from(data: dict[str, Any], accept_language: str) -> Profile:
    browser = str(data.get("browser", ""))
    chromium = browser in CHROMIUM and is_chromium(str(data.get("useragent", "")))
    headers = {"Accept": ACCEPT["Chrome"] if chromium else ACCEPT.get(browser, ACCEPT["Firefox"])}
    headers["Accept-Language"] = accept_language
    if chromium:
        major = str(data.get("browser_version", "0")).split(".")[0]
        engine = CHROMIUM_VERSION.search(str(data.get("useragent", "")))
        chromium_major = engine.group(1) if engine else major
        headers["Sec-CH-UA"] = (
            f'"{CHROMIUM[browser]}";v="{major}", "Chromium";v="{chromium_major}", "Not.A/Brand";v="99"'
        )
        headers["Sec-CH-UA-Mobile"] = "?1" if data.get("type") == "mobile" else "?0"
        headers["Sec-CH-UA-Platform"] = f'"{PLATFORM_HINT.get(str(data.get("os")), str(data.get("os") or "Unknown"))}"'
    return Profile(str(data["useragent"]), browser, headers)


class UserAgentRotationMiddleware:
    def __init__(self, crawler: Any) -> None:
        settings = crawler.settings
        self.stats = crawler.stats
        self.default_agent = settings.get("USER_AGENT")
        self.accept_language = settings.get("USER_AGENT_ACCEPT_LANGUAGE")
        self.sticky = settings.getbool("USER_AGENT_STICKY_PER_PROXY")
        self.source = UserAgent(
            browsers=settings.getlist("USER_AGENT_BROWSERS"), platforms=settings.getlist("USER_AGENT_PLATFORMS")
        )
        # Every agent the filters admit, built once: fake-useragent filters its whole data set on each call
        # (about 5 ms), which was a fifth of a worker's CPU time. Chosen by their real-world share.
        self.profiles, weights = self._candidates()
        self.cum_weights = list(itertools.accumulate(weights))
        # A fixed pool for sticky choices: the same proxy must map to the same browser every time.
        self.pool = [self._random() for _ in range(64)]

    def _candidates(self) -> tuple[list[Profile], list[float]]:
        src = self.source
        data = [
            d for d in src.data_browsers
            if d["browser"] in src.browsers and d["os"] in src.os and d["type"] in src.platforms
            and d["browser_version_major_minor"] >= src.min_version and d["percent"] >= src.min_percentage
        ]  # fmt: skip
        if not data:
            data = [src.getRandom]  # nothing matches the filters: fake-useragent's own fallback agent
        return [profile_from(d, self.accept_language) for d in data], [max(float(d["percent"]), 1e-9) for d in data]

    def _random(self) -> Profile:
        return random.choices(self.profiles, cum_weights=self.cum_weights)[0]

    @classmethod
    def from_crawler(cls, crawler: Any) -> UserAgentRotationMiddleware:
        if not crawler.settings.getbool("USER_AGENT_ROTATION"):
            raise NotConfigured
        return cls(crawler)

    @staticmethod
    def proxy_key(request: Request) -> str:
        """What the sticky choice is keyed on: the pool's redacted proxy id, else the proxy URL, hashed (the
        key is kept in meta, which may go back to the shared queue: no proxy password may be in it)."""
        proxy = request.meta.get("proxy")
        if not proxy:
            return ""
        return hashlib.sha1(str(request.meta.get("proxy_id") or proxy).encode()).hexdigest()

    def choose(self, request: Request) -> Profile:
        key = self.proxy_key(request)
        if self.sticky and key:
            return self.pool[int(key[:8], 16) % len(self.pool)]
        return self._random()

    def process_request(self, request: Request, spider: Spider | None = None) -> None:
        current = request.headers.get("User-Agent")
        key = self.proxy_key(request) if self.sticky else ""
        # A retry through another proxy must not keep the agent of the proxy it failed through.
        proxy_changed = request.meta.get("useragent_proxy", key) != key
        if current is not None and current.decode("latin-1") != self.default_agent and not proxy_changed:
            return  # the spider or a start URL chose an agent on purpose
        if self.sticky:
            request.meta["useragent_proxy"] = key
        if proxy_changed:  # drop the previous browser's client hints (a Firefox agent sends none)
            for name in ("Sec-CH-UA", "Sec-CH-UA-Mobile", "Sec-CH-UA-Platform"):
                request.headers.pop(name, None)
        profile = self.choose(request)
        request.headers["User-Agent"] = profile.user_agent
        for name, value in profile.headers.items():
            request.headers[name] = value
        self.stats.inc_value(f"useragent/{profile.browser or 'other'}")
