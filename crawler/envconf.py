"""Typed readers for settings that come from the environment, with safe defaults.

One name per setting: a setting's environment variable has the setting's own (Scrapy) name, e.g.
`CONCURRENT_REQUESTS=32`. The names of earlier versions still work, with a deprecation warning, and are
all in one table, `LEGACY_ENV_NAMES` (old environment name -> setting name); when both are set, the
setting's own name wins.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Mapping

# Old environment name -> the setting (and environment) name that replaced it.
LEGACY_ENV_NAMES: dict[str, str] = {
    "CRAWL_USER_AGENT": "USER_AGENT",
    "CRAWL_ROBOTSTXT_OBEY": "ROBOTSTXT_OBEY",
    "CRAWL_ROBOTSTXT_USER_AGENT": "ROBOTSTXT_USER_AGENT",
    "CRAWL_DEPTH_LIMIT": "DEPTH_LIMIT",
    "CRAWL_CONCURRENCY": "CONCURRENT_REQUESTS",
    "CRAWL_CONCURRENCY_PER_DOMAIN": "CONCURRENT_REQUESTS_PER_DOMAIN",
    "CRAWL_CONCURRENT_ITEMS": "CONCURRENT_ITEMS",
    "CRAWL_POLITENESS_KEY": "POLITENESS_KEY",
    "CRAWL_DOMAIN_DELAY": "POLITENESS_DELAY",
    "CRAWL_DOMAIN_DELAYS": "POLITENESS_DOMAIN_DELAYS",
    "CRAWL_MAX_CRAWL_DELAY": "POLITENESS_MAX_CRAWL_DELAY",
    "CRAWL_POLITENESS_SCAN": "POLITENESS_CLAIM_SCAN",
    "CRAWL_DOWNLOAD_TIMEOUT": "DOWNLOAD_TIMEOUT",
    "CRAWL_DOWNLOAD_MAXSIZE": "DOWNLOAD_MAXSIZE",
    "CRAWL_RETRY_TIMES": "RETRY_TIMES",
    "CRAWL_RETRY_DELAY": "RETRY_DELAY",
    "CRAWL_RETRY_DELAYED_TIMES": "RETRY_DELAYED_TIMES",
    "CRAWL_REDIRECT_MAX_TIMES": "REDIRECT_MAX_TIMES",
    "CRAWL_MAX_URL_LENGTH": "URLLENGTH_LIMIT",
    "DNS_RESOLVER": "TWISTED_DNS_RESOLVER",  # Scrapy 2.19 renamed it
}
_OLD_NAMES: dict[str, list[str]] = {}
for _old, _new in LEGACY_ENV_NAMES.items():
    _OLD_NAMES.setdefault(_new, []).append(_old)


class DeprecatedEnvName(UserWarning):
    """An environment variable of an earlier version was used (see LEGACY_ENV_NAMES)."""


def env_value(name: str, environ: Mapping[str, str] | None = None) -> str | None:
    """The environment's value of setting `name`: under its own name, else under an old name (warned)."""
    env = os.environ if environ is None else environ
    value = env.get(name)
    if value not in (None, ""):
        return value
    for old in _OLD_NAMES.get(name, ()):
        if env.get(old) not in (None, ""):
            warnings.warn(
                f"environment variable {old} is deprecated: set {name} instead", DeprecatedEnvName, stacklevel=3
            )
            return env[old]
    return value


def env_str(name: str, default: str) -> str:
    value = env_value(name)
    return value if value not in (None, "") else default


def env_int(name: str, default: int) -> int:
    value = (env_value(name) or "").strip()
    if not value:
        return default
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"environment variable {name} must be an integer, got {value!r}") from None


def env_float(name: str, default: float) -> float:
    value = (env_value(name) or "").strip()
    if not value:
        return default
    try:
        return float(value)
    except ValueError:
        raise ValueError(f"environment variable {name} must be a number, got {value!r}") from None


def env_bool(name: str, default: bool) -> bool:
    value = (env_value(name) or "").strip().lower()
    if not value:
        return default
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ValueError(f"environment variable {name} must be a boolean, got {value!r}")


def env_list(name: str, default: list[str] | None = None) -> list[str]:
    """Comma- or whitespace-separated list."""
    value = env_value(name) or ""
    items = [item for item in value.replace(",", " ").split() if item]
    return items if items else list(default or [])
