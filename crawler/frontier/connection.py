"""Redis connections from `REDIS_URL`: redis://, rediss:// (TLS, auth), a Sentinel-managed master, or Cluster.

Cluster: `redis+cluster://[:password@]host:port[,host:port...]/` (any reachable nodes; `rediss+cluster://`
for TLS). Every key of a spider carries the hash tag `{<spider>}`, so its scripts run on one shard.

Sentinel: `redis+sentinel://[:password@]host1:26379,host2:26379/<master name>[/<db>]`; the password is the
master's; `REDIS_SENTINEL_PASSWORD` (setting or environment) authenticates to the sentinels. Never log a
URL without `redact()`.
"""

from __future__ import annotations

import os
import re
from typing import Any
from urllib.parse import unquote, urlsplit

import redis
from redis.sentinel import Sentinel

from crawler.frontier.kerneltimeout import kernel_timeout_params

_CREDENTIALS = re.compile(r"(?<=://)[^@/]*@")


def answered(exc: BaseException) -> bool:
    """True for an error Redis answered with (a script error, a key of the wrong type, out of memory); False
    for an outage (the connection lost, no answer in time): which calls of a batch ran is then unknown."""
    return not isinstance(exc, redis.ConnectionError | redis.TimeoutError)


def redact(url: str) -> str:
    """The URL with any user:password part replaced, safe for logs."""
    return _CREDENTIALS.sub("***@", url)


def _sentinel_master(url: str, params: dict[str, Any], sentinel_password: str | None) -> redis.Redis:
    parts = urlsplit(url)
    netloc = parts.netloc.rsplit("@", 1)[-1]
    password = unquote(parts.password) if parts.password else None
    hosts = []
    for host_port in netloc.split(","):
        host, _, port = host_port.rpartition(":")
        hosts.append((host or host_port, int(port or 26379)))
    path = [p for p in parts.path.split("/") if p]
    if not path:
        raise ValueError("redis+sentinel:// URL needs the master name as its path, e.g. /mymaster/0")
    service, db = path[0], int(path[1]) if len(path) > 1 else 0
    sentinel_kwargs = {k: v for k, v in params.items() if k.startswith("socket_")}
    if sentinel_password:
        sentinel_kwargs["password"] = sentinel_password
    sentinel = Sentinel(hosts, sentinel_kwargs=sentinel_kwargs, **params)
    return sentinel.master_for(service, db=db, password=password, **params)


def _cluster(url: str, params: dict[str, Any]) -> Any:
    from redis.cluster import ClusterNode, RedisCluster

    scheme, rest = url.split("://", 1)
    netloc, _, tail = rest.partition("/")
    userinfo, _, hosts = netloc.rpartition("@")
    nodes = []
    for host_port in hosts.split(","):
        host, _, port = host_port.rpartition(":")
        nodes.append(ClusterNode(host or host_port, int(port or 6379)))
    first = f"{scheme.replace('+cluster', '')}://{userinfo + '@' if userinfo else ''}{hosts.split(',')[0]}/{tail}"
    kwargs = {k: v for k, v in params.items() if k not in ("health_check_interval",)}
    return RedisCluster.from_url(first, startup_nodes=nodes, **kwargs)


def redis_from_url(url: str, params: dict[str, Any] | None = None, sentinel_password: str | None = None) -> Any:
    """A client returning bytes (payloads are binary-safe), built from any supported URL form."""
    params = dict(params or {})
    params.pop("decode_responses", None)
    if url.startswith(("redis+cluster://", "rediss+cluster://")):
        return _cluster(url, params)
    if url.startswith("redis+sentinel://"):
        return _sentinel_master(url, params, sentinel_password or os.environ.get("REDIS_SENTINEL_PASSWORD"))
    # Plain TCP: sockets with the kernel's timeout, one system call (one GIL release) per send and receive.
    return redis.Redis.from_url(url, **kernel_timeout_params(url, params))


def redis_from_settings(settings: Any) -> Any:
    return redis_from_url(
        settings.get("REDIS_URL"),
        settings.getdict("REDIS_PARAMS"),
        settings.get("REDIS_SENTINEL_PASSWORD"),
    )
