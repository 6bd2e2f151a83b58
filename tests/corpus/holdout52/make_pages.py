"""Write pages/, labels.json, sites.json and linkmap.json of the fifty-second held-out set (five whole sites of the
Balkans and the Caucasus, each in its own script).

Run from anywhere: `python tests/corpus/holdout52/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from ambebi import Ambebi  # noqa: E402
from araratlur import AraratLur  # noqa: E402
from glasnik import Glasnik  # noqa: E402
from lajmi import Lajmi  # noqa: E402
from puls import Puls  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Glasnik, Puls, Ambebi, AraratLur, Lajmi]

if __name__ == "__main__":
    write_set(HERE, SITES)
