"""Write pages/, labels.json, sites.json and linkmap.json of the twenty-seventh held-out set (five whole sites of
old, odd and hand-made markup).

Run from anywhere: `python tests/corpus/holdout27/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from cusio import Cusio  # noqa: E402
from kastoria import Kastoria  # noqa: E402
from lantern import Lantern  # noqa: E402
from ribera import Ribera  # noqa: E402
from sitebuild import write_set  # noqa: E402
from valassko import Valassko  # noqa: E402

SITES = [Cusio, Kastoria, Ribera, Valassko, Lantern]

if __name__ == "__main__":
    write_set(HERE, SITES)
