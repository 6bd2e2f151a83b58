"""Write pages/, labels.json, sites.json and linkmap.json of the twenty-eighth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout28/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from ilpampa import Pampa  # noqa: E402
from lagoon import Lagoon  # noqa: E402
from mondego import Mondego  # noqa: E402
from podillia import Podillia  # noqa: E402
from semenanjung import Semenanjung  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Pampa, Mondego, Podillia, Semenanjung, Lagoon]

if __name__ == "__main__":
    write_set(HERE, SITES)
