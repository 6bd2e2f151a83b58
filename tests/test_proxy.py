"""Proxy pool against real tinyproxy forward proxies: rotation, shared cooldowns, no leaked credentials."""

from __future__ import annotations

import base64
import json
import secrets
import threading
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from crawler.middlewares.proxy import parse_proxy, proxy_id
from tests.conftest import Workers

if TYPE_CHECKING:  # imported by pytest as a plugin; importing it here first would skip its assert rewriting
    from tests.net_fixtures import LocalSite, Route, TinyproxyService

pytest_plugins = ["tests.net_fixtures"]

PAGES = 40


def site_route(path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
    from tests.net_fixtures import html_page

    if "proxyB" in headers.get("via", ""):
        return 403, {}, html_page("Forbidden", "<p>this proxy is banned here</p>")  # the site banned proxy B
    if path == "/":
        links = "".join(f'<a href="/p/{n}">page {n}</a> ' for n in range(PAGES))
        return 200, {}, html_page("Home", links)
    if path.startswith("/p/"):
        return 200, {}, html_page(f"Page {path}", '<p>Some text.</p><a href="/">home</a>')
    return 404, {}, html_page("Not found", "")


class RedisMonitor:
    """Every command any client sends to Redis while it runs (redis MONITOR), to look for secrets."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.commands: list[str] = []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        with self.client.monitor() as monitor:
            for event in monitor.listen():
                self.commands.append(str(event.get("command", "")))
                if self.stop.is_set():
                    return

    def __enter__(self) -> RedisMonitor:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.client.ping()  # wakes the listener so it sees the stop flag
        self.thread.join(timeout=5)


def test_parse_and_redact() -> None:
    assert parse_proxy("http://u:p@10.1.2.3:3128") == "http://u:p@10.1.2.3:3128"
    assert parse_proxy("proxy.example:8080") == "http://proxy.example:8080"
    assert parse_proxy("# a comment") is None and parse_proxy("  ") is None
    assert parse_proxy("socks5://h:1080") == "" and parse_proxy("http://nohost") == ""
    assert proxy_id("http://user:secret@proxy.example:3128") == "proxy.example:3128"


def test_crawl_through_tinyproxy_with_dead_and_banned_proxies(
    tmp_path: Path,
    redis_server: Any,
    redis_client: Any,
    inprocess_workers: Workers,
    tinyproxy: Callable[..., TinyproxyService],
    local_site: Callable[[Route], LocalSite],
    dead_port: int,
) -> None:
    password = "pw-" + secrets.token_hex(8)
    proxy_a = tinyproxy("crawler", password, "proxyA")
    proxy_b = tinyproxy("crawler", password, "proxyB")
    dead_url = f"http://crawler:{password}@127.0.0.1:{dead_port}"
    site = local_site(site_route)
    # One proxy from each source: the setting/environment, a file, the cluster's Redis set.
    proxy_file = tmp_path / "proxies.txt"
    proxy_file.write_text(f"# pool\n{dead_url}\nnot a proxy\n")
    redis_client.sadd("{news}:proxies", proxy_b.url())
    redis_client.lpush("news:start_urls", site.origin + "/")

    with RedisMonitor(redis_server.client()) as monitor:
        [run] = inprocess_workers.run(
            ["proxied"], DEPTH_LIMIT="1", PROXY_LIST=proxy_a.url(), PROXY_FILE=str(proxy_file),
            CONCURRENT_REQUESTS="4", PROXY_REFRESH_INTERVAL="0.5",
        )  # fmt: skip
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]

    # The crawl completed: every page was fetched (through proxy A, the only one that works).
    requests = site.requests()
    fetched = {r["path"] for r in requests if r["status"] == 200}
    assert fetched >= {"/", *(f"/p/{n}" for n in range(PAGES))}
    assert all(r["via"] for r in requests), "nothing may bypass the proxies"
    through_a = [u for u in proxy_a.requested() if u.startswith(site.origin)]
    assert len(through_a) >= PAGES + 1, f"tinyproxy A logged {len(through_a)} requests"
    assert any(u.startswith(site.origin) for u in proxy_b.requested()), "B was tried, and banned by the site"

    # Dead and banned proxies are in the shared cooldown, visible in Redis and the stats.
    dead_id, b_id, a_id = f"127.0.0.1:{dead_port}", f"127.0.0.1:{proxy_b.port}", f"127.0.0.1:{proxy_a.port}"
    cooling = {m.decode() for m in redis_client.zrangebyscore("{news}:proxies:cooldown", time.time(), "+inf")}
    assert {dead_id, b_id} <= cooling and a_id not in cooling
    dead_health = redis_client.hgetall("{news}:proxy:" + dead_id)
    assert int(dead_health[b"failures"]) >= 1 and int(dead_health[b"errors"]) >= 1
    assert int(redis_client.hget("{news}:proxy:" + b_id, "bans")) >= 1
    stats = run.stats
    assert stats[f"proxy/cooldowns/{dead_id}"] >= 1 and stats[f"proxy/failures/{dead_id}"] >= 1
    assert stats[f"proxy/bans/{b_id}"] >= 1 and stats.get("proxy/retry/count", 0) >= 1
    assert stats[f"proxy/ok/{a_id}"] >= PAGES + 1
    # The request that hit the dead proxy was retried, through another proxy (nothing failed for good).
    assert stats["retry/reason_count/DownloadConnectionRefusedError"] >= 1 and not stats.get("news/fetch_errors")
    assert stats["proxy/invalid"] == 1 and stats["proxy/pool_size"] == 3
    assert f"Proxy {dead_id} put in cooldown" in run.log and f"Proxy {b_id} put in cooldown" in run.log

    # User agents stick to a proxy: all of A's traffic is one browser, all of B's another (or the same) one.
    agents: dict[str, set[str]] = defaultdict(set)
    for r in requests:
        agents["proxyA" if "proxyA" in r["via"] else "proxyB"].add(r["ua"])
    assert len(agents["proxyA"]) == 1 and len(agents["proxyB"]) == 1, dict(agents)

    # The password is nowhere: not in the log, the stats, or any command sent to Redis (frontier payloads).
    basic = base64.b64encode(f"crawler:{password}".encode()).decode()
    assert password not in run.log and basic not in run.log
    assert password not in json.dumps(run.stats) and basic not in json.dumps(run.stats)
    leaked = [c for c in monitor.commands if password in c or basic in c]
    assert not leaked, leaked[:3]
    print(f"\nproxy crawl: {len(through_a)} requests via tinyproxy A; cooling down: {sorted(cooling)}")


def test_all_proxies_down_goes_direct_only_when_allowed(
    redis_client: Any, inprocess_workers: Workers, local_site: Callable[[Route], LocalSite], dead_port: int
) -> None:
    site = local_site(site_route)
    dead = f"http://u:hunter2-{secrets.token_hex(4)}@127.0.0.1:{dead_port}"
    redis_client.lpush("news:start_urls", site.origin + "/")
    [run] = inprocess_workers.run(
        ["direct"], DEPTH_LIMIT="1", PROXY_LIST=dead, PROXY_ALLOW_DIRECT="true", RETRY_TIMES="3"
    )
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    assert {r["path"] for r in site.requests() if r["status"] == 200} >= {f"/p/{n}" for n in range(PAGES)}
    assert run.stats["proxy/direct"] >= PAGES and "all 1 proxies are cooling down" in run.log
    assert "going direct (PROXY_ALLOW_DIRECT)" in run.log
    assert dead.split("@")[0].split(":")[-1] not in run.log


def test_all_proxies_down_waits_and_never_goes_direct_by_default(
    redis_client: Any, inprocess_workers: Workers, local_site: Callable[[Route], LocalSite], dead_port: int
) -> None:
    site = local_site(site_route)
    password = "hunter2-" + secrets.token_hex(4)
    dead_id = f"127.0.0.1:{dead_port}"
    redis_client.lpush("news:start_urls", site.origin + "/")
    [run] = inprocess_workers.run(
        ["waiting"], PROXY_LIST=f"http://u:{password}@{dead_id}", PROXY_COOLDOWN_BASE="1", PROXY_COOLDOWN_MAX="1",
        PROXY_WAIT_MAX="2", RETRY_TIMES="1", RETRY_DELAYED_TIMES="0",
    )  # fmt: skip
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    assert site.requests() == [], "without PROXY_ALLOW_DIRECT nothing may go direct"
    assert run.stats["proxy/waits"] >= 1 and "proxy/direct" not in run.stats
    assert "all 1 proxies are cooling down" in run.log and "requests wait up to 2s" in run.log
    assert run.stats[f"proxy/cooldowns/{dead_id}"] >= 2, "tried again after each cooldown"
    dead_letters = [d.decode() for d in redis_client.lrange("{news}:dead", 0, -1)]
    assert dead_letters and not [d for d in dead_letters if password in d], "the failed request is kept, no password"
    assert password not in run.log
