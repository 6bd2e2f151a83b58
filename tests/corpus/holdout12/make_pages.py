"""Write pages/, labels.json, sites.json and linkmap.json of the twelfth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout12/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from kettle import Kettle  # noqa: E402
from kymata import Kymata  # noqa: E402
from norrsund import Norrsund  # noqa: E402
from sitebuild import write_set  # noqa: E402
from songhong import SongHong  # noqa: E402
from stadion import Stadion  # noqa: E402

if __name__ == "__main__":
    write_set(HERE, [Norrsund, Kymata, SongHong, Kettle, Stadion])
