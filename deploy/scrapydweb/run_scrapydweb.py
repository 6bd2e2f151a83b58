"""Start ScrapydWeb (from its own venv) with the passwords of its environment masked in all it prints.

ScrapydWeb 1.6 logs its login password and prints each scrapyd node's credentials at start-up; this wrapper
replaces every secret found in the environment with *** on stdout and stderr before ScrapydWeb is imported,
so its log handlers write through the mask. Arguments are passed on to `scrapydweb`.

    .venvs/scrapydweb/bin/python deploy/scrapydweb/run_scrapydweb.py --disable_monitor
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

SECRET_VARIABLES = ("SCRAPYDWEB_PASSWORD", "SCRAPYD_PASSWORD", "SCRAPYDWEB_DATABASE_URL")


class MaskedStream:
    """A text stream that writes through to `stream` with every secret replaced by ***."""

    def __init__(self, stream: TextIO, secrets: list[str]) -> None:
        self._stream = stream
        # Longest first, so a secret that contains another is masked whole.
        self._secrets = sorted({s for s in secrets if s}, key=len, reverse=True)

    def write(self, text: str) -> int:
        for secret in self._secrets:
            text = text.replace(secret, "***")
        return self._stream.write(text)

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def main() -> None:
    secrets = [os.environ.get(name, "") for name in SECRET_VARIABLES]
    sys.stdout = MaskedStream(sys.stdout, secrets)  # type: ignore[assignment]
    sys.stderr = MaskedStream(sys.stderr, secrets)  # type: ignore[assignment]
    from scrapydweb.run import main as scrapydweb_main

    sys.argv = ["scrapydweb", *sys.argv[1:]]
    scrapydweb_main()


if __name__ == "__main__":
    main()
