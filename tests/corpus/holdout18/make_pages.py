"""Write pages/, labels.json, sites.json and linkmap.json of the eighteenth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout18/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from ghag import Ghag  # noqa: E402
from hirmondo import Hirmondo  # noqa: E402
from paekhu import Paekhu  # noqa: E402
from ruhunu import Ruhunu  # noqa: E402
from sitebuild import write_set  # noqa: E402
from zinios import Zinios  # noqa: E402

SITES = [Hirmondo, Ruhunu, Ghag, Zinios, Paekhu]

if __name__ == "__main__":
    write_set(HERE, SITES)
