"""Write pages/, labels.json, sites.json and linkmap.json of the eighty-first held-out set (five whole sites: Central
and South-East Europe on their own publishing systems).

Run from anywhere: `python tests/corpus/holdout81/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from curierul import Curierul  # noqa: E402
from hirpont import Hirpont  # noqa: E402
from kumtari import Kumtari  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vesnik import Vesnik  # noqa: E402
from vestitel import Vestitel  # noqa: E402

SITES = [Hirpont, Vesnik, Curierul, Vestitel, Kumtari]

if __name__ == "__main__":
    write_set(HERE, SITES)
