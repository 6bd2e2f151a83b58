"""Write pages/, labels.json, sites.json and linkmap.json of the seventieth held-out set (five whole sites: opinion,
letters, obituaries and reviews in English, French, German, Polish and Brazilian Portuguese).

Run from anywhere: `python tests/corpus/holdout70/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from clarion import Clarion  # noqa: E402
from courrier import Courrier  # noqa: E402
from emscher import Emscher  # noqa: E402
from paulistano import Paulistano  # noqa: E402
from sitebuild import write_set  # noqa: E402
from wislany import Wislany  # noqa: E402

SITES = [Clarion, Courrier, Emscher, Wislany, Paulistano]

if __name__ == "__main__":
    write_set(HERE, SITES)
