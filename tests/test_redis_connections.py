"""REDIS_URL forms a production cluster uses: TLS with a password (rediss://), Sentinel and Cluster."""

from __future__ import annotations

import datetime
import ipaddress
import random
import socket
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import redis
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from crawler.devstack.procs import port_open, spawn, stop_pid, wait_until
from crawler.devstack.services import LOOPBACK, RedisService, redis_server_bin
from crawler.devstack.staticsite import StaticSiteService
from crawler.frontier.connection import redact, redis_from_url
from crawler.frontier.dupefilter import bloom_info
from crawler.frontier.keys import FrontierKeys
from crawler.frontier.layout import ensure_layout
from crawler.frontier.queue import BloomParams, Entry, FrontierQueue
from tests.conftest import HeldPorts, Workers
from tests.politeness_site import TestSite

PASSWORD = "s3cret-Pa55word"


def make_certs(folder: Path) -> tuple[Path, Path, Path]:
    """A throwaway CA and a server certificate for 127.0.0.1."""
    now = datetime.datetime.now(datetime.UTC)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "test CA")])
    ca = (
        x509.CertificateBuilder().subject_name(ca_name).issuer_name(ca_name).public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(minutes=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(ca_key, hashes.SHA256())
    )  # fmt: skip
    key = ec.generate_private_key(ec.SECP256R1())
    cert = (
        x509.CertificateBuilder().subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, LOOPBACK)]))
        .issuer_name(ca_name).public_key(key.public_key()).serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=1)).not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address(LOOPBACK))]), critical=False)
        .sign(ca_key, hashes.SHA256())
    )  # fmt: skip
    folder.mkdir(parents=True, exist_ok=True)
    paths = folder / "ca.pem", folder / "server.pem", folder / "server.key"
    paths[0].write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    paths[1].write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    paths[2].write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    return paths


class TLSRedisService(RedisService):
    """Redis that only speaks TLS and requires a password."""

    def argv(self) -> list[str]:
        ca, cert, key = (self.data_dir / n for n in ("ca.pem", "server.pem", "server.key"))
        args = super().argv()
        at = args.index("--port")
        args[at : at + 2] = ["--port", "0", "--tls-port", str(self.port)]
        return [
            *args,
            "--tls-cert-file", str(cert), "--tls-key-file", str(key), "--tls-ca-cert-file", str(ca),
            "--tls-auth-clients", "no", "--requirepass", PASSWORD,
        ]  # fmt: skip

    @property
    def url(self) -> str:
        ca = self.data_dir / "ca.pem"
        return f"rediss://:{PASSWORD}@{LOOPBACK}:{self.port}/0?ssl_cert_reqs=required&ssl_ca_certs={ca}"

    def client(self) -> Any:
        return redis_from_url(self.url, {"socket_timeout": 5})


def test_redact_hides_credentials() -> None:
    assert redact(f"rediss://:{PASSWORD}@h:6380/0") == "rediss://***@h:6380/0"
    assert redact("redis+sentinel://user:pw@a:1,b:2/m") == "redis+sentinel://***@a:1,b:2/m"
    assert redact("redis://h:6379/0") == "redis://h:6379/0"


def test_tls_with_password_and_no_secret_in_logs(tmp_path: Path, static_site: Any) -> None:
    make_certs(tmp_path / "tls-redis")
    redis = TLSRedisService(tmp_path / "tls-redis")
    redis.start()
    try:
        site: StaticSiteService = static_site(30)
        redis.client().lpush("news:start_urls", site.origin + "/")
        pool = Workers(tmp_path, redis.url)
        [run] = pool.run(["tls"], DEPTH_LIMIT="0")
        assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
        assert len({r["path"] for r in site.requests()} - {"/robots.txt"}) == 30
        assert "rediss://***@" in run.log
        assert PASSWORD not in run.log
        assert PASSWORD not in Path(tmp_path / "stats-tls.json").read_text()
    finally:
        redis.stop()


def test_sentinel_url(tmp_path: Path, static_site: Any, held_ports: HeldPorts) -> None:
    master = RedisService(tmp_path / "master")
    master.start()
    port = held_ports.take()
    conf = tmp_path / "sentinel" / "sentinel.conf"
    conf.parent.mkdir()
    conf.write_text(
        f"port {port}\nbind {LOOPBACK}\ndir {conf.parent}\nsentinel monitor mymaster {LOOPBACK} {master.port} 1\n"
    )
    sentinel = spawn([str(redis_server_bin()), str(conf), "--sentinel"], conf.parent / "sentinel.log")
    try:
        wait_until(lambda: port_open(LOOPBACK, port), 20, "sentinel")
        site: StaticSiteService = static_site(30)
        url = f"redis+sentinel://{LOOPBACK}:{port}/mymaster/0"
        redis_from_url(url).lpush("news:start_urls", site.origin + "/")
        pool = Workers(tmp_path, url)
        [run] = pool.run(["sentinel"], DEPTH_LIMIT="0")
        assert run.returncode == 0 and run.reason == "finished", run.log[-2000:]
        assert len({r["path"] for r in site.requests()} - {"/robots.txt"}) == 30
        assert master.client().zcard("{news}:leases") == 0
    finally:
        stop_pid(sentinel.pid)
        master.stop()


class ClusterNodeService(RedisService):
    """One master of a Redis Cluster (with RedisBloom)."""

    def argv(self) -> list[str]:
        return [
            *super().argv(),
            "--cluster-enabled", "yes", "--cluster-config-file", str(self.data_dir / "nodes.conf"),
            "--cluster-node-timeout", "2000",
        ]  # fmt: skip


def cluster_port() -> int:
    """A free port whose cluster bus port (+10000, where redis-cli expects it) is free too."""

    def bindable(port: int) -> bool:
        with socket.socket() as sock:
            try:
                sock.bind((LOOPBACK, port))
            except OSError:
                return False
        return True

    rng = random.Random()
    for _ in range(200):
        port = rng.randrange(20000, 30000)  # below the ephemeral range, so clients rarely hold them
        if bindable(port) and bindable(port + 10000):
            return port
    raise RuntimeError("no free port pair for a cluster node")


@contextmanager
def redis_cluster(tmp_path: Path) -> Iterator[str]:
    """A real 3-node Redis Cluster on loopback; yields its `redis+cluster://` URL, stops the nodes after."""
    nodes = [ClusterNodeService(tmp_path / f"node{i}", port=cluster_port()) for i in range(3)]
    try:
        for node in nodes:
            node.start()
        addresses = [f"{LOOPBACK}:{node.port}" for node in nodes]
        cli = str(redis_server_bin()).replace("redis-server", "redis-cli")
        created = subprocess.run(
            [cli, "--cluster", "create", *addresses, "--cluster-replicas", "0", "--cluster-yes"],
            capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert created.returncode == 0, created.stdout + created.stderr
        wait_until(
            lambda: all("cluster_state:ok" in str(n.client().execute_command("CLUSTER INFO")).replace("': '", ":")
                        for n in nodes),
            30, "the cluster to be ready",
        )  # fmt: skip
        yield f"redis+cluster://{','.join(addresses)}/"
    finally:
        for node in nodes:
            node.stop()


def test_redis_cluster(tmp_path: Path, static_site: Any) -> None:
    with redis_cluster(tmp_path) as url:
        site: StaticSiteService = static_site(40)
        redis_from_url(url).lpush("{news}:start_urls", site.origin + "/")
        pool = Workers(tmp_path, url)
        [run] = pool.run(["clustered"], DEPTH_LIMIT="0", START_URLS_KEY="{news}:start_urls")
        assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
        assert len({r["path"] for r in site.requests()} - {"/robots.txt"}) == 40
        assert run.stats["frontier/acked"] >= 40


def _node_of(client: Any, key: str) -> int:
    return int(client.get_node_from_key(key).port)


def test_sharded_frontier_spreads_over_the_cluster_nodes(tmp_path: Path) -> None:
    """FRONTIER_SHARDS=16 on a 3-node cluster: no CROSSSLOT anywhere, the domains' state on every node, each
    page fetched exactly once; and a single-slot frontier moved into shards there loses nothing."""
    with redis_cluster(tmp_path) as url:
        client = redis_from_url(url)
        keys = FrontierKeys("news", "{news}:start_urls", 16)
        nodes = {int(a.rsplit(":", 1)[1]) for a in url.split("://", 1)[1].rstrip("/").split(",")}
        hosts: list[str] = []
        for last in range(40, 80):  # enough hosts that their shards cover every node (and a few more)
            host = f"127.0.0.{last}"
            hosts.append(host)
            covered = {_node_of(client, keys.politeness(h)) for h in hosts}
            if covered == nodes and len(hosts) >= 6:
                break
        sites = [TestSite(host, 12).start() for host in hosts]
        try:
            client.lpush(keys.start_urls, *[site.origin + "/" for site in sites])
            pool = Workers(tmp_path, url)
            [run] = pool.run(["sharded"], DEPTH_LIMIT="0", START_URLS_KEY=keys.start_urls, FRONTIER_SHARDS="16",
                             CRAWL_SCOPE="host")  # fmt: skip
            assert run.returncode == 0 and run.reason == "finished", run.log[-3000:]
            assert "CROSSSLOT" not in run.log
            for site in sites:
                fetched = [hit.path for hit in site.hits if hit.path != "/robots.txt"]
                assert sorted(fetched) == sorted(site.paths), site.host  # nothing missing, nothing twice
            assert run.stats["frontier/acked"] >= 12 * len(sites)
        finally:
            for site in sites:
                site.stop()
        per_node = {}
        for port in nodes:
            node = redis.Redis(host=LOOPBACK, port=port)
            per_node[port] = sum(1 for _ in node.scan_iter(match="{news:s*}:pol:*"))
            filled = [k for k in node.scan_iter(match="{news:s*}:bloom") if bloom_info(node, k)["items"]]
            assert filled, f"no seen fingerprints on node {port}"
        assert all(per_node.values()) and sum(per_node.values()) == len(hosts), per_node
        assert FrontierQueue(client, keys, BloomParams(0.001, 0, 0)).counts()["in_flight"] == 0

        # The move from the single-slot layout, on the cluster (another spider's frontier).
        old = FrontierQueue(client, FrontierKeys("moved", "{moved}:start_urls"), BloomParams(0.001, 1000, 2))
        domains = [f"d{i}.example" for i in range(30)]
        old.enqueue([Entry(old.keys.bloom(), f"fp{d}{n}", 0, f"{d}/{n}", d) for d in domains for n in range(2)])
        leased = old.claim(10, 60_000, "gone")
        moved = ensure_layout(client, FrontierKeys("moved", "{moved}:start_urls", 16), lambda host: host)
        assert moved is not None and moved.requests + moved.leased == 60 and moved.leased == len(leased)
        queue = FrontierQueue(client, FrontierKeys("moved", "{moved}:start_urls", 16), BloomParams(0.001, 1000, 2))
        claimed: list[Any] = []
        while got := queue.claim(25, 60_000, "w"):
            claimed += got
        assert sorted(c.payload.decode() for c in claimed) == sorted(f"{d}/{n}" for d in domains for n in range(2))
        assert queue.ack([c.member for c in claimed], "w") == (60, 0)
