"""Write pages/, labels.json, sites.json and linkmap.json of the ninety-first held-out set (five whole sites: forums,
Q&A, a link aggregator and readers' community sections that look like articles).

Run from anywhere: `python tests/corpus/holdout91/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from enlazados import Enlazados  # noqa: E402
from mittelweser import MittelweserBote  # noqa: E402
from pilhadev import PilhaDev  # noqa: E402
from porchlight import Porchlight  # noqa: E402
from railhead import Railhead  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [Railhead, PilhaDev, Enlazados, MittelweserBote, Porchlight]

if __name__ == "__main__":
    write_set(HERE, SITES)
