"""Write pages/, labels.json, sites.json and linkmap.json of the forty-first held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout41/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from bayline import Bayline  # noqa: E402
from northern import Northern  # noqa: E402
from sitebuild import write_set  # noqa: E402
from valley import Valley  # noqa: E402
from veritycheck import VerityCheck  # noqa: E402
from westbury import Westbury  # noqa: E402

SITES = [Bayline, Northern, VerityCheck, Westbury, Valley]

if __name__ == "__main__":
    write_set(HERE, SITES)
