"""Write pages/, labels.json, sites.json and linkmap.json of the seventy-sixth held-out set (five whole sites: the
Indigenous and small-language press of the Americas and the Pacific).

Run from anywhere: `python tests/corpus/holdout76/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from kaleo import KaLeo  # noqa: E402
from koepyahu import KoePyahu  # noqa: E402
from matagi import Matagi  # noqa: E402
from nipiit import Nipiit  # noqa: E402
from sitebuild import write_set  # noqa: E402
from willakuy import Willakuy  # noqa: E402

SITES = [Nipiit, Willakuy, KoePyahu, KaLeo, Matagi]

if __name__ == "__main__":
    write_set(HERE, SITES)
