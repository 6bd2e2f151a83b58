"""Write pages/, labels.json, sites.json and linkmap.json of the sixty-fifth held-out set (five whole sites: the Middle
East and Turkey).

Run from anywhere: `python tests/corpus/holdout65/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from dengichiya import DengiChiya  # noqa: E402
from gulfchron import GulfChronicle  # noqa: E402
from gunebakan import Gunebakan  # noqa: E402
from hadaf import Hadaf  # noqa: E402
from sitebuild import write_set  # noqa: E402
from ufuq import Ufuq  # noqa: E402

SITES = [Ufuq, Hadaf, Gunebakan, GulfChronicle, DengiChiya]

if __name__ == "__main__":
    write_set(HERE, SITES)
