"""Monitoring as an operator checks it: Debian's promtool on the shipped Prometheus config and alert rules
(`promtool check config`, `promtool check rules`, `promtool test rules` with tests/promtool/alerts_test.yml),
the Operator's PrometheusRule identical to the plain rule file, and the KEDA queries evaluated by promtool."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import yaml

from crawler.devstack.services import REPO

DEPLOY = REPO / "deploy"
PROMTOOL = shutil.which("promtool")


def promtool(*args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    # Not skipped when missing: scripts/setup.sh installs it (Debian's `prometheus` package), as CI does.
    assert PROMTOOL is not None, "promtool missing: run scripts/setup.sh (apt-get install prometheus)"
    return subprocess.run([PROMTOOL, *args], cwd=cwd, capture_output=True, text=True, timeout=60)


def k8s_documents(name: str) -> list[dict[str, Any]]:
    return [d for d in yaml.safe_load_all((DEPLOY / "k8s" / name).read_text()) if d]


def test_static_prometheus_configs_pass_promtool_check_config() -> None:
    # Debian's build has no Kubernetes discovery: the shipped static configs must not need it.
    for name in ("prometheus.yml", "prometheus-compose.yml"):
        result = promtool("check", "config", name, cwd=DEPLOY / "prometheus")
        assert result.returncode == 0, result.stdout + result.stderr
        assert "SUCCESS" in result.stdout and "alerts.yml" in result.stdout


def test_alert_rules_pass_their_promtool_unit_tests() -> None:
    result = promtool("test", "rules", "alerts_test.yml", cwd=REPO / "tests" / "promtool")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "SUCCESS" in result.stdout


def test_prometheusrule_carries_exactly_the_plain_rule_file(tmp_path: Path) -> None:
    (rule,) = [d for d in k8s_documents("monitoring.yaml") if d["kind"] == "PrometheusRule"]
    plain = yaml.safe_load((DEPLOY / "prometheus" / "alerts.yml").read_text())
    assert rule["spec"] == plain
    extracted = tmp_path / "rules.yml"
    extracted.write_text(yaml.safe_dump(rule["spec"]))
    result = promtool("check", "rules", str(extracted))
    assert result.returncode == 0, result.stdout + result.stderr


def _keda_queries() -> dict[str, str]:
    return {
        d["metadata"]["name"]: d["spec"]["triggers"][0]["metadata"]["query"]
        for d in k8s_documents("keda-scaledobject.yaml")
    }


def test_keda_queries_scale_on_claimable_work_and_to_zero_when_stopped(tmp_path: Path) -> None:
    """The scalers' PromQL, evaluated by promtool: light workers on claimable static work (plus one while start
    URLs wait), render workers on claimable render work, not on queue length; both 0 once the crawl is stopped
    (whatever is queued) and back once it is resumed."""
    queries = _keda_queries()
    assert set(queries) == {"news-crawler-worker", "news-crawler-render"}
    rules = {
        "groups": [
            {
                "name": "keda",
                "rules": [{"record": f"keda:{n.replace('-', '_')}", "expr": q} for n, q in queries.items()],
            }
        ]
    }
    (tmp_path / "keda.yml").write_text(yaml.safe_dump(rules))
    exporter = 'job="news-crawler-exporter",instance="e"'

    def at(minute: int, worker: float, render: float) -> list[dict[str, Any]]:
        return [
            {
                "expr": f"keda:news_crawler_{name}",
                "eval_time": f"{minute}m",
                "exp_samples": [{"labels": f"keda:news_crawler_{name}", "value": value}],
            }
            for name, value in (("worker", worker), ("render", render))
        ]

    tests = {
        "rule_files": ["keda.yml"],
        "evaluation_interval": "1m",
        "tests": [
            {
                "interval": "1m",
                "input_series": [
                    # minutes 0-4: 10,000 queued on two domains at 1/s (0.2 worker-equivalents), start URLs waiting;
                    # minutes 5-9: stopped; from minute 10: many domains ready, start URLs all expanded
                    {"series": f'crawler_frontier{{{exporter},part="queued_static"}}', "values": "10000x20"},
                    {"series": f'crawler_frontier{{{exporter},part="queued_render"}}', "values": "5000x20"},
                    {"series": f'crawler_frontier{{{exporter},part="start_urls"}}', "values": "100x9 0x10"},
                    {"series": f'crawler_claimable_workers{{{exporter},class="static"}}', "values": "0.2x9 7.5x10"},
                    {"series": f'crawler_claimable_workers{{{exporter},class="render"}}', "values": "0.5x9 3x10"},
                    {"series": f'crawler_control_state{{{exporter},state="stopped"}}', "values": "0x4 1x5 0x10"},
                    {"series": f'crawler_control_state{{{exporter},state="running"}}', "values": "1x4 0x5 1x10"},
                ],
                "promql_expr_test": [*at(2, 1.2, 0.5), *at(7, 0, 0), *at(12, 7.5, 3)],
            }
        ],
    }
    (tmp_path / "keda_test.yml").write_text(yaml.safe_dump(tests, sort_keys=False))
    result = promtool("test", "rules", "keda_test.yml", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr


def test_dashboard_queries_are_valid_promql(tmp_path: Path) -> None:
    """Every query of the Grafana dashboard parses (promtool checks them as recording rules)."""
    dashboard = json.loads((DEPLOY / "grafana" / "news-crawler-dashboard.json").read_text())
    exprs = [target["expr"] for panel in dashboard["panels"] for target in panel.get("targets", [])]
    assert len(exprs) >= 10
    rules = {
        "groups": [
            {"name": "dashboard", "rules": [{"record": f"dashboard:q{i}", "expr": e} for i, e in enumerate(exprs)]}
        ]
    }
    (tmp_path / "dashboard.yml").write_text(yaml.safe_dump(rules))
    result = promtool("check", "rules", str(tmp_path / "dashboard.yml"))
    assert result.returncode == 0, result.stdout + result.stderr
