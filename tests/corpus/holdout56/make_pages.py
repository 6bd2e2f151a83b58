"""Write pages/, labels.json, sites.json and linkmap.json of the fifty-sixth held-out set (five whole sites:
entertainment, lifestyle and local service pages in US/UK/Australian English, Mexican Spanish and Austrian German).

Run from anywhere: `python tests/corpus/holdout56/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from dailyblaze import DailyBlaze  # noqa: E402
from harbourdaily import HarbourDaily  # noqa: E402
from marquee import Marquee  # noqa: E402
from primerafila import PrimeraFila  # noqa: E402
from rundschau import Rundschau  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Marquee, DailyBlaze, HarbourDaily, PrimeraFila, Rundschau]

if __name__ == "__main__":
    write_set(HERE, SITES)
