"""Write pages/, labels.json, sites.json and linkmap.json of the forty-fourth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout44/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit (tests/corpus/sitekit.py)

from chenxi import Chenxi  # noqa: E402
from common import write_set  # noqa: E402
from hokuchu import Hokuchu  # noqa: E402
from nhipsong import NhipSong  # noqa: E402
from nuri import Nuri  # noqa: E402
from wartanusa import WartaNusa  # noqa: E402

SITES = [Chenxi, Hokuchu, Nuri, NhipSong, WartaNusa]

if __name__ == "__main__":
    write_set(HERE, SITES)
