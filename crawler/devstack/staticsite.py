"""A generated static site of N linked pages served by nginx: the load for frontier tests and benchmarks.

Page 0 is the home page; every page links to a few others so that all pages are reachable from the home
page within a few hops. nginx writes one JSON line per request to its access log, which tests and
benchmarks read back to count fetches per URL.
"""

from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path
from typing import Any, ClassVar

from crawler.devstack.procs import free_port, port_open
from crawler.devstack.services import LOOPBACK, MissingComponent, Service


def page_path(n: int) -> str:
    return "/" if n == 0 else f"/p/{n}.html"


def generate(root: Path, pages: int, fanout: int = 6, seed: int = 1) -> list[str]:
    """Write `pages` HTML pages under `root`; returns their paths. Page n links to pages n*fanout+1.. (a tree,
    so every page is reachable) plus a few random ones."""
    rng = random.Random(seed)
    root.mkdir(parents=True, exist_ok=True)
    (root / "p").mkdir(exist_ok=True)
    paths = []
    for n in range(pages):
        children = [c for c in range(n * fanout + 1, n * fanout + fanout + 1) if c < pages]
        extra = [rng.randrange(pages) for _ in range(3)]
        links = "".join(f'<li><a href="{page_path(c)}">Page {c}</a></li>' for c in children + extra)
        html = (
            f"<!doctype html><html lang='en'><head><title>Page {n}</title></head><body>"
            f"<h2>Static page {n}</h2><p>Filler text for page {n}.</p><ul>{links}</ul></body></html>"
        )
        target = root / "index.html" if n == 0 else root / "p" / f"{n}.html"
        target.write_text(html)
        paths.append(page_path(n))
    (root / "robots.txt").write_text("User-agent: *\nDisallow:\n")
    return paths


def nginx_bin() -> Path:
    found = shutil.which("nginx") or "/usr/sbin/nginx"
    if not Path(found).exists():
        raise MissingComponent("nginx not found (apt-get install nginx-light); run ./run.sh setup")
    return Path(found)


class StaticSiteService(Service):
    """nginx serving a generated static site on 127.0.0.1 with a JSON access log."""

    name = "static-site"
    start_timeout: ClassVar[float] = 15.0

    @property
    def www(self) -> Path:
        return self.data_dir / "www"

    @property
    def access_log(self) -> Path:
        return self.data_dir / "access.jsonl"

    def start(self) -> Service:
        self.port = self.port or free_port()
        if not (self.www / "index.html").exists():
            self.extra["paths"] = generate(self.www, int(self.extra.get("pages", 3000)))
        self.data_dir.mkdir(parents=True, exist_ok=True)
        conf = self.data_dir / "nginx.conf"
        d = self.data_dir
        conf.write_text(
            # As root, nginx workers would drop to `nobody`, who cannot read private temp folders.
            ("user root;\n" if os.geteuid() == 0 else "")
            + f"""daemon off;
worker_processes 1;
pid {d}/nginx.pid;
error_log {d}/error.log warn;
events {{ worker_connections 4096; }}
http {{
  client_body_temp_path {d}/tmp-body;
  proxy_temp_path {d}/tmp-proxy;
  fastcgi_temp_path {d}/tmp-fastcgi;
  uwsgi_temp_path {d}/tmp-uwsgi;
  scgi_temp_path {d}/tmp-scgi;
  types {{ text/html html; text/plain txt; }}
  log_format crawl escape=json '{{"t":$msec,"path":"$request_uri","status":$status,"ua":"$http_user_agent"}}';
  access_log {self.access_log} crawl;
  keepalive_requests 100000;
  server {{
    listen {LOOPBACK}:{self.port};
    root {self.www};
    location / {{ try_files $uri $uri/index.html =404; }}
  }}
}}
"""
        )
        return super().start()

    def argv(self) -> list[str]:
        return [str(nginx_bin()), "-c", str(self.data_dir / "nginx.conf"), "-p", str(self.data_dir)]

    def ready(self) -> bool:
        return port_open(LOOPBACK, self.port)

    @property
    def origin(self) -> str:
        return f"http://{LOOPBACK}:{self.port}"

    @property
    def paths(self) -> list[str]:
        return list(self.extra.get("paths", []))

    def requests(self) -> list[dict[str, Any]]:
        if not self.access_log.exists():
            return []
        return [json.loads(line) for line in self.access_log.read_text().splitlines() if line.strip()]
