"""One name per setting: the environment name is the Scrapy name; old names are one table, deprecated."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from crawler.envconf import LEGACY_ENV_NAMES, DeprecatedEnvName, env_float, env_int, env_str

SETTINGS = Path(__file__).resolve().parents[1] / "crawler" / "settings.py"
ASSIGNMENT = re.compile(r'^([A-Z][A-Z0-9_]*) = .*?\benv_(?:str|int|float|bool|list)\("([A-Z0-9_]+)"', re.M)


def test_every_setting_is_read_from_the_environment_under_its_own_name() -> None:
    pairs = ASSIGNMENT.findall(SETTINGS.read_text())
    assert len(pairs) > 150  # the pattern still finds the settings
    assert [(name, env) for name, env in pairs if name != env] == []
    # Every old name points at a setting that exists, and no old name is still read directly.
    names = {name for name, _ in pairs}
    assert set(LEGACY_ENV_NAMES.values()) <= names
    assert not set(LEGACY_ENV_NAMES) & names


def test_an_old_environment_name_still_works_with_a_deprecation_warning(monkeypatch: Any) -> None:
    monkeypatch.setenv("CRAWL_CONCURRENCY", "7")
    monkeypatch.delenv("CONCURRENT_REQUESTS", raising=False)
    with pytest.warns(DeprecatedEnvName, match="CRAWL_CONCURRENCY is deprecated: set CONCURRENT_REQUESTS"):
        assert env_int("CONCURRENT_REQUESTS", 16) == 7
    monkeypatch.setenv("CRAWL_DOMAIN_DELAY", "2.5")
    with pytest.warns(DeprecatedEnvName):
        assert env_str("POLITENESS_DELAY", "1.0") == "2.5"


def test_the_settings_own_name_wins_over_an_old_one(monkeypatch: Any, recwarn: Any) -> None:
    monkeypatch.setenv("CRAWL_RETRY_DELAY", "9")
    monkeypatch.setenv("RETRY_DELAY", "3")
    assert env_float("RETRY_DELAY", 300.0) == 3.0
    assert not [w for w in recwarn if issubclass(w.category, DeprecatedEnvName)]
    monkeypatch.delenv("CRAWL_RETRY_DELAY")
    monkeypatch.delenv("RETRY_DELAY")
    assert env_float("RETRY_DELAY", 300.0) == 300.0


def test_the_resolver_is_set_under_scrapys_current_name(monkeypatch: Any) -> None:
    # Scrapy 2.19 warns at every start when DNS_RESOLVER is set; the IPv6-capable resolver must still be chosen.
    from scrapy.settings import Settings

    import crawler.settings as project

    settings = Settings()
    settings.setmodule(project, priority="project")
    assert settings.getpriority("DNS_RESOLVER") == 0  # Scrapy's default, not set by the project
    assert settings["TWISTED_DNS_RESOLVER"] == "scrapy.resolver.CachingHostnameResolver"
    monkeypatch.setenv("DNS_RESOLVER", "scrapy.resolver.CachingThreadedResolver")
    monkeypatch.delenv("TWISTED_DNS_RESOLVER", raising=False)
    with pytest.warns(DeprecatedEnvName, match="DNS_RESOLVER is deprecated: set TWISTED_DNS_RESOLVER"):
        assert env_str("TWISTED_DNS_RESOLVER", "x") == "scrapy.resolver.CachingThreadedResolver"
