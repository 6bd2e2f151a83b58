"""`scrapy control pause|resume|stop [--worker ID]`: steer running workers through Redis."""

from __future__ import annotations

import argparse

from crawler.cli import FrontierCommand, usage
from crawler.extensions.control import COMMANDS, send_command


class Command(FrontierCommand):
    def syntax(self) -> str:
        return "pause|resume|stop [--worker ID]"

    def short_desc(self) -> str:
        return "Pause, resume or stop crawler workers (all, or one with --worker)"

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument("--worker", default=None, help="only this worker id")

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if len(args) != 1 or args[0] not in COMMANDS:
            raise usage(f"expected one of {', '.join(COMMANDS)}")
        server, keys = self.connect(opts)
        listeners = send_command(server, keys, args[0], opts.worker)
        target = f"worker {opts.worker}" if opts.worker else "all workers"
        self.emit(
            opts,
            {"command": args[0], "worker": opts.worker, "listeners": listeners},
            f"{args[0]} sent to {target} ({listeners} listening now; workers started later obey it too)",
        )
