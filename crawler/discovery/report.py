"""What operators see of discovery: the hub table (`scrapy frontier hubs`) and the discovery lag.

The lag of an article is the time from its first sighting on a hub (and, where the hub gave one, from
its publication date) to the moment its item left the worker's pipelines; the workers keep the last
samples in `{spider}:hubs:lag`.
"""

from __future__ import annotations

import time
from typing import Any

from crawler.frontier.hubs import HubSchedule, Intervals
from crawler.frontier.keys import FrontierKeys


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def lag_summary(server: Any, keys: FrontierKeys, window_s: float = 3600.0, limit: int = 5000) -> dict[str, Any]:
    """p50/p95 of the discovery lag over the (at most `limit` latest) samples of the last `window_s` seconds."""
    schedule = HubSchedule(server, keys, Intervals(1, 1))
    since = time.time() - window_s
    samples = [s for s in schedule.lags(limit) if s.get("stored", 0) >= since]
    found = [float(s["lag"]) for s in samples]
    published = [float(s["published_lag"]) for s in samples if "published_lag" in s]
    total, due = schedule.due_count()
    return {
        "hubs": total,
        "hubs_due": due,
        "articles_1h": len(samples),
        "lag_found_p50_s": percentile(found, 0.5),
        "lag_found_p95_s": percentile(found, 0.95),
        "lag_published_p50_s": percentile(published, 0.5),
        "lag_published_p95_s": percentile(published, 0.95),
    }


def format_lag(d: dict[str, Any]) -> list[str]:
    """The status lines of a `lag_summary()`."""
    if d["lag_found_p50_s"] is None:
        lag = "-"
    else:
        lag = f"p50 {d['lag_found_p50_s']:.1f}s, p95 {d['lag_found_p95_s']:.1f}s from first sighting"
        if d["lag_published_p50_s"] is not None:
            lag += f"; p50 {d['lag_published_p50_s']:.1f}s, p95 {d['lag_published_p95_s']:.1f}s from publication"
    return [
        f"  {'hubs':20s} {d['hubs']} ({d['hubs_due']} due)",
        f"  {'discovery lag (1 h)':20s} {lag} ({d['articles_1h']} articles stored)",
    ]


def hub_rows(server: Any, keys: FrontierKeys, limit: int = 1000) -> list[dict[str, Any]]:
    """One row per hub, soonest due first: kind, interval, next due, last status, recent new links, 304 share."""
    now_ms = time.time() * 1000
    rows = []
    for hub in HubSchedule(server, keys, Intervals(1, 1)).all(limit):
        visits = int(hub.get("visits") or 0)
        n304 = int(hub.get("n304") or 0)
        nxt = hub.get("next") or ""
        rows.append(
            {
                "url": hub.get("url", ""),
                "kind": hub.get("kind", ""),
                "interval_s": round(int(hub.get("interval") or 0) / 1000, 1),
                "fixed": hub.get("fixed", ""),
                "next_due_in_s": round((float(nxt) - now_ms) / 1000, 1) if nxt else None,
                "last_status": hub.get("last_status", ""),
                "visits": visits,
                "new_links_recent": [int(x) for x in (hub.get("recent") or "").split(",") if x][:8],
                "share_304": round(n304 / visits, 3) if visits else 0.0,
            }
        )
    return rows


def format_hubs(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'kind':12s} {'interval':>9s} {'next due':>9s} {'status':>9s} {'visits':>6s} {'304s':>5s}  "
             f"{'new links (last visits)':24s} url"]  # fmt: skip
    for r in rows:
        due = "-" if r["next_due_in_s"] is None else f"{max(0.0, r['next_due_in_s']):.0f}s"
        new = ",".join(str(n) for n in r["new_links_recent"]) or "-"
        lines.append(
            f"{r['kind']:12s} {r['interval_s']:8.0f}s {due:>9s} {r['last_status'] or '-':>9s} {r['visits']:6d} "
            f"{r['share_304']:5.0%}  {new:24s} {r['url']}"
        )
    return "\n".join(lines)
