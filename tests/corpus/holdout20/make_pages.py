"""Write pages/, labels.json, sites.json and linkmap.json of the twentieth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout20/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

from abers import Abers  # noqa: E402
from kinzig import Kinzig  # noqa: E402
from ladonorte import LadoNorte  # noqa: E402
from sitebuild import write_set  # noqa: E402
from tideline import Tideline  # noqa: E402
from tropeiro import Tropeiro  # noqa: E402

SITES = [Tideline, LadoNorte, Kinzig, Tropeiro, Abers]

if __name__ == "__main__":
    write_set(HERE, SITES)
