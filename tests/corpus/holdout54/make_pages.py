"""Write pages/, labels.json, sites.json and linkmap.json of the fifty-fourth held-out set (five whole sites: sports
desks in English, Spanish, Italian, French and Brazilian Portuguese).

Run from anywhere: `python tests/corpus/holdout54/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from arquibancada import Arquibancada  # noqa: E402
from estadio import Estadio  # noqa: E402
from podium import Podium  # noqa: E402
from sideline import Sideline  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tribuna import Tribuna  # noqa: E402

SITES = [Sideline, Estadio, Tribuna, Podium, Arquibancada]

if __name__ == "__main__":
    write_set(HERE, SITES)
