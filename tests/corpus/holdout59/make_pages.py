"""Write pages/, labels.json, sites.json and linkmap.json of the fifty-ninth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout59/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from agp import Agp  # noqa: E402
from atlantico import Atlantico  # noqa: E402
from courier import Courier  # noqa: E402
from cronica import Cronica  # noqa: E402
from logos import Logos  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Courier, Atlantico, Agp, Cronica, Logos]

if __name__ == "__main__":
    write_set(HERE, SITES)
