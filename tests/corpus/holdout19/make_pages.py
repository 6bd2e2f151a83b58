"""Write pages/, labels.json, sites.json and linkmap.json of the nineteenth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout19/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from codka import Codka  # noqa: E402
from naryn import Naryn  # noqa: E402
from nordoy import Nordoy  # noqa: E402
from osun import Osun  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vientiane import Vientiane  # noqa: E402

SITES = [Nordoy, Osun, Naryn, Vientiane, Codka]

if __name__ == "__main__":
    write_set(HERE, SITES)
