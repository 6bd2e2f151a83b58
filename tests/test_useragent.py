"""User-agent rotation: realistic agents that vary, each with the headers its browser sends."""

from __future__ import annotations

import re
from typing import Any

from scrapy import Request

from crawler.devstack.services import DemoSiteService
from crawler.middlewares.useragent import profile_from
from tests.conftest import Workers


def check_companions(ua: str, headers: dict[str, str]) -> None:
    """The Accept and client-hint headers must be those of the browser the agent names."""
    assert headers.get("accept-language") == "en-US,en;q=0.9"
    chromium = re.search(r"Chrome/(\d+)", ua)
    if chromium and "Firefox/" not in ua and "Edge/" not in ua:  # "Edge/18" is pre-Chromium Edge
        brand = re.search(r'"(Google Chrome|Microsoft Edge|Opera)";v="(\d+)"', headers["sec-ch-ua"])
        assert brand, headers
        assert f'"Chromium";v="{chromium.group(1)}"' in headers["sec-ch-ua"]
        assert ("Edg/" in ua) == (brand.group(1) == "Microsoft Edge")
        assert headers["sec-ch-ua-mobile"] == "?0" and headers["sec-ch-ua-platform"].startswith('"')
        assert "image/avif" in headers["accept"]
    else:
        assert "sec-ch-ua" not in headers, "Firefox and Safari send no client hints"
        assert headers["accept"].startswith("text/html")


def test_profiles_carry_matching_headers() -> None:
    chrome = profile_from(
        {"useragent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
         "Chrome/134.0.0.0 Safari/537.36", "browser": "Chrome", "browser_version": "134.0.0.0",
         "os": "Windows", "type": "desktop"},
        "en-US,en;q=0.9",
    )  # fmt: skip
    assert chrome.headers["Sec-CH-UA"].startswith('"Google Chrome";v="134", "Chromium";v="134"')
    assert chrome.headers["Sec-CH-UA-Platform"] == '"Windows"'
    firefox = profile_from({"useragent": "Mozilla/5.0 (X11; Linux x86_64; rv:136.0) Gecko/20100101 Firefox/136.0",
                            "browser": "Firefox", "browser_version": "136.0", "os": "Linux"}, "de")  # fmt: skip
    assert "Sec-CH-UA" not in firefox.headers and firefox.headers["Accept-Language"] == "de"
    legacy_edge = profile_from(
        {"useragent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
         "Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582", "browser": "Edge", "browser_version": "18.19582"},
        "en",
    )  # fmt: skip
    assert "Sec-CH-UA" not in legacy_edge.headers
    assert Request("http://e.com/").headers.get("User-Agent") is None


def test_agents_vary_across_requests_and_match_their_headers(
    demo_site: DemoSiteService, redis_client: Any, inprocess_workers: Workers
) -> None:
    redis_client.lpush("news:start_urls", demo_site.truth()["sites"][0]["home"])
    [run] = inprocess_workers.run(["ua"], DEPTH_LIMIT="1")
    assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
    pages = [r for r in demo_site.requests() if r["path"] != "/robots.txt"]
    assert len(pages) >= 30
    agents = {r["ua"] for r in pages}
    assert len(agents) >= len(pages) // 4, f"only {len(agents)} distinct agents over {len(pages)} requests"
    assert not any("newscrawler" in ua or "Scrapy" in ua for ua in agents)
    for request in pages:
        check_companions(request["ua"], request["headers"])
    robots = [r for r in demo_site.requests() if r["path"] == "/robots.txt"]
    assert robots, "robots.txt is still fetched and obeyed"
