"""Write pages/, labels.json, sites.json and linkmap.json of the forty-sixth held-out set (five whole sites).

Run from anywhere: `python tests/corpus/holdout46/make_pages.py`. Deterministic (random parts seeded by name).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))  # the shared page kit and generator (tests/corpus/sitekit.py, sitebuild.py)

import gundem  # noqa: E402
import hazman  # noqa: E402
import maghreb  # noqa: E402
import nil  # noqa: E402
import sahil  # noqa: E402
from sitebuild import write_set  # noqa: E402

SITES = [sahil.Sahil, nil.Nil, gundem.Gundem, hazman.Hazman, maghreb.Maghreb]

if __name__ == "__main__":
    write_set(HERE, SITES)
