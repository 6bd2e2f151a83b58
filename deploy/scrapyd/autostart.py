"""Schedule N `news` jobs on the local scrapyd once it answers (a container worker node that crawls at start).

    printf '%s:%s' "$USER" "$PASSWORD" | python autostart.py N [PORT]

The credentials come on stdin, never on the command line or in the environment. Standard library only.
"""

from __future__ import annotations

import base64
import json
import sys
import time
import urllib.parse
import urllib.request


def call(url: str, token: str, data: dict[str, str] | None = None) -> dict[str, object]:
    body = urllib.parse.urlencode(data).encode() if data is not None else None
    request = urllib.request.Request(url, data=body, headers={"Authorization": f"Basic {token}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return dict(json.load(response))


def main() -> int:
    jobs = int(sys.argv[1])
    base = f"http://127.0.0.1:{sys.argv[2] if len(sys.argv) > 2 else 6800}/"
    token = base64.b64encode(sys.stdin.read().strip().encode()).decode()
    deadline = time.monotonic() + 120
    while True:  # scrapyd takes a moment to listen
        try:
            if call(base + "daemonstatus.json", token).get("status") == "ok":
                break
        except OSError:
            pass
        if time.monotonic() > deadline:
            print("autostart: scrapyd did not answer in 120 s", file=sys.stderr)
            return 1
        time.sleep(1)
    for _ in range(jobs):
        result = call(base + "schedule.json", token, {"project": "crawler", "spider": "news"})
        print(f"autostart: scheduled news job {result.get('jobid')}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
