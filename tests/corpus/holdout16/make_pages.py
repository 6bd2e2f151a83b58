"""Write pages/, labels.json, sites.json and linkmap.json of the sixteenth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout16/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from kayal import Kayal  # noqa: E402
from koerier import Koerier  # noqa: E402
from podrinje import Podrinje  # noqa: E402
from selenge import Selenge  # noqa: E402
from sitebuild import write_set  # noqa: E402
from vesnik import Vesnik  # noqa: E402

SITES = [Koerier, Vesnik, Podrinje, Kayal, Selenge]

if __name__ == "__main__":
    write_set(HERE, SITES)
