"""Write pages/, labels.json, sites.json and linkmap.json of the forty-ninth held-out set (five whole sites:
magazines, reviews and service journalism in English, German and Dutch).

Run from anywhere: `python tests/corpus/holdout49/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from avondpost import Avondpost  # noqa: E402
from circuitry import Circuitry  # noqa: E402
from meridian import Meridian  # noqa: E402
from rundblick import Rundblick  # noqa: E402
from sitebuild import write_set  # noqa: E402
from stockpot import Stockpot  # noqa: E402

SITES = [Meridian, Circuitry, Stockpot, Rundblick, Avondpost]

if __name__ == "__main__":
    write_set(HERE, SITES)
