"""Write pages/, labels.json, sites.json and linkmap.json of the seventy-first held-out set (five whole sites: Central
Asia and Mongolia).

Run from anywhere: `python tests/corpus/holdout71/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from alatoo import AlaToo  # noqa: E402
from dalajarshy import DalaJarshy  # noqa: E402
from navo import Navo  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tenger import Tenger  # noqa: E402
from yangikun import YangiKun  # noqa: E402

SITES = [DalaJarshy, YangiKun, AlaToo, Navo, Tenger]

if __name__ == "__main__":
    write_set(HERE, SITES)
