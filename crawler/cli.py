"""Shared base of the operator commands (`scrapy frontier`, `scrapy control`): Redis, keys, output."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from scrapy.commands import ScrapyCommand
from scrapy.exceptions import UsageError

from crawler.frontier.connection import redis_from_settings
from crawler.frontier.keys import FrontierKeys


class FrontierCommand(ScrapyCommand):
    requires_project = True
    requires_crawler_process = False
    default_settings = {"LOG_ENABLED": False}

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument("--spider", default="news", help="spider whose frontier to use (default: news)")
        parser.add_argument("--json", action="store_true", help="machine-readable output")

    def connect(self, opts: argparse.Namespace) -> tuple[Any, FrontierKeys]:
        assert self.settings is not None
        start_key = self.settings.get("START_URLS_KEY") % {"name": opts.spider}
        shards = self.settings.getint("FRONTIER_SHARDS", 1)
        return redis_from_settings(self.settings), FrontierKeys(opts.spider, start_key, shards)

    @staticmethod
    def emit(opts: argparse.Namespace, data: Any, text: str) -> None:
        sys.stdout.write((json.dumps(data, indent=2, sort_keys=True) if opts.json else text) + "\n")


def usage(message: str) -> UsageError:
    return UsageError(message, print_help=False)
