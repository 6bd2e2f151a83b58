"""Write pages/, labels.json, sites.json and linkmap.json of the sixty-eighth held-out set (five whole sites on
older publishing systems still online: Joomla 1.5, Movable Type 4, hand-written static HTML, a vBulletin portal,
Drupal 6).

Run from anywhere: `python tests/corpus/holdout68/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from dispatch import Dispatch  # noqa: E402
from harzecho import HarzEcho  # noqa: E402
from kawvalley import KawValley  # noqa: E402
from notec import Notec  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vozdolima import VozDoLima  # noqa: E402

SITES = [Notec, Dispatch, VozDoLima, HarzEcho, KawValley]

if __name__ == "__main__":
    write_set(HERE, SITES)
