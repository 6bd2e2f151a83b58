"""Write pages/, labels.json, sites.json and linkmap.json of the eighty-eighth held-out set (five whole sites in
English, German and Spanish, seen through lite, text-only, printed, archived and alternate renderings).

Run from anywhere: `python tests/corpus/holdout88/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from ecoguaire import EcoGuaire  # noqa: E402
from heraldo import Heraldo  # noqa: E402
from lpr import LakeshoreText  # noqa: E402
from neckarecho import NeckarEcho  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tamar import TamarHerald  # noqa: E402

SITES = [LakeshoreText, NeckarEcho, Heraldo, EcoGuaire, TamarHerald]

if __name__ == "__main__":
    write_set(HERE, SITES)
