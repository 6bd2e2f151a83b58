"""URL canonicalization (fingerprints) and crawl scope."""

from __future__ import annotations

from scrapy import Request

from crawler import settings
from crawler.frontier.canonical import Canonicalizer, CanonicalRequestFingerprinter
from crawler.scope import Scope

canon = Canonicalizer(settings.CANONICAL_DROP_PARAMS)


def test_same_page_variants_share_one_canonical_form() -> None:
    variants = [
        "http://News.Example.com/a/b.html?y=2&x=1",
        "HTTP://news.example.com:80/a/b.html?x=1&y=2#comments",
        "http://news.example.com/a/b.html?x=1&utm_source=tw&y=2&utm_medium=social",
        "http://news.example.com/a/b.html?gclid=abc&x=1&fbclid=zz&y=2",
        "http://news.example.com/a/b.html;jsessionid=DEADBEEF?x=1&y=2&PHPSESSID=1",
    ]
    assert {canon(v) for v in variants} == {"http://news.example.com/a/b.html?x=1&y=2"}


def test_distinct_pages_stay_distinct() -> None:
    assert canon("http://e.com/a?id=1") != canon("http://e.com/a?id=2")
    assert canon("http://e.com:8080/a") != canon("http://e.com/a")
    assert canon("https://e.com/a") != canon("http://e.com/a")


def test_drop_list_is_configurable() -> None:
    custom = Canonicalizer(["ref"])
    assert custom("http://e.com/?ref=x&utm_source=y") == "http://e.com/?utm_source=y"


def test_fingerprints_follow_canonical_urls() -> None:
    fingerprinter = CanonicalRequestFingerprinter(canon)
    a = fingerprinter.fingerprint(Request("http://e.com/p?b=1&a=2#x"))
    b = fingerprinter.fingerprint(Request("http://E.com/p?a=2&b=1&utm_campaign=z"))
    c = fingerprinter.fingerprint(Request("http://e.com/p?a=2&b=1", method="POST"))
    assert a == b != c


def test_domain_scope_includes_subdomains_and_ports_only_of_the_same_registered_domain() -> None:
    scope = Scope("domain")
    site = scope.site("https://www.example.co.uk/")
    assert site == "example.co.uk"
    assert scope.allows("http://news.example.co.uk:8080/x", site)
    assert not scope.allows("http://example.com/", site)
    assert not scope.allows("http://other.co.uk/", site)


def test_host_scope_and_allowed_domains() -> None:
    scope = Scope("host", ["partner.org"])
    site = scope.site("http://www.example.com/")
    assert not scope.allows("http://news.example.com/", site)
    assert scope.allows("http://cdn.partner.org/a", site)
    assert Scope("any").allows("http://anything.test/", site)


def test_ip_hosts_are_their_own_site() -> None:
    scope = Scope("domain")
    assert scope.site("http://127.0.0.1:8000/") == "127.0.0.1"
    assert not scope.allows("http://127.0.0.2:8000/", "127.0.0.1")
