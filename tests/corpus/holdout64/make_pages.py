"""Write pages/, labels.json, sites.json and linkmap.json of the sixty-fourth held-out set (five news agencies' own
sites: an international wire, a Spanish, an Italian, a Turkish and a Chinese agency).

Run from anywhere: `python tests/corpus/holdout64/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from astir import Astir  # noqa: E402
from changhe import Changhe  # noqa: E402
from ibera import Ibera  # noqa: E402
from orbis import Orbis  # noqa: E402
from sitebuild import write_set  # noqa: E402
from yildiz import Yildiz  # noqa: E402

SITES = [Orbis, Ibera, Astir, Yildiz, Changhe]

if __name__ == "__main__":
    write_set(HERE, SITES)
