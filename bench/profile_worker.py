"""Where a benchmark worker's CPU goes, thread by thread: `python -m bench.profile_worker VARIANT [options]`.

Runs one worker of `bench/bench_frontier.py` (VARIANT: plain, scrapy-redis or frontier) on the same nginx
site and reads the CPU time of each of its threads from /proc every 0.25 s. It prints, for the crawl window
only (first to last fetch in nginx's log, so start-up and the idle exit are left out): the CPU per page of
the whole process and of its main (reactor) thread, how busy the main thread was, how idle the machine was,
the fetches of the first 3 s per 100 ms (a slow start shows there), and per page the calls and CPU of each
Redis lane function from the worker's final stats (`redisio/*`, whole run). `--py-spy OUT` also records the
worker with py-spy (`pip install py-spy`; not a project dependency), all threads, raw collapsed stacks
(`--py-spy-idle`: waiting threads too, `--py-spy-gil`: only the thread holding the GIL). `--probe` adds
bench/scheduler_probe.py to the worker: how full its downloader was and how long claims took to answer.

Linux only (/proc). The figures per page are the worker's own CPU, so they hold on a machine others load;
pages/s and the busy share do not.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.bench_frontier import COMMON, VARIANTS, worker_env
from crawler.devstack.services import REPO, RedisService
from crawler.devstack.staticsite import StaticSiteService

TICK = os.sysconf("SC_CLK_TCK")


def thread_cpu(pid: int) -> dict[int, float]:
    """CPU seconds (user + system) of each thread of `pid` so far."""
    out: dict[int, float] = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
        except (FileNotFoundError, ProcessLookupError):
            continue  # the thread ended between listing and reading
        out[int(tid)] = (int(fields[11]) + int(fields[12])) / TICK
    return out


def thread_switches(pid: int) -> dict[int, tuple[int, int]]:
    """(voluntary, involuntary) context switches of each thread of `pid` so far. A thread that waits for the
    GIL (or a socket, a lock) switches voluntarily: the lane threads' count per page is how often their calls
    gave the GIL up and had to take it back, and the reactor's how often it was made to wait for it."""
    out: dict[int, tuple[int, int]] = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/status") as fh:
                fields = dict(line.split(":", 1) for line in fh if "ctxt_switches" in line)
        except (FileNotFoundError, ProcessLookupError):
            continue
        out[int(tid)] = (int(fields["voluntary_ctxt_switches"]), int(fields["nonvoluntary_ctxt_switches"]))
    return out


def machine_idle() -> tuple[float, float]:
    """(idle, total) CPU seconds of the whole machine so far."""
    with open("/proc/stat") as fh:
        values = [int(v) for v in fh.readline().split()[1:]]
    return values[3] / TICK, sum(values) / TICK


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("variant", choices=sorted(VARIANTS))
    parser.add_argument("--mode", choices=("follow", "start-urls"), default="follow")
    parser.add_argument("--pages", type=int, default=10_000)
    parser.add_argument("--py-spy", default="", metavar="OUT", help="also record with py-spy into OUT")
    parser.add_argument("--py-spy-idle", action="store_true", help="py-spy: record waiting threads too")
    parser.add_argument("--py-spy-gil", action="store_true", help="py-spy: only the thread holding the GIL")
    parser.add_argument("-s", action="append", default=[], metavar="NAME=VALUE", help="extra worker setting")
    parser.add_argument(
        "--probe", action="store_true", help="add bench/scheduler_probe.py: downloader occupancy, claim round trips"
    )
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="profile-worker-"))
    site = StaticSiteService(work / "site", extra={"pages": args.pages})
    redis = RedisService(work / "redis")
    site.start()
    redis.start()
    try:
        return profile(args, work, site, redis)
    finally:
        redis.stop()
        site.stop()
        shutil.rmtree(work, ignore_errors=True)


def profile(args: Any, work: Path, site: StaticSiteService, redis: RedisService) -> int:
    variant = VARIANTS[args.variant]
    urls = [site.origin + p for p in site.paths]
    seeds = urls if args.mode == "start-urls" else [site.origin + "/"]
    start_file = work / "start-urls.txt"
    start_file.write_text("\n".join(seeds))
    if args.variant != "plain":
        client = redis.client()
        for i in range(0, len(seeds), 1000):
            client.lpush(f"{variant['spider']}:start_urls", *seeds[i : i + 1000])
    argv = [sys.executable, "-m", "scrapy", "crawl", variant["spider"]]
    for key, value in {**COMMON, **variant["settings"]}.items():
        argv += ["-s", f"{key}={value}"]
    stats_file = work / "stats.json"
    argv += ["-s", f"STATS_FILE={stats_file}"]
    for item in args.s:
        argv += ["-s", item]
    if args.probe:
        # Beside the project's own extensions: a command-line EXTENSIONS replaces the project's dict.
        from crawler.settings import EXTENSIONS

        argv += ["-s", "EXTENSIONS=" + json.dumps({**EXTENSIONS, "bench.scheduler_probe.SchedulerProbe": 0})]
    env = worker_env(redis.url, {"BENCH_START_FILE": str(start_file)})
    spy = None
    proc = subprocess.Popen(argv, cwd=REPO, env=env, stdin=subprocess.DEVNULL)
    if args.py_spy:
        exe = shutil.which("py-spy", path=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}")
        spy_argv = [exe or "py-spy", "record", "--threads", "--nonblocking", "--format", "raw", "-r", "200"]
        spy_argv += ["--idle"] * args.py_spy_idle + ["--gil"] * args.py_spy_gil
        spy = subprocess.Popen([*spy_argv, "-o", args.py_spy, "--pid", str(proc.pid)], stdout=subprocess.DEVNULL)
    samples: list[tuple[float, float, float, float, float]] = []  # time, main, process, machine idle, total
    per_thread: dict[int, float] = {}
    switches: list[tuple[float, dict[int, tuple[int, int]]]] = []  # time, per thread
    while proc.poll() is None:
        try:
            per_thread.update(thread_cpu(proc.pid))
            switches.append((time.time(), thread_switches(proc.pid)))
        except FileNotFoundError:
            break  # the worker exited between the poll and the read
        idle, total = machine_idle()
        samples.append((time.time(), per_thread.get(proc.pid, 0.0), sum(per_thread.values()), idle, total))
        time.sleep(0.25)
    proc.wait()
    if spy is not None:
        spy.wait(timeout=60)
    fetches = sorted(r["t"] for r in site.requests() if r["status"] == 200)
    if proc.returncode != 0 or not fetches:
        print(f"worker exit code {proc.returncode}, {len(fetches)} pages fetched")
        return 1

    def at(t: float) -> tuple[float, float, float, float, float]:
        return min(samples, key=lambda sample: abs(sample[0] - t))

    first, last = at(fetches[0]), at(fetches[-1])
    span, pages = last[0] - first[0], len(fetches)
    main_cpu, process_cpu = last[1] - first[1], last[2] - first[2]
    print(f"{args.variant} {args.mode}: {pages} pages, {pages / (fetches[-1] - fetches[0]):.1f} pages/s")
    print(
        f"crawl window {span:.1f} s: process {process_cpu / pages * 1e6:.0f} us CPU/page, main thread "
        f"{main_cpu / pages * 1e6:.0f} us/page, other threads {(process_cpu - main_cpu) / pages * 1e6:.0f} us/page; "
        f"main thread busy {main_cpu / span:.0%}, machine idle {(last[3] - first[3]) / (last[4] - first[4]):.0%}"
    )
    print_switches(switches, proc.pid, fetches[0], fetches[-1], pages)
    print(f"outside the window: {first[2]:.2f} s CPU before the first fetch, {samples[-1][2] - last[2]:.2f} s after")
    per_100ms = collections.Counter(int((t - fetches[0]) * 10) for t in fetches)
    print("fetches in the first 3 s, per 100 ms:", [per_100ms[i] for i in range(30)])
    print_lanes(stats_file, pages)
    return 0


def print_switches(
    switches: list[tuple[float, dict[int, tuple[int, int]]]], pid: int, start: float, end: float, pages: int
) -> None:
    """Context switches per page in the crawl window: the main (reactor) thread's and the other threads'."""
    if not switches:
        return
    first = min(switches, key=lambda s: abs(s[0] - start))[1]
    last = min(switches, key=lambda s: abs(s[0] - end))[1]
    main = [last.get(pid, (0, 0))[i] - first.get(pid, (0, 0))[i] for i in (0, 1)]
    others = [sum(v[i] - first.get(tid, (0, 0))[i] for tid, v in last.items() if tid != pid) for i in (0, 1)]
    print(
        f"context switches per page, crawl window (voluntary / involuntary): main thread {main[0] / pages:.2f} / "
        f"{main[1] / pages:.2f}, other threads {others[0] / pages:.2f} / {others[1] / pages:.2f}"
    )


def print_lanes(stats_file: Path, pages: int) -> None:
    """Calls and CPU per page of each Redis lane function (crawler/redisio.py), from the worker's final stats."""
    if not stats_file.exists():
        return
    stats = json.loads(stats_file.read_text())["stats"]
    lanes = sorted(
        ((key[: -len("/cpu_seconds")], value) for key, value in stats.items() if key.startswith("redisio/")
         and key.endswith("/cpu_seconds")), key=lambda kv: -kv[1],
    )  # fmt: skip
    total = sum(cpu for _, cpu in lanes)
    calls_total = sum(stats.get(prefix + "/calls", 0) for prefix, _ in lanes)
    print(f"Redis lanes, whole run: {calls_total / pages:.3f} calls/page, {total / pages * 1e6:.0f} us CPU/page")
    for prefix, cpu in lanes:
        calls = stats.get(prefix + "/calls", 0)
        print(f"  {prefix[len('redisio/'):]:40s} {calls / pages:6.3f} calls/page {cpu / pages * 1e6:6.1f} us/page "
              f"({cpu / max(1, calls) * 1e6:5.0f} us/call)")  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
