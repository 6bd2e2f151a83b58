"""Write pages/, labels.json, sites.json and linkmap.json of the fortieth held-out set (five whole sites of Central
and Eastern Europe: legacy encodings, Cyrillic, two scripts, family-name-first bylines).

Run from anywhere: `python tests/corpus/holdout40/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from hirmondo import Hirmondo  # noqa: E402
from hvylia import Hvylia  # noqa: E402
from izpravy import Izpravy  # noqa: E402
from sitebuild import write_set  # noqa: E402
from transilvan import Transilvan  # noqa: E402
from vecernje import Vecernje  # noqa: E402

SITES = [Izpravy, Hirmondo, Hvylia, Transilvan, Vecernje]

if __name__ == "__main__":
    write_set(HERE, SITES)
