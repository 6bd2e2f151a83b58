"""Guards: non-public addresses refused unless allowed (SSRF); response size, redirects, URL length and depth
limited, each refusal logged and counted."""

from __future__ import annotations

import ipaddress
import json
from collections import Counter
from typing import Any

import pytest

from crawler.devstack.services import DemoSiteService
from crawler.middlewares.ssrf import is_public
from tests.conftest import Workers

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


def test_private_link_local_and_localhost_targets_are_refused(
    demo_site: DemoSiteService, redis_client: Any, workers: Workers
) -> None:
    home_a, home_b = (s["home"] for s in demo_site.truth()["sites"])  # 127.0.0.1 and 127.0.0.2
    port_a = home_a.rsplit(":", 1)[1].strip("/")
    hostile = ["http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/", f"http://localhost:{port_a}/about/"]
    for url in [*hostile, home_b + "about/"]:
        redis_client.lpush("news:start_urls", url)
    # Only site B's address is allowed: localhost (127.0.0.1) must be refused like any private address.
    [run] = workers.run(["guarded"], CRAWL_DEPTH_LIMIT="1", CRAWL_SCOPE="host", SSRF_ALLOWED_NETWORKS="127.0.0.2/32")
    assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
    assert run.stats["guard/ssrf_refused"] == len(hostile)
    origins = {r["origin"] for r in demo_site.requests()}
    assert origins == {home_b.rstrip("/")}, "nothing may reach 127.0.0.1 through the name localhost"
    assert "non-public address" in run.log  # once per spell, not per URL
    assert refusals(redis_client) == {"ssrf": len(hostile)}  # final records, not dead letters
    assert redis_client.llen("{news}:dead") == 0


def refusals(client: Any) -> dict[str, int]:
    """Refusal records per reason (`scrapy frontier refused list`)."""
    return dict(Counter(json.loads(raw)["reason"] for raw in client.lrange("{news}:refused", 0, -1)))


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
    redis_client: Any, workers: Workers, local_site: Any
) -> None:
    site = local_site(guard_route, host="127.0.0.2")  # localhost (127.0.0.1) stays outside the allow-list
    redis_client.lpush("news:start_urls", site.origin + "/")
    [run] = workers.run(
        ["guards"], CRAWL_SCOPE="any", SSRF_ALLOWED_NETWORKS="127.0.0.2/32", CRAWL_DOWNLOAD_MAXSIZE="100000",
        CRAWL_REDIRECT_MAX_TIMES="3", CRAWL_MAX_URL_LENGTH="200", CRAWL_DEPTH_LIMIT="3",
    )  # fmt: skip
    assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
    stats, log = run.stats, run.log
    paths = [r["path"] for r in site.requests()]

    assert stats["guard/maxsize_refused"] == 2  # announced size, and bytes received without a length
    assert log.count("larger than download max size") >= 2
    # Refusals are final records (fetching it again gives the same answer), not dead letters.
    assert refusals(redis_client) == {"maxsize": 2, "redirects": 1, "ssrf": 3}
    assert redis_client.llen("{news}:dead") == 0 and "Fetch failed" not in log

    assert [p for p in paths if p.startswith("/r/")] == ["/r/0", "/r/1", "/r/2", "/r/3"]
    assert stats["guard/redirects_refused"] == 1 and f"Refused {site.origin}/r/3 (redirects: more than 3" in log

    assert not [p for p in paths if p.startswith("/long/")]
    assert stats["guard/url_length_refused"] == 1 and stats["urllength/request_ignored_count"] == 1
    assert "Ignoring link (url length > 200)" in log

    assert "/d/3" in paths and "/d/4" not in paths
    assert stats["guard/depth_refused"] >= 1 and "Ignoring links deeper than DEPTH_LIMIT=3" in log

    assert stats["guard/ssrf_refused"] == 3 and "non-public address" in log
    assert "/secret" not in paths
