"""Typed readers for settings that come from the environment, with safe defaults."""

from __future__ import annotations

import os


def env_str(name: str, default: str) -> str:
    value = os.environ.get(name)
    return value if value not in (None, "") else default


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"environment variable {name} must be an integer, got {value!r}") from None


def env_float(name: str, default: float) -> float:
    value = os.environ.get(name, "").strip()
    if not value:
        return default
    try:
        return float(value)
    except ValueError:
        raise ValueError(f"environment variable {name} must be a number, got {value!r}") from None


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name, "").strip().lower()
    if not value:
        return default
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ValueError(f"environment variable {name} must be a boolean, got {value!r}")


def env_list(name: str, default: list[str] | None = None) -> list[str]:
    """Comma- or whitespace-separated list."""
    value = os.environ.get(name, "")
    items = [item for item in value.replace(",", " ").split() if item]
    return items if items else list(default or [])
