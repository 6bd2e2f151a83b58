"""Write pages/, labels.json, sites.json and linkmap.json of the forty-third held-out set (five whole sites:
Latin America, Iberia and Italy on their own publishing systems).

Run from anywhere: `python tests/corpus/holdout43/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from elplata import ElPlata  # noqa: E402
from euganeo import Euganeo  # noqa: E402
from finestra import Finestra  # noqa: E402
from mirador import Mirador  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vertice import Vertice  # noqa: E402

SITES = [Vertice, Mirador, ElPlata, Finestra, Euganeo]

if __name__ == "__main__":
    write_set(HERE, SITES)
