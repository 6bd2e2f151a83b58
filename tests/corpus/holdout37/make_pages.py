"""Write pages/, labels.json, sites.json and linkmap.json of the thirty-seventh held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout37/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from frettaljos import Frettaljos  # noqa: E402
from kvallsbladet import Kvallsbladet  # noqa: E402
from midtjysk import Midtjysk  # noqa: E402
from nfk import Nfk  # noqa: E402
from paivalehti import Paivalehti  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Nfk, Kvallsbladet, Midtjysk, Paivalehti, Frettaljos]

if __name__ == "__main__":
    write_set(HERE, SITES)
