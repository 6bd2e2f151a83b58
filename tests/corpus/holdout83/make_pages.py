"""Write pages/, labels.json, sites.json and linkmap.json of the eighty-third held-out set (five whole sites:
syndication and republishing in English, Spanish and German).

Run from anywhere: `python tests/corpus/holdout83/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from borderland import Borderland  # noqa: E402
from daybreak import Daybreak  # noqa: E402
from fruehlage import Fruehlage  # noqa: E402
from pressline import PressLine  # noqa: E402
from sitebuild import write_set  # noqa: E402
from titulares import Titulares  # noqa: E402

SITES = [Daybreak, Borderland, PressLine, Fruehlage, Titulares]

if __name__ == "__main__":
    write_set(HERE, SITES)
