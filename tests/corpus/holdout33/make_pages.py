"""Write pages/, labels.json, sites.json and linkmap.json of the thirty-third held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout33/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from nadodrze import Nadodrze  # noqa: E402
from pusula import Pusula  # noqa: E402
from sitebuild import write_set  # noqa: E402
from songhong import SongHong  # noqa: E402
from verhnevolzhe import Verhnevolzhe  # noqa: E402
from wartakini import WartaKini  # noqa: E402

SITES = [Nadodrze, Verhnevolzhe, Pusula, SongHong, WartaKini]

if __name__ == "__main__":
    write_set(HERE, SITES)
