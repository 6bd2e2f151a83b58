"""Write pages/, labels.json, sites.json and linkmap.json of the sixty-third held-out set (five whole sites:
regional and local dailies in German, French, British English, Spanish with a Catalan edition, and Dutch).

Run from anywhere: `python tests/corpus/holdout63/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from calder import Calder  # noqa: E402
from correocamp import CorreoCamp  # noqa: E402
from emscher import Emscher  # noqa: E402
from graafschapper import Graafschapper  # noqa: E402
from sitebuild import write_set  # noqa: E402
from voixtarn import VoixTarn  # noqa: E402

SITES = [Emscher, VoixTarn, Calder, CorreoCamp, Graafschapper]

if __name__ == "__main__":
    write_set(HERE, SITES)
