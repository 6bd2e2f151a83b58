"""Write pages/, labels.json, sites.json and linkmap.json of the sixty-ninth held-out set (five whole sites: breaking,
developing and long-form story shapes in English, German, Spanish and Japanese).

Run from anywhere: `python tests/corpus/holdout69/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from faro import Faro  # noqa: E402
from kompass import Kompass  # noqa: E402
from ledger import Ledger  # noqa: E402
from meridian import Meridian  # noqa: E402
from sitebuild import write_set  # noqa: E402
from toto import Toto  # noqa: E402

SITES = [Meridian, Ledger, Kompass, Faro, Toto]

if __name__ == "__main__":
    write_set(HERE, SITES)
