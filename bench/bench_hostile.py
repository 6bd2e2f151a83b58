"""Worker memory on hostile pages: `python -m bench.bench_hostile [--links 500000]`.

One worker crawls, in turn, an ordinary small page and then hostile ones served from loopback: a page with
`--links` links (15 MB, under the 16 MiB DOWNLOAD_MAXSIZE) and a gzip bomb (1 MB that inflates to 1 GB), the
latter pushed with `{"meta": {"download_maxsize": 0}}`. Prints the worker's peak RSS (Scrapy's
VmHWM), how many requests reached the shared frontier and the guard counters, per page. Writes
bench/results/hostile.json.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import tempfile
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from bench.bench_frontier import worker_env
from crawler.devstack.services import REPO, RedisService

RESULTS = REPO / "bench" / "results"


def pages(links: int) -> dict[str, tuple[dict[str, str], bytes]]:
    many = b"<html><body>" + b"".join(b'<a href="/p/%d">%d</a>' % (i, i) for i in range(links)) + b"</body></html>"
    # Compressed in chunks: a 1 GB string here would count in the worker's peak RSS (inherited at fork).
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)  # gzip framing
    chunk = b"A" * 10_000_000
    bomb = packer.compress(b"<html><body>") + b"".join(packer.compress(chunk) for _ in range(100))
    bomb += packer.compress(b"</body></html>") + packer.flush()
    return {
        "/small": ({}, b"<html><head><title>small</title></head><body><p>An ordinary page.</p></body></html>"),
        "/many-links": ({}, many),
        "/bomb": ({"Content-Encoding": "gzip"}, bomb),
    }


def serve(routes: dict[str, tuple[dict[str, str], bytes]]) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            headers, body = routes.get(self.path, ({}, b""))
            self.send_response(200 if self.path in routes else 404)
            for name, value in {"Content-Type": "text/html", **headers}.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # the size guard hung up
                self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def run_one(redis: RedisService, entry: str, work: Path, name: str) -> dict[str, Any]:
    import subprocess
    import sys

    client = redis.client()
    client.flushall()
    client.lpush("news:start_urls", entry)
    stats_file = work / f"stats-{name}.json"
    env = {**worker_env(redis.url), "STATS_FILE": str(stats_file), "WORKER_ID": name, "DEPTH_LIMIT": "1",
           "LOG_LEVEL": "WARNING", "METRICS_PORT": "0", "CRAWL_IDLE_TIMEOUT": "2",
           "SPIDER_MODULES": "crawler.spiders"}  # fmt: skip
    started = time.monotonic()
    hwm_kb = 0
    with open(work / f"{name}.log", "wb") as log:
        proc = subprocess.Popen([sys.executable, "-m", "scrapy", "crawl", "news"], cwd=REPO, env=env,
                                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)  # fmt: skip
        # The worker's own peak RSS (VmHWM; Scrapy's memusage/max would include this process's, from the fork).
        while proc.poll() is None:
            hwm_kb = max(hwm_kb, _vm_hwm_kb(proc.pid))
            time.sleep(0.1)
    if proc.returncode != 0:
        raise RuntimeError(f"worker {name} failed: {(work / f'{name}.log').read_text()[-2000:]}")
    stats = json.loads(stats_file.read_text())["stats"]
    counts = {k: v for k, v in stats.items() if k.startswith("guard/")}
    return {
        "rss_max_mb": round(hwm_kb / 1024, 1),
        "requests_queued": stats.get("frontier/enqueued", 0),
        "seconds": round(time.monotonic() - started, 1),
        **counts,
    }


def _vm_hwm_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--links", type=int, default=500_000)
    opts = parser.parse_args()
    server = serve(pages(opts.links))
    origin = f"http://127.0.0.1:{server.server_address[1]}"
    out: dict[str, Any] = {"links": opts.links}
    with tempfile.TemporaryDirectory(prefix="bench-hostile-") as tmp:
        work = Path(tmp)
        redis = RedisService(work / "redis")
        redis.start()
        try:
            entries = {
                "small": origin + "/small",
                "many-links": origin + "/many-links",
                "gzip-bomb": json.dumps({"url": origin + "/bomb", "meta": {"download_maxsize": 0}}),
            }
            for name, entry in entries.items():
                out[name] = run_one(redis, entry, work, name)
                print(f"  {name:<11} {json.dumps(out[name])}")
        finally:
            redis.stop()
            server.shutdown()
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "hostile.json").write_text(json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
