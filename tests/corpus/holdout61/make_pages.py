"""Write pages/, labels.json, sites.json and linkmap.json of the sixty-first held-out set (five whole sites: trade
press, tech and sponsored content in English, German, French, Japanese and Polish).

Run from anywhere: `python tests/corpus/holdout61/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from bitwerk import Bitwerk  # noqa: E402
from lapousse import LaPousse  # noqa: E402
from mediapuls import MediaPuls  # noqa: E402
from plantsys import PlantSystems  # noqa: E402
from sitebuild import write_set  # noqa: E402
from techfront import TechFront  # noqa: E402

SITES = [PlantSystems, Bitwerk, LaPousse, TechFront, MediaPuls]

if __name__ == "__main__":
    write_set(HERE, SITES)
