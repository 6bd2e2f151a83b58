"""Deployment: scrapyd-deploy to a real scrapyd, jobs through its HTTP API, ScrapydWeb in headless Chromium,
and the compose file and Kubernetes manifests against their schemas."""

from __future__ import annotations

import base64
import copy
import ipaddress
import json
import os
import re
import signal
import subprocess
import sys
import uuid
import zipfile
from collections import Counter
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urlsplit

import jsonschema
import pytest
import requests
import yaml

from crawler import settings
from crawler.demo.site import reachable
from crawler.devstack.procs import pid_alive, wait_until
from crawler.devstack.services import REPO, DemoSiteService, RedisService, ScrapydService, ScrapydWebService
from crawler.frontier.canonical import Canonicalizer
from crawler.frontier.keys import FrontierKeys
from crawler.pipelines.localdisk import safe_name

pytest.register_assert_rewrite("tests.deploy_fixtures")  # imported here before pytest_plugins loads it
from tests.deploy_fixtures import ARTIFACTS, DEPTH_LIMIT, PROJECT, Deployment, ScrapydCrawl  # noqa: E402

pytest_plugins = ["tests.deploy_fixtures"]


def test_scrapyd_deploy_ships_an_egg_with_everything_a_worker_needs(deployment: Deployment) -> None:
    versions = deployment.api("listversions.json", project=PROJECT)["versions"]
    assert deployment.version in versions
    assert "news" in deployment.api("listspiders.json", project=PROJECT, _version=deployment.version)["spiders"]
    egg = next((deployment.node.data_dir / "eggs" / PROJECT).glob(f"{deployment.version}*.egg"))
    names = set(zipfile.ZipFile(egg).namelist())
    lua = {Path(n).name for n in names if n.startswith("crawler/frontier/lua/")}
    assert lua == {p.name for p in (Path(__file__).parents[1] / "crawler" / "frontier" / "lua").glob("*.lua")}
    assert "crawler/settings.py" in names and not any(n.startswith(("tests/", "bench/")) for n in names)
    assert "settings = crawler.settings" in zipfile.ZipFile(egg).read("EGG-INFO/entry_points.txt").decode()
    # A job imports the deployed egg, not the checkout or the editable install (the runner's own activation).
    probe = (
        "from scrapyd.runner import activate_egg; import sys; activate_egg(sys.argv[1]); "
        "import crawler.frontier.queue as q; from importlib import resources; print(q.__file__); "
        "print(len(resources.files('crawler.frontier').joinpath('lua', 'claim.lua').read_text()))"
    )
    result = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", probe, str(egg)],
        cwd=deployment.node.data_dir,
        env={k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SCRAPY_SETTINGS_MODULE")},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    module_path, lua_chars = result.stdout.split()
    assert module_path == f"{egg}/crawler/frontier/queue.py" and int(lua_chars) > 0, result.stdout
    # Credentials never reach scrapyd-deploy's output.
    assert deployment.node.password not in deployment.deploy_output


def test_two_scrapyd_jobs_crawl_the_demo_site_together(scrapyd_crawl: ScrapydCrawl) -> None:
    crawl = scrapyd_crawl
    truth = crawl.site.truth()
    expected = set(reachable(truth, crawl.start_url, DEPTH_LIMIT))
    requests_ = [r for r in crawl.site.requests() if urlsplit(r["path"]).path != "/robots.txt"]
    # Links are fetched as found (tracking parameters included); one page is one canonical URL.
    canon = Canonicalizer(settings.CANONICAL_DROP_PARAMS)
    pages = Counter(canon(r["origin"] + r["path"]) for r in requests_ if r["status"] == 200)
    missing, extra = sorted(expected - set(pages)), sorted(set(pages) - expected)
    assert not missing and not extra, f"missing {missing[:5]}, not expected {extra[:5]}"
    assert max(pages.values()) == 1, "a page was fetched twice"
    for job in crawl.jobs:
        log = job.log()
        assert job.reason == "finished", log[-3000:]
        assert job.stats.get("log_count/ERROR", 0) == 0, log[-3000:]
        fetched = job.stats.get("downloader/response_status_count/200", 0)
        assert fetched > 0, f"job {job.job_id} fetched nothing; log:\n{log[-3000:]}"
        # The job log scrapyd keeps (and logparser reads) has the same figure in its final stats dump.
        assert re.search(rf"'downloader/response_status_count/200': {fetched}\b", log)
        # ... and the cluster's progress: a line per interval, and the figures in the final stats.
        assert re.search(r"Crawled \d+ pages \(at \d+ pages/min\) on this worker; cluster: [\d.]+ pages/s", log)
        assert "cluster/work_left" in job.stats and "'cluster/pages_per_s'" in log
    # Every page once, plus robots.txt once per site for the whole cluster (kept in Redis).
    robots = Counter(r["origin"] for r in crawl.site.requests() if urlsplit(r["path"]).path == "/robots.txt")
    assert set(robots.values()) == {1}, robots
    assert sum(j.stats["downloader/response_status_count/200"] for j in crawl.jobs) == len(expected) + len(robots)
    # scrapyd logs each job's command line: the credentials are in none of its logs.
    node = crawl.deployment.node
    for path in [node.log_path, *node.logs_dir.rglob("*.log")]:
        assert node.password not in path.read_text(errors="replace"), path


def _logparser_stats(node: ScrapydService, jobs: list[str]) -> dict[str, dict[str, Any]]:
    path = node.logs_dir / "stats.json"
    datas = json.loads(path.read_text())["datas"] if path.exists() else {}
    return {job: data for job, data in datas.get(PROJECT, {}).get("news", {}).items() if job in jobs}


# Read the jobs table of ScrapydWeb (an Element UI table: the main body holds every column; the fixed-column
# copies are skipped). textContent, since the main body's copies of the fixed columns are visibility:hidden.
JOBS_LOADED_JS = """(jobs) => {
  const body = document.querySelector('.el-table__body-wrapper');
  return body !== null && jobs.every(job => body.textContent.includes(job));
}"""
JOBS_TABLE_JS = """() => {
  const wrapper = document.querySelector('.el-table__header-wrapper');
  const headers = [...wrapper.querySelectorAll('th')].map(th => th.textContent.trim());
  const body = document.querySelector('.el-table__body-wrapper');
  return [...body.querySelectorAll('tr.el-table__row')].map(row => {
    const cells = [...row.cells].map(td => td.textContent.trim());
    return Object.fromEntries(headers.map((h, i) => [h, cells[i]]));
  });
}"""
STATS_JS = """() => Object.fromEntries([...document.querySelectorAll('tr')]
  .map(tr => [...tr.cells].map(td => td.textContent.trim())).filter(cells => cells.length === 2))"""


def test_scrapydweb_shows_the_jobs_with_pages_and_items(
    scrapyd_crawl: ScrapydCrawl, scrapydweb: ScrapydWebService
) -> None:
    from playwright.sync_api import sync_playwright

    node = scrapyd_crawl.deployment.node
    job_ids = [job.job_id for job in scrapyd_crawl.jobs]
    # logparser (beside scrapyd, polling every second here) has parsed both finished job logs.
    wait_until(
        lambda: (
            all(s.get("finish_reason") == "finished" for s in _logparser_stats(node, job_ids).values())
            and len(_logparser_stats(node, job_ids)) == 2
        ),
        30,
        "logparser to parse both job logs",
    )
    # Without the login, ScrapydWeb refuses.
    assert requests.get(f"{scrapydweb.url}/1/jobs/", timeout=10).status_code == 401
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    credentials = {"username": scrapydweb.username, "password": scrapydweb.password}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        try:
            context = browser.new_context(http_credentials=credentials, viewport={"width": 1600, "height": 900})
            page = context.new_page()

            def jobs_table() -> dict[str, dict[str, str]]:
                response = page.goto(f"{scrapydweb.url}/1/jobs/")
                assert response is not None and response.status == 200
                # The table is filled by the page's script once ScrapydWeb has asked scrapyd and logparser.
                page.wait_for_function(JOBS_LOADED_JS, arg=job_ids)
                return {row.get("Job"): row for row in page.evaluate(JOBS_TABLE_JS)}

            # ScrapydWeb copies logparser's figures into its own table when it polls: a page loaded before
            # that shows "N/A" for a finished job's pages and items (seen once in CI); a later load has them.
            counted = lambda: all(  # noqa: E731
                str(jobs_table().get(job, {}).get(column, "")).isdigit()
                for job in job_ids
                for column in ("Pages", "Items")
            )
            wait_until(counted, 60, "ScrapydWeb's Jobs page to show the jobs' pages and items", interval=1.0)
            page.screenshot(path=str(ARTIFACTS / "scrapydweb-jobs.png"), full_page=True)
            rows = jobs_table()
            for job_id in job_ids:
                assert job_id in rows, f"job {job_id} not on the Jobs page: {sorted(rows)}"
                assert rows[job_id]["Project"] == PROJECT and rows[job_id]["Spider"] == "news"
                assert int(rows[job_id]["Pages"]) > 0 and int(rows[job_id]["Items"]) > 0, rows[job_id]
            for job_id in job_ids:
                page.goto(f"{scrapydweb.url}/1/log/stats/{PROJECT}/news/{job_id}/?job_finished=True")
                page.wait_for_selector("text=crawled_pages")
                page.screenshot(path=str(ARTIFACTS / f"scrapydweb-stats-{job_id[:9]}.png"), full_page=True)
                stats = page.evaluate(STATS_JS)
                assert stats["job"] == job_id and stats["finish_reason"] == "finished", stats
                assert int(stats["crawled_pages"]) > 0 and int(stats["scraped_items"]) > 0, stats
                # The job's latest cluster progress line (logparser's latest_stat) is on its stats page.
                assert re.search(r"on this worker; cluster: [\d.]+ pages/s from \d+ workers", page.content())
        finally:
            browser.close()
    # The cluster progress line is what logparser keeps as the latest stat line of each job (ScrapydWeb shows it).
    for job_id in job_ids:
        data = json.loads((node.logs_dir / PROJECT / "news" / f"{job_id}.json").read_text())  # logparser's, per job
        assert "cluster: " in data["latest_matches"]["latest_stat"], (job_id, data["latest_matches"])
    # Both jobs' pages add up to what the crawl fetched; ScrapydWeb's log holds no password.
    parsed = _logparser_stats(node, job_ids)
    assert sum(s["pages"] for s in parsed.values()) == sum(
        j.stats["response_received_count"] for j in scrapyd_crawl.jobs
    )
    log = scrapydweb.log_path.read_text(errors="replace")
    assert "Basic auth enabled" in log
    for secret in (scrapydweb.password, node.password):
        assert secret not in log


# --- static checks: Docker and Kubernetes do not run here, so the files are checked against their schemas ---

DEPLOY = REPO / "deploy"
SCHEMAS = Path(__file__).parent / "schemas"
K8S_SCHEMAS = {
    ("apps/v1", "Deployment"): "k8s-v1.33-deployment-apps-v1.json",
    ("v1", "ConfigMap"): "k8s-v1.33-configmap-v1.json",
    ("v1", "Secret"): "k8s-v1.33-secret-v1.json",
    ("policy/v1", "PodDisruptionBudget"): "k8s-v1.33-poddisruptionbudget-policy-v1.json",
    ("keda.sh/v1alpha1", "ScaledObject"): "keda-scaledobject-v1alpha1.json",
    ("networking.k8s.io/v1", "NetworkPolicy"): "k8s-v1.33-networkpolicy-networking-v1.json",
    ("v1", "PersistentVolumeClaim"): "k8s-v1.33-persistentvolumeclaim-v1.json",
    ("monitoring.coreos.com/v1", "PodMonitor"): "prometheus-operator-podmonitor-v1-subset.json",
    ("monitoring.coreos.com/v1", "PrometheusRule"): "prometheus-operator-prometheusrule-v1-subset.json",
}


def _validate(document: Any, schema_file: str) -> list[str]:
    schema = json.loads((SCHEMAS / schema_file).read_text())
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(document)]


def _manifests() -> dict[tuple[str, str], dict[str, Any]]:
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for path in sorted((DEPLOY / "k8s").glob("*.yaml")):
        for document in yaml.safe_load_all(path.read_text()):
            if document:
                found[(document["kind"], document["metadata"]["name"])] = document | {"_file": path.name}
    return found


def test_compose_file_validates_against_the_compose_spec() -> None:
    compose = yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())
    assert _validate(compose, "compose-spec.json") == []
    # The schema says nothing about files: every build context, Dockerfile and bind-mounted file exists.
    for name, service in compose["services"].items():
        if "build" in service:
            context = (DEPLOY / service["build"]["context"]).resolve()
            assert (context / service["build"]["dockerfile"]).is_file(), name
        for volume in service.get("volumes", []):
            source = volume.split(":")[0]
            if source.startswith("."):
                assert (DEPLOY / source).exists(), f"{name}: {source}"
    assert {"redis", "mongodb", "minio", "worker", "scrapydweb", "prometheus", "grafana"} <= set(compose["services"])
    assert compose["services"]["worker"]["deploy"]["replicas"] >= 2
    # Render workers have their own service (a browser in the image); the exporter serves the queue figures.
    render = compose["services"]["render-worker"]
    assert render["environment"]["RENDER_ENABLED"] == "true" and render["build"]["args"]["WITH_CHROMIUM"] == "1"
    assert "crawler.extensions.cluster_metrics" in compose["services"]["exporter"]["command"]
    # Stopping a node drains its job (scrapyd's draining launcher) within the grace period.
    for name in ("worker", "render-worker"):
        service = compose["services"][name]
        grace = int(service["stop_grace_period"].rstrip("s"))
        assert service["init"] is True and int(service["environment"]["SCRAPYD_DRAIN_TIMEOUT"]) < grace
    conf = (DEPLOY / "scrapyd" / "scrapyd.conf").read_text()
    assert re.search(r"^launcher\s*=\s*draining_launcher\.DrainingLauncher$", conf, re.M)
    assert compose["networks"]["data"]["internal"] is True
    # Everything published is published on loopback only.
    for name, service in compose["services"].items():
        assert all(str(port).startswith("127.0.0.1:") for port in service.get("ports", [])), name


def test_kubernetes_manifests_validate_against_their_schemas() -> None:
    manifests = _manifests()
    assert {kind for kind, _ in manifests} == {
        "Deployment",
        "ConfigMap",
        "Secret",
        "PodDisruptionBudget",
        "ScaledObject",
        "NetworkPolicy",
        "PersistentVolumeClaim",
        "PodMonitor",
        "PrometheusRule",
    }
    for (kind, name), document in manifests.items():
        body = {k: v for k, v in document.items() if k != "_file"}
        errors = _validate(body, K8S_SCHEMAS[(body["apiVersion"], kind)])
        assert errors == [], f"{document['_file']} ({kind} {name}): {errors}"
    # A manifest with a typo is caught (the schemas are strict).
    deployment = manifests[("Deployment", "news-crawler-worker")]
    broken = json.loads(json.dumps({k: v for k, v in deployment.items() if k != "_file"}))
    broken["spec"]["template"]["spec"]["containers"][0]["envFrm"] = []
    assert _validate(broken, "k8s-v1.33-deployment-apps-v1.json")


def _pods(manifests: dict[tuple[str, str], dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {name: d["spec"]["template"] for (kind, name), d in manifests.items() if kind == "Deployment"}


def test_kubernetes_manifests_fit_together_and_scale_on_the_exported_queue_metric() -> None:
    manifests = _manifests()
    pods = _pods(manifests)
    assert set(pods) == {"news-crawler-worker", "news-crawler-render", "news-crawler-exporter"}
    settings_source = (REPO / "crawler" / "settings.py").read_text() + '"AWS_ACCESS_KEY_ID" "AWS_SECRET_ACCESS_KEY"'
    settings_source += (REPO / "crawler" / "extensions" / "memlimit.py").read_text()  # CONTAINER_MEMORY_LIMIT_MB
    for name in ("news-crawler-worker", "news-crawler-render"):
        deployment, pod = manifests[("Deployment", name)], pods[name]
        container = pod["spec"]["containers"][0]
        refs = {ref.get("configMapRef", ref.get("secretRef", {}))["name"] for ref in container["envFrom"]}
        assert refs == {"news-crawler-config", "news-crawler-secrets"}
        assert deployment["spec"]["selector"]["matchLabels"].items() <= pod["metadata"]["labels"].items()
        assert "replicas" not in deployment["spec"]  # KEDA owns the count
        pdb = manifests[("PodDisruptionBudget", name)]
        assert pdb["spec"]["selector"]["matchLabels"].items() <= pod["metadata"]["labels"].items()
        assert pod["spec"]["terminationGracePeriodSeconds"] >= 60  # time to drain in-flight requests
        for var in container["env"]:
            assert f'"{var["name"]}"' in settings_source or var["name"] == "HOME", var["name"]
    render_env = {v["name"]: v.get("value") for v in pods["news-crawler-render"]["spec"]["containers"][0]["env"]}
    assert render_env["RENDER_ENABLED"] == "true"
    # Every key of the ConfigMap and Secret is a variable crawler/settings.py reads (AWS_*: boto3 reads them).
    for kind in ("ConfigMap", "Secret"):
        document = manifests[(kind, next(n for k, n in manifests if k == kind))]
        for key in document.get("data", document.get("stringData", {})):
            assert f'"{key}"' in settings_source, f"{kind} key {key} is not a setting"
    # Each kind of worker scales on the claimable work of its class, read from the gauge the exporter serves
    # (with the class names it exports); the exporter, not the workers, serves it, so zero workers is a valid
    # count. Light workers also get one worker while start URLs wait, a part the frontier reports.
    exporter_source = (REPO / "crawler" / "extensions" / "cluster_metrics.py").read_text()
    queue_source = (REPO / "crawler" / "frontier" / "queue.py").read_text()
    wanted = {"news-crawler-worker": "static", "news-crawler-render": "render"}
    for name, cls in wanted.items():
        scaled = manifests[("ScaledObject", name)]
        assert scaled["spec"]["scaleTargetRef"]["name"] == name
        assert scaled["spec"]["minReplicaCount"] == 0
        (trigger,) = scaled["spec"]["triggers"]
        assert trigger["type"] == "prometheus"
        query = trigger["metadata"]["query"]
        metric, label = re.search(r'max\((\w+)\{class="(\w+)"\}\)', query).groups()
        assert f'"{metric}",' in exporter_source and f'"{label}"' in exporter_source
        assert label == cls and trigger["metadata"]["threshold"] == "1"  # one worker per worker-equivalent
        assert "queued" not in query  # queue length is a metric, not the trigger
        assert 'crawler_control_state{state="stopped"}' in query  # tests/test_ops_alerts.py
    assert (
        'part="start_urls"'
        in manifests[("ScaledObject", "news-crawler-worker")]["spec"]["triggers"][0]["metadata"]["query"]
    )
    assert '"start_urls":' in queue_source, "the frontier reports no start_urls count"


def test_pods_mount_no_token_probe_the_crawl_loop_and_follow_their_memory_limit() -> None:
    manifests = _manifests()
    config = manifests[("ConfigMap", "news-crawler-config")]["data"]
    assert config["CONTROL_STOP_MODE"] == "hold"  # a stopped worker must not exit: the Deployment restarts it
    for name, pod in _pods(manifests).items():
        spec = pod["spec"]
        assert spec["automountServiceAccountToken"] is False, name
        assert pod["metadata"]["labels"]["app.kubernetes.io/name"] == "news-crawler"  # NetworkPolicy selector
        (container,) = spec["containers"]
        assert container["securityContext"]["readOnlyRootFilesystem"] is True
        ports = {p["name"]: p["containerPort"] for p in container["ports"]}
        assert list(ports) == ["metrics"], f"{name} opens ports it does not need: {ports}"
        if name == "news-crawler-exporter":
            continue
        for probe in ("startupProbe", "livenessProbe"):
            assert container[probe]["httpGet"] == {"path": "/healthz", "port": "metrics"}, (name, probe)
        limit = {
            v["name"]: v["valueFrom"]["resourceFieldRef"]
            for v in container["env"]
            if "resourceFieldRef" in v.get("valueFrom", {})
        }["CONTAINER_MEMORY_LIMIT_MB"]
        assert limit == {"containerName": container["name"], "resource": "limits.memory", "divisor": "1Mi"}
        assert container["resources"]["limits"]["memory"]
    # The PodMonitors scrape every pod with a metrics port, by the port's name.
    monitors = [d for (kind, _), d in manifests.items() if kind == "PodMonitor"]
    for name, pod in _pods(manifests).items():
        labels = pod["metadata"]["labels"]
        hits = [m for m in monitors if _selects(m["spec"]["selector"], labels)]
        assert len(hits) == 1, f"{name}: scraped by {len(hits)} PodMonitors"
        assert hits[0]["spec"]["podMetricsEndpoints"][0]["port"] == "metrics"


# Acked pages and items live in these folders until uploaded or replayed (docs/storage.md).
DURABLE_DIRS = ("S3_SPOOL_DIR", "MONGODB_JOURNAL_DIR")


def _container_env(manifests: dict[tuple[str, str], dict[str, Any]], container: dict[str, Any]) -> dict[str, Any]:
    """The container's variables as Kubernetes sets them: envFrom sources in order, then `env` on top."""
    env: dict[str, Any] = {}
    for source in container.get("envFrom", []):
        if "configMapRef" in source:
            data = manifests[("ConfigMap", source["configMapRef"]["name"])].get("data", {})
        else:
            secret = manifests[("Secret", source["secretRef"]["name"])]
            data = secret.get("data", {})
            data = {k: base64.b64decode(v).decode() for k, v in data.items()} | secret.get("stringData", {})
        env.update({source.get("prefix", "") + key: value for key, value in data.items()})
    for var in container.get("env", []):
        env[var["name"]] = var.get("value", var.get("valueFrom"))
    return env


def _durable_locations(
    manifests: dict[tuple[str, str], dict[str, Any]], pod: dict[str, Any]
) -> tuple[dict[str, tuple[str, str, str]], list[str]]:
    """Where each durable folder of a crawl pod lives, as (claim, subPath, path inside the volume), and what
    is wrong with it: unset, on the image's filesystem, read-only, on an emptyDir, or on a volume that is not
    a shipped ReadWriteMany PersistentVolumeClaim, or a per-pod subPathExpr (no pod could adopt another's)."""
    (container,) = pod["spec"]["containers"]
    env = _container_env(manifests, container)
    volumes = {v["name"]: v for v in pod["spec"].get("volumes", [])}
    locations: dict[str, tuple[str, str, str]] = {}
    problems: list[str] = []
    for var in DURABLE_DIRS:
        if not isinstance(env.get(var), str) or not env[var]:
            problems.append(f"{var} is not set in the pod (the image's default is on its read-only filesystem)")
            continue
        path = PurePosixPath(container.get("workingDir", "/")) / env[var]
        mounts = [m for m in container.get("volumeMounts", []) if path.is_relative_to(m["mountPath"])]
        if not mounts:
            problems.append(f"{var}={path} is on the container's own filesystem")
            continue
        mount = max(mounts, key=lambda m: len(PurePosixPath(m["mountPath"]).parts))  # the innermost mount
        volume = volumes[mount["name"]]
        where = f"{var}={path} (volume {mount['name']!r})"
        if mount.get("readOnly"):
            problems.append(f"{where} is mounted read-only")
        if "subPathExpr" in mount:
            problems.append(f"{where} is mounted with subPathExpr: one folder per pod, nothing to adopt")
        if "emptyDir" in volume:
            problems.append(f"{where} is an emptyDir: gone with the pod")
            continue
        if "persistentVolumeClaim" not in volume:
            problems.append(f"{where} is not a PersistentVolumeClaim: {sorted(set(volume) - {'name'})}")
            continue
        claim_name = volume["persistentVolumeClaim"]["claimName"]
        claim = manifests.get(("PersistentVolumeClaim", claim_name))
        if claim is None:
            problems.append(f"{where}: the claim {claim_name!r} is not in deploy/k8s")
            continue
        if "ReadWriteMany" not in claim["spec"].get("accessModes", []):
            problems.append(f"{where}: the claim {claim_name!r} is not ReadWriteMany: {claim['spec']['accessModes']}")
        inside = str(path.relative_to(mount["mountPath"]))
        locations[var] = (claim_name, mount.get("subPath", ""), inside)
    return locations, problems


def _crawl_pods(manifests: dict[tuple[str, str], dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {n: p for n, p in _pods(manifests).items() if "crawl" in p["spec"]["containers"][0].get("command", [])}


def test_every_crawl_pod_keeps_its_spool_and_journal_on_the_shared_readwritemany_claim() -> None:
    """Acked pages (fsynced WARC segments) and journaled items wait in S3_SPOOL_DIR / MONGODB_JOURNAL_DIR:
    on a volume that outlives the pod and that every crawl pod mounts, so a live pod adopts a dead pod's
    files; each pod's own files are named by its WORKER_ID, the pod name (unique among live pods)."""
    manifests = _manifests()
    pods = _crawl_pods(manifests)
    assert set(pods) == {"news-crawler-worker", "news-crawler-render"}
    shared = set()
    for name, pod in pods.items():
        locations, problems = _durable_locations(manifests, pod)
        assert problems == [], f"{name}: {problems}"
        shared.add(tuple(sorted(locations.items())))
        (container,) = pod["spec"]["containers"]
        env = _container_env(manifests, container)
        assert env["WORKER_ID"] == {"fieldRef": {"fieldPath": "metadata.name"}}, name
        # Pod names (DNS names) are file names as they are: distinct live pods, distinct files and folders.
        assert safe_name(f"{name}-7d9c5b6f4-x2x9q") == f"{name}-7d9c5b6f4-x2x9q"
        # Scratch space stays an emptyDir (nothing acked lives there).
        tmp = next(m for m in container["volumeMounts"] if m["mountPath"] == "/tmp")
        assert "emptyDir" in next(v for v in pod["spec"]["volumes"] if v["name"] == tmp["name"]), name
    assert len(shared) == 1, f"crawl pods keep their spools/journals in different places: {shared}"
    ((_, (claim_name, _, _)), *_) = next(iter(shared))
    assert manifests[("PersistentVolumeClaim", claim_name)]["spec"]["storageClassName"]
    # The check catches each way of getting it wrong.
    worker = pods["news-crawler-worker"]
    spool_volume = next(v["name"] for v in worker["spec"]["volumes"] if "persistentVolumeClaim" in v)

    def problems_of(change: Any) -> list[str]:
        changed_manifests, changed_pod = copy.deepcopy(manifests), copy.deepcopy(worker)
        change(changed_manifests, changed_pod)
        return _durable_locations(changed_manifests, changed_pod)[1]

    def to_empty_dir(_: Any, pod: dict[str, Any]) -> None:
        volume = next(v for v in pod["spec"]["volumes"] if v["name"] == spool_volume)
        volume.pop("persistentVolumeClaim")
        volume["emptyDir"] = {}

    def to_read_write_once(changed: dict[tuple[str, str], dict[str, Any]], _: Any) -> None:
        changed[("PersistentVolumeClaim", claim_name)]["spec"]["accessModes"] = ["ReadWriteOnce"]

    def spool_to_tmp(_: Any, pod: dict[str, Any]) -> None:  # `env` wins over the ConfigMap
        pod["spec"]["containers"][0]["env"].append({"name": "S3_SPOOL_DIR", "value": "/tmp/s3-spool"})

    def journal_in_image(changed: dict[tuple[str, str], dict[str, Any]], _: Any) -> None:
        changed[("ConfigMap", "news-crawler-config")]["data"]["MONGODB_JOURNAL_DIR"] = "var/journal"

    def per_pod_sub_path(_: Any, pod: dict[str, Any]) -> None:
        mount = next(m for m in pod["spec"]["containers"][0]["volumeMounts"] if m["name"] == spool_volume)
        mount["subPathExpr"] = "$(WORKER_ID)"

    for change, wanted in [
        (to_empty_dir, "emptyDir"),
        (to_read_write_once, "not ReadWriteMany"),
        (spool_to_tmp, "S3_SPOOL_DIR=/tmp/s3-spool (volume 'tmp') is an emptyDir"),
        (journal_in_image, "container's own filesystem"),
        (per_pod_sub_path, "subPathExpr"),
    ]:
        found = problems_of(change)
        assert any(wanted in p for p in found), (change.__name__, found)


def _selects(selector: dict[str, Any], labels: dict[str, str]) -> bool:
    if not selector.get("matchLabels", {}).items() <= labels.items():
        return False
    for expr in selector.get("matchExpressions", []):
        value = labels.get(expr["key"])
        if expr["operator"] == "In" and value not in expr["values"]:
            return False
        if expr["operator"] == "NotIn" and value in expr["values"]:
            return False
    return True


def _egress_allows(policy: dict[str, Any], address: str, port: int) -> bool:
    """Whether an ipBlock rule of the policy lets the pods reach address:port (pod/namespace selectors aside)."""
    ip = ipaddress.ip_address(address)
    for rule in policy["spec"]["egress"]:
        ports = rule.get("ports")
        if ports and not any(p.get("port") == port for p in ports):
            continue
        for peer in rule.get("to", []):
            block = peer.get("ipBlock")
            if block is None or ip.version != ipaddress.ip_network(block["cidr"]).version:
                continue
            if ip in ipaddress.ip_network(block["cidr"]) and not any(
                ip in ipaddress.ip_network(cidr) for cidr in block.get("except", [])
            ):
                return True
    return False


def test_networkpolicy_denies_metadata_and_private_ranges_and_allows_the_stores() -> None:
    manifests = _manifests()
    policy = manifests[("NetworkPolicy", "news-crawler")]
    spec = policy["spec"]
    assert set(spec["policyTypes"]) == {"Ingress", "Egress"}
    for pod in _pods(manifests).values():
        assert _selects(spec["podSelector"], pod["metadata"]["labels"])
    for address in (
        "169.254.169.254", "fd00:ec2::254", "10.0.0.5", "172.16.3.4", "192.168.1.1", "100.100.100.200",
        "127.0.0.1", "::1", "fe80::1", "0.0.0.0", "::ffff:10.0.0.1",
    ):  # fmt: skip
        for port in (80, 443, 6379):
            assert not _egress_allows(policy, address, port), f"{address}:{port} is reachable"
    for address in ("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"):
        assert _egress_allows(policy, address, 443) and _egress_allows(policy, address, 8080)
    # DNS to the cluster resolver and the stores' ports by selector; nothing else by selector.
    by_selector = [r for r in spec["egress"] if any("ipBlock" not in p for p in r["to"])]
    ports = {(p["protocol"], p["port"]) for r in by_selector for p in r["ports"]}
    assert {("UDP", 53), ("TCP", 53), ("TCP", 6379), ("TCP", 27017), ("TCP", 9000)} <= ports
    assert all("ports" in r for r in by_selector)
    # Ingress: the metrics ports only.
    (ingress,) = spec["ingress"]
    assert {p["port"] for p in ingress["ports"]} == {9410, 9411}


def test_dockerfiles_copy_only_what_exists() -> None:
    for dockerfile in sorted((DEPLOY / "docker").glob("Dockerfile*")):
        text = re.sub(r"\\\n", " ", dockerfile.read_text())  # join continued lines
        instructions = [line.split(None, 1) for line in text.splitlines() if line.strip() and not line.startswith("#")]
        assert instructions[0][0] == "FROM" or any(i[0] == "FROM" for i in instructions), dockerfile
        assert any(i[0] == "CMD" for i in instructions), f"{dockerfile.name} has no CMD"
        for instruction, args in instructions:
            if instruction == "COPY":
                *sources, _target = [a for a in args.split() if not a.startswith("--")]
                for source in sources:
                    assert (REPO / source).exists(), f"{dockerfile.name}: COPY {source} does not exist"
        for extra in re.findall(r"\.\[(\w+)\]", text):
            assert f"\n{extra} = [" in (REPO / "pyproject.toml").read_text(), f"{dockerfile.name}: no extra {extra}"


def test_stopping_scrapyd_drains_its_running_job(deployment: Deployment, redis_server: RedisService) -> None:
    """SIGTERM to scrapyd (what `docker compose stop` and systemd send) reaches the job through the draining
    launcher: the job shuts down gracefully (reason `shutdown`, its claims handed back) before scrapyd exits.
    Runs last in this module: it stops the node."""
    node = deployment.node
    client = redis_server.client()
    client.flushall()
    site = DemoSiteService(node.data_dir.parent / "drain-site", extra={"articles": 200, "js_articles": 0})
    site.start()
    try:
        job_id = f"drain-{uuid.uuid4().hex[:6]}"
        deployment.api(
            "schedule.json", method="POST", project=PROJECT, spider="news", jobid=job_id, _version=deployment.version,
            setting=["WORKER_ID=scrapyd-drain", "POLITENESS_DELAY=0.5", "CRAWL_IDLE_TIMEOUT=0"],
        )  # fmt: skip
        log_path = node.logs_dir / PROJECT / "news" / f"{job_id}.log"
        wait_until(lambda: "Spider opened" in log_path.read_text(), 60, "the job to open")
        client.lpush("news:start_urls", site.truth()["sites"][0]["home"])
        crawled = re.compile(r"Crawled [1-9]\d* pages \(at \d+ pages/min\) on this worker")  # the progress line
        wait_until(lambda: crawled.search(log_path.read_text()) is not None, 60, "the job to crawl")
        (running,) = deployment.api("listjobs.json", project=PROJECT)["running"]
        job_pid = int(running["pid"])
        os.kill(node.pid, signal.SIGTERM)  # scrapyd only, not its process group
        wait_until(lambda: not pid_alive(job_pid), 60, "the job to exit")
        wait_until(lambda: not pid_alive(node.pid), 30, "scrapyd to exit after its job")
        log = log_path.read_text()
        assert "Received SIGTERM, shutting down gracefully" in log, log[-2000:]
        assert "'finish_reason': 'shutdown'" in log, log[-2000:]
        payload = json.loads((deployment.stats_dir / "scrapyd-drain.json").read_text())
        assert payload["reason"] == "shutdown"
        assert client.zcard(FrontierKeys("news", "news:start_urls").leases) == 0  # its claims went back
        scrapyd_log = node.log_path.read_text()
        assert "All jobs drained" in scrapyd_log and "Unhandled" not in scrapyd_log and "Traceback" not in scrapyd_log
    finally:
        site.stop()
        client.close()
