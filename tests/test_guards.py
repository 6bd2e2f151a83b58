"""Guards: non-public addresses refused unless allowed (SSRF); response size, redirects, URL length and depth
limited, each refusal logged and counted."""

from __future__ import annotations

import asyncio
import gzip
import ipaddress
import json
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from scrapy import Request
from scrapy.exceptions import IgnoreRequest

from crawler.devstack.services import DemoSiteService
from crawler.middlewares.ssrf import SSRFGuardMiddleware, is_public
from tests.conftest import Workers
from tests.inprocess import project_crawler

pytest_plugins = ["tests.net_fixtures"]


@pytest.mark.parametrize(
    ("address", "public"),
    [
        ("93.184.216.34", True), ("2606:4700::1111", True), ("10.0.0.1", False), ("172.16.5.4", False),
        ("192.168.1.1", False), ("127.0.0.1", False), ("169.254.169.254", False), ("::1", False),
        ("fe80::1", False), ("fd00::1", False), ("::ffff:10.0.0.1", False), ("0.0.0.0", False),
        ("100.64.0.1", False), ("224.0.0.1", False),
    ],
)  # fmt: skip
def test_public_addresses(address: str, public: bool) -> None:
    assert is_public(ipaddress.ip_address(address)) is public


def test_private_link_local_and_localhost_start_urls_are_refused(
    demo_site: DemoSiteService, redis_client: Any, inprocess_workers: Workers
) -> None:
    home_a, home_b = (s["home"] for s in demo_site.truth()["sites"])  # 127.0.0.1 and 127.0.0.2
    port_a = home_a.rsplit(":", 1)[1].strip("/")
    hostile = ["http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", f"http://localhost:{port_a}/about/"]
    for url in [*hostile, home_b + "about/"]:
        redis_client.lpush("news:start_urls", url)
    # Only site B's address is allowed: localhost (127.0.0.1) must be refused like any private address.
    [run] = inprocess_workers.run(
        ["guarded"], DEPTH_LIMIT="1", CRAWL_SCOPE="host", SSRF_ALLOWED_NETWORKS="127.0.0.2/32"
    )
    assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
    # Refused before they reach the frontier (and its seen filter), kept with the reason.
    assert run.stats["start_urls/invalid/ssrf"] == len(hostile)
    records = [json.loads(r) for r in redis_client.lrange("news:start_urls:invalid", 0, -1)]
    assert sorted(r["raw"] for r in records) == sorted(hostile)
    assert all(r["code"] == "ssrf" and "non-public address" in r["reason"] for r in records)
    origins = {r["origin"] for r in demo_site.requests()}
    assert origins == {home_b.rstrip("/")}, "nothing may reach 127.0.0.1 through the name localhost"
    assert "non-public address" in run.log  # once per spell, not per URL
    # Refused at intake (kept in :invalid above), so they never became requests to refuse or dead-letter.
    assert refusals(redis_client) == {}
    assert redis_client.llen("{news}:dead") == 0


def refusals(client: Any) -> dict[str, int]:
    """Refusal records of requests per reason (`scrapy frontier refused list`), without the records of links
    refused where they were found (`ssrf_link`: the sites' private-address links, never requests)."""
    reasons = (json.loads(raw)["reason"] for raw in client.lrange("{news}:refused", 0, -1))
    return dict(Counter(reason for reason in reasons if reason != "ssrf_link"))


def _guard(settings: dict[str, Any] | None = None) -> tuple[SSRFGuardMiddleware, Any]:
    crawler = project_crawler(SSRF_ALLOWED_NETWORKS=["127.0.0.2/32"], **(settings or {}))
    return SSRFGuardMiddleware.from_crawler(crawler), crawler.stats


@pytest.mark.parametrize(
    ("url", "meta", "reason"),
    [
        ("file:///etc/passwd", {}, "scheme"), ("FILE://localhost/etc/passwd", {}, "scheme"),
        ("ftp://example.com/x", {}, "scheme"), ("data:text/html,hi", {}, "scheme"), ("s3://bucket/key", {}, "scheme"),
        ("http://:8080/", {}, "no_host"), ("http:///etc/passwd", {}, "no_host"), ("https://@/x", {}, "no_host"),
        ("http://10.0.0.1/", {}, "address"), ("http://[::1]:8080/", {}, "address"),
        ("http://0x7f000001/", {}, "address"), ("http://2130706433/", {}, "address"),
        ("http://0177.0.0.1/", {}, "address"), ("http://10.1/", {}, "address"),
        ("http://localhost:8080/", {}, "address"), ("http://app.localhost/", {}, "address"),
        ("http://127.0.0.2/", {"proxy": "file:///tmp/sock"}, "proxy"),
        ("http://127.0.0.2/", {"proxy": "http://:3128"}, "proxy"),
    ],
)  # fmt: skip
@pytest.mark.timeout(20)
def test_ssrf_guard_refuses_other_schemes_hostless_and_local_urls(url: str, meta: dict[str, Any], reason: str) -> None:
    guard, stats = _guard()
    with pytest.raises(IgnoreRequest):
        asyncio.run(guard.process_request(Request(url, meta=meta)))
    assert stats.get_value("guard/ssrf_refused") == 1
    assert stats.get_value(f"guard/ssrf_refused/{reason}") == 1


@pytest.mark.timeout(20)
def test_ssrf_guard_lets_allowed_addresses_and_pool_proxies_through() -> None:
    guard, stats = _guard()
    for request in [
        Request("http://127.0.0.2:8080/a"),
        Request("https://127.0.0.2/", meta={"proxy": "http://10.1.1.1:3128"}),
    ]:
        assert asyncio.run(guard.process_request(request)) is None
    assert stats.get_value("guard/ssrf_refused") is None


def test_hostile_page_with_file_and_hostless_links_reads_no_local_file(
    redis_client: Any, inprocess_workers: Workers, local_site: Any, tmp_path: Path
) -> None:
    secret = tmp_path / "secret.html"
    marker = "TOP-SECRET-" + "7" * 12
    secret.write_text(f"<html><head><title>{marker}</title></head><body><p>{marker}</p></body></html>")

    def route(path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
        from tests.net_fixtures import html_page

        port = headers.get("host", "").rsplit(":", 1)[-1]
        if path == "/":
            links = [f"file://{secret}", f"FILE:{secret}", f"http://:{port}/", f"https://:{port}/x", "ftp://127.0.0.2/x",
                     "/ok", "mailto:desk@example.com", "http://10.0.0.1/admin", "tg://msg?text=share"]  # fmt: skip
            return 200, {}, html_page("Hostile", "".join(f'<a href="{u}">{n}</a> ' for n, u in enumerate(links)))
        if path == "/ok":
            return 200, {}, html_page("Fine", "fine")
        return 404, {}, html_page("Not found", "")

    site = local_site(route, host="127.0.0.2")
    redis_client.lpush("news:start_urls", site.origin + "/")
    [run] = inprocess_workers.run(["hostile"], CRAWL_SCOPE="any", SSRF_ALLOWED_NETWORKS="127.0.0.2/32", DEPTH_LIMIT="2")
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    assert marker not in run.log and not any(marker in json.dumps(item) for item in run.items)
    assert sorted(r["path"] for r in site.requests() if r["path"] != "/robots.txt") == ["/", "/ok"]
    stats = run.stats
    assert stats["guard/link_refused/scheme"] == 4 and stats["guard/link_refused/no_host"] == 2
    assert stats["guard/link_refused/address"] == 1 and stats["guard/link_refused"] == 7
    assert stats["news/links/not_http"] == 1 and stats["news/links/followed"] == 1
    assert "Refused 7 links of" in run.log
    assert not redis_client.llen("{news}:dead"), "refused links never become requests"
    # ... but each is kept where an operator finds it: a refusal record naming the link and its page
    records = [json.loads(raw) for raw in redis_client.lrange("{news}:refused", 0, -1)]
    links = [r for r in records if r["reason"] == "ssrf_link"]
    # (the app link of a share bar is refused and counted, but not an attempt worth a record)
    assert len(links) == 6 and all(f"found on {site.origin}/" in r["detail"] for r in links)
    assert not [r for r in links if r["url"].startswith("tg:")]
    assert {r["detail"].split(":", 1)[0] for r in links} == {"scheme", "no_host", "address"}
    assert f"file://{secret}" in {r["url"] for r in links}


def guard_route(path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
    """A site that trips every guard: big bodies, a long redirect chain, a long URL, a deep chain, hostile links."""
    from tests.net_fixtures import html_page

    port = headers.get("host", "").rsplit(":", 1)[-1]
    if path == "/":
        links = [
            "/big", "/big-unknown-length", "/r/0", "/long/" + "x" * 300, "/d/1",
            "http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", f"http://localhost:{port}/secret",
        ]  # fmt: skip
        return 200, {}, html_page("Home", "".join(f'<a href="{u}">{n}</a> ' for n, u in enumerate(links)))
    if path == "/big":
        return 200, {}, b"<html><body>" + b"x" * 300_000 + b"</body></html>"
    if path == "/big-unknown-length":
        return 200, {"X-No-Length": "1"}, b"<html><body>" + b"y" * 300_000 + b"</body></html>"
    if path.startswith("/r/"):
        n = int(path.removeprefix("/r/"))
        return (302, {"Location": f"/r/{n + 1}"}, b"") if n < 10 else (200, {}, html_page("End", "end"))
    if path.startswith("/d/"):
        n = int(path.removeprefix("/d/"))
        return 200, {}, html_page(f"Depth {n}", f'<a href="/d/{n + 1}">deeper</a>')
    return 404, {}, html_page("Not found", "")


def test_size_redirect_url_length_depth_and_ssrf_guards_log_and_count(
    redis_client: Any, inprocess_workers: Workers, local_site: Any
) -> None:
    site = local_site(guard_route, host="127.0.0.2")  # localhost (127.0.0.1) stays outside the allow-list
    redis_client.lpush("news:start_urls", site.origin + "/")
    [run] = inprocess_workers.run(
        ["guards"], CRAWL_SCOPE="any", SSRF_ALLOWED_NETWORKS="127.0.0.2/32", DOWNLOAD_MAXSIZE="100000",
        REDIRECT_MAX_TIMES="3", URLLENGTH_LIMIT="200", DEPTH_LIMIT="3",
    )  # fmt: skip
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    stats, log = run.stats, run.log
    paths = [r["path"] for r in site.requests()]

    assert stats["guard/maxsize_refused"] == 2  # announced size, and bytes received without a length
    assert log.count("larger than download max size") >= 2
    # Refusals are final records (fetching it again gives the same answer), not dead letters.
    assert refusals(redis_client) == {"maxsize": 2, "redirects": 1}
    assert redis_client.llen("{news}:dead") == 0 and "Fetch failed" not in log

    assert [p for p in paths if p.startswith("/r/")] == ["/r/0", "/r/1", "/r/2", "/r/3"]
    assert stats["guard/redirects_refused"] == 1 and f"Refused {site.origin}/r/3 (redirects: more than 3" in log

    assert not [p for p in paths if p.startswith("/long/")]
    assert stats["guard/url_length_refused"] == 1 and stats["urllength/request_ignored_count"] == 1
    assert "Ignoring link (url length > 200)" in log

    assert "/d/3" in paths and "/d/4" not in paths
    assert stats["guard/depth_refused"] >= 1 and "Ignoring links deeper than DEPTH_LIMIT=3" in log

    # Hostile links never become requests: refused (and counted) where they are found.
    assert stats["guard/link_refused/address"] == 3 and "Refused 3 links of" in log
    assert "/secret" not in paths


def test_start_url_meta_cannot_switch_the_size_guard_off_against_a_gzip_bomb(
    redis_client: Any, inprocess_workers: Workers, local_site: Any
) -> None:
    bomb = gzip.compress(b"<html><body>" + b"A" * 20_000_000 + b"</body></html>", compresslevel=9)  # 20 MB -> ~20 KB

    def route(path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
        if path == "/bomb":
            return 200, {"Content-Encoding": "gzip"}, bomb
        return 404, {}, b""

    site = local_site(route, host="127.0.0.2")
    hostile = {"download_maxsize": 0, "download_warnsize": 0, "proxy": "http://10.9.9.9:3128", "depth": -100,
               "dont_obey_robotstxt": True, "download_timeout": 100000, "dont_retry": True}  # fmt: skip
    redis_client.lpush("news:start_urls", json.dumps({"url": site.origin + "/bomb", "meta": hostile}))
    [run] = inprocess_workers.run(["bomb"], DOWNLOAD_MAXSIZE="1000000", SSRF_ALLOWED_NETWORKS="127.0.0.2/32")
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    assert run.stats["guard/decompressed_size_refused"] == 1
    assert "exceeded DOWNLOAD_MAXSIZE (1000000 B) during decompression" in run.log
    assert "/robots.txt" in [r["path"] for r in site.requests()], "dont_obey_robotstxt from a start URL is ignored"
    assert not run.stats.get("proxy/requests/10.9.9.9:3128")


@pytest.mark.parametrize(
    ("url", "aborted"),
    [
        ("file:///etc/passwd", True), ("FILE:///etc/passwd", True), ("ftp://93.184.216.34/x", True),
        ("chrome://settings/", True), ("http://:8080/", True), ("http://10.0.0.1/", True), ("ws://[::1]:9/", True),
        ("http://93.184.216.34/", False), ("wss://93.184.216.34/s", False), ("data:text/css,a{}", False),
        ("blob:http://93.184.216.34/uuid", False), ("about:blank", False),
    ],
)  # fmt: skip
def test_browser_request_filter_allows_only_public_web_requests(url: str, aborted: bool) -> None:
    from crawler.middlewares.render import abort_request

    # The attributes of a Playwright request the filter reads (PLAYWRIGHT_ABORT_REQUEST gets the real one).
    request = SimpleNamespace(url=url, resource_type="script")
    assert asyncio.run(abort_request(request)) is aborted


def test_a_start_url_whose_name_resolves_to_a_private_address_is_refused_at_intake_and_not_marked_seen(
    redis_client: Any, inprocess_workers: Workers, local_site: Any
) -> None:
    import socket

    from tests.net_fixtures import html_page

    name = socket.gethostname()  # a name the resolver answers from /etc/hosts, no DNS traffic
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(name, 80, proto=socket.IPPROTO_TCP)}
    except OSError:
        addresses = set()
    if not addresses or not all(a.startswith("127.") for a in addresses):
        pytest.skip(f"the host name {name!r} must resolve to loopback only (it resolves to {sorted(addresses)})")
    site = local_site(lambda path, headers: (200, {}, html_page("Home", "home")) if path == "/" else (404, {}, b""))
    url = f"http://{name}:{site.origin.rsplit(':', 1)[1]}/"
    redis_client.lpush("news:start_urls", url)
    [run] = inprocess_workers.run(["dns-refused"], SSRF_ALLOWED_NETWORKS="127.0.0.2/32", DEPTH_LIMIT="0")
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    assert run.stats["start_urls/invalid/ssrf"] == 1 and not run.stats.get("start_urls/valid")
    [record] = [json.loads(r) for r in redis_client.lrange("news:start_urls:invalid", 0, -1)]
    assert record["raw"] == url and record["code"] == "ssrf"
    assert f"{name} resolves to non-public address 127." in record["reason"]
    assert site.requests() == [] and not run.stats.get("guard/ssrf_refused"), "refused at intake: never a request"
    # Once the address is allowed, the same URL is crawled: the refusal never reached the seen filter.
    redis_client.lpush("news:start_urls", url)
    [run] = inprocess_workers.run(["dns-allowed"], SSRF_ALLOWED_NETWORKS="127.0.0.0/8", DEPTH_LIMIT="0")
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    assert "/" in [r["path"] for r in site.requests()] and not run.stats.get("start_urls/duplicates")
