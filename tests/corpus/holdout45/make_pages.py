"""Write pages/, labels.json, sites.json and linkmap.json of the forty-fifth held-out set (five whole sites:
syndication, aggregation and republishing in English).

Run from anywhere: `python tests/corpus/holdout45/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from kawvalley import KawValley  # noqa: E402
from letterbox import Letterbox  # noqa: E402
from porchlight import Porchlight  # noqa: E402
from prwire import PRWire  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vista import Vista  # noqa: E402

SITES = [Vista, KawValley, PRWire, Letterbox, Porchlight]

if __name__ == "__main__":
    write_set(HERE, SITES)
