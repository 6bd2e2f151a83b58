"""Write pages/, labels.json, sites.json and linkmap.json of the sixtieth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout60/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from laksanda import Laksanda  # noqa: E402
from naalmalar import Naalmalar  # noqa: E402
from nusantara import Nusantara  # noqa: E402
from sagarmatha import Sagarmatha  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tanglaw import Tanglaw  # noqa: E402

SITES = [Tanglaw, Nusantara, Naalmalar, Sagarmatha, Laksanda]

if __name__ == "__main__":
    write_set(HERE, SITES)
