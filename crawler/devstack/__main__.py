"""`python -m crawler.devstack up|down|status|env`: the embedded local stack on 127.0.0.1.

`up` starts Redis (with RedisBloom), the MongoDB stand-in, SeaweedFS S3 and the demo news site on free
loopback ports with all data under one folder (default `var/stack`, or `DEVSTACK_DIR`), and writes the
settings workers need to `<dir>/env.sh` (`. var/stack/env.sh` before `scrapy crawl news`). `up --with-scrapyd`
also starts a scrapyd node (auth on, with logparser; its jobs use the stack) and ScrapydWeb watching it.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
from pathlib import Path
from typing import Any

from crawler.devstack.services import REPO, SERVICES, MissingComponent, Service

DEFAULT_DIR = Path(os.environ.get("DEVSTACK_DIR", REPO / "var" / "stack"))
ORDER = ("redis", "mongodb", "s3", "demo-site")
# Started on request (--with-scrapyd or --only): the demo and the tests of the crawler do not need them.
OPTIONAL = ("scrapyd", "scrapydweb")


def _state_path(base: Path) -> Path:
    return base / "stack.json"


def load(base: Path) -> dict[str, Service]:
    """The services recorded by a previous `up`, alive or not."""
    path = _state_path(base)
    if not path.exists():
        return {}
    raw: dict[str, Any] = json.loads(path.read_text())
    return {name: SERVICES[name].from_state(state) for name, state in raw["services"].items()}


def save(base: Path, services: dict[str, Service]) -> None:
    env: dict[str, str] = {}
    for service in services.values():
        env.update(service.env())
    state = {"services": {name: s.state() for name, s in services.items()}, "env": env}
    tmp = _state_path(base).with_suffix(".tmp")
    tmp.write_text(json.dumps(state, indent=2))
    tmp.replace(_state_path(base))
    lines = [f"export {key}={shlex.quote(value)}" for key, value in sorted(env.items())]
    (base / "env.sh").write_text("\n".join(lines) + "\n")


def stack_env(base: Path = DEFAULT_DIR) -> dict[str, str]:
    """Environment variables that point a worker at a running local stack."""
    path = _state_path(base)
    return dict(json.loads(path.read_text())["env"]) if path.exists() else {}


def up(base: Path, names: tuple[str, ...] = ORDER) -> dict[str, Service]:
    base.mkdir(parents=True, exist_ok=True)
    services = {n: s for n, s in load(base).items() if s.alive()}
    try:
        for name in names:
            if name in services:
                continue
            print(f"starting {name} ...", flush=True)
            service = SERVICES[name](base / name)
            service.link(services)
            services[name] = service.start()
            save(base, services)
    except (MissingComponent, RuntimeError, TimeoutError):
        save(base, services)
        raise
    save(base, services)
    return services


def down(base: Path) -> None:
    for name, service in reversed(list(load(base).items())):
        if service.alive():
            print(f"stopping {name} (pid {service.pid})", flush=True)
            service.stop()
        else:  # died earlier: its helpers (scrapyd's logparser) may still run
            service.stop_leftovers()
    _state_path(base).unlink(missing_ok=True)


def status(base: Path) -> int:
    services = load(base)
    if not services:
        print(f"no local stack in {base}")
        return 1
    healthy = True
    for name, service in services.items():
        ok = service.alive()
        try:
            ok = ok and service.ready()
        except Exception:
            ok = False
        healthy &= ok
        print(f"{name:10s} {'up' if ok else 'DOWN':5s} port={service.port} pid={service.pid}")
    return 0 if healthy else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m crawler.devstack", description=__doc__)
    parser.add_argument("command", choices=["up", "down", "status", "env"])
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR, help="data folder (default %(default)s)")
    parser.add_argument("--only", default=",".join(ORDER), help="comma-separated services to start")
    parser.add_argument("--with-scrapyd", action="store_true", help="also start a scrapyd node and ScrapydWeb")
    args = parser.parse_args(argv)
    base: Path = args.dir.resolve()
    if args.command == "up":
        try:
            wanted = args.only.split(",") + (list(OPTIONAL) if args.with_scrapyd else [])
            up(base, tuple(n for n in ORDER + OPTIONAL if n in wanted))
        except (MissingComponent, RuntimeError, TimeoutError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        status(base)
        print(f"\nsettings for workers: . {base / 'env.sh'}")
        return 0
    if args.command == "down":
        down(base)
        return 0
    if args.command == "status":
        return status(base)
    sys.stdout.write((base / "env.sh").read_text() if (base / "env.sh").exists() else "")
    return 0


if __name__ == "__main__":
    sys.exit(main())
