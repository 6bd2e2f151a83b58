"""Guards: a crawler fed from a shared queue refuses non-public addresses unless allowed."""

from __future__ import annotations

import ipaddress
from typing import Any

import pytest

from crawler.devstack.services import DemoSiteService
from crawler.middlewares.ssrf import is_public
from tests.conftest import Workers


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
    assert run.log.count("non-public address") >= len(hostile)
