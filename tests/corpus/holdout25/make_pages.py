"""Write pages/, labels.json, sites.json and linkmap.json of the twenty-fifth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout25/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from khaowan import KhaoWan  # noqa: E402
from negah import Negah  # noqa: E402
from nodi import Nodi  # noqa: E402
from pwani import Pwani  # noqa: E402
from sitebuild import write_set  # noqa: E402
from songhan import SongHan  # noqa: E402

SITES = [SongHan, KhaoWan, Negah, Pwani, Nodi]

if __name__ == "__main__":
    write_set(HERE, SITES)
