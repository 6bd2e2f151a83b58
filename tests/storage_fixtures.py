"""Fixtures for the storage tests: the MongoDB stand-in and SeaweedFS S3 on free loopback ports.

The servers live for the whole session (each takes a couple of seconds to start); every test gets its own
database name, S3 key prefix, journal and spool folders, so tests never see each other's data. Outage tests
stop and restart the shared servers on the same port and data folder, and always restart them.
"""

from __future__ import annotations

import gzip
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from crawler.devstack.services import DemoSiteService, MongoService, S3Service
from tests.conftest import HeldPorts


@pytest.fixture(scope="session")
def _storage_ports() -> Iterator[HeldPorts]:
    """The storage servers' ports, held for the session: outage tests restart them on the same ports."""
    held = HeldPorts()
    yield held
    held.close()


@pytest.fixture(scope="session")
def mongo_server(tmp_path_factory: pytest.TempPathFactory, _storage_ports: HeldPorts) -> Iterator[MongoService]:
    service = MongoService(tmp_path_factory.mktemp("mongodb"), port=_storage_ports.take())
    service.start()
    yield service
    service.stop()


@pytest.fixture(scope="session")
def s3_server(tmp_path_factory: pytest.TempPathFactory, _storage_ports: HeldPorts) -> Iterator[S3Service]:
    # Every port of SeaweedFS: a restart binds them all again.
    ports = [_storage_ports.take() for _ in range(12)]
    service = S3Service(tmp_path_factory.mktemp("s3"), port=ports[0], extra={"ports": ports[1:]})
    service.start()
    yield service
    service.stop()


@dataclass
class Storage:
    """One test's slice of the storage servers, and the worker settings that point at it."""

    mongo: MongoService
    s3: S3Service
    database: str
    prefix: str
    journal_dir: Path
    spool_dir: Path

    def env(self, **extra: str) -> dict[str, str]:
        env = {
            "STORAGE_PIPELINES": "mongodb,s3",
            **self.mongo.env(),
            **self.s3.env(),
            "MONGODB_DATABASE": self.database,
            "MONGODB_JOURNAL_DIR": str(self.journal_dir),
            "MONGODB_FLUSH_INTERVAL": "0.5",
            "MONGODB_REPLAY_INTERVAL": "1",
            "MONGODB_BATCH_SIZE": "20",
            "S3_KEY_PREFIX": self.prefix,
            "S3_SPOOL_DIR": str(self.spool_dir),
            "S3_UNSPOOL_INTERVAL": "1",
        }
        env.update(extra)
        return env

    def collection(self) -> Any:
        import pymongo

        client: Any = pymongo.MongoClient(self.mongo.uri, serverSelectionTimeoutMS=5000)
        return client[self.database]["articles"]

    def documents(self) -> list[dict[str, Any]]:
        collection = self.collection()
        try:
            return list(collection.find({}, {"text": 0}))
        finally:
            collection.database.client.close()

    def s3_client(self) -> Any:
        return self.s3.client()

    def object_keys(self) -> set[str]:
        """Every object key under this test's prefix."""
        client = self.s3_client()
        keys: set[str] = set()
        for page in client.get_paginator("list_objects_v2").paginate(Bucket=self.s3.bucket, Prefix=self.prefix):
            keys |= {obj["Key"] for obj in page.get("Contents", [])}
        return keys

    def raw_page(self, key: str) -> bytes:
        """The stored raw page, decompressed."""
        body = self.s3_client().get_object(Bucket=self.s3.bucket, Key=key)["Body"].read()
        return gzip.decompress(body)

    def journal_lines(self) -> int:
        return sum(len(p.read_bytes().splitlines()) for p in self.journal_dir.glob("*.jsonl") if p.is_file())


@pytest.fixture
def storage(tmp_path: Path, mongo_server: MongoService, s3_server: S3Service) -> Iterator[Storage]:
    tag = uuid.uuid4().hex[:10]
    yield Storage(mongo_server, s3_server, f"test_{tag}", f"test-{tag}/", tmp_path / "journal", tmp_path / "spool")
    # An outage test that failed half-way must not leave a server down for the next one.
    for service in (mongo_server, s3_server):
        if not service.alive():
            service.start()


@pytest.fixture
def storage_workers(inprocess_workers: Any, storage: Storage, monkeypatch: pytest.MonkeyPatch) -> Any:
    """`inprocess_workers` that store to this test's storage slice. boto3 reads its credentials from the
    process environment, not from settings: set here for the test (local-only SeaweedFS credentials)."""
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", storage.s3.access_key)
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", storage.s3.secret_key)
    return inprocess_workers


@pytest.fixture
def small_site(tmp_path: Path) -> Iterator[DemoSiteService]:
    """A small demo site (30 articles per origin, 2 of them JavaScript-only) with its own access log."""
    service = DemoSiteService(tmp_path / "site", extra={"articles": 30, "js_articles": 2})
    service.start()
    yield service
    service.stop()
