"""Fixtures for the deployment tests: a scrapyd node (auth on, logparser beside it) with the project deployed by
`scrapyd-deploy`, a crawl of the demo site by two jobs scheduled through its HTTP API, and ScrapydWeb.

Everything listens on 127.0.0.1 on free ports and is stopped after the module. The scrapyd node runs from a
folder outside the repository, so its jobs import the deployed egg, not the checkout.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import requests

from crawler.devstack.procs import wait_until
from crawler.devstack.services import REPO, DemoSiteService, RedisService, ScrapydService, ScrapydWebService

PROJECT = "crawler"
DEPTH_LIMIT = 3
ARTIFACTS = REPO / "var" / "test-artifacts" / "deploy"


@dataclass
class ScrapydJob:
    job_id: str
    worker_id: str
    log_path: Path
    stats: dict[str, Any] = field(default_factory=dict)
    reason: str = ""

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


@dataclass
class Deployment:
    node: ScrapydService
    version: str
    deploy_output: str
    stats_dir: Path

    def api(self, endpoint: str, method: str = "GET", **data: Any) -> dict[str, Any]:
        """Call scrapyd's JSON API with the node's credentials; fail on anything but status ok."""
        auth = (self.node.username, self.node.password)
        url = f"{self.node.url}{endpoint}"
        if method == "GET":
            response = requests.get(url, params=data, auth=auth, timeout=10)
        else:
            response = requests.post(url, data=data, auth=auth, timeout=10)
        response.raise_for_status()
        payload: dict[str, Any] = response.json()
        assert payload.get("status") == "ok", payload
        return payload


@dataclass
class ScrapydCrawl:
    deployment: Deployment
    site: DemoSiteService
    start_url: str
    jobs: list[ScrapydJob]
    seconds: float


@pytest.fixture(scope="module")
def scrapyd_node(tmp_path_factory: pytest.TempPathFactory, redis_server: RedisService) -> Iterator[ScrapydService]:
    """A scrapyd node whose jobs crawl against the test Redis; validation only (no MongoDB/S3 here)."""
    stats_dir = tmp_path_factory.mktemp("scrapyd-stats")
    job_env = {
        "REDIS_URL": redis_server.url,
        "STORAGE_PIPELINES": "",
        "SSRF_ALLOWED_NETWORKS": "127.0.0.0/8",  # the demo site lives on loopback
        "CRAWL_IDLE_TIMEOUT": "4",
        "START_URLS_POLL_INTERVAL": "0.2",
        "METRICS_PORT": "0",
        "LOG_LEVEL": "INFO",
        "STATS_FILE": str(stats_dir / "%(worker_id)s.json"),
        "POLITENESS_DELAY": "0",  # the demo site needs no politeness delay
        "CLUSTER_PROGRESS_INTERVAL": "1",  # the cluster progress line, for logparser and ScrapydWeb
    }
    node = ScrapydService(
        tmp_path_factory.mktemp("scrapyd"),
        extra={"job_env": job_env, "max_proc": 2, "poll_interval": 0.5, "logparser_interval": 1},
    )
    node.extra["stats_dir"] = str(stats_dir)  # where the jobs' STATS_FILE goes
    node.start()
    yield node
    node.stop()


@pytest.fixture(scope="module")
def deployment(scrapyd_node: ScrapydService) -> Deployment:
    """`scrapyd-deploy local` from the checkout, credentials and URL from the environment (scrapy.cfg)."""
    version = f"test-{uuid.uuid4().hex[:8]}"
    env = {**os.environ, **scrapyd_node.env()}
    result = subprocess.run(
        [str(Path(sys.executable).parent / "scrapyd-deploy"), "local", "--version", version],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    return Deployment(scrapyd_node, version, output, Path(scrapyd_node.extra["stats_dir"]))


@pytest.fixture(scope="module")
def scrapyd_crawl(
    tmp_path_factory: pytest.TempPathFactory, redis_server: RedisService, deployment: Deployment
) -> Iterator[ScrapydCrawl]:
    """Two `news` jobs scheduled through schedule.json crawl a small demo site sharing the test Redis."""
    client = redis_server.client()
    client.flushall()
    site = DemoSiteService(tmp_path_factory.mktemp("scrapyd-site"), extra={"articles": 40, "js_articles": 2})
    site.start()
    node = deployment.node
    jobs: list[ScrapydJob] = []
    try:
        started = time.monotonic()
        for worker_id in ("scrapyd-a", "scrapyd-b"):
            job_id = f"{worker_id}-{uuid.uuid4().hex[:6]}"
            deployment.api(
                "schedule.json",
                method="POST",
                project=PROJECT,
                spider="news",
                jobid=job_id,
                _version=deployment.version,
                setting=[
                    f"WORKER_ID={worker_id}",
                    f"DEPTH_LIMIT={DEPTH_LIMIT}",
                    "CONCURRENT_REQUESTS=8",
                    "REMOTE_CONTROL_ENABLED=False",
                    "DISCOVERY_START_MODE=site",  # the whole demo site, recursively (not revisited hubs)
                ],
            )
            jobs.append(ScrapydJob(job_id, worker_id, node.logs_dir / PROJECT / "news" / f"{job_id}.log"))
        # Push the start URL once both workers are up, so both share the crawl from its first page.
        wait_until(lambda: all("Spider opened" in job.log() for job in jobs), 60, "both scrapyd jobs to open")
        start_url = site.truth()["sites"][0]["home"]
        client.lpush("news:start_urls", start_url)

        def finished() -> bool:
            done = {job["id"] for job in deployment.api("listjobs.json", project=PROJECT)["finished"]}
            return all(job.job_id in done for job in jobs)

        wait_until(finished, 120, "both scrapyd jobs to finish", interval=0.5)
        for job in jobs:
            path = deployment.stats_dir / f"{job.worker_id}.json"
            payload = json.loads(path.read_text()) if path.exists() else {"stats": {}, "reason": ""}
            job.stats, job.reason = payload["stats"], payload["reason"]
        yield ScrapydCrawl(deployment, site, start_url, jobs, time.monotonic() - started)
    finally:
        for job in jobs:  # never leave a job running against the next module's Redis
            with contextlib.suppress(AssertionError, requests.RequestException):
                deployment.api("cancel.json", method="POST", project=PROJECT, job=job.job_id)
        site.stop()
        client.close()


@pytest.fixture(scope="module")
def scrapydweb(tmp_path_factory: pytest.TempPathFactory, scrapyd_node: ScrapydService) -> Iterator[ScrapydWebService]:
    service = ScrapydWebService(tmp_path_factory.mktemp("scrapydweb"))
    service.link({"scrapyd": scrapyd_node})
    service.start()
    yield service
    service.stop()
