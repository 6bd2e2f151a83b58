"""Write pages/, labels.json, sites.json and linkmap.json of the twenty-first held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout21/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from jiangcheng import Jiangcheng  # noqa: E402
from marudhar import Marudhar  # noqa: E402
from minato import Minato  # noqa: E402
from nuri import Nuri  # noqa: E402
from sada import Sada  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Minato, Jiangcheng, Nuri, Sada, Marudhar]

if __name__ == "__main__":
    write_set(HERE, SITES)
