"""Write pages/, labels.json, sites.json and linkmap.json of the fifty-fifth held-out set (five whole sites: business,
markets and press-release wires in English, German, Japanese and Indian English).

Run from anywhere: `python tests/corpus/holdout55/make_pages.py`. Deterministic (random parts seeded by name).
The generator is `common.write_set`, the shared `../sitebuild.py` one extended with a charset per page (two
sites have one section in a legacy charset).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from common import write_set  # noqa: E402
from handelskurier import Handelskurier  # noqa: E402
from meridian import Meridian  # noqa: E402
from mudra import Mudra  # noqa: E402
from releaseline import ReleaseLine  # noqa: E402
from totokeizai import TotoKeizai  # noqa: E402

SITES = [ReleaseLine, Meridian, Handelskurier, TotoKeizai, Mudra]

if __name__ == "__main__":
    write_set(HERE, SITES)
