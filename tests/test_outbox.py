"""The outbox both storage sinks share: owner lock, adoption of dead workers' buffers, retry pacing.

Local disk only (flock on real files; each `OwnerLock` opens its own file, so one process can play
several workers). The sinks' own tests (test_storage.py, test_warc_segments.py) cover them end to end.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

import pytest

from crawler.pipelines.outbox import Backoff, Outbox, until_stored


def test_a_second_live_process_with_the_same_worker_id_gets_its_own_buffer(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    first = Outbox(tmp_path, "w/1", suffix=".jsonl", what="journal")
    assert first.path == tmp_path / "w_1.jsonl"
    second = Outbox(tmp_path, "w/1", suffix=".jsonl", what="journal")
    assert second.path == tmp_path / f"w_1-{os.getpid()}.jsonl"
    assert "Another live process (worker w/1" in caplog.text
    second.close(remove_lock=True)
    first.close()
    assert not (tmp_path / f"w_1-{os.getpid()}.lock").exists() and (tmp_path / "w_1.lock").exists()


def test_only_buffers_whose_owner_died_are_adopted_and_given_back_once_empty(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    live = Outbox(tmp_path, "live", suffix=".jsonl")
    dead = Outbox(tmp_path, "dead", suffix=".jsonl")
    for box in (live, dead):
        box.path.write_text("{}\n")
    dead.close()  # what the kernel does when the process dies
    me = Outbox(tmp_path, "me", suffix=".jsonl")
    candidates = sorted(tmp_path.glob("*.jsonl"))
    assert me.adopt(candidates) == [dead.path]  # not the live one, not my own
    assert me.adopt(candidates) == [] and me.entries() == [me.path, dead.path]
    # While adopted, nobody else takes it, and a restart of the dead worker's id says who empties it.
    other = Outbox(tmp_path, "other", suffix=".jsonl")
    assert other.adopt(candidates) == []
    restarted = Outbox(tmp_path, "dead", suffix=".jsonl", what="journal", emptied="replayed")
    assert restarted.path.name == f"dead-{os.getpid()}.jsonl"
    assert "being replayed by worker me" in caplog.text
    me.give_back(dead.path)
    assert me.entries() == [me.path] and not (tmp_path / "dead.lock").exists()
    for box in (live, me, restarted, other):
        box.close()


def test_backoff_doubles_up_to_its_bound_and_gives_up_at_the_deadline() -> None:
    slept: list[float] = []
    assert not Backoff(time.monotonic() - 1, 1.0, slept.append).pause() and slept == []  # past: no wait
    backoff = Backoff.for_seconds(3600, 1.0, slept.append)
    for _ in range(6):
        assert backoff.pause()
    assert slept == [0.1, 0.2, 0.4, 0.8, 1.0, 1.0]
    # Close to the deadline the wait is what is left, not a whole step past it.
    short = Backoff.for_seconds(0.05, 1.0, slept.append)
    assert short.pause() and 0 < slept[-1] <= 0.05


def test_a_local_write_the_disk_refuses_is_retried_not_dropped(caplog: pytest.LogCaptureFixture) -> None:
    attempts: list[int] = []

    def write() -> str:
        attempts.append(1)
        if len(attempts) < 3:
            raise OSError(28, "No space left on device")
        return "stored"

    assert until_stored(write, "Cannot append to the journal j", 0.0, sleep=lambda _: None) == "stored"
    assert len(attempts) == 3 and caplog.text.count("Cannot append to the journal j") == 2
