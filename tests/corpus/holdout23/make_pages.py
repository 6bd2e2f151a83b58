"""Write pages/, labels.json, sites.json and linkmap.json of the twenty-third held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout23/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from centinela import Centinela  # noqa: E402
from garda import Garda  # noqa: E402
from korfez import Korfez  # noqa: E402
from noticiaum import NoticiaUm  # noqa: E402
from priangan import Priangan  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Centinela, NoticiaUm, Garda, Priangan, Korfez]

if __name__ == "__main__":
    write_set(HERE, SITES)
