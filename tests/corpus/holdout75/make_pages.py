"""Write pages/, labels.json, sites.json and linkmap.json of the seventy-fifth held-out set (five whole sites: broken
and odd HTML on English, French and Portuguese news sites).

Run from anywhere: `python tests/corpus/holdout75/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from courrier import Courrier  # noqa: E402
from echo import Echo  # noqa: E402
from folha import Folha  # noqa: E402
from sentinel import Sentinel  # noqa: E402
from sitebuild import write_set  # noqa: E402
from wessex import Wessex  # noqa: E402

SITES = [Echo, Folha, Sentinel, Wessex, Courrier]

if __name__ == "__main__":
    write_set(HERE, SITES)
