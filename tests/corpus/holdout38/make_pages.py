"""Write pages/, labels.json, sites.json and linkmap.json of the thirty-eighth held-out set (five whole sites in South
Asian scripts and numerals).

Run from anywhere: `python tests/corpus/holdout38/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from barta import Barta  # noqa: E402
from himshikhar import Himshikhar  # noqa: E402
from lakhanda import Lakhanda  # noqa: E402
from minnal import Minnal  # noqa: E402
from prabhat import Prabhat  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Prabhat, Barta, Minnal, Himshikhar, Lakhanda]

if __name__ == "__main__":
    write_set(HERE, SITES)
