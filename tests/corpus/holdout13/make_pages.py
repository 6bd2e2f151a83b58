"""Write pages/, labels.json, sites.json and linkmap.json of the thirteenth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout13/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from kivisilla import Kivisilla  # noqa: E402
from kokozek import Kokozek  # noqa: E402
from listy import Listy  # noqa: E402
from pna import Pna  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vestvik import Vestvik  # noqa: E402

SITES = [Vestvik, Kokozek, Kivisilla, Pna, Listy]

if __name__ == "__main__":
    write_set(HERE, SITES)
