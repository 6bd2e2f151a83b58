"""Write pages/, labels.json, sites.json and linkmap.json of the eighty-second held-out set (five whole sites:
South-East Asia on its own publishing systems).

Run from anywhere: `python tests/corpus/holdout82/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from ngwetaung import NgweTaung  # noqa: E402
from ponleu import PonleuTonle  # noqa: E402
from saengchampa import SaengChampa  # noqa: E402
from semenanjung import SuaraSemenanjung  # noqa: E402
from sitebuild import write_set  # noqa: E402
from wartanusa import WartaNusa  # noqa: E402

SITES = [PonleuTonle, NgweTaung, SaengChampa, WartaNusa, SuaraSemenanjung]

if __name__ == "__main__":
    write_set(HERE, SITES)
