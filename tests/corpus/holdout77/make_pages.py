"""Write pages/, labels.json, sites.json and linkmap.json of the seventy-seventh held-out set (five whole sites:
ethnic and community media in the United States).

Run from anywhere: `python tests/corpus/holdout77/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from huasheng import Huasheng  # noqa: E402
from noticias44 import Noticias44  # noqa: E402
from saebit import Saebit  # noqa: E402
from sitebuild import write_set  # noqa: E402
from songmoi import SongMoi  # noqa: E402
from vwalakay import VwaLakay  # noqa: E402

SITES = [Noticias44, Huasheng, Saebit, SongMoi, VwaLakay]

if __name__ == "__main__":
    write_set(HERE, SITES)
